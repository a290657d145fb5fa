"""Issue 26, point 1: the end-of-game panel fits at every width, nothing clipped or cut."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QPushButton

from minesweeper_app.engine import HintRole
from minesweeper_app.game import BEGINNER, INTERMEDIATE, Level, State
from minesweeper_app.ui.legend import MARK_WORDS, legend_roles
from tests.gui.helpers import click, fixed_layout, settle, start_game

# Ten mines; the corners (0, 0) and (0, 8) stay covered behind them, so the game goes on.
MINES = frozenset({(0, 1), (1, 0), (1, 1), (0, 7), (1, 7), (1, 8), (4, 0), (4, 1), (5, 0), (5, 1)})
LOSE_ON = (1, 1)
EXTRA = frozenset((r, c) for r in range(8, 11) for c in range(10))  # 30 more for Intermediate


def _mines(level: Level) -> frozenset[tuple[int, int]]:
    return MINES if level.mines == len(MINES) else MINES | EXTRA


def _lose(qtbot: Any, win: Any, level: Level) -> None:
    win.new_game(level)
    start_game(qtbot, win, (level.height - 1, level.width - 1))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, LOSE_ON)
    assert win.game.state is State.LOST
    qtbot.waitUntil(lambda: not win.below.pending)


def _inside(widget: Any, outer: Any) -> bool:
    top_left = widget.mapTo(outer, widget.rect().topLeft())
    return outer.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("level", [BEGINNER, INTERMEDIATE], ids=["beginner", "intermediate"])
def test_after_a_loss_every_button_shows_its_whole_label(
    qtbot: Any, make_window, level: Level
) -> None:
    win = make_window(
        creator=fixed_layout(_mines(level)), available_geometry=lambda: QRect(0, 0, 1400, 1000)
    )
    _lose(qtbot, win, level)
    assert win.width() == {"beginner": 330, "intermediate": 452}[level.key]
    central = win.centralWidget()
    shown = [b for b in central.findChildren(QPushButton) if b.isVisible()]
    assert {b.objectName() for b in shown} >= {"undo_button", "retry_button", "review_button"}
    for button in shown:
        needs = button.fontMetrics().horizontalAdvance(button.text())
        assert button.width() >= needs, f"{button.text()!r} is clipped"
        assert _inside(button, central), f"{button.text()!r} sticks out of the window"


@pytest.mark.parametrize("level", [BEGINNER, INTERMEDIATE], ids=["beginner", "intermediate"])
def test_the_explanation_reads_in_the_reserved_room_and_the_board_keeps_its_own(
    qtbot: Any, make_window, level: Level
) -> None:
    """Issue 34: the end panel takes the message's reserved room (a long explanation
    scrolls there, headline and numbers first); the window and the board stay put."""
    win = make_window(
        creator=fixed_layout(_mines(level)), available_geometry=lambda: QRect(0, 0, 1400, 1000)
    )
    win.new_game(level)
    settle()
    size, info = win.size(), win.info.geometry()
    _lose(qtbot, win, level)
    settle()
    holder = win.summary_panel.parentWidget().parentWidget()
    assert win.summary_panel.isVisible()
    assert (win.size(), win.info.geometry()) == (size, info), "the window made room"
    assert win.board_area.verticalScrollBar().maximum() == 0, "the board lost its room"
    assert holder.verticalScrollBar().value() == 0, "the headline shows first"
    if holder.verticalScrollBar().maximum() > 0:
        assert holder.verticalScrollBar().isVisible(), "more text, and a scroll bar says so"
    assert _inside(win.info, win.centralWidget())


def test_on_a_short_screen_the_text_scrolls_and_no_line_is_cut(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES), available_geometry=lambda: QRect(0, 0, 800, 500))
    _lose(qtbot, win, BEGINNER)
    holder = win.summary_panel.parentWidget().parentWidget()
    assert holder.verticalScrollBar().maximum() > 0, "the test needs a text that scrolls"
    assert holder.verticalScrollBar().singleStep() == win.summary_panel.fontMetrics().lineSpacing()
    # The first row hidden under the view is blank in the whole text: the view ends
    # between two lines, never across one.
    whole = win.summary_panel.grab().toImage()
    y = holder.viewport().height() - win.summary_panel.y()
    background = whole.pixelColor(whole.width() - 6, y)
    row = {whole.pixelColor(x, y).rgb() for x in range(6, whole.width() - 6)}
    assert row == {background.rgb()}, f"the view ends across a line (row {y})"


def test_the_legend_names_exactly_the_marks_on_the_board(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES))
    _lose(qtbot, win, BEGINNER)
    legend = win.info.legend
    win.before_button.click()
    assert win.board.highlights, "the loss explanation marks the board"
    assert legend.isVisible() and legend.roles == legend_roles(win.board.highlights)
    assert MARK_WORDS[HintRole.MISTAKE] in legend.text()
    win.new_game()
    assert not legend.isVisible() and legend.roles == []
