"""Practice and the lessons for a screen reader user: the puzzle said, the answer judged aloud.

The practice window shows a puzzle and waits for one move.  A blind player needs the
cursor at the puzzle (not at row 1, column 1 while the puzzle is around rows 7-10), the
question in keyboard words (Space opens, F flags, not click and right-click), the reading
and jump keys of a game, and the verdict said: it becomes the description of the button
the focus goes to (Next puzzle), set before the focus arrives, so the screen reader reads
the button with the verdict, once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from minesweeper_app.ui import speech
from minesweeper_app.ui.announce import announce
from minesweeper_app.ui.board_keys import JumpKeys, move_cursor, next_frontier

if TYPE_CHECKING:
    from minesweeper_app.ui.board_widget import BoardWidget


class PracticeVoice(QObject):
    """The voice of one practice window's ``board``; ``button`` is where a verdict goes."""

    def __init__(self, board: BoardWidget, button: QPushButton) -> None:
        super().__init__(board)
        self.board = board
        self.button = button
        self.last = ""
        self.jumps = JumpKeys(board, self.reply, lambda: None)
        board.installEventFilter(self)

    def reply(self, text: str) -> None:
        """Say ``text`` now (a key's answer); A says it again."""
        if text:
            self.last = text
            announce(self.board, text, assertive=True)
            self.board.access.voice.flush()

    def puzzle_shown(self, prompt: str) -> None:
        """A new puzzle: the cursor to its first undecided cell, the question in words."""
        self.button.setAccessibleDescription("")
        game = self.board.game
        if game is None:
            return
        cell = next_frontier(game, (0, 0))
        if cell is not None and cell != self.board.cursor_cell:
            move_cursor(self.board, cell)
        text = speech.practice_question(prompt)
        self.last = text
        announce(self.board, text)

    def verdict(self, text: str) -> None:
        """The answer is judged: ``text`` goes with the button that gets the focus next."""
        self.last = text
        self.button.setAccessibleDescription(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.board or event.type() != QEvent.Type.KeyPress:
            return False
        if not isinstance(event, QKeyEvent) or event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier
        ):
            return False
        game = self.board.game
        if game is None:
            return False
        cell = self.board.cursor_cell
        key = event.key()
        if key == Qt.Key.Key_I:
            kind = self.board.access.kind(cell)
            name = speech.cell_name(cell, kind)
            self.reply(speech.cell_said(name, self.board.access.description(cell)))
        elif key == Qt.Key.Key_L:
            self.reply(speech.location(cell))
        elif key == Qt.Key.Key_N:
            around = [(n, self.board.access.kind(n)) for n in game.neighbours(cell)]
            self.reply(speech.neighbourhood(cell, around, True))
        elif key == Qt.Key.Key_A:
            self.reply(self.last or speech.nothing_yet())
        else:
            return False
        return True
