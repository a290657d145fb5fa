"""Issue 33 point 8 through the windows: a damaged practice file no longer makes the
Practice window or the Statistics dialog raise, and its notice stays in view after the
first puzzle arrives (``next_puzzle`` wiped it at once)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.practice import PracticeWindow
from minesweeper_app.ui.stats.dialog import StatisticsDialog

BROKEN = {
    "rating text": ("INSERT INTO player VALUES (1, 'abc', 60, 0.06)",),
    "rating 1e999": ("INSERT INTO player VALUES (1, 1e999, 60, 0.06)",),
    "attempts as a view": ("DROP TABLE attempts", "CREATE VIEW attempts AS SELECT 1 AS id"),
    "wrong columns": ("DROP TABLE puzzles", "CREATE TABLE puzzles (x, y)"),
}


def _broken(folder: Path, sql: tuple[str, ...]) -> Path:
    path = folder / "practice.sqlite3"
    PracticeStore(path).close()
    conn = sqlite3.connect(path)
    with conn:
        for statement in sql:
            conn.execute(statement)
    conn.close()
    return path


@pytest.mark.parametrize("sql", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_practice_file_opens_both_windows_with_a_notice(
    qtbot: Any, tmp_path: Path, sql: tuple[str, ...]
) -> None:
    path = _broken(tmp_path, sql)
    window = PracticeWindow(PracticeStore(path), seed=5)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.busy and window.puzzle is not None, timeout=30_000)
    assert window.store_notice.isVisible() and window.store_notice.text()
    window.close()
    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.practice)
    assert dialog.practice.summary.text()
