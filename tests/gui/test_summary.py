"""The end-of-game summary and the window's messages."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox

from minesweeper_app.engine import CreationTimeout, HintRole
from minesweeper_app.game import State, custom_level
from minesweeper_app.game.finished import FinishedGame
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL2 = custom_level(5, 5, 2)
MINES2 = frozenset({(0, 0), (0, 2)})  # first click at (4,4) leaves (0,0),(0,1),(0,2) covered
LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _panel_text(win: Any) -> str:
    """The summary as the player reads it (rich text to plain words)."""
    doc = QTextDocument()
    doc.setHtml(win.summary_panel.text())
    return doc.toPlainText().replace("\u00a0", " ")


def _summary_shown(win: Any) -> bool:
    return win.info.currentIndex() == 1 and win.summary_panel.isVisible()


def test_a_win_shows_the_summary_under_the_board(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    click(qtbot, win, (0, 2), Qt.MouseButton.RightButton)
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (1, 1))  # chord: opens (0, 1) and wins
    summary = win.last_summary
    assert summary.won and summary.clicks == 4 and summary.hints == 0
    assert summary.three_bv == win.game.three_bv == 2  # the opening and the lone 2 at (0, 1)
    assert summary.efficiency == 0.5 and summary.rank == 1 and summary.ranked == 1
    text = _panel_text(win)
    assert "Clicks 4" in text and "Rank 1 of 1" in text
    for words in (
        "You won in",
        "a new best time",
        "3BV",
        "3BV/s",
        "Clicks",
        "4",
        "Efficiency",
        "50%",
        "Hints",
        "none",
        "Rank",
        "1 of 1",
    ):
        assert words in text, words
    assert _summary_shown(win)
    assert QApplication.activeModalWidget() is None, "nothing covers the finished board"
    win.new_game()
    assert not _summary_shown(win) and win.last_message == ""


def test_a_loss_and_the_rank_among_earlier_wins(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.stats.record(FinishedGame(custom_level(5, 5, 2), 0.0001, True, 0))  # faster
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (0, 0))
    assert not win.last_summary.won and "Boom" in _panel_text(win)
    assert "row 1, column 1" in win.last_message
    win.new_game()
    start_game(qtbot, win, (4, 4))
    win.game.toggle_flag((0, 0))
    win.game.toggle_flag((0, 2))
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (1, 1))
    assert win.last_summary.rank == 2 and win.last_summary.ranked == 2
    assert "2 of 2" in _panel_text(win) and "new best" not in win.last_message


def test_winning_with_the_hints_last_press_shows_the_win(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.menus.no_flag_action.setChecked(True)  # the hint opens (0, 1), the last safe cell
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    for _ in range(10):
        with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
            win.hint_button.click()
        if win.game.finished:
            break
    assert win.game.state is State.WON and shown.args[0].move is not None
    assert win.last_message.startswith("You won") and "Opening" not in win.last_message
    assert win.board.highlights == {}, "the hint highlight clears when the game ends"
    assert win.last_summary.hints == 1 and win.last_summary.rank is None
    assert "with help (1 hint)" in _panel_text(win)
    # The hint made the last move, so the player's clicks do not measure efficiency.
    assert win.last_summary.efficiency is None and "Efficiency —" in _panel_text(win)


def test_check_flags_without_flags_is_not_help(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.check_button.click()
    assert win.last_message == "No flags to check."
    assert win.game.hints_used == 0


def test_one_wrong_flag_is_named_in_the_singular(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # (0, 3) is safe
    with qtbot.waitSignal(win.flags_checked, timeout=30_000):
        win.check_button.click()
    assert win.last_message == (
        "The flag at row 1, column 4 is on a safe cell: the numbers prove there is no mine there."
    )
    assert win.board.highlights == {(0, 3): HintRole.WRONG_FLAG}
    assert win.game.hints_used == 1


def test_the_creating_message_goes_when_a_timeout_is_dismissed(qtbot: Any, make_window) -> None:
    shown = threading.Event()

    def slow_then_timeout(*_: Any, **__: Any) -> Any:
        shown.wait(30)  # until the test has seen the busy message
        raise CreationTimeout("no board within the time limit")

    win = make_window(creator=slow_then_timeout)
    win.new_game(LEVEL3)
    click(qtbot, win, (2, 0))
    qtbot.waitUntil(lambda: "Creating" in win.last_message, timeout=5_000)
    shown.set()
    qtbot.waitUntil(
        lambda: win.timeout_box is not None and win.timeout_box.isVisible(), timeout=10_000
    )
    assert "Creating" not in win.message_label.text()
    win.timeout_box.button(QMessageBox.StandardButton.Cancel).click()
    assert "Creating" not in win.message_label.text()
    assert win.game.state is State.READY and not win.busy.isVisible()


def test_a_finished_game_opens_its_review(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    assert not win.review_button.isVisibleTo(win)
    start_game(qtbot, win, (4, 4))
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    click(qtbot, win, (0, 2), Qt.MouseButton.RightButton)
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (1, 1))
    assert win.review_button.isVisibleTo(win)
    win.review_button.click()
    review = win.review_window
    qtbot.waitUntil(lambda: review.review is not None or bool(review.problem), timeout=20_000)
    assert review.review is not None, review.problem
    kinds = [m.kind.name for m in review.review.moves]
    assert len(kinds) == len(win.game.moves) == 4 and kinds[0] == "FIRST"
    review.close()
