"""Practice and the lessons for a screen reader user: the puzzle said, the answer judged aloud.

The practice window shows a puzzle and waits for one move.  A blind player needs the
cursor at the puzzle (not at row 1, column 1 while the puzzle is around rows 7-10), the
question in keyboard words (Space opens, F flags, not click and right-click), the reading
and jump keys every board has (:mod:`~minesweeper_app.ui.board.keys`), and the verdict
said: it becomes the description of the button the focus goes to (Next puzzle), set
before the focus arrives, so the screen reader reads the button with the verdict, once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from minesweeper_app.ui import speech
from minesweeper_app.ui.announce import announce
from minesweeper_app.ui.board.keys import move_cursor, next_frontier
from minesweeper_app.ui.retranslate import live_text

if TYPE_CHECKING:
    from minesweeper_app.ui.board.widget import BoardWidget


class PracticeVoice(QObject):
    """The voice of one practice window's ``board``; ``button`` is where a verdict goes."""

    def __init__(self, board: BoardWidget, button: QPushButton) -> None:
        super().__init__(board)
        self.board = board
        self.button = button

    def puzzle_shown(self, prompt: str) -> None:
        """A new puzzle: the cursor to its first undecided cell, the question in words."""
        self.button.setAccessibleDescription("")
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

    def verdict(self, words: Callable[[], str]) -> None:
        """The answer is judged: its words (made by ``words``, again after a language
        switch) go with the button that gets the focus next."""
        live_text(self.button, "setAccessibleDescription", words)
        self.board.access.voice.last_said = self.button.accessibleDescription()
