"""Flag checks (Kunz Algorithms 12-13): too many flags, wrong flags, doubtful flags."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from minesweeper_app.engine.assist._solver import (
    Deduction,
    Knowledge,
    deduce,
    local_rules,
    numbers_knowledge,
    ruled_numbers,
    satisfiable,
)
from minesweeper_app.engine.assist.budget import Budget, CancelCheck
from minesweeper_app.engine.board import FLAGGED, Board, BoardLike, Cell, check_values
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition


@dataclass(frozen=True)
class FlagReport:
    """Flag mistakes on a board; ``unproven`` contains ``wrong``.

    ``checked`` is the number of flags on the board: 0 means there was nothing to
    check (``is_empty``), which the window need not count as help. ``surplus`` are
    the flags around the ``too_many`` numbers. ``complete`` is False when the time
    budget ran out: ``wrong`` is then still certain (but maybe not every wrong flag)
    and ``unproven`` holds the flags quick reasoning could not prove, some of which
    a full check might prove.
    """

    too_many: frozenset[Cell]
    wrong: frozenset[Cell]
    unproven: frozenset[Cell]
    checked: int
    surplus: frozenset[Cell] = field(default_factory=frozenset)
    complete: bool = True

    @property
    def is_empty(self) -> bool:
        """No flag on the board, so nothing was checked."""
        return self.checked == 0


def check_total(total_mines: Any, board: Board) -> int | None:
    """The mine total as an int, or a clear error for True, 2.0, NaN or out of range."""
    if total_mines is None:
        return None
    if isinstance(total_mines, bool | np.bool_) or not isinstance(total_mines, int | np.integer):
        if isinstance(total_mines, float) and math.isnan(total_mines):
            raise TypeError("The number of mines must be a whole number, not NaN.")
        raise TypeError(f"The number of mines must be a whole number, not {total_mines!r}.")
    total = int(total_mines)
    if not 0 <= total <= board.size:
        raise ValueError(f"The number of mines must be between 0 and {board.size}, not {total}.")
    return total


def cells_where(board: Board, value: int) -> set[Cell]:
    rows, cols = (board == value).nonzero()
    return set(zip(rows.tolist(), cols.tolist(), strict=True))


def too_many_flags(board: Board) -> dict[Cell, list[Cell]]:
    """Kunz Algorithm 12: opened numbers with more flagged neighbours than their value,
    each with its flagged neighbours."""
    out: dict[Cell, list[Cell]] = {}
    flagged = board == FLAGGED
    if not flagged.any():
        return out
    # flagged neighbours of every cell at once; only the crowded numbers are listed
    h, w = board.shape
    padded = np.pad(flagged.astype(np.int16), 1)
    near = sum(
        padded[dr : dr + h, dc : dc + w]
        for dr in (0, 1, 2)
        for dc in (0, 1, 2)
        if (dr, dc) != (1, 1)
    )
    rows, cols = ((board >= 0) & (near > board)).nonzero()
    for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
        r0, c0 = max(0, r - 1), max(0, c - 1)
        around = flagged[r0 : r + 2, c0 : c + 2]
        if int(around.sum()) > int(board[r, c]):
            fr, fc = around.nonzero()
            out[(r, c)] = [(r0 + a, c0 + b) for a, b in zip(fr.tolist(), fc.tolist(), strict=True)]
    return out


def checked_local_knowledge(
    board: Board, known_mines: frozenset[Cell], budget: Budget
) -> Knowledge:
    """What easy moves and subset rules prove, after checking that the numbers agree.

    The rules split the areas; then one search for an arrangement per area decides
    consistency (areas share no cell). Raises InconsistentPosition when they disagree.
    The result is kept for the rest of the call (``Budget.checked``) and only read.
    """
    cached = budget.checked.get(known_mines)
    if cached is not None:
        return cached
    if known_mines:
        know = numbers_knowledge(board, known_mines, budget.poll)
        local_rules(know)
    else:  # the position's kept one, where its exact solve starts too
        know = ruled_numbers(board, budget.poll)
    for area in know.areas():
        budget.check()
        if not satisfiable(know, area):
            raise InconsistentPosition(
                "These numbers cannot all be right: no arrangement of mines fits them.",
                know.geo.cell(min(area)),
            )
    budget.checked[known_mines] = know
    return know


def local_deduction(board: Board, known_mines: frozenset[Cell], budget: Budget) -> Deduction:
    """What easy moves and subset rules prove: certain, though maybe not everything."""
    know = checked_local_knowledge(board, known_mines, budget)
    geo = know.geo
    return Deduction(geo.cells(know.new_safe), geo.cells(know.new_mines))


def flag_report(
    board: Board, total: int | None, budget: Budget
) -> tuple[FlagReport, Deduction | None]:
    """The report and the deduction behind it (exact, or local once the budget ran out;
    None when even the local check ran out of time, so nothing about the board is known).

    Raises InconsistentPosition when the numbers (and the count) contradict each other.
    """
    flags = cells_where(board, FLAGGED)
    crowded = too_many_flags(board)
    surplus = frozenset(f for around in crowded.values() for f in around)
    complete = True
    deduction: Deduction | None
    try:
        deduction = deduce(board, total, budget.poll)
    except Cancelled:
        budget.go_local()
        complete = False
        try:
            deduction = local_deduction(board, frozenset(), budget)
        except Cancelled:
            budget.caller_cancelled()
            deduction = None
    known = Deduction(frozenset(), frozenset()) if deduction is None else deduction
    report = FlagReport(
        too_many=frozenset(crowded),
        wrong=frozenset(flags & known.safe),
        unproven=frozenset(flags - known.mines),
        checked=len(flags),
        surplus=surplus,
        complete=complete,
    )
    return report, deduction


def check_flags(
    values: BoardLike,
    total_mines: int | None = None,
    *,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> FlagReport:
    """Find wrong and doubtful flags without revealing anything else.

    ``wrong``: flags the numbers (and the mine count, when given) prove safe;
    ``unproven``: flags that are not proven mines with all flags ignored (Kunz
    Algorithm 13). ``cancel`` is polled every few ms (Cancelled is raised); with a
    ``budget`` in seconds the exact check stops there and the report is completed
    from quick local reasoning (``complete`` False). Raises InconsistentPosition if
    the numbers contradict each other, TypeError/ValueError for a bad mine total.
    """
    board = check_values(values)
    total = check_total(total_mines, board)
    clock = Budget(budget, cancel)
    if not (board == FLAGGED).any():
        # Nothing to check, but an impossible position is still said to be one.
        try:
            deduce(board, total, clock.poll)
        except Cancelled:
            clock.caller_cancelled()  # a spent budget leaves the check incomplete
            return FlagReport(frozenset(), frozenset(), frozenset(), 0, complete=False)
        return FlagReport(frozenset(), frozenset(), frozenset(), 0)
    return flag_report(board, total, clock)[0]
