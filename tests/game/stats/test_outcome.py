"""Issue 34: a game left in progress is "abandoned", not "lost", in the statistics file
(schema version 3, an explicit outcome), the History and the summaries; a version-2
file made by the game before this change is migrated keeping every row."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from minesweeper_app.engine import create_board
from minesweeper_app.game import BEGINNER, EXPERT, Game, State
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.session import record_abandoned
from minesweeper_app.game.stats import SCHEMA_VERSION, StatsStore

V2_FILE = Path(__file__).parents[2] / "data" / "stats" / "stats-v2.sqlite3"
"""Written by the game at commit 324541a (schema 2): a Beginner win with moves, a loss,
its undo's second loss, an Expert game abandoned (stored as a loss then) and a replayed
custom win."""


def test_a_real_version_2_file_is_migrated_keeping_every_row(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    shutil.copy(V2_FILE, path)
    before = sqlite3.connect(path)
    assert before.execute("PRAGMA user_version").fetchone()[0] == 2
    old_rows = before.execute("SELECT * FROM games ORDER BY id").fetchall()
    before.close()

    store = StatsStore(path)
    assert store.recovery_message is None and store.problem is None
    history = list(reversed(store.history()))
    assert [r.game_id for r in history] == [1, 2, 3, 4, 5]
    assert [r.outcome for r in history] == ["won", "lost", "lost", "lost", "won"]
    assert [(r.seconds, r.hints, r.assisted, r.replay) for r in history] == [
        (12.5, 0, False, False),
        (30.0, 1, False, False),
        (31.0, 1, True, False),
        (200.0, 0, False, False),
        (44.0, 2, False, True),
    ]
    assert history[0].three_bv == 20 and history[0].clicks == 25
    assert store.moves(1) is not None and len(store.moves(1) or []) == 2
    summaries = store.summaries()
    assert (summaries["Beginner"].played, summaries["Beginner"].won) == (2, 1)
    store.record(FinishedGame(EXPERT, 99.0, False, abandoned=True))
    assert store.close() is None

    after = sqlite3.connect(path)
    assert after.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    columns = [r[1] for r in after.execute("PRAGMA table_info(games)")]
    kept = after.execute(f"SELECT {', '.join(columns[:-1])} FROM games ORDER BY id").fetchall()
    assert kept[:5] == old_rows, "every row and every value kept"
    outcomes = [r[0] for r in after.execute("SELECT outcome FROM games ORDER BY id")]
    assert outcomes == ["won", "lost", "lost", "lost", "won", "abandoned"]
    after.close()
    assert len(StatsStore(path).history()) == 6, "opened again: nothing migrated twice"


def test_an_abandoned_game_is_abandoned_in_the_file_history_and_summary(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    game = Game(BEGINNER)
    game.click((4, 4))
    game.place_mines(create_board(9, 9, BEGINNER.mines, (4, 4), seed=1))
    assert game.state is State.PLAYING
    assert record_abandoned(store, game)
    store.record(FinishedGame(BEGINNER, 10.0, False))
    store.record(FinishedGame(BEGINNER, 11.0, True))
    assert store.close() is None

    again = StatsStore(path)
    assert [r.outcome for r in again.history()] == ["won", "lost", "abandoned"]
    assert [r.outcome for r in again.history(outcome="abandoned")] == ["abandoned"]
    assert [r.outcome for r in again.history(won=False)] == ["lost", "abandoned"]
    beginner = again.summaries()["Beginner"]
    assert (beginner.played, beginner.won, beginner.abandoned) == (3, 1, 1)
    again.close()


def test_the_journal_keeps_the_outcome(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("CREATE TABLE x (a)")
    blocker.execute("BEGIN EXCLUSIVE")
    store = StatsStore(path)
    store.record(FinishedGame(BEGINNER, 10.0, False, abandoned=True))
    assert store.close() is not None, "locked: kept in the journal"
    blocker.execute("ROLLBACK")
    blocker.close()
    rows = json.loads((tmp_path / "stats.sqlite3.pending.json").read_text())
    assert rows[0]["outcome"] == "abandoned"
    again = StatsStore(path)
    assert [r.outcome for r in again.history()] == ["abandoned"]
    again.close()


def test_an_outcome_that_contradicts_the_result_is_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.record(FinishedGame(BEGINNER, 10.0, True))
    store.record(FinishedGame(BEGINNER, 12.0, True))
    store.record(FinishedGame(BEGINNER, 14.0, False))
    assert store.close() is None
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE games SET outcome = 'abandoned' WHERE id = 1")  # a won game
        conn.execute("UPDATE games SET outcome = 'maybe' WHERE id = 2")
    conn.close()
    again = StatsStore(path)
    assert [r.seconds for r in again.history()] == [14.0]
    assert again.recovery_message is not None and "2 games" in again.recovery_message
    again.close()
