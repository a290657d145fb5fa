"""A game across a pause, a closed window and an abandonment, with no Qt in sight.

``PausableClock`` stops every game's time while the board is hidden; ``save_game`` and
``load_game`` keep a game in progress over a closed window (``game.kept_game``: written
atomically, read back exactly by replaying the moves as played, checked against the
game's rules); ``record_abandoned`` counts a game the player walked away from as a loss,
as Windows 7 does.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.kept_game import (
    SAVE_FILE,
    game_to_dict,
    kept_game_from_dict,
    save_kept_game,
    take_kept_game,
)
from minesweeper_app.game.model import Game, State
from minesweeper_app.game.protocols import StatsRecorder

__all__ = [
    "SAVE_FILE",
    "PausableClock",
    "game_from_dict",
    "game_to_dict",
    "in_progress",
    "load_game",
    "record_abandoned",
    "save_game",
    "take_kept_game",
]
game_from_dict = kept_game_from_dict


class PausableClock:
    """A clock that stands still while paused: the games' seconds count only play."""

    def __init__(self, base: Callable[[], float] = time.monotonic) -> None:
        self.base = base
        self.paused_at: float | None = None
        self.away = 0.0
        """Seconds spent paused so far."""

    def __call__(self) -> float:
        now = self.base() if self.paused_at is None else self.paused_at
        return now - self.away

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def pause(self) -> None:
        if self.paused_at is None:
            self.paused_at = self.base()

    def resume(self) -> None:
        if self.paused_at is not None:
            self.away += self.base() - self.paused_at
            self.paused_at = None


def in_progress(game: Game) -> bool:
    """A game the player has started and not finished (so leaving it loses something)."""
    return game.state is State.PLAYING


def save_game(folder: Path, game: Game) -> None:
    """Keep ``game`` for the next start (atomically; OSError when the disk refuses)."""
    save_kept_game(folder, game)


def load_game(folder: Path, clock: Callable[[], float] = time.monotonic) -> Game | None:
    """The game kept last time, taken out of the folder (it resumes once); None if none
    or if it cannot be played on (then it is set aside: see ``take_kept_game``)."""
    return take_kept_game(folder, clock)[0]


def record_abandoned(stats: StatsRecorder, game: Game) -> bool:
    """Count a game in progress the player left as a loss; whether it was recorded."""
    if not in_progress(game) or game.three_bv is None:
        return False
    stats.record(FinishedGame.of(game, abandoned=True))
    return True
