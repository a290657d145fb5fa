"""Issue 33 points 2 and 6: one impossible result never stops the statistics. A result
with values SQLite cannot hold (``hints`` 1e20 once killed the writer thread, and the
next games were lost without a word) is left out with a notice and the writer goes on;
rows of the file that cannot be games are not shown or summed; an "Expert" best on a 2x2
board is never an Expert best."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from minesweeper_app.game import EXPERT, Level, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore, level_name
from minesweeper_app.game.stats import store as store_module

SMALL = custom_level(5, 5, 3)


def _won(seconds: float = 12.0, hints: int = 0, level: Level = SMALL) -> FinishedGame:
    return FinishedGame(level, seconds, True, hints, three_bv=4, clicks=6)


@pytest.mark.parametrize(
    "bad",
    [
        _won(hints=10**20),
        _won(hints=-7),
        _won(seconds=float("inf")),
        _won(seconds=1e18),
        _won(seconds=float("nan")),
        _won(level=Level("expert", 2, 2, 1)),
    ],
    ids=["hints 1e20", "negative hints", "infinite time", "time 1e18", "NaN time", "2x2 Expert"],
)
def test_an_impossible_result_is_refused_and_the_writer_goes_on(
    tmp_path: Path, bad: FinishedGame
) -> None:
    heard: list[str | None] = []
    store = StatsStore(tmp_path / "stats.sqlite3", background=True, on_problem=heard.append)
    assert store.record(_won(10.0)) is None
    notice = store.record(bad)
    assert notice is not None and "not saved" in notice
    assert store.record(_won(11.0)) is None and store.record(_won(9.0)) is None
    assert store.close() is None, "nothing lost, nothing raised"
    again = StatsStore(tmp_path / "stats.sqlite3")
    assert sorted(r.seconds for r in again.history()) == [9.0, 10.0, 11.0]
    assert "expert" not in again.best_times() and "Expert" not in again.summaries()
    again.close()


def test_a_result_sqlite_refuses_is_left_out_and_the_rest_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever slips past the checks: the writer thread no longer dies of it."""
    real = store_module.insert

    def insert(conn: sqlite3.Connection, record: object, moves: bytes | None) -> None:
        if getattr(record, "seconds", None) == 13.0:
            raise OverflowError("Python int too large to convert to SQLite INTEGER")
        real(conn, record, moves)  # type: ignore[arg-type]

    monkeypatch.setattr(store_module, "insert", insert)
    heard: list[str | None] = []
    store = StatsStore(tmp_path / "stats.sqlite3", background=True, on_problem=heard.append)
    for seconds in (12.0, 13.0, 14.0):
        store.record(_won(seconds))
    assert store.close() is None
    assert any(h and "left out" in h for h in heard)
    again = StatsStore(tmp_path / "stats.sqlite3")
    assert sorted(r.seconds for r in again.history()) == [12.0, 14.0]
    again.close()


def test_impossible_rows_of_the_file_are_not_shown_and_the_player_hears_of_them(
    tmp_path: Path,
) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    conn = sqlite3.connect(path)
    columns = "finished_at, level, seconds, won, hints, height, width, mines"
    rows = [
        ("2026-01-01T00:00:00", "expert", 0.00036, 1, 0, 2, 2, 1),  # a faked Expert best
        ("2026-01-01T00:00:01", "custom", "abc", 1, 0, 5, 5, 3),
        ("2026-01-01T00:00:02", "custom", 1e999, 1, 0, 5, 5, 3),
        ("2026-01-01T00:00:03", "custom", 5.0, 1, -7, 5, 5, 3),
        ("2026-01-01T00:00:04", "custom", 5.0, 1, 1e20, 5, 5, 3),
        ("2026-01-01T00:00:05", "expert", 80.0, 1, 0, 16, 30, 99),  # a real one
    ]
    with conn:
        conn.executemany(f"INSERT INTO games ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    conn.close()
    store = StatsStore(path)
    assert [r.seconds for r in store.history()] == [80.0]
    assert store.best_times() == {"expert": 80.0} and list(store.summaries()) == ["Expert"]
    assert store.recovery_message is not None and "5 games" in store.recovery_message
    store.close()


def test_a_journal_row_with_impossible_values_is_refused_and_the_others_added(
    tmp_path: Path,
) -> None:
    path = tmp_path / "stats.sqlite3"
    good = {
        "finished_at": "2026-01-01T00:00:00",
        "level": "custom",
        "seconds": 7.0,
        "won": True,
        "hints": 0,
        "height": 5,
        "width": 5,
        "mines": 3,
        "has_moves": False,
    }
    rows = [good, {**good, "hints": 10**20}, {**good, "seconds": 8.0}]
    (tmp_path / "stats.sqlite3.pending.json").write_text(json.dumps(rows))
    store = StatsStore(path)
    assert sorted(r.seconds for r in store.history()) == [7.0, 8.0]
    assert store.recovery_message is not None and "not saved" in store.recovery_message
    assert store.close() is None
    kept = [p for p in tmp_path.iterdir() if ".pending.json.unreadable-" in p.name]
    assert len(kept) == 1 and "100000000000000000000" in kept[0].read_text(), "set aside"
    assert not (tmp_path / "stats.sqlite3.pending.json").exists()


def test_a_standard_level_name_needs_its_size() -> None:
    assert level_name("expert", 2, 2, 1) == "2x2/1"
    assert level_name("expert", EXPERT.height, EXPERT.width, EXPERT.mines) == "Expert"
    assert level_name("expert", None, None, None) == "Expert"  # a version-1 row
