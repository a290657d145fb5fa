"""The statistics store: what a player sees per level, and nothing lost through faults."""

from __future__ import annotations

import csv
import os
import sqlite3
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from minesweeper_app.engine import BoardLayout, Grade, cell_type_board, three_bv
from minesweeper_app.game import LEVELS, Move, MoveAction, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import (
    SCHEMA_VERSION,
    StatsStore,
    decode_moves,
    encode_moves,
)

BEGINNER_LAYOUT = BoardLayout(
    9,
    9,
    frozenset({(0, 0), (0, 8), (8, 0), (8, 8), (0, 4), (4, 0), (4, 8), (8, 4), (2, 2), (6, 6)}),
    (4, 4),
)

V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    finished_at TEXT NOT NULL,
    level TEXT NOT NULL,
    seconds REAL NOT NULL,
    won INTEGER NOT NULL,
    hints INTEGER NOT NULL
);
PRAGMA user_version = 1;
"""


def _v1_database(path: Path, rows: list[tuple[str, str, float, int, int]]) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    conn.executemany(
        "INSERT INTO games (finished_at, level, seconds, won, hints) VALUES (?, ?, ?, ?, ?)", rows
    )
    conn.commit()
    conn.close()


def _levels(store: StatsStore) -> list[tuple[str, float, bool]]:
    return [(r.level, r.seconds, r.won) for r in store.history(None)]


OLD_ROWS = [
    ("2025-01-01T10:00:00", "beginner", 30.0, 1, 0),
    ("2025-01-02T10:00:00", "expert", 300.0, 0, 2),
    ("2025-01-03T10:00:00", "custom", 12.0, 1, 0),
]


# ------------------------------------------------------------------ what a player sees


def test_per_level_counts_streaks_and_win_rate() -> None:
    store = StatsStore(None)
    for won in [True, True, False, True, True, True, False, True]:
        store.record(FinishedGame(LEVELS["beginner"], 20.0, won, 0))
    store.record(FinishedGame(LEVELS["expert"], 200.0, False, 0))
    summary = store.summaries()
    beginner = summary["Beginner"]
    assert (beginner.played, beginner.won) == (8, 6)
    assert beginner.win_rate == pytest.approx(0.75)
    assert (beginner.current_streak, beginner.best_streak) == (1, 3)
    assert summary["Expert"].win_rate == 0.0 and summary["Expert"].best_time is None
    assert list(summary) == ["Beginner", "Expert"]


def test_top_ten_fastest_counted_wins_with_3bv_per_second_and_grade() -> None:
    store = StatsStore(None)
    for i in range(12):
        store.record(
            FinishedGame(
                LEVELS["expert"], 100.0 + i, True, 0, three_bv=150, grade=Grade.TWO_NUMBERS
            )
        )
    store.record(FinishedGame(LEVELS["expert"], 50.0, True, 1, three_bv=150))  # with a hint
    store.record(FinishedGame(LEVELS["expert"], 51.0, True, 0, assisted=True))  # an undo
    store.record(FinishedGame(LEVELS["expert"], 52.0, True, 0, replay=True))  # the same board again
    store.record(FinishedGame(LEVELS["expert"], 53.0, False, 0))
    top = store.top_times("Expert")
    assert [r.seconds for r in top] == [100.0 + i for i in range(10)]
    assert top[0].bv_per_second == pytest.approx(1.5) and top[0].grade is Grade.TWO_NUMBERS
    assert top[0].finished_at[:4].isdigit()
    assert store.best_times() == {"expert": 100.0}
    assert store.summaries()["Expert"].best_time == 100.0


def test_custom_games_are_named_by_their_size() -> None:
    store = StatsStore(None)
    store.record(FinishedGame(custom_level(16, 30, 170), 90.0, True, 0))
    store.record(FinishedGame(custom_level(10, 10, 20), 20.0, True, 0))
    store.record(FinishedGame(custom_level(16, 30, 170), 25.0, False, 0))
    summary = store.summaries()
    assert summary["30x16/170"].played == 2 and summary["10x10/20"].played == 1
    assert [r.seconds for r in store.top_times("30x16/170")] == [90.0]


def test_history_filter_and_csv_export(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    store.record(
        FinishedGame(
            LEVELS["beginner"], 10.0, True, 0, three_bv=20, clicks=25, layout=BEGINNER_LAYOUT
        )
    )
    store.record(FinishedGame(LEVELS["expert"], 99.5, False, 0))
    store.record(FinishedGame(LEVELS["beginner"], 11.0, False, 0))
    assert [r.seconds for r in store.history(name="Beginner")] == [11.0, 10.0]
    assert [r.seconds for r in store.history(won=True)] == [10.0]
    assert [r.seconds for r in store.history(name="Beginner", won=False)] == [11.0]
    target = tmp_path / "history.csv"
    assert store.export_csv(target, store.history(name="Beginner")) is None
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [r["level"] for r in rows] == ["Beginner", "Beginner"]
    assert rows[1]["3bv"] == "20" and rows[1]["3bv_per_s"] == "2.000"
    assert rows[1]["board_id"] == BEGINNER_LAYOUT.board_id
    problem = store.export_csv(tmp_path / "missing" / "x.csv", store.history())
    assert problem and "could not be exported" in problem


def test_reset_forgets_everything_and_stays_usable(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    store.record(FinishedGame(LEVELS["beginner"], 10.0, True, 0))
    assert store.reset() is None
    assert store.history() == [] and store.summaries() == {}
    store.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0))
    store.close()
    assert _levels(StatsStore(tmp_path / "s.sqlite3")) == [("beginner", 12.0, True)]


def test_two_running_games_see_each_other_s_results_and_resets(tmp_path: Path) -> None:
    """A second window on the same data folder: each save brings in what the other saved,
    in the order they were saved, and a reset by the other is seen at the next save."""
    first = StatsStore(tmp_path / "s.sqlite3")
    second = StatsStore(tmp_path / "s.sqlite3")
    first.record(FinishedGame(LEVELS["beginner"], 10.0, True, 0))
    second.record(FinishedGame(LEVELS["expert"], 200.0, False, 1))
    first.record(FinishedGame(LEVELS["intermediate"], 50.0, True, 0))
    assert _levels(first) == [  # newest first
        ("intermediate", 50.0, True),
        ("expert", 200.0, False),
        ("beginner", 10.0, True),
    ]
    assert second.reset() is None
    first.record(FinishedGame(LEVELS["beginner"], 11.0, True, 0))
    assert _levels(first) == [("beginner", 11.0, True)]
    second.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0))
    assert _levels(second) == [("beginner", 12.0, True), ("beginner", 11.0, True)]
    first.close()
    second.close()


def test_new_fields_and_moves_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    moves = [
        Move(MoveAction.OPEN, (4, 4), 0.0),
        Move(MoveAction.FLAG, (0, 1), 1.25),
        Move(MoveAction.CHORD, (1, 1), 3.5),
    ]
    store = StatsStore(path)
    store.record(
        FinishedGame(
            LEVELS["beginner"],
            3.6,
            True,
            0,
            three_bv=7,
            clicks=9,
            grade=Grade.MINE_COUNT,
            moves=moves,
            layout=BEGINNER_LAYOUT,
        )
    )
    store.close()
    again = StatsStore(path)
    (rec,) = again.history()
    assert (rec.three_bv, rec.clicks, rec.grade, rec.board_id) == (
        7,
        9,
        Grade.MINE_COUNT,
        BEGINNER_LAYOUT.board_id,
    )
    assert (rec.height, rec.width, rec.mines) == (9, 9, 10) and rec.has_moves
    assert rec.game_id is not None and again.moves(rec.game_id) == moves


def test_moves_blob_round_trip_and_is_compact() -> None:
    rng = np.random.default_rng(0)
    moves, ms = [], 0
    for _ in range(400):
        ms += int(rng.integers(0, 5000))
        action = list(MoveAction)[int(rng.integers(4))]
        moves.append(Move(action, (int(rng.integers(16)), int(rng.integers(30))), ms / 1000))
    blob = encode_moves(moves)
    assert decode_moves(blob) == moves
    assert len(blob) < 6 * len(moves)
    with pytest.raises(ValueError):
        decode_moves(b"not moves")


def test_three_bv_of_the_engine_counts_the_boards_the_store_used_to() -> None:
    def bv(height: int, width: int, mines: set[tuple[int, int]]) -> int:
        return three_bv(cell_type_board(height, width, mines))

    assert bv(3, 3, {(0, 0)}) == 1  # one opening reveals every safe cell
    assert bv(1, 3, {(0, 1)}) == 2  # two numbers, no opening
    # An opening on each side of the mine; the 1s above and below it need a click each.
    assert bv(3, 5, {(1, 2)}) == 4


# ------------------------------------------------------------------ migration


def test_an_old_database_is_migrated_without_losing_a_game(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _v1_database(path, OLD_ROWS)
    store = StatsStore(path)
    assert store.recovery_message is None
    assert _levels(store) == [
        ("custom", 12.0, True),
        ("expert", 300.0, False),
        ("beginner", 30.0, True),
    ]
    old_expert = store.history(name="Expert")[0]
    assert (old_expert.height, old_expert.width, old_expert.mines) == (16, 30, 99)
    assert store.history(name="Custom")[0].three_bv is None
    store.record(
        FinishedGame(LEVELS["beginner"], 25.0, True, 0, three_bv=30, grade=Grade.ONE_NUMBER)
    )
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    again = StatsStore(path)
    assert len(again.history()) == 4 and again.best_times() == {"beginner": 25.0, "custom": 12.0}
    assert not [p for p in tmp_path.iterdir() if "unreadable" in p.name]


# ------------------------------------------------------------------ faults


def _aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".unreadable-" in p.name]


@pytest.fixture
def filled(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.record(FinishedGame(LEVELS["beginner"], 30.0, True, 0))
    store.record(FinishedGame(LEVELS["expert"], 300.0, False, 0))
    store.close()
    return path


@pytest.fixture
def exclusive_lock(filled: Path) -> Iterator[sqlite3.Connection]:
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    other.close()


def test_a_locked_database_at_start_is_kept_and_written_later(
    filled: Path, exclusive_lock: sqlite3.Connection
) -> None:
    store = StatsStore(filled)
    assert store.recovery_message and "locked" in store.recovery_message
    assert "another window or program" in store.recovery_message
    problem = store.record(FinishedGame(LEVELS["intermediate"], 80.0, True, 0))
    assert problem and "locked" in problem
    assert [r.level for r in store.history()] == ["intermediate"], "this session's game shows"
    exclusive_lock.execute("COMMIT")  # the other program lets go
    assert store.record(FinishedGame(LEVELS["beginner"], 20.0, True, 0)) is None
    assert store.problem is None
    assert _levels(store) == [
        ("beginner", 20.0, True),
        ("intermediate", 80.0, True),
        ("expert", 300.0, False),
        ("beginner", 30.0, True),
    ]
    store.close()
    assert len(StatsStore(filled).history()) == 4, "a relaunch shows the full history"
    assert not _aside(filled.parent)


def test_a_lock_held_while_saving_keeps_the_result_until_close(filled: Path) -> None:
    store = StatsStore(filled)
    assert store.recovery_message is None
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a writer holds the lock; reading still works
    problem = store.record(FinishedGame(LEVELS["expert"], 250.0, True, 0))
    assert problem and "locked" in problem
    assert len(store.history()) == 3 and store.best_times()["expert"] == 250.0
    other.execute("COMMIT")
    other.close()
    store.close()
    assert len(StatsStore(filled).history()) == 3


def test_still_locked_at_close_the_results_wait_in_a_pending_file(
    filled: Path, exclusive_lock: sqlite3.Connection
) -> None:
    store = StatsStore(filled)
    store.record(
        FinishedGame(
            LEVELS["intermediate"], 80.0, True, 0, moves=[Move(MoveAction.OPEN, (8, 8), 0.0)]
        )
    )
    store.close()
    pending = filled.with_name(filled.name + ".pending.json")
    assert pending.exists()
    exclusive_lock.execute("COMMIT")
    again = StatsStore(filled)
    assert again.recovery_message is None
    assert [r.level for r in again.history()] == ["intermediate", "expert", "beginner"]
    rec = again.history()[0]
    assert rec.game_id is not None and again.moves(rec.game_id) == [
        Move(MoveAction.OPEN, (8, 8), 0.0)
    ]
    assert not pending.exists()


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


@pytest.fixture
def read_only_file(filled: Path) -> Iterator[Path]:
    """Read-only by permissions and (as root ignores those) by the way it is opened."""
    filled.chmod(stat.S_IRUSR | stat.S_IRGRP)
    yield filled
    os.chmod(filled, stat.S_IRUSR | stat.S_IWUSR)


def test_a_read_only_database_is_read_and_the_cause_named(read_only_file: Path) -> None:
    store = StatsStore(read_only_file, opener=_read_only)
    assert len(store.history()) == 2
    problem = store.record(FinishedGame(LEVELS["beginner"], 25.0, True, 0))
    assert problem and "read-only" in problem
    assert len(store.history()) == 3 and store.best_times()["beginner"] == 25.0
    store.close()
    os.chmod(read_only_file, stat.S_IRUSR | stat.S_IWUSR)  # the player fixes the file
    again = StatsStore(read_only_file)
    assert [r.seconds for r in again.history()] == [25.0, 300.0, 30.0]
    assert not _aside(read_only_file.parent)


def test_an_old_read_only_database_still_shows_its_history(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _v1_database(path, OLD_ROWS)
    store = StatsStore(path, opener=_read_only)
    assert store.recovery_message and "read-only" in store.recovery_message
    assert "history is shown" in store.recovery_message
    assert len(store.history()) == 3
    assert store.record(FinishedGame(LEVELS["beginner"], 5.0, True, 0)) is not None
    assert len(store.history()) == 4
    store.close()
    again = StatsStore(path)  # writable again: migrated, and the kept result is added
    assert len(again.history()) == 4 and again.recovery_message is None


def _full_after_start(path: Path) -> sqlite3.Connection:
    """A connection that may not grow the file: SQLite's own SQLITE_FULL on the next write."""
    conn = sqlite3.connect(path, timeout=0.5)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    return conn


