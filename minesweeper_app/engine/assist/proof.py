"""The proof that a cell is a mine, as a chain of easiest steps (Kunz Algorithms 14-15).

A loss explanation shows why the clicked cell was provably a mine: the easiest step
(the fewest numbers proving a mine) is taken again and again, each proven mine then
counting as flagged, until the cell itself is the step; the steps the last one does
not rest on are dropped. Only mines are stepped to, so every step is something the
player could have flagged.

Numbers prove a cell only through the numbers linked to it by shared covered cells
(its area, Kunz Algorithm 5); the chain is searched among the numbers within the fewest
hops of the cell that prove it (the ConstraintSolver on growing rings of numbers), on
one knowledge state updated step by step: on a big board each step costs what those
few numbers cost, not what the board does, and the steps stay near the cell. The
position's knowledge is the kept one (``position_cache``), so a loss explanation that
already asked for the deduction does not read the board again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from minesweeper_app.engine.assist._solver import (
    KNOWN_MINE,
    Knowledge,
    numbers_knowledge,
    solved_numbers,
)
from minesweeper_app.engine.assist.budget import Budget, CancelCheck
from minesweeper_app.engine.assist.clue_search import ClueSearch, Step
from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    Board,
    Cell,
    check_cell,
    check_values,
    neighbours,
)
from minesweeper_app.engine.errors import Cancelled

MAX_PROOF_STEPS = 40
"""Steps tried before the proof is told in one sentence instead of step by step."""


@dataclass(frozen=True)
class MineProof:
    """Why a cell is a mine: ``steps`` end with it (empty when the numbers alone do not
    prove it, or when the steps took too many or too long); ``numbers_only`` is False
    when the mine count is needed as well (or the cell is no proven mine at all)."""

    steps: tuple[Step, ...]
    numbers_only: bool


def prove_mine(
    values: Any,
    cell: Any,
    *,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> MineProof:
    """The easiest steps that prove ``cell`` a mine from the numbers (flags count as
    covered). ``cancel`` is polled (Cancelled); past ``budget`` seconds the steps are
    given up (``steps`` empty), never the answer ``numbers_only``.
    """
    board = check_values(values)
    h, w = board.shape
    cell = check_cell(h, w, cell, "cell")
    clock = Budget(budget, cancel)
    plain = board.copy()
    plain[plain == FLAGGED] = COVERED
    solved = solved_numbers(plain, cancel)  # kept when the deduction was asked for first
    geo = solved.geo
    target = geo.index(cell)
    if target not in set(solved.new_mines):
        return MineProof((), False)
    try:
        steps = _steps(plain, target, clock)
    except Cancelled:
        clock.caller_cancelled()
        steps = ()
    return MineProof(steps, True)


def _steps(board: Board, target: int, clock: Budget) -> tuple[Step, ...]:
    """The chain of steps among the fewest hops of numbers around the target that prove
    it; () after ``MAX_PROOF_STEPS``."""
    know = numbers_knowledge(board, (), clock.expired)
    geo = know.geo
    group, mines = _proving_group(know, target, clock)
    hidden = {i for i, s in enumerate(board.ravel().tolist()) if s == COVERED}
    search = ClueSearch(board, set(geo.cells(hidden - mines)), frozenset(), False, clock, know)
    steps: list[Step] = []
    for _ in range(MAX_PROOF_STEPS):
        search.numbers = [c for c in group if know.unknown[c]]
        step = search.single() or search.pairs()
        if step is None:
            left = {v: True for v in mines if know.state[v] != KNOWN_MINE}
            step = search.smallest_set(left)
        steps.append(step)
        v = geo.index(step.cell)
        if v == target:
            return _needed(steps, *board.shape)
        know.set_mine(v)
    return ()


def _proving_group(know: Knowledge, target: int, clock: Budget) -> tuple[list[int], set[int]]:
    """The numbers within the fewest hops (numbers sharing a covered cell) of the target
    that prove it a mine, and every mine they prove."""
    owners: dict[int, list[int]] = {}
    for c in know.unsolved:
        for v in know.unknown[c]:
            owners.setdefault(v, []).append(c)
    group = set(owners.get(target, ()))
    while True:
        clock.check()
        proven = know.constraint_solver(sorted(group))
        if proven is not None and target in proven[1]:
            return sorted(group), proven[1]
        grown = group | {b for c in group for v in know.unknown[c] for b in owners[v]}
        if grown == group:
            raise Cancelled("The numbers around the cell do not prove it.")
        group = grown


def _needed(steps: list[Step], height: int, width: int) -> tuple[Step, ...]:
    """The last step and the earlier ones it rests on: mines next to a later step's numbers
    (or every earlier one, once a step counts all the mines)."""
    kept = [steps[-1]]
    near: set[Cell] = set()
    every = steps[-1].uses_mine_count
    for clue in steps[-1].clues:
        near.update(neighbours(height, width, clue))
    for step in reversed(steps[:-1]):
        if every or step.cell in near:
            kept.append(step)
            every = every or step.uses_mine_count
            for clue in step.clues:
                near.update(neighbours(height, width, clue))
    return tuple(reversed(kept))
