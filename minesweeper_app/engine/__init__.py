"""The Qt-free engine: solver, creator and assistance on the cell-value board.

Public API (see README "Engine API"); everything else in this package is internal.
"""

from minesweeper_app.engine.assist import (
    FlagReport,
    HintKind,
    HintLadder,
    HintRole,
    HintStage,
    MineProof,
    OutOfTime,
    Step,
    Technique,
    check_flags,
    easiest_step,
    flag_check_stage,
    prove_mine,
)
from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    MAX_SIDE,
    MINE,
    Board,
    BoardLike,
    Cell,
    CellLike,
    SeedLike,
    cell_type_board,
    covered_board,
    neighbours,
)
from minesweeper_app.engine.board_id import BoardLayout, decode_board_id, encode_board_id
from minesweeper_app.engine.creator.create import create_board
from minesweeper_app.engine.creator.methods import METHODS, CreationMethod
from minesweeper_app.engine.daily import daily_board
from minesweeper_app.engine.errors import (
    BudgetExceeded,
    Cancelled,
    CreationCancelled,
    CreationTimeout,
    InconsistentPosition,
)
from minesweeper_app.engine.grading import (
    GRADE_CHOICES,
    Grade,
    GradeChoice,
    GradeReport,
    choice_name,
    grade_board,
)
from minesweeper_app.engine.levels import level_obstacle, max_mines, no_guess_obstacle
from minesweeper_app.engine.measures import bv_per_second, efficiency, three_bv
from minesweeper_app.engine.moves import Move, MoveAction
from minesweeper_app.engine.solver import (
    Deduction,
    SolverOptions,
    forget_knowledge,
    is_solvable,
    mine_probabilities,
    solve_state,
)

__all__ = [
    "COVERED",
    "FLAGGED",
    "GRADE_CHOICES",
    "MAX_SIDE",
    "METHODS",
    "MINE",
    "Board",
    "BoardLayout",
    "BoardLike",
    "BudgetExceeded",
    "Cancelled",
    "Cell",
    "CellLike",
    "CreationCancelled",
    "CreationMethod",
    "CreationTimeout",
    "Deduction",
    "FlagReport",
    "Grade",
    "GradeChoice",
    "GradeReport",
    "HintKind",
    "HintLadder",
    "HintRole",
    "HintStage",
    "InconsistentPosition",
    "MineProof",
    "Move",
    "MoveAction",
    "OutOfTime",
    "SeedLike",
    "SolverOptions",
    "Step",
    "Technique",
    "bv_per_second",
    "cell_type_board",
    "check_flags",
    "choice_name",
    "covered_board",
    "create_board",
    "daily_board",
    "decode_board_id",
    "easiest_step",
    "efficiency",
    "encode_board_id",
    "flag_check_stage",
    "forget_knowledge",
    "grade_board",
    "is_solvable",
    "level_obstacle",
    "max_mines",
    "mine_probabilities",
    "neighbours",
    "no_guess_obstacle",
    "prove_mine",
    "solve_state",
    "three_bv",
]
