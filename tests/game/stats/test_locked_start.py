"""Issue 33 point 5: a statistics file another program holds locked is waited for once
at start (the copy into memory waited a second time: 1.0 s measured, now about 0.45 s,
see the commit), and the player hears why."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper_app.game import custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.stats import opening as opening_module


def test_a_locked_file_is_waited_for_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copies: list[Path] = []
    real_copy = opening_module.copy_games

    def copy_games(source: Path, conn: sqlite3.Connection, wait: float = 0.5) -> None:
        copies.append(source)
        real_copy(source, conn, wait)

    monkeypatch.setattr(opening_module, "copy_games", copy_games)
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.record(FinishedGame(custom_level(5, 5, 3), 3.0, True))
    store.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        locked = StatsStore(path)
        assert locked.recovery_message is not None and "locked" in locked.recovery_message
        assert copies == [], "the lock that stopped the opening is not waited for again"
        locked.record(FinishedGame(custom_level(5, 5, 3), 4.0, True))
        assert locked.unsaved == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert locked.close() is None, "saved once the lock is gone"
    assert len(StatsStore(path).history()) == 2
