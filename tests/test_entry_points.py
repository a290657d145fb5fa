"""Every ``python -m`` entry of the package says how to use it when given no arguments."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "minesweeper_app"
GAME = "minesweeper_app"
"""Without arguments the game starts (tests/test_cli.py covers its command line)."""


def _entries() -> list[str]:
    """Modules runnable with ``python -m``: packages' __main__ and scripts with a main guard."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.name != "__main__.py" and not re.search(r"^if __name__ == .__main__.:", text, re.M):
            continue
        parts = path.relative_to(ROOT).with_suffix("").parts
        module = ".".join(parts[:-1] if path.name == "__main__.py" else parts)
        if module != GAME:
            found.append(module)
    return found


def test_the_entries_are_found() -> None:
    entries = _entries()
    for expected in ("minesweeper_app.replay", "minesweeper_app.practice", "minesweeper_app.bench"):
        assert expected in entries


@pytest.mark.slow  # a child process each
@pytest.mark.parametrize("module", _entries())
def test_with_no_arguments_an_entry_prints_its_usage_and_exits_2(module: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("MINESWEEPER_REPLAY_CHILD", None)
    done = subprocess.run(
        [sys.executable, "-m", module],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    assert done.returncode == 2, done.stdout[-500:] + done.stderr[-500:]
    assert (done.stdout + done.stderr).lstrip().startswith("usage: "), done.stderr[-500:]
    assert "Traceback" not in done.stderr
