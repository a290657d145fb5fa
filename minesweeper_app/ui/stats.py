"""Best times and game history in SQLite, in a file the player never has to think about.

A database that cannot be read is a loss the player must hear about: it is moved aside
(kept, so nothing is destroyed) and a fresh one is started, and ``recovery_message``
says what happened.  The store never raises into the window for a bad file.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    finished_at TEXT NOT NULL,
    level TEXT NOT NULL,
    seconds REAL NOT NULL,
    won INTEGER NOT NULL,
    hints INTEGER NOT NULL
);
"""
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class GameRecord:
    finished_at: str
    level: str
    seconds: float
    won: bool
    hints: int


class StatsStore:
    """Finished games of one player; ``path`` is the SQLite file (``None``: in memory)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.recovery_message: str | None = None
        self._conn = self._open()

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._connect(":memory:")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect(str(self.path))
        except (sqlite3.DatabaseError, OSError) as exc:
            return self._recover(exc)

    @staticmethod
    def _connect(target: str) -> sqlite3.Connection:
        conn = sqlite3.connect(target)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {ok}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise sqlite3.DatabaseError(f"unknown statistics format version {version}")
            conn.executescript(SCHEMA)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            # A table with the right name but the wrong shape is as unusable as garbage.
            conn.execute("SELECT finished_at, level, seconds, won, hints FROM games LIMIT 1")
            conn.commit()
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def _recover(self, exc: Exception) -> sqlite3.Connection:
        assert self.path is not None
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        try:
            if self.path.exists():
                self.path.replace(aside)
            conn = self._connect(str(self.path))
            self.recovery_message = (
                f"The statistics file could not be read ({exc}). It was kept as "
                f"{aside.name} and a new one was started."
            )
            return conn
        except (sqlite3.DatabaseError, OSError) as exc2:
            self.recovery_message = (
                f"The statistics file {self.path} could not be read or replaced ({exc2}). "
                "Results of this session will not be saved."
            )
            return self._connect(":memory:")

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()

    def record(self, level: str, seconds: float, won: bool, hints: int) -> str | None:
        """Store a finished game; returns a message for the player if it could not be saved."""
        now = dt.datetime.now().isoformat(timespec="seconds")
        try:
            with self._conn:
                self._conn.execute(
                    "INSERT INTO games (finished_at, level, seconds, won, hints) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (now, level, float(seconds), int(won), int(hints)),
                )
        except sqlite3.Error as exc:
            return f"The result could not be saved to the statistics file ({exc})."
        return None

    def best_times(self) -> dict[str, float]:
        """Fastest win per level, counting only games won without hints."""
        try:
            rows = self._conn.execute(
                "SELECT level, MIN(seconds) FROM games WHERE won = 1 AND hints = 0 GROUP BY level"
            ).fetchall()
        except sqlite3.Error:
            return {}
        return {str(level): float(best) for level, best in rows}

    def history(self, limit: int = 200) -> list[GameRecord]:
        """Most recent finished games first."""
        try:
            rows = self._conn.execute(
                "SELECT finished_at, level, seconds, won, hints FROM games "
                "ORDER BY id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        except sqlite3.Error:
            return []
        return [GameRecord(str(a), str(b), float(c), bool(d), int(e)) for a, b, c, d, e in rows]
