"""Issue 33 point 8: the practice file is read with doubt. Wrong columns, impossible
ratings or a view where a table belongs neither break the store nor reach the player as
numbers; a file another program holds locked is not waited for (it froze the window for
24 s); nothing here raises."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper_app.engine.puzzles import Puzzle, generate_puzzles
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.practice.glicko import Rating


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return generate_puzzles(4, 5, levels=((9, 9, 10),))


def _with(path: Path, *sql: str) -> Path:
    PracticeStore(path).close()
    conn = sqlite3.connect(path)
    with conn:
        for statement in sql:
            conn.execute(statement)
    conn.close()
    return path


HOSTILE = {
    "rating text": ("INSERT INTO player VALUES (1, 'abc', 60, 0.06)",),
    "rating 1e999": ("INSERT INTO player VALUES (1, 1e999, 60, 0.06)",),
    "negative deviation": ("INSERT INTO player VALUES (1, 1500, -5, 0.06)",),
    "attempt rating text": (
        "INSERT INTO attempts (at, puzzle, technique, right, first, themed, player_before, "
        "player_after) VALUES ('x', 'p', 'single', 'yes', 1, 0, 1500, 'abc')",
    ),
    "attempts as a view": (
        "DROP TABLE attempts",
        "CREATE VIEW attempts AS SELECT 1 AS id, 'x' AS at",
    ),
    "wrong columns": ("DROP TABLE puzzles", "CREATE TABLE puzzles (x, y)"),
}


@pytest.mark.parametrize("sql", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_practice_file_never_raises_and_shows_no_impossible_number(
    tmp_path: Path, sql: tuple[str, ...], puzzles: list[Puzzle]
) -> None:
    path = _with(tmp_path / "practice.sqlite3", *sql)
    store = PracticeStore(path)
    player = store.player()
    assert isinstance(player, Rating) and 0 < player.deviation < 1000
    assert all(isinstance(r, float) and abs(r) < 10_000 for _, r in store.history())
    assert all(a.right <= a.attempts for a in store.accuracy().values())
    attempt = store.record(puzzles[0], right=True)
    assert attempt.player_after.rating > 0
    assert store.problem is not None, "the player hears that something was wrong"
    store.close()


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """Another program holds the practice file under BEGIN EXCLUSIVE."""
    path = _with(tmp_path / "practice.sqlite3", "INSERT INTO player VALUES (1, 1700, 80, 0.06)")
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    yield path
    other.execute("ROLLBACK")
    other.close()


def test_a_locked_practice_file_is_not_waited_for(locked: Path, puzzles: list[Puzzle]) -> None:
    started = time.monotonic()
    store = PracticeStore(locked)
    store.record(puzzles[0], right=True)
    waited = time.monotonic() - started
    assert store.problem is not None and "in memory" in store.problem
    assert waited < 2.0, f"waited {waited:.1f} s (the backup loop waited 24 s)"
    assert store.attempted(puzzles[0].id), "the answer is kept in memory"
    store.close()


def test_a_write_waits_no_longer_than_a_moment_for_a_lock(
    tmp_path: Path, puzzles: list[Puzzle]
) -> None:
    path = tmp_path / "practice.sqlite3"
    store = PracticeStore(path)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    started = time.monotonic()
    store.record(puzzles[0], right=True)
    waited = time.monotonic() - started
    other.execute("ROLLBACK")
    other.close()
    assert store.problem is not None and "could not" in store.problem
    assert waited < 1.0, f"the window waited {waited:.2f} s"
    store.close()
