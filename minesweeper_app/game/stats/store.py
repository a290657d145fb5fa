"""The player's statistics: finished games in SQLite, kept through faults. No Qt.

Faults are told apart, because the cure differs:

- a *damaged* file (not a database, corrupt pages, a ``games`` table of a foreign
  shape) is moved aside, kept under ``stats.sqlite3.unreadable-<time>``, and a new
  one is started (SQLite's own words go to ``minesweeper.log``, the notice says one
  sentence);
- a *newer* file (written by a later version of the game) is shown and never written;
- a *temporary* fault (another program holds a lock, the disk is full, the file or
  folder is read-only, an I/O error) never touches the file: the store shows what it
  can, keeps new results in memory, retries at every new result and every
  ``RETRY_SECONDS``, and at close puts what is still unsaved into the journal
  ``stats.sqlite3.pending.json`` (written atomically), which the next start adds.

The history is kept in memory, so reading never waits for the file.  With
``background=True`` (the window) every write happens on one writer thread, so a
locked or slow disk never stalls the GUI; ``on_problem`` hears of each change in
the saving state (from that thread).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from minesweeper_app.game import Move
from minesweeper_app.game.datadir import append_log
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.safe_files import atomic_write, set_aside
from minesweeper_app.game.stats import notices, queries
from minesweeper_app.game.stats.journal import journal_text, read_rows
from minesweeper_app.game.stats.records import GameRecord, decode_moves, encode_moves
from minesweeper_app.game.stats.schema import (
    BUSY_TIMEOUT,
    SELECT,
    START_TIMEOUT,
    Damaged,
    NewerSchema,
    SqlValue,
    cause_of,
    copy_games,
    insert,
    is_damage,
    is_lock,
    migrate,
)
from minesweeper_app.game.stats.valid import possible_records, problem_of
from minesweeper_app.i18n import translate

RETRY_SECONDS = 30.0
"""How often unsaved results are tried again while the window is open."""
SETTLE_SECONDS = 0.05
"""The writer thread waits this long after a result arrives: encoding its moves (long
for a 128x128 game) and writing them would take the GIL from the window while it shows
the game's end."""

Moves = bytes | tuple[Move, ...] | None
"""A pending game's moves: encoded, or as played until the writer thread encodes them."""


def _blob(moves: Moves) -> bytes | None:
    return moves if moves is None or isinstance(moves, bytes) else encode_moves(moves)


Opener = Callable[[Path], sqlite3.Connection]


def _default_opener(path: Path) -> sqlite3.Connection:
    """At start a lock is waited for ``START_TIMEOUT`` (the window is not up yet); the
    writer's later calls wait ``BUSY_TIMEOUT`` (``migrate`` sets it)."""
    return sqlite3.connect(path, timeout=START_TIMEOUT, check_same_thread=False)


