"""The player's statistics: finished games in SQLite, kept through faults. No Qt.

Faults are told apart, because the cure differs (issue 13):

- a *damaged* file (not a database, corrupt pages, a ``games`` table of a foreign
  shape) is moved aside, kept under ``stats.sqlite3.unreadable-<time>``, and a new
  one is started;
- a *temporary* fault (another program holds a lock, the disk is full, the file
  or folder is read-only, the disk reports an I/O error) never touches the file:
  the store reads what it can (a read-only copy in memory, so the whole history
  stays in view), keeps new results in memory, retries writing them at every
  new result, and at close puts what is still unsaved next to the database in
  ``stats.sqlite3.pending.json``, which the next start adds to the database.

Every message names the actual cause. Nothing in here raises into the window.

Schema version 2 adds to version 1 (old files are migrated in place, in one
transaction): the board size, 3BV, clicks, logic grade, board id, replay and
assisted marks, and the moves (``encode_moves``) for the game review.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import json
import sqlite3
import struct
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from minesweeper_app.engine import Grade
from minesweeper_app.game import LEVELS, MOVE_ACTIONS, Move

SCHEMA_VERSION = 2
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
_CREATE = (
    "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, finished_at TEXT NOT NULL, "
    "level TEXT NOT NULL, seconds REAL NOT NULL, won INTEGER NOT NULL, hints INTEGER NOT NULL, "
    + ", ".join(f"{name} {kind}" for name, kind in _V2_COLUMNS.items())
    + ")"
)
_FIELDS = (*_V1_COLUMNS, *(c for c in _V2_COLUMNS if c != "moves"))
_SELECT = "SELECT id, " + ", ".join(_FIELDS) + ", moves IS NOT NULL FROM games"

BUSY_TIMEOUT = 0.5
"""Seconds a write waits for another program's lock before the result is kept for later."""

TOP_N = 10


# ------------------------------------------------------------------ records


@dataclass(frozen=True)
class GameRecord:
    """One finished game. ``game_id`` is None while it waits to be saved."""

    finished_at: str
    level: str
    seconds: float
    won: bool
    hints: int
    height: int | None = None
    width: int | None = None
    mines: int | None = None
    three_bv: int | None = None
    clicks: int | None = None
    grade: Grade | None = None
    board_id: str | None = None
    replay: bool = False
    assisted: bool = False
    has_moves: bool = False
    game_id: int | None = None

    @property
    def name(self) -> str:
        """The level as the statistics show it; custom games by size: "30x16/170"."""
        return level_name(self.level, self.height, self.width, self.mines)

    @property
    def counted(self) -> bool:
        """Whether the game can set a best time: won alone, not a replay."""
        return self.won and self.hints == 0 and not self.assisted and not self.replay

    @property
    def bv_per_second(self) -> float | None:
        """3BV per second of a won game (a lost game did not clear its 3BV)."""
        if not self.won or self.three_bv is None or self.seconds <= 0:
            return None
        return self.three_bv / self.seconds


def level_name(level: str, height: int | None, width: int | None, mines: int | None) -> str:
    if level in LEVELS:
        return level.capitalize()
    if height is None or width is None or mines is None:
        return "Custom"
    return f"{width}x{height}/{mines}"


