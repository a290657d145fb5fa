"""Statistics: every finished game in one SQLite file, best times, history and export.

``records`` (what a game leaves behind), ``schema`` (the file's tables and migrations),
``queries`` (reading, from memory) and ``store`` (the file, its faults and the writer).
"""

from minesweeper_app.game.stats.queries import TOP_N
from minesweeper_app.game.stats.records import (
    GameRecord,
    LevelSummary,
    Outcome,
    decode_moves,
    encode_moves,
    level_name,
)
from minesweeper_app.game.stats.schema import BUSY_TIMEOUT, SCHEMA_VERSION
from minesweeper_app.game.stats.store import RETRY_SECONDS, StatsStore

__all__ = [
    "BUSY_TIMEOUT",
    "RETRY_SECONDS",
    "SCHEMA_VERSION",
    "TOP_N",
    "GameRecord",
    "LevelSummary",
    "Outcome",
    "StatsStore",
    "decode_moves",
    "encode_moves",
    "level_name",
]
