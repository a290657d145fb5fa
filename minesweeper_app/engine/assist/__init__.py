"""Assistance that teaches (Kunz section 3.5, Algorithms 12-15).

``flags``: Check flags (TooManyFlags, PotentiallyWrongFlags, flags proven safe).
``easiest``: the easiest provable cell with its reason (Help / EasiestSolvableCells).
``reasons``: why a cell is safe or a mine, and what a hint says, as frozen data with the
cells each sentence will name and their roles (``minesweeper_app.game.wording`` words them).
``ladder``: repeated Hint presses as escalating, Qt-free stages.
``proof``: why a cell is a mine, as a chain of easiest steps (the loss explanation).
``budget``: time budgets and cancellation; ``_solver``: the one door to the solver.
"""

from minesweeper_app.engine.assist.budget import OutOfTime
from minesweeper_app.engine.assist.easiest import Step, easiest_step
from minesweeper_app.engine.assist.flags import FlagReport, check_flags
from minesweeper_app.engine.assist.ladder import (
    DEFAULT_BUDGET,
    HintKind,
    HintLadder,
    HintStage,
    flag_check_stage,
)
from minesweeper_app.engine.assist.proof import MineProof, prove_mine
from minesweeper_app.engine.assist.reasons import HintRole, Technique

__all__ = [
    "DEFAULT_BUDGET",
    "FlagReport",
    "HintKind",
    "HintLadder",
    "HintRole",
    "HintStage",
    "MineProof",
    "OutOfTime",
    "Step",
    "Technique",
    "check_flags",
    "easiest_step",
    "flag_check_stage",
    "prove_mine",
]
