"""The Statistics dialog's Practice tab: the rating over time and accuracy per technique."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper_app.engine.puzzles import Puzzle, generate_puzzles
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.stats.dialog import StatisticsDialog

SMALL = ((9, 9, 10), (9, 9, 16))


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return generate_puzzles(8, 5, levels=SMALL)


def _dialog(qtbot: Any, folder: Path) -> StatisticsDialog:
    dialog = StatisticsDialog(StatsStore(folder / "stats.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.practice)
    return dialog


def test_no_practice_yet_says_where_to_start_and_creates_nothing(
    qtbot: Any, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    assert "No practice yet" in dialog.practice.summary.text()
    assert dialog.practice.chart.points == []
    table = dialog.practice.table
    assert [table.item(r, 3).text() for r in range(table.rowCount())] == ["—"] * 4
    assert not (tmp_path / "practice.sqlite3").exists(), "the lessons offer depends on it"


def test_the_tab_shows_the_rating_history_and_first_time_accuracy(
    qtbot: Any, tmp_path: Path, puzzles: list[Puzzle]
) -> None:
    store = PracticeStore(tmp_path / "practice.sqlite3")
    attempts = [store.record(p, right=i % 2 == 0) for i, p in enumerate(puzzles)]
    store.record(puzzles[1], right=True)  # a retry: neither rated nor counted
    store.close()

    dialog = _dialog(qtbot, tmp_path)
    tab = dialog.practice
    assert tab.chart.points == pytest.approx([a.player_after.rating for a in attempts])
    final = attempts[-1].player_after
    assert f"{round(final.rating)} ± {round(final.deviation)}" in tab.summary.text()
    assert "after 8 rated puzzles" in tab.summary.text()
    rows = {
        tab.table.item(r, 0).text(): [tab.table.item(r, c).text() for c in (1, 2, 3)]
        for r in range(tab.table.rowCount())
    }
    expected: dict[str, list[int]] = {}
    for i, p in enumerate(puzzles):
        right, total = expected.get(p.technique, [0, 0])
        expected[p.technique] = [right + (i % 2 == 0), total + 1]
    names = {
        "single": "One number",
        "pair": "Two numbers together",
        "chain": "Three or more numbers",
        "mine-count": "The mine count",
    }
    for technique, (right, total) in expected.items():
        assert rows[names[technique]] == [str(total), str(right), f"{round(100 * right / total)}%"]


def test_the_chart_is_drawn_in_the_dialogs_colours(
    qtbot: Any, tmp_path: Path, puzzles: list[Puzzle]
) -> None:
    store = PracticeStore(tmp_path / "practice.sqlite3")
    for i, p in enumerate(puzzles):
        store.record(p, right=i != 3)
    store.close()
    dialog = _dialog(qtbot, tmp_path)
    chart = dialog.practice.chart
    image = chart.grab().toImage()
    base = chart.palette().base().color()
    corner = image.pixelColor(2, 2)
    assert corner == base, "no hard-coded white behind the chart in a dark theme"
    line = chart.palette().highlight().color()
    colours = {
        image.pixelColor(x, y).rgb() for x in range(image.width()) for y in range(image.height())
    }
    assert line.rgb() in colours, "the rating line is drawn"
