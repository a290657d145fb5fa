"""Positions on the biggest boards, as play reaches them, and the hardest a lucky player can reach.

* **played**: seeded no-guess boards (first click in the middle) played by someone who
  makes a few sound moves (what one number decides) and then opens a random covered
  safe cell (a lucky guess), with a snapshot every few guesses. The areas there are
  wide and full of isolated numbers, as after a run of lucky clicks.
* **lucky rows**: every third row opened (rows 2, 5, 8, ... in words) and, of each
  column's two covered cells around an opened row, exactly one a mine: every number is
  a 3 (2 at the sides), every covered pair is a 50/50 and nothing but the last row is
  decided; each band of two rows is one long area with a huge number of solutions.
* **lucky chain**: lucky rows whose middle band is decided from its left end along the
  whole row: its first two columns hold four mines (a 4), then the columns hold 0, 1, 2
  mines in turn, so every number after is a 3 and a column of two mines follows only
  from the one three columns before. A mine a quarter of the way along takes a proof of
  about two dozen steps, on a board as hard to solve as lucky rows.

Each position comes with its layout, so a loss can be explained on it (a mine next to
an opened number is "clicked").
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine import COVERED, Board, Cell, cell_type_board, create_board


@dataclass(frozen=True)
class BigPosition:
    """A position with its layout and the mine a player hits next on it."""

    name: str
    values: Board
    total: int
    mines: frozenset[Cell]
    hit: Cell


def open_as_game(values: Board, types: Board, cell: Cell) -> None:
    """Open ``cell`` as the game does: a zero opens its neighbours."""
    h, w = values.shape
    stack = [cell]
    while stack:
        r, c = stack.pop()
        if values[r, c] != COVERED:
            continue
        values[r, c] = types[r, c]
        if types[r, c] == 0:
            for rr in range(max(0, r - 1), min(h, r + 2)):
                for cc in range(max(0, c - 1), min(w, c + 2)):
                    if values[rr, cc] == COVERED:
                        stack.append((rr, cc))


def _sound_moves(values: Board, types: Board, limit: int) -> None:
    """Open up to ``limit`` cells that one opened number proves safe (its mines all
    touch it already, counted from the true layout the player has worked out)."""
    h, w = values.shape
    done = 0
    rows, cols = np.nonzero(values > 0)
    for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
        r0, r1, c0, c1 = max(0, r - 1), min(h, r + 2), max(0, c - 1), min(w, c + 2)
        around = values[r0:r1, c0:c1]
        hidden = around == COVERED
        if not hidden.any():
            continue
        mines = types[r0:r1, c0:c1] < 0
        if int(mines.sum()) != int(hidden.sum()) and int(values[r, c]) == int(
            (mines & hidden).sum()
        ):
            for rr, cc in np.argwhere(hidden & ~mines).tolist():
                open_as_game(values, types, (r0 + rr, c0 + cc))
                done += 1
                if done >= limit:
                    return


def _hit(values: Board, mines: frozenset[Cell], rng: np.random.Generator) -> Cell:
    """A covered mine next to an opened number (where a player clicks), else any."""
    near = [
        m
        for m in sorted(mines)
        if values[m] == COVERED
        and (values[max(0, m[0] - 1) : m[0] + 2, max(0, m[1] - 1) : m[1] + 2] >= 0).any()
    ]
    pool = near or [m for m in sorted(mines) if values[m] == COVERED]
    return pool[int(rng.integers(len(pool)))]


def played_positions(
    h: int, w: int, total: int, games: int, per_game: int, seed: int
) -> list[BigPosition]:
    """Snapshots of ``games`` games of lucky play, ``per_game`` from each."""
    rng = np.random.default_rng(seed)
    out: list[BigPosition] = []
    for g in range(games):
        start = (h // 2, w // 2)
        mines = create_board(h, w, total, start, seed=rng)
        types = cell_type_board(h, w, mines)
        values = np.full((h, w), COVERED, dtype=np.int8)
        open_as_game(values, types, start)
        stages = sorted(rng.uniform(0.02, 0.95, per_game).tolist())
        safe_total = h * w - total
        guesses = 0
        while stages:
            safe = np.argwhere((values == COVERED) & (types >= 0))
            if len(safe) == 0:
                break
            r, c = safe[rng.integers(len(safe))]
            open_as_game(values, types, (int(r), int(c)))
            _sound_moves(values, types, int(rng.integers(0, 400)))
            guesses += 1
            opened = 1 - len(safe) / safe_total
            if opened >= stages[0]:
                while stages and opened >= stages[0]:
                    stages.pop(0)
                name = f"game {g + 1}, {opened:.0%} opened"
                out.append(BigPosition(name, values.copy(), total, mines, _hit(values, mines, rng)))
    return out


def lucky_rows(n: int, seed: int = 0, width: int | None = None) -> BigPosition:
    """The n x n (n x width) lucky-rows position (see the module docstring); the hit is
    in its middle."""
    rng = np.random.default_rng(seed)
    w = n if width is None else width
    mines: set[Cell] = set()
    for r in range(1, n, 3):
        for c in range(w):
            if r + 1 < n and rng.random() < 0.5:
                mines.add((r + 1, c))
            else:
                mines.add((r - 1, c))
    layout = frozenset(mines)
    types = cell_type_board(n, w, layout)
    values = np.full((n, w), COVERED, dtype=np.int8)
    values[1::3] = types[1::3]
    mid = 1 + 3 * ((n // 3) // 2)
    hit = next((r, w // 2) for r in (mid - 1, mid + 1) if (r, w // 2) in layout)
    return BigPosition(f"lucky rows {n}x{w}", values, len(layout), layout, hit)


def lucky_rows_varied(n: int, seed: int = 0) -> BigPosition:
    """Lucky rows where a column holds both mines or neither 15 % of the time each, so
    the numbers vary (0 to 6) and no two bands look alike."""
    rng = np.random.default_rng(seed)
    mines: set[Cell] = set()
    for r in range(1, n, 3):
        for c in range(n):
            roll = rng.random()  # above only, below only, both, neither
            if r + 1 >= n or roll < 0.35 or 0.7 <= roll < 0.85:
                mines.add((r - 1, c))
            if r + 1 < n and 0.35 <= roll < 0.85:
                mines.add((r + 1, c))
    layout = frozenset(mines)
    types = cell_type_board(n, n, layout)
    values = np.full((n, n), COVERED, dtype=np.int8)
    values[1::3] = types[1::3]
    mid = 1 + 3 * ((n // 3) // 2)
    hit = min((m for m in layout if m[0] in (mid - 1, mid + 1)), key=lambda m: abs(m[1] - n // 2))
    return BigPosition(f"lucky rows varied {n}x{n}", values, len(layout), layout, hit)


def lucky_chain(n: int, seed: int = 0) -> BigPosition:
    """Lucky rows with a middle band decided step by step from its left end (see the
    module docstring); the hit is a mine of that band about a quarter of the way along."""
    rows = lucky_rows(n, seed)
    rng = np.random.default_rng(seed)
    mid = 1 + 3 * ((n // 3) // 2)
    mines = {m for m in rows.mines if m[0] not in (mid - 1, mid + 1)}
    per_column = [2, 2] + [(0, 1, 2)[c % 3] for c in range(n - 2)]
    for c, k in enumerate(per_column):
        if k == 2:
            mines |= {(mid - 1, c), (mid + 1, c)}
        elif k == 1:
            mines.add((mid - 1, c) if rng.random() < 0.5 else (mid + 1, c))
    layout = frozenset(mines)
    types = cell_type_board(n, n, layout)
    values = np.full((n, n), COVERED, dtype=np.int8)
    values[1::3] = types[1::3]
    col = min((c for c, k in enumerate(per_column) if k == 2), key=lambda c: abs(c - n // 4))
    return BigPosition(f"lucky chain {n}x{n}", values, len(layout), layout, (mid - 1, col))


def lucky_columns(n: int, seed: int = 0) -> BigPosition:
    """Lucky rows turned on their side (the solver's cell order runs across the bands)."""
    rows = lucky_rows(n, seed)
    mines = frozenset((c, r) for r, c in rows.mines)
    return BigPosition(
        f"lucky columns {n}x{n}",
        np.ascontiguousarray(rows.values.T),
        rows.total,
        mines,
        (rows.hit[1], rows.hit[0]),
    )


def adversarial_positions(n: int = 128) -> list[BigPosition]:
    """The hardest positions a lucky player reaches that the benchmark and tests keep."""
    return [
        lucky_rows(n),
        lucky_columns(n),
        lucky_rows_varied(n),
        lucky_rows(n - 29, seed=1),
        lucky_chain(n),
    ]
