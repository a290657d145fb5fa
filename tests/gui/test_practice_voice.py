"""Practice by keys with a screen reader: the cursor at the puzzle, the question in keyboard
words, the reading keys, and the verdict said with the button the focus goes to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_app.engine import COVERED
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.ui.practice import PracticeWindow
from tests.gui.a11y_helpers import Listener


def test_a_puzzle_is_found_asked_read_and_judged_aloud(
    qtbot: Any, tmp_path: Path, listener: Listener
) -> None:
    window = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.busy and window.puzzle is not None, timeout=30_000)
    qtbot.waitUntil(lambda: bool(listener.announcements()))
    puzzle = window.puzzle
    assert puzzle is not None
    cell = window.board.cursor_cell
    values = puzzle.values
    assert values[cell] == COVERED
    assert any(values[n] >= 1 for n in window.board.game.neighbours(cell))  # at the puzzle
    question = listener.announcements()[-1]
    assert "Space opens a safe cell, F flags a mine" in question
    assert "click" not in question
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_L)
    assert listener.announcements()[-1] == f"row {cell[0] + 1}, column {cell[1] + 1}"
    step = puzzle.step
    window.board.cursor_cell = step.cell
    qtbot.keyClick(window.board, Qt.Key.Key_F if step.is_mine else Qt.Key.Key_Space)
    verdict = window.verdict_label.text()
    assert verdict.startswith("Right:")
    button = QAccessible.queryAccessibleInterface(window.next_button)
    assert button.text(QAccessible.Text.Description) == verdict  # read with the focus
    qtbot.keyClick(window.board, Qt.Key.Key_A)
    assert listener.announcements()[-1] == verdict


def test_a_lesson_page_is_read_with_the_button_that_turns_it(
    qtbot: Any, tmp_path: Path, listener: Listener
) -> None:
    window = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5, lessons=True)
    qtbot.addWidget(window)
    window.show()
    page = window.lesson_page.text()
    assert page.startswith("Lesson 1 of")
    button = QAccessible.queryAccessibleInterface(window.next_button)
    assert button.text(QAccessible.Text.Description) == page
