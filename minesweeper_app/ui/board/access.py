"""The board for screen readers: a real table of named cells, the keyboard cursor as focus.

The board paints every cell itself, so Qt sees one widget and nothing inside it.  Its
accessible face is a ``QTableView`` over the cells (:mod:`~minesweeper_app.ui.board.face`):
AT-SPI's Table, TableCell and Selection interfaces come from Qt's C++ side.  Each cell is
named the way the hints name cells ("row 3, column 5, covered") and described by the hint
mark on it and the analysis' chance.  The cursor's cell is the current, focused one; a
focus event goes out on every cursor move, a name-change event for every cell whose
picture changed and a description change for every cell marked or unmarked.

What the game says while the board has the focus reaches the screen reader as a
description change of the focused cell (:mod:`~minesweeper_app.ui.board.cell_voice`),
which also sends the focus events, at the end of each turn of the event loop.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QObject, QRect, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.game import PositionLike
from minesweeper_app.ui import speech
from minesweeper_app.ui.board.art import KIND_COVERED, MineMask, cell_kinds
from minesweeper_app.ui.board.cell_voice import CellVoice
from minesweeper_app.ui.board.face import BoardFace, child_index
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


_DONE_WHEN_OPEN = frozenset({HintRole.SAFE, HintRole.TARGET})
"""Marks that ask for an opening: said of a covered cell only."""

MAX_CHANGE_EVENTS = 256
"""More changed cells than this (a large opening) send one event for the whole board."""


class BoardSurface(QAccessibleWidget):
    """The board widget itself: an unnamed surface, never the focused object.

    It has the keyboard focus, so Qt would call it focused; a screen reader looking for the
    focus would stop at it instead of reaching the cursor's cell in the table over it."""

    def state(self) -> QAccessible.State:
        state = super().state()
        state.focused = False
        return state


_surfaces: dict[int, BoardSurface] = {}
"""Interfaces handed to Qt, kept alive here (shiboken frees a Python-made interface when
Python drops it, even while Qt's cache holds it) until their widget goes."""


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "access", None)
    if not isinstance(access, BoardAccess) or not isinstance(obj, QWidget):
        return None
    key = id(obj)
    if key not in _surfaces:
        _surfaces[key] = BoardSurface(obj, QAccessible.Role.Client)
        obj.destroyed.connect(lambda _obj=None: _surfaces.pop(key, None))
    return _surfaces[key]


_installed = False


def install_factory() -> None:
    """Teach Qt the board widget's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


class BoardAccess:
    """The board's accessible side: its face (the table screen readers see) and its events."""

    def __init__(self, widget: QWidget, shown: ShownBoard) -> None:
        """``widget`` is the board widget the face lies over; ``shown`` what it shows (the
        same ``BoardWidget``, seen through :class:`ShownBoard`)."""
        install_factory()
        self.board = widget
        """The board widget: it has the focus and the keys."""
        self.face = BoardFace(self, widget)
        """The table screen readers see over it."""
        self.shown = shown
        self._kinds: npt.NDArray[np.uint8] | None = None
        self._game: object = None
        self._shape: tuple[int, ...] = ()
        self._mines = MineMask()
        live_text(self.face, "setAccessibleName", speech.board_name)
        self._marked: dict[Cell, HintRole] = {}
        self._game_seen: object = None
        self.voice = CellVoice(self)
        shown.highlightsChanged.connect(self._marks_changed)

    # ------------------------------------------------------------ what the face asks
    def cell_text(self, cell: Cell) -> str:
        """A cell's name: where it is and what it shows."""
        return speech.cell_name(cell, self.kind(cell))

    def cell_description(self, cell: Cell) -> str:
        """A cell's description as the screen reader reads it (a sentence it says, or its mark)."""
        return self.voice.said_description(cell)

    def grid(self) -> tuple[int, int]:
        game = self.shown.game
        return (0, 0) if game is None else (game.height, game.width)

    def holds(self, cell: Cell) -> bool:
        h, w = self.grid()
        return 0 <= cell[0] < h and 0 <= cell[1] < w

    def index(self, cell: Cell) -> int:
        """``cell``'s index among the face's accessible children."""
        return child_index(cell, self.grid()[1])

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

    def place(self, cells: QRect, size: int) -> None:
        """The board's cells are at ``cells`` (in the board widget), ``size`` pixels each."""
        self.face.place(cells, size)

    def game_set(self) -> None:
        """The board shows another game: the face's grid follows at once."""
        self.face.cells.set_shape(self.grid())
        self.follow_cursor()

    def follow_cursor(self) -> None:
        """The cursor moved, or the board got or lost the focus: the cursor's cell is the
        current one, and so the focused one, only while the board has the focus."""
        self.face.set_current(self.cursor_cell(), self.board.hasFocus())

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
                self.face, "setAccessibleDescription", lambda: speech.board_description(*shape)
            )
            had = self._shape
            self._shape = kinds.shape
            self.face.cells.set_shape((shape[0], shape[1]))
            self.follow_cursor()
            if had:
                self._send(QAccessible.Event.ObjectReorder)
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
        """The keyboard cursor is on ``cell``: it is the current, focused cell now."""
        if self.holds(cell):
            self.follow_cursor()
            if QAccessible.isActive():
                self.voice.cursor_moved(cell)

    def _send(self, kind: QAccessible.Event, cell: Cell | None = None) -> None:
        event = QAccessibleEvent(self.face, kind)
        if cell is not None:
            event.setChild(self.index(cell))
        QAccessible.updateAccessibility(event)
