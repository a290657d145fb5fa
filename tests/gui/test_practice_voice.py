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
    said = listener.announcements()[-1]
    assert said.startswith(verdict) and said.endswith("J jumps to the cell the answer is about.")
    assert window.board.hasFocus()  # the focus stays where the player is
    qtbot.keyClick(window.board, Qt.Key.Key_A)
    assert listener.announcements()[-1] == said
    window.board.cursor_cell = next(c for c in [(0, 0), (0, 1)] if c != step.cell)
    qtbot.keyClick(window.board, Qt.Key.Key_J)
    assert window.board.cursor_cell == step.cell  # J: the cell the verdict is about
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    assert listener.announcements()[-1].startswith("This one is answered. Return goes on")
    assert window.puzzle is puzzle
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.puzzle is not puzzle and not window.busy, timeout=30_000)
    assert listener.announcements()[-1].startswith("A puzzle")  # the next question


def test_a_wrong_answer_is_said_on_the_board_with_the_cell_it_is_about(
    qtbot: Any, tmp_path: Path, listener: Listener
) -> None:
    window = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.busy and window.puzzle is not None, timeout=30_000)
    qtbot.waitUntil(lambda: bool(listener.announcements()))  # the question first
    puzzle = window.puzzle
    assert puzzle is not None
    step = puzzle.step
    window.board.setFocus()
    window.board.cursor_cell = step.cell
    qtbot.keyClick(window.board, Qt.Key.Key_Space if step.is_mine else Qt.Key.Key_F)
    verdict = window.verdict_label.text()
    assert not verdict.startswith("Right:")
    assert listener.announcements()[-1].startswith(verdict)
    assert window.board.hasFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_J)
    assert window.board.cursor_cell == window.voice.verdict_cell


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