@dataclass(frozen=True)
class LevelSummary:
    name: str
    played: int
    won: int
    current_streak: int
    best_streak: int
    best_time: float | None
    recent_times: tuple[float, ...] = field(default=())
    """Winning times of the last games, oldest first (for the chart)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


_MOVES_VERSION = 1


def encode_moves(moves: Iterable[Move]) -> bytes:
    """Moves as a small blob: per move action, row, column and the time step in ms."""
    out = bytearray([_MOVES_VERSION])
    last = 0
    for m in moves:
        ms = max(last, round(m.seconds * 1000))
        out += struct.pack("BBB", MOVE_ACTIONS.index(m.action), m.cell[0], m.cell[1])
        _varint(out, ms - last)
        last = ms
    return zlib.compress(bytes(out), 9)


def decode_moves(blob: bytes) -> list[Move]:
    """Inverse of ``encode_moves``; ValueError if the blob is not one."""
    try:
        data = zlib.decompress(blob)
    except zlib.error as exc:
        raise ValueError(f"The stored moves cannot be read ({exc}).") from None
    if not data or data[0] != _MOVES_VERSION:
        raise ValueError("The stored moves are in an unknown format.")
    moves: list[Move] = []
    i, ms = 1, 0
    while i < len(data):
        if i + 3 > len(data) or data[i] >= len(MOVE_ACTIONS):
            raise ValueError("The stored moves are damaged.")
        action, row, col = data[i], data[i + 1], data[i + 2]
        i += 3
        step, shift = 0, 0
        while True:
            if i >= len(data):
                raise ValueError("The stored moves are damaged.")
            byte = data[i]
            i += 1
            step |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        ms += step
        moves.append(Move(ms / 1000.0, MOVE_ACTIONS[action], (row, col)))
    return moves


def _varint(out: bytearray, n: int) -> None:
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


# ------------------------------------------------------------------ faults


class _Damaged(Exception):
    """The file is not a usable statistics database: move it aside."""


_CAUSES = {
    "SQLITE_BUSY": "another program is using the statistics file (it is locked)",
    "SQLITE_LOCKED": "another program is using the statistics file (it is locked)",
    "SQLITE_READONLY": "the statistics file is read-only",
    "SQLITE_PERM": "the statistics file may not be written (no permission)",
    "SQLITE_FULL": "the disk is full",
    "SQLITE_CANTOPEN": "the statistics file cannot be opened",
    "SQLITE_IOERR": "the disk reported a read or write error",
}
_DAMAGE = ("SQLITE_NOTADB", "SQLITE_CORRUPT", "SQLITE_FORMAT", "SQLITE_SCHEMA")


def _cause(exc: BaseException) -> str:
    """The cause of a fault in words, with SQLite's own text for the curious."""
    if isinstance(exc, OSError):
        return f"the statistics folder cannot be used ({exc.strerror or exc})"
    name = str(getattr(exc, "sqlite_errorname", ""))
    for prefix, words in _CAUSES.items():
        if name.startswith(prefix):
            return f"{words} ({exc})"
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return f"{_CAUSES['SQLITE_BUSY']} ({exc})"
    if "readonly" in text or "read-only" in text:
        return f"{_CAUSES['SQLITE_READONLY']} ({exc})"
    if "full" in text:
        return f"{_CAUSES['SQLITE_FULL']} ({exc})"
    return str(exc)


def _is_damage(exc: BaseException) -> bool:
    if isinstance(exc, _Damaged):
        return True
    name = str(getattr(exc, "sqlite_errorname", ""))
    if name:
        return name.startswith(_DAMAGE)
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


Opener = Callable[[Path], sqlite3.Connection]


def _default_opener(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=BUSY_TIMEOUT)


# ------------------------------------------------------------------ the store


