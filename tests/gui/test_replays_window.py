"""Replays in the window: each finished game is recorded through the real controller and
saved as .evf (read back by our reader and by ms-toollib itself, in a child process);
replay files open in the player from the menu, a drop or the statistics; broken ones
give one message."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QPointF, Qt, QThreadPool, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from minesweeper_app.engine import MoveAction, solve_state
from minesweeper_app.game import BEGINNER, State
from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.game_recording import replay_for
from tests.gui.helpers import click, start_game

pytestmark = pytest.mark.slow  # the recorder child writes and ms-toollib reads back

DATA = Path(__file__).resolve().parents[1] / "data" / "replays"

PEER = """
import json, sys, ms_toollib
v = ms_toollib.EvfVideo(sys.argv[1])
v.parse()
v.analyse()
v.current_time = 1e9  # the counters at the end
board = v.board
mines = [[r, c] for r in range(v.row) for c in range(v.column) if board[r][c] == -1]
print(json.dumps({"mines": mines, "completed": v.is_completed, "bbbv": v.bbbv,
                  "left": v.left, "right": v.right, "double": v.double, "time": v.rtime}))
"""


def _ms_toollib_reads(path: Path) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", PEER, str(path)], capture_output=True, text=True, check=True
    )
    return dict(json.loads(done.stdout))


def _chord_ready(game: Any) -> tuple[int, int] | None:
    for r, c in zip(*np.nonzero(game.values >= 1), strict=True):
        around = game.neighbours((int(r), int(c)))
        flags = sum(int(game.values[a]) == -3 for a in around)
        if flags == int(game.values[r, c]) and any(int(game.values[a]) == -2 for a in around):
            return int(r), int(c)
    return None


def _play(qtbot: Any, window: Any, *, lose: bool) -> None:
    """Play Beginner with the mouse: right clicks on mines, chords when ready, safe clicks."""
    start_game(qtbot, window, (4, 4))
    game = window.game
    while game.state is State.PLAYING:
        known = solve_state(game.values, 10)
        mines = sorted(m for m in known.mines if int(game.values[m]) == -2)
        chord = _chord_ready(game)
        assert game.mines is not None
        if lose:
            if game.flag_count() == 0 and mines:
                click(qtbot, window, mines[0], Qt.MouseButton.RightButton)
                continue
            cell = min(m for m in game.mines if int(game.values[m]) == -2)
            click(qtbot, window, cell)
        elif chord is not None:
            click(qtbot, window, chord, Qt.MouseButton.MiddleButton)
        elif mines and game.flag_count() < 3:
            click(qtbot, window, mines[0], Qt.MouseButton.RightButton)
        else:
            click(qtbot, window, min(c for c in known.safe if int(game.values[c]) == -2))


@pytest.mark.parametrize("lose", [False, True], ids=["won", "lost"])
def test_every_finished_game_is_saved_as_evf_that_ms_toollib_reads_back(
    qtbot: Any, make_window: Any, tmp_path: Path, lose: bool
) -> None:
    data = tmp_path / "appdata"
    window = make_window(data, seed=5, level=BEGINNER)
    with qtbot.waitSignal(window.replays.saved, timeout=30_000) as saved:
        _play(qtbot, window, lose=lose)
    path = saved.args[0]
    assert path is not None, window.last_message
    game = window.game
    assert game.state is (State.LOST if lose else State.WON)
    assert path.parent == data / "replays"
    assert path.name.startswith("Beg_") and path.suffix == ".evf"
    assert ("_lost_" in path.name) is lose
    ours = read_replay(path)
    peer = _ms_toollib_reads(path)
    assert game.mines is not None
    assert ours.mines == game.mines
    assert sorted(map(tuple, peer["mines"])) == sorted(game.mines)
    assert peer["completed"] is (not lose) and ours.completed is (not lose)
    assert peer["bbbv"] == ours.bbbv == game.three_bv
    assert peer["right"] >= 1 and peer["left"] >= 2
    if not lose:
        assert MoveAction.CHORD in [m.action for m in game.moves]
        assert peer["double"] >= 1, "the middle-button chord is a double click there"
    assert peer["time"] == pytest.approx(game.elapsed(), abs=0.001), "the game's own time"
    assert ours.moves[0].cell == (4, 4)
    # The statistics' game points at its replay; Save replay as copies it.
    record = window.stats.history(1)[0]
    assert replay_for(data / "replays", record.board_id, record.seconds) == path
    copy = tmp_path / "mine.evf"
    assert window.replays.save_as(copy) is None
    assert copy.read_bytes() == path.read_bytes()
    # The statistics' history opens and exports it.
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    dialog = StatisticsDialog(window.stats, window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    dialog.history_table.selectRow(0)
    assert dialog.replays.open_button.isEnabled()
    with qtbot.waitSignal(dialog.replays.opener.opened, timeout=30_000) as opened:
        assert dialog.replays.open_selected()
    qtbot.addWidget(opened.args[0])
    assert opened.args[0].playback.replay.mines == game.mines
    out = tmp_path / "export"
    out.mkdir()
    assert dialog.replays.export(out).startswith("1 replay exported")
    assert [p.name for p in out.iterdir()] == [path.name]


def test_a_replay_file_opens_in_the_player_and_plays_to_its_end(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    opener = window.replays.opener
    with qtbot.waitSignal(opener.opened, timeout=30_000) as opened:
        opener.open(DATA / "Wang_Jia_Ning_Beg_15.523bv24.avf")
    player = opened.args[0]
    qtbot.addWidget(player)
    assert player.isVisible()
    replay = player.playback.replay
    safe = replay.height * replay.width - len(replay.mines)
    assert int(np.count_nonzero(player.shown_board() >= 0)) < safe, "only the first click"
    player.set_speed(4.0)
    player.play()
    qtbot.waitUntil(lambda: not player.clock.playing, timeout=30_000)
    board = player.shown_board()
    assert int(np.count_nonzero(board >= 0)) == safe, "the replay ends with the board won"
    assert player.counter_labels["bbbv"].text() == "24 / 24"
    assert player.counter_labels["clicks"].text() == "42 (13/16/13)"
    player.seek(0.0)
    player.step(forward=True)
    assert player.clock.seconds > 0 and not player.clock.playing
    review = player.open_review()
    assert review is not None
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.review is not None or bool(review.problem), timeout=30_000)
    assert review.review is not None and review.review.won
    moves = len(replay.moves)
    assert review.last_progress == (moves - 1, moves), "the review said how far it was"


@pytest.mark.parametrize("name", ["cut.rmv", "notes.evf", "empty.avf"])
def test_a_broken_file_gives_one_message_and_no_player(
    qtbot: Any, make_window: Any, tmp_path: Path, name: str
) -> None:
    window = make_window()
    path = DATA / name
    if not path.exists():
        path = tmp_path / name
        path.write_bytes(b"" if name.startswith("empty") else b"not a replay at all\n" * 20)
        if name == "cut.rmv":  # ms-toollib aborts on it
            path.write_bytes((DATA / "test_rmv1_utf8_basic.rmv").read_bytes()[:300])
    with qtbot.waitSignal(window.replays.opener.open_failed, timeout=30_000) as failed:
        window.replays.opener.open(path)
    message = failed.args[0]
    assert name in message and "\n" not in message
    assert window.isVisible()


def test_a_replay_dropped_on_the_window_opens(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(DATA / "avf_exp_0_48_5.avf"))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, buttons, keys)
    assert QApplication.sendEvent(window, enter) and enter.isAccepted(), "a replay is welcome"
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, buttons, keys)
    with qtbot.waitSignal(window.replays.opener.opened, timeout=30_000) as opened:
        QApplication.sendEvent(window, drop)
    qtbot.addWidget(opened.args[0])
    assert opened.args[0].playback.replay.format == "avf"


def test_a_replay_still_being_read_when_the_statistics_close_opens_nothing(
    qtbot: Any,
    make_window: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """The reads finish after the dialog that asked for them closed: no player appears and
    no message box about the broken one; asked again, the same opener opens the file."""
    from minesweeper_app.ui import replay_actions
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    window = make_window()
    gate = threading.Event()
    request.addfinalizer(gate.set)  # a failed check never leaves a pool thread waiting
    read = replay_actions.load_playback

    def held(path: Path) -> Any:
        gate.wait()
        return read(path)

    monkeypatch.setattr(replay_actions, "load_playback", held)
    boxes: list[tuple[Any, ...]] = []
    monkeypatch.setattr(replay_actions.QMessageBox, "warning", lambda *args: boxes.append(args))
    dialog = StatisticsDialog(window.stats, window)
    qtbot.addWidget(dialog)
    opener = dialog.replays.opener
    reports: list[Any] = []
    opener.opened.connect(reports.append)
    opener.open_failed.connect(reports.append)
    broken = tmp_path / "notes.evf"
    broken.write_bytes(b"not a replay at all\n" * 20)
    opener.open(DATA / "avf_exp_0_48_5.avf")
    opener.open(broken)
    dialog.reject()
    gate.set()
    assert QThreadPool.globalInstance().waitForDone(30_000)
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    assert reports == [] and boxes == [] and opener.players == []

    with qtbot.waitSignal(opener.opened, timeout=30_000) as opened:
        opener.open(DATA / "avf_exp_0_48_5.avf")
    qtbot.addWidget(opened.args[0])
    assert opener.players == [opened.args[0]]


def test_a_game_paused_in_the_window_is_saved_with_the_time_it_shows(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    """Game > Pause for ten minutes of the window's clock (moved by hand): the replay, the
    statistics and the time shown agree, and none of them has the ten minutes."""
    now = [5000.0]
    window = make_window(tmp_path / "appdata", seed=5, level=BEGINNER, clock=lambda: now[0])
    start_game(qtbot, window, (4, 4))
    game = window.game
    clicks = 0
    with qtbot.waitSignal(window.replays.saved, timeout=30_000) as saved:
        while game.state is State.PLAYING:
            now[0] += 0.5
            known = solve_state(game.values, 10)
            click(qtbot, window, min(c for c in known.safe if int(game.values[c]) == -2))
            clicks += 1
            if clicks == 2:
                window.session.pause_action.trigger()
                assert window.session.paused
                now[0] += 600.0
                window.session.pause_action.trigger()
                assert not window.session.paused
    assert game.state is State.WON
    assert game.elapsed() == pytest.approx(0.5 * clicks)
    assert window.stats.history(1)[0].seconds == pytest.approx(0.5 * clicks)
    assert read_replay(saved.args[0]).seconds == pytest.approx(0.5 * clicks, abs=0.001)
    assert _ms_toollib_reads(saved.args[0])["time"] == pytest.approx(0.5 * clicks, abs=0.001)


def test_the_board_s_pointer_path_and_a_held_press_reach_the_replay(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    """The board's own mouse handling feeds the recording through the controller: the
    pointer's path, and a left press sent when the button goes down, before its move."""
    window = make_window(tmp_path / "appdata", seed=5, level=BEGINNER)
    heard: list[Any] = []
    window.controller.subscribe(heard.append)
    start_game(qtbot, window, (4, 4))
    board = window.board
    cell = min(c for c in solve_state(window.game.values, 10).safe)
    for path_cell in ((0, 0), (0, 1), cell):
        qtbot.mouseMove(board, board.cell_rect(path_cell).center())
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())
    pressed = len(heard)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(cell).center())
    names = [type(e).__name__ for e in heard]
    assert names.count("PointerMoved") >= 3 and names[pressed - 1] == "ButtonPressed"
    assert names[-1] == "ButtonReleased" and "MoveMade" in names[pressed:]
    with qtbot.waitSignal(window.replays.saved, timeout=30_000) as saved:
        _play(qtbot, window, lose=True)
    replay = read_replay(saved.args[0])
    assert "mv" in replay.track.kinds
    assert next(m.cell for m in replay.moves[1:] if m.action is MoveAction.OPEN) == cell


