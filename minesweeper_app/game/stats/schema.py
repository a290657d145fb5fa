"""The statistics file's schema: creating, migrating, copying and the row <-> record mapping.

Schema version 2 adds to version 1 (old files are migrated in place, in one transaction):
the board size, 3BV, clicks, logic grade, board id, replay and assisted marks, and the
moves (``encode_moves``) for the game review.  Version 3 adds the outcome ("won", "lost"
or "abandoned": a game left in progress was stored as a plain loss before; older rows
become "won" or "lost" by their ``won`` mark).  A file of a newer version is never written.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import TypeAlias

from minesweeper_app.engine import Grade
from minesweeper_app.game import LEVELS
from minesweeper_app.game.stats.records import GameRecord, Outcome
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate

SCHEMA_VERSION = 3
_V1_COLUMNS = ("finished_at", "level", "seconds", "won", "hints")
_V2_COLUMNS = {
    "height": "INTEGER",
    "width": "INTEGER",
    "mines": "INTEGER",
    "three_bv": "INTEGER",
    "clicks": "INTEGER",
    "grade": "TEXT",
    "board_id": "TEXT",
    "replay": "INTEGER NOT NULL DEFAULT 0",
    "assisted": "INTEGER NOT NULL DEFAULT 0",
    "moves": "BLOB",
}
OUTCOMES = frozenset(Outcome)
"""The outcomes a file may hold (the enum's members equal their stored words)."""
_V3_COLUMNS = {"outcome": "TEXT"}
_COLUMNS = {**_V2_COLUMNS, **_V3_COLUMNS}
_CREATE = (  # IF NOT EXISTS: two windows starting on a fresh folder both get here
    "CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY AUTOINCREMENT, "
    "finished_at TEXT NOT NULL, "
    "level TEXT NOT NULL, seconds REAL NOT NULL, won INTEGER NOT NULL, hints INTEGER NOT NULL, "
    + ", ".join(f"{name} {kind}" for name, kind in _COLUMNS.items())
    + ")"
)
FIELDS = (*_V1_COLUMNS, *(c for c in _COLUMNS if c != "moves"))
SELECT = "SELECT id, " + ", ".join(FIELDS) + ", moves IS NOT NULL FROM games"
assert (
    *("finished_at", "level", "seconds", "won", "hints", "height", "width", "mines"),
    *("three_bv", "clicks", "grade", "board_id", "replay", "assisted", "outcome"),
) == FIELDS, "record_of_row unpacks a row in this order"

BUSY_TIMEOUT = 0.5
"""Seconds a write waits for another program's lock before the result is kept for later."""
START_TIMEOUT = 0.4
"""Seconds a start without a writer thread (the command line) waits for a locked file."""
GUI_WAIT = 0.04
"""The longest any call made on the window's thread waits for a lock (``_io`` or the
file's): a locked file then means "from memory for now", never a frozen window. Below
the 50 ms a call may take in all, so the work around the wait fits too."""


class Damaged(Exception):
    """The file is not a usable statistics database: move it aside."""


class NewerSchema(Exception):
    """The file was written by a newer version of the game: read it, never write it."""


LOCKED = QT_TRANSLATE_NOOP(
    "Statistics", "another window or program is using the statistics (the file is locked)"
)
_READONLY = QT_TRANSLATE_NOOP("Statistics", "the statistics file or its folder is read-only")
_FULL = QT_TRANSLATE_NOOP("Statistics", "the disk is full")
CAUSES = {
    "SQLITE_BUSY": LOCKED,
    "SQLITE_LOCKED": LOCKED,
    "SQLITE_READONLY": _READONLY,
    "SQLITE_PERM": QT_TRANSLATE_NOOP(
        "Statistics", "the statistics file may not be written (no permission)"
    ),
    "SQLITE_FULL": _FULL,
    "SQLITE_CANTOPEN": QT_TRANSLATE_NOOP("Statistics", "the statistics file cannot be opened"),
    "SQLITE_IOERR": QT_TRANSLATE_NOOP("Statistics", "the disk reported a read or write error"),
}
"""SQLite's error names -> the cause in the player's words (English; ``translate`` them)."""
DAMAGE = ("SQLITE_NOTADB", "SQLITE_CORRUPT", "SQLITE_FORMAT", "SQLITE_SCHEMA")


def cause_of(exc: BaseException) -> str:
    """The cause of a fault in the player's words (SQLite's own text goes to the log)."""
    if isinstance(exc, NewerSchema):
        return translate("Statistics", "the statistics were written by a newer version of the game")
    if isinstance(exc, OSError):
        if exc.errno == 28:
            return translate("Statistics", _FULL)
        if exc.errno in (13, 30):
            return translate("Statistics", _READONLY)
        detail = str(exc.strerror or exc)
        return translate("Statistics", "the statistics folder cannot be used ({detail})").format(
            detail=detail
        )
    name = str(getattr(exc, "sqlite_errorname", ""))
    for prefix, words in CAUSES.items():
        if name.startswith(prefix):
            return translate("Statistics", words)
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return translate("Statistics", LOCKED)
    if "readonly" in text or "read-only" in text:
        return translate("Statistics", _READONLY)
    if "full" in text:
        return translate("Statistics", _FULL)
    return translate("Statistics", "the statistics file cannot be written ({detail})").format(
        detail=str(exc)
    )


def is_damage(exc: BaseException) -> bool:
    if isinstance(exc, Damaged):
        return True
    if isinstance(exc, NewerSchema):
        return False
    name = str(getattr(exc, "sqlite_errorname", ""))
    if name:
        return name.startswith(DAMAGE)
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


def is_lock(exc: BaseException) -> bool:
    """Another program holds the file (SQLite waited ``BUSY_TIMEOUT`` for it already)."""
    name = str(getattr(exc, "sqlite_errorname", ""))
    if name:
        return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def set_wait(conn: sqlite3.Connection, seconds: float) -> None:
    """How long ``conn``'s next statements wait for another program's lock."""
    conn.execute(f"PRAGMA busy_timeout = {round(seconds * 1000)}")


def migrate(conn: sqlite3.Connection, wait: float = BUSY_TIMEOUT) -> None:
    """Create the table or bring a version-1 table up to date, in one transaction.

    Raises Damaged for a ``games`` table of a foreign shape, sqlite3 errors for
    faults (a read-only file cannot be migrated, which is a temporary fault).
    ``wait``: how long a lock is waited for here (later statements wait ``BUSY_TIMEOUT``).
    """
    set_wait(conn, wait)
    version = schema_version(conn)
    if version > SCHEMA_VERSION:
        raise NewerSchema(f"statistics format version {version}, this game writes {SCHEMA_VERSION}")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "games" not in tables:
        with conn:
            conn.execute(_CREATE)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        return
    columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    if not set(_V1_COLUMNS) <= columns:
        raise Damaged("the games table has a foreign shape")
    missing = [c for c in _COLUMNS if c not in columns]
    if not missing and version >= SCHEMA_VERSION:
        return
    with conn:
        for name in missing:
            conn.execute(f"ALTER TABLE games ADD COLUMN {name} {_COLUMNS[name]}")
        fill_missing(conn)
        if version < SCHEMA_VERSION:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def copy_games(path: Path, conn: sqlite3.Connection, wait: float = BUSY_TIMEOUT) -> None:
    """Copy the games of the file at ``path`` (any schema version) into ``conn``.

    Reads with a busy timeout, so a file locked by another program fails fast
    (``Connection.backup`` would wait for the lock forever).
    """
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=wait)
    try:
        present = {r[1] for r in source.execute("PRAGMA table_info(games)")}
        names = [c for c in ("id", *_V1_COLUMNS, *_COLUMNS) if c in present]
        rows = source.execute(f"SELECT {', '.join(names)} FROM games ORDER BY id").fetchall()
    finally:
        source.close()
    with conn:
        conn.executemany(
            f"INSERT INTO games ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})", rows
        )
        fill_missing(conn)


