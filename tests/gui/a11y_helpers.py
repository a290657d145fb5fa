"""Reading the accessibility tree and the events a screen reader would hear."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

from minesweeper_app.ui.board.face import BoardFace, child_index


def settle() -> None:
    """Let the board's voice send what this turn said (it does at the end of the turn)."""
    QCoreApplication.processEvents()


@dataclass(frozen=True)
class Heard:
    """One event as the platform bridge would receive it."""

    type: QAccessible.Event
    child: int
    """The board's cell index (row by row) for an event of the board's table, else Qt's."""
    name: str
    message: str
    cue: bool = False
    """A description change that speaks (see ``BoardAccess.speak``), not a cell's own."""


class Listener:
    """Every event the app sends through ``QAccessible.updateAccessibility``."""

    def __init__(self) -> None:
        self.events: list[Heard] = []

    def __call__(self, event: QAccessibleEvent) -> None:
        iface = event.accessibleInterface()
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        message = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        cue = False
        child = event.child()
        face = event.object()
        place = iface.tableCellInterface() if iface is not None else None
        if isinstance(face, BoardFace) and place is not None:
            cell = (place.rowIndex(), place.columnIndex())
            child = cell[0] * face.cells.shape[1] + cell[1]
            said = face.cells.texts.voice.cue  # type: ignore[attr-defined]
            spoken = said is not None and said == (cell, iface.text(QAccessible.Text.Description))
            if event.type() == QAccessible.Event.DescriptionChanged and spoken:
                assert said is not None
                message, cue = said[1], True  # spoken through the focused cell
        self.events.append(Heard(event.type(), child, name, message, cue))

    def of(self, kind: QAccessible.Event) -> list[Heard]:
        settle()
        return [e for e in self.events if e.type == kind]

    def announcements(self) -> list[str]:
        """What a screen reader was told to say: announcements and the focused cell's
        spoken descriptions."""
        settle()
        return [e.message for e in self.events if e.message]

    def clear(self) -> None:
        self.events.clear()


@pytest.fixture
def listener(monkeypatch: pytest.MonkeyPatch) -> Iterator[Listener]:
    """Accessibility switched on (as a screen reader does) and its events recorded."""
    heard = Listener()
    real = QAccessible.updateAccessibility

    def spy(event: QAccessibleEvent) -> None:
        heard(event)
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    QAccessible.setActive(True)
    yield heard
    QAccessible.setActive(False)


class BoardTree:
    """The board's table as a screen reader reads it, its cells counted row by row (Qt's
    own children of the table count the hidden headers too)."""

    def __init__(self, board: Any) -> None:
        self.board = board
        self.table = QAccessible.queryAccessibleInterface(board.access.face)

    def childCount(self) -> int:
        rows, columns = self.board.access.face.cells.shape
        return int(rows * columns)

    def child(self, index: int) -> Any:
        rows, columns = self.board.access.face.cells.shape
        if not 0 <= index < rows * columns:
            return None
        return self.table.child(child_index(divmod(index, columns), columns))

    def indexOfChild(self, cell: Any) -> int:
        place = cell.tableCellInterface() if cell is not None else None
        if place is None:
            return -1
        return int(place.rowIndex() * self.board.access.face.cells.shape[1] + place.columnIndex())

    def focusChild(self) -> Any:
        """The cell a screen reader finds focused (Qt's table names none of its own)."""
        for i in range(self.childCount()):
            if self.child(i).state().focused:
                return self.child(i)
        return None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)  # the table's own role, texts, state, childAt


def board_tree(window: Any) -> BoardTree:
    """The main window's board (or a board widget itself) as a table of cells."""
    return BoardTree(getattr(window, "board", window))


def cell_names(window: Any) -> list[str]:
    tree = board_tree(window)
    return [tree.child(i).text(QAccessible.Text.Name) for i in range(tree.childCount())]
