"""The solver's public functions: a player's position in, proven cells or probabilities out."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    BoardLike,
    Cell,
    CellLike,
    cell_type_board,
    check_cell,
    check_mines,
    check_size,
    check_values,
    geometry,
)
from minesweeper_app.engine.deadline import Deadline, check_seconds
from minesweeper_app.engine.solver.knowledge import Knowledge
from minesweeper_app.engine.solver.mine_count import probabilities
from minesweeper_app.engine.solver.options import Deduction, SolverOptions
from minesweeper_app.engine.solver.position_cache import (
    read_one_by_one,
    solved_numbers,
    solved_with_count,
)
from minesweeper_app.engine.solver.states import KNOWN_MINE, SAFE, CancelCheck

"""Cells read between two polls while a board is turned into knowledge."""


def check_total_mines(total_mines: Any, height: int, width: int) -> int:
    """The total number of mines as an int, or TypeError/ValueError in words a player reads.

    Accepts Python and numpy integers (not bools, floats or NaN) between 0 and the
    number of cells.
    """
    if isinstance(total_mines, bool | np.bool_) or not isinstance(total_mines, int | np.integer):
        if isinstance(total_mines, float) and math.isnan(total_mines):
            raise ValueError("The number of mines must be a whole number, not NaN.")
        raise TypeError(f"The number of mines must be a whole number, not {total_mines!r}.")
    n = int(total_mines)
    if not 0 <= n <= height * width:
        raise ValueError(f"The number of mines must be between 0 and {height * width}, not {n}.")
    return n


def with_budget(cancel: CancelCheck | None, budget: float | None) -> CancelCheck | None:
    """A cancel check that also raises BudgetExceeded once ``budget`` seconds have passed."""
    if budget is None:
        return cancel
    seconds = check_seconds(budget)
    return Deadline(
        seconds, cancel, late=f"The solver needed more than {seconds:g} s for this position."
    )


def knowledge_from_board(
    values: BoardLike,
    total_mines: int | None = None,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> Knowledge:
    """The solver's knowledge of a player's position, before any reasoning.

    Flags count as covered; opened mines are known mines. ``new_safe`` and
    ``new_mines`` start empty, so after ``run()`` they hold exactly what was proven.
    """
    board = check_values(values)
    h, w = board.shape
    if total_mines is not None:
        total_mines = check_total_mines(total_mines, h, w)
    return read_one_by_one(board, with_budget(cancel, budget), total_mines, options)


def solve_state(
    values: BoardLike,
    total_mines: int | None = None,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> Deduction:
    """Every covered cell that is safe (a mine) in all arrangements consistent with the board.

    Flags are the player's claims and are treated as covered. With ``total_mines``
    the arrangements must hold exactly that many mines (opened mines included).
    Raises InconsistentPosition when no arrangement exists, Cancelled when
    ``cancel()`` returns True, and BudgetExceeded after ``budget`` seconds or when an
    area is too hard to count exactly (numbers forming a wide two-dimensional web,
    which play that opens cells from openings does not produce).
    """
    if options is None:
        board = check_values(values)
        h, w = board.shape
        if total_mines is not None:
            total_mines = check_total_mines(total_mines, h, w)
        check = with_budget(cancel, budget)
        if total_mines is None:
            know = solved_numbers(board, check)
        else:
            know = solved_with_count(board, total_mines, check)
    else:
        know = knowledge_from_board(
            values, total_mines, options=options, cancel=cancel, budget=budget
        )
        know.run()
    geo = know.geo
    return Deduction(geo.cells(know.new_safe), geo.cells(know.new_mines))


def mine_probabilities(
    values: BoardLike,
    total_mines: int,
    *,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> npt.NDArray[np.float64]:
    """Exact mine probability of every covered or flagged cell; NaN on opened cells.

    All consistent arrangements of exactly ``total_mines`` mines are equally likely
    (Studholme step 3, Suzuki section 6). Raises like ``solve_state``.
    """
    if total_mines is None:
        raise TypeError("mine_probabilities needs the total number of mines.")
    board = check_values(values)
    h, w = board.shape
    total_mines = check_total_mines(total_mines, h, w)
    check = with_budget(cancel, budget)
    know = solved_with_count(board, total_mines, check).reader(check)
    probs = np.full(h * w, np.nan, dtype=np.float64)
    state = know.state
    flat = board.ravel()
    for v in range(h * w):
        if state[v] == KNOWN_MINE and flat[v] in (COVERED, FLAGGED):
            probs[v] = 1.0
        elif state[v] == SAFE:
            probs[v] = 0.0
    for v, p in probabilities(know).items():
        probs[v] = p
    return probs.reshape(h, w)


def new_instance(
    height: int,
    width: int,
    mines: Iterable[CellLike],
    start: CellLike,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
) -> tuple[Knowledge, frozenset[Cell]] | None:
    """Knowledge after opening ``start`` on a validated instance; None if start is a mine."""
    height, width = check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    mine_set = check_mines(height, width, mines)
    if start in mine_set:
        return None
    geo = geometry(height, width)
    types = cell_type_board(height, width, mine_set).ravel().tolist()
    know = Knowledge(geo, types, len(mine_set), options, cancel)
    know.open_number(geo.index(start), types[geo.index(start)])
    return know, mine_set


def is_solvable(
    height: int,
    width: int,
    mines: Iterable[CellLike],
    start: CellLike,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
    budget: float | None = None,
) -> bool:
    """Kunz Algorithm 3: can a perfect player who sees the mine count win from ``start``?"""
    made = new_instance(
        height, width, mines, start, options=options, cancel=with_budget(cancel, budget)
    )
    if made is None:
        return False
    know, mine_set = made
    safe_cells = know.geo.size - len(mine_set)
    while know.n_opened < safe_cells:
        if not know.step():
            return False
    return True