class StatsStore:
    """Finished games of one player; ``path`` is the SQLite file (``None``: in memory).

    ``recovery_message`` tells the player about a fault found at start (None if all
    is well); ``problem`` is the latest unresolved fault. ``opener`` opens the file
    (tests inject faults through it).
    """

    def __init__(self, path: Path | None, *, opener: Opener = _default_opener) -> None:
        self.path = path
        self.recovery_message: str | None = None
        self.problem: str | None = None
        self._opener = opener
        self._pending: list[tuple[GameRecord, bytes | None]] = []
        self._saved = True
        """Whether ``_conn`` is the file itself (False: a copy in memory)."""
        self._conn = self._start()
        self._load_sidecar()

    # -- opening ---------------------------------------------------------------------

    @property
    def _sidecar(self) -> Path | None:
        return None if self.path is None else self.path.with_name(self.path.name + ".pending.json")

    def _start(self) -> sqlite3.Connection:
        if self.path is None:
            conn = sqlite3.connect(":memory:")
            _migrate(conn)
            return conn
        try:
            return self._open_file()
        except Exception as exc:
            if not _is_damage(exc):
                return self._fall_back(exc)
            return self._move_aside(exc)

    def _open_file(self) -> sqlite3.Connection:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = self._opener(self.path)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise _Damaged(f"integrity check failed: {ok[0] if ok else 'no answer'}")
            _migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _move_aside(self, exc: BaseException) -> sqlite3.Connection:
        assert self.path is not None
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        try:
            self.path.replace(aside)
            conn = self._open_file()
        except Exception as exc2:
            return self._fall_back(exc2)
        self.recovery_message = (
            f"The statistics file could not be read ({exc}). It was kept as "
            f"{aside.name} and a new one was started."
        )
        return conn

    def _fall_back(self, exc: BaseException) -> sqlite3.Connection:
        """A temporary fault at start: read what can be read into memory, write later."""
        self._saved = False
        conn = sqlite3.connect(":memory:")
        _migrate(conn)
        copied = False
        if self.path is not None and self.path.exists():
            with contextlib.suppress(sqlite3.Error):
                _copy_games(self.path, conn)
                copied = True
        shown = "Your history is shown" if copied else "Your history cannot be shown until then"
        self.problem = self.recovery_message = (
            f"The statistics cannot be saved right now: {_cause(exc)}. {shown}; new results "
            "are kept and saved when the file can be written again (they will not be saved "
            "before that)."
        )
        return conn

    def _load_sidecar(self) -> None:
        sidecar = self._sidecar
        if sidecar is None or not sidecar.exists():
            return
        try:
            rows = json.loads(sidecar.read_text(encoding="utf-8"))
            for row in rows:
                blob = row.pop("moves", None)
                moves = bytes.fromhex(blob) if blob else None
                grade = row.pop("grade", None)
                record = GameRecord(**row, grade=Grade[grade] if grade else None)
                self._pending.append((record, moves))
                if not self._saved:
                    _insert(self._conn, record, moves)
        except (OSError, ValueError, TypeError, KeyError) as exc:
            self.recovery_message = (
                f"Results kept from an earlier session could not be read ({exc}); "
                f"the file {sidecar.name} was left as it is."
            )
            self._pending.clear()
            return
        if self._flush() is None and self._saved:
            with contextlib.suppress(OSError):
                sidecar.unlink()

    # -- writing ---------------------------------------------------------------------

    def record(
        self,
        level: str,
        seconds: float,
        won: bool,
        hints: int,
        *,
        height: int | None = None,
        width: int | None = None,
        mines: int | None = None,
        three_bv: int | None = None,
        clicks: int | None = None,
        grade: Grade | str | None = None,
        board_id: str | None = None,
        moves: Sequence[Move] | None = None,
        replay: bool = False,
        assisted: bool = False,
    ) -> str | None:
        """Store a finished game; returns a message for the player if it is not yet saved.

        ``grade`` is a Grade (or its name), ``moves`` the player's actions for the review.
        Standard levels get their size filled in; custom games need it to be named.
        """
        if isinstance(grade, str):
            grade = Grade[grade]
        if height is None and level in LEVELS:
            height, width, mines = LEVELS[level].height, LEVELS[level].width, LEVELS[level].mines
        blob = encode_moves(moves) if moves is not None else None
        record = GameRecord(
            finished_at=dt.datetime.now().isoformat(timespec="seconds"),
            level=level,
            seconds=float(seconds),
            won=bool(won),
            hints=int(hints),
            height=height,
            width=width,
            mines=mines,
            three_bv=three_bv,
            clicks=clicks,
            grade=grade,
            board_id=board_id,
            replay=bool(replay),
            assisted=bool(assisted),
            has_moves=blob is not None,
        )
        self._pending.append((record, blob))
        if not self._saved:
            with contextlib.suppress(sqlite3.Error):
                _insert(self._conn, record, blob)
                self._conn.commit()
        return self._flush()

    def _flush(self) -> str | None:
        """Write the results not yet in the file; a message naming the cause if it fails."""
        if not self._pending:
            return None
        try:
            target = self._conn if self._saved else self._open_file()
        except Exception as exc:
            return self._unsaved(exc)
        try:
            with target:
                for record, blob in self._pending:
                    _insert(target, record, blob)
        except sqlite3.Error as exc:
            if target is not self._conn:
                target.close()
            return self._unsaved(exc)
        self._pending.clear()
        if not self._saved:
            self._conn.close()
            self._conn = target
            self._saved = True
        self.problem = None
        return None

    def _unsaved(self, exc: BaseException) -> str:
        self.problem = (
            f"The result could not be saved yet: {_cause(exc)}. It is kept and saved "
            "with the next result or when the game closes."
        )
        return self.problem

    def close(self) -> None:
        """Save what is pending; what still cannot be saved goes to the pending file."""
        self._flush()
        sidecar = self._sidecar
        if self._pending and sidecar is not None:
            rows = []
            for record, blob in self._pending:
                row = {k: getattr(record, k) for k in (*_FIELDS, "has_moves")}
                row["grade"] = record.grade.name if record.grade else None
                row["moves"] = blob.hex() if blob else None
                rows.append(row)
            with contextlib.suppress(OSError):
                sidecar.write_text(json.dumps(rows), encoding="utf-8")
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()

    def reset(self) -> str | None:
        """Forget every finished game (the window asks for confirmation first)."""
        if not self._saved:
            return f"The statistics cannot be reset now. {self.problem}"
        self._pending.clear()
        if self._sidecar is not None:
            with contextlib.suppress(OSError):
                self._sidecar.unlink(missing_ok=True)
        try:
            with self._conn:
                self._conn.execute("DELETE FROM games")
        except sqlite3.Error as exc:
            return f"The statistics could not be reset: {_cause(exc)}."
        return None

    # -- reading ---------------------------------------------------------------------

    def _records(self, where: str = "", params: Sequence[Any] = ()) -> list[GameRecord]:
        """All games oldest first, including results that are not saved yet."""
        try:
            rows = self._conn.execute(f"{_SELECT} {where} ORDER BY id", params).fetchall()
        except sqlite3.Error:
            rows = []
        out = [_record(row) for row in rows]
        if self._saved:
            out += [record for record, _ in self._pending]
        return out

    def history(
        self, limit: int | None = 200, *, name: str | None = None, won: bool | None = None
    ) -> list[GameRecord]:
        """Most recent finished games first; ``name`` filters by level name ("Expert",
        "30x16/170"), ``won`` by result."""
        records = [
            r
            for r in reversed(self._records())
            if (name is None or r.name == name) and (won is None or r.won == won)
        ]
        return records if limit is None else records[:limit]

    def best_times(self) -> dict[str, float]:
        """Fastest counted win per level key (no hints, not assisted, not a replay)."""
        best: dict[str, float] = {}
        for r in self._records():
            if r.counted and (r.level not in best or r.seconds < best[r.level]):
                best[r.level] = r.seconds
        return best

    def level_names(self) -> list[str]:
        """Names of the levels played: the standard ones first, then custom sizes."""
        names = {r.name for r in self._records()}
        standard = [lv.capitalize() for lv in LEVELS if lv.capitalize() in names]
        return standard + sorted(names - set(standard))

    def summaries(self, recent: int = 30) -> dict[str, LevelSummary]:
        """Played, won, streaks, best time and recent winning times, per level name."""
        groups: dict[str, list[GameRecord]] = {}
        for r in self._records():
            groups.setdefault(r.name, []).append(r)
        out = {}
        for name in self.level_names():
            games = groups[name]
            best_streak = streak = 0
            for g in games:
                streak = streak + 1 if g.won else 0
                best_streak = max(best_streak, streak)
            counted = [g.seconds for g in games if g.counted]
            wins = [g.seconds for g in games if g.won and not g.replay]
            out[name] = LevelSummary(
                name=name,
                played=len(games),
                won=sum(g.won for g in games),
                current_streak=streak,
                best_streak=best_streak,
                best_time=min(counted, default=None),
                recent_times=tuple(wins[-recent:]),
            )
        return out

    def top_times(self, name: str, n: int = TOP_N) -> list[GameRecord]:
        """The ``n`` fastest counted wins of a level, fastest first."""
        wins = [r for r in self._records() if r.counted and r.name == name]
        return sorted(wins, key=lambda r: (r.seconds, r.finished_at))[:n]

    def moves(self, game_id: int) -> list[Move] | None:
        """The stored moves of a game, or None if it has none (or they are unreadable)."""
        try:
            row = self._conn.execute("SELECT moves FROM games WHERE id = ?", (game_id,)).fetchone()
        except sqlite3.Error:
            return None
        if row is None or row[0] is None:
            return None
        try:
            return decode_moves(bytes(row[0]))
        except ValueError:
            return None

    def export_csv(self, target: Path, records: Sequence[GameRecord]) -> str | None:
        """Write games as CSV (for a spreadsheet); a message if the file cannot be written."""
        header = [
            "finished_at",
            "level",
            "seconds",
            "won",
            "hints",
            "assisted",
            "replay",
            "3bv",
            "3bv_per_s",
            "clicks",
            "grade",
            "board_id",
        ]
        try:
            with target.open("w", newline="", encoding="utf-8") as fh:
                writer = csv.writer(fh)
                writer.writerow(header)
                for r in records:
                    rate = r.bv_per_second
                    writer.writerow(
                        [
                            r.finished_at,
                            r.name,
                            f"{r.seconds:.3f}",
                            int(r.won),
                            r.hints,
                            int(r.assisted),
                            int(r.replay),
                            "" if r.three_bv is None else r.three_bv,
                            "" if rate is None else f"{rate:.3f}",
                            "" if r.clicks is None else r.clicks,
                            r.grade.label if r.grade else "",
                            r.board_id or "",
                        ]
                    )
        except OSError as exc:
            return f"The history could not be exported to {target} ({exc.strerror or exc})."
        return None


