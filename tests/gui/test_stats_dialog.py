"""The Statistics dialog shows what the store knows: per level, top 10, chart, history."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox

from minesweeper_app.engine import BoardLayout, Grade
from minesweeper_app.game import LEVELS, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.stats.dialog import StatisticsDialog


def _column(table: Any, col: int) -> list[str]:
    return [table.item(r, col).text() for r in range(table.rowCount())]


def _expert_layout(i: int) -> BoardLayout:
    """The i-th of a few distinct Expert boards (their ids tell them apart)."""
    start = (15, i)
    mines = [(r, c) for r in range(16) for c in range(30) if max(abs(r - 15), abs(c - i)) > 1]
    return BoardLayout(16, 30, frozenset(mines[:99]), start)


LOST_IDS = [_expert_layout(i).board_id for i in (9, 6, 3, 0)]


def _played(store: StatsStore) -> None:
    for i, won in enumerate([True, False, True, True]):
        store.record(
            FinishedGame(LEVELS["beginner"], 20.0 + i, won, 0, three_bv=30, grade=Grade.ONE_NUMBER)
        )
    for i in range(12):
        store.record(
            FinishedGame(
                LEVELS["expert"],
                150.0 + 5 * i,
                i % 3 != 0,
                0,
                three_bv=180,
                grade=Grade.TWO_NUMBERS,
                layout=_expert_layout(i),
            )
        )
    store.record(FinishedGame(custom_level(16, 30, 170), 99.0, True, 0))
    store.record(FinishedGame(LEVELS["intermediate"], 60.0, True, 2))


@pytest.fixture
def dialog(qtbot: Any, tmp_path: Path) -> StatisticsDialog:
    store = StatsStore(tmp_path / "stats.sqlite3")
    _played(store)
    dlg = StatisticsDialog(store)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_levels_table_counts_and_streaks(dialog: StatisticsDialog) -> None:
    table = dialog.levels_table
    assert _column(table, 0) == ["Beginner", "Intermediate", "Expert", "30x16/170"]
    beginner = [table.item(0, c).text() for c in range(8)]
    assert beginner == ["Beginner", "4", "3", "0", "75%", "2", "2", "20.0 s"]
    assert table.item(1, 7).text() == "—", "a game won with hints sets no best time"


def test_top_ten_of_the_chosen_level(dialog: StatisticsDialog) -> None:
    dialog.top_level.setCurrentText("Expert")
    table = dialog.top_table
    assert table.rowCount() == 8  # 12 games, every third lost
    assert _column(table, 1)[:3] == ["155.0 s", "160.0 s", "170.0 s"]
    assert _column(table, 3)[0] == f"{180 / 155:.2f}" and _column(table, 4)[0] == "two numbers"


def test_history_filters_and_exports_what_is_shown(
    dialog: StatisticsDialog, tmp_path: Path
) -> None:
    assert dialog.history_table.rowCount() == 18
    dialog.level_filter.setCurrentText("Expert")
    dialog.result_filter.setCurrentIndex(2)  # lost
    assert _column(dialog.history_table, 1) == ["Expert"] * 4
    assert _column(dialog.history_table, 3) == ["lost"] * 4
    assert _column(dialog.history_table, 9) == LOST_IDS
    target = tmp_path / "out.csv"
    assert dialog.export_csv(target) is None
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [r["board_id"] for r in rows] == LOST_IDS
    assert all(r["won"] == "0" for r in rows)


def test_reset_asks_first(dialog: StatisticsDialog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert not dialog.reset()
    assert dialog.history_table.rowCount() == 18
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Reset)
    assert dialog.reset()
    assert dialog.history_table.rowCount() == 0 and dialog.levels_table.rowCount() == 0


def test_the_chart_draws_a_line_per_level(dialog: StatisticsDialog) -> None:
    chart = dialog.chart
    assert set(chart.series) == {"Beginner", "Intermediate", "Expert", "30x16/170"}
    assert len(chart.series["Expert"]) == 8
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)
    colours = {
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    }
    for colour in ("#2e7d32", "#1565c0", "#c62828", "#6a1b9a"):  # a line for each level
        assert QColor(colour).name() in colours


def test_a_store_problem_is_shown_in_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = StatsStore(blocker / "stats.sqlite3")
    store.record(FinishedGame(LEVELS["beginner"], 10.0, True, 0))
    dlg = StatisticsDialog(store)
    qtbot.addWidget(dlg)
    assert "folder cannot be used" in dlg.problem_label.text()
    assert dlg.history_table.rowCount() == 1


def test_the_window_opens_the_dialog(qtbot: Any, make_window, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: shown.append(self) or 0)
    win = make_window()
    win.show_statistics()
    assert len(shown) == 1 and shown[0].stats is win.stats


def test_a_loss_undone_and_lost_again_is_one_game_in_the_levels_table(
    qtbot: Any, make_window: Any
) -> None:
    """Issue 34: a loss, an Undo and a second loss counted as two games played."""
    from minesweeper_app.game import BEGINNER, State
    from tests.gui.helpers import click, fixed_layout, start_game
    from tests.gui.test_layout_stability import LOSE_ON, mines_for

    win = make_window(creator=fixed_layout(mines_for(BEGINNER)))
    win.new_game(BEGINNER)
    start_game(qtbot, win, (8, 8))
    for again in (False, True):
        with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
            click(qtbot, win, LOSE_ON)
        assert win.game.state is State.LOST
        if not again:
            win.undo_button.click()
    win.new_game()  # the second end is recorded
    assert len(win.stats.history()) == 2, "both ends are in the history"
    summary = win.stats.summaries()["Beginner"]
    assert summary.played == 1 and summary.won == 0


@pytest.mark.parametrize(
    ("code", "word", "column"),
    [("en", "abandoned", "Abandoned"), ("de", "abgebrochen", "Abgebrochen")],
)
def test_an_abandoned_game_reads_abandoned_in_history_and_levels(
    qtbot: Any, qapp: Any, tmp_path: Path, code: str, word: str, column: str
) -> None:
    """Issue 34: a game left in progress showed as a plain "lost"."""
    from minesweeper_app.ui.language import install_language

    store = StatsStore(tmp_path / "stats.sqlite3")
    store.record(FinishedGame(LEVELS["beginner"], 20.0, False, 0))
    store.record(FinishedGame(LEVELS["beginner"], 30.0, False, 0, abandoned=True))
    install_language(qapp, code)
    try:
        dlg = StatisticsDialog(store)
        qtbot.addWidget(dlg)
        assert _column(dlg.history_table, 3)[0] == word
        headers = [
            dlg.levels_table.horizontalHeaderItem(c).text()
            for c in range(dlg.levels_table.columnCount())
        ]
        assert dlg.levels_table.item(0, headers.index(column)).text() == "1"
        assert dlg.levels_table.item(0, 1).text() == "2", "played: both"
        dlg.result_filter.setCurrentIndex(3)
        assert _column(dlg.history_table, 3) == [word]
        dlg.result_filter.setCurrentIndex(2)
        assert len(_column(dlg.history_table, 3)) == 1, "lost: the lost game only"
    finally:
        install_language(qapp, "en")
