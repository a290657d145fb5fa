"""Playback: the board our rules replay, and counters that agree with ms-toollib's own at
any moment (ms-toollib asked in a child process, since it may abort)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.playback import SPEEDS, Playback, PlayerClock

pytestmark = pytest.mark.slow  # ms-toollib reads every replay in a child process

DATA = Path(__file__).resolve().parents[2] / "data" / "replays"
SUFFIXES = (".avf", ".evf", ".mvf", ".rmv")
GOOD = sorted(p for p in DATA.iterdir() if p.suffix in SUFFIXES and "invalid" not in p.name)

PEER = """
import json, sys, ms_toollib
path, times = sys.argv[1], json.loads(sys.argv[2])
kind = {".avf": "AvfVideo", ".rmv": "RmvVideo", ".mvf": "MvfVideo", ".evf": "EvfVideo"}
v = getattr(ms_toollib, kind[path[path.rfind("."):]])(path)
v.parse()
v.analyse()
out = []
for t in times:
    v.current_time = t
    out.append({"solved": v.bbbv_solved, "left": v.left, "right": v.right, "double": v.double,
                "ioe": v.ioe, "corr": v.corr, "thrp": v.thrp, "stnb": v.stnb, "path": v.path,
                "bbbv_s": v.bbbv_s, "time": v.events[v.current_event_id].time})
print(json.dumps(out))
"""


def _peer(path: Path, times: list[float]) -> list[dict[str, float]]:
    done = subprocess.run(
        [sys.executable, "-c", PEER, str(path), json.dumps(times)],
        capture_output=True,
        text=True,
        check=True,
    )
    return list(json.loads(done.stdout))


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_a_finished_replay_ends_with_every_safe_cell_open(path: Path) -> None:
    replay = read_replay(path)
    playback = Playback(replay)
    assert playback.problem is None
    last = playback.position(playback.event_count - 1)
    assert last.dtype == np.int8 and last.shape == (replay.height, replay.width)
    safe = np.ones(last.shape, dtype=bool)
    for cell in replay.mines:
        safe[cell] = False
    if replay.completed:
        assert bool(np.all(last[safe] >= 0)), "the replay's win is a win for our rules too"
    assert np.all(playback.position(-1) == -2), "before the first event the board is covered"


@pytest.mark.parametrize(
    "name",
    [
        "avf_exp_0_48_5.avf",
        "Wang_Jia_Ning_Beg_15.523bv24.avf",
        "test_rmv2_16px_preflags.rmv",
        "Zhang Shen Jia_Exp_38.82(3bv122).mvf",
    ],
)
def test_the_counters_agree_with_ms_toollib_at_any_moment(name: str) -> None:
    path = DATA / name
    playback = Playback(read_replay(path))
    # At the time of an event (the last one of its instant); ms-toollib's own rounding
    # can still pick the next event (in .mvf), so ours is asked at the time it picked.
    times = []
    for f in (0.1, 0.35, 0.6, 0.9):
        i = int(playback.event_count * f)
        while playback.times[i + 1] == playback.times[i]:
            i += 1
        times.append(playback.times[i])
    times.append(1e9)
    for t, peer in zip(times, _peer(path, times), strict=True):
        ours = playback.counters(t if t > playback.duration else peer["time"])
        assert (ours.solved, ours.left, ours.right, ours.double) == (
            peer["solved"],
            peer["left"],
            peer["right"],
            peer["double"],
        )
        for key in ("ioe", "corr", "thrp", "stnb", "bbbv_s"):
            value = getattr(ours, key)
            assert (value or 0.0) == pytest.approx(peer[key], rel=1e-3, abs=1e-6), key
        assert ours.path == pytest.approx(peer["path"], abs=0.01)


def test_the_clock_plays_at_its_speed_seeks_and_steps() -> None:
    playback = Playback(read_replay(DATA / "Wang_Jia_Ning_Beg_15.523bv24.avf"))
    clock = PlayerClock(playback)
    clock.advance(1.0)
    assert clock.seconds == 0.0, "paused: time stands still"
    clock.play()
    clock.set_speed(4.0)
    clock.advance(0.5)
    assert clock.seconds == pytest.approx(2.0)
    clock.set_speed(0.25)
    clock.advance(2.0)
    assert clock.seconds == pytest.approx(2.5)
    with pytest.raises(ValueError):
        clock.set_speed(3.0)
    assert SPEEDS[0] == 0.25 and SPEEDS[-1] == 4.0
    clock.advance(1000.0)
    assert clock.at_end and not clock.playing
    clock.seek(5.0)
    before = clock.event
    clock.step(forward=True)
    after = clock.event
    assert after > before and playback.replay.events[after].mouse != "mv"
    clock.step(forward=False)
    back = clock.event
    assert back < after
    clock.step(forward=True, clicks_only=False)
    moved = clock.event
    assert playback.times[moved] > playback.times[back]
    assert moved <= after, "a mouse event at a time, the pointer's moves included"
    clock.seek(-3.0)
    assert clock.seconds == 0.0
    clock.play()  # from the end, play starts again at 0
    assert clock.playing
