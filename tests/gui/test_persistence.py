"""Statistics and settings survive restarts and damaged files."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from minesweeper_app.game import EXPERT, LEVELS, State, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL2 = custom_level(5, 5, 2)
MINES2 = frozenset({(0, 0), (0, 2)})


def _win_small_game(qtbot: Any, win: Any) -> None:
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    click(qtbot, win, (0, 0), Qt.MouseButton.RightButton)
    click(qtbot, win, (0, 2), Qt.MouseButton.RightButton)
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (1, 1))


def test_results_survive_a_restart_and_hinted_games_are_marked(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    win = make_window(data, creator=fixed_layout(MINES2))
    _win_small_game(qtbot, win)
    win.new_game(LEVEL2)
    start_game(qtbot, win, (4, 4))
    win.game.note_hint()  # as the Hint button does
    with qtbot.waitSignal(win.game_finished):
        click(qtbot, win, (0, 0))
    win.close()

    again = make_window(data, creator=fixed_layout(MINES2))
    history = again.stats.history()
    rows = [(r.level, r.won, r.hints) for r in history]
    assert rows == [("custom", False, 1), ("custom", True, 0)]
    assert "custom" in again.stats.best_times()
    assert again.game.level == LEVEL2, "the last level is remembered"


def test_best_times_ignore_games_won_with_hints(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    store.record(FinishedGame(LEVELS["beginner"], 50.0, True, 0))
    store.record(FinishedGame(LEVELS["beginner"], 10.0, True, 3))
    store.record(FinishedGame(LEVELS["beginner"], 5.0, False, 0))
    assert store.best_times() == {"beginner": 50.0}
    assert store.history()[1].hints == 3


def test_a_corrupt_statistics_file_is_moved_aside_with_a_message(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    garbage = b"this is not a database, but it is the player's file" * 50
    (data / "stats.sqlite3").write_bytes(garbage)
    win = make_window(data, creator=fixed_layout(MINES2), show_notices=True)
    qtbot.waitUntil(lambda: win.notice_box is not None and win.notice_box.isVisible())
    assert "statistics" in win.notice_box.text() and "kept as" in win.notice_box.text()
    kept = [p for p in data.iterdir() if p.name.startswith("stats.sqlite3.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage, "never silently emptied"
    win.notice_box.close()
    _win_small_game(qtbot, win)
    assert len(win.stats.history()) == 1, "a fresh database works"


def test_a_statistics_file_with_a_foreign_table_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (something TEXT)")
    conn.commit()
    conn.close()
    store = StatsStore(path)
    assert store.recovery_message is not None
    assert (
        store.record(FinishedGame(LEVELS["beginner"], 1.0, True, 0)) is None
        and len(store.history()) == 1
    )


def test_an_unusable_folder_falls_back_to_memory_with_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    store = StatsStore(blocker / "stats.sqlite3")
    assert store.recovery_message and "when the file can be written again" in store.recovery_message
    problem = store.record(FinishedGame(LEVELS["beginner"], 1.0, True, 0))
    assert problem and "folder cannot be used" in problem
    assert len(store.history()) == 1, "the result is kept for the session"


def test_level_and_options_are_remembered(qtbot: Any, make_window, tmp_path: Path) -> None:
    data = tmp_path / "data"
    win = make_window(data)
    win.menus.level_actions["expert"].trigger()
    win.menus.question_action.setChecked(True)
    win.zoom_in()
    win.close()
    again = make_window(data)
    assert again.game.level == EXPERT and again.menus.level_actions["expert"].isChecked()
    assert again.menus.question_action.isChecked() and again.options.zoom > 1.0
    # The remembered zoom is the player's wish; Expert may be shown smaller to fit the screen.
    assert again.board.zoom <= again.options.zoom
    assert (
        not again.menus.auto_open_action.isChecked() and not again.menus.no_flag_action.isChecked()
    )


def test_damaged_settings_fall_back_to_defaults(qtbot: Any, make_window, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_bytes(
        b"[level]\nkey=custom\nheight=abc\nwidth=\xff\xfe\nmines=-4\n[view]\nzoom=huge\n"
        b"\x00\x01garbage without section\n[options\nauto_open=maybe\n"
    )
    win = make_window(data)
    assert win.game.level.key == "beginner" and win.board.zoom == 1.0
    assert win.game.state is State.READY


def test_settings_with_an_impossible_custom_level_are_not_used(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text("[level]\nkey=custom\nheight=5\nwidth=5\nmines=24\n")
    win = make_window(data)
    assert win.game.level.key == "beginner"


def test_a_locked_statistics_file_is_not_replaced_and_the_history_returns(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    win = make_window(data, creator=fixed_layout(MINES2))
    _win_small_game(qtbot, win)
    win.close()
    other = sqlite3.connect(data / "stats.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
    locked = make_window(data, creator=fixed_layout(MINES2), show_notices=True)
    # The window is not held up: the writer thread tries the file and says why it waits.
    qtbot.waitUntil(lambda: "locked" in locked.last_message)
    _win_small_game(qtbot, locked)
    assert locked.stats.unsaved == 1, "the game end did not wait for the locked file"
    # The writer thread tries in the background and the window says why the result waits.
    qtbot.waitUntil(lambda: "locked" in locked.last_message)
    other.execute("COMMIT")
    other.close()
    locked.close()
    assert not [p for p in data.iterdir() if ".unreadable-" in p.name]
    again = make_window(data, creator=fixed_layout(MINES2))
    assert [r.won for r in again.stats.history()] == [True, True], "nothing was lost"


def test_settings_written_by_qsettings_before_are_read_and_still_readable_by_it(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    data = tmp_path / "data"
    data.mkdir()
    old = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    old.setValue("level/key", "custom")
    for key, value in (("height", 8), ("width", 12), ("mines", 20)):
        old.setValue(f"level/{key}", value)
    old.setValue("options/question_marks", True)
    old.setValue("options/logic", "hard")
    old.setValue("view/zoom", 1.25)
    old.setValue("view/theme", "dark")
    old.sync()
    del old
    win = make_window(data)
    assert win.game.level == custom_level(8, 12, 20)
    assert win.options.question_marks and win.options.zoom == 1.25
    assert win.options.theme == "dark" and win.controller.grade_choice == "hard"
    win.set_theme("light")
    win.close()
    back = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    assert back.status() == QSettings.Status.NoError
    assert str(back.value("view/theme")) == "light" and str(back.value("level/width")) == "12"


def test_a_full_disk_while_saving_settings_is_told_once_and_loses_nothing(
    qtbot: Any, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    win = make_window(data)
    win.set_theme("dark")
    saved = (data / "settings.ini").read_bytes()
    told: list[str] = []
    monkeypatch.setattr(win.view, "notify", told.append)

    def no_space(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    win.set_theme("light")
    win.zoom_in()
    win.menus.level_actions["expert"].trigger()
    assert len(told) == 1 and told[0].startswith(
        "Your settings could not be saved: the disk is full"
    )
    assert (data / "settings.ini").read_bytes() == saved
    monkeypatch.undo()
    win.close()
    again = make_window(data)
    assert again.options.theme == "dark", "the last saved settings"


def test_closing_on_a_locked_file_hides_the_window_before_it_waits(
    qtbot: Any, make_window, tmp_path: Path
) -> None:
    """A result still waiting for a locked file is saved (or kept in the journal) as the
    window closes, which can take the writer's whole lock wait: the player must not see a
    window that hangs on Close, so it is gone before that wait starts."""
    data = tmp_path / "data"
    win = make_window(data, creator=fixed_layout(MINES2))
    win.close()
    other = sqlite3.connect(data / "stats.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        locked = make_window(data, creator=fixed_layout(MINES2))
        _win_small_game(qtbot, locked)
        assert locked.stats.unsaved == 1
        seen: list[bool] = []
        close_store = locked.stats.close

        def close_and_look() -> str | None:
            seen.append(locked.isVisible())
            return close_store()

        locked.stats.close = close_and_look
        locked.close()
        assert seen == [False], "the window was still shown while the results were saved"
    finally:
        other.execute("COMMIT")
        other.close()
    again = make_window(data, creator=fixed_layout(MINES2))
    assert [r.won for r in again.stats.history()] == [True], "the result was kept"
