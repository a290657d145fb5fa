"""Issue 26, point 2: after a game every action has a menu entry, a shortcut and a Tab stop."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from minesweeper_app.game import State, custom_level
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _lost_window(qtbot: Any, make_window) -> Any:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.board)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, (1, 3))
    assert win.game.state is State.LOST
    return win


def _menu_texts(win: Any) -> list[str]:
    # The Game menu is the one with New game (File comes before it).
    menus = [a.menu() for a in win.menuBar().actions()]
    game_menu = next(m for m in menus if m is not None and win.menus.new_action in m.actions())
    return [a.text() for a in game_menu.actions()]


def test_the_game_menu_lists_the_after_game_actions_with_shortcuts(qtbot: Any, make_window) -> None:
    win = _lost_window(qtbot, make_window)
    keys = win.after_keys
    texts = _menu_texts(win)
    for action, shortcut in (
        (keys.undo_action, "Ctrl+Z"),
        (keys.retry_action, "Ctrl+R"),
        (keys.review_action, "Ctrl+E"),
        (keys.before_action, "B"),
    ):
        assert action.text() in texts
        assert action.shortcut().toString() == shortcut
        assert action.isEnabled()
    win.new_game()
    assert not any(a.isEnabled() for a in keys.actions), "nothing to undo in a new game"


def test_ctrl_z_takes_the_mistake_back(qtbot: Any, make_window) -> None:
    win = _lost_window(qtbot, make_window)
    qtbot.keyClick(win.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.game.state is State.PLAYING and win.game.assisted
    assert not win.after_keys.undo_action.isEnabled()


def test_ctrl_r_retries_and_ctrl_e_opens_the_review(qtbot: Any, make_window) -> None:
    win = _lost_window(qtbot, make_window)
    qtbot.keyClick(win.board, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(win, "review_window", None) is not None)
    win.review_window.close()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(win.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert win.game.replay and not win.game.finished
    assert win.game.required_start == (2, 0), "the same board, from the same start"


def test_b_switches_between_the_mines_and_the_position_before(qtbot: Any, make_window) -> None:
    win = _lost_window(qtbot, make_window)
    before = win.before_button.isChecked()
    qtbot.keyClick(win.board, Qt.Key.Key_B)
    assert win.before_button.isChecked() is not before
    assert (win.board_game is not win.game) is win.before_button.isChecked()
    assert win.after_keys.before_action.isChecked() is win.before_button.isChecked()
    qtbot.keyClick(win.board, Qt.Key.Key_B)
    assert win.before_button.isChecked() is before


def test_tab_walks_from_the_board_through_the_buttons_and_back(qtbot: Any, make_window) -> None:
    win = _lost_window(qtbot, make_window)
    seen = []
    widget = QApplication.focusWidget()
    assert widget is win.board
    for _ in range(8):
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        seen.append(widget.objectName())
        if widget is win.board:
            break
    assert seen[:5] == [
        "undo_button",
        "retry_button",
        "mines_button",
        "before_button",
        "review_button",
    ]
    assert seen[-2:] == ["face_button", ""] and widget is win.board
    qtbot.keyClick(win.board, Qt.Key.Key_Tab)
    assert win.undo_button.hasFocus()
    qtbot.keyClick(win.undo_button, Qt.Key.Key_Space)  # a focused button acts on Space
    assert win.game.state is State.PLAYING


def test_no_two_entries_of_a_menu_share_a_mnemonic(qtbot: Any, make_window) -> None:
    win = make_window()
    clashes = []

    def walk(menu: Any) -> None:
        seen: dict[str, str] = {}
        for action in menu.actions():
            text = action.text().replace("&&", "")
            if "&" in text and not action.isSeparator():
                key = text[text.index("&") + 1].lower()
                if key in seen:
                    clashes.append((seen[key], action.text()))
                seen[key] = action.text()
            if action.menu() is not None:
                walk(action.menu())

    walk(win.menuBar())
    assert clashes == []


def test_no_two_window_actions_share_a_shortcut(qtbot: Any, make_window) -> None:
    """Qt runs neither of two actions bound to the same key: every key must be unique."""
    win = make_window()
    owners: dict[str, list[str]] = {}
    for action in win.findChildren(QAction):
        for key in action.shortcuts():
            owners.setdefault(key.toString(), []).append(action.text())
    shared = {key: texts for key, texts in owners.items() if key and len(texts) > 1}
    assert shared == {}
