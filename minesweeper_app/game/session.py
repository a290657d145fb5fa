"""A game across a pause, a closed window and an abandonment, with no Qt in sight.

``PausableClock`` stops every game's time while the board is hidden; ``save_game`` and
``load_game`` keep a game in progress over a closed window (written atomically, read
back exactly: the board, the marks, the moves and the seconds played); ``record_abandoned``
counts a game the player walked away from as a loss, as Windows 7 does.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from minesweeper_app.engine import Grade, Move, MoveAction
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.levels import Level
from minesweeper_app.game.model import Game, State
from minesweeper_app.game.protocols import StatsRecorder
from minesweeper_app.game.safe_files import atomic_write

SAVE_FILE = "saved_game.json"
FORMAT = 1


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


def game_to_dict(game: Game) -> dict[str, Any]:
    """Everything needed to play on exactly where the player stopped."""
    if not in_progress(game) or game.mines is None or game.start_cell is None:
        raise ValueError("Only a game in progress can be saved.")
    level = game.level
    return {
        "format": FORMAT,
        "level": [level.key, level.height, level.width, level.mines],
        "values": game.values.astype(int).tolist(),
        "mines": sorted([int(r), int(c)] for r, c in game.mines),
        "start": [int(game.start_cell[0]), int(game.start_cell[1])],
        "questions": sorted([int(r), int(c)] for r, c in game.questions),
        "seconds": game.elapsed(),
        "moves": [[m.seconds, m.action.value, int(m.cell[0]), int(m.cell[1])] for m in game.moves],
        "clicks": game.clicks,
        "hints": game.hints_used,
        "assisted": game.assisted,
        "replay": game.replay,
        "grade": game.grade.name if game.grade is not None else None,
    }


def _cell(value: Any, level: Level) -> tuple[int, int]:
    r, c = (int(v) for v in value)
    if not (0 <= r < level.height and 0 <= c < level.width):
        raise ValueError(f"cell {r},{c} is off the board")
    return r, c


def game_from_dict(data: dict[str, Any], clock: Callable[[], float] = time.monotonic) -> Game:
    """The saved game, on the board and at the second it was saved; ValueError if damaged."""
    if data.get("format") != FORMAT:
        raise ValueError("unknown save format")
    key, height, width, mines = data["level"]
    level = Level(str(key), int(height), int(width), int(mines))
    layout = frozenset(_cell(c, level) for c in data["mines"])
    start = _cell(data["start"], level)
    values = np.array(data["values"], dtype=np.int8)
    if values.shape != (level.height, level.width) or len(layout) != level.mines:
        raise ValueError("the board does not match its level")
    if values.min() < -3 or values.max() > 8:
        raise ValueError("a cell holds an impossible value")
    seconds = float(data["seconds"])
    # The game's clock reads ``seconds`` earlier while the board is placed, so the
    # time played so far carries over; afterwards it is the clock given.
    shift = [max(0.0, seconds)]
    game = Game(level, clock=lambda: clock() - shift[0])
    game.click(start)
    game.place_mines(layout)
    shift[0] = 0.0
    game.values = values
    game.questions = {_cell(c, level) for c in data["questions"]}
    moves = []
    for t, action, r, c in data["moves"]:
        moves.append(Move(MoveAction(action), _cell((r, c), level), float(t)))
    game.moves = moves
    game.clicks = int(data["clicks"])
    game.hints_used = int(data["hints"])
    game.assisted = bool(data["assisted"])
    game.replay = bool(data["replay"])
    grade = data.get("grade")
    game.grade = Grade[grade] if isinstance(grade, str) and grade in Grade.__members__ else None
    if game.state is not State.PLAYING:
        raise ValueError("the saved position is not a game in progress")
    return game


def save_game(folder: Path, game: Game) -> None:
    """Keep ``game`` for the next start (atomically; OSError when the disk refuses)."""
    text = json.dumps(game_to_dict(game), separators=(",", ":"))
    atomic_write(folder / SAVE_FILE, text.encode("utf-8"))


def load_game(folder: Path, clock: Callable[[], float] = time.monotonic) -> Game | None:
    """The game saved last time, taken out of the folder (it resumes once); None if none.

    A damaged file is set aside as ``saved_game.json.damaged`` rather than lost.
    """
    path = folder / SAVE_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    try:
        game = game_from_dict(json.loads(text), clock)
    except (ValueError, KeyError, TypeError, IndexError):
        with contextlib.suppress(OSError):
            path.replace(path.with_name(SAVE_FILE + ".damaged"))
        return None
    with contextlib.suppress(OSError):
        path.unlink()
    return game


def discard_saved_game(folder: Path) -> None:
    with contextlib.suppress(OSError):
        (folder / SAVE_FILE).unlink()


def record_abandoned(stats: StatsRecorder, game: Game) -> bool:
    """Count a game in progress the player left as a loss; whether it was recorded."""
    if not in_progress(game) or game.three_bv is None:
        return False
    stats.record(FinishedGame.of(game, abandoned=True))
    return True