def fill_missing(conn: sqlite3.Connection) -> None:
    """What older versions did not store: version-1 games of a standard level get its
    size (custom ones stay unnamed); version-2 games their outcome by their ``won``
    mark (an abandoned game was stored as a loss and cannot be told apart)."""
    conn.execute(
        "UPDATE games SET outcome = CASE WHEN won THEN 'won' ELSE 'lost' END WHERE outcome IS NULL"
    )
    for key, lv in LEVELS.items():
        conn.execute(
            "UPDATE games SET height = ?, width = ?, mines = ? WHERE level = ? AND height IS NULL",
            (lv.height, lv.width, lv.mines, key),
        )


def rows_after(conn: sqlite3.Connection, last: int, known: int) -> list[Sequence[SqlValue]] | None:
    """The rows added after id ``last``, or None if the file holds other changes too (the
    ``known`` rows before them are not all there: another game reset it)."""
    rows = conn.execute(f"{SELECT} WHERE id > ? ORDER BY id", (last,)).fetchall()
    (count,) = conn.execute("SELECT COUNT(*) FROM games").fetchone()
    return rows if known + len(rows) == count else None


def insert(conn: sqlite3.Connection, r: GameRecord, moves: bytes | None) -> None:
    values = [getattr(r, f) for f in FIELDS]  # ``outcome``: the record's property
    values[FIELDS.index("grade")] = r.grade.name if r.grade else None
    names = ", ".join(FIELDS)
    marks = ", ".join("?" * len(FIELDS))
    conn.execute(f"INSERT INTO games ({names}, moves) VALUES ({marks}, ?)", (*values, moves))


