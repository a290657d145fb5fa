"""The board for screen readers: a table of accessible cells, the keyboard cursor as focus.

The board paints every cell itself, so Qt sees one widget and nothing inside it.  PySide6
has no ``QAccessibleTableInterface``; instead a factory gives the board a
``QAccessibleWidget`` of role Table whose children are :class:`CellInterface` objects of
role Cell, one per cell in reading order (row by row), named the way the hints name cells
("row 3, column 5, covered") and described by the hint mark on them and the analysis'
chance.  The cursor's cell is the focused child; a focus event goes out on every cursor
move, a name-change event for every cell whose picture changed and a description change
for every cell marked or unmarked.

What the game says while the board has the focus reaches the screen reader as a
description change of the focused cell (:mod:`~minesweeper_app.ui.board.cell_voice`), which also
sends the focus events, at the end of each turn of the event loop.

Shiboken frees a Python-made interface as soon as Python holds no reference to it, even
while Qt's cache still points at it, so every interface handed to Qt stays in
:class:`BoardAccess`'s cache until Qt has been told to delete it.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QObject, QPoint, QRect, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.game import PositionLike
from minesweeper_app.ui import speech
from minesweeper_app.ui.board.art import KIND_COVERED, MineMask, cell_kinds
from minesweeper_app.ui.board.cell_voice import CellVoice
from minesweeper_app.ui.legend import mark_words
from minesweeper_app.ui.retranslate import live_text


class ShownBoard(Protocol):
    """What the accessible side reads of the board widget (``BoardWidget``) beyond QWidget."""

    @property
    def game(self) -> PositionLike | None: ...
    @property
    def cursor_cell(self) -> Cell: ...
    @property
    def highlights(self) -> dict[Cell, HintRole]: ...
    @property
    def highlightsChanged(self) -> SignalInstance: ...
    def chance_words(self, cell: Cell) -> str: ...
    def cell_rect(self, cell: Cell) -> QRect: ...
    def cell_at(self, pos: QPoint) -> Cell | None: ...


_DONE_WHEN_OPEN = frozenset({HintRole.SAFE, HintRole.TARGET})
"""Marks that ask for an opening: said of a covered cell only."""

MAX_CHANGE_EVENTS = 256
"""More changed cells than this (a large opening) send one event for the whole board."""


class CellInterface(QAccessibleInterface):
    """One cell: no QObject of its own, it asks its board for everything."""

    def __init__(self, access: BoardAccess, cell: Cell) -> None:
        super().__init__()
        self.access = access
        self.cell = cell

    def isValid(self) -> bool:
        return self.access.holds(self.cell)

    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # a QObject here would make Qt's cache take this for the board

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return speech.cell_name(self.cell, self.access.kind(self.cell))
        if t == QAccessible.Text.Description:
            return self.access.voice.said_description(self.cell)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Names follow the game; they cannot be set."""

    def rect(self) -> QRect:
        return self.access.screen_rect(self.cell)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.access.cursor_cell() == self.cell and self.access.board.hasFocus()
        return state

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.access.board)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []


class BoardInterface(QAccessibleWidget):
    """The board as a table whose children are its cells."""

    def __init__(self, access: BoardAccess) -> None:
        super().__init__(access.board, QAccessible.Role.Table)
        self.access = access

    def state(self) -> QAccessible.State:
        """Focusable, but the focus is on its cursor cell: a screen reader that starts (or
        looks for the focus) while the board has it finds the cell, not the board."""
        state = super().state()
        if self.access.shown.game is not None:
            state.focused = False
        return state

    def childCount(self) -> int:
        h, w = self.access.grid()
        return h * w

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        h, w = self.access.grid()
        if not 0 <= index < h * w:
            return None
        return self.access.cell_interface(divmod(index, w))

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellInterface) and child.access is self.access:
            return self.access.index(child.cell)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if self.access.shown.game is None:
            return None
        return self.access.cell_interface(self.access.cursor_cell())

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        access = self.access
        cell = access.shown.cell_at(access.board.mapFromGlobal(QPoint(x, y)))
        return None if cell is None else self.access.cell_interface(cell)


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "access", None)
    if isinstance(access, BoardAccess) and access.board is obj:
        return access.board_interface()
    return None


_installed = False


