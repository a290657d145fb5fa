"""What a key on the board did is said to a screen reader user, once, right after the key."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from minesweeper_app.game import State, custom_level
from tests.gui.a11y_helpers import Listener, settle
from tests.gui.helpers import fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _said_after(qtbot: Any, win: Any, listener: Listener, key: Qt.Key) -> list[str]:
    """What the player is told after ``key`` (waits for the move to be applied)."""
    listener.clear()
    qtbot.keyClick(win.board, key)
    qtbot.waitUntil(lambda: bool(listener.announcements()), timeout=30_000)
    return listener.announcements()


def test_keys_are_answered_with_what_they_did(qtbot: Any, make_window, listener: Listener) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.board.setFocus()
    listener.clear()
    win.new_game(LEVEL3)
    qtbot.waitUntil(lambda: bool(listener.announcements()))
    assert listener.announcements() == ["New game, 5 by 5, 3 mines."]
    assert _said_after(qtbot, win, listener, Qt.Key.Key_Left) == ["Edge of the board."]
    listener.clear()
    for _ in range(2):
        qtbot.keyClick(win.board, Qt.Key.Key_Down)
    qtbot.wait(50)
    assert listener.announcements() == []  # a move is said by the focus event
    opened = _said_after(qtbot, win, listener, Qt.Key.Key_Space)
    assert win.game.state is State.PLAYING
    assert opened == [f"empty, {int((win.game.values >= 0).sum())} cells opened."]
    assert _said_after(qtbot, win, listener, Qt.Key.Key_Space) == [
        "row 3, column 1 is already open."
    ]
    assert _said_after(qtbot, win, listener, Qt.Key.Key_F) == [
        "row 3, column 1 is open; only covered cells take a flag."
    ]
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(win.board, key)
    assert win.board.cursor_cell == (1, 3)
    assert _said_after(qtbot, win, listener, Qt.Key.Key_F) == ["Flagged, 2 mines left."]
    assert _said_after(qtbot, win, listener, Qt.Key.Key_Space) == [
        "row 2, column 4 is flagged; F removes the flag."
    ]
    assert _said_after(qtbot, win, listener, Qt.Key.Key_F) == ["Flag removed, 3 mines left."]
    lost = _said_after(qtbot, win, listener, Qt.Key.Key_Space)
    assert len(lost) == 1 and lost[0].startswith("Boom: a mine at row 2, column 4.")
    assert "—" not in lost[0]  # (a summary's dashes are not read out)


def test_a_chord_says_how_many_cells_it_opened(qtbot: Any, make_window, listener: Listener) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.board.setFocus()
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    settle()
    # (1, 3) is the mine of the 1 at (1, 2); flagged, Space on the 1 opens (0, 3).
    win.board.cursor_cell = (1, 3)
    assert _said_after(qtbot, win, listener, Qt.Key.Key_F) == ["Flagged, 2 mines left."]
    win.board.cursor_cell = (1, 2)
    assert int(win.game.values[1, 2]) == 1 and int(win.game.values[0, 3]) < 0
    assert _said_after(qtbot, win, listener, Qt.Key.Key_Space) == ["1 cell opened around it."]
    assert int(win.game.values[0, 3]) == 2
