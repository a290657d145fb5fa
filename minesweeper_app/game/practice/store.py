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
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from minesweeper_app.engine.puzzles import TECHNIQUES, Puzzle
from minesweeper_app.game.practice.glicko import Rating, rate
from minesweeper_app.game.safe_files import set_aside
from minesweeper_app.i18n import translate

SCHEMA_VERSION = 1

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
            return self._prepared(sqlite3.connect(self.path, timeout=0.5))
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) or not self.path.exists():
                return self._in_memory(exc)
            try:
                aside = set_aside(self.path)
                conn = self._prepared(sqlite3.connect(self.path, timeout=0.5))
            except (OSError, sqlite3.Error) as again:
                return self._in_memory(again)
            self.problem = translate(
                "Practice", "The practice file could not be read ({error}); it was kept as {file}."
            ).format(error=exc, file=aside)
            return conn

    def _in_memory(self, exc: BaseException) -> sqlite3.Connection:
        """The file's contents (if it can be read at all) in memory, so the history stays
        in view; new answers are kept there."""
        self.problem = translate(
            "Practice", "Practice results are kept in memory only: {error}."
        ).format(error=exc)
        conn = sqlite3.connect(":memory:")
        if self.path is not None and self.path.exists():
            with contextlib.suppress(sqlite3.Error):
                source = sqlite3.connect(f"{self.path.as_uri()}?mode=ro", uri=True, timeout=0.5)
                try:
                    source.backup(conn)
                finally:
                    source.close()
        try:
            return self._prepared(conn)
        except sqlite3.Error:
            return self._prepared(sqlite3.connect(":memory:"))

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
            for table in ("player", "puzzles", "attempts"):
                conn.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # -- reading ------------------------------------------------------------------------

    def player(self) -> Rating:
        row = self.conn.execute(
            "SELECT rating, deviation, volatility FROM player WHERE id = 1"
        ).fetchone()
        return Rating(*row) if row else Rating()

    def puzzle_rating(self, puzzle: Puzzle) -> Rating:
        """The puzzle's rating: as played so far, or its starting estimate."""
        row = self.conn.execute(
            "SELECT rating, deviation, volatility FROM puzzles WHERE id = ?", (puzzle.id,)
        ).fetchone()
        return Rating(*row) if row else Rating(float(puzzle.rating), PUZZLE_DEVIATION)

    def attempted(self, puzzle_id: str) -> bool:
        row = self.conn.execute("SELECT 1 FROM attempts WHERE puzzle = ?", (puzzle_id,))
        return row.fetchone() is not None

    def history(self) -> list[tuple[str, float]]:
        """(time, rating after) of every rated attempt, oldest first: the rating chart."""
        rows = self.conn.execute(
            "SELECT at, player_after FROM attempts WHERE first = 1 ORDER BY id"
        ).fetchall()
        return [(str(at), float(r)) for at, r in rows]

    def accuracy(self) -> dict[str, Accuracy]:
        """First attempts right, per technique (retries would flatter the numbers)."""
        rows = dict.fromkeys(TECHNIQUES, (0, 0))
        for technique, right, total in self.conn.execute(
            "SELECT technique, SUM(right), COUNT(*) FROM attempts WHERE first = 1 "
            "GROUP BY technique"
        ):
            rows[str(technique)] = (int(right), int(total))
        return {t: Accuracy(*rows[t]) for t in rows}

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
