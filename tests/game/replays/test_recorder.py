"""Live recording: a game played through the real rules is saved as .evf and read back the
same by our reader (which is ms-toollib in a child); a dead recorder never stops the game."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from minesweeper_app.engine import cell_type_board, create_board, solve_state, three_bv
from minesweeper_app.game import BEGINNER, Game, State
from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.files import child_command, child_env
from minesweeper_app.game.replays.live_recorder import LiveRecorder, replay_name

pytestmark = pytest.mark.slow  # the recorder child process writes every replay

START = (4, 4)


def _play(seed: int, *, lose: bool) -> tuple[Game, LiveRecorder, frozenset[tuple[int, int]]]:
    """A game whose clock moves a third of a second per click (the recorder is told the
    game's seconds with every event)."""
    now = [0.0]
    game = Game(BEGINNER, clock=lambda: now[0])
    recorder = LiveRecorder(BEGINNER.height, BEGINNER.width)
    recorder.press("l", START, 0.0)
    mines = create_board(9, 9, 10, START, seed=seed)
    game.click(START)
    game.place_mines(mines)
    recorder.set_board(mines)
    recorder.release("l", START, 0.0)
    flagged = False
    while game.state is State.PLAYING:
        now[0] += 1 / 3
        known = solve_state(game.values, 10)
        if not flagged and known.mines:
            cell = min(known.mines)
            recorder.press("r", cell, game.elapsed())
            game.toggle_flag(cell)
            recorder.release("r", cell, game.elapsed())
            flagged = True
            continue
        safe = [c for c in known.safe if game.values[c] == -2]
        cell = min(m for m in mines if game.values[m] == -2) if lose else min(safe)
        recorder.move(cell, game.elapsed())
        recorder.press("l", cell, game.elapsed())
        game.click(cell)
        recorder.release("l", cell, game.elapsed())
    # Events after the end are dropped by the recorder, not fed to ms-toollib.
    recorder.press("l", (0, 0), game.elapsed())
    recorder.release("l", (0, 0), game.elapsed())
    return game, recorder, mines


@pytest.mark.parametrize("lose", [False, True], ids=["won", "lost"])
def test_a_recorded_game_reads_back_with_its_board_and_result(tmp_path: Path, lose: bool) -> None:
    game, recorder, mines = _play(11, lose=lose)
    assert game.state is (State.LOST if lose else State.WON)
    path = recorder.save(tmp_path / "game.evf", "Tester", "No-guess Minesweeper")
    assert path == tmp_path / "game.evf" and path.stat().st_size > 0
    assert [p.name for p in tmp_path.iterdir()] == ["game.evf"]  # no temporary file left
    replay = read_replay(path)
    assert replay.mines == mines
    assert (replay.height, replay.width) == (9, 9)
    assert replay.bbbv == three_bv(cell_type_board(9, 9, mines))
    assert replay.completed is not lose
    assert replay.player == "Tester"
    assert replay.right == 1 and replay.left >= 1
    assert replay.moves[0].cell == START
    assert replay.seconds == pytest.approx(game.elapsed(), abs=0.001)


def test_a_dead_recorder_leaves_the_game_alone(tmp_path: Path) -> None:
    dies = [sys.executable, "-c", "import sys; sys.exit(3)"]
    recorder = LiveRecorder(9, 9, command=dies)
    recorder.press("l", START, 0.0)
    recorder.release("l", START, 0.0)
    with pytest.raises(OSError):
        recorder.save(tmp_path / "x.evf", "Tester", "No-guess Minesweeper")
    assert not (tmp_path / "x.evf").exists()


def test_saving_an_unfinished_game_is_refused(tmp_path: Path) -> None:
    recorder = LiveRecorder(9, 9)
    recorder.press("l", START, 0.0)
    recorder.set_board(create_board(9, 9, 10, START, seed=3))
    recorder.release("l", START, 0.0)
    with pytest.raises(OSError, match="not over"):
        recorder.save(tmp_path / "x.evf", "Tester", "No-guess Minesweeper")
    assert list(tmp_path.iterdir()) == []


def test_replay_names_follow_metasweeper() -> None:
    assert (
        replay_name(16, 30, 99, 49.25, 127, True, "Ann B")
        == "Exp_49.25_3BV=127_3BVs=2.58_Ann B.evf"
    )
    assert replay_name(9, 9, 10, 3.0, 9, False, "a/b") == "Beg_3.00_3BV=9_3BVs=0.00_lost_ab.evf"
    assert replay_name(20, 24, 70, 10.0, 50, True, "").startswith("Cus_24x20_70_10.00")


def test_export_copies_every_recorded_game_and_refuses_a_missing_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "replays").mkdir(parents=True)
    for seed in (1, 2):
        _, recorder, _ = _play(seed, lose=False)
        recorder.save(data / "replays" / f"game{seed}.evf", "Tester", "No-guess Minesweeper")
    out = tmp_path / "out"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper_app.replay",
            "export",
            "--data-dir",
            str(data),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in out.iterdir()) == ["game1.evf", "game2.evf"]
    assert read_replay(out / "game1.evf").player == "Tester"
    missing = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper_app.replay",
            "export",
            "--data-dir",
            str(tmp_path / "nope"),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert missing.returncode == 2 and "not a folder" in missing.stderr


