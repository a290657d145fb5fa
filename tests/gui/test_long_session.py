"""Long sessions must not crash the interpreter.

PySide6 6.12.0 on CPython 3.11 drops a reference to None/True on every void call
and signal emission; pyproject.toml excludes it. This catches such a build.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs an interpreter in a child process

ROOT = Path(__file__).resolve().parents[2]


def test_many_void_calls_and_emits_do_not_abort_the_interpreter() -> None:
    code = (
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
