"""No call the window makes into the statistics waits for a lock (issue 33): not for
another program's lock on the file, not for the writer thread's hold on the connection.

The waits are recorded, not timed: every statement the main thread runs notes the busy
timeout it runs under, and the writer's hold is a lock the test keeps until the window's
calls are back (a call that waited for it would never come back).
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from minesweeper_app.game import BEGINNER
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.stats.journal import journal_text
from minesweeper_app.game.stats.schema import GUI_WAIT
from minesweeper_app.game.stats.store import Busy

WAITS: list[int] = []
"""The busy timeout (ms) of every statement run on the main thread."""


class RecordingConnection(sqlite3.Connection):
    def execute(self, sql: str, parameters: object = (), /) -> sqlite3.Cursor:  # type: ignore[override]
        if threading.current_thread() is threading.main_thread() and "busy_timeout" not in sql:
            WAITS.append(int(super().execute("PRAGMA busy_timeout").fetchone()[0]))
        return super().execute(sql, parameters)  # type: ignore[arg-type]


def _opener(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, check_same_thread=False, factory=RecordingConnection)


@pytest.fixture
def filled(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    for seconds in (10.0, 12.0):
        store.record(FinishedGame(BEGINNER, seconds, True, moves=()))
    assert store.close() is None
    return path


@pytest.fixture
def held(filled: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the file (as a second window in the middle of a write)."""
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    other.execute("ROLLBACK")
    other.close()


def _window_calls(store: StatsStore, *, moves_busy: bool) -> None:
    """Everything the window asks the store while it is open."""
    store.history()
    store.summaries()
    store.top_times("Beginner")
    store.record(FinishedGame(BEGINNER, 9.0, False))
    store.retry()
    _ = store.unsaved, store.problem
    assert store.try_keep() is None, "what is not saved at once waits in the journal"
    if moves_busy:
        with pytest.raises(Busy):
            store.moves(1)
    else:
        with contextlib.suppress(Busy):
            assert store.moves(1) is None, "the file is not open: no moves to show"
    assert store.reset() is not None, "a reset that could not happen says so"


def _until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 30
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_a_locked_file_at_start_is_not_waited_for(filled: Path, held: sqlite3.Connection) -> None:
    kept = StatsStore(None)
    kept.record(FinishedGame(BEGINNER, 8.0, True))
    (filled.parent / "stats.sqlite3.pending.json").write_bytes(
        journal_text([(kept.history()[0], None)])
    )
    WAITS.clear()
    told: list[str | None] = []
    store = StatsStore(filled, opener=_opener, background=True, on_problem=told.append)
    assert store.recovery_message is None, "nothing to tell yet: the writer tries again"
    _until(lambda: bool(told))
    assert told and told[0] is not None and "locked" in told[0]
    _window_calls(store, moves_busy=False)
    assert WAITS and max(WAITS) <= GUI_WAIT * 1000, WAITS
    held.execute("ROLLBACK")
    held.execute("BEGIN")  # the fixture ends it
    store.retry()
    _until(lambda: store.unsaved == 0 and len(store.history()) == 4)
    assert sorted(r.seconds for r in store.history()) == [8.0, 9.0, 10.0, 12.0], "nothing lost"
    assert not (filled.parent / "stats.sqlite3.pending.json").exists(), "added, then removed"
    assert store.problem is None and store.recovery_message is None, "no stale notice"
    assert store.close() is None


def test_the_writers_hold_is_not_waited_for(filled: Path) -> None:
    """The writer holds the connection while it waits for a lock: the window's calls
    come back while it still holds it."""
    store = StatsStore(filled, background=True)
    release, holding = threading.Event(), threading.Event()

    def writer_waiting() -> None:
        with store._io:
            holding.set()
            release.wait()

    holder = threading.Thread(target=writer_waiting)
    holder.start()
    holding.wait()
    caller = threading.Thread(target=_window_calls, args=(store,), kwargs={"moves_busy": True})
    try:
        caller.start()
        caller.join(timeout=20)
        assert not caller.is_alive(), "a window call waited for the writer's hold"
    finally:
        release.set()
        holder.join()
        caller.join()
    assert store.close() is None
    assert len(StatsStore(filled).history()) == 3


def test_review_and_reset_work_when_nothing_holds_the_file(filled: Path) -> None:
    store = StatsStore(filled, background=True)
    game_id = store.history()[0].game_id
    assert game_id is not None and store.moves(game_id) == []
    assert store.reset() is None and store.history() == []
    assert store.close() is None


def test_closing_on_a_locked_file_keeps_the_results_without_waiting(
    filled: Path, held: sqlite3.Connection
) -> None:
    store = StatsStore(filled, opener=_opener, background=True)
    _until(lambda: store.problem is not None)  # the writer found the lock
    store.record(FinishedGame(BEGINNER, 7.0, True))
    WAITS.clear()
    message = store.close()
    assert WAITS and max(WAITS) <= GUI_WAIT * 1000, WAITS
    assert message is not None and "pending.json" in message
    held.execute("ROLLBACK")
    held.execute("BEGIN")
    again = StatsStore(filled)
    assert sorted(r.seconds for r in again.history()) == [7.0, 10.0, 12.0]
    again.close()