def test_without_the_game_s_times_the_replay_is_still_saved_whole(tmp_path: Path) -> None:
    """Steps sent without ``t`` (no game time known): the file is ms-toollib's as it wrote
    it, with its own clock's times, and still the whole game."""
    mines = create_board(9, 9, 10, START, seed=11)
    game = Game(BEGINNER)
    lines = [{"op": "new", "height": 9, "width": 9, "pixels": 16}]
    lines.append({"op": "step", "e": "lc", "row": START[0], "col": START[1]})
    lines.append({"op": "board", "mines": [list(m) for m in mines]})
    lines.append({"op": "step", "e": "lr", "row": START[0], "col": START[1]})
    game.click(START)
    game.place_mines(mines)
    while game.state is State.PLAYING:
        cell = min(c for c in solve_state(game.values, 10).safe if game.values[c] == -2)
        game.click(cell)
        for e in ("lc", "lr"):
            lines.append({"op": "step", "e": e, "row": cell[0], "col": cell[1], "t": 1})
    target = tmp_path / "old.evf"
    lines.append({"op": "save", "path": str(target), "player": "Tester", "software": "x"})
    done = subprocess.run(
        child_command("record"),
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True,
        text=True,
        env=child_env(),
        check=False,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["ok"], done.stdout
    replay = read_replay(target)
    assert replay.completed and replay.mines == mines
    assert [m.cell for m in replay.moves] == [m.cell for m in game.moves]


def test_a_child_that_falls_behind_never_holds_the_game(tmp_path: Path) -> None:
    """A resumed kept game sends thousands of moves at once, more than a pipe holds: the
    game must go on while the child catches up (before, each write waited for the child,
    a second or more on the GUI thread at 99x99), and every step still reaches the child,
    in order, before the save."""
    out, go = tmp_path / "lines", tmp_path / "go"
    slow_child = (
        "import os, sys, shutil, time\n"
        f"while not os.path.exists({str(go)!r}): time.sleep(0.01)\n"
        f"shutil.copyfileobj(sys.stdin.buffer, open({str(out)!r}, 'wb'))\n"
    )
    recorder = LiveRecorder(30, 30, command=[sys.executable, "-c", slow_child])
    let_go = threading.Timer(5.0, go.touch)
    let_go.start()
    try:
        for i in range(4000):  # about 250 KB of lines; a pipe holds 64 KB
            recorder.press("l", (i % 30, i // 30 % 30), i / 10)
            recorder.release("l", (i % 30, i // 30 % 30), i / 10)
        assert not go.exists(), "sending waited for a child that was not reading"
    finally:
        let_go.join()
    assert recorder.recording
    with pytest.raises(OSError):  # the stand-in child copies its input and answers nothing
        recorder.save(tmp_path / "r.evf", "p", "s", timeout=30)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["op"] for line in lines[:2]] == ["new", "step"]
    assert lines[-1]["op"] == "save"
    steps = lines[1:-1]
    assert len(steps) == 8000
    assert [s["e"] for s in steps[:4]] == ["lc", "lr", "lc", "lr"]
    assert steps[-1]["t"] == 399900
