"""The replay player for a listener: each step says the time, the move, what the pointer
did where and what it did to the board; Space says playing or paused; T reads the
position; the buttons drawn as arrows have names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.playback import Playback
from minesweeper_app.ui import replay_voice
from minesweeper_app.ui.replay_player import ReplayPlayer
from tests.gui.a11y_helpers import Listener

DATA = Path(__file__).resolve().parents[1] / "data" / "replays"


def test_a_step_s_change_is_said_in_words() -> None:
    before = np.full((3, 3), -2, np.int8)
    one = before.copy()
    one[1, 1] = 2
    assert replay_voice.change(before, one) == "Opened row 2, column 2: 2."
    assert replay_voice.change(before, one, (1, 1)) == "It opened: 2."
    many = np.zeros((3, 3), np.int8)
    assert replay_voice.change(before, many) == "9 cells opened. The board is cleared."
    flag = before.copy()
    flag[0, 0] = -3
    assert replay_voice.change(before, flag) == "1 flag placed."
    assert replay_voice.change(flag, before) == "1 flag removed."
    boom = before.copy()
    boom[2, 2] = -1
    assert replay_voice.change(before, boom) == "A mine: game lost."
    assert replay_voice.change(before, before) == ""


@pytest.mark.slow  # the replay is read by a child process
def test_the_replay_player_is_stepped_and_heard_by_keys(qtbot: Any, listener: Listener) -> None:
    player = ReplayPlayer(Playback(read_replay(DATA / "Wang_Jia_Ning_Beg_15.523bv24.avf")))
    qtbot.addWidget(player)
    player.show()
    player.activateWindow()
    qtbot.waitUntil(lambda: player.board.hasFocus())
    said: list[str] = []
    for _ in range(6):
        listener.clear()
        qtbot.keyClick(player.board, Qt.Key.Key_Right)
        said.append(listener.announcements()[-1])
    assert said[0].startswith("0.") and " of 14.52 s, " in said[0], said[0]
    assert all(" s, move " in s and " button " in s and " at row " in s for s in said), said
    assert any("It opened: " in s for s in said), said
    assert any("opened" in s for s in said), said
    moves = [int(s.split(", move ")[1].split(" ")[0]) for s in said]
    assert moves == sorted(moves) and moves[-1] > 0, moves
    qtbot.keyClick(player.board, Qt.Key.Key_Left)
    back = listener.announcements()[-1]
    assert said[-2].startswith(back), (back, said)  # the same place, nothing to undo
    qtbot.keyClick(player.board, Qt.Key.Key_Left)
    assert listener.announcements()[-1].endswith("1 flag removed."), listener.announcements()
    qtbot.keyClick(player.board, Qt.Key.Key_T)
    playback = player.playback
    move = playback.moves_done(player.clock.event)
    assert listener.announcements()[-1].endswith(f"move {move} of {len(playback.move_events)}.")
    qtbot.keyClick(player.board, Qt.Key.Key_Space)
    assert listener.announcements()[-1] == "Playing."
    qtbot.keyClick(player.board, Qt.Key.Key_Space)
    assert listener.announcements()[-1].startswith("Paused. ")
    names = {
        QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
        for w in (player.back_button, player.next_button, player.slider)
    }
    assert names == {"Previous click", "Next click", "Replay time"}
    speed = QAccessible.queryAccessibleInterface(player.speed_box)
    labels = speed.relations(QAccessible.RelationFlag.Label)
    assert [label.text(QAccessible.Text.Name) for label, _ in labels] == ["Speed:"]
