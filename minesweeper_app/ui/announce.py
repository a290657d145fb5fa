"""Spoken announcements: what the message area says, what a key did, the game's end.

A sighted player reads the message under the board; a screen reader user hears it.  While
the board holds the focus, every announcement is the focused cell's new description
(``BoardAccess.speak``), the one event both Debian 12's Orca 43.1 and current Orca speak.
Elsewhere it is a ``QAccessibleAnnouncementEvent`` (Qt 6.8+, spoken by Orca 47 and later;
43.1 has no handler for it); older Qt has no such event, so the text goes into a live
status label.  The player's verbosity (Options > Brief announcements) keeps each to its
first sentence.

The reading keys work on the board: they say what the cursor's cell shows, where it is,
the cells around it, the mines left and the time, or repeat the last announcement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from minesweeper_app.game import State
from minesweeper_app.game.controller import GameSummary
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.ui import move_results, speech
from minesweeper_app.ui.move_results import KeyKind

if TYPE_CHECKING:
    from minesweeper_app.ui.board_widget import BoardWidget
    from minesweeper_app.ui.main_window import MainWindow

HAS_ANNOUNCEMENT_EVENT = hasattr(QtGui, "QAccessibleAnnouncementEvent")
"""Qt 6.8 brought announcements; before it a live label stands in."""

LIVE_LABEL = "announcement"
"""Object name of the fallback's status label."""


def live_label(window: QWidget) -> QLabel | None:
    """The window's live status label (made on first use), for Qt without announcements."""
    label = window.findChild(QLabel, LIVE_LABEL)
    if label is None and isinstance(window, QMainWindow):
        label = QLabel()
        label.setObjectName(LIVE_LABEL)
        label.setTextFormat(Qt.TextFormat.PlainText)
        window.statusBar().addWidget(label, 1)
    return label


