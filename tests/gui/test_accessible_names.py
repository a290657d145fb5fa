"""Issue 32: every table, progress bar and combo box a screen reader meets is named, and
no dash reaches it where a value is missing (it would read "em dash")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QProgressBar, QTableWidget

from minesweeper_app.game import LEVELS
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.stats.dialog import StatisticsDialog


def _name(widget: Any) -> str:
    return str(QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name))


def test_the_statistics_tables_and_choices_are_named_and_say_no_dashes(
    qtbot: Any, tmp_path: Path
) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.record(FinishedGame(LEVELS["beginner"], 30.0, False, 0))  # no 3BV/s, no logic
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    tables = dialog.findChildren(QTableWidget)
    assert len(tables) >= 4 and all(_name(t) for t in tables), [_name(t) for t in tables]
    dashes = [
        t.item(r, c)
        for t in tables
        for r in range(t.rowCount())
        for c in range(t.columnCount())
        if t.item(r, c) is not None and t.item(r, c).text() == "—"
    ]
    assert dashes, "the history has a lost game without measures"
    assert all(i.data(Qt.ItemDataRole.AccessibleTextRole) == "none" for i in dashes)
    for combo in dialog.findChildren(QComboBox):
        if combo is dialog.result_filter:
            continue  # (the result filter sits beside the level filter, under one label)
        iface = QAccessible.queryAccessibleInterface(combo)
        labels = iface.relations(QAccessible.RelationFlag.Label)
        assert labels or _name(combo), combo.objectName()


def test_the_window_s_progress_bar_is_named(make_window: Any) -> None:
    win = make_window()
    bars = win.findChildren(QProgressBar)
    assert bars and all(_name(b) for b in bars)
