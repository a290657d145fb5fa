"""Issue 33, points 1, 3 and 4 through the real window: a damaged kept game never stops
the window from starting, and the player is told where it went; a game with a flag set
before the first click comes back as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt

from minesweeper_app.engine import FLAGGED
from minesweeper_app.game import State, custom_level
from minesweeper_app.game.session import SAVE_FILE
from tests.gui.helpers import click, fixed_layout, start_game


@pytest.mark.parametrize("text", ["[]", "null", '"str"', "[" * 100_000, '{"format": 1}'])
def test_a_damaged_kept_game_starts_a_new_game_with_a_notice(
    qtbot: Any, make_window, tmp_path: Path, text: str
) -> None:
    data = tmp_path / "player"
    data.mkdir()
    (data / SAVE_FILE).write_text(text)
    win = make_window(data)
    qtbot.waitUntil(lambda: "from last time could not be played on" in win.last_message)
    assert win.game.state is State.READY
    assert not (data / SAVE_FILE).exists()
    assert [p for p in data.iterdir() if p.name.startswith(SAVE_FILE + ".unreadable-")]


def test_a_flag_set_before_the_first_click_comes_back(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    """Custom 4x6/1: the flag at (0,1) stops the opening; it was lost at every start."""
    data = tmp_path / "player"
    win = make_window(data, creator=fixed_layout(frozenset({(3, 5)})))
    win.new_game(custom_level(4, 6, 1))
    click(qtbot, win, (0, 1), Qt.MouseButton.RightButton)
    start_game(qtbot, win, (1, 1))
    assert win.game.state is State.PLAYING
    values = win.game.values.copy()
    win.close()
    back = make_window(data)
    assert back.game.state is State.PLAYING and "from last time is back" in back.last_message
    assert np.array_equal(back.game.values, values) and int(back.game.values[0, 1]) == FLAGGED
