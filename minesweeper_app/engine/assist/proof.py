"""The proof that a cell is a mine, as a chain of easiest steps (Kunz Algorithms 14-15).

A loss explanation shows why the clicked cell was provably a mine: the easiest step
(the fewest numbers proving a mine) is taken again and again, each proven mine then
counting as flagged, until the cell itself is the step; the steps the last one does
not rest on are dropped. Only mines are stepped to, so every step is something the
player could have flagged.

Numbers prove a cell only through the numbers linked to it by shared covered cells
(its area, Kunz Algorithm 5), so only those are read: the chain is searched among the
numbers within the fewest hops of the cell that prove it, on one knowledge state
updated step by step. A group that proves the cell still proves it with more numbers
(fewer arrangements fit them), so the fewest hops are found by doubling the hops and
then halving the gap, a few counts instead of one per hop. On a big board each step
costs what those few numbers cost, not what the board does, and the steps stay near
the cell. When the position's solution is kept (``position_cache``: the loss
explanation asked for it first), it says at once whether the numbers prove the cell.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from typing import Any

import numpy as np

from minesweeper_app.engine.assist._solver import (
    KNOWN_MINE,
    UNKNOWN,
    Knowledge,
    kept_deduction,
    numbers_knowledge,
    ruled_numbers,
)
from minesweeper_app.engine.assist.budget import Budget, CancelCheck, OutOfTime
from minesweeper_app.engine.assist.clue_search import ClueSearch
from minesweeper_app.engine.assist.step import Step
from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    Board,
    Cell,
    check_cell,
    check_values,
    neighbours,
)
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition

MAX_PROOF_STEPS = 40
"""Steps tried before the proof is told in one sentence instead of step by step."""


@dataclass(frozen=True)
class MineProof:
    """Why a cell is a mine: ``steps`` end with it. ``numbers_only`` is False when the
    numbers alone do not prove it (the mine count may, or nothing does). ``steps`` is
    empty when the numbers do not prove it, when the time ran out before the steps were
    found (``in_time`` False), or when they took more than ``MAX_PROOF_STEPS``."""

    steps: tuple[Step, ...]
    numbers_only: bool
    in_time: bool = True


def prove_mine(
    values: Any,
    cell: Any,
    *,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> MineProof:
    """The easiest steps that prove ``cell`` a mine from the numbers (flags count as
    covered). ``cancel`` is polled (Cancelled). Past ``budget`` seconds the steps are
    given up (``in_time`` False) once the numbers are known to prove the cell, and
    OutOfTime is raised before that. Only the numbers linked to the cell are read: a
    contradiction elsewhere on the board is not looked for.
    """
    board = check_values(values)
    h, w = board.shape
    cell = check_cell(h, w, cell, "cell")
    clock = Budget(budget, cancel)
    plain = board.copy()
    plain[plain == FLAGGED] = COVERED
    kept = kept_deduction(plain, None)
    if kept is not None and cell not in kept.mines:
        return MineProof((), False)
    try:
        if kept is None and not _numbers_prove(plain, cell, clock):
            return MineProof((), False)
    except Cancelled:
        clock.caller_cancelled()
        raise OutOfTime("Whether the numbers prove the cell was not found in time.") from None
    try:
        know = numbers_knowledge(plain, (), clock.poll)
        target = know.geo.index(cell)
        found = _proving_group(know, target, clock)
        assert found is not None, "numbers that prove a cell prove it within its area"
        steps = _steps(plain, know, target, *found, clock)
    except Cancelled:
        clock.caller_cancelled()
        return MineProof((), True, in_time=False)
    return MineProof(steps, True)


def _numbers_prove(board: Board, cell: Cell, clock: Budget) -> bool:
    """Do the numbers prove ``cell`` a mine? The quick rules first (the position's kept
    ones, where its exact solve starts too), then the exact count of the cell's own area
    only, in what the rules left: the rules split the areas, so this costs what one area
    of the solver's first round does (the same count, kept), not what the whole board or
    the cell's unsplit area would."""
    know = ruled_numbers(board, clock.poll)
    v = know.geo.index(cell)
    if know.state[v] != UNKNOWN:
        return know.state[v] == KNOWN_MINE
    area = {*_owners(know, v)}
    todo = list(area)
    while todo:
        clock.check()
        for u in know.unknown[todo.pop()]:
            for b in _owners(know, u):
                if b not in area:
                    area.add(b)
                    todo.append(b)
    proven = know.constraint_solver(sorted(area))
    return proven is not None and v in proven[1]


def _owners(know: Knowledge, v: int) -> list[int]:
    """The numbers that have the covered cell ``v`` among their unknown cells."""
    unknown = know.unknown
    return [c for c in know.geo.neighbours[v] if v in unknown[c]]


def _steps(
    board: Board, know: Knowledge, target: int, group: list[int], mines: set[int], clock: Budget
) -> tuple[Step, ...]:
    """The chain of steps among ``group``, the numbers around the target that prove it
    (on ``know``, the pristine numbers, updated step by step); () after
    ``MAX_PROOF_STEPS``."""
    geo = know.geo
    search = ClueSearch(board, set(), frozenset(), False, clock, know)
    hidden = np.flatnonzero(board.ravel() == COVERED).tolist()
    search.flag_idx = set(hidden) - mines  # never wanted: only the mines the group proves
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


def _proving_group(
    know: Knowledge, target: int, clock: Budget
) -> tuple[list[int], set[int]] | None:
    """The numbers within the fewest hops (numbers sharing a covered cell) of the target
    that prove it a mine, and every mine they prove; None when its whole area does not.
    The rings of numbers around the target are only walked as far as the search asks."""
    unknown = know.unknown
    rings = [sorted(_owners(know, target))]
    seen = set(rings[0])

    def reach(hops: int) -> bool:
        """Walk out to ``hops`` rings; False when the area ends before."""
        while len(rings) <= hops:
            clock.check()
            ring = {b for c in rings[-1] for v in unknown[c] for b in _owners(know, v)} - seen
            if not ring:
                return False
            rings.append(sorted(ring))
            seen.update(ring)
        return True

    def proves(hops: int) -> set[int] | None:
        clock.check()
        group = sorted(chain.from_iterable(rings[: hops + 1]))
        proven = know.constraint_solver(group)
        if proven is None:
            raise InconsistentPosition(
                "These numbers cannot all be right: no arrangement of mines fits them.",
                know.geo.cell(group[0]),
            )
        return proven[1] if target in proven[1] else None

    if not rings[0]:
        return None
    fails, hops = -1, 0
    while True:  # double the hops until they prove it (or the whole area does not)
        whole = not reach(hops)
        if whole:
            hops = len(rings) - 1
            if hops == fails:
                return None
        mines = proves(hops)
        if mines is not None:
            break
        if whole:
            return None
        fails, hops = hops, 2 * hops + 1
    while hops - fails > 1:  # then halve the gap to the fewest
        mid = (fails + hops) // 2
        fewer = proves(mid)
        if fewer is None:
            fails = mid
        else:
            hops, mines = mid, fewer
    return sorted(chain.from_iterable(rings[: hops + 1])), mines


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
