"""The game ships its own font, so a system without fonts shows letters, not boxes; the
self-test proves the glyphs are there and fails when they are not."""

from __future__ import annotations

import json
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


def test_each_script_the_system_fonts_lack_is_named_per_script_not_only_chinese(
    tmp_path: Path,
) -> None:
    """With only the shipped font: Latin, Cyrillic and Greek languages draw; Chinese,
    Japanese and Korean name the CJK font package, other scripts Noto's."""
    code = (
        "import json\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from minesweeper_app.ui.fonts import install_fonts, language_glyph_problem\n"
        "app = QApplication([])\n"
        "install_fonts(app)\n"
        "codes = ['en', 'de', 'pl', 'cs', 'pt_BR', 'ru', 'el']\n"
        "codes += ['zh_CN', 'zh_TW', 'ja', 'ko', 'th']\n"
        "print(json.dumps({c: language_glyph_problem(app, c) for c in codes}))\n"
    )
    done = _self_test(tmp_path, code)
    assert done.returncode == 0, done.stderr[-2000:]
    problems = json.loads(done.stdout.splitlines()[-1])
    for latin_cyrillic_greek in ("en", "de", "pl", "cs", "pt_BR", "ru", "el"):
        assert problems[latin_cyrillic_greek] is None, latin_cyrillic_greek
    for cjk in ("zh_CN", "zh_TW", "ja", "ko"):
        sentence, fatal = problems[cjk]
        assert not fatal and "fonts-noto-cjk" in sentence and "This run is in English" in sentence
    assert "Japanese" in problems["ja"][0] and "Chinese" in problems["zh_CN"][0]
    assert "fonts-noto-core" in problems["th"][0]


def test_a_window_in_a_language_no_font_draws_says_which_package_and_plays_in_english(
    tmp_path: Path,
) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication, QMessageBox\n"
        "from minesweeper_app.__main__ import build_parser\n"
        "from minesweeper_app.ui.app import run\n"
        "from minesweeper_app.ui.language import current_language\n"
        "def look():\n"
        "    boxes = [w for w in QApplication.allWidgets()\n"
        "             if isinstance(w, QMessageBox) and w.isVisible()]\n"
        "    print('LANGUAGE', current_language())\n"
        "    for box in boxes:\n"
        "        print('BOX', box.text())\n"
        "    for w in QApplication.topLevelWidgets():\n"
        "        w.close()\n"
        "    QApplication.exit(0)\n"
        "app = QApplication(sys.argv[:1])\n"
        "QTimer.singleShot(1500, look)\n"
        f"data = {str(tmp_path / 'data')!r}\n"
        "args = build_parser().parse_args(['--language', 'zh_CN', '--data-dir', data])\n"
        "sys.exit(run(args))\n"
    )
    done = _self_test(tmp_path, code)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "LANGUAGE en" in done.stdout, done.stdout
    (box,) = [line for line in done.stdout.splitlines() if "fonts-noto" in line]
    assert "Chinese" in box and "fonts-noto-cjk" in box and "This run is in English" in box
    assert "fonts-noto-cjk" in done.stderr, "said on the terminal too"
