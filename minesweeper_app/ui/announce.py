"""Spoken announcements: what the message area says, what a key did, the game's end.

A sighted player reads the message under the board; a screen reader user hears it.  While
the board is shown, every announcement goes through its focused cell
(:mod:`~minesweeper_app.ui.board.cell_voice`): a description change, the one event both Debian
12's Orca 43.1 and current Orca speak.  If the board has no focus by the end of the turn
it becomes a ``QAccessibleAnnouncementEvent`` (Qt 6.8+, spoken by Orca 47 and later; 43.1
has no handler for it); Qt without that event falls back on a live status label.  The
player's verbosity (Options > Brief announcements) keeps each to its first sentence.

:class:`Speaker` subscribes to the controller's typed events
(:mod:`~minesweeper_app.ui.move_results` words them) and answers the reading keys on the
board: what the cursor's cell shows, where it is, the cells around it, the mines left and
the time, or the last announcement again; :mod:`~minesweeper_app.ui.board.keys` adds the
jump and line keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from minesweeper_app.engine import Cell
from minesweeper_app.game import Game
from minesweeper_app.game.events import GameEvent, HintShown, NewGame, Paused
from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.ui import move_results, speech
from minesweeper_app.ui.board.cell_voice import CellVoice
from minesweeper_app.ui.board.keys import move_cursor
from minesweeper_app.ui.settings import Options

if TYPE_CHECKING:
    from minesweeper_app.ui.board.widget import BoardWidget

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
    voice = getattr(getattr(board, "access", None), "voice", None)
    # The board says it through its focused cell, or (focus elsewhere) as an announcement
    # once the turn is over: the focus may come back to it before then.
    if (
        isinstance(voice, CellVoice)
        and (events or voice.access.board.hasFocus())
        and voice.say(text)
    ):
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


_ARROWS = {
    Qt.Key.Key_Left.value: (0, -1),
    Qt.Key.Key_Right.value: (0, 1),
    Qt.Key.Key_Up.value: (-1, 0),
    Qt.Key.Key_Down.value: (1, 0),
}


class SpeakerParts(Protocol):
    """What the window's voice uses of the window beside the widget it speaks for."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def game(self) -> Game: ...
    @property
    def options(self) -> Options: ...
    @property
    def controller(self) -> GameController: ...


class Speaker(QObject):
    """The window's voice: its messages, what the controller reports, the reading keys."""

    def __init__(
        self, window: QWidget, parts: SpeakerParts, events: bool = HAS_ANNOUNCEMENT_EVENT
    ) -> None:
        super().__init__(window)
        self.w = window
        self.parts = parts
        self.events = events
        self.last = ""
        self._turn_open = False
        self.hint_cell: Cell | None = None
        """The cell the last hint was about: J goes back there."""
        self._keys: dict[int, Callable[[BoardWidget], str]] = {
            Qt.Key.Key_I.value: self._cell,
            Qt.Key.Key_L.value: self._location,
            Qt.Key.Key_N.value: self._around,
            Qt.Key.Key_M.value: lambda board: speech.mines_left(self.parts.game.mines_left()),
            Qt.Key.Key_T.value: lambda board: speech.elapsed(self.parts.game.elapsed()),
        }

    @property
    def verbosity(self) -> speech.Verbosity:
        return self.parts.options.verbosity

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` as the verbosity allows; what one turn says is what A repeats."""
        text = speech.for_verbosity(text, self.verbosity)
        if not text:
            return
        if self._turn_open:
            self.last = f"{self.last} {text}"
        else:
            self.last, self._turn_open = text, True
            QTimer.singleShot(0, self._close_turn)
        announce(self.w, text, assertive=assertive, events=self.events)

    def _close_turn(self) -> None:
        self._turn_open = False

    def on_event(self, event: GameEvent) -> None:
        """The controller reports: say what a listener needs to hear of it."""
        if isinstance(event, HintShown) and event.shown:
            self._follow(event)
        if isinstance(event, Paused):
            # The board is disabled under the pause cover: the focus goes to the cover and
            # the sentence is its description's change (Orca 43.1 reads no label's focus).
            QTimer.singleShot(0, self._focus_cover)
            return
        if isinstance(event, NewGame):
            self.hint_cell = None
        board = self.parts.board
        if board.game is None:
            return
        text = move_results.said(event, board.game, self.parts.game.mines_left())
        if text:
            self.say(text)

    def _focus_cover(self) -> None:
        session = getattr(self.w, "session", None)
        if session is None or not session.paused:
            return
        text = speech.for_verbosity(speech.paused(), self.verbosity)
        self.last = text
        cover = session.cover
        if self.w.isActiveWindow():
            cover.setFocus()
            cover.setAccessibleDescription("")
            cover.setAccessibleDescription(text)
        else:
            announce(cover, text, events=self.events)

    def _follow(self, event: HintShown) -> None:
        """The cursor goes to the cell a hint is about, so the player can act on it."""
        cell = move_results.hint_target(event.highlights)
        board = self.parts.board
        if cell is not None and board.game is not None and board.game.on_board(cell):
            self.hint_cell = cell
            move_cursor(board, cell)

    # ------------------------------------------------------------ keys
    def attach(self, board: BoardWidget) -> None:
        """Listen for the reading keys and the arrows on ``board``, and to the controller."""
        board.installEventFilter(self)
        board.keys.hint_cell = lambda: self.hint_cell
        self.parts.controller.subscribe(self.on_event)

    def reply(self, text: str) -> None:
        """Answer a key at once, on its own (not joined to what the turn says later)."""
        board = self.parts.board
        announce(board, text, assertive=True, events=self.events)
        board.access.voice.flush()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        board = self.parts.board
        game = board.game
        if watched is not board or game is None:
            return False
        if key in _ARROWS:
            if move_results.at_edge(board.cursor_cell, _ARROWS[key], game.height, game.width):
                self.say(speech.edge())
            return False  # the board moves the cursor; the focus event says where
        if key == Qt.Key.Key_A:
            text = self.last or speech.nothing_yet()
        elif key in self._keys:
            text = self._keys[key](board)
        else:
            return False
        self.reply(text)
        return True

    def _cell(self, board: BoardWidget) -> str:
        cell = board.cursor_cell
        kind = board.access.kind(cell)
        if self.verbosity is speech.Verbosity.BRIEF:
            return speech.cell_state(kind)
        return speech.cell_said(speech.cell_name(cell, kind), board.access.description(cell))

    def _location(self, board: BoardWidget) -> str:
        return speech.location(board.cursor_cell)

    def _around(self, board: BoardWidget) -> str:
        cell = board.cursor_cell
        game = board.game
        assert game is not None
        around = [(n, board.access.kind(n)) for n in game.neighbours(cell)]
        return speech.neighbourhood(cell, around, self.verbosity is speech.Verbosity.FULL)
