"""The player's statistics: finished games in SQLite, kept through faults. No Qt.

How the file is opened, and how its faults at start are told apart (damaged: set aside;
newer: shown, never written; busy, full, read-only: read into memory), is ``opening``.
During a temporary fault the store never touches the file: it shows what it can, keeps
new results in memory, retries at every new result and every ``RETRY_SECONDS``, and at
close puts what is still unsaved into the journal ``stats.sqlite3.pending.json``
(written atomically, ``journal``), which the next start adds.

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
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from minesweeper_app.game import Move
from minesweeper_app.game.datadir import append_log
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.safe_files import atomic_write, set_aside
from minesweeper_app.game.stats import notices, queries
from minesweeper_app.game.stats.journal import Moves, encoded, journal_text, read_rows
from minesweeper_app.game.stats.opening import Opened, Opener, Start, default_opener
from minesweeper_app.game.stats.records import GameRecord, decode_moves, record_of
from minesweeper_app.game.stats.schema import (
    BUSY_TIMEOUT,
    GUI_WAIT,
    LOCKED,
    SELECT,
    START_TIMEOUT,
    NewerSchema,
    SqlValue,
    cause_of,
    insert,
    is_lock,
    rows_after,
    set_wait,
)
from minesweeper_app.game.stats.valid import possible_records, problem_of
from minesweeper_app.i18n import translate

RETRY_SECONDS = 30.0
"""How often unsaved results are tried again while the window is open."""
SETTLE_SECONDS = 0.05
"""The writer thread waits this long after a result arrives: encoding its moves (long
for a 128x128 game) and writing them would take the GIL from the window while it shows
the game's end."""


