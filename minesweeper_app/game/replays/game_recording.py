"""Every game recorded as it is played, and saved as a Metasweeper ``.evf`` when it ends.

The recording subscribes to the controller's events (:func:`record_games`): each event
about the game (a move, the board made, a press, the pointer, the end) brings it up to
the controller's game at the moment it changes.
The moves are sent to the recorder child (:class:`~.recorder.LiveRecorder`, the only
code that feeds ms-toollib) as the mouse events that make them in the community's
programs: an open is a left click, a flag a right click, a chord both buttons.  The
first click's press is sent at once; its release only once the board exists, so the
no-guess board is set after the first press and before its release.  The pointer's path
and the presses come from the board through the controller (``PointerMoved``,
``ButtonPressed``, ``ButtonReleased``).  Every event carries the game's own
time (a move's logged seconds, else the game's clock now), so a pause or the wait for the
board counts no more in the replay than in the game.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import COVERED, FLAGGED, Cell, MoveAction
from minesweeper_app.game import Game, Move, State
from minesweeper_app.game.datadir import atomic_write
from minesweeper_app.game.events import (
    BoardReady,
    Button,
    ButtonPressed,
    ButtonReleased,
    CreationStarted,
    GameEvent,
    GameOver,
    Listener,
    LossUndone,
    MoveMade,
    PointerMoved,
)
from minesweeper_app.game.replays.files import REPLAY_FOLDER
from minesweeper_app.game.replays.live_recorder import LiveRecorder, replay_name
from minesweeper_app.game.rules import evf_claims, played_standard

SOFTWARE = "No-guess Minesweeper"
INDEX = "index.json"
"""In the replay folder: which replay belongs to which game of the statistics."""

Recorder = Callable[[int, int], LiveRecorder]
Saver = Callable[[Callable[[], Path], Callable[[Path | None, str | None], None]], None]
"""Runs a save (which waits for the recorder child) off the GUI thread, then reports
``(path, None)`` or ``(None, problem)`` back on it."""

BULK_MOVES = 64
"""Moves sent at once from which their events are worked out off the window's thread
(``LiveRecorder.buttons``): a resumed 128x128 game has thousands."""


def game_key(board_id: str | None, seconds: float) -> str | None:
    """How a replay is found from its game in the statistics: the board and the time."""
    return None if board_id is None else f"{board_id}@{seconds:.3f}"


def mouse_events(move: Move, values: npt.NDArray[np.int8]) -> list[tuple[str, Cell]]:
    """The mouse events that make ``move`` in ms-toollib (``values``: the board after it)."""
    cell = move.cell
    left = [("lc", cell), ("lr", cell)]
    right = [("rc", cell), ("rr", cell)]
    if move.action is MoveAction.OPEN:
        return left
    if move.action is MoveAction.CHORD:
        return [("lc", cell), ("rc", cell), ("lr", cell), ("rr", cell)]
    if move.action in (MoveAction.FLAG, MoveAction.UNFLAG, MoveAction.QUESTION):
        return right
    if move.action is MoveAction.HINT:  # the helper opened, flagged or unflagged the cell
        value = int(values[cell])
        return left if value not in (COVERED, FLAGGED) else right
    return []  # "unquestion": a covered cell stays covered for ms-toollib


class GameRecording:
    """The live recording of the controller's current game."""

    def __init__(
        self,
        folder: Path,
        player: str,
        saver: Saver,
        *,
        recorder: Recorder = LiveRecorder,
        on_saved: Callable[[Path | None, str | None], None] | None = None,
    ) -> None:
        self.folder = folder
        self.player = player
        self._saver = saver
        self._new_recorder = recorder
        self._on_saved = on_saved
        self._game: Game | None = None
        self._recorder: LiveRecorder | None = None
        self._sent = 0
        self._release: Cell | None = None
        self._left_down: Cell | None = None
        """A left press sent at its real time that no move has answered yet."""
        self._board_sent = False
        self._over = False
        self.last_path: Path | None = None
        self.problem: str | None = None

    def follow(self, game: Game) -> None:
        """Bring the recording up to ``game``: a new game starts a new recording."""
        if game is not self._game:
            self.abandon()
            self._game, self._sent, self._release = game, 0, None
            self._board_sent = self._over = False
            self._left_down = None
        if self._over:
            return
        if len(game.moves) < self._sent:  # an undo after a loss: the replay ended there
            self._over = True
            return
        pending = game.moves[self._sent :]
        for i, move in enumerate(pending):
            if len(pending) - i >= BULK_MOVES and self._board_sent and self._left_down is None:
                # A game kept over a closed window, or caught up: its moves' events are
                # worked out on the recorder's writer thread, from a copy of the board.
                values = game.values.copy()
                self._recorder_for(game).buttons(
                    (event, cell, later.seconds)
                    for later in pending[i:]
                    for event, cell in mouse_events(later, values)
                )
                break
            self._send_move(game, move)
            # The board right after the first click: a game kept over a closed window
            # comes back with its board and every move at once.
            if self._release is not None and game.mines is not None:
                self._send_board(game)
        self._sent = len(game.moves)
        if self._release is not None and game.mines is not None:
            self._send_board(game)

    def _recorder_for(self, game: Game) -> LiveRecorder:
        if self._recorder is None:
            self._recorder = self._new_recorder(game.height, game.width)
        return self._recorder

    def _send_move(self, game: Game, move: Move) -> None:
        recorder = self._recorder_for(game)
        at = move.seconds
        if self._left_down is not None:
            if move.action is MoveAction.OPEN:  # the click the press began: its release
                self._left_down = None
                recorder.release("l", move.cell, at)
                return
            if move.action is MoveAction.CHORD:  # a left click on a number chords here
                self._left_down = None
                recorder.press("r", move.cell, at)
                recorder.release("l", move.cell, at)
                recorder.release("r", move.cell, at)
                return
            self._let_go(game, None, at)  # a move from elsewhere (a hint): end the press first
        if not self._board_sent and move.action is MoveAction.OPEN and self._release is None:
            recorder.press("l", move.cell, at)  # the first click: released once the board exists
            self._release = move.cell
            return
        for event, cell in mouse_events(move, game.values):
            if event[1] == "c":
                recorder.press(event[0], cell, at)
            else:
                recorder.release(event[0], cell, at)

    def _send_board(self, game: Game) -> None:
        assert self._release is not None and game.mines is not None
        recorder = self._recorder_for(game)
        recorder.set_board(game.mines)
        recorder.release("l", self._release, 0.0)  # the game's clock starts with its board
        self._release = None
        self._board_sent = True

    def left_pressed(self, game: Game, cell: Cell) -> None:
        """The left button went down alone on ``cell``: its press is sent now, at its time.

        The release goes with the move the click makes, or :meth:`left_released` ends it.
        The first click keeps its own order (press, board, release), so only a game in
        play sends its presses early.
        """
        self.follow(game)
        if self._over or self._left_down is not None or game.state is not State.PLAYING:
            return
        self._recorder_for(game).press("l", cell, game.elapsed())
        self._left_down = cell

    def left_released(self, game: Game, cell: Cell | None) -> None:
        """After the release was handled: a press no move answered is let go harmlessly."""
        self.follow(game)
        if self._left_down is not None and not self._over:
            self._let_go(game, cell, game.elapsed())

    def _let_go(self, game: Game, cell: Cell | None, at: float) -> None:
        """End the pending press so that ms-toollib does nothing, as our game did.

        On the board (``cell``) a left release where our game did nothing does nothing in
        ms-toollib either (a flag, an opened cell: a left click never chords there).  Off
        the board, a covered pressed cell gets both buttons (a chord on a covered cell
        opens nothing); any other is released where it was pressed.
        """
        pressed, self._left_down = self._left_down, None
        assert pressed is not None
        recorder = self._recorder_for(game)
        if cell is not None:
            recorder.release("l", cell, at)
        elif int(game.values[pressed]) == COVERED:
            recorder.press("r", pressed, at)
            recorder.release("l", pressed, at)
            recorder.release("r", pressed, at)
        else:
            recorder.release("l", pressed, at)

    def pointer(self, cell: Cell, within: tuple[float, float] | None = None) -> None:
        """The pointer moved on ``cell`` of the board, at ``within`` (fractions of the cell
        down and across): the replay's mouse path, as fine as the mouse reports it, which
        is what the ranking sites' check counts (ten events per 3BV at least)."""
        game = self._game
        if self._recorder is not None and game is not None and not game.finished:
            self._recorder.move(cell, game.elapsed(), within)

    def finish(self, game: Game) -> None:
        """The game ended: save its replay (off the GUI thread) under Metasweeper's name."""
        self.follow(game)
        recorder = self._recorder
        if recorder is None or self._over or not self._board_sent:
            return
        self._over = True
        won = game.state is State.WON
        seconds = game.elapsed()
        name = replay_name(
            game.height,
            game.width,
            game.level.mines,
            seconds,
            game.three_bv or 0,
            won,
            self.player,
            standard=played_standard(game),
        )
        target = unique_path(self.folder / name)
        key = game_key(game.board_id, seconds)

        claims = vars(evf_claims(game))  # what the header may truly say (game/rules.py)

        def save() -> Path:
            self.folder.mkdir(parents=True, exist_ok=True)
            return recorder.save(target, self.player, SOFTWARE, claims=claims)

        def done(path: Path | None, problem: str | None) -> None:
            self.last_path, self.problem = path, problem
            if path is not None and key is not None:
                remember(self.folder, key, path.name)
            if self._on_saved is not None:
                self._on_saved(path, problem)

        self._recorder = None
        self._saver(save, done)

    def abandon(self) -> None:
        """Drop the recording in progress (a new game, or the window closes)."""
        if self._recorder is not None:
            self._recorder.abandon()
            self._recorder = None


