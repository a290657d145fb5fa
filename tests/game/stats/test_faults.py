"""Statistics under faults: a full disk, a newer file, a lock held by another window, a
damaged file. A result is never lost or half-written, and the player is told in words."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from minesweeper_app.game import LEVELS, datadir
from minesweeper_app.game.datadir import atomic_write
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.stats import StatsStore


def _no_space(_fd: int) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_atomic_write_on_a_full_disk_keeps_the_old_file_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "kept.json"
    target.write_text("old")
    monkeypatch.setattr(os, "fsync", _no_space)
    with pytest.raises(OSError):
        atomic_write(target, b"new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["kept.json"]


def _locked_full(path: Path) -> sqlite3.Connection:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
    raise error


def test_a_full_disk_at_close_says_so_with_the_folder_and_leaves_no_empty_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()  # a healthy file with no games
    store = StatsStore(path, opener=_locked_full)
    assert store.recovery_message and "the disk is full" in store.recovery_message
    assert store.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0)) is not None
    monkeypatch.setattr(os, "fsync", _no_space)  # the journal cannot be written either
    message = store.close()
    assert message and "the disk is full" in message and str(tmp_path) in message
    assert "lost" in message and message.count("the disk is full") == 1
    assert not (tmp_path / "stats.sqlite3.pending.json").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_results_kept_in_the_journal_reach_the_file_at_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    store = StatsStore(path, opener=_locked_full)
    store.record(FinishedGame(LEVELS["expert"], 99.0, True, 0))
    message = store.close()
    assert message and "added the next time the game starts" in message
    assert json.loads((tmp_path / "stats.sqlite3.pending.json").read_text())
    again = StatsStore(path)
    assert again.recovery_message is None, "no damage notice once the fault is gone"
    assert [(r.level, r.won) for r in again.history()] == [("expert", True)]
    assert again.history()[0].game_id is not None, "it is in the file now"
    assert not (tmp_path / "stats.sqlite3.pending.json").exists()
    again.close()


def test_an_empty_journal_from_an_older_version_is_removed_without_a_notice(
    tmp_path: Path,
) -> None:
    (tmp_path / "stats.sqlite3.pending.json").write_bytes(b"")
    store = StatsStore(tmp_path / "stats.sqlite3")
    assert store.recovery_message is None
    assert not (tmp_path / "stats.sqlite3.pending.json").exists()
    store.close()


def test_a_newer_file_is_shown_but_never_written(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    store = StatsStore(path)
    store.record(FinishedGame(LEVELS["beginner"], 5.0, True, 0))
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = path.read_bytes()

    newer = StatsStore(path)
    assert newer.recovery_message and "newer version" in newer.recovery_message
    assert [r.level for r in newer.history()] == ["beginner"], "the history is shown"
    assert newer.record(FinishedGame(LEVELS["expert"], 80.0, False, 0)) is not None
    assert [r.level for r in newer.history()] == ["expert", "beginner"]
    closing = newer.close()
    assert closing and "added when a newer version of the game starts" in closing
    assert path.read_bytes() == before, "the newer file is untouched"
    assert (tmp_path / "stats.sqlite3.pending.json").exists(), "the new result is kept"


def test_a_damaged_file_gets_one_sentence_and_the_details_go_to_the_log(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    store = StatsStore(path)
    message = store.recovery_message
    assert message and message.count(". ") == 0 and message.endswith("started.")
    assert "malformed" not in message and "integrity" not in message
    log = (tmp_path / "minesweeper.log").read_text()
    assert "statistics:" in log and "could not be read" in log
    store.close()


def test_the_game_end_never_waits_for_a_locked_file(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")  # another window holds the statistics
    heard: list[str | None] = []
    told = threading.Event()

    def on_problem(problem: str | None) -> None:
        heard.append(problem)
        told.set()

    store = StatsStore(path, background=True, on_problem=on_problem)
    assert store.record(FinishedGame(LEVELS["beginner"], 7.0, True, 0)) is None
    # The result is in the history at once, while the file is still locked by the other.
    assert [r.level for r in store.history()] == ["beginner"] and store.unsaved == 1
    assert told.wait(10), "the writer reports that the result waits"
    assert heard[-1] and "another window or program" in heard[-1]
    told.clear()
    other.execute("COMMIT")
    other.close()
    store.retry()
    assert told.wait(10) and heard[-1] is None, "saved once the lock is gone"
    assert store.unsaved == 0 and store.close() is None
    assert [r.level for r in StatsStore(path).history()] == ["beginner"]


def test_the_log_is_written_in_the_data_folder(tmp_path: Path) -> None:
    datadir.append_log(tmp_path, "a line")
    assert (tmp_path / "minesweeper.log").read_text().rstrip().endswith("a line")


def test_a_log_line_that_cannot_be_written_leaves_no_empty_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import builtins

    real_open = builtins.open

    def full_disk_open(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        handle = real_open(file, mode, *args, **kwargs)  # type: ignore[call-overload]
        if "a" in mode:
            handle.close()
            raise OSError(errno.ENOSPC, "No space left on device")
        return handle

    monkeypatch.setattr(builtins, "open", full_disk_open)
    datadir.append_log(tmp_path, "a line")
    assert list(tmp_path.iterdir()) == []


def _creates_then_full(path: Path) -> sqlite3.Connection:
    """SQLite on a full disk: the file is created, the first write fails."""
    path.touch()
    return _locked_full(path)


def test_a_full_disk_on_a_fresh_folder_leaves_no_empty_statistics_file(tmp_path: Path) -> None:
    path = tmp_path / "new" / "stats.sqlite3"
    store = StatsStore(path, opener=_creates_then_full)
    assert store.recovery_message and "the disk is full" in store.recovery_message
    store.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0))
    assert store.retry() is not None and not path.exists()
    store.close()
    assert not path.exists(), "an empty file would look like a database without games"
    again = StatsStore(path)
    assert again.recovery_message is None
    assert [r.level for r in again.history()] == ["beginner"], "kept in the journal"
    again.close()


def test_an_existing_empty_file_is_never_removed(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.touch()
    store = StatsStore(path, opener=_creates_then_full)
    store.close()
    assert path.exists()
