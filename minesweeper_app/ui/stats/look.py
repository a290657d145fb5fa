"""How the statistics read: the chart in the theme's colours, and board ids that can be
copied.

Kept apart from the dialog so its module stays about what is shown, not how.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QTableWidget, QWidget

from minesweeper_app.i18n import translate

BOARD_ID_SHOWN = 12
"""Characters of a board id the table shows (the whole id is in the tooltip and copied)."""


def short_id(board_id: str) -> str:
    return board_id if len(board_id) <= BOARD_ID_SHOWN else board_id[:BOARD_ID_SHOWN] + "…"


class ChartColours:
    """The chart's colours from the widget's palette, so it follows the theme."""

    def __init__(self, widget: QWidget) -> None:
        palette = widget.palette()
        role = QPalette.ColorRole
        self.background = palette.color(role.Base)
        self.frame = palette.color(role.Mid)
        self.text = palette.color(role.Text)
        self.muted = palette.color(role.PlaceholderText)
        grid = QColor(self.text)
        grid.setAlpha(40)
        self.grid = grid


def add_copy_board_id(table: QTableWidget, column: int) -> QAction:
    """Right-click (or Ctrl+C) copies the whole board id of the selected game."""

    def copy() -> None:
        rows = table.selectionModel().selectedRows()
        item = table.item(rows[0].row(), column) if rows else None
        full = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if full:
            QGuiApplication.clipboard().setText(str(full))

    action = QAction(translate("Statistics", "&Copy board id"), table)
    action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
    action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    action.triggered.connect(copy)
    table.addAction(action)
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    table.installEventFilter(_CopyKey(table, copy))  # the view copies the cell otherwise
    return action


class _CopyKey(QObject):
    """Ctrl+C on the table copies the board id, not the text of the current cell."""

    def __init__(self, parent: QObject, copy: Callable[[], None]) -> None:
        super().__init__(parent)
        self.copy = copy

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.matches(QKeySequence.StandardKey.Copy)
        ):
            self.copy()
            return True
        return False


def show_board_ids(table: QTableWidget, column: int, ids: list[str]) -> None:
    """The board id column: short ids, the whole id in the tooltip and for copying."""
    for row, board_id in enumerate(ids):
        item = table.item(row, column)
        if item is None or not board_id:
            continue
        item.setText(short_id(board_id))
        item.setToolTip(
            f"{board_id}\n" + translate("Statistics", "Right-click or Ctrl+C to copy it")
        )
        item.setData(Qt.ItemDataRole.UserRole, board_id)
