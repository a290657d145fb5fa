"""Keys that take the cursor where a blind player wants to go, and read what is there.

A sighted player sees where the work is; a screen reader user arrows cell by cell.  These
keys work on every board (the game's, Practice's, the review's), as audio Minesweeper
games have them:

- I reads the cursor's cell, L its row and column, N the cells around it, A the last
  thing said again (the game's window adds M and T and its own A);
- J jumps to the cell of the last hint;
- O goes to the next covered cell (reading order, wrapping round), E to the next
  undecided cell of the frontier (covered, not flagged, beside an opened number);
- G, then a row and a column typed as numbers ("3 5") and Enter, goes there (no dialog:
  a dialog would take the window's activation, which pauses the game);
- R reads the cursor's row, K its column (runs of alike cells counted).

A move is said by the focus event of the cell reached; a key that finds nothing says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from minesweeper_app.engine import Cell
from minesweeper_app.engine.board import COVERED
from minesweeper_app.game.position import PositionLike
from minesweeper_app.ui import speech


class Voice(Protocol):
    last_said: str

    def say(self, text: str) -> bool: ...
    def flush(self) -> None: ...


class KeyedAccess(Protocol):
    @property
    def voice(self) -> Voice: ...
    def kind(self, cell: Cell) -> int: ...
    def description(self, cell: Cell) -> str: ...
    def cursor_moved(self, cell: Cell) -> None: ...


class CursorInput(Protocol):
    cursor_visible: bool


class KeyedBoard(Protocol):
    """What the keys use of the board widget (``BoardWidget``) beyond QWidget; a protocol,
    so the board, its accessible side and its keys do not import each other."""

    cursor_cell: Cell

    @property
    def game(self) -> PositionLike | None: ...
    @property
    def input(self) -> CursorInput: ...
    @property
    def access(self) -> KeyedAccess: ...
    def update_cell(self, cell: Cell) -> None: ...
    def scroll_to_cell(self, cell: Cell) -> None: ...


_NUMBERS = re.compile(r"\d+")


def _after(cells: Sequence[Cell], cursor: Cell, width: int) -> Cell | None:
    """The first of ``cells`` (in reading order) after ``cursor``, wrapping round."""
    if not cells:
        return None
    here = cursor[0] * width + cursor[1]
    later = [c for c in cells if c[0] * width + c[1] > here]
    return (later or list(cells))[0]


def next_covered(game: PositionLike, cursor: Cell) -> Cell | None:
    """The next covered cell without a flag after ``cursor`` (None when none is left)."""
    found = np.argwhere(game.values == COVERED)
    return _after([(int(r), int(c)) for r, c in found], cursor, game.width)


def next_frontier(game: PositionLike, cursor: Cell) -> Cell | None:
    """The next covered, unflagged cell beside an opened number (None when none is)."""
    values = game.values
    cells = [
        (int(r), int(c))
        for r, c in np.argwhere(values == COVERED)
        if any(values[n] >= 1 for n in game.neighbours((int(r), int(c))))
    ]
    return _after(cells, cursor, game.width)


def parse_cell(text: str, height: int, width: int) -> Cell | None:
    """ "3 5", "3,5" or "row 3 column 5" (1-based) as a cell of the board, else None."""
    numbers = [int(n) for n in _NUMBERS.findall(text)]
    if len(numbers) != 2:
        return None
    row, column = numbers[0] - 1, numbers[1] - 1
    return (row, column) if 0 <= row < height and 0 <= column < width else None


def line_words(states: Sequence[str]) -> str:
    """A row or column in words, alike neighbours counted: "3 covered, 1, 2, 2 empty"."""
    parts: list[str] = []
    i = 0
    while i < len(states):
        j = i
        while j < len(states) and states[j] == states[i]:
            j += 1
        parts.append(speech.run_of(states[i], j - i))
        i = j
    return speech.listed(parts)


class BoardKeys(QObject):
    """The reading, jump and line keys of ``board``; ``hint_cell`` gives the last hint's
    cell (a window with hints sets it).  A window's own key filter, installed later, is
    asked first and may answer some of these keys its own way."""

    def __init__(self, widget: QWidget, board: KeyedBoard) -> None:
        super().__init__(widget)
        self.widget = widget
        self.board = board
        self.hint_cell: Callable[[], Cell | None] = lambda: None
        self.typed: str | None = None
        """What was typed after G (None when G is not waiting for a cell)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.widget or event.type() != QEvent.Type.KeyPress:
            return False
        if not isinstance(event, QKeyEvent) or event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier
        ):
            return False
        game = self.board.game
        if game is None:
            return False
        key = event.key()
        if self.typed is not None:
            return self._typing(event)
        cursor = self.board.cursor_cell
        access = self.board.access
        if key == Qt.Key.Key_I:
            name = speech.cell_name(cursor, access.kind(cursor))
            self.say(speech.cell_said(name, access.description(cursor)))
        elif key == Qt.Key.Key_L:
            self.say(speech.location(cursor))
        elif key == Qt.Key.Key_N:
            around = [(n, access.kind(n)) for n in game.neighbours(cursor)]
            self.say(speech.neighbourhood(cursor, around, True))
        elif key == Qt.Key.Key_A:
            self.say(access.voice.last_said or speech.nothing_yet())
        elif key == Qt.Key.Key_J:
            self._go(self.hint_cell(), speech.no_hint_cell())
        elif key == Qt.Key.Key_O:
            self._go(next_covered(game, cursor), speech.no_covered_cell())
        elif key == Qt.Key.Key_E:
            self._go(next_frontier(game, cursor), speech.no_frontier_cell())
        elif key == Qt.Key.Key_G:
            self.typed = ""
            self.say(speech.go_prompt(game.height, game.width))
        elif key == Qt.Key.Key_R:
            self.say(speech.row_line(cursor[0], line_words(self._states(row=cursor[0]))))
        elif key == Qt.Key.Key_K:
            self.say(speech.column_line(cursor[1], line_words(self._states(column=cursor[1]))))
        else:
            return False
        return True

    def say(self, text: str) -> None:
        """Answer a key at once, through the board's focused cell."""
        voice = self.board.access.voice
        if voice.say(text):
            voice.flush()

    def _states(self, *, row: int | None = None, column: int | None = None) -> list[str]:
        game = self.board.game
        assert game is not None
        if row is not None:
            cells = [(row, c) for c in range(game.width)]
        else:
            assert column is not None
            cells = [(r, column) for r in range(game.height)]
        return [speech.cell_state(self.board.access.kind(cell)) for cell in cells]

    def _go(self, cell: Cell | None, nothing: str) -> None:
        if cell is None:
            self.say(nothing)
        elif cell == self.board.cursor_cell:
            self.say(speech.already_there(cell))
        else:
            move_cursor(self.board, cell)

    def _typing(self, event: QKeyEvent) -> bool:
        """A key while G waits for a cell: digits and separators gather, Enter goes,
        Escape (or any other key, which then does its own job) gives up."""
        key = event.key()
        text = event.text()
        if text.isdigit() or key in (Qt.Key.Key_Space, Qt.Key.Key_Comma):
            self.typed = (self.typed or "") + (text if text.isdigit() else " ")
            return True
        if key == Qt.Key.Key_Backspace:
            self.typed = (self.typed or "")[:-1]
            return True
        typed, self.typed = self.typed or "", None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._typed(typed)
            return True
        if key == Qt.Key.Key_Escape:
            self.say(speech.go_cancelled())
            return True
        return False

    def _typed(self, text: str) -> None:
        game = self.board.game
        if game is None:
            return
        cell = parse_cell(text, game.height, game.width)
        if cell is None:
            self.say(speech.go_bad(game.height, game.width))
        elif cell == self.board.cursor_cell:
            self.say(speech.already_there(cell))
        else:
            move_cursor(self.board, cell)


def move_cursor(board: KeyedBoard, cell: Cell) -> None:
    """Put the keyboard cursor on ``cell``, in view; its focus event says where it is."""
    old = board.cursor_cell
    board.cursor_cell = cell
    board.input.cursor_visible = True
    board.update_cell(old)
    board.update_cell(cell)
    board.scroll_to_cell(cell)
    board.access.cursor_moved(cell)
