"""``bench ui`` at the end of a big game: the losing (or winning) click and the loop after it.

The board is made in advance (``create_board``) and played one click at a time through
the window, so the replay records every move as in play; the player then pauses (the
window's background work for the board is done by then, as it is for any player) and
clicks a mine with the mouse. Measured: the click's handler (the mouse release, on the
GUI thread: the result recorded, the replay handed to its writer, the end-of-game panel)
and the worst event-loop gap from the press until the result and the replay are saved
and the loss explained. A win ends the same way without the explanation: every safe
cell but one is opened, then that one is clicked.

Goal: the handler at most 16 ms (one frame) and no gap over 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import numpy as np

from minesweeper_app.bench.ui_meter import PLAYER_PAUSE_S, GapMeter, result_row, wait_for

HANDLER_GOAL_MS = 16.0
GAP_GOAL_MS = 50.0
MOVES = 100
"""Safe cells opened one click at a time before the fatal click."""
SIZES = ((99, 99, 1960), (128, 128, 3000))


def game_end(app: Any, window: Any, args: argparse.Namespace, rows: list[list[object]]) -> int:
    """Lose, then win, on each big size; a row and a handler verdict per scenario."""
    failures = 0
    verdicts: list[str] = []
    sizes = SIZES[:1] if args.quick else SIZES
    print(f"\nThe end of a big game (mouse click; {MOVES} clicks before a loss)")
    print(f"{'scenario':<18} {'seed':>5} {'handler ms':>11} {'worst gap ms':>13}  saved")
    for won in (False, True):
        for h, w, m in sizes:
            name = f"{'Win' if won else 'Lose'} {w}x{h}/{m}"
            handlers: list[float] = []
            gaps: list[float] = []
            latencies: list[float] = []
            for run in range(args.repeats):
                seed = args.seed + run
                handler, gap, latency, ok = _one_end(app, window, (h, w, m), seed, won)
                handlers.append(handler)
                gaps.append(gap)
                latencies.append(latency)
                failures += not ok
                print(
                    f"{name:<18} {seed:>5} {handler:>11.1f} {gap:>13.1f}  "
                    + ("result and replay" if ok else "NOT SAVED")
                )
            rows.append(result_row(name, gaps, latencies))
            worst = max(handlers)
            verdict = "met" if worst <= HANDLER_GOAL_MS else "NOT met"
            verdicts.append(
                f"{name}: handler median {statistics.median(handlers):.1f} ms, max {worst:.1f} "
                f"ms; goal <= {HANDLER_GOAL_MS:.0f} ms {verdict}"
            )
    print("\n" + "\n".join(verdicts))
    return failures


def _one_end(
    app: Any, window: Any, size: tuple[int, int, int], seed: int, won: bool
) -> tuple[float, float, float, bool]:
    """One game to its end: (handler ms, worst gap ms, ms until all is done, saved)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from minesweeper_app.engine import create_board
    from minesweeper_app.game import Move, MoveAction, custom_level

    h, w, m = size
    start = (h // 2, w // 2)
    mines = frozenset(create_board(h, w, m, start, seed=seed))
    window.new_game(custom_level(h, w, m))
    game = window.game
    game.use_board(mines, start)
    window.click_cell(start)
    rng = np.random.default_rng(seed)
    is_mine = np.zeros((h, w), dtype=bool)
    is_mine[tuple(np.array(sorted(mines)).T)] = True
    if won:  # every safe cell but one opened, past the controller (thousands of clicks)
        target = _last_cell(h, w, mines, game.values)
        for r, c in np.argwhere((game.values < 0) & ~is_mine).tolist():
            if (r, c) != target:
                game.apply(Move(MoveAction.OPEN, (r, c)), hint=True)
        window.controller.view.game_changed()
        # Play records each move as it is made: the replay catches up now, not with the
        # winning click (the catch-up of a resumed game, done when it is shown).
        window.replays.recording.follow(game)
    else:
        for index in range(MOVES):
            safe = np.argwhere((game.values < 0) & ~is_mine)
            r, c = safe[rng.integers(len(safe))].tolist()
            window.click_cell((r, c))
            if index % 10 == 0:
                app.processEvents()
        target = sorted(mines)[len(mines) // 2]
    wait_for(app, [], PLAYER_PAUSE_S)
    replay_before = window.replays.last_replay
    board = window.board
    point: QPoint = board.cell_rect(target).center()
    meter = GapMeter()
    meter.start()
    began = time.perf_counter()
    QTest.mousePress(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    pressed = time.perf_counter()
    QTest.mouseRelease(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    handler = (time.perf_counter() - pressed) * 1000
    deadline = began + 60
    while (
        window.replays.pending or window.stats.unsaved or window.controller.explaining
    ) and time.perf_counter() < deadline:
        wait_for(app, [], 0.005)
    latency = (time.perf_counter() - began) * 1000
    app.processEvents()  # the explanation's paint belongs to the end
    gap = meter.stop()
    ok = (
        window.game.finished
        and (window.game.state.value == "won") == won
        and not window.stats.unsaved
        and window.replays.last_replay not in (None, replay_before)
        and window.replays.last_replay.is_file()
    )
    return handler, gap, latency, bool(ok)


def _last_cell(h: int, w: int, mines: frozenset[tuple[int, int]], values: Any) -> tuple[int, int]:
    """A covered number that no opening touches: opening every other safe cell leaves it."""
    from minesweeper_app.engine import cell_type_board
    from minesweeper_app.engine.board import touching

    types = cell_type_board(h, w, mines)
    lone = np.argwhere((types > 0) & ~touching(types == 0) & (values < 0))
    assert len(lone), "every number of this board touches an opening"
    r, c = lone[0].tolist()
    return (r, c)
