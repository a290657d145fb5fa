"""The game ships its own font, so a system without fonts shows letters, not boxes; the
self-test proves the glyphs are there and fails when they are not."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.ui.fonts import SHOWN, missing_glyphs, register_bundled_fonts

pytestmark = pytest.mark.slow  # each runs the self-test in a child process

ROOT = Path(__file__).resolve().parents[2]
NO_FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


def test_the_shipped_font_draws_every_character_the_game_shows(qapp: object) -> None:
    from PySide6.QtGui import QFont

    assert "DejaVu Sans" in register_bundled_fonts()
    assert missing_glyphs(QFont("DejaVu Sans"), SHOWN) == ""


def _self_test(tmp_path: Path, code: str | None = None) -> subprocess.CompletedProcess[str]:
    conf = tmp_path / "fonts.conf"
    conf.write_text(NO_FONTS.format(cache=tmp_path / "cache"))
    env = {
        **os.environ,
        "FONTCONFIG_FILE": str(conf),  # the system's fonts hidden
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    command = ["-m", "minesweeper_app", "--self-test"] if code is None else ["-c", code]
    return subprocess.run(
        [sys.executable, *command],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=240,
        check=False,
    )


def test_with_the_system_fonts_hidden_the_self_test_passes_with_the_shipped_font(
    tmp_path: Path,
) -> None:
    done = _self_test(tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "font DejaVu Sans draws every character shown" in done.stdout


def test_without_any_font_the_self_test_fails_naming_the_missing_glyphs(tmp_path: Path) -> None:
    # The shipped font files gone too (a broken install): nothing can draw a letter.
    code = (
        "import sys, minesweeper_app.ui.fonts as fonts\n"
        "fonts.register_bundled_fonts = lambda: []\n"
        "from minesweeper_app.__main__ import main\n"
        "sys.exit(main(['minesweeper', '--self-test']))\n"
    )
    done = _self_test(tmp_path, code)
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    assert "self-test FAILED: The font" in done.stdout and "has no glyphs" in done.stdout
    assert "Traceback" not in done.stderr
