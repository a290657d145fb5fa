"""The engine's calls leave no reference cycles behind.

What a cycle holds is freed only by the cycle collector, whose passes hold the GIL while
they walk every tracked object: a knowledge state kept alive by a cycle is some 16,000
sets on a 128x128 board, and each such pass stalls the window (``bench ui``). Reference
counting must free everything a hint, a flag check, the odds or a new board made.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import numpy as np
import pytest

from minesweeper_app.engine import (
    HintLadder,
    check_flags,
    create_board,
    easiest_step,
    mine_probabilities,
    solve_state,
)
from tests.engine.bruteforce import cell_types
from tests.engine.test_assist import slow_exact_solver
from tests.volume import volume

H, W, N = 16, 30, 99


def guessing_positions(seed: int) -> Iterator[tuple[np.ndarray, int]]:
    """Positions of a random (not no-guess) Expert board played by a perfect player who
    guesses luckily when stuck, each stuck position with half its proven mines flagged
    and one wrong flag: the hint's mistake check, its search and the flag check all
    have work to do."""
    rng = np.random.default_rng(seed)
    cells = [(r, c) for r in range(H) for c in range(W)]
    mines = {cells[i] for i in rng.choice(len(cells), N, replace=False)}
    types = cell_types(H, W, mines)
    values = np.full((H, W), -2, dtype=np.int8)

    def open_cell(cell: tuple[int, int]) -> None:
        todo = [cell]
        while todo:
            r, c = todo.pop()
            if values[r, c] != -2:
                continue
            values[r, c] = types[r, c]
            if types[r, c] == 0:
                todo += [
                    (r + dr, c + dc)
                    for dr in (-1, 0, 1)
                    for dc in (-1, 0, 1)
                    if 0 <= r + dr < H and 0 <= c + dc < W
                ]

    while True:
        safe = [c for c in cells if c not in mines and values[c] == -2]
        if not safe:
            return
        proven = solve_state(values, N)
        if proven.safe:
            for cell in proven.safe:
                open_cell(cell)
            continue
        shown = values.copy()
        for i, mine in enumerate(sorted(proven.mines)):
            if i % 2 == 0:
                shown[mine] = -3
        shown[safe[int(rng.integers(len(safe)))]] = -3
        yield shown, N
        open_cell(safe[int(rng.integers(len(safe)))])  # a lucky guess


def ours(garbage: list[object]) -> list[str]:
    """The garbage made by this package's code: its objects and its functions."""
    found = []
    for obj in garbage:
        code = getattr(obj, "__code__", None)
        if code is not None and "minesweeper_app" in code.co_filename:
            found.append(f"function {obj.__qualname__}")  # type: ignore[attr-defined]
        elif type(obj).__module__.startswith("minesweeper_app"):
            found.append(type(obj).__qualname__)
    return found


@pytest.fixture
def saved_garbage() -> Iterator[list[object]]:
    """Everything the cycle collector finds from here on, kept for the test to read."""
    gc.collect()
    flags = gc.get_debug()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield gc.garbage
    finally:
        gc.set_debug(flags)
        gc.garbage.clear()
        gc.collect()


CALLS: dict[str, Callable[[np.ndarray, int], object]] = {
    "hint ladder": lambda v, n: [HintLadder().press(v, n) for _ in range(5)],
    "check flags": lambda v, n: check_flags(v, n),
    "easiest step": lambda v, n: easiest_step(v, n, safe_only=True),
    "odds": lambda v, n: mine_probabilities(v, n),
}
LOCAL_CALLS: dict[str, Callable[[np.ndarray, int], object]] = {
    "hint ladder": lambda v, n: [HintLadder(budget=0.2).press(v, n) for _ in range(3)],
    "check flags": lambda v, n: check_flags(v, n, budget=0.2),
    "easiest step": lambda v, n: easiest_step(v, n, budget=0.2),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_the_assistance_leaves_no_cycles(name: str, saved_garbage: list[object]) -> None:
    for seed in range(volume(3, fast=1)):
        for values, total in guessing_positions(seed):
            CALLS[name](values, total)
    gc.collect()
    assert ours(saved_garbage) == []


@pytest.mark.parametrize("name", list(LOCAL_CALLS))
def test_the_local_answers_after_the_budget_leave_no_cycles(
    name: str, saved_garbage: list[object], monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the exact answer runs out of time, the local one keeps the quick rules'
    state of the board for the rest of the call."""
    slow_exact_solver(monkeypatch)
    flagged = [p for p in guessing_positions(1) if (p[0] == -3).sum() > 5]
    for values, total in flagged[:2]:
        LOCAL_CALLS[name](values, total)
    gc.collect()
    assert ours(saved_garbage) == []


def test_creating_boards_leaves_no_cycles(saved_garbage: list[object]) -> None:
    # Repairs that count the mines (and so look for witnesses) come from seed 13 on.
    for seed in range(volume(30, fast=15)):
        create_board(H, W, N, (8, 15), seed=seed)
    for seed in range(5):
        create_board(30, 30, 240, (15, 15), seed=seed)
    gc.collect()
    assert ours(saved_garbage) == []
