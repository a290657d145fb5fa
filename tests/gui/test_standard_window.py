"""Options > Standard rules in the window: no help is offered, and it is remembered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from minesweeper_app.ui.settings import Settings


def test_the_standard_option_hides_help_greys_its_options_and_persists(
    make_window: Any, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    assert window.hint_button.isVisibleTo(window) and window.menus.analysis_action.isEnabled()
    window.menus.toggle_actions["standard"].trigger()
    window.new_game()
    assert window.game.standard
    assert not window.hint_button.isVisibleTo(window)
    assert not window.check_button.isVisibleTo(window)
    for action in (window.menus.analysis_action, window.menus.question_action):
        assert not action.isEnabled()
    assert Settings(data).options().standard
    window.close()
    again = make_window(data)
    assert again.menus.toggle_actions["standard"].isChecked() and again.game.standard
    assert not again.hint_button.isVisibleTo(again)
    again.close()
