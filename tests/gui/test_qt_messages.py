"""Offscreen runs print Qt's warnings except the platform's propagateSizeHints() noise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOW = (
    "import sys\n"
    "from PySide6.QtCore import qWarning\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "{install}"
    "app = QApplication([])\n"
    "w = QMainWindow()\n"
    "w.resize(300, 200)\n"
    "w.show()\n"
    "w.setMinimumSize(120, 90)\n"
    "app.processEvents()\n"
    "qWarning('a real warning')\n"
)


def _stderr(install: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", SHOW.format(install=install)],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return done.stderr


@pytest.mark.slow  # a child process
@pytest.mark.parametrize("filtered", [False, True])
def test_the_offscreen_noise_is_dropped_and_other_warnings_kept(filtered: bool) -> None:
    install = (
        "from minesweeper_app.ui.qt_messages import filter_offscreen_noise\n"
        "filter_offscreen_noise()\n"
    )
    err = _stderr(install if filtered else "")
    assert "a real warning" in err
    assert ("propagateSizeHints" in err) is not filtered, err
