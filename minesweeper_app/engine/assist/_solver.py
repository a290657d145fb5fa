"""The only module of the assistance that imports the solver.

Everything the flag checks, the easiest-step search and the ladder need from the
solver's knowledge state (B and U, easy moves, subset rules, the ConstraintSolver,
DivideIntoAreas and area counts) goes through the names below, so that a change of
the solver's API is absorbed here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from minesweeper_app.engine.board import Board, Cell
from minesweeper_app.engine.solver import (
    KNOWN_MINE,
    OPENED,
    UNKNOWN,
    Deduction,
    Knowledge,
    SolverOptions,
    kept_solution,
    read_position,
    solve_state,
    solved_numbers,
)
from minesweeper_app.engine.solver import feasible_mine_counts as _feasible_mine_counts
from minesweeper_app.engine.solver.easy_moves import subset_rules

__all__ = [
    "KNOWN_MINE",
    "OPENED",
    "UNKNOWN",
    "Deduction",
    "Knowledge",
    "deduce",
    "feasible_mine_counts",
    "free_cells",
    "kept_deduction",
    "local_rules",
    "numbers_knowledge",
    "numbers_solved",
    "satisfiable",
    "solved_numbers",
    "unknown_cells",
    "use_mine_count",
]

CancelCheck = Callable[[], bool]

_NUMBERS_ONLY = SolverOptions(use_mine_count=False)


def deduce(board: Board, total: int | None, cancel: CancelCheck) -> Deduction:
    """The exact solver: every covered cell proven safe or a mine (flags count as covered)."""
    return solve_state(board, total, cancel=cancel)


def kept_deduction(board: Board, total: int | None) -> Deduction | None:
    """The exact solver's answer if the position's solution is kept, else None (no solving)."""
    know = kept_solution(board, total)
    if know is None:
        return None
    geo = know.geo
    return Deduction(geo.cells(know.new_safe), geo.cells(know.new_mines))


def numbers_knowledge(
    board: Board, known_mines: Iterable[Cell], cancel: CancelCheck, *, read_only: bool = False
) -> Knowledge:
    """The pristine constraints of the opened numbers (B and U), nothing deduced yet.

    ``known_mines`` (flags proven to be mines) enter as known mines; the lists of
    new facts start empty so callers can see what their own reasoning adds. With
    ``read_only`` and no known mines it may be the position's kept state itself.
    """
    known_mines = list(known_mines)
    if read_only and not known_mines:
        return read_position(board, cancel, copy=False)
    know = read_position(board, cancel)
    for cell in known_mines:
        know.set_mine(know.geo.index(cell))
    know.forget_new()
    return know


def numbers_solved(
    board: Board, known_mines: frozenset[Cell], cancel: CancelCheck, *, copy: bool = True
) -> Knowledge:
    """What the numbers prove with ``known_mines`` as mines, to the fixpoint: a copy, or
    with ``copy=False`` maybe the kept state itself, only to be read.

    Known mines the numbers prove anyway change nothing the numbers prove, so the
    position's kept solution serves (its ``new_mines`` then list them too).
    """
    kept = solved_numbers(board, cancel)
    proven = set(kept.new_mines)
    if all(kept.geo.index(c) in proven for c in known_mines):
        return kept.copy(cancel) if copy else kept
    know = numbers_knowledge(board, known_mines, cancel)
    know.run()
    return know


def local_rules(know: Knowledge) -> None:
    """Easy moves and pairwise subset rules to a fixpoint: polynomial, no search."""
    while True:
        if know.easy_moves():
            continue
        if not subset_rules(know):
            return


def use_mine_count(know: Knowledge, total: int) -> None:
    """Let further reasoning steps (``know.step()``) use the number of mines."""
    know.total_mines = total
    know.options = SolverOptions(use_mine_count=True)


def free_cells(know: Knowledge) -> list[int]:
    """Unknown cells next to no number with unknown neighbours."""
    return know.free_cells()


def feasible_mine_counts(
    per_area: list[set[int]], n_free: int, left: int
) -> tuple[list[set[int]], set[int]]:
    """Which mine numbers of each area, and of the free cells, fit the mine count."""
    return _feasible_mine_counts(per_area, n_free, left)


def satisfiable(know: Knowledge, numbers: list[int]) -> bool:
    """Does some arrangement fit all of ``numbers``? Counted, never listed; the count is
    kept, so the exact solver's first round on the same position reads it again."""
    return know.constraint_solver(numbers) is not None


def unknown_cells(know: Knowledge) -> int:
    """Cells neither opened nor proven: where the mines left can be."""
    return sum(1 for s in know.state if s == UNKNOWN)