_GRADES = Grade.__members__

SqlValue: TypeAlias = int | float | str | bytes | None
"""What SQLite hands back for one column of a row."""


def _required(value: SqlValue) -> int | float | str | bytes:
    if value is None:
        raise TypeError("a required column is empty")
    return value


def _whole_or_none(value: SqlValue) -> int | None:
    """An optional count: None or a whole number; any other kind of value is no game."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise TypeError(f"{value!r} is not a whole number")


def _text_or_none(value: SqlValue) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise TypeError(f"{value!r} is not text")


def record_of_row(row: Sequence[SqlValue]) -> GameRecord:
    """A ``SELECT`` row as a record (unpacked by name, the quickest way: the whole history
    is read at the window's start). A value of the wrong kind raises TypeError (the row
    is then no game); ``valid.problem_of`` judges the values' ranges."""
    (
        game_id,
        finished_at,
        level,
        seconds,
        won,
        hints,
        height,
        width,
        mines,
        three_bv,
        clicks,
        grade,
        board_id,
        replay,
        assisted,
        outcome,
        has_moves,
    ) = row
    if outcome is not None and (outcome not in OUTCOMES or (outcome == Outcome.WON) != bool(won)):
        raise ValueError(f"the outcome {outcome!r} contradicts won={won!r}")
    return GameRecord(
        finished_at=str(finished_at),
        level=str(level),
        seconds=float(_required(seconds)),
        won=bool(won),
        hints=int(_required(hints)),
        height=_whole_or_none(height),
        width=_whole_or_none(width),
        mines=_whole_or_none(mines),
        three_bv=_whole_or_none(three_bv),
        clicks=_whole_or_none(clicks),
        grade=_GRADES.get(grade) if isinstance(grade, str) and grade else None,
        board_id=_text_or_none(board_id),
        replay=bool(replay),
        assisted=bool(assisted),
        has_moves=bool(has_moves),
        abandoned=outcome == Outcome.ABANDONED,
        game_id=int(_required(game_id)),
    )
