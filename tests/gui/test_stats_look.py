"""Issue 26, point 7: the statistics in the theme's colours, sized columns, the locale's
dates, copyable board ids."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from minesweeper_app.engine import BoardLayout, create_board
from minesweeper_app.game import BEGINNER, EXPERT
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.stats.dialog import StatisticsDialog
from minesweeper_app.ui.theme import apply_window_theme

LAYOUT = BoardLayout(16, 30, frozenset(create_board(16, 30, 99, (8, 15), seed=2)), (8, 15))
LONG_ID = LAYOUT.board_id


@pytest.fixture
def dialog(qtbot: Any, tmp_path: Path) -> StatisticsDialog:
    store = StatsStore(tmp_path / "stats.sqlite3")
    for i in range(12):
        store.record(FinishedGame(EXPERT, 120.0 + i, True, 0, three_bv=180, layout=LAYOUT))
    dlg = StatisticsDialog(store)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_chart_follows_the_dark_theme(qtbot: Any, tmp_path: Path) -> None:
    apply_window_theme("dark", False)
    try:
        store = StatsStore(tmp_path / "stats.sqlite3")
        store.record(FinishedGame(BEGINNER, 20.0, True, 0, three_bv=30))
        dlg = StatisticsDialog(store)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        image = dlg.chart.grab().toImage()
        corner = image.pixelColor(3, 3)
        assert corner.lightness() < 90, f"a {corner.name()} chart in the dark theme"
    finally:
        apply_window_theme("light", False)


def test_columns_fit_their_contents(dialog: StatisticsDialog) -> None:
    dialog.top_level.setCurrentText("Expert")
    QApplication.processEvents()
    top = dialog.top_table
    rank, date = top.columnWidth(0), top.columnWidth(2)
    assert rank < date / 2, "the rank column takes no more than it needs"
    assert top.columnWidth(0) < top.viewport().width() / 4


def test_dates_are_written_as_the_locale_writes_them(dialog: StatisticsDialog) -> None:
    record = dialog.shown_history()[0]
    when = QDateTime.fromString(record.finished_at, Qt.DateFormat.ISODate)
    expected = QLocale().toString(when, QLocale.FormatType.ShortFormat)
    if QLocale().language() == QLocale.Language.C:  # no locale to follow: ISO, readable
        expected = record.finished_at.replace("T", " ")
    assert dialog.history_table.item(0, 0).text() == expected
    assert "T" not in dialog.top_table.item(0, 2).text()


def test_a_board_id_is_shown_short_and_copied_whole(dialog: StatisticsDialog, qtbot: Any) -> None:
    table = dialog.history_table
    item = table.item(0, 9)
    assert LONG_ID is not None and len(LONG_ID) > 20
    assert len(item.text()) < 20 and LONG_ID in item.toolTip()
    table.selectRow(0)
    QGuiApplication.clipboard().clear()
    assert dialog.copy_id_action in table.actions()
    dialog.copy_id_action.trigger()
    assert QGuiApplication.clipboard().text() == LONG_ID
    table.setFocus()
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == LONG_ID
