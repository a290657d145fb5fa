"""Issue 33 point 9: on a full disk the game in progress is named at close and the
window offers a real retry: it stays open until keeping works or the player accepts the
loss (before, the game was dropped without a word, and the statistics notice asked the
player to free space "before closing" after the window had closed)."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from minesweeper_app.game import State, custom_level
from minesweeper_app.game.session import SAVE_FILE, save_game
from minesweeper_app.ui.window import session_guard
from tests.gui.helpers import fixed_layout, start_game

LEVEL = custom_level(5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})


def _playing(qtbot: Any, make_window, data: Path) -> Any:
    win = make_window(data, creator=fixed_layout(MINES))
    win.new_game(LEVEL)
    start_game(qtbot, win, (2, 0))
    assert win.game.state is State.PLAYING
    win.show_notices = True
    return win


def _answers(*buttons: str) -> list[str]:
    """Press ``buttons`` on the close question, one per time it is asked; its texts."""
    seen: list[str] = []
    queue = list(buttons)

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "close_problems":
            QTimer.singleShot(20, press)
            return
        seen.append(box.text())
        wanted = queue.pop(0)
        for button in box.buttons():
            if button.text() == wanted:
                button.click()
        if queue:
            QTimer.singleShot(20, press)

    QTimer.singleShot(0, press)
    return seen


@pytest.fixture
def disk_full_once(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The kept game's write fails with ENOSPC the first time, then works."""
    calls: list[int] = []

    def save(folder: Path, game: Any) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        save_game(folder, game)

    monkeypatch.setattr(session_guard, "save_game", save)
    return calls


def test_try_again_keeps_the_game_once_there_is_room(
    qtbot: Any, make_window, tmp_path: Path, disk_full_once: list[int]
) -> None:
    data = tmp_path / "player"
    win = _playing(qtbot, make_window, data)
    seen = _answers("Try again")
    win.close()
    assert len(seen) == 1 and "game in progress" in seen[0] and "disk is full" in seen[0]
    assert "5x5" in seen[0] or "Custom" in seen[0]
    assert not win.isVisible() and (data / SAVE_FILE).exists()
    assert len(disk_full_once) == 2


def test_keep_the_window_open_keeps_playing(
    qtbot: Any, make_window, tmp_path: Path, disk_full_once: list[int]
) -> None:
    win = _playing(qtbot, make_window, tmp_path / "player")
    _answers("Keep the window open")
    win.close()
    assert win.isVisible() and win.game.state is State.PLAYING


def test_close_and_lose_it_closes_without_another_promise(
    qtbot: Any, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(folder: Path, game: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(session_guard, "save_game", full)
    data = tmp_path / "player"
    win = _playing(qtbot, make_window, data)
    seen = _answers("Close and lose it")
    win.close()
    assert len(seen) == 1 and not win.isVisible() and not (data / SAVE_FILE).exists()
    assert win.session.loss_accepted
