"""Player actions for GUI tests: real mouse and key events on the board widget."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

Cell = tuple[int, int]


def click(
    qtbot: Any, window: Any, cell: Cell, button: Qt.MouseButton = Qt.MouseButton.LeftButton
) -> None:
    qtbot.mouseClick(window.board, button, pos=window.board.cell_rect(cell).center())


def start_game(qtbot: Any, window: Any, cell: Cell) -> None:
    """First click, then wait until the engine's board is on screen (or creation failed)."""
    from minesweeper_app.game import State

    click(qtbot, window, cell)
    qtbot.waitUntil(lambda: window.game.state is not State.CREATING, timeout=60_000)
    assert window.game.mines is not None, f"no board was created: {window.last_message}"


def fixed_layout(mines: Iterable[Cell]) -> Any:
    """A creator for tests that need a known layout (planted like a puzzle, not generated)."""
    layout = frozenset(mines)

    def creator(height: int, width: int, count: int, start: Cell, **_: Any) -> frozenset[Cell]:
        assert count == len(layout) and start not in layout
        return layout

    return creator


def opened_count(window: Any) -> int:
    return int(np.count_nonzero(window.game.values >= 0))


def cell_colour(window: Any, cell: Cell, fx: float = 0.5, fy: float = 0.5) -> QColor:
    """The colour a player sees at a point of a cell (fractions of its size) right now."""
    image = window.board.grab().toImage()
    rect = window.board.cell_rect(cell)
    dpr = image.devicePixelRatio()
    x = rect.left() + rect.width() * fx
    y = rect.top() + rect.height() * fy
    return image.pixelColor(int(x * dpr), int(y * dpr))


def settle() -> None:
    """Deliver every event already posted (layouts, repaints, zero-time timers): the
    state a test looks at next is the one the window settles on, with no fixed wait."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
