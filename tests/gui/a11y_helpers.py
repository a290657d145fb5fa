"""Reading the accessibility tree and the events a screen reader would hear."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

from minesweeper_app.ui.board.access import CellInterface


def settle() -> None:
    """Let the board's voice send what this turn said (it does at the end of the turn)."""
    QCoreApplication.processEvents()


@dataclass(frozen=True)
class Heard:
    """One event as the platform bridge would receive it."""

    type: QAccessible.Event
    child: int
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
        if event.type() == QAccessible.Event.DescriptionChanged and isinstance(
            iface, CellInterface
        ):
            said = iface.access.voice.cue
            if said is not None and said == (iface.cell, iface.text(QAccessible.Text.Description)):
                message, cue = said[1], True  # spoken through the focused cell
        self.events.append(Heard(event.type(), event.child(), name, message, cue))

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


def board_tree(window: Any) -> Any:
    return QAccessible.queryAccessibleInterface(window.board)


def cell_names(window: Any) -> list[str]:
    tree = board_tree(window)
    return [tree.child(i).text(QAccessible.Text.Name) for i in range(tree.childCount())]