def install_factory() -> None:
    """Teach Qt the board's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _forget(cells: dict[Cell, CellInterface]) -> None:
    """Tell Qt to delete the cells it may hold, then let Python drop them."""
    for iface in cells.values():
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    cells.clear()


class BoardAccess:
    """The board's accessible side: its interfaces (kept alive here) and its events."""

    def __init__(self, board: QWidget, shown: ShownBoard) -> None:
        """``board`` is the widget screen readers see; ``shown`` what it shows (the same
        ``BoardWidget``, seen through :class:`ShownBoard`)."""
        install_factory()
        self.board = board
        self.shown = shown
        self._interface: BoardInterface | None = None
        self._cells: dict[Cell, CellInterface] = {}
        self._kinds: npt.NDArray[np.uint8] | None = None
        self._game: object = None
        self._shape: tuple[int, ...] = ()
        self._mines = MineMask()
        board.setAccessibleName(speech.board_name())
        self._marked: dict[Cell, HintRole] = {}
        self._game_seen: object = None
        self.voice = CellVoice(self)
        cells = self._cells
        board.destroyed.connect(lambda _obj=None: _forget(cells))
        shown.highlightsChanged.connect(self._marks_changed)

    # ------------------------------------------------------------ what the interfaces ask
    def board_interface(self) -> BoardInterface:
        if self._interface is None:
            self._interface = BoardInterface(self)
        return self._interface

    def cell_interface(self, cell: Cell) -> CellInterface:
        iface = self._cells.get(cell)
        if iface is None:
            iface = self._cells[cell] = CellInterface(self, cell)
        return iface

    def grid(self) -> tuple[int, int]:
        game = self.shown.game
        return (0, 0) if game is None else (game.height, game.width)

    def holds(self, cell: Cell) -> bool:
        h, w = self.grid()
        return 0 <= cell[0] < h and 0 <= cell[1] < w

    def index(self, cell: Cell) -> int:
        return cell[0] * self.grid()[1] + cell[1]

    def cursor_cell(self) -> Cell:
        return self.shown.cursor_cell

    def kind(self, cell: Cell) -> int:
        """What ``cell`` shows (a ``KIND_*`` code) as of the board's last refresh."""
        kinds = self.kinds()
        if kinds is None or not self.holds(cell):
            return KIND_COVERED
        return int(kinds[cell])

    def kinds(self) -> npt.NDArray[np.uint8] | None:
        game = self.shown.game
        if game is None:
            return None
        if self._kinds is None or self._game is not game or self._kinds.shape != game.values.shape:
            self._kinds, self._game = cell_kinds(game, (), self._mines), game
        return self._kinds

    def description(self, cell: Cell) -> str:
        """The hint mark on ``cell`` in words, and its chance of a mine if the analysis shows it."""
        role = self.shown.highlights.get(cell)
        if role in _DONE_WHEN_OPEN and self.kind(cell) <= 8:
            role = None  # "safe: open it" on a cell that is open now (a hint's own move)
        chance = self.shown.chance_words(cell).removeprefix(": ")
        return speech.described(mark_words(role) if role else "", chance)

    def screen_rect(self, cell: Cell) -> QRect:
        rect = self.shown.cell_rect(cell)
        return QRect(self.board.mapToGlobal(rect.topLeft()), rect.size())

    # ------------------------------------------------------------ what the board tells
    def refresh(self) -> None:
        """The game may have changed: names follow, and listeners hear which cells did."""
        game = self.shown.game
        if game is None:
            return
        kinds = cell_kinds(game, (), self._mines)
        old, self._kinds, self._game = self._kinds, kinds, game
        if game is not self._game_seen:
            self._game_seen = game
            self.voice.forget()
        if kinds.shape != self._shape:
            shape = kinds.shape
            live_text(
                self.board, "setAccessibleDescription", lambda: speech.board_description(*shape)
            )
            if self._shape:
                _forget(self._cells)
                self._send(QAccessible.Event.ObjectReorder)
            self._shape = kinds.shape
            return
        if old is None or old.shape != kinds.shape:
            return
        if not QAccessible.isActive():
            return
        changed = np.argwhere(kinds != old)
        if len(changed) > MAX_CHANGE_EVENTS:
            self._send(QAccessible.Event.VisibleDataChanged)
            changed = changed[np.all(changed == self.cursor_cell(), axis=1)]
        for r, c in changed.tolist():
            self._send(QAccessible.Event.NameChanged, (r, c))

    def _marks_changed(self) -> None:
        """A hint marked cells (or the marks went): their descriptions say what a mark means."""
        marked = self.shown.highlights
        old, self._marked = self._marked, marked
        if QAccessible.isActive():
            for cell in sorted(old.keys() | marked.keys()):
                changed = old.get(cell) != marked.get(cell) and self.holds(cell)
                # (a cell saying a sentence keeps it; its own text follows when that ends)
                if changed and not self.voice.holds(cell):
                    self._send(QAccessible.Event.DescriptionChanged, cell)

    def cursor_moved(self, cell: Cell) -> None:
        """The keyboard cursor is on ``cell``: it is the focused child now."""
        if QAccessible.isActive() and self.holds(cell):
            self.voice.cursor_moved(cell)

    def _send(self, kind: QAccessible.Event, cell: Cell | None = None) -> None:
        event = QAccessibleEvent(self.board, kind)
        if cell is not None:
            event.setChild(self.index(cell))
        QAccessible.updateAccessibility(event)
