"""Mouse and keys on the board, turned into requests: open, flag, chord.

The classic rules of the buttons live here: a left press shows the cell pushed in and
opens it on release; both buttons (or the middle one) chord, and the second release of a
two-button chord does nothing more; a left press on a number shows its chord.  The keys
move a cursor.  It works over a small :class:`BoardView`, not the widget's internals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from minesweeper_app.engine import COVERED, Cell
from minesweeper_app.game import PositionLike

ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (0, -1),
    Qt.Key.Key_Right.value: (0, 1),
    Qt.Key.Key_Up.value: (-1, 0),
    Qt.Key.Key_Down.value: (1, 0),
}


class BoardView(Protocol):
    """What the input handler needs from the board it serves."""

    @property
    def game(self) -> PositionLike | None: ...
    def cell_at(self, pos: QPoint) -> Cell | None: ...
    def cell_rect(self, cell: Cell) -> QRect: ...
    def cell_size(self) -> int: ...
    def update_cell(self, cell: Cell) -> None: ...
    def scroll_to_cell(self, cell: Cell) -> None: ...


def _ignore(_cell: Cell | None) -> None:
    pass


@dataclass(frozen=True)
class Requests:
    """Where the player's requests go (the widget's signals)."""

    open: Callable[[Cell], object]
    flag: Callable[[Cell], object]
    chord: Callable[[Cell], object]
    pressing: Callable[[bool], object]
    cursor: Callable[[Cell], object]
    left_press: Callable[[Cell], object] = _ignore
    """The left button went down alone on a cell (the replay records the press)."""
    left_release: Callable[[Cell | None], object] = _ignore
    """The left button came up (None: off the board), after the move it made, if any."""
    hover: Callable[[Cell, tuple[float, float]], object] = lambda _cell, _within: None
    """The pointer moved on a cell, at (fractions of the cell down, across): every move,
    as the replay's mouse path (the ranking sites' check counts its detail)."""


class BoardInput:
    """The press state (cells drawn pushed in, chording) and the keyboard cursor."""

    def __init__(self, view: BoardView, requests: Requests) -> None:
        self.view = view
        self.requests = requests
        self.pressed: set[Cell] = set()
        self.press_cell: Cell | None = None
        self.chording = False
        self.swallow_release = False
        self.cursor_cell: Cell = (0, 0)
        self.cursor_visible = False

    def reset(self, game: PositionLike) -> None:
        """Another game: nothing pressed, the cursor kept inside the new board."""
        self.pressed.clear()
        if self.press_cell is not None:
            self.press_cell = None
            self.requests.pressing(False)
        self.chording = False
        self.cursor_cell = (
            min(self.cursor_cell[0], game.height - 1),
            min(self.cursor_cell[1], game.width - 1),
        )

    def set_pressed(self, cell: Cell | None) -> None:
        """Show the cells a held button would open: one cell, or a chord's neighbours.

        A left button held on an opened number chords on release, so it shows the
        chord's cells like the middle button does.
        """
        game = self.view.game
        new: set[Cell] = set()
        if game is not None and cell is not None and not game.finished:
            value = int(game.values[cell])
            if self.chording or value >= 1:
                new = {
                    n
                    for n in [cell, *game.neighbours(cell)]
                    if int(game.values[n]) == COVERED and n not in game.questions
                }
            elif value == COVERED:
                new = {cell}
        if new != self.pressed:
            for changed in new ^ self.pressed:
                self.view.update_cell(changed)
            self.pressed = new

    def mouse_press(self, event: QMouseEvent) -> None:
        view = self.view
        cell = view.cell_at(event.position().toPoint())
        buttons = event.buttons()
        both = bool(buttons & Qt.MouseButton.LeftButton) and bool(
            buttons & Qt.MouseButton.RightButton
        )
        if self.cursor_visible:
            self.cursor_visible = False
            view.update_cell(self.cursor_cell)
        if cell is None:
            return
        if buttons == Qt.MouseButton.LeftButton:
            self.requests.left_press(cell)
        if both or event.button() == Qt.MouseButton.MiddleButton:
            self.chording = True
        elif event.button() == Qt.MouseButton.RightButton:
            self.requests.flag(cell)
            return
        elif event.button() != Qt.MouseButton.LeftButton:
            return
        self.press_cell = cell
        self.set_pressed(cell)
        self.requests.pressing(True)

    def mouse_move(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        cell = self.view.cell_at(point)
        if cell is not None:
            rect, side = self.view.cell_rect(cell), max(1, self.view.cell_size())
            self.requests.hover(
                cell, ((point.y() - rect.top()) / side, (point.x() - rect.left()) / side)
            )
        if self.press_cell is None:
            return
        self.press_cell = cell
        self.set_pressed(cell)

    def mouse_release(self, event: QMouseEvent) -> None:
        cell = self.view.cell_at(event.position().toPoint())
        self._release(event, cell)
        if event.button() == Qt.MouseButton.LeftButton:
            self.requests.left_release(cell)

    def _release(self, event: QMouseEvent, cell: Cell | None) -> None:
        if self.swallow_release:
            # The second button of a two-button chord: the chord already happened.
            if not event.buttons():
                self.swallow_release = False
            return
        if self.press_cell is None:
            return
        chording = self.chording
        self.chording = False
        self.press_cell = None
        self.set_pressed(None)
        self.requests.pressing(False)
        if chording and event.buttons():
            self.swallow_release = True
        if cell is None:
            return
        if chording:
            self.requests.chord(cell)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.requests.open(cell)

    def key_press(self, event: QKeyEvent) -> bool:
        """Arrows move the cursor, Space/Enter open, F flags; False for other keys."""
        game = self.view.game
        key = event.key()
        if game is None:
            return False
        if key in ARROWS:
            dr, dc = ARROWS[key]
            r = min(max(self.cursor_cell[0] + dr, 0), game.height - 1)
            c = min(max(self.cursor_cell[1] + dc, 0), game.width - 1)
            self.view.update_cell(self.cursor_cell)
            self.cursor_cell = (r, c)
            self.show_cursor()
            self.view.scroll_to_cell(self.cursor_cell)
            self.requests.cursor(self.cursor_cell)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.show_cursor()
            self.requests.open(self.cursor_cell)
        elif key == Qt.Key.Key_F:
            self.show_cursor()
            self.requests.flag(self.cursor_cell)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # Swallowed: passed on, the parent would move the focus off the board.
            self.show_cursor()
            event.accept()
        else:
            return False
        return True

    def show_cursor(self) -> None:
        self.cursor_visible = True
        self.view.update_cell(self.cursor_cell)
