"""Issue 34: the German title read "Minen ohne Rat… ss Minesweeper" at Beginner width.

The window manager shows the window's title followed by the application's display name
unless the two are the same; the display name stayed English, so the title mixed two
languages and was too long for a Beginner window.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication

from minesweeper_app.game import BEGINNER
from minesweeper_app.ui.language import install_language

NAMES = [("de", "Minen ohne Raten"), ("zh_CN", "无需猜测的扫雷")]


@pytest.mark.parametrize(("code", "name"), NAMES)
def test_the_title_is_the_translated_name_alone(
    qtbot: Any, qapp: Any, make_window, code: str, name: str
) -> None:
    install_language(qapp, code)
    try:
        win = make_window()
        win.new_game(BEGINNER)
        assert win.windowTitle() == name
        assert QGuiApplication.applicationDisplayName() == name, "no English name after it"
        width = win.fontMetrics().horizontalAdvance(win.windowTitle())
        assert width < win.width() - 120, "room beside the frame's icon and buttons"
    finally:
        install_language(qapp, "en")
    assert QGuiApplication.applicationDisplayName() == "No-guess Minesweeper"
