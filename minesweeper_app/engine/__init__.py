"""The Qt-free engine: solver, creator and assistance on the cell-value board.

Public API (see README "Engine API"); everything else in this package is internal.
"""

from minesweeper_app.engine.assist import (
    FlagReport,
    HintLadder,
    HintRole,
    HintStage,
    Step,
    check_flags,
    easiest_step,
)
from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    MAX_SIDE,
    MINE,
    Board,
    Cell,
    cell_type_board,
    covered_board,
    format_cell,
    neighbours,
)
from minesweeper_app.engine.creator import METHODS, create_board, max_mines, no_guess_obstacle
from minesweeper_app.engine.errors import (
    CreationCancelled,
    CreationTimeout,
    InconsistentPosition,
)
from minesweeper_app.engine.solver import (
    Deduction,
    SolverOptions,
    is_solvable,
    mine_probabilities,
    solve_state,
)

__all__ = [
    "COVERED",
    "FLAGGED",
    "MAX_SIDE",
    "METHODS",
    "MINE",
    "Board",
    "Cell",
    "CreationCancelled",
    "CreationTimeout",
    "Deduction",
    "FlagReport",
    "HintLadder",
    "HintRole",
    "HintStage",
    "InconsistentPosition",
    "SolverOptions",
    "Step",
    "cell_type_board",
    "check_flags",
    "covered_board",
    "create_board",
    "easiest_step",
    "format_cell",
    "is_solvable",
    "max_mines",
    "mine_probabilities",
    "neighbours",
    "no_guess_obstacle",
    "solve_state",
]
