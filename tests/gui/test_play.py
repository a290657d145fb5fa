"""Playing with mouse and keyboard on the real window (offscreen)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from minesweeper_app.engine import COVERED, FLAGGED
from minesweeper_app.game import State, custom_level
from tests.gui.helpers import cell_colour, click, fixed_layout, opened_count, settle, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})  # leaves (0,3),(1,4),(2,4),(3,4) covered
LEVEL2 = custom_level(5, 5, 2)
MINES2 = frozenset({(0, 0), (0, 2)})  # first click at (4,4): (1,1) shows 2


def test_right_click_flags_and_unflags_and_the_counter_follows(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    assert win.mines_label.text() == "003"
    click(qtbot, win, (1, 4), Qt.MouseButton.RightButton)
    assert int(win.game.values[1, 4]) == FLAGGED and win.mines_label.text() == "002"
    click(qtbot, win, (1, 4))  # a left click on a flag does nothing
    assert int(win.game.values[1, 4]) == FLAGGED
    click(qtbot, win, (1, 4), Qt.MouseButton.RightButton)
    assert int(win.game.values[1, 4]) == COVERED and win.mines_label.text() == "003"


def test_question_marks_option(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.menus.question_action.setChecked(True)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    for _ in range(2):
        click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)
    assert (0, 3) in win.game.questions and int(win.game.values[0, 3]) == COVERED
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)
    assert (0, 3) not in win.game.questions


def test_chord_by_middle_click_and_by_left_click_on_a_number(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    assert int(win.game.values[1, 1]) == 2 and int(win.game.values[0, 1]) == COVERED
    click(qtbot, win, (1, 1), Qt.MouseButton.MiddleButton)
    assert int(win.game.values[0, 1]) == COVERED, "flags incomplete: chord must not open"
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    click(qtbot, win, (0, 2), Qt.MouseButton.RightButton)
    click(qtbot, win, (1, 1), Qt.MouseButton.MiddleButton)
    assert int(win.game.values[0, 1]) == 2
    assert win.game.state is State.WON


def test_left_click_on_a_complete_number_chords(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    click(qtbot, win, (0, 2), Qt.MouseButton.RightButton)
    click(qtbot, win, (1, 1))
    assert win.game.state is State.WON and win.face_name == "face_win"


def test_pressed_cell_feedback_while_the_button_is_down(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    pos = win.board.cell_rect((0, 3)).center()
    raised = cell_colour(win, (0, 3), 0.05, 0.5)  # the bevel's light edge
    qtbot.mousePress(win.board, Qt.MouseButton.LeftButton, pos=pos)
    assert win.face_name == "face_wow"
    assert cell_colour(win, (0, 3), 0.05, 0.5) != raised, "a held cell looks pressed in"
    assert int(win.game.values[0, 3]) == COVERED, "nothing opens before the release"
    qtbot.mouseRelease(win.board, Qt.MouseButton.LeftButton, pos=pos)
    assert int(win.game.values[0, 3]) == 2 and win.face_name == "face_smile"


def test_losing_shows_every_mine_the_hit_one_and_wrong_flags(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    covered_look = cell_colour(win, (4, 4), 0.5, 0.5)
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # wrong flag
    with qtbot.waitSignal(win.game_finished) as finished:
        click(qtbot, win, (1, 3))
    assert finished.args == [False]
    assert win.game.state is State.LOST and win.face_name == "face_lost"
    assert "row 2, column 4" in win.last_message
    hit = cell_colour(win, (1, 3), 0.08, 0.5)
    assert hit.red() > 200 and hit.green() < 80, "the mine that was hit sits on red"
    mine_centre = cell_colour(win, (4, 4), 0.5, 0.5)
    assert mine_centre.lightness() < 60 and mine_centre != covered_look, "other mines shown"
    assert win.game.wrong_flags() == {(0, 3)}
    red_cross = cell_colour(win, (0, 3), 0.2, 0.2)
    assert red_cross.red() > 180 and red_cross.green() < 90, "the wrong flag is crossed out"
    click(qtbot, win, (0, 4))
    assert int(win.game.values[0, 4]) == COVERED, "a lost board takes no more moves"


def test_keyboard_cursor_opens_flags_and_f2_starts_over(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.board.setFocus()
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Left):
        qtbot.keyClick(win.board, key)
    assert win.board.cursor_cell == (2, 0)
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        qtbot.keyClick(win.board, Qt.Key.Key_Space)
    assert win.game.start_cell == (2, 0) and opened_count(win) == 18
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Up) + (Qt.Key.Key_Right,) * 3:
        qtbot.keyClick(win.board, key)
    assert win.board.cursor_cell == (0, 3)
    qtbot.keyClick(win.board, Qt.Key.Key_F)
    assert int(win.game.values[0, 3]) == FLAGGED
    qtbot.keyClick(win.board, Qt.Key.Key_F)
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    assert int(win.game.values[0, 3]) == 2
    qtbot.keyClick(win.board, Qt.Key.Key_F2)
    assert win.game.state is State.READY and opened_count(win) == 0


def test_zoom_scales_the_board_and_the_window(qtbot: Any, make_window) -> None:
    win = make_window()
    win.new_game(LEVEL3)
    win.set_zoom(1.0)
    settle()
    before_cell, before_height = win.board.cell_size(), win.height()
    win.zoom_in()
    qtbot.waitUntil(lambda: win.board.cell_size() > before_cell)
    assert 5 * win.board.cell_size() <= win.board.width()
    qtbot.waitUntil(lambda: win.height() > before_height)
    win.set_zoom(1.0)
    qtbot.waitUntil(lambda: win.board.cell_size() == before_cell)


def test_auto_open_option_opens_around_a_number_once_its_flags_are_complete(
    qtbot: Any, make_window
) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    assert not win.menus.auto_open_action.isChecked(), "off by default"
    win.menus.auto_open_action.setChecked(True)
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    assert int(win.game.values[0, 1]) == COVERED
    # The 1 at (1,0) touches only the mine (0,0): flagging it completes that 1.
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    assert int(win.game.values[0, 1]) == 2, "opened without a click"
    assert win.game.state is State.WON


def test_without_auto_open_a_complete_flag_opens_nothing(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    assert int(win.game.values[0, 1]) == COVERED and win.game.state is State.PLAYING


def test_statistics_dialog_lists_finished_games(qtbot: Any, make_window) -> None:
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    click(qtbot, win, (1, 3))
    dialog = StatisticsDialog(win.stats, win)
    qtbot.addWidget(dialog)
    table = dialog.history_table
    assert table.rowCount() == 1
    assert [table.item(0, c).text() for c in (1, 3, 4)] == ["5x5/3", "lost", "—"]  # by size


def test_the_window_is_sized_to_the_board(qtbot: Any, make_window) -> None:
    from minesweeper_app.game import BEGINNER, EXPERT

    win = make_window()
    win.new_game(EXPERT)
    qtbot.waitUntil(lambda: 30 * win.board.cell_size() <= win.board.width())
    expert_width = win.width()
    assert expert_width >= 30 * win.board.cell_size()
    win.new_game(BEGINNER)
    qtbot.waitUntil(lambda: win.width() < expert_width)
    assert 9 * win.board.cell_size() <= win.board.width()


def _mouse(win: Any, kind: Any, cell: tuple[int, int], button: Any, buttons: Any) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    pos = QPointF(win.board.cell_rect(cell).center())
    event = QMouseEvent(
        kind, pos, win.board.mapToGlobal(pos), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(win.board, event)


def test_chord_with_both_buttons_held(qtbot: Any, make_window) -> None:
    from PySide6.QtCore import QEvent

    left, right = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
    win = make_window(creator=fixed_layout(MINES2))
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    win.game.toggle_flag((0, 0))
    win.game.toggle_flag((0, 2))
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    _mouse(win, press, (1, 1), left, left)
    _mouse(win, press, (1, 1), right, left | right)
    assert int(win.game.values[0, 1]) == COVERED, "nothing happens while both are held"
    _mouse(win, release, (1, 1), right, left)
    assert int(win.game.values[0, 1]) == 2 and win.game.state is State.WON
    _mouse(win, release, (1, 1), left, Qt.MouseButton.NoButton)
    assert win.game.state is State.WON