class StatsStore(queries.RecordQueries):
    """Finished games of one player; ``path`` is the SQLite file (``None``: in memory).

    ``recovery_message`` tells the player about a fault found at start (None if all
    is well); ``problem`` is the latest unresolved fault. ``opener`` opens the file
    (tests inject faults through it).
    """

    def __init__(
        self,
        path: Path | None,
        *,
        opener: Opener = _default_opener,
        background: bool = False,
        on_problem: Callable[[str | None], None] | None = None,
    ) -> None:
        self.path = path
        self.recovery_message: str | None = None
        self.problem: str | None = None
        self.on_problem = on_problem
        self._opener = opener
        self._lock = threading.RLock()
        """Guards the pending results, the history in memory and the state (never slow)."""
        self._io = threading.RLock()
        """Guards the connection: held while SQLite works, perhaps waiting for a lock."""
        self._pending: list[tuple[GameRecord, Moves]] = []
        self._cause = ""
        """The latest fault's cause in words, for the message at close."""
        self._newer = False
        self._saved = True
        """Whether ``_conn`` is the file itself (False: a copy in memory)."""
        self._impossible_rows = 0
        self._journal_written = False
        """``try_keep`` put the pending results in the journal this session."""
        self._conn = self._start()
        self._records_saved: list[GameRecord] = self._read_all()
        self._load_sidecar()
        self._wake = threading.Condition(self._lock)
        self._stopping = False
        self._writer: threading.Thread | None = None
        if background:
            self._writer = threading.Thread(
                target=self._write_loop, name="statistics writer", daemon=True
            )
            self._writer.start()

    # -- opening ---------------------------------------------------------------------

    @property
    def folder(self) -> Path | None:
        return None if self.path is None else self.path.parent

    @property
    def _sidecar(self) -> Path | None:
        return None if self.path is None else self.path.with_name(self.path.name + ".pending.json")

    def _log(self, text: str) -> None:
        if self.folder is not None:
            append_log(self.folder, f"statistics: {text}")

    def _start(self) -> sqlite3.Connection:
        if self.path is None:
            conn = sqlite3.connect(":memory:", check_same_thread=False)
            migrate(conn)
            return conn
        try:
            return self._open_file()
        except Exception as exc:
            if not is_damage(exc):
                return self._fall_back(exc)
            return self._move_aside(exc)

    def _open_file(self) -> sqlite3.Connection:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        existed = self.path.exists()
        try:
            conn = self._opener(self.path)
            try:
                ok = conn.execute("PRAGMA quick_check").fetchone()
                if not ok or ok[0] != "ok":
                    raise Damaged(f"integrity check failed: {ok[0] if ok else 'no answer'}")
                migrate(conn)
            except BaseException:
                conn.close()
                raise
        except BaseException:
            if not existed:  # SQLite creates the file first: a full disk left it empty
                with contextlib.suppress(OSError):
                    if self.path.stat().st_size == 0:
                        self.path.unlink()
            raise
        return conn

    def _move_aside(self, exc: BaseException) -> sqlite3.Connection:
        assert self.path is not None
        self._log(f"{self.path} could not be read: {exc}")
        try:
            aside = set_aside(self.path)
            conn = self._open_file()
        except Exception as exc2:
            return self._fall_back(exc2)
        self.recovery_message = translate(
            "Statistics",
            "The statistics file could not be read; it was kept as {file} in {folder} "
            "and a new one was started.",
        ).format(file=aside.name, folder=aside.parent)
        return conn

    def _fall_back(self, exc: BaseException) -> sqlite3.Connection:
        """A fault at start: read what can be read into memory, write later."""
        self._saved = False
        self._log(f"{self.path} cannot be written now: {exc!r}")
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        migrate(conn)
        copied = False
        # A file another program holds locked cannot be read either: not waited for twice.
        if self.path is not None and self.path.exists() and not is_lock(exc):
            with contextlib.suppress(sqlite3.Error):
                copy_games(self.path, conn)
                copied = True
        self._newer = isinstance(exc, NewerSchema)
        self._cause = cause_of(exc)
        text = notices.start_fault(self._newer, copied, self._cause, self._sidecar)
        self.problem = self.recovery_message = text
        return conn

    def _read_all(self) -> list[GameRecord]:
        try:
            rows = self._conn.execute(f"{SELECT} ORDER BY id").fetchall()
        except sqlite3.Error:
            rows = []
        return self._records_of(rows)

    def _records_of(self, rows: Sequence[Sequence[SqlValue]]) -> list[GameRecord]:
        """The rows that hold a possible game; the others stay in the file, unshown,
        and the player hears how many (once)."""
        out, bad = possible_records(rows, self._log)
        if bad and bad > self._impossible_rows:
            self._impossible_rows = bad
            self.recovery_message = notices.impossible_rows(bad, self.path)
        return out

    def _read_since(self, known: list[GameRecord]) -> list[GameRecord]:
        """The saved games after a write: ``known`` and the rows added since, ours and those
        of another running game. Reading all of them again per result would hold the
        interpreter the window also needs for long at 20,000 games; they are read again
        only if the file changed otherwise (another game reset it)."""
        last = (known[-1].game_id or 0) if known else 0
        try:
            rows = self._conn.execute(f"{SELECT} WHERE id > ? ORDER BY id", (last,)).fetchall()
            (count,) = self._conn.execute("SELECT COUNT(*) FROM games").fetchone()
        except sqlite3.Error:
            return self._read_all()
        if len(known) + len(rows) != count:
            return self._read_all()
        return [*known, *self._records_of(rows)]

    def _load_sidecar(self) -> None:
        sidecar = self._sidecar
        if sidecar is None or not sidecar.exists():
            return
        try:
            text = sidecar.read_text(encoding="utf-8")
            if not text.strip():
                # Left empty by an older version on a full disk: it never held a result.
                self._log(f"removed the empty {sidecar}")
                sidecar.unlink()
                return
            for record, moves in read_rows(text):
                refused = self._refuse(record, f"a result kept in {sidecar.name}")
                if refused is None:
                    self._pending.append((record, moves))
                else:
                    self.recovery_message = refused
        except (OSError, ValueError) as exc:
            self._log(f"{sidecar} could not be read: {exc!r}")
            self.recovery_message = translate(
                "Statistics",
                "Results kept from an earlier session could not be read; the file {file} "
                "in {folder} was left as it is.",
            ).format(file=sidecar.name, folder=sidecar.parent)
            self._pending.clear()
            return
        if self._flush() is None and self._saved:
            with contextlib.suppress(OSError):
                sidecar.unlink()

    # -- writing ---------------------------------------------------------------------

    def record(self, game: FinishedGame) -> str | None:
        """Store a finished game; returns a message for the player if it is not yet saved.

        In the background mode the game is shown at once and written by the writer
        thread; the message then comes through ``on_problem``.
        """
        level = game.level
        moves = tuple(game.moves) if game.moves is not None else None
        record = GameRecord(
            finished_at=dt.datetime.now().isoformat(timespec="seconds"),
            level=level.key,
            seconds=float(game.seconds),
            won=bool(game.won),
            hints=int(game.hints),
            height=level.height,
            width=level.width,
            mines=level.mines,
            three_bv=game.three_bv,
            clicks=game.clicks,
            grade=game.grade,
            board_id=game.board_id,
            replay=bool(game.replay),
            assisted=bool(game.assisted),
            has_moves=moves is not None,
        )
        refused = self._refuse(record, "a finished game")
        if refused is not None:
            return refused
        with self._lock:
            self._pending.append((record, moves))
            if self._writer is not None:
                self._wake.notify()
                return None
        return self._flush()

    def _write_loop(self) -> None:
        """Write what arrives until close; nothing that happens here stops the writer."""
        while True:
            try:
                if not self._write_once():
                    return
            except Exception as exc:  # a bug must not silently stop all saving
                self._log(f"the writer met {exc!r} and goes on")
                with self._lock:
                    if not self._stopping:
                        self._wake.wait(RETRY_SECONDS)

    def _write_once(self) -> bool:
        """One turn of the writer; False once the store closes."""
        with self._lock:
            if self._stopping:
                return False
            if not self._pending:
                self._wake.wait()
                if not self._stopping:
                    self._wake.wait(SETTLE_SECONDS)
                return True
            before = self.problem
        problem = self._flush()
        if problem != before and self.on_problem is not None:
            self.on_problem(problem)
        with self._lock:
            if problem is not None and not self._stopping:
                self._wake.wait(RETRY_SECONDS)
        return True

    def retry(self) -> str | None:
        """Try to save what is pending now (the writer also does so on its own)."""
        with self._lock:
            if self._writer is not None:
                self._wake.notify()
                return self.problem
            return self._flush()

    def _flush(self) -> str | None:
        """Write the results not yet in the file; a message naming the cause if it fails.

        The file is used under ``_io`` only, so the game can add results and read the
        history (under ``_lock``) while a write waits for a locked file.
        """
        with self._io:
            with self._lock:
                batch = list(self._pending)
                saved = self._saved
            if not batch:
                return None
            try:
                target = self._conn if saved else self._open_file()
            except Exception as exc:
                return self._unsaved(exc)
            try:
                with target:
                    for record, moves in batch:
                        try:
                            insert(target, record, _blob(moves))
                        except (OverflowError, ValueError, TypeError) as exc:  # not a fault
                            refused = self._refuse(record, f"a result ({exc})", always=True)
                            if refused is not None and self.on_problem is not None:
                                self.on_problem(refused)
            except sqlite3.Error as exc:
                if target is not self._conn:
                    target.close()
                return self._unsaved(exc)
            if not saved:
                self._conn.close()
                self._conn = target
            records = self._read_all() if not saved else self._read_since(self._records_saved)
            with self._lock:
                del self._pending[: len(batch)]
                self._saved = True
                self._records_saved = records
                self.problem = None
            return None

    def _refuse(self, record: GameRecord, what: str, *, always: bool = False) -> str | None:
        """A sentence for the player if ``record`` holds impossible values (it is then
        left out, and the other results are saved as usual); None if it is possible."""
        problem = problem_of(record)
        if problem is None and not always:
            return None
        self._log(f"{what} was not saved: {problem or 'SQLite refused it'}: {record!r}")
        return notices.refused(problem is None)

    def _unsaved(self, exc: BaseException) -> str:
        self._log(f"a result could not be saved: {exc!r}")
        self._newer = isinstance(exc, NewerSchema)
        self._cause = cause_of(exc)
        self.problem = translate(
            "Statistics",
            "The result could not be saved yet: {cause}. It is kept and saved with the "
            "next result, in a moment, or when the game closes.",
        ).format(cause=self._cause)
        return self.problem

    @property
    def unsaved(self) -> int:
        """Finished games not yet in the statistics file."""
        with self._lock:
            return len(self._pending)

    def try_keep(self) -> str | None:
        """Before the window closes: save what is pending, or else keep it in the journal;
        a sentence naming what would be lost if neither works (the window then offers to
        try again, and stays open meanwhile)."""
        self._flush()
        with self._io, self._lock:
            if not self._pending:
                return None
            return self._keep_in_journal(kept_message=False)

    def _keep_in_journal(self, *, kept_message: bool) -> str | None:
        """The pending results into the journal (under both locks); the sentence for the
        player: where they wait (``kept_message``), or that they would be lost."""
        sidecar = self._sidecar
        if sidecar is None:
            return None
        count, cause = len(self._pending), self._cause
        try:
            atomic_write(sidecar, journal_text([(r, _blob(m)) for r, m in self._pending]))
        except OSError as exc:
            self._log(f"the journal {sidecar} could not be written: {exc!r}")
            return notices.lost(count, cause, cause_of(exc), sidecar.parent)
        self._journal_written = True
        return notices.kept(self._newer, count, cause, sidecar) if kept_message else None

    def close(self) -> str | None:
        """Save what is pending, or keep it in the journal; a message if anything is lost.

        Returns None when everything is in the file; otherwise one paragraph for the
        player naming the cause and the folder (the journal is added at the next start).
        """
        writer, self._writer = self._writer, None
        if writer is not None:
            with self._lock:
                self._stopping = True
                self._wake.notify()
            writer.join(timeout=2 * BUSY_TIMEOUT + 1)
        self._flush()
        with self._io, self._lock:
            message: str | None = None
            if self._pending:
                message = self._keep_in_journal(kept_message=True)
            elif self._journal_written and self._sidecar is not None:
                # ``try_keep`` wrote a journal, then the file took the results after all.
                with contextlib.suppress(OSError):
                    self._sidecar.unlink()
            with contextlib.suppress(sqlite3.Error):
                self._conn.close()
            return message

    def reset(self) -> str | None:
        """Forget every finished game (the window asks for confirmation first)."""
        with self._io, self._lock:
            if not self._saved:
                text = translate("Statistics", "The statistics cannot be reset now. {problem}")
                return text.format(problem=self.problem)
            self._pending.clear()
            if self._sidecar is not None:
                with contextlib.suppress(OSError):
                    self._sidecar.unlink(missing_ok=True)
            try:
                with self._conn:
                    self._conn.execute("DELETE FROM games")
            except sqlite3.Error as exc:
                text = translate("Statistics", "The statistics could not be reset: {cause}.")
                return text.format(cause=cause_of(exc))
            self._records_saved = []
            return None

    # -- reading (from memory) -----------------------------------------------------

    def _records(self) -> list[GameRecord]:
        """All games oldest first, including results that are not saved yet."""
        with self._lock:
            return [*self._records_saved, *(record for record, _ in self._pending)]

    def moves(self, game_id: int) -> list[Move] | None:
        """The stored moves of a game, or None if it has none (or they are unreadable)."""
        with self._io:
            try:
                row = self._conn.execute(
                    "SELECT moves FROM games WHERE id = ?", (game_id,)
                ).fetchone()
            except sqlite3.Error:
                return None
        if row is None or row[0] is None:
            return None
        try:
            return decode_moves(bytes(row[0]))
        except ValueError:
            return None
