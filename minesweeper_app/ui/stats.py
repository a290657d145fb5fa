"""The statistics store now lives in ``minesweeper_app.game.stats``; this name still works."""

from minesweeper_app.game import MOVE_ACTIONS, Move
from minesweeper_app.game.stats import (
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
