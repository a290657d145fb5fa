"""Issue 26, point 9: a small window gives the board the room (two message lines, no
ruler margin with rulers off), a hinted cell is brought into view, and a maximised
board fills the window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from minesweeper_app.game import BEGINNER, EXPERT
from minesweeper_app.ui.window.below_board import DECIDED
from tests.gui.helpers import start_game

SCREEN = QRect(0, 0, 1400, 1000)


def _lines(win: Any) -> int:
    return (win.info.pages.height() - 12) // win.info.line


def test_at_the_smallest_size_messages_take_two_lines_and_rulers_off_no_margin(
    qtbot: Any, make_window
) -> None:
    win = make_window(available_geometry=lambda: SCREEN)
    win.set_rulers("off")
    win.new_game(EXPERT)
    QApplication.processEvents()
    assert _lines(win) == 6, "room to spare: six lines"
    win.resize(win.minimumSizeHint())
    qtbot.waitUntil(lambda: _lines(win) == 2)
    board = win.board
    geo = board.geometry_of_cells()
    assert (geo.x, geo.y) == (0, 0) or board.width() > geo.width * geo.cell, "no ruler margin"
    win.resize(win.fitter.wanted_size().width(), 2000)
    qtbot.waitUntil(lambda: _lines(win) == 6)


def test_a_hinted_cell_is_brought_into_view_in_a_small_window(qtbot: Any, make_window) -> None:
    win = make_window(seed=5, available_geometry=lambda: SCREEN)
    win.new_game(EXPERT)
    win.resize(win.minimumSizeHint())
    QApplication.processEvents()
    start_game(qtbot, win, (8, 15))
    viewport = win.board_area.viewport()
    for _ in range(3):
        with qtbot.waitSignal(win.hint_shown, timeout=30_000):
            win.request_hint()
        qtbot.waitUntil(lambda: not win.below.pending)
        decided = [c for c, r in win.board.highlights.items() if r in DECIDED]
        for cell in decided:
            rect = win.board.cell_rect(cell)
            top_left = win.board.mapTo(viewport, rect.topLeft())
            assert viewport.rect().contains(QRect(top_left, rect.size())), cell


def test_a_maximised_board_fills_the_window(qtbot: Any, make_window) -> None:
    win = make_window(available_geometry=lambda: SCREEN)
    win.new_game(BEGINNER)
    win.resize(1900, 1000)  # a maximised window on a desktop screen
    QApplication.processEvents()
    geo = win.board.geometry_of_cells()
    area = win.board_area.viewport().size()
    used = max(geo.width * geo.cell / area.width(), geo.height * geo.cell / area.height())
    assert used > 0.9, f"the board uses {used:.0%} of its area"
