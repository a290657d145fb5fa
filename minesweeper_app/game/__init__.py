"""The Qt-free game layer: one game's rules, the controller, statistics, review, loss.

It sits between the engine (``minesweeper_app.engine``: boards, solver, creator, hints)
and the window (``minesweeper_app.ui``), and imports no Qt, so every rule the window
follows can be tested and driven headless.  ``Game`` and the level names are re-exported
here because nearly every caller needs them.
"""

from minesweeper_app.engine import Move, MoveAction
from minesweeper_app.game.levels import (
    BEGINNER,
    CUSTOM,
    EXPERT,
    INTERMEDIATE,
    LEVELS,
    Level,
    custom_level,
    level_title,
    max_mines,
    parse_level,
)
from minesweeper_app.game.model import MOVE_ACTIONS, Game, State
from minesweeper_app.game.position import PositionLike, PositionView

__all__ = [
    "BEGINNER",
    "CUSTOM",
    "EXPERT",
    "INTERMEDIATE",
    "LEVELS",
    "MOVE_ACTIONS",
    "Game",
    "Level",
    "Move",
    "MoveAction",
    "PositionLike",
    "PositionView",
    "State",
    "custom_level",
    "level_title",
    "max_mines",
    "parse_level",
]
