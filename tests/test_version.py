"""``--version`` answers without Qt, so the bundle smoke test needs no display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app import __version__

pytestmark = pytest.mark.slow  # runs the installed entry point in a child process

ROOT = Path(__file__).resolve().parents[1]


LOCALE = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize("locale", ["C.UTF-8", None], ids=["C.UTF-8", "no-locale"])
def test_version_flag_prints_version_without_importing_qt(locale: str | None) -> None:
    """Also with no locale variable at all, as in a minimal Debian 12 root's login shell
    (POSIX: the C locale, English)."""
    env = {k: v for k, v in os.environ.items() if k not in LOCALE}
    if locale is not None:
        env["LANG"] = locale
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "minesweeper_app", "--version"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"No-guess Minesweeper {__version__}"
    imported = [line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()]
    assert not [m for m in imported if m.split(".")[0] in {"PySide6", "shiboken6"}]
