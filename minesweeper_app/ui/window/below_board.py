"""What sits under the board follows the board: the legend of its marks, and room for text.

The legend lists the marks the board shows right now (it follows every change of the
highlights, so it never describes a position no longer shown).  Legend, messages and the
end-of-game text share a height reserved for the whole game: a long text scrolls by whole
lines, and neither the window nor the board under the pointer changes size for it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QMainWindow

from minesweeper_app.engine import HintRole
from minesweeper_app.ui.board.widget import ZOOM_STEPS, BoardWidget
from minesweeper_app.ui.window.counter import style_face
from minesweeper_app.ui.window.fit import BoardScrollArea, WindowFitter
from minesweeper_app.ui.window.panels import INFO_LINES, ButtonRow, InfoArea, TopBar

MIN_LINES = 2
"""Message lines kept however small the window: a short hint still reads whole."""
SCROLLING_LINES = 5
"""Message lines under a board that scrolls even at the smallest cells (99x99 on a
laptop): the board gains nothing from fewer, and a game's end text reads whole."""
DECIDED = (HintRole.SAFE, HintRole.MINE, HintRole.TARGET)
"""Marks of the cell a hint or an explanation is about: the one to keep in view."""


class BelowBoardParts(Protocol):
    """What the text under the board uses of the window beside the QMainWindow itself."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def board_area(self) -> BoardScrollArea: ...
    @property
    def buttons(self) -> ButtonRow: ...
    @property
    def top(self) -> TopBar: ...
    @property
    def info(self) -> InfoArea: ...
    @property
    def fitter(self) -> WindowFitter: ...
    @property
    def game_finished(self) -> SignalInstance: ...
    @property
    def loss_explanation_shown(self) -> SignalInstance: ...


class BelowBoard(QObject):
    """Keeps the legend and the text area of ``window`` in step with the board."""

    def __init__(self, window: QMainWindow, parts: BelowBoardParts) -> None:
        super().__init__(window)
        self.window = window
        self.parts = parts
        self.info = parts.info
        self.pending = False
        self.lines_pending = False
        parts.board.highlightsChanged.connect(self.marks_changed)
        parts.board.themeChanged.connect(self.theme_changed)
        parts.game_finished.connect(lambda _won: self.text_changed())
        parts.loss_explanation_shown.connect(lambda _explanation: self.text_changed())
        self.theme_changed(parts.board.palette_in_use().name)
        parts.board_area.installEventFilter(self)
        parts.fitter.before_fit = lambda: self.info.set_message_lines(INFO_LINES)

    def theme_changed(self, _name: str) -> None:
        look = self.parts.board.palette_in_use()
        self.info.legend.set_background(look.covered, look.glyph)
        style_face(self.parts.top.face_button, look.covered, look.bevel_light, look.bevel_dark)
        QTimer.singleShot(0, self.parts.buttons.restyle_switch)  # once the palette is in

    def marks_changed(self) -> None:
        if self.info.legend.show_marks(self.parts.board.highlights):
            self.text_changed()

    def text_changed(self) -> None:
        """The text under the board changed: it refits in its reserved height."""
        self.info.refit()
        if not self.pending:
            self.pending = True
            QTimer.singleShot(0, self.settled)

    def settled(self) -> None:
        self.pending = False
        self.keep_marks_in_view()

    def keep_marks_in_view(self) -> None:
        """The marked cells stay in view when the text under the board takes room."""
        board = self.parts.board
        marks = list(board.highlights)
        if not marks:
            return
        area = board.cell_rect(marks[0])
        for cell in marks[1:]:
            area = area.united(board.cell_rect(cell))
        view = self.parts.fitter.viewport_size()
        if area.width() > view.width() or area.height() > view.height():
            decided = [c for c, role in board.highlights.items() if role in DECIDED]
            area = board.cell_rect(decided[0] if decided else marks[0])
        self.parts.fitter.scroll_into_view(area, margin=board.cell_size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.lines_pending:
            self.lines_pending = True  # once the window has its new size, not midway
            QTimer.singleShot(0, self.fit_message_lines)
        return False

    def fit_message_lines(self) -> None:
        """A small window keeps two lines for messages, not six: the board gets the room
        (four when the board scrolls even at its smallest cells)."""
        self.lines_pending = False
        info, area = self.info, self.parts.board_area
        shared = area.height() + info.message_height()
        spare = (shared - area.sizeHint().height() - 12) // info.line
        if spare >= INFO_LINES:
            lines = INFO_LINES
        elif spare >= INFO_LINES - 2:
            lines = info.message_lines  # a few pixels short (a zoom step): no change
        elif self.parts.board.zoom <= ZOOM_STEPS[0] + 1e-9:
            lines = max(SCROLLING_LINES, spare)
        else:
            lines = max(MIN_LINES, spare)
        if lines != info.message_lines:
            info.set_message_lines(lines)
            QTimer.singleShot(0, self.keep_marks_in_view)

    def new_game(self) -> None:
        """The last game's text goes (its room stays, for the next game's text)."""
        self.info.show_message("")
