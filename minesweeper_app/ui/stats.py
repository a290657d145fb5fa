"""The statistics store moved to the Qt-free ``minesweeper_app.stats``; this name still works."""

from minesweeper_app.game import MOVE_ACTIONS, Move
from minesweeper_app.stats import (
    SCHEMA_VERSION,
    GameRecord,
    LevelSummary,
    StatsStore,
    decode_moves,
    encode_moves,
    level_name,
)

__all__ = [
    "MOVE_ACTIONS",
    "SCHEMA_VERSION",
    "GameRecord",
    "LevelSummary",
    "Move",
    "StatsStore",
    "decode_moves",
    "encode_moves",
    "level_name",
]
