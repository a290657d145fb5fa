"""Practice and the lessons for a screen reader user: the puzzle said, the answer judged aloud.

The practice window shows a puzzle and waits for one move.  A blind player needs the
cursor at the puzzle (not at row 1, column 1 while the puzzle is around rows 7-10), the
question in keyboard words (Space opens, F flags, not click and right-click), the reading
and jump keys every board has (:mod:`~minesweeper_app.ui.board.keys`), and the verdict
said where the player is: the focus stays on the board, the verdict is said through its
focused cell (the event Orca 43.1 and current Orca both speak), J jumps to the cell the
verdict is about and A says it again, and Return goes on to the next puzzle or lesson.
Space or F on an answered puzzle says so instead of nothing.

A lesson page without a puzzle is said with the Next button, which gets the focus: its
description is the page, set before the focus arrives, so it is read once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from minesweeper_app.engine import Cell
from minesweeper_app.ui import speech
from minesweeper_app.ui.announce import announce
from minesweeper_app.ui.board.keys import move_cursor, next_frontier
from minesweeper_app.ui.retranslate import live_text

if TYPE_CHECKING:
    from minesweeper_app.ui.board.widget import BoardWidget

_GO_ON = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_PLAY = (Qt.Key.Key_Space, Qt.Key.Key_F, *_GO_ON)


class PracticeVoice(QObject):
    """The voice of one practice window's ``board``; ``button`` (Next) says a lesson page;
    ``answered`` tells whether the puzzle shown has its verdict, ``go_on`` goes to the
    next puzzle or lesson (Return after the verdict)."""

    def __init__(
        self,
        board: BoardWidget,
        button: QPushButton,
        answered: Callable[[], bool],
        go_on: Callable[[], None],
    ) -> None:
        super().__init__(board)
        self.board = board
        self.button = button
        self.answered = answered
        self.go_on = go_on
        self.verdict_cell: Cell | None = None
        """The cell the verdict is about: J goes there."""
        board.keys.hint_cell = lambda: self.verdict_cell
        board.installEventFilter(self)

    def puzzle_shown(self, prompt: str) -> None:
        """A new puzzle: the cursor to its first undecided cell, the question in words."""
        self.button.setAccessibleDescription("")
        self.verdict_cell = None
        game = self.board.game
        if game is None:
            return
        cell = next_frontier(game, (0, 0))
        if cell is not None and cell != self.board.cursor_cell:
            move_cursor(self.board, cell)
        announce(self.board, speech.practice_question(prompt))

    def page_shown(self, page: Callable[[], str]) -> None:
        """A lesson page without a puzzle: its words (made by ``page``, again after a
        language switch) go with the Next button, which gets the focus (the description
        first, so the screen reader reads both at once)."""
        button = self.button
        if button.hasFocus():
            button.setAccessibleDescription("")  # (the same page again is still a change)
        live_text(button, "setAccessibleDescription", page)
        self.board.access.voice.last_said = button.accessibleDescription()
        button.setFocus()

    def verdict(self, words: str, cell: Cell | None) -> None:
        """The answer is judged: ``words`` are said where the focus is (the board), with
        the keys that go on; ``cell`` is what the verdict is about (J goes there)."""
        self.verdict_cell = cell
        announce(self.board, f"{words} {speech.practice_go_on()}")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is not self.board
            or event.type() != QEvent.Type.KeyPress
            or not isinstance(event, QKeyEvent)
            or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            or event.key() not in _PLAY
            or self.board.keys.typed is not None  # (G is waiting for a row and column)
            or not self.answered()
        ):
            return False
        if event.key() in _GO_ON:
            self.go_on()
        else:
            announce(self.board, f"{speech.practice_answered()} {speech.practice_go_on()}")
        return True
