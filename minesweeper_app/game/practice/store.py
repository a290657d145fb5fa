"""Practice ratings and attempts in their own small SQLite file, ``practice.sqlite3``.

Kept apart from the game statistics (``stats.sqlite3``) on purpose: the statistics
store checks its ``games`` table's shape, migrates it and moves a file it cannot read
aside, and its owner changes that code often; a separate file keeps that code
untouched, and a damaged practice file can never cost the player their game history.
Each attempt is written in one transaction (atomic). A damaged file is moved aside
(``practice.sqlite3.unreadable-<time>``) and a new one started; when the file cannot be
written (locked, read-only, disk full) practice goes on in memory and ``problem`` says
why. Nothing in here raises into the window.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import math
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from minesweeper_app.engine.puzzles import TECHNIQUES, Puzzle
from minesweeper_app.game.practice.glicko import Rating, rate
from minesweeper_app.game.safe_files import set_aside
from minesweeper_app.i18n import translate

SCHEMA_VERSION = 1

TIMEOUT = 0.05
"""Seconds any call waits for another program's lock: the store is used on the window's
thread, so a locked file means "in memory for now", never a frozen window."""
MAX_RATING = 10_000.0

PUZZLE_DEVIATION = 200.0
"""A new puzzle's deviation: its starting rating is an estimate, better than nothing."""

THEMED_WEIGHT = 0.5
"""Share of the rating change a player gets while training one technique only (as on
lichess: picking the theme gives away the hardest part, seeing which technique applies)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS player (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL);
CREATE TABLE IF NOT EXISTS puzzles (
    id TEXT PRIMARY KEY, technique TEXT NOT NULL,
    rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL);
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, puzzle TEXT NOT NULL,
    technique TEXT NOT NULL, right INTEGER NOT NULL, first INTEGER NOT NULL,
    themed INTEGER NOT NULL, player_before REAL NOT NULL, player_after REAL NOT NULL);
"""
_COLUMNS = {
    "player": {"id", "rating", "deviation", "volatility"},
    "puzzles": {"id", "technique", "rating", "deviation", "volatility"},
    "attempts": {
        *("id", "at", "puzzle", "technique", "right", "first", "themed"),
        *("player_before", "player_after"),
    },
}


@dataclass(frozen=True)
class Attempt:
    """One answered puzzle; only a first attempt (``first``) changes ratings."""

    puzzle_id: str
    technique: str
    right: bool
    first: bool
    player_before: Rating
    player_after: Rating
    puzzle_before: Rating
    puzzle_after: Rating


@dataclass(frozen=True)
class Accuracy:
    right: int
    attempts: int

    @property
    def share(self) -> float | None:
        return self.right / self.attempts if self.attempts else None


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


