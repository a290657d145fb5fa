"""Options > Theme, Colour-blind numbers and Coordinates: they reach the board, and persist."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication, QPalette

from minesweeper_app.ui.theme import DARK, LIGHT, apply_window_theme
from tests.gui.helpers import start_game


@pytest.fixture(autouse=True)
def _system_colours_afterwards() -> Iterator[None]:
    """The theme colours the whole application: put the system's back for the next test."""
    yield
    apply_window_theme("light", False)


def _window_is_dark() -> bool:
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 100


def test_defaults_follow_the_system_with_rulers_while_a_hint_is_shown(make_window) -> None:
    window = make_window()
    assert window.menus.theme_actions["system"].isChecked()
    assert window.board.theme == "system" and window.board.palette_in_use() is LIGHT
    assert not window.menus.colour_blind_action.isChecked() and not window.board.colour_blind
    assert window.menus.ruler_actions["hint"].isChecked() and window.board.rulers == "hint"


def test_dark_theme_darkens_board_and_window_and_survives_a_relaunch(
    make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    window.menus.theme_actions["dark"].trigger()
    assert window.board.palette_in_use() is DARK and _window_is_dark()
    assert window.menus.theme_actions["dark"].isChecked()
    window.close()

    again = make_window(data)
    assert again.board.theme == "dark" and again.menus.theme_actions["dark"].isChecked()
    assert _window_is_dark()
    again.menus.theme_actions["light"].trigger()
    assert again.board.palette_in_use() is LIGHT and not _window_is_dark()
    again.close()
    assert make_window(data).board.theme == "light"


def test_colour_blind_numbers_reach_the_board_and_survive_a_relaunch(
    make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    window.menus.colour_blind_action.trigger()
    assert window.board.colour_blind and window.options.colour_blind
    window.close()

    again = make_window(data)
    assert again.board.colour_blind and again.menus.colour_blind_action.isChecked()
    again.menus.colour_blind_action.trigger()
    assert not again.board.colour_blind
    again.close()
    assert not make_window(data).board.colour_blind


def test_coordinates_always_shows_rulers_without_a_hint_and_survives_a_relaunch(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    start_game(qtbot, window, (4, 4))
    assert not window.board.rulers_visible(), "no hint shown yet"
    size = window.size()
    window.menus.ruler_actions["always"].trigger()
    assert window.size() == size, "the window does not jump"
    assert window.board.rulers == "always" and window.board.rulers_visible()
    assert window.board.cell_rect((0, 0)).top() > 0, "the board moved aside for the rulers"
    window.close()

    again = make_window(data)
    assert again.board.rulers == "always" and again.menus.ruler_actions["always"].isChecked()
    again.menus.ruler_actions["off"].trigger()
    start_game(qtbot, again, (4, 4))
    with qtbot.waitSignal(again.hint_shown, timeout=20_000):
        again.request_hint()
    assert again.board.highlights and not again.board.rulers_visible()
    again.close()
    assert make_window(data).board.rulers == "off"


def test_a_damaged_value_falls_back_to_its_default_and_keeps_the_others(
    make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    window.menus.theme_actions["dark"].trigger()
    window.menus.colour_blind_action.trigger()
    window.menus.ruler_actions["always"].trigger()
    window.menus.question_action.trigger()
    window.close()
    ini = data / "settings.ini"
    text = ini.read_text()
    assert "theme=dark" in text and "colour_blind=true" in text and "rulers=always" in text
    ini.write_text(
        text.replace("theme=dark", "theme=sepia").replace("colour_blind=true", "colour_blind=maybe")
    )

    again = make_window(data)
    assert again.board.theme == "system" and again.menus.theme_actions["system"].isChecked()
    assert again.board.colour_blind is False
    assert again.board.rulers == "always", "an intact value is kept"
    assert again.options.question_marks
