"""What sits under the board follows the board: the legend of its marks, and room for text.

The legend lists the marks the board shows right now (it follows every change of the
highlights, so it never describes a position no longer shown).  Legend, messages and the
end-of-game text share a height reserved for the whole game: a long text scrolls by whole
lines, and neither the window nor the board under the pointer changes size for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from minesweeper_app.engine import HintRole
from minesweeper_app.ui.counter import style_face
from minesweeper_app.ui.panels import INFO_LINES

MIN_LINES = 2
"""Message lines kept however small the window: a short hint still reads whole."""
DECIDED = (HintRole.SAFE, HintRole.MINE, HintRole.TARGET)
"""Marks of the cell a hint or an explanation is about: the one to keep in view."""

if TYPE_CHECKING:
    from minesweeper_app.ui.main_window import MainWindow


class BelowBoard(QObject):
    """Keeps the legend and the text area of ``window`` in step with the board."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.info = window.info
        self.pending = False
        self.lines_pending = False
        window.board.highlightsChanged.connect(self.marks_changed)
        window.board.themeChanged.connect(self.theme_changed)
        window.game_finished.connect(lambda _won: self.text_changed())
        window.loss_explanation_shown.connect(lambda _explanation: self.text_changed())
        self.theme_changed(window.board.palette_in_use().name)
        window.board_area.installEventFilter(self)
        window.fitter.before_fit = lambda: self.info.set_message_lines(INFO_LINES)

    def theme_changed(self, _name: str) -> None:
        look = self.window.board.palette_in_use()
        self.info.legend.set_background(look.covered, look.glyph)
        style_face(self.window.top.face_button, look.covered, look.bevel_light, look.bevel_dark)
        QTimer.singleShot(0, self.window.buttons.restyle_switch)  # once the palette is in

    def marks_changed(self) -> None:
        if self.info.legend.show_marks(self.window.board.highlights):
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
        board = self.window.board
        marks = list(board.highlights)
        if not marks:
            return
        area = board.cell_rect(marks[0])
        for cell in marks[1:]:
            area = area.united(board.cell_rect(cell))
        view = self.window.fitter.viewport_size()
        if area.width() > view.width() or area.height() > view.height():
            decided = [c for c, role in board.highlights.items() if role in DECIDED]
            area = board.cell_rect(decided[0] if decided else marks[0])
        self.window.fitter.scroll_into_view(area, margin=board.cell_size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.lines_pending:
            self.lines_pending = True  # once the window has its new size, not midway
            QTimer.singleShot(0, self.fit_message_lines)
        return False

    def fit_message_lines(self) -> None:
        """A small window keeps two lines for messages, not six: the board gets the room."""
        self.lines_pending = False
        info, area = self.info, self.window.board_area
        shared = area.height() + info.message_height()
        spare = (shared - area.sizeHint().height() - 12) // info.line
        if spare >= INFO_LINES:
            lines = INFO_LINES
        elif spare >= INFO_LINES - 2:
            lines = info.message_lines  # a few pixels short (a zoom step): no change
        else:
            lines = max(MIN_LINES, spare)
        if lines != info.message_lines:
            info.set_message_lines(lines)
            QTimer.singleShot(0, self.keep_marks_in_view)

    def new_game(self) -> None:
        """The last game's text goes (its room stays, for the next game's text)."""
        self.info.show_message("")
