"""What a screen reader user hears: messages, the game's end, the reading keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from minesweeper_app.game import State, custom_level
from minesweeper_app.game.wording import say
from minesweeper_app.ui.language import install_language
from tests.gui.a11y_helpers import Listener, board_tree, settle
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})  # start (2, 0); (1, 3) is provably a mine


def _started(qtbot: Any, make_window: Any, **kwargs: Any) -> Any:
    win = make_window(creator=fixed_layout(MINES3), **kwargs)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    settle()  # what the first click opened is said at the end of its turn
    return win


def test_a_hint_is_announced_in_full(qtbot: Any, make_window, listener: Listener) -> None:
    win = _started(qtbot, make_window)
    with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
        qtbot.keyClick(win.board, Qt.Key.Key_H)
    message = say(shown.args[0])
    assert message.count(".") >= 1 and listener.announcements()[-1] == message.strip()
    assert win.last_message == message


def test_brief_verbosity_says_the_first_sentence_and_is_remembered(
    qtbot: Any, make_window, listener: Listener, tmp_path: Path
) -> None:
    win = _started(qtbot, make_window, data_dir=tmp_path / "data")
    win.menus.toggle_actions["brief_announcements"].setChecked(True)
    with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
        win.hint_button.click()
    message: str = say(shown.args[0])
    heard = listener.announcements()[-1]
    assert message.startswith(heard) and heard.endswith(".")
    assert "." not in heard[:-1].replace("...", ""), heard
    again = make_window(data_dir=tmp_path / "data")
    assert again.menus.toggle_actions["brief_announcements"].isChecked()
    assert again.options.verbosity == "brief"


def test_flag_check_results_are_announced(qtbot: Any, make_window, listener: Listener) -> None:
    win = _started(qtbot, make_window)
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # no mine there
    with qtbot.waitSignal(win.flags_checked, timeout=30_000):
        qtbot.keyClick(win.board, Qt.Key.Key_C)
    assert win.last_message and listener.announcements()[-1] == win.last_message.strip()


def test_the_end_and_the_loss_explanation_are_announced(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = _started(qtbot, make_window)
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000) as shown:
        click(qtbot, win, (1, 3))
    assert win.game.state is State.LOST
    said = listener.announcements()
    end = next(s for s in said if s.startswith("Boom: a mine at row 2, column 4."))
    assert "Time " in end and "Clicks 2" in end
    assert said[-1] == " ".join(shown.args[0].sentences())
    assert said[-1].startswith("Row 2, column 4 was provably a mine.")


def test_reading_keys_say_the_cell_its_place_around_it_mines_and_time(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = _started(qtbot, make_window)
    win.board.cursor_cell = (1, 2)  # a 1 beside the mine at (1, 3)
    value = int(win.game.values[1, 2])
    assert value == 1
    for key in "ILNMT":
        qtbot.keyClick(win.board, key)
    cell, place, around, mines, time = listener.announcements()[-5:]
    assert cell == f"row 2, column 3, {value}"
    assert place == "row 2, column 3"
    assert around == (
        "Around row 2, column 3: above left empty, above 1, above right covered, "
        "left empty, right covered, below left empty, below 1, below right 1."
    )
    assert mines == "3 mines left."
    assert time.endswith("seconds.") or time == "1 second."
    win.menus.toggle_actions["brief_announcements"].setChecked(True)
    qtbot.keyClick(win.board, "N")
    assert listener.announcements()[-1] == "Around: 2 covered; numbers 1, 1, 1; 3 empty."
    qtbot.keyClick(win.board, "I")
    assert listener.announcements()[-1] == str(value)
    win.view.set_message("Something to hear again. And more.")
    settle()  # (said at the end of its turn; the player presses A later)
    qtbot.keyClick(win.board, "A")
    assert listener.announcements()[-2:] == ["Something to hear again.", "Something to hear again."]
    assert win.game.state is State.PLAYING, "reading keys never play"


def test_without_announcement_events_a_live_label_speaks(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window()
    win.view.speaker.events = False
    win.hint_button.setFocus()  # (on the board its focused cell says it)
    win.view.set_message("Hints are off in practice.")
    label = win.findChild(QLabel, "announcement")
    assert label is not None and label.text() == "Hints are off in practice."
    assert QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name) == label.text()
    assert not listener.announcements()


@pytest.fixture
def german(qapp: Any) -> Iterator[None]:
    install_language(qapp, "de")
    yield
    install_language(qapp, "en")


@pytest.mark.usefixtures("german")
def test_a_screen_reader_hears_the_chosen_language(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window()
    tree = board_tree(win)
    assert tree.text(QAccessible.Text.Name) == "Minesweeper-Brett"
    assert tree.text(QAccessible.Text.Description).startswith("9 Zeilen mal 9 Spalten. ")
    assert tree.child(10).text(QAccessible.Text.Name) == "Zeile 2, Spalte 2, verdeckt"
    win.board.cursor_cell = (0, 1)
    for key in "MTN":
        qtbot.keyClick(win.board, key)
    assert listener.announcements()[-3:] == [
        "10 Minen übrig.",
        "0 Sekunden.",
        "Um Zeile 1, Spalte 2: links verdeckt, rechts verdeckt, "
        "unten links verdeckt, unten verdeckt, unten rechts verdeckt.",
    ]


def test_brief_announcements_end_at_a_chinese_full_stop(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window()
    win.menus.toggle_actions["brief_announcements"].setChecked(True)
    win.view.set_message("第3行第3列的1恰好挨着1个未打开的格子。所以第2行第4列是地雷。")
    assert listener.announcements()[-1] == "第3行第3列的1恰好挨着1个未打开的格子。"
