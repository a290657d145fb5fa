"""Issue 26, point 5: pause hides the board and stops the clock, a game in progress
survives closing the window, and leaving one asks first and counts as a loss once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from minesweeper_app.engine import FLAGGED
from minesweeper_app.game import State, custom_level
from minesweeper_app.game.session import SAVE_FILE
from tests.gui.helpers import click, fixed_layout, settle, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _playing(qtbot: Any, make_window, clock: Clock, data_dir: Path | None = None) -> Any:
    win = make_window(data_dir, creator=fixed_layout(MINES3), clock=clock)
    win.new_game(LEVEL3)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.board)
    start_game(qtbot, win, (2, 0))
    assert win.game.state is State.PLAYING
    return win


def _board_hidden(win: Any) -> bool:
    cover = win.session.cover
    return cover.isVisible() and cover.geometry().contains(win.board_area.rect())


def test_p_pauses_the_clock_and_hides_the_board(qtbot: Any, make_window) -> None:
    clock = Clock()
    win = _playing(qtbot, make_window, clock)
    clock.now += 5
    qtbot.keyClick(win.board, Qt.Key.Key_P)
    assert win.session.paused and _board_hidden(win)
    assert not win.board.isEnabled() and not win.hint_button.isEnabled()
    clock.now += 600  # away for ten minutes
    assert win.game.elapsed() == pytest.approx(5)
    click(qtbot, win, (0, 3))  # a click on the hidden board does nothing
    assert int(win.game.values[0, 3]) < 0
    qtbot.keyClick(win.session.cover, Qt.Key.Key_P)
    assert not win.session.paused and not win.session.cover.isVisible()
    assert win.board.isEnabled() and QApplication.focusWidget() is win.board
    clock.now += 2
    assert win.game.elapsed() == pytest.approx(7)
    qtbot.waitUntil(lambda: win.time_label.text() == "007")


def test_a_click_on_the_cover_plays_on_and_p_before_a_game_does_nothing(
    qtbot: Any, make_window
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.session.pause_action.trigger()
    assert not win.session.paused, "nothing to pause before the first click"
    start_game(qtbot, win, (2, 0))
    win.session.pause_action.trigger()
    assert win.session.paused
    qtbot.mouseClick(win.session.cover, Qt.MouseButton.LeftButton)
    assert not win.session.paused


def test_minimising_or_leaving_the_window_pauses_it(qtbot: Any, make_window) -> None:
    clock = Clock()
    win = _playing(qtbot, make_window, clock)
    win.showMinimized()
    qtbot.waitUntil(lambda: win.session.paused)
    assert _board_hidden(win)
    win.showNormal()
    win.activateWindow()
    qtbot.waitUntil(lambda: win.isActiveWindow() and not win.isMinimized())
    for _ in range(5):
        settle()  # the platform's late state changes
    # Issue 34: restored, it resumed without the cover; now the player plays on.
    assert win.session.paused and _board_hidden(win)
    win.session.resume()
    other = make_window()
    other.activateWindow()
    qtbot.waitUntil(lambda: win.session.paused)
    win.activateWindow()
    qtbot.waitUntil(lambda: not win.session.paused)


def test_a_game_in_progress_comes_back_at_the_next_start(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "player"
    clock = Clock()
    win = _playing(qtbot, make_window, clock, data)
    click(qtbot, win, (1, 3), Qt.MouseButton.RightButton)
    clock.now += 12
    values = win.game.values.copy()
    board_id, moves = win.game.board_id, list(win.game.moves)
    win.close()
    assert (data / SAVE_FILE).exists()
    assert win.stats.history() == [], "a kept game is not a loss"

    later = Clock()
    back = make_window(data, clock=later)
    assert back.game.state is State.PLAYING and back.session.paused
    assert np.array_equal(back.game.values, values) and int(back.game.values[1, 3]) == FLAGGED
    assert back.game.board_id == board_id and back.game.moves == moves
    assert back.time_label.text() == "012" and "from last time" in back.last_message
    assert not (data / SAVE_FILE).exists(), "it comes back once"
    back.session.resume()
    later.now += 3
    assert back.game.elapsed() == pytest.approx(15)
    with qtbot.waitSignal(back.game_finished):
        for cell in ((0, 3), (1, 4), (2, 4), (3, 4)):
            click(qtbot, back, cell)
    assert back.game.state is State.WON


def _answer(button_text: str) -> None:
    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "abandon_question"
        for button in box.buttons():
            if button.text() == button_text:
                button.click()

    QTimer.singleShot(0, press)


def test_leaving_a_game_asks_first_and_counts_it_as_a_loss_once(qtbot: Any, make_window) -> None:
    win = _playing(qtbot, make_window, Clock())
    win.show_notices = True
    game = win.game
    _answer("Keep playing")
    qtbot.keyClick(win.board, Qt.Key.Key_F2)
    assert win.game is game and win.game.state is State.PLAYING
    _answer("Keep playing")
    win.open_daily_board()
    assert win.game is game and not win.controller.preparing
    assert win.stats.history() == []
    _answer("Leave it (a loss)")
    win.face_button.click()
    assert win.game is not game and win.game.state is State.READY
    history = win.stats.history()
    assert [(r.won, r.level) for r in history] == [(False, "custom")]
    win.new_game()  # nothing in progress now: no question, nothing recorded
    assert len(win.stats.history()) == 1


def test_the_window_comes_back_where_and_as_big_as_it_was(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "player"
    win = make_window(data)
    win.move(123, 77)
    win.resize(win.width() + 40, win.height() + 30)
    size = win.size()
    qtbot.waitUntil(lambda: win.pos().x() == 123)
    win.close()
    again = make_window(data)
    assert again.size() == size and (again.pos().x(), again.pos().y()) == (123, 77)


def test_a_level_asked_for_at_start_wins_over_the_kept_game(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "player"
    win = _playing(qtbot, make_window, Clock(), data)
    win.close()
    asked = make_window(data, level=custom_level(6, 6, 4))
    assert asked.game.state is State.READY and asked.game.level.width == 6
    assert (data / SAVE_FILE).exists(), "the kept game waits for a plain start"
    later = make_window(data)
    assert later.game.state is State.PLAYING and later.game.level == LEVEL3


def test_the_words_about_a_kept_game_go_once_it_plays_on(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    """Issue 34: "Your game from last time is back... Press P" stayed after resuming."""
    data = tmp_path / "player"
    win = _playing(qtbot, make_window, Clock(), data)
    win.close()
    back = make_window(data, clock=Clock())
    assert "from last time" in back.last_message and back.session.paused
    back.session.resume()
    assert back.last_message == "" and back.message_label.text() == ""


def test_the_words_about_an_undo_go_with_the_next_move(qtbot: Any, make_window) -> None:
    """Issue 34: "The click that hit the mine is taken back" stayed after more moves."""
    win = _playing(qtbot, make_window, Clock())
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, (1, 3))
    win.undo_button.click()
    assert "taken back" in win.last_message
    click(qtbot, win, (0, 3))
    assert win.game.state is State.PLAYING
    assert win.last_message == "" and win.message_label.text() == ""