class PracticeStore:
    """The player's practice rating, every puzzle's rating and every attempt."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.problem: str | None = None
        self.conn = self._open()

    # -- opening ------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._prepared(sqlite3.connect(":memory:"))
        try:
            return self._prepared(sqlite3.connect(self.path, timeout=TIMEOUT))
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) or not self.path.exists():
                return self._in_memory(exc)
            try:
                aside = set_aside(self.path)
                conn = self._prepared(sqlite3.connect(self.path, timeout=TIMEOUT))
            except (OSError, sqlite3.Error) as again:
                return self._in_memory(again)
            self.problem = translate(
                "Practice", "The practice file could not be read ({error}); it was kept as {file}."
            ).format(error=exc, file=aside)
            return conn

    def _in_memory(self, exc: BaseException) -> sqlite3.Connection:
        """The file's contents (if they can be read at once) in memory, so the history
        stays in view; new answers are kept there. A file another program has locked is
        not waited for (``backup`` would retry it for long on the window's thread)."""
        self.problem = translate(
            "Practice", "Practice results are kept in memory only: {error}."
        ).format(error=exc)
        conn = self._prepared(sqlite3.connect(":memory:"))
        locked = "locked" in str(exc) or "busy" in str(exc)
        if self.path is not None and self.path.exists() and not locked:
            with contextlib.suppress(sqlite3.Error):
                _copy_rows(self.path, conn)
        return conn

    @staticmethod
    def _prepared(conn: sqlite3.Connection) -> sqlite3.Connection:
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.OperationalError(
                    f"the file was written by a newer version (schema {version})"
                )
            with conn:
                conn.executescript(_SCHEMA)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            _check_shape(conn)
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # -- reading ------------------------------------------------------------------------

    def _rows(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        """The rows of a query; none (and ``problem`` says why) if the file refuses."""
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            self.problem = translate(
                "Practice", "Practice results could not be read: {error}."
            ).format(error=exc)
            return []

    def _rating(self, row: tuple[object, ...] | None, default: Rating) -> Rating:
        """A stored rating, or ``default`` (with a notice) if the file holds an impossible one."""
        if row is None:
            return default
        rating = _valid_rating(row)
        if rating is None:
            self._impossible()
            return default
        return rating

    def _impossible(self) -> None:
        self.problem = translate(
            "Practice",
            "Some values in the practice file are impossible (a rating or an answer that "
            "cannot be); they are left out, and new answers are saved as usual.",
        )

    def player(self) -> Rating:
        rows = self._rows("SELECT rating, deviation, volatility FROM player WHERE id = 1")
        return self._rating(rows[0] if rows else None, Rating())

    def puzzle_rating(self, puzzle: Puzzle) -> Rating:
        """The puzzle's rating: as played so far, or its starting estimate."""
        rows = self._rows(
            "SELECT rating, deviation, volatility FROM puzzles WHERE id = ?", (puzzle.id,)
        )
        return self._rating(
            rows[0] if rows else None, Rating(float(puzzle.rating), PUZZLE_DEVIATION)
        )

    def attempted(self, puzzle_id: str) -> bool:
        return bool(self._rows("SELECT 1 FROM attempts WHERE puzzle = ? LIMIT 1", (puzzle_id,)))

    def history(self) -> list[tuple[str, float]]:
        """(time, rating after) of every rated attempt, oldest first: the rating chart
        (rows with an impossible rating are left out)."""
        rows = self._rows("SELECT at, player_after FROM attempts WHERE first = 1 ORDER BY id")
        return [(str(at), float(r)) for at, r in rows if _number(r, -MAX_RATING, MAX_RATING)]

    def accuracy(self) -> dict[str, Accuracy]:
        """First attempts right, per technique (retries would flatter the numbers)."""
        counts: dict[str, tuple[int, int]] = dict.fromkeys(TECHNIQUES, (0, 0))
        for technique, right in self._rows("SELECT technique, right FROM attempts WHERE first = 1"):
            key = str(technique)
            if right not in (0, 1) or len(key) > 100:
                self._impossible()
                continue
            done, total = counts.get(key, (0, 0))
            counts[key] = (done + int(bool(right)), total + 1)
        return {t: Accuracy(*counts[t]) for t in counts}

    # -- writing ------------------------------------------------------------------------

    def record(self, puzzle: Puzzle, right: bool, *, themed: bool = False) -> Attempt:
        """Store an answer. A first attempt is a rated game between player and puzzle;
        a retry is stored but rates nothing."""
        player = self.player()
        rated = self.puzzle_rating(puzzle)
        first = not self.attempted(puzzle.id)
        player_after, puzzle_after = player, rated
        if first:
            score = 1.0 if right else 0.0
            full = rate(player, [(rated, score)], clamp=True)
            weight = THEMED_WEIGHT if themed else 1.0
            moved = player.rating + weight * (full.rating - player.rating)
            player_after = Rating(moved, full.deviation, full.volatility)
            puzzle_after = rate(rated, [(player, 1.0 - score)], clamp=True)
        attempt = Attempt(
            puzzle.id, puzzle.technique, right, first, player, player_after, rated, puzzle_after
        )
        self._write(attempt, themed)
        return attempt

    def _write(self, a: Attempt, themed: bool) -> None:
        rows = (
            (a.player_after.rating, a.player_after.deviation, a.player_after.volatility),
            (a.puzzle_id, a.technique, *_triple(a.puzzle_after)),
            (_now(), a.puzzle_id, a.technique, int(a.right), int(a.first), int(themed)),
        )
        try:
            with self.conn:
                if a.first:
                    self.conn.execute("INSERT OR REPLACE INTO player VALUES (1, ?, ?, ?)", rows[0])
                    self.conn.execute(
                        "INSERT OR REPLACE INTO puzzles VALUES (?, ?, ?, ?, ?)", rows[1]
                    )
                self.conn.execute(
                    "INSERT INTO attempts (at, puzzle, technique, right, first, themed, "
                    "player_before, player_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (*rows[2], a.player_before.rating, a.player_after.rating),
                )
        except sqlite3.Error as exc:
            self.problem = translate("Practice", "This answer could not be saved: {error}.").format(
                error=exc
            )


def _triple(r: Rating) -> tuple[float, float, float]:
    return (r.rating, r.deviation, r.volatility)


def _number(value: object, low: float, high: float) -> TypeGuard[int | float]:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and low <= value <= high
    )


def _valid_rating(row: tuple[object, ...]) -> Rating | None:
    """A rating of the file if its values can be one (finite, in range), else None."""
    rating, deviation, volatility = row
    if not (
        _number(rating, -MAX_RATING, MAX_RATING)
        and _number(deviation, 1e-9, 10_000.0)
        and _number(volatility, 1e-9, 10.0)
    ):
        return None
    return Rating(float(rating), float(deviation), float(volatility))


def _check_shape(conn: sqlite3.Connection) -> None:
    """Each of the three tables is a table with the columns this version writes; a file
    of another shape (a view, missing or foreign columns) is damaged, not read."""
    kinds = dict(conn.execute("SELECT name, type FROM sqlite_master").fetchall())
    for table, columns in _COLUMNS.items():
        if kinds.get(table) != "table":
            raise sqlite3.DatabaseError(f"{table} is not a table")
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if present != columns:
            raise sqlite3.DatabaseError(f"the {table} table has foreign columns")


def _copy_rows(path: Path, conn: sqlite3.Connection) -> None:
    """The three tables of ``path`` into ``conn``, in one read that waits ``TIMEOUT``."""
    source = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=TIMEOUT)
    try:
        _check_shape(source)
        tables = {t: source.execute(f"SELECT * FROM {t}").fetchall() for t in _COLUMNS}
    finally:
        source.close()
    with conn:
        for table, rows in tables.items():
            marks = ", ".join("?" * len(_COLUMNS[table]))
            conn.executemany(f"INSERT OR IGNORE INTO {table} VALUES ({marks})", rows)
