"""What sits under the board follows the board: the legend of its marks, and room for text.

The legend lists the marks the board shows right now (it follows every change of the
highlights, so it never describes a position no longer shown).  The end-of-game text
takes the height it needs: the window grows to give it room rather than cut a line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from minesweeper_app.ui.main_window import MainWindow


class BelowBoard(QObject):
    """Keeps the legend and the text area of ``window`` in step with the board."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.info = window.info
        self.pending = False
        window.board.highlightsChanged.connect(self.marks_changed)
        window.board.themeChanged.connect(self.theme_changed)
        window.game_finished.connect(lambda _won: self.text_changed())
        window.loss_explanation_shown.connect(lambda _explanation: self.text_changed())
        self.theme_changed(window.board.palette_in_use().name)

    def theme_changed(self, _name: str) -> None:
        palette = self.window.board.palette_in_use()
        self.info.legend.set_background(palette.covered, palette.glyph)

    def marks_changed(self) -> None:
        if self.info.legend.show_marks(self.window.board.highlights):
            self.text_changed()

    def text_changed(self) -> None:
        """The text under the board changed: refit it, growing the window if it must."""
        fitter = self.window.fitter
        if fitter.height_before_text is None and self.window.isVisible():
            fitter.height_before_text = self.window.height()
        self.info.set_max_height(fitter.room_below_board(self.info))
        self.info.refit()
        if not self.pending:
            self.pending = True
            QTimer.singleShot(0, self.grow)

    def grow(self) -> None:
        """Give back to the board what the text took beyond the usual message lines."""
        self.pending = False
        fitter = self.window.fitter
        fitter.layout.activate()
        taken = self.info.height() - self.info.message_height() - fitter.grown
        fitter.grow_for_text(min(taken, fitter.board_squeeze()))

    def new_game(self) -> None:
        """The last game's text goes, and the height it took with it."""
        self.info.show_message("")
        QTimer.singleShot(0, self.window.fitter.shrink_back)
