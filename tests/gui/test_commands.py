"""The scripted commands CI relies on: self-test, screenshots and the UI bench."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow  # each runs the game in a child process


def _run(*args: str, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("MINESWEEPER_DATA_DIR", None)  # the commands' own temporary folder, not tmp_path's
    env.update(extra_env)
    return subprocess.run(
        [sys.executable, "-m", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )


def test_self_test_wins_a_seeded_expert_game_with_hints(tmp_path: Path) -> None:
    result = _run("minesweeper_app", "--self-test", MINESWEEPER_DATA_DIR=str(tmp_path))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "Expert 30x16/99" in result.stdout
    assert "WON" in result.stdout and "recorded as a hinted game" in result.stdout
    assert "notice" not in result.stdout
    with sqlite3.connect(tmp_path / "stats.sqlite3") as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (1,), "in the folder"


def test_screenshot_command_writes_the_readme_pictures(tmp_path: Path) -> None:
    from minesweeper_app.ui.scripted import SCREENSHOTS

    shots = tmp_path / "shots"  # the data folder (MINESWEEPER_DATA_DIR) is beside it
    result = _run("minesweeper_app", "--screenshot", str(shots))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert sorted(p.name for p in shots.iterdir()) == sorted(SCREENSHOTS)
    for name in SCREENSHOTS:
        image = QImage(str(shots / name))
        assert not image.isNull() and image.width() > 300 and image.height() > 300, name
    # The README shows every one of them, and nothing stale.
    readme = (ROOT / "README.md").read_text()
    shown = set(re.findall(r"resources/screenshots/([\w.-]+\.png)", readme))
    assert shown == set(SCREENSHOTS)
    assert {p.name for p in (ROOT / "resources" / "screenshots").iterdir()} == set(SCREENSHOTS)
    laptop = QImage(str(shots / "board_99x99_on_1280x800.png"))
    assert laptop.width() <= 1280 and laptop.height() <= 800 - 27


def test_ui_bench_reports_the_worst_event_loop_gap() -> None:
    result = _run("minesweeper_app.bench", "ui", "--quick")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    out = result.stdout
    assert "worst event-loop gap" in out
    assert out.count(" ok") == 3, out  # Expert, 30x16/170 and 128x128 boards were created
    scenarios = ("Hint guessing Expert", "Check flags big stuck", "Overlay 50x50/500")
    for scenario in (*scenarios, "Game end, statistics locked"):
        assert f"| {scenario}" in out, out
    assert out.count("exit after close median") == 2, out
