"""Issue 26, point 6: a How to play page, and no counter or word left unexplained."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QPushButton

from minesweeper_app.ui.how_to_play import GLOSSARY
from minesweeper_app.ui.legend import MARK_WORDS


def test_f1_opens_the_page_with_rules_marks_and_glossary(qtbot: Any, make_window) -> None:
    win = make_window()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.board)
    qtbot.keyClick(win.board, Qt.Key.Key_F1)
    page = win.how_to_play
    assert page.isVisible()
    text = page.text()
    assert "never have to guess" in text
    for words in MARK_WORDS.values():
        assert words in text
    for name, meaning in GLOSSARY:
        assert name in text and meaning in text
    document = page.browser.document()
    for role in MARK_WORDS:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"mark:{role}"))
        assert image is not None and not image.isNull(), role
    help_menu = win.menuBar().actions()[-1].menu()
    assert win.how_to_play_action in help_menu.actions()


def test_every_counter_and_button_explains_itself(qtbot: Any, make_window) -> None:
    win = make_window()
    assert "flags" in win.mines_label.toolTip() and "Seconds" in win.time_label.toolTip()
    assert "New game (F2)" in win.face_button.toolTip()
    for button in win.centralWidget().findChildren(QPushButton):
        assert button.toolTip(), button.objectName()
    tip = win.summary_panel.toolTip()
    for word in ("3BV", "3BV/s", "Efficiency", "Logic"):
        assert f"{word}:" in tip


def test_the_help_says_hints_count_once_per_position() -> None:
    """Issue 34: "Hints 2" after about ten presses contradicted "how many times you
    asked": the controller counts a hint or check once per position."""
    from minesweeper_app.ui.how_to_play import GLOSSARY

    words = dict(GLOSSARY)["Hints"]
    assert "same position does not count again" in words


def test_the_keys_of_every_window_a_listener_uses_are_on_the_page(
    qtbot: Any, make_window: Any
) -> None:
    """Issue 32: every reading and jump key, the replay player's and the review's keys,
    and the brief announcements, each named where a screen reader user looks them up."""
    win = make_window()
    win.how_to_play_action.trigger()
    text = win.how_to_play.text()
    keys = text.split("Keys", 1)[1]
    for key in ("I, L, N", "M, T, A", "R, K", "J, O, E", "G, a row and a column, Enter"):
        assert key in keys, key
    for key in ("Shift+Left", "Shift+Right", "PgUp", "PgDown", "Home", "End", "Space"):
        assert key in keys, key
    assert "in a replay" in keys and "in a review" in keys
    assert "Brief announcements" in text