# ------------------------------------------------------------------ schema


def _migrate(conn: sqlite3.Connection) -> None:
    """Create the table or bring a version-1 table up to date, in one transaction.

    Raises _Damaged for a ``games`` table of a foreign shape, sqlite3 errors for
    faults (a read-only file cannot be migrated, which is a temporary fault).
    """
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "games" not in tables:
        if version > SCHEMA_VERSION:
            raise _Damaged(f"statistics format version {version} without its table")
        with conn:
            conn.execute(_CREATE)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        return
    columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    if not set(_V1_COLUMNS) <= columns:
        raise _Damaged("the games table has a foreign shape")
    missing = [c for c in _V2_COLUMNS if c not in columns]
    if not missing and version >= SCHEMA_VERSION:
        return
    with conn:
        for name in missing:
            conn.execute(f"ALTER TABLE games ADD COLUMN {name} {_V2_COLUMNS[name]}")
        _fill_sizes(conn)
        if version < SCHEMA_VERSION:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _copy_games(path: Path, conn: sqlite3.Connection) -> None:
    """Copy the games of the file at ``path`` (any schema version) into ``conn``.

    Reads with the busy timeout, so a file locked by another program fails fast
    (``Connection.backup`` would wait for the lock forever).
    """
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    try:
        present = {r[1] for r in source.execute("PRAGMA table_info(games)")}
        names = [c for c in ("id", *_V1_COLUMNS, *_V2_COLUMNS) if c in present]
        rows = source.execute(f"SELECT {', '.join(names)} FROM games ORDER BY id").fetchall()
    finally:
        source.close()
    with conn:
        conn.executemany(
            f"INSERT INTO games ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})", rows
        )
        _fill_sizes(conn)


