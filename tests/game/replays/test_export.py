"""``replay export`` (issue 33 point 10): one damaged recording is left out with a warning
that names it, and every other recording is still exported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.game.replays import read_replay
from tests.game.replays.test_recorder import _play

pytestmark = pytest.mark.slow  # the recorder child process writes the replays


def _export(data: Path, out: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "minesweeper_app.replay", "export"]
    return subprocess.run(
        [*command, "--data-dir", str(data), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_damaged_recording_is_skipped_and_the_rest_exported(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "replays").mkdir(parents=True)
    for seed in (1, 2):
        _, recorder, _ = _play(seed, lose=False)
        recorder.save(data / "replays" / f"game{seed}.evf", "Tester", "No-guess Minesweeper")
    (data / "replays" / "game0.evf").write_bytes(b"\x00garbage" * 10)  # sorted first
    out = tmp_path / "out"
    done = _export(data, out)
    assert done.returncode == 1, done.stderr
    assert sorted(p.name for p in out.iterdir()) == ["game1.evf", "game2.evf"]
    assert "game0.evf" in done.stderr and "warning" in done.stderr
    assert "2 replays written" in done.stdout
    assert read_replay(out / "game2.evf").player == "Tester"
