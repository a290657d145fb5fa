"""``bench ui`` at the game end while another process holds the statistics locked.

A child process opens the window's ``stats.sqlite3`` and holds ``BEGIN EXCLUSIVE``
(as a second window in the middle of a write would); the window then finishes a game.
The result is written on the statistics writer thread, which waits for the lock
(``BUSY_TIMEOUT``) and then keeps the result for later: the GUI thread must not wait
with it. Measured from the winning click until the writer has reported the fault.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from typing import Any

from minesweeper_app.bench.ui_meter import GapMeter, result_row, wait_for

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
"""
SIZE, START = 9, (4, 4)


def _play_to_the_last_cell(app: Any, window: Any) -> tuple[int, int]:
    """A game in progress with one safe cell left covered; returns that cell."""
    from minesweeper_app.engine import create_board
    from minesweeper_app.game import BEGINNER, Move, MoveAction

    mines = frozenset(create_board(SIZE, SIZE, BEGINNER.mines, START, seed=1))
    window.new_game(BEGINNER)
    window.game.use_board(mines, START)
    window.click_cell(START)
    while True:
        safe = [
            (r, c)
            for r in range(SIZE)
            for c in range(SIZE)
            if (r, c) not in mines and int(window.game.values[r, c]) < 0
        ]
        assert safe, "the first click won the game"
        if len(safe) == 1:
            break
        window.game.apply(Move(MoveAction.OPEN, safe[0]), hint=True)
    window.game_changed()
    app.processEvents()
    return safe[0]


def locked_game_end(
    app: Any, window: Any, args: argparse.Namespace, rows: list[list[object]]
) -> int:
    """The worst event-loop gap from the winning click until the result was saved (a free
    file, for comparison) or the writer gave up waiting for the lock."""
    # One game end first, not counted: the first summary a window shows costs 70-150 ms
    # with a free file too (with --only locked nothing has warmed the window up).
    failures = _one_game_end(app, window, False, [], [])
    for locked in (False, True):
        gaps: list[float] = []
        latencies: list[float] = []
        for _ in range(args.repeats):
            failures += _one_game_end(app, window, locked, gaps, latencies)
        name = "Game end, statistics " + ("locked" if locked else "free")
        rows.append(result_row(name, gaps, latencies))
    return failures


def _one_game_end(
    app: Any, window: Any, locked: bool, gaps: list[float], latencies: list[float]
) -> int:
    failures = 0
    last = _play_to_the_last_cell(app, window)
    child = LOCKER if locked else "import sys; sys.stdin.read()"  # the same process, no lock
    locker = subprocess.Popen(
        [sys.executable, "-c", child, str(window.stats.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert locker.stdout is not None and locker.stdin is not None
    if locked and locker.stdout.readline().strip() != "locked":
        failures += 1
        print("locked game end: the child could not lock the statistics")
    try:
        meter = GapMeter()
        meter.start()
        began = time.perf_counter()
        window.click_cell(last)
        if locked:
            told = wait_for(app, [window.stats_saving], 10)
        else:
            told = True
            while window.stats.unsaved and time.perf_counter() - began < 10:
                wait_for(app, [], 0.005)
        latencies.append((time.perf_counter() - began) * 1000)
        app.processEvents()
        gaps.append(meter.stop())
        print(
            f"game end ({'locked' if locked else 'free'}): worst gap {gaps[-1]:.1f} ms, "
            f"ending {(meter.worst_ended - began) * 1000:.0f} ms after the winning click"
        )
        if not window.game.finished or not told or (window.stats.problem is None) == locked:
            failures += 1
            print("game end: the writer did not save or report as expected")
    finally:
        locker.stdin.close()
        locker.wait(10)
    window.stats.retry()  # saved now that the lock is gone: the next run starts clean
    if locked:
        wait_for(app, [window.stats_saving], 10)
    if window.stats.unsaved:
        failures += 1
        print("game end: the result was not saved once the lock was gone")
    return failures


def locked_start(app: Any, args: argparse.Namespace, rows: list[list[object]]) -> int:
    """How long the window's thread spends opening the statistics when another process
    holds them locked (a free file for comparison): the window's start must not wait for
    the lock; the writer thread says why the history waits."""
    import tempfile
    from pathlib import Path

    from minesweeper_app.game import BEGINNER
    from minesweeper_app.game.finished import FinishedGame
    from minesweeper_app.game.stats import StatsStore
    from minesweeper_app.ui.window.main_window import MainWindow

    failures = 0
    for locked in (False, True):
        opening: list[float] = []
        told_after: list[float] = []
        for _ in range(args.repeats):
            with tempfile.TemporaryDirectory(prefix="bench-locked-start-") as tmp:
                data = Path(tmp)
                seed = StatsStore(data / "stats.sqlite3")
                seed.record(FinishedGame(BEGINNER, 10.0, True))
                seed.close()
                child = (
                    LOCKER
                    if locked
                    else "import sys; print('locked', flush=True); sys.stdin.read()"
                )
                locker = subprocess.Popen(
                    [sys.executable, "-c", child, str(data / "stats.sqlite3")],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
                assert locker.stdout is not None and locker.stdin is not None
                locker.stdout.readline()
                try:
                    began = time.perf_counter()
                    stats = StatsStore(data / "stats.sqlite3", background=True)
                    opening.append((time.perf_counter() - began) * 1000)
                    stats.close()
                    began = time.perf_counter()
                    window = MainWindow(data, show_notices=False)
                    built = (time.perf_counter() - began) * 1000
                    told = (not locked) or wait_for(app, [window.stats_saving], 10)
                    told_after.append((time.perf_counter() - began) * 1000)
                    history = len(window.stats.history())
                    print(
                        f"start ({'locked' if locked else 'free'}): statistics opened in "
                        f"{opening[-1]:.1f} ms, window built in {built:.0f} ms, "
                        f"history {history} game(s)"
                    )
                    if not told or (locked and "locked" not in window.last_message):
                        failures += 1
                        print("locked start: the lock was not reported")
                    window.close()
                finally:
                    locker.stdin.close()
                    locker.wait(10)
        name = "Start: opening the statistics, " + ("locked" if locked else "free")
        rows.append(result_row(name, opening, told_after))
    return failures