def _fill_sizes(conn: sqlite3.Connection) -> None:
    """Version-1 games of a standard level get its size (custom ones stay unnamed)."""
    for key, lv in LEVELS.items():
        conn.execute(
            "UPDATE games SET height = ?, width = ?, mines = ? WHERE level = ? AND height IS NULL",
            (lv.height, lv.width, lv.mines, key),
        )


def _insert(conn: sqlite3.Connection, r: GameRecord, moves: bytes | None) -> None:
    values = [getattr(r, f) for f in _FIELDS]
    values[_FIELDS.index("grade")] = r.grade.name if r.grade else None
    names = ", ".join(_FIELDS)
    marks = ", ".join("?" * len(_FIELDS))
    conn.execute(f"INSERT INTO games ({names}, moves) VALUES ({marks}, ?)", (*values, moves))


def _record(row: Sequence[Any]) -> GameRecord:
    game_id, *values, has_moves = row
    data = dict(zip(_FIELDS, values, strict=True))
    grade = data.pop("grade")
    return GameRecord(
        finished_at=str(data["finished_at"]),
        level=str(data["level"]),
        seconds=float(data["seconds"]),
        won=bool(data["won"]),
        hints=int(data["hints"]),
        height=data["height"],
        width=data["width"],
        mines=data["mines"],
        three_bv=data["three_bv"],
        clicks=data["clicks"],
        grade=Grade[grade] if grade in Grade.__members__ else None,
        board_id=data["board_id"],
        replay=bool(data["replay"]),
        assisted=bool(data["assisted"]),
        has_moves=bool(has_moves),
        game_id=int(game_id),
    )
