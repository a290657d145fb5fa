"""Spoken announcements: what the message area says, the end of a game, the reading keys.

A sighted player reads the message under the board; a screen reader user hears it.  On
Qt 6.8 and later an announcement is a ``QAccessibleAnnouncementEvent``; older Qt has no
such event, so the text goes into a live status label, whose name change screen readers
read out.  The player's verbosity (Options > Brief announcements) keeps each to its first
sentence.

The reading keys work on the board: they say what the cursor's cell shows, where it is,
the cells around it, the mines left and the time, or repeat the last announcement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from minesweeper_app.game import Game
from minesweeper_app.game.controller import GameSummary
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.ui import speech
from minesweeper_app.ui.board_widget import BoardWidget
from minesweeper_app.ui.settings import Options

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
    if events:
        event = QtGui.QAccessibleAnnouncementEvent(source, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        return
    label = live_label(source.window())
    if label is not None:
        label.setText(text)  # QLabel sends the name change itself


class SpeakerParts(Protocol):
    """What the window's voice uses of the window beside the widget it speaks for."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def game(self) -> Game: ...
    @property
    def options(self) -> Options: ...
    @property
    def last_summary(self) -> GameSummary | None: ...
    @property
    def game_finished(self) -> SignalInstance: ...
    @property
    def loss_explanation_shown(self) -> SignalInstance: ...


class Speaker(QObject):
    """The window's voice: its messages, the game's end and the board's reading keys."""

    def __init__(
        self, window: QWidget, parts: SpeakerParts, events: bool = HAS_ANNOUNCEMENT_EVENT
    ) -> None:
        super().__init__(window)
        self.w = window
        self.parts = parts
        self.events = events
        self.last = ""
        parts.game_finished.connect(self._game_finished)
        parts.loss_explanation_shown.connect(self._loss_explained)
        self._keys: dict[int, Callable[[BoardWidget], str]] = {
            Qt.Key.Key_I.value: self._cell,
            Qt.Key.Key_L.value: self._location,
            Qt.Key.Key_N.value: self._around,
            Qt.Key.Key_M.value: lambda board: speech.mines_left(self.parts.game.mines_left()),
            Qt.Key.Key_T.value: lambda board: speech.elapsed(self.parts.game.elapsed()),
        }

    @property
    def verbosity(self) -> str:
        return self.parts.options.verbosity

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` as the verbosity allows; it is also what A repeats."""
        text = speech.for_verbosity(text, self.verbosity)
        if text:
            self.last = text
            announce(self.w, text, assertive=assertive, events=self.events)

    def _game_finished(self, _won: bool) -> None:
        summary: GameSummary | None = self.parts.last_summary
        if summary is not None:
            self.say(speech.game_end(summary.headline, summary.rows()), assertive=True)

    def _loss_explained(self, explanation: LossExplanation) -> None:
        self.say(" ".join(explanation.sentences()))

    # ------------------------------------------------------------ reading keys
    def attach(self, board: BoardWidget) -> None:
        """Listen for the reading keys on ``board``."""
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        board = self.parts.board
        if watched is not board or board.game is None:
            return False
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
