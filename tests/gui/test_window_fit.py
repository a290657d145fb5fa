"""The window fits the screen, scrolls only when cells would get too small, and scales."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from minesweeper_app.engine import HintRole
from minesweeper_app.game import BEGINNER, EXPERT, custom_level
from minesweeper_app.ui.board.widget import ZOOM_STEPS
from minesweeper_app.ui.window.below_board import SCROLLING_LINES
from tests.gui.helpers import click, fixed_layout, settle, start_game

LAPTOP = QRect(0, 0, 1280, 800)
LARGE = QRect(0, 0, 3840, 2160)


def _fits(win: Any, area: QRect) -> bool:
    frame = win.frameGeometry().size() - win.geometry().size()
    return (
        win.width() + frame.width() <= area.width()
        and win.height() + frame.height() <= area.height()
    )


def _scrolls(win: Any) -> bool:
    area = win.board_area
    return area.horizontalScrollBar().maximum() > 0 or area.verticalScrollBar().maximum() > 0


def test_a_99x99_board_on_a_laptop_screen_fits_and_scrolls(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: LAPTOP)
    win.new_game(custom_level(99, 99, 1500))
    qtbot.waitUntil(lambda: _fits(win, LAPTOP) and _scrolls(win))
    assert win.board.zoom == ZOOM_STEPS[0], "zoomed out as far as cells stay clickable"
    assert win.hint_button.isVisible() and win.message_label.parent() is not None
    bottom = win.info.mapTo(win, win.info.rect().bottomLeft()).y()
    assert bottom <= win.height(), "buttons and message area stay on screen"


def test_expert_zooms_out_to_fit_and_beginner_returns_to_the_players_zoom(
    qtbot: Any, make_window
) -> None:
    win = make_window(available_geometry=lambda: LAPTOP)
    win.new_game(BEGINNER)
    win.set_zoom(2.0)
    qtbot.waitUntil(lambda: win.board.zoom == 2.0)
    win.new_game(EXPERT)
    assert win.board.zoom < 2.0 and win.options.zoom == 2.0
    qtbot.waitUntil(lambda: _fits(win, LAPTOP))
    assert not _scrolls(win), "Expert fits a laptop screen without scrolling"
    win.new_game(BEGINNER)
    assert win.board.zoom == 2.0


def test_a_grown_window_moves_back_onto_the_screen(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: LAPTOP)
    win.new_game(BEGINNER)
    win.move(900, 400)
    win.new_game(EXPERT)
    frame = win.frameGeometry()
    assert LAPTOP.contains(frame), (frame, LAPTOP)


def test_on_a_large_screen_the_players_zoom_is_kept(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: LARGE)
    win.set_zoom(2.0)
    win.new_game(EXPERT)
    assert win.board.zoom == 2.0
    qtbot.waitUntil(lambda: win.board.cell_size() == win.board.preferred_cell_size() == 48)
    assert not _scrolls(win)


def test_counters_face_and_buttons_scale_with_the_zoom(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: LARGE)
    win.new_game(BEGINNER)
    win.set_zoom(1.0)
    face, counter = win.face_button.iconSize().width(), win.mines_label.sizeHint().height()
    button = win.hint_button.sizeHint().height()
    win.set_zoom(2.0)
    assert win.face_button.iconSize().width() == 2 * face
    assert win.mines_label.sizeHint().height() > 1.5 * counter
    assert win.hint_button.sizeHint().height() > button


def test_ctrl_equals_and_ctrl_plus_both_zoom_in(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: LARGE)
    win.new_game(BEGINNER)
    win.set_zoom(1.0)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(win.board, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert win.board.zoom == 1.25
    qtbot.keyClick(win.board, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert win.board.zoom == 1.5
    qtbot.keyClick(win.board, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert win.board.zoom == 1.25


def test_the_window_height_does_not_jump_with_the_message(qtbot: Any, make_window) -> None:
    """Messages and the end-of-game text share reserved lines: the window never grows."""
    win = make_window(creator=fixed_layout(frozenset({(0, 4), (4, 4), (1, 3)})))
    win.new_game(custom_level(5, 5, 3))
    settle()
    height = win.height()
    win.hint_button.click()  # before the first click: a one-line message
    assert "the first cell opened" in win.last_message
    QApplication.processEvents()
    assert win.height() == height
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, (1, 3))  # lose: the summary takes the message's place
    qtbot.waitUntil(lambda: not win.below.pending)
    settle()
    assert win.height() == height, "the explanation scrolls in the message's room"
    win.new_game()
    settle()
    assert win.height() == height


def test_focus_stays_on_the_board_after_buttons_and_tab_moves_on(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(frozenset({(0, 4), (4, 4), (1, 3)})))
    win.new_game(custom_level(5, 5, 3))
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.board)
    qtbot.mouseClick(win.hint_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.face_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is win.board
    qtbot.keyClick(win.board, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is win.hint_button, "Tab leaves the board"
    qtbot.keyClick(win.hint_button, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is win.board
    before = win.board.cursor_cell
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert win.board.cursor_cell == (before[0], before[1] + 1)


def test_level_menu_items_have_mnemonics_and_the_title_fits(qtbot: Any, make_window) -> None:
    win = make_window()
    win.new_game(BEGINNER)
    texts = [win.menus.level_actions[k].text() for k in ("beginner", "intermediate", "expert")]
    keys = [t[t.index("&") + 1].lower() for t in texts]
    assert keys == ["b", "i", "e"]
    title_width = win.fontMetrics().horizontalAdvance(win.windowTitle())
    assert win.width() >= title_width + 150, "room for the title beside the window buttons"


def test_the_level_from_the_command_line_is_used(qtbot: Any, make_window) -> None:
    from minesweeper_app.__main__ import build_parser

    level = build_parser().parse_args(["--level", "20x10/30"]).level
    win = make_window(level=level)
    assert (win.game.level.width, win.game.level.height, win.game.level.mines) == (20, 10, 30)
    assert win.menus.level_actions["custom"].isChecked()


def test_a_bad_level_on_the_command_line_is_explained(capsys: Any) -> None:
    import pytest

    from minesweeper_app.__main__ import build_parser

    with pytest.raises(SystemExit):
        build_parser().parse_args(["--level", "9x9/80"])
    assert "at most 72 mines" in capsys.readouterr().err


def test_a_hint_on_a_scrolled_board_brings_its_cells_into_view(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: QRect(0, 0, 900, 500), seed=3)
    win.new_game(custom_level(60, 60, 600))
    qtbot.waitUntil(lambda: _scrolls(win))
    start_game(qtbot, win, (30, 30))

    def in_view() -> list[tuple[int, int]]:
        visible = win.board.visibleRegion().boundingRect()
        return [c for c in win.board.highlights if visible.contains(win.board.cell_rect(c))]

    for _ in range(2):  # where to look, then which cell
        # The player has scrolled to the end of the board away from the marked cells.
        bar = win.board_area.verticalScrollBar()
        marked = win.board.highlights
        if marked:
            middle = win.board.cell_rect(next(iter(marked))).center().y()
            bar.setValue(bar.maximum() if middle < win.board.height() / 2 else 0)
            assert not in_view(), "the test needs the marks out of view first"
        with qtbot.waitSignal(win.hint_shown, timeout=30_000):
            win.request_hint()
        assert win.board.highlights, win.last_message
        assert in_view(), f"none of {sorted(win.board.highlights)} is in view"
        targets = [
            c for c, role in win.board.highlights.items() if role in (HintRole.SAFE, HintRole.MINE)
        ]
        assert all(c in in_view() for c in targets)


def test_the_first_click_on_a_huge_board_does_not_scroll_the_view(qtbot: Any, make_window) -> None:
    """Issue 34: the first click on 128x128 scrolled the view by about 85 px, so the
    opened area moved from under the pointer."""
    win = make_window(available_geometry=lambda: LAPTOP)
    win.new_game(custom_level(128, 128, 3000))
    settle()
    area = win.board_area
    assert _scrolls(win)
    viewport = area.viewport()
    corner = viewport.rect().bottomRight() - viewport.rect().topLeft()
    cell = win.board.cell_at(win.board.mapFrom(viewport, corner * 3 / 4))
    assert cell is not None
    before = (area.horizontalScrollBar().value(), area.verticalScrollBar().value())
    start_game(qtbot, win, cell)
    settle()
    assert (area.horizontalScrollBar().value(), area.verticalScrollBar().value()) == before


def test_a_99x99_board_on_a_laptop_gives_the_board_most_of_the_height(
    qtbot: Any, make_window
) -> None:
    """Issue 34: 99x99 used 600 of 800 px: with a board that scrolls the message keeps
    five lines (enough for a game's end text), and the buttons one, so the board gets
    the rest."""
    win = make_window(available_geometry=lambda: LAPTOP)
    win.new_game(custom_level(99, 99, 1500))
    settle()
    assert _scrolls(win) and win.info.message_lines == SCROLLING_LINES
    assert win.board_area.height() >= 0.72 * LAPTOP.height(), win.board_area.height()


def test_the_end_text_of_a_99x99_game_on_a_laptop_reads_whole(qtbot: Any, make_window) -> None:
    """Issue 34: on a 99x99 board that scrolls anyway the message kept two lines, so a
    loss's summary (headline, numbers, why) showed two and a half lines behind a scroll
    bar; the text keeps five lines and the board still gets most of the height."""
    from tests.gui.test_layout_stability import LOSE_ON, mines_for

    level = custom_level(99, 99, 1500)
    win = make_window(creator=fixed_layout(mines_for(level)), available_geometry=lambda: LAPTOP)
    win.new_game(level)
    settle()
    start_game(qtbot, win, (level.height - 1, level.width - 1))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, LOSE_ON)
    qtbot.waitUntil(lambda: win.info.currentIndex() == 1)
    settle()
    assert _fits(win, LAPTOP) and _scrolls(win)
    shown, needs = win.info.pages.height(), win.info.summary_needs()
    assert shown >= needs, f"the summary needs {needs} px and shows {shown}"
    assert win.board_area.height() >= 0.72 * LAPTOP.height(), win.board_area.height()