def test_left_and_right_step_the_replay_as_the_readme_says(qtbot: Any, make_window: Any) -> None:
    """Issue 34: the player's Right arrow did not step (the slider had the keys)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = make_window()
    opener = window.replays.opener
    with qtbot.waitSignal(opener.opened, timeout=30_000) as opened:
        opener.open(DATA / "Wang_Jia_Ning_Beg_15.523bv24.avf")
    player = opened.args[0]
    qtbot.addWidget(player)
    player.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    seconds = player.clock.seconds
    for expected in ("later", "later", "earlier"):
        focus = QApplication.focusWidget()
        key = Qt.Key.Key_Left if expected == "earlier" else Qt.Key.Key_Right
        qtbot.keyClick(focus, key)
        now = player.clock.seconds
        assert (now > seconds) if expected == "later" else (now < seconds), expected
        assert abs(now - seconds) > 0.005, "a step, not a millisecond"
        seconds = now


def test_file_open_replay_starts_in_the_replays_folder(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """Issue 34: File > Open replay started in the home folder, not the replays folder."""
    from PySide6.QtWidgets import QFileDialog

    window = make_window()
    folder = window.replays.folder
    folder.mkdir(parents=True, exist_ok=True)
    asked: list[str] = []

    def fake(_parent: Any, _title: str, directory: str, _filter: str) -> tuple[str, str]:
        asked.append(directory)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake))
    window.replays.opener.ask()
    assert asked == [str(folder)]
