"""Long sessions must not crash on PySide6's dropped references to None and True."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_many_void_calls_and_emits_do_not_abort_the_interpreter() -> None:
    code = (
        "import minesweeper_app.ui\n"
        "from PySide6.QtCore import QObject, Signal\n"
        "class O(QObject):\n"
        "    sig = Signal(int)\n"
        "o = O()\n"
        "for i in range(200_000):\n"
        "    o.setObjectName('x')\n"
        "    o.sig.emit(i)\n"
        "print('survived')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "survived" in result.stdout, result.stderr[-2000:]
