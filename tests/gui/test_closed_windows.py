"""Issue 32: a closed dialog leaves the accessibility tree (Qt lists every top-level
window that exists, shown or not), and opens again as it was."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from minesweeper_app.ui import closed_windows
from minesweeper_app.ui.practice import show_practice


def _windows_in_tree() -> list[object]:
    root = QAccessible.queryAccessibleInterface(QApplication.instance())
    return [root.child(i).object() for i in range(root.childCount())]


def test_a_closed_practice_window_leaves_the_tree_and_comes_back_as_it_was(
    qtbot: Any, make_window: Any
) -> None:
    closed_windows.install(QApplication.instance())
    win = make_window()
    practice = show_practice(win, win.stats)
    qtbot.waitUntil(lambda: not practice.busy and practice.puzzle is not None, timeout=30_000)
    puzzle = practice.puzzle
    assert practice in _windows_in_tree()
    practice.close()
    qtbot.waitUntil(lambda: practice not in _windows_in_tree())
    QCoreApplication.processEvents()
    again = show_practice(win, win.stats)
    assert again is practice and practice.isVisible() and practice.puzzle is puzzle
    assert practice in _windows_in_tree()
