"""Issue 34, point 1: nothing under the pointer moves while a game is played.

A scripted game (a hint, a flag and a flag check, a loss with its explanation, the switch
to the position before the mistake, Undo, a second hint, a second loss, Retry) at
Beginner, Expert and 60x60; after every action the window, every button and every cell
must be where they were, to the pixel (``mapToGlobal`` of the real widgets).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt

from minesweeper_app.game import BEGINNER, EXPERT, Level, State, custom_level
from tests.gui.helpers import click, fixed_layout, settle, start_game

# Ten mines around the top-left and top-right corners, which stay covered behind them.
CORNERS = frozenset(
    {(0, 1), (1, 0), (1, 1), (0, 7), (1, 7), (1, 8), (4, 0), (4, 1), (5, 0), (5, 1)}
)
LOSE_ON = (1, 1)
FLAG_ON = (0, 1)
LAPTOP = QRect(0, 0, 1280, 800)
LARGE = QRect(0, 0, 3840, 2160)
BIG = custom_level(60, 60, 300)


def mines_for(level: Level) -> frozenset[tuple[int, int]]:
    """``CORNERS`` and a band of mines across the middle: the bottom opens in one click."""
    band = [(r, c) for r in range(8, level.height) for c in range(level.width)]
    extra = level.mines - len(CORNERS)
    return CORNERS | frozenset(band[:extra])


def snapshot(win: Any) -> dict[str, QRect]:
    """Where the player sees each visible button, the counters and cells, in screen pixels."""
    settle()
    shown: dict[str, QRect] = {"window": win.geometry()}
    widgets = [win.face_button, win.mines_label, win.time_label, win.board_area, win.info]
    widgets += [b for b in win.buttons.after_buttons] + [win.hint_button, win.check_button]
    for widget in widgets:
        if widget.isVisible():
            shown[widget.objectName()] = QRect(
                widget.mapToGlobal(widget.rect().topLeft()), widget.size()
            )
    board = win.board
    for cell in [(0, 0), (board.game.height - 1, board.game.width - 1), LOSE_ON]:
        rect = board.cell_rect(cell)
        shown[f"cell {cell}"] = QRect(board.mapToGlobal(rect.topLeft()), rect.size())
    return shown


def assert_still(before: dict[str, QRect], after: dict[str, QRect], action: str) -> None:
    moved = {
        name: (before[name], after[name])
        for name in before.keys() & after.keys()
        if before[name] != after[name]
    }
    assert not moved, f"{action} moved {moved}"


def play_scripted_game(qtbot: Any, win: Any, level: Level) -> list[str]:
    """Play the script; after each step the layout must be the one before it."""
    steps: list[str] = []
    last = snapshot(win)

    def step(action: str) -> None:
        nonlocal last
        qtbot.waitUntil(lambda: not win.below.pending)
        now = snapshot(win)
        assert_still(last, now, action)
        last = now
        steps.append(action)

    win.hint_button.click()  # before the first click: where to start
    assert win.last_message, "a hint before the first click says where to start"
    step("a hint before the first click")
    start_game(qtbot, win, (level.height - 1, level.width - 1))
    step("the first click")
    with qtbot.waitSignal(win.hint_shown, timeout=30_000):
        win.hint_button.click()
    step("a hint")
    click(qtbot, win, FLAG_ON, Qt.MouseButton.RightButton)
    step("a flag")
    with qtbot.waitSignal(win.flags_checked, timeout=30_000):
        win.check_button.click()
    step("check flags")
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, LOSE_ON)
    assert win.game.state is State.LOST
    step("a loss and its explanation")
    win.before_button.click()
    step("the position before the mistake")
    win.undo_button.click()
    assert win.game.state is State.PLAYING
    step("undo")
    with qtbot.waitSignal(win.hint_shown, timeout=30_000):
        win.hint_button.click()
    step("a hint after undo")
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, LOSE_ON)
    step("a second loss")
    win.retry_button.click()
    qtbot.waitUntil(lambda: win.game.state is not State.LOST)
    step("retry")
    return steps


@pytest.mark.parametrize(
    ("level", "screen"),
    [(BEGINNER, LAPTOP), (EXPERT, LAPTOP), (BIG, LARGE)],
    ids=["beginner", "expert", "60x60"],
)
def test_no_button_or_cell_moves_by_a_pixel_through_a_game(
    qtbot: Any, make_window, level: Level, screen: QRect
) -> None:
    win = make_window(creator=fixed_layout(mines_for(level)), available_geometry=lambda: screen)
    win.new_game(level)
    settle()
    steps = play_scripted_game(qtbot, win, level)
    assert len(steps) == 11


def test_a_retried_board_puts_the_keyboard_cursor_on_its_start(qtbot: Any, make_window) -> None:
    """Issue 34: after Retry the cursor was at row 1, column 1, not the start cell."""
    win = make_window(creator=fixed_layout(mines_for(BEGINNER)))
    win.new_game(BEGINNER)
    start = (8, 8)
    start_game(qtbot, win, start)
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, LOSE_ON)
    win.board.cursor_cell = (0, 0)
    win.retry_button.click()
    qtbot.waitUntil(lambda: win.game.state is not State.LOST)
    settle()
    assert win.game.required_start == start
    assert win.board.cursor_cell == start


@pytest.mark.parametrize("code", ["de", "zh_CN"])
def test_nothing_moves_in_german_and_chinese_either(
    qtbot: Any, qapp: Any, make_window, code: str
) -> None:
    """Longer German labels and Chinese text wrap the buttons and messages otherwise:
    the reserved rows hold in every language (Beginner, the narrowest window)."""
    from minesweeper_app.ui.language import install_language

    install_language(qapp, code)
    try:
        win = make_window(
            creator=fixed_layout(mines_for(BEGINNER)), available_geometry=lambda: LAPTOP
        )
        win.new_game(BEGINNER)
        settle()
        assert len(play_scripted_game(qtbot, win, BEGINNER)) == 11
    finally:
        install_language(qapp, "en")
