"""An independent reference: enumerate every mine placement on the covered cells.

Deliberately naive (numpy over all 2^n subsets), sharing no code with the engine,
so that the solver's answers can be checked against it on small boards.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import numpy as np

Cell = tuple[int, int]


def around(h: int, w: int, r: int, c: int) -> list[Cell]:
    return [
        (r + dr, c + dc)
        for dr, dc in product((-1, 0, 1), repeat=2)
        if (dr, dc) != (0, 0) and 0 <= r + dr < h and 0 <= c + dc < w
    ]


def arrangements(values: np.ndarray, total: int | None) -> tuple[list[Cell], np.ndarray]:
    """Covered/flagged cells and a boolean matrix of every consistent arrangement (rows)."""
    h, w = values.shape
    hidden = [(r, c) for r in range(h) for c in range(w) if values[r, c] in (-2, -3)]
    n = len(hidden)
    assert n <= 20, "too many covered cells for brute force"
    grid = ((np.arange(2**n)[:, None] >> np.arange(n)[None, :]) & 1).astype(bool)
    ok = np.ones(len(grid), dtype=bool)
    col = {cell: i for i, cell in enumerate(hidden)}
    for r in range(h):
        for c in range(w):
            v = int(values[r, c])
            if v < 0:
                continue
            idx = [col[x] for x in around(h, w, r, c) if x in col]
            opened_mines = sum(1 for x in around(h, w, r, c) if values[x] == -1)
            ok &= grid[:, idx].sum(axis=1) + opened_mines == v
    if total is not None:
        ok &= grid.sum(axis=1) + int((values == -1).sum()) == total
    return hidden, grid[ok]


def deduce(values: np.ndarray, total: int | None) -> tuple[set[Cell], set[Cell]] | None:
    hidden, sols = arrangements(values, total)
    if len(sols) == 0:
        return None
    safe = {cell for i, cell in enumerate(hidden) if not sols[:, i].any()}
    mines = {cell for i, cell in enumerate(hidden) if sols[:, i].all()}
    return safe, mines


def probabilities(values: np.ndarray, total: int) -> dict[Cell, Fraction]:
    hidden, sols = arrangements(values, total)
    n = len(sols)
    return {cell: Fraction(int(sols[:, i].sum()), n) for i, cell in enumerate(hidden)}


def cell_types(h: int, w: int, mines: set[Cell]) -> np.ndarray:
    t = np.zeros((h, w), dtype=np.int8)
    for r in range(h):
        for c in range(w):
            t[r, c] = -1 if (r, c) in mines else sum(x in mines for x in around(h, w, r, c))
    return t


def perfect_player_wins(h: int, w: int, mines: set[Cell], start: Cell) -> bool:
    """Open start, then repeatedly open every cell brute force proves safe (with the count)."""
    if start in mines:
        return False
    types = cell_types(h, w, mines)
    values = np.full((h, w), -2, dtype=np.int8)
    values[start] = types[start]
    while True:
        safe_left = int(((values == -2) & (types >= 0)).sum())
        if safe_left == 0:
            return True
        result = deduce(values, len(mines))
        assert result is not None
        safe, _ = result
        if not safe:
            return False
        for cell in safe:
            values[cell] = types[cell]


def clues_prove(values: np.ndarray, clues: frozenset[Cell], cell: Cell, known: set[Cell]) -> bool:
    """Backtracking: with ``known`` mines, do the ``clues`` alone make ``cell`` a mine
    (no placement fits them with ``cell`` safe)?"""
    h, w = values.shape
    hidden = sorted(
        {x for r, c in clues for x in around(h, w, r, c)}
        - known
        - {x for x in np.ndindex(h, w) if values[x] not in (-2, -3)}
    )
    need: dict[Cell, int] = {}
    cells_of: dict[Cell, list[Cell]] = {}
    for r, c in clues:
        near = around(h, w, r, c)
        fixed = sum(1 for x in near if x in known or values[x] == -1)
        need[(r, c)] = int(values[r, c]) - fixed
        cells_of[(r, c)] = [x for x in near if x in hidden]
    value: dict[Cell, int] = {cell: 0}

    def fits() -> bool:
        for clue, xs in cells_of.items():
            mines = sum(value.get(x, 0) for x in xs)
            free = sum(1 for x in xs if x not in value)
            if mines > need[clue] or mines + free < need[clue]:
                return False
        return True

    def search(i: int) -> bool:
        if not fits():
            return False
        if i == len(hidden):
            return True
        x = hidden[i]
        if x in value:
            return search(i + 1)
        for bit in (0, 1):
            value[x] = bit
            if search(i + 1):
                return True
        del value[x]
        return False

    return not search(0)
