"""A settings file with a value this game cannot use: the value is set back to its
default with a notice naming it, the file as it was is kept beside it, and every other
setting stays (it was replaced silently before)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper_app.game.settings_file import parse
from minesweeper_app.ui.settings import Settings
from minesweeper_app.ui.theme import Theme

GOOD = "[options]\nquestion_marks=true\nlogic=hard\n\n[view]\ntheme=dark\n\n[future]\nthing=42\n"

BAD = [
    ("[view]\nzoom=abc\n", "view/zoom"),
    ("[view]\nzoom=99\n", "view/zoom"),
    ("[view]\nzoom=nan\n", "view/zoom"),
    ("[view]\nrulers=sideways\n", "view/rulers"),
    ("[view]\nverbosity=loud\n", "view/verbosity"),
    ("[view]\ncolour_blind=maybe\n", "view/colour_blind"),
    ("[options]\nauto_open=2\n", "options/auto_open"),
    ("[options]\nlanguage=xx_YY\n", "options/language"),
    ("[level]\nkey=gigantic\n", "level/key"),
    ("[level]\nkey=custom\nheight=1\nwidth=1\nmines=5\n", "level/mines"),
    ("[level]\nkey=custom\nheight=abc\nwidth=9\nmines=5\n", "level/height"),
]


def _write(folder: Path, extra: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    text = GOOD + "\n" + extra  # a section may come twice (the later value wins)
    (folder / "settings.ini").write_text(text)
    return text


@pytest.mark.parametrize(("extra", "key"), BAD)
def test_an_impossible_value_is_reset_with_a_notice_and_nothing_else_lost(
    tmp_path: Path, extra: str, key: str
) -> None:
    folder = tmp_path / "data"
    original = _write(folder, extra)
    settings = Settings(folder)
    assert settings.problem is not None and key in settings.problem
    asides = [p for p in folder.iterdir() if ".unreadable-" in p.name]
    assert len(asides) == 1 and asides[0].read_text() == original, "the file as it was"
    assert asides[0].name in settings.problem
    kept = parse((folder / "settings.ini").read_text())
    assert key not in kept
    assert (kept["options/question_marks"], kept["options/logic"]) == ("true", "hard")
    assert kept["view/theme"] == "dark" and kept["future/thing"] == "42"
    options = settings.options()
    assert options.question_marks and options.theme is Theme.DARK
    again = Settings(folder)
    assert again.problem is None, "reset once"


@pytest.mark.parametrize("language", ["de", "de_AT", "zh-CN", "pt", "system"])
def test_a_good_file_is_left_alone(tmp_path: Path, language: str) -> None:
    folder = tmp_path / "data"
    _write(folder, f"[view]\nzoom=1.5\n\n[options]\nlanguage={language}\n")
    settings = Settings(folder)
    assert settings.problem is None and settings.options().zoom == 1.5
    assert [p.name for p in folder.iterdir()] == ["settings.ini"]


def test_the_window_names_what_was_reset(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    _write(folder, "[view]\ntheme=purple\n")
    window = make_window(folder)
    qtbot.waitUntil(lambda: "view/theme" in window.last_message)
    assert "purple" in window.last_message
