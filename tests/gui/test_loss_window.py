"""Issue 13 in the window: the loss explained, Undo, Retry this board, board ids,
the daily board and the logic grade choice."""

from __future__ import annotations

import datetime as dt
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QApplication, QDialog

from minesweeper_app.engine import COVERED, HintRole, daily_board, encode_board_id
from minesweeper_app.game import EXPERT, State, custom_level
from minesweeper_app.ui.legend import target_roles
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})
START = (2, 0)
SAFE_LEFT = ((0, 3), (1, 4), (2, 4), (3, 4))


def _panel_text(win: Any) -> str:
    doc = QTextDocument()
    doc.setHtml(win.summary_panel.text())
    return doc.toPlainText().replace("\u00a0", " ")


def _lose_on_a_provable_mine(qtbot: Any, win: Any) -> Any:
    win.new_game(LEVEL3)
    start_game(qtbot, win, START)
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000) as shown:
        click(qtbot, win, (1, 3))
        assert "Working out why that cell was not safe" in _panel_text(win)
    return shown.args[0]


def test_a_loss_is_explained_on_the_position_before_the_mistake(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    explanation = _lose_on_a_provable_mine(qtbot, win)
    assert win.game.state is State.LOST
    text = _panel_text(win)
    assert "Boom: a mine at row 2, column 4." in text
    assert "Row 2, column 4 was provably a mine." in text
    assert "touches exactly one covered cell" in text and "Logic one number" in text
    # The board shows the mines first; the switch shows the position before the fatal
    # click, the explanation marked (the cell it decides as safe or a mine).
    assert win.before_button.isVisible() and not win.before_button.isChecked()
    assert win.board_game is win.game
    win.before_button.click()
    assert win.board_game is not win.game and int(win.board_game.values[1, 3]) == COVERED
    assert win.board.highlights == target_roles(explanation.highlights(), win.game.mines)
    assert win.board.highlights[(1, 3)] == HintRole.MISTAKE
    assert win.undo_button.isVisible() and win.retry_button.isVisible()
    assert not win.hint_button.isVisible()
    win.before_button.click()  # back to the end of the game: the mines are shown
    assert win.board_game is win.game and win.board.highlights == {}
    assert QApplication.activeModalWidget() is None


def test_undo_takes_the_click_back_and_a_win_counts_as_assisted(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    _lose_on_a_provable_mine(qtbot, win)
    win.undo_button.click()
    assert win.game.state is State.PLAYING and win.game.assisted
    assert win.board_game is win.game and int(win.game.values[1, 3]) == COVERED
    assert not win.undo_button.isVisible() and win.hint_button.isVisible()
    assert "assisted" in win.last_message
    click(qtbot, win, (1, 3), Qt.MouseButton.RightButton)
    with qtbot.waitSignal(win.game_finished) as finished:
        for cell in SAFE_LEFT:
            click(qtbot, win, cell)
    assert finished.args == [True]
    assert "after an undo" in _panel_text(win)
    records = win.stats.history()
    assert [(r.won, r.assisted) for r in records[:2]] == [(True, True), (False, False)]


def test_retry_marks_the_start_and_replays_the_same_board(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    _lose_on_a_provable_mine(qtbot, win)
    board_id = win.game.board_id
    win.retry_button.click()
    assert win.game.state is State.READY and win.game.replay
    assert win.board.highlights == {START: HintRole.SAFE}, "the start cell is marked"
    assert "starts at row 3, column 1" in win.last_message
    click(qtbot, win, (4, 0))
    assert (
        win.game.state is State.READY
        and "click it, or press Space on it, to begin" in win.last_message
    )
    click(qtbot, win, START)
    assert win.game.state is State.PLAYING and win.game.mines == MINES3
    assert win.game.board_id == board_id and win.board.highlights == {}
    assert int(win.game.values[START]) == 0, "the first click opened the start"


def test_copy_and_open_board_id_round_trip_and_a_bad_id(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.menus.copy_id_action.trigger()
    assert "no board yet" in win.last_message
    start_game(qtbot, win, START)
    win.menus.copy_id_action.trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied == encode_board_id(5, 5, MINES3, START) and copied in win.last_message

    win.new_game(EXPERT)
    win.ask_board_id()
    dialog = win.board_id_dialog
    assert dialog.textValue() == copied, "the dialog offers the id on the clipboard"
    with qtbot.waitSignal(win.board_prepared_signal, timeout=30_000):
        dialog.accept()
    assert win.game.level == LEVEL3 and win.game.fixed_board == (MINES3, START)
    assert win.board.highlights == {START: HintRole.SAFE}

    game = win.game
    win.ask_board_id()
    win.board_id_dialog.setTextValue(copied[:-2] + "ZZ")
    win.board_id_dialog.accept()
    assert "This board id cannot be opened" in win.last_message
    assert "does not check out" in win.last_message
    assert win.game is game, "a bad id changes nothing"
    assert win.board_id_dialog.result() == QDialog.DialogCode.Accepted


def test_the_daily_board_and_board_from_the_command_line(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    from minesweeper_app.__main__ import build_parser

    win = make_window()
    with qtbot.waitSignal(win.board_prepared_signal, timeout=60_000):
        win.menus.daily_action.trigger()
    _, _, mines, start = daily_board(dt.date.today())
    assert win.game.level == EXPERT and win.game.fixed_board == (mines, start)
    assert "daily board" in win.last_message

    board_id = encode_board_id(5, 5, MINES3, START)
    assert build_parser().parse_args(["--board", board_id]).board == board_id
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--board", "not-an-id"])
    other = make_window(tmp_path / "other", board_id=board_id)
    qtbot.waitUntil(lambda: other.game.fixed_board == (MINES3, START), timeout=30_000)


def test_the_logic_choice_is_remembered_and_reaches_the_creator(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    calls: list[dict[str, Any]] = []

    gate = threading.Event()

    def creator(height: int, width: int, count: int, start: Any, **kwargs: Any) -> Any:
        calls.append(kwargs)
        gate.wait(10)
        return MINES3

    win = make_window(tmp_path / "data", creator=creator)
    win.menus.grade_actions["hardest"].trigger()
    win.new_game(LEVEL3)
    click(qtbot, win, START)
    qtbot.waitUntil(lambda: win.busy.isVisible(), timeout=5_000)
    assert "of logic grade “hardest”" in win.last_message
    gate.set()
    qtbot.waitUntil(lambda: win.game.state is State.PLAYING, timeout=10_000)
    assert not win.busy.isVisible()
    assert calls[-1]["grade"] == "hardest" and calls[-1]["timeout"] >= 60
    again = make_window(tmp_path / "data", creator=creator)
    assert again.controller.grade_choice == "hardest"
    assert again.menus.grade_actions["hardest"].isChecked()
