"""Long sessions must not crash on PySide6's dropped ``None`` references."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_many_void_qt_calls_do_not_abort_the_interpreter() -> None:
    code = (
        "import minesweeper_app.ui\n"
        "from PySide6.QtCore import QObject\n"
        "o = QObject()\n"
        "for _ in range(200_000):\n"
        "    o.setObjectName('x')\n"
        "print('survived')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "survived" in result.stdout, result.stderr[-2000:]