def announce(
    source: QWidget, text: str, *, assertive: bool = False, events: bool = HAS_ANNOUNCEMENT_EVENT
) -> None:
    """Have screen readers say ``text`` (nothing happens while none listens)."""
    if not text or not QAccessible.isActive():
        return
    board = getattr(source.window(), "board", None)
    access = getattr(board, "access", None)
    if access is not None and access.speak(text):
        return
    if events:
        event = QtGui.QAccessibleAnnouncementEvent(source, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        return
    label = live_label(source.window())
    if label is not None:
        label.setText(text)  # QLabel sends the name change itself


_PLAY_KEYS = {
    Qt.Key.Key_Left.value: KeyKind.MOVE,
    Qt.Key.Key_Right.value: KeyKind.MOVE,
    Qt.Key.Key_Up.value: KeyKind.MOVE,
    Qt.Key.Key_Down.value: KeyKind.MOVE,
    Qt.Key.Key_Space.value: KeyKind.OPEN,
    Qt.Key.Key_Return.value: KeyKind.OPEN,
    Qt.Key.Key_Enter.value: KeyKind.OPEN,
    Qt.Key.Key_F.value: KeyKind.FLAG,
}


class Speaker(QObject):
    """The window's voice: its messages, the game's end and the board's reading keys."""

    def __init__(self, window: MainWindow, events: bool = HAS_ANNOUNCEMENT_EVENT) -> None:
        super().__init__(window)
        self.w = window
        self.events = events
        self.last = ""
        window.game_finished.connect(self._game_finished)
        window.loss_explanation_shown.connect(self._loss_explained)
        self._pending: tuple[KeyKind, move_results.Before] | None = None
        self._tail = ""
        """The game's end, said after what the key that ended it did."""
        self._waits = 0
        self._game_seen: object = None
        self._keys: dict[int, Callable[[BoardWidget], str]] = {
            Qt.Key.Key_I.value: self._cell,
            Qt.Key.Key_L.value: self._location,
            Qt.Key.Key_N.value: self._around,
            Qt.Key.Key_M.value: lambda board: speech.mines_left(self.w.game.mines_left()),
            Qt.Key.Key_T.value: lambda board: speech.elapsed(self.w.game.elapsed()),
        }

    @property
    def verbosity(self) -> str:
        return self.w.options.verbosity

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` as the verbosity allows; it is also what A repeats."""
        text = speech.for_verbosity(text, self.verbosity)
        if text:
            self.last = text
            announce(self.w, text, assertive=assertive, events=self.events)

    def _game_finished(self, _won: bool) -> None:
        summary: GameSummary | None = self.w.last_summary
        if summary is not None:
            text = speech.game_end(summary.headline, summary.rows())
            if self._pending is not None:
                self._tail = text  # said with what the key did, in one sentence run
            else:
                self.say(text, assertive=True)

    def _loss_explained(self, explanation: LossExplanation) -> None:
        self.say(" ".join(explanation.sentences()))

    # ------------------------------------------------------------ reading keys
    def attach(self, board: BoardWidget) -> None:
        """Listen for the reading keys and the playing keys on ``board``."""
        board.installEventFilter(self)
        board.highlightsChanged.connect(self._maybe_new_game)
        QTimer.singleShot(0, self._watch_pause)  # the session guard comes after the board

    def _watch_pause(self) -> None:
        session = getattr(self.w, "session", None)
        if session is not None:
            session.pause_action.toggled.connect(self._pause_toggled)

    def _maybe_new_game(self) -> None:
        """``set_game`` shows a new board: say which, once the window has settled."""
        game = self.w.board.game
        if game is not None and game is not self._game_seen:
            self._game_seen = game
            if game.state is State.READY:
                QTimer.singleShot(0, lambda: self._say_new_game(game))

    def _say_new_game(self, game: object) -> None:
        if game is not self.w.board.game:
            return  # another new game came since: that one is said
        level = self.w.game.level
        title = "" if level.key == "custom" else level.title
        self.say(speech.new_game(title, level.height, level.width, level.mines))

    def _pause_toggled(self, paused: bool) -> None:
        self.say(speech.paused() if paused else speech.resumed())

    def _note_key(self, kind: KeyKind, board: BoardWidget) -> None:
        game = board.game
        assert game is not None
        self._pending = (kind, move_results.before(game, board.cursor_cell))
        self._tail = ""
        self._waits = 0
        QTimer.singleShot(0, self._key_done)

    def _key_done(self) -> None:
        """The key's move is applied (or the board is still being made: wait for it)."""
        if self._pending is None:
            return
        board = self.w.board
        game = board.game
        if game is None:
            self._pending = None
            return
        if game.state is State.CREATING and self._waits < 2000:
            self._waits += 1
            QTimer.singleShot(15, self._key_done)
            return
        kind, was = self._pending
        self._pending = None
        text = move_results.result(kind, was, game, board.cursor_cell, self.w.game.mines_left())
        parts = [speech.for_verbosity(t, self.verbosity) for t in (text, self._tail) if t]
        self._tail = ""
        if parts:
            self.last = " ".join(parts)
            announce(board, self.last, assertive=True, events=self.events)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        board = self.w.board
        if watched is not board or board.game is None:
            return False
        if key in _PLAY_KEYS:
            self._note_key(_PLAY_KEYS[key], board)
            return False  # the board plays the key; _key_done says what it did
        if key == Qt.Key.Key_A:
            text = self.last or speech.nothing_yet()
        elif key in self._keys:
            text = self._keys[key](board)
        else:
            return False
        announce(board, text, assertive=True, events=self.events)
        return True

    def _cell(self, board: BoardWidget) -> str:
        cell = board.cursor_cell
        kind = board.access.kind(cell)
        if self.verbosity == "brief":
            return speech.cell_state(kind)
        return speech.cell_said(speech.cell_name(cell, kind), board.access.description(cell))

    def _location(self, board: BoardWidget) -> str:
        return speech.location(board.cursor_cell)

    def _around(self, board: BoardWidget) -> str:
        cell = board.cursor_cell
        game = board.game
        assert game is not None
        around = [(n, board.access.kind(n)) for n in game.neighbours(cell)]
        return speech.neighbourhood(cell, around, self.verbosity == "full")
