"""Statistics: every finished game in one SQLite file, best times, history and export."""

from minesweeper_app.game.model import Move
from minesweeper_app.game.stats.store import (
    BUSY_TIMEOUT,
    SCHEMA_VERSION,
    TOP_N,
    GameRecord,
    LevelSummary,
    StatsStore,
    decode_moves,
    encode_moves,
    level_name,
)

__all__ = [
    "BUSY_TIMEOUT",
    "SCHEMA_VERSION",
    "TOP_N",
    "GameRecord",
    "LevelSummary",
    "Move",
    "StatsStore",
    "decode_moves",
    "encode_moves",
    "level_name",
]