def test_a_full_disk_keeps_the_result_and_names_the_cause(filled: Path) -> None:
    store = StatsStore(filled, opener=_full_after_start)
    rng = np.random.default_rng(1)
    moves = [
        Move(MoveAction.OPEN, (int(rng.integers(16)), int(rng.integers(30))), i / 10)
        for i in range(3000)
    ]
    problem = store.record(FinishedGame(LEVELS["expert"], 222.0, True, 0, moves=moves))
    assert problem and "disk is full" in problem
    assert store.history()[0].seconds == 222.0
    store.close()
    again = StatsStore(filled)  # space was freed
    rec = again.history()[0]
    assert rec.seconds == 222.0 and len(again.history()) == 3
    assert rec.game_id is not None and again.moves(rec.game_id) == moves


def test_a_really_damaged_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    for i in range(50):
        store.record(
            FinishedGame(
                LEVELS["beginner"],
                float(i),
                True,
                0,
                moves=[Move(MoveAction.OPEN, (1, 1), 0.0)] * 50,
            )
        )
    store.close()
    data = bytearray(path.read_bytes())
    data[4096 + 10 : 4096 + 4000] = b"\xff" * 3990  # a page of the table is overwritten
    path.write_bytes(bytes(data))
    damaged = StatsStore(path)
    assert damaged.recovery_message and "kept as" in damaged.recovery_message
    kept = _aside(tmp_path)
    assert len(kept) == 1 and kept[0].read_bytes() == bytes(data)
    assert (
        damaged.record(FinishedGame(LEVELS["beginner"], 1.0, True, 0)) is None
        and len(damaged.history()) == 1
    )


