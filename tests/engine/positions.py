"""Seeded random small positions for comparing the solver with brute force."""

from __future__ import annotations

import numpy as np

from tests.engine.bruteforce import around, cell_types

Cell = tuple[int, int]


def random_position(
    rng: np.random.Generator, max_hidden: int = 14
) -> tuple[np.ndarray, int, set[Cell]]:
    """A position as a player might see it: some safe cells opened, some cells flagged.

    Returns (values, total_mines, true_mines). Flags may be right or wrong, and
    occasionally an opened mine is shown, as after a loss.
    """
    while True:
        h = int(rng.integers(1, 6))
        w = int(rng.integers(1, 7))
        n = h * w
        k = int(rng.integers(0, max(1, n // 2) + 1))
        flat = rng.choice(n, size=k, replace=False)
        mines = {divmod(int(i), w) for i in flat}
        types = cell_types(h, w, mines)
        values = np.full((h, w), -2, dtype=np.int8)
        safe = [(r, c) for r in range(h) for c in range(w) if (r, c) not in mines]
        rng.shuffle(safe)
        for cell in safe[: int(rng.integers(0, len(safe) + 1))]:
            values[cell] = types[cell]
            if types[cell] == 0:  # open zero areas like the game does
                stack = [cell]
                while stack:
                    cur = stack.pop()
                    for nb in around(h, w, *cur):
                        if values[nb] == -2 and nb not in mines:
                            values[nb] = types[nb]
                            if types[nb] == 0:
                                stack.append(nb)
        hidden = [(r, c) for r in range(h) for c in range(w) if values[r, c] == -2]
        if mines and rng.random() < 0.05:
            values[sorted(mines)[0]] = -1
        for cell in hidden:
            if rng.random() < 0.15:
                values[cell] = -3
        if int(((values == -2) | (values == -3)).sum()) <= max_hidden:
            return values, len(mines), mines


def random_inconsistent_ish(rng: np.random.Generator) -> np.ndarray:
    """Arbitrary numbers on a few cells: often inconsistent, sometimes not."""
    h = int(rng.integers(1, 5))
    w = int(rng.integers(1, 6))
    values = np.full((h, w), -2, dtype=np.int8)
    for _ in range(int(rng.integers(1, 4))):
        r, c = int(rng.integers(0, h)), int(rng.integers(0, w))
        values[r, c] = int(rng.integers(0, 5))
    return values


def seeded_position(seed: int, h: int, w: int, density: float, opened: float) -> np.ndarray:
    """Mines at ``density`` and a share ``opened`` of the safe cells opened, from ``seed``."""
    rng = np.random.default_rng(seed)
    mines = {(r, c) for r in range(h) for c in range(w) if rng.random() < density}
    types = cell_types(h, w, mines)
    values = np.full((h, w), -2, dtype=np.int8)
    for r in range(h):
        for c in range(w):
            if types[r, c] >= 0 and rng.random() < opened:
                values[r, c] = types[r, c]
    return values


def random_layout(
    h: int, w: int, n: int, start: tuple[int, int], rng: np.random.Generator
) -> set[tuple[int, int]]:
    """``n`` mines uniformly on the cells the first click does not show."""
    pool = [
        (r, c) for r in range(h) for c in range(w) if max(abs(r - start[0]), abs(c - start[1])) > 1
    ]
    return {pool[i] for i in rng.choice(len(pool), n, replace=False)}
