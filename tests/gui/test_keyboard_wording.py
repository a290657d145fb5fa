"""Every instruction a blind player gets names the key as well as the click: the start
message of a game, of a given board, and the practice puzzle's question on screen (Orca
reads it with the practice dialog when it opens)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from minesweeper_app.engine import encode_board_id
from minesweeper_app.game import BEGINNER
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.ui.practice import PracticeWindow


def test_a_new_game_says_which_key_starts_it(make_window: Any) -> None:
    win = make_window()
    win.new_game(BEGINNER)
    win.request_hint()  # before the first opening: the hint says how to start
    assert "Space" in win.last_message, win.last_message


def test_a_given_board_says_which_key_opens_its_start(make_window: Any) -> None:
    mines = frozenset({(0, 0), (0, 8), (8, 0), (8, 8), (4, 0)})
    win = make_window()
    assert win.open_board_id(encode_board_id(9, 9, mines, (4, 4))) is None
    win.request_hint()
    assert "Space" in win.last_message, win.last_message


def test_the_practice_question_on_screen_names_the_keys(qtbot: Any, tmp_path: Path) -> None:
    window = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.busy and window.puzzle is not None, timeout=30_000)
    prompt = window.prompt.text()
    assert "Space" in prompt and "F " in prompt, prompt


def test_every_lesson_that_says_click_names_the_key_too() -> None:
    from minesweeper_app.game.practice.lessons import LESSONS

    clicking = [lesson.text for lesson in LESSONS if "right-click" in lesson.text.lower()]
    assert clicking
    for text in clicking:
        assert "press F" in text or "or F)" in text, text
