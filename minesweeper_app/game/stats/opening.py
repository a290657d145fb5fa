"""Opening the statistics file at start, with its faults told apart, because the cure
differs:

- a *damaged* file (not a database, corrupt pages, a ``games`` table of a foreign
  shape) is moved aside, kept under ``stats.sqlite3.unreadable-<time>``, and a new
  one is started (SQLite's own words go to ``minesweeper.log``, the notice says one
  sentence);
- a *newer* file (written by a later version of the game) is shown and never written;
- a *temporary* fault (another program holds a lock, the disk is full, the file or
  folder is read-only, an I/O error) never touches the file: what can be read is read
  into memory and written later; a file that is only busy is not waited for on the
  window's thread at all: the writer thread opens it.

What the store needs to know about the start comes back as one :class:`Opened`.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from minesweeper_app.game.safe_files import set_aside
from minesweeper_app.game.stats import notices
from minesweeper_app.game.stats.schema import (
    BUSY_TIMEOUT,
    GUI_WAIT,
    Damaged,
    NewerSchema,
    cause_of,
    copy_games,
    is_damage,
    is_lock,
    migrate,
    set_wait,
)
from minesweeper_app.i18n import translate

Opener = Callable[[Path], sqlite3.Connection]


def default_opener(path: Path) -> sqlite3.Connection:
    """How long a lock is waited for is set after opening (``set_wait``): ``GUI_WAIT``
    on the window's thread, ``BUSY_TIMEOUT`` on the writer's."""
    return sqlite3.connect(path, timeout=GUI_WAIT, check_same_thread=False)


@dataclass
class Opened:
    """The connection the store starts with, and what the start found."""

    conn: sqlite3.Connection
    saved: bool = True
    """Whether ``conn`` is the file itself (False: a copy in memory)."""
    reopen: bool = False
    """The file was busy: the writer thread opens it and reads the history."""
    newer: bool = False
    cause: str = ""
    recovery_message: str | None = None
    problem: str | None = None


def open_file(path: Path, opener: Opener, wait: float = BUSY_TIMEOUT) -> sqlite3.Connection:
    """The file, checked and migrated; a lock is waited for ``wait`` seconds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    existed = path.exists()
    try:
        conn = opener(path)
        try:
            set_wait(conn, wait)
            ok = conn.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise Damaged(f"integrity check failed: {ok[0] if ok else 'no answer'}")
            migrate(conn, wait)
        except BaseException:
            conn.close()
            raise
    except BaseException:
        if not existed:  # SQLite creates the file first: a full disk left it empty
            with contextlib.suppress(OSError):
                if path.stat().st_size == 0:
                    path.unlink()
        raise
    return conn


@dataclass(frozen=True)
class Start:
    """How one store opens: its file (None: in memory) and how it waits."""

    path: Path | None
    opener: Opener
    wait: float
    """How long the start waits for a lock: on the window's thread, barely."""
    background: bool
    """A writer thread will run (it can open a busy file later)."""
    log: Callable[[str], None]

    @property
    def journal(self) -> Path | None:
        return None if self.path is None else self.path.with_name(self.path.name + ".pending.json")

    def open(self) -> Opened:
        if self.path is None:
            conn = sqlite3.connect(":memory:", check_same_thread=False)
            migrate(conn)
            return Opened(conn)
        try:
            return Opened(open_file(self.path, self.opener, self.wait))
        except Exception as exc:
            if not is_damage(exc):
                return self.fall_back(exc)
            return self._move_aside(exc)

    def reopen(self, wait: float = BUSY_TIMEOUT) -> sqlite3.Connection:
        """The file itself, tried again after a fault at start (by the writer)."""
        assert self.path is not None  # a store in memory never falls back
        return open_file(self.path, self.opener, wait)

    def _move_aside(self, exc: BaseException) -> Opened:
        assert self.path is not None
        self.log(f"{self.path} could not be read: {exc}")
        try:
            aside = set_aside(self.path)
            conn = open_file(self.path, self.opener, self.wait)
        except Exception as exc2:
            return self.fall_back(exc2)
        message = translate(
            "Statistics",
            "The statistics file could not be read; it was kept as {file} in {folder} "
            "and a new one was started.",
        ).format(file=aside.name, folder=aside.parent)
        return Opened(conn, recovery_message=message)

    def fall_back(self, exc: BaseException) -> Opened:
        """A fault at start: read what can be read into memory, write later.

        A file another program holds is not waited for on the window's thread: the
        writer thread opens it at once (and says so only if it cannot)."""
        self.log(f"{self.path} cannot be written now: {exc!r}")
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        migrate(conn)
        if self.background and is_lock(exc):
            return Opened(conn, saved=False, reopen=True)
        copied = False
        # A file another program holds locked cannot be read either: not waited for twice.
        if self.path is not None and self.path.exists() and not is_lock(exc):
            with contextlib.suppress(sqlite3.Error):
                copy_games(self.path, conn, self.wait)
                copied = True
        newer = isinstance(exc, NewerSchema)
        cause = cause_of(exc)
        text = notices.start_fault(newer, copied, cause, self.journal)
        return Opened(
            conn, saved=False, newer=newer, cause=cause, recovery_message=text, problem=text
        )