@pytest.mark.slow  # a child process
def test_the_store_loads_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, minesweeper_app.game.stats; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]; "
        "sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, check=False)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("wait", [True, False], ids=["written", "closed-at-once"])
def test_the_writer_thread_saves_a_long_game_s_moves(tmp_path: Path, wait: bool) -> None:
    """The moves are encoded on the writer thread (or at close), never lost either way."""
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path, background=True)
    moves = [Move(MoveAction.OPEN, (i // 128, i % 128), i / 100) for i in range(6000)]
    store.record(FinishedGame(custom_level(128, 128, 3000), 60.0, False, 0, moves=moves))
    assert store.history()[0].has_moves, "shown at once, before it is written"
    if wait:
        deadline = time.monotonic() + 10
        while store.unsaved and time.monotonic() < deadline:
            time.sleep(0.01)  # polling the writer thread, not a fixed wait
        assert not store.unsaved
    assert store.close() is None
    again = StatsStore(path)
    rec = again.history()[0]
    assert rec.game_id is not None and again.moves(rec.game_id) == moves
    again.close()


def test_a_loss_an_undo_and_a_second_loss_are_one_game_played() -> None:
    """Issue 34: a loss, an Undo and a second loss counted as two games played."""
    store = StatsStore(None)
    store.record(FinishedGame(LEVELS["beginner"], 10.0, False, 0))  # the loss
    store.record(FinishedGame(LEVELS["beginner"], 20.0, False, 0, assisted=True))  # again
    store.record(FinishedGame(LEVELS["beginner"], 30.0, False, 0))  # the next game
    store.record(FinishedGame(LEVELS["beginner"], 40.0, True, 0, assisted=True))  # won on
    summary = store.summaries()["Beginner"]
    assert (summary.played, summary.won) == (2, 0)
    assert len(store.history()) == 4, "the history still lists every end"
