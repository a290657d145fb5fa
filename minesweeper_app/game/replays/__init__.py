"""Replays: the community's replay files, read safely, and reviewed by the engine."""

from minesweeper_app.game.replays.files import (
    REPLAY_FOLDER,
    REPLAY_SUFFIXES,
    ReplayEvent,
    ReplayFile,
    ReplayFileError,
    read_replay,
)
from minesweeper_app.game.replays.review import review_replay

__all__ = [
    "REPLAY_FOLDER",
    "REPLAY_SUFFIXES",
    "ReplayEvent",
    "ReplayFile",
    "ReplayFileError",
    "read_replay",
    "review_replay",
]
