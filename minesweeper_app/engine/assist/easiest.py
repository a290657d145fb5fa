"""The easiest step: Kunz Algorithms 14-15 (Help / EasiestSolvableCells).

A set of numbers proves a cell when the cell has the same value in every mine
arrangement that satisfies just those numbers. A smallest such set is always
connected (numbers linked by shared covered cells), because the part of a
disconnected set that holds the cell proves it alone. So growing connected sets,
one number at a time, finds the true minimum: one number (easy moves), then two
(an exact pairwise rule), then three and more through the counting core. The
search is capped at ``MAX_CLUES`` numbers and ``MAX_SUBSET_CHECKS`` constraint-solver
calls; beyond that the step names a local group of numbers that proves the cell
(grown hop by hop around it) and says so (``Step.minimal`` is False).

With a time budget the exact search stops at the deadline and a local search takes
over (``Step.local``): one number and two numbers are still exact (and cheap); after
that, small groups of nearby numbers are tried, and the text says the step may not
be the easiest. The mine count is used only when no set of numbers proves anything.
"""

from __future__ import annotations

from minesweeper_app.engine.assist._solver import (
    Deduction,
    deduce,
    kept_deduction,
    unknown_cells,
)
from minesweeper_app.engine.assist.budget import Budget, CancelCheck, OutOfTime
from minesweeper_app.engine.assist.clue_search import ClueSearch
from minesweeper_app.engine.assist.flags import (
    cells_where,
    check_total,
    local_deduction,
)
from minesweeper_app.engine.assist.step import Step
from minesweeper_app.engine.board import FLAGGED, Board, BoardLike, check_values
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition

__all__ = ["Step", "easiest_step", "find_step", "quick_step"]


def easiest_step(
    values: BoardLike,
    total_mines: int | None = None,
    *,
    safe_only: bool = False,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> Step | None:
    """Kunz Algorithms 14-15: the covered, unflagged cell that the fewest numbers prove.

    A flag on a proven mine counts as a mine (it needs no clue of its own); other
    flags count as covered. The mine count is used only when no set of numbers
    proves anything. ``safe_only`` (no-flag play) looks only for safe cells.
    Returns None when nothing can be proven. ``cancel`` is polled every few ms
    (Cancelled is raised). With a ``budget`` in seconds, a board without flags on
    which one or two numbers prove a cell gets that step at once (``quick_step``);
    otherwise the exact search stops at the deadline and a local search gets half as
    long again (``Step.local``); if that finds nothing either, OutOfTime is raised.
    Raises InconsistentPosition when the numbers (and the count) contradict each other.
    """
    board = check_values(values)
    total = check_total(total_mines, board)
    return find_step(board, total, safe_only, Budget(budget, cancel), None)


def quick_step(board: Board, total: int | None, safe_only: bool, budget: Budget) -> Step | None:
    """A cell one number or two decide on a board without flags, before any search.

    Such a step is the easiest one whatever the rest of the board holds, so a budgeted
    hint need not wait for the full solver: it only checks that the numbers agree
    (easy moves and subset rules, then one search for an arrangement per area) and
    that the mines left fit the cells left. (A mine total that only a full count
    shows to be impossible is not noticed here.) None when no such cell exists, or when
    every covered cell is a mine.
    """
    search = ClueSearch(board, set(), frozenset(), safe_only, budget)
    probe = search.checked_numbers()
    if total is not None and not 0 <= total - probe.n_known_mines <= unknown_cells(probe):
        raise InconsistentPosition(
            f"No arrangement of exactly {total} mines agrees with the opened numbers."
        )
    if not probe.new_safe and unknown_cells(probe) == 0:
        return None  # only mines are left: the ladder says the board is solved
    return search.single() or search.pairs()


def find_step(
    board: Board,
    total: int | None,
    safe_only: bool,
    budget: Budget,
    deduction: Deduction | None,
) -> Step | None:
    """The search behind ``easiest_step``; ``deduction`` is the solver's answer if known
    (exact, or local when ``budget.local``); else the position's kept one, if any."""
    flags = cells_where(board, FLAGGED)
    if deduction is None and not budget.local:
        deduction = kept_deduction(board, total)
    if deduction is None and not flags and budget.seconds is not None:
        try:
            step = quick_step(board, total, safe_only, budget)
        except Cancelled:
            budget.caller_cancelled()
            step = None
        if step is not None:
            return step
    if not budget.local:
        try:
            if deduction is None:
                deduction = deduce(board, total, budget.poll)
            search = ClueSearch(board, flags, frozenset(flags & deduction.mines), safe_only, budget)
            return search.exact(total, deduction)
        except Cancelled:
            budget.go_local()
    try:
        if deduction is None:
            deduction = local_deduction(board, frozenset(), budget)
        search = ClueSearch(board, flags, frozenset(flags & deduction.mines), safe_only, budget)
        return search.local_step()
    except Cancelled:
        budget.caller_cancelled()
        raise OutOfTime("No step was found within the time budget.") from None
