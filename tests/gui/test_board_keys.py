"""The jump and line keys: where they take the cursor and what they read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import Qt

from minesweeper_app.engine import COVERED, FLAGGED
from minesweeper_app.game import custom_level
from minesweeper_app.game.position import PositionView
from minesweeper_app.ui.board.keys import line_words, next_covered, next_frontier, parse_cell
from tests.gui.a11y_helpers import Listener, settle
from tests.gui.helpers import fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _position() -> PositionView:
    values = np.full((3, 4), COVERED, dtype=np.int8)
    values[0, :2] = [0, 1]
    values[1, 0] = 1
    values[0, 2] = FLAGGED
    return PositionView(values)


def test_next_covered_and_frontier_cells_go_in_reading_order_and_wrap() -> None:
    game = _position()
    assert next_covered(game, (0, 0)) == (0, 3)  # the flag is skipped
    assert next_covered(game, (2, 3)) == (0, 3)  # round again from the top
    assert next_frontier(game, (0, 0)) == (1, 1)  # beside the 1s, not the flag
    assert next_frontier(game, (1, 1)) == (1, 2)
    assert next_frontier(PositionView(np.full((2, 2), COVERED, dtype=np.int8)), (0, 0)) is None


def test_a_typed_cell_is_read_one_based_and_checked() -> None:
    assert parse_cell("3 5", 9, 9) == (2, 4)
    assert parse_cell("row 3, column 5", 9, 9) == (2, 4)
    assert parse_cell("10 1", 9, 9) is None
    assert parse_cell("3", 9, 9) is None


def test_a_line_counts_alike_cells() -> None:
    assert line_words(["covered"] * 3 + ["1", "2", "2"]) == "3 covered, 1, 2 2"


def test_jump_keys_move_the_cursor_and_say_when_there_is_nowhere_to_go(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.board.setFocus()
    settle()
    listener.clear()
    qtbot.keyClick(win.board, Qt.Key.Key_O)
    assert win.board.cursor_cell == (0, 1)
    qtbot.keyClick(win.board, Qt.Key.Key_E)
    assert listener.announcements()[-1] == "No covered cell touches an opened number."
    qtbot.keyClick(win.board, Qt.Key.Key_J)
    assert listener.announcements()[-1] == "No hint names a cell yet; H asks for one."
    qtbot.keyClick(win.board, Qt.Key.Key_R)
    assert listener.announcements()[-1] == "Row 1: 5 covered."
    start_game(qtbot, win, (2, 0))
    settle()
    win.board.cursor_cell = (0, 0)
    qtbot.keyClick(win.board, Qt.Key.Key_K)
    assert listener.announcements()[-1] == "Column 1: 5 empty."
    qtbot.keyClick(win.board, Qt.Key.Key_E)
    assert win.board.cursor_cell == (0, 3)  # covered, beside the 1 at (0, 2)
    moves = len(win.game.moves)
    qtbot.keyClick(win.board, Qt.Key.Key_G)
    assert listener.announcements()[-1].startswith("Go to: type the row and the column")
    qtbot.keyClicks(win.board, "5 4")
    assert win.board.cursor_cell == (0, 3)  # not yet: Enter goes
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    assert win.board.cursor_cell == (4, 3)
    assert len(win.game.moves) == moves  # (Enter went to G: it played nothing)
    qtbot.keyClick(win.board, Qt.Key.Key_G)
    qtbot.keyClicks(win.board, "9 9")
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    assert listener.announcements()[-1].startswith("That is no cell")
    for _ in range(3):  # the ladder: where to look, then which cell
        with qtbot.waitSignal(win.hint_shown, timeout=30_000):
            win.hint_button.click()
        qtbot.waitUntil(lambda: win.controller.helping is None)
        if win.view.speaker.hint_cell is not None:
            break
    hinted = win.view.speaker.hint_cell
    assert hinted is not None and win.board.cursor_cell == hinted  # the cursor followed
    win.board.cursor_cell = (0, 0)
    qtbot.keyClick(win.board, Qt.Key.Key_J)
    assert win.board.cursor_cell == hinted


def test_the_help_page_lists_every_key_and_reads_without_placeholders(
    qtbot: Any, make_window, listener: Listener
) -> None:
    from minesweeper_app.ui.how_to_play import HowToPlay

    page = HowToPlay(make_window())
    qtbot.addWidget(page)
    text = page.text()
    for keys in ("I, L, N", "M, T, A", "R, K", "J, O, E", "G, a row and a column, Enter"):
        assert keys in text
    assert not {"\ufffc", "\ufdd0", "\ufdd1"} & set(text)  # (a screen reader listens)
    assert page.browser.accessibleName() == "How to play"


def test_the_review_board_reads_and_jumps_like_the_game(
    qtbot: Any, tmp_path: Path, listener: Listener
) -> None:
    from tests.gui.test_review_window import _dialog, _open

    window = _open(qtbot, _dialog(qtbot, tmp_path))
    board = window.board
    board.setFocus()
    board.cursor_cell = (0, 0)
    qtbot.keyClick(board, Qt.Key.Key_L)
    assert listener.announcements()[-1] == "row 1, column 1"
    qtbot.keyClick(board, Qt.Key.Key_I)
    assert listener.announcements()[-1].startswith("row 1, column 1, ")
    qtbot.keyClick(board, Qt.Key.Key_A)
    assert listener.announcements()[-1].startswith("row 1, column 1, ")
    covered = next_covered(board.game, (0, 0))
    qtbot.keyClick(board, Qt.Key.Key_O)
    assert covered is not None and board.cursor_cell == covered