def unique_path(path: Path) -> Path:
    """``path``, or ``name (2).evf`` and so on when a replay already has that name."""
    n = 2
    candidate = path
    while candidate.exists():
        candidate = path.with_name(f"{path.stem} ({n}){path.suffix}")
        n += 1
    return candidate


def _read_index(folder: Path) -> dict[str, str]:
    try:
        data: Any = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or damaged: replays are still listed by their files
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def remember(folder: Path, key: str, name: str) -> None:
    """Note which file holds the replay of the game ``key`` (written atomically)."""
    index = _read_index(folder)
    index[key] = name
    with contextlib.suppress(OSError):  # the replay is saved; only the link would be missing
        atomic_write(folder / INDEX, json.dumps(index, ensure_ascii=False, indent=0).encode())


def replay_for(folder: Path, board_id: str | None, seconds: float) -> Path | None:
    """The saved replay of a game of the statistics, if there is one."""
    key = game_key(board_id, seconds)
    name = _read_index(folder).get(key) if key is not None else None
    if name is None or os.sep in name or "/" in name:
        return None
    path = folder / name
    return path if path.is_file() else None


def replay_folder(data_dir: Path) -> Path:
    return data_dir / REPLAY_FOLDER


class EventSource(Protocol):
    """The controller as the recording listens to it."""

    @property
    def game(self) -> Game: ...

    def subscribe(self, listener: Listener) -> Callable[[], None]: ...


def record_games(source: EventSource, recording: GameRecording) -> Callable[[], None]:
    """Record every game of ``source`` from now on; returns the call that stops it."""

    def hear(event: GameEvent) -> None:
        game = source.game
        match event:
            case MoveMade() | BoardReady() | CreationStarted() | LossUndone():
                recording.follow(game)
            case GameOver():
                recording.finish(game)
            case PointerMoved(cell=cell, within=within):
                recording.pointer(cell, within)
            case ButtonPressed(button=Button.LEFT, cell=cell):
                recording.left_pressed(game, cell)
            case ButtonReleased(button=Button.LEFT, cell=cell):
                recording.left_released(game, cell)
            case _:
                pass

    return source.subscribe(hear)
