"""After a loss: the board switches between the end and the position before the mistake."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from minesweeper_app.engine import HintRole
from minesweeper_app.game import Game, PositionView, State
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.legend import target_roles


class LossView:
    """Which position the board shows after a loss, and the switch's checked state."""

    def __init__(
        self, board: BoardWidget, switch: QPushButton, mines: QPushButton | None = None
    ) -> None:
        self.board = board
        self.switch = switch
        self.mines = mines
        """The switch's other half ("Mines"): checked exactly when ``switch`` is not."""
        self.preview: PositionView | None = None
        """The position before the mistake while it is shown (for looking only)."""

    def _set_switch(self, on: bool) -> None:
        self.switch.blockSignals(True)
        self.switch.setChecked(on)
        self.switch.blockSignals(False)
        if self.mines is not None:
            self.mines.setChecked(not on)

    def end(self) -> None:
        """A new game or an undo: back to the live board."""
        self.preview = None
        self._set_switch(False)
        self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)

    def show(self, game: Game, explanation: LossExplanation | None, before: bool) -> None:
        """The position before the mistake with the explanation's marks, or the end."""
        if before and game.state is State.LOST and game.before_loss is not None:
            # PLAYING, so the explanation's marks are drawn.
            self.preview = preview = PositionView(game.before_loss)
            self.board.set_game(preview)
            # The position is for looking only; clicks would go to the finished game anyway.
            self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            marks = explanation.highlights() if explanation else {game.exploded: HintRole.MISTAKE}
            marks = {cell: role for cell, role in marks.items() if cell is not None}
            self.board.set_highlights(target_roles(marks, game.mines))
        else:
            self.preview = None
            self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
            self.board.set_game(game)
        self._set_switch(before)