class Busy(ValueError):
    """The statistics file is in use right now (the window does not wait for it)."""


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
        opener: Opener = default_opener,
        background: bool = False,
        on_problem: Callable[[str | None], None] | None = None,
    ) -> None:
        self.path = path
        self.recovery_message: str | None = None
        self.problem: str | None = None
        self.on_problem = on_problem
        self._opening = Start(
            path,
            opener,
            GUI_WAIT if background else START_TIMEOUT,
            background,
            self._log,
        )
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
        self._background = background
        self._reopen = False
        """The file was busy at start: the writer thread opens it and reads the history."""
        self._sidecar_waiting = False
        """The journal's results were read and are not yet all in the file."""
        self._sidecar_refused = False
        self._conn = self._take(self._opening.open())
        read = self._read_all_or_none()
        if read is None and self._saved and background:  # locked between opening and reading
            self._conn.close()
            locked = sqlite3.OperationalError("database is locked")
            self._conn = self._take(self._opening.fall_back(locked))
        self._records_saved: list[GameRecord] = read or []
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
        return self._opening.journal

    def _log(self, text: str) -> None:
        if self.folder is not None:
            append_log(self.folder, f"statistics: {text}")

    def _take(self, opened: Opened) -> sqlite3.Connection:
        """What the start found becomes the store's state; its connection is returned."""
        self._saved, self._reopen = opened.saved, opened.reopen
        self._newer, self._cause = opened.newer, opened.cause
        if opened.recovery_message is not None:
            self.recovery_message = opened.recovery_message
        if opened.problem is not None:
            self.problem = opened.problem
        return opened.conn

    def _read_all(self) -> list[GameRecord]:
        return self._read_all_or_none() or []

    def _read_all_or_none(self) -> list[GameRecord] | None:
        """The saved games; None if the file refused (a lock, perhaps)."""
        try:
            rows = self._conn.execute(f"{SELECT} ORDER BY id").fetchall()
        except sqlite3.Error:
            return None
        finally:
            with contextlib.suppress(sqlite3.Error):
                set_wait(self._conn, BUSY_TIMEOUT)  # from now on the writer's calls
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
        try:
            rows = rows_after(self._conn, (known[-1].game_id or 0) if known else 0, len(known))
        except sqlite3.Error:
            rows = None
        return self._read_all() if rows is None else [*known, *self._records_of(rows)]

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
                    self._sidecar_refused = True
        except (OSError, ValueError) as exc:
            self._log(f"{sidecar} could not be read: {exc!r}")
            self.recovery_message = notices.journal_unreadable(sidecar)
            self._pending.clear()
            return
        self._sidecar_waiting = True
        if not self._background or not self._pending:
            self._flush()  # with a writer thread, the writer adds them (no wait here)
            self._sidecar_done()

    def _sidecar_done(self) -> None:
        """The journal's results are in the file: it goes, or is set aside if it held a
        result that was refused (the file then keeps what the player may want back)."""
        sidecar = self._sidecar
        if not self._sidecar_waiting or sidecar is None or self._pending or not self._saved:
            return
        self._sidecar_waiting = False
        with contextlib.suppress(OSError):
            if self._sidecar_refused:
                set_aside(sidecar)
            else:
                sidecar.unlink()

    # -- writing ---------------------------------------------------------------------

    def record(self, game: FinishedGame) -> str | None:
        """Store a finished game; returns a message for the player if it is not yet saved.

        In the background mode the game is shown at once and written by the writer
        thread; the message then comes through ``on_problem``.
        """
        moves = tuple(game.moves) if game.moves is not None else None
        record = record_of(game, dt.datetime.now())
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
            reopen, self._reopen = self._reopen and not self._pending, False
            if not (reopen or self._pending):
                self._wake.wait()
                if not self._stopping:
                    self._wake.wait(SETTLE_SECONDS)
                return True
            before = self.problem
        problem = self._open_late() if reopen else self._flush()
        if problem != before and self.on_problem is not None:
            self.on_problem(problem)
        with self._lock:
            if problem is not None and not self._stopping:
                self._wake.wait(RETRY_SECONDS)
        return True

    def _open_late(self) -> str | None:
        """On the writer thread: open the file that was busy at start and read its
        history (with what is pending added); the start's notice if it cannot."""
        with self._io:
            try:
                conn = self._opening.reopen()
            except Exception as exc:
                self._log(f"{self.path} still cannot be opened: {exc!r}")
                with self._lock:
                    self._newer = isinstance(exc, NewerSchema)
                    self._cause = cause_of(exc)
                    text = notices.start_fault(self._newer, False, self._cause, self._sidecar)
                    self.problem = text  # told through on_problem; gone once saved
                    self._reopen = not self._newer  # tried again every RETRY_SECONDS
                return text
            self._conn.close()
            self._conn = conn
            with self._lock:
                self._saved = True
            records = self._read_all()
            with self._lock:
                self._records_saved = records
        return self._flush()

    def retry(self) -> str | None:
        """Try to save what is pending now (the writer also does so on its own)."""
        with self._lock:
            if self._writer is not None:
                self._wake.notify()
                return self.problem
            return self._flush()

    def _flush(self, wait: float = BUSY_TIMEOUT) -> str | None:
        """Write the results not yet in the file; a message naming the cause if it fails.

        The file is used under ``_io`` only, so the game can add results and read the
        history (under ``_lock``) while a write waits for a locked file (``wait`` seconds
        at most when it is opened again).
        """
        with self._io:
            with self._lock:
                batch = list(self._pending)
                saved = self._saved
            if not batch:
                return None
            try:
                target = self._conn if saved else self._opening.reopen(wait)
            except Exception as exc:
                return self._unsaved(exc)
            try:
                with target:
                    for record, moves in batch:
                        try:
                            insert(target, record, encoded(moves))
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
                self._sidecar_done()
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
        self.problem = notices.not_saved_yet(self._cause)
        return self.problem

    @property
    def unsaved(self) -> int:
        """Finished games not yet in the statistics file."""
        with self._lock:
            return len(self._pending)

    def try_keep(self) -> str | None:
        """Before the window closes: save what is pending, or else keep it in the journal;
        a sentence naming what would be lost if neither works (the window then offers to
        try again, and stays open meanwhile). With a writer thread (the window's) neither
        its hold nor the file's lock is waited for longer than ``GUI_WAIT``: what is not
        saved at once goes to the journal (``close`` removes it if the writer then saves)."""
        if self._writer is None:
            self._flush()
        elif self._io.acquire(timeout=GUI_WAIT):
            try:
                with contextlib.suppress(sqlite3.Error):
                    set_wait(self._conn, GUI_WAIT)
                self._flush(GUI_WAIT)
            finally:
                with contextlib.suppress(sqlite3.Error):
                    set_wait(self._conn, BUSY_TIMEOUT)
                self._io.release()
        with self._lock:
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
            atomic_write(sidecar, journal_text([(r, encoded(m)) for r, m in self._pending]))
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
            with self._io:  # the window's thread: a lock is not waited for again
                with contextlib.suppress(sqlite3.Error):
                    set_wait(self._conn, GUI_WAIT)
                self._flush(GUI_WAIT)
        else:
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

    @contextlib.contextmanager
    def _briefly(self) -> Iterator[sqlite3.Connection]:
        """The connection for a call from the window's thread: the writer's hold on it
        and another program's lock on the file are waited for ``GUI_WAIT`` at most
        (``Busy`` then, which says so in the player's words)."""
        if not self._io.acquire(timeout=GUI_WAIT):
            raise Busy(translate("Statistics", LOCKED))
        try:
            set_wait(self._conn, GUI_WAIT)
            try:
                yield self._conn
            except sqlite3.Error as exc:
                if is_lock(exc):
                    raise Busy(translate("Statistics", LOCKED)) from None
                raise
            finally:
                with contextlib.suppress(sqlite3.Error):
                    set_wait(self._conn, BUSY_TIMEOUT)
        finally:
            self._io.release()

    def reset(self) -> str | None:
        """Forget every finished game (the window asks for confirmation first)."""
        try:
            with self._briefly() as conn, self._lock:
                if not self._saved:
                    text = translate("Statistics", "The statistics cannot be reset now. {problem}")
                    return text.format(problem=self.problem)
                with conn:
                    conn.execute("DELETE FROM games")
                self._pending.clear()
                if self._sidecar is not None:
                    with contextlib.suppress(OSError):
                        self._sidecar.unlink(missing_ok=True)
                self._records_saved = []
                return None
        except (Busy, sqlite3.Error) as exc:
            text = translate("Statistics", "The statistics could not be reset: {cause}.")
            return text.format(cause=exc if isinstance(exc, Busy) else cause_of(exc))

    # -- reading (from memory) -----------------------------------------------------

    def _records(self) -> list[GameRecord]:
        """All games oldest first, including results that are not saved yet."""
        with self._lock:
            return [*self._records_saved, *(record for record, _ in self._pending)]

    def moves(self, game_id: int) -> list[Move] | None:
        """The stored moves of a game, or None if it has none (or they are unreadable);
        ``Busy`` if the file is in use right now (the window does not wait for it)."""
        try:
            with self._briefly() as conn:
                row = conn.execute("SELECT moves FROM games WHERE id = ?", (game_id,)).fetchone()
        except sqlite3.Error:
            return None
        if row is None or row[0] is None:
            return None
        try:
            return decode_moves(bytes(row[0]))
        except ValueError:
            return None
