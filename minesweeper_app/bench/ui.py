"""``python -m minesweeper_app.bench ui``: how long the GUI thread stalls while boards are
made, and while the analysis overlay follows the moves.

A 5 ms timer on the GUI thread records the longest gap between its ticks, in the real
window (offscreen).  Creation: from the first click until the board is shown; it runs
in the thread pool, so the gap should stay small however long creation itself takes
(goal: at most 100 ms).  Overlay: with Options > Analysis on, proven moves are played
one after another, each as soon as the previous position's probabilities are on the
board, on Expert and on a 50x50 board; the probabilities are worked out on the help
pool, so the goal is a worst gap of at most 50 ms.  The latency column is the time
from a move until its probabilities are drawn.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path
from typing import Any

GOAL_MS = 100.0
OVERLAY_GOAL_MS = 50.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench ui")
    parser.add_argument("--runs", type=int, default=3, help="boards per level (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first board")
    parser.add_argument("--timeout", type=float, default=60.0, help="creator timeout, seconds")
    parser.add_argument("--overlay-moves", type=int, default=60,
                        help="moves per board while the overlay is on (default 60)")
    parser.add_argument("--only", choices=("creation", "overlay"), help="run one part")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    failures = 0
    if args.only != "overlay":
        failures += _creation(app, args)
    if args.only != "creation":
        failures += _overlay(app, args)
    return 0 if failures == 0 else 1


class _GapMeter:
    """A 5 ms timer on the GUI thread: the longest gap between its ticks is the stall."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.worst = 0.0
        self.last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.tick)

    def start(self) -> None:
        self.worst = 0.0
        self.last = time.perf_counter()
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last)
        self.last = now

    def stop(self) -> float:
        self.tick()
        self.timer.stop()
        return self.worst * 1000


def _proven_moves(values: Any, mines: frozenset[Any], total: int, limit: int) -> list[Any]:
    """Moves a logician would make, found before the clock runs: (cell, flag?) pairs."""
    from minesweeper_app.engine import COVERED, FLAGGED, neighbours, solve_state

    values = values.copy()
    height, width = values.shape
    types: dict[Any, int] = {}
    moves: list[Any] = []
    while len(moves) < limit:
        proven = solve_state(values, total)
        todo = [(c, False) for c in sorted(proven.safe) if int(values[c]) == COVERED]
        todo += [(c, True) for c in sorted(proven.mines) if int(values[c]) == COVERED]
        if not todo:
            break
        for cell, flag in todo:
            if int(values[cell]) != COVERED:
                continue
            moves.append((cell, flag))
            if flag:
                values[cell] = FLAGGED
                continue
            stack = [cell]
            while stack:
                c = stack.pop()
                if int(values[c]) != COVERED:
                    continue
                if c not in types:
                    types[c] = sum(n in mines for n in neighbours(height, width, c))
                values[c] = types[c]
                if types[c] == 0:
                    stack.extend(neighbours(height, width, c))
    return moves[:limit]


def _overlay(app: Any, args: argparse.Namespace) -> int:
    import statistics

    from PySide6.QtCore import QEventLoop, QTimer

    from minesweeper_app.game import EXPERT, custom_level
    from minesweeper_app.ui.main_window import MainWindow

    levels = [("Expert 30x16/99", EXPERT), ("50x50/500", custom_level(50, 50, 500))]
    worst_overall = 0.0
    failures = 0
    print()
    print("Analysis overlay on: proven moves, each after the last position's probabilities")
    print(f"{'level':<16} {'seed':>5} {'moves':>6} {'latency med ms':>15} "
          f"{'max ms':>7} {'worst gap ms':>13}")
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as tmp:
        window = MainWindow(Path(tmp), show_notices=False, creation_timeout=args.timeout)
        window.show()
        for name, level in levels:
            window.seed = args.seed
            window.set_analysis(False)
            window.new_game(level)
            loop = QEventLoop()
            window.board_created.connect(loop.quit)
            window.creation_failed.connect(loop.quit)
            window.click_cell((level.height // 2, level.width // 2))
            QTimer.singleShot(int(args.timeout * 1000) + 10_000, loop.quit)
            loop.exec()
            window.board_created.disconnect(loop.quit)
            window.creation_failed.disconnect(loop.quit)
            game = window.game
            if game.mines is None:
                failures += 1
                print(f"{name:<16} {args.seed:>5}  no board")
                continue
            moves = _proven_moves(game.values, game.mines, level.mines, args.overlay_moves)
            shown = QEventLoop()
            window.analysis_shown.connect(shown.quit)
            window.set_analysis(True)
            shown.exec()
            app.processEvents()
            meter = _GapMeter()
            latencies: list[float] = []
            worst_at = ""
            meter.start()
            for index, (cell, flag) in enumerate(moves):
                worst_before = meter.worst
                began = time.perf_counter()
                guard = QTimer()
                guard.setSingleShot(True)
                guard.timeout.connect(shown.quit)
                guard.start(30_000)
                if flag:
                    window.toggle_flag(cell)
                else:
                    window.click_cell(cell)
                if window.controller.analysing:
                    shown.exec()
                    app.processEvents()  # the overlay's paint belongs to the move
                guard.stop()
                meter.tick()
                if meter.worst > worst_before:
                    worst_at = f"move {index + 1}" + (" (won: the result is saved)"
                                                       if window.game.finished else "")
                latencies.append((time.perf_counter() - began) * 1000)
                if window.game.finished:
                    break
            gap_ms = meter.stop()
            window.analysis_shown.disconnect(shown.quit)
            worst_overall = max(worst_overall, gap_ms)
            print(f"{name:<16} {args.seed:>5} {len(latencies):>6} "
                  f"{statistics.median(latencies):>15.1f} {max(latencies):>7.1f} "
                  f"{gap_ms:>13.1f}  at {worst_at}")
        window.set_analysis(False)
        window.close()
    verdict = "met" if worst_overall <= OVERLAY_GOAL_MS else "NOT met"
    print(f"worst event-loop gap with the overlay {worst_overall:.1f} ms; "
          f"goal <= {OVERLAY_GOAL_MS:.0f} ms {verdict}")
    return failures


def _creation(app: Any, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    from minesweeper_app.game import EXPERT, custom_level
    from minesweeper_app.ui.main_window import MainWindow

    levels = [("Expert 30x16/99", EXPERT), ("30x16/170", custom_level(16, 30, 170))]
    worst_overall = 0.0
    failures = 0
    print(f"{'level':<16} {'seed':>5} {'create s':>9} {'worst gap ms':>13}  result")
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as tmp:
        window = MainWindow(Path(tmp), show_notices=False, creation_timeout=args.timeout)
        window.show()
        for name, level in levels:
            for run in range(args.runs):
                window.seed = args.seed + run
                window.new_game(level)
                app.processEvents()
                last = [time.perf_counter()]
                worst = [0.0]

                def tick(last: list[float] = last, worst: list[float] = worst) -> None:
                    now = time.perf_counter()
                    worst[0] = max(worst[0], now - last[0])
                    last[0] = now

                timer = QTimer()
                timer.setInterval(5)
                timer.timeout.connect(tick)
                outcome = ["no answer"]
                loop = QEventLoop()

                def created(o: list[str] = outcome, loop: QEventLoop = loop) -> None:
                    o[0] = "ok"
                    loop.quit()

                def failed(msg: str, o: list[str] = outcome, loop: QEventLoop = loop) -> None:
                    o[0] = f"failed: {msg}"
                    loop.quit()

                window.board_created.connect(created)
                window.creation_failed.connect(failed)
                began = time.perf_counter()
                last[0] = began
                timer.start()
                window.click_cell((level.height // 2, level.width // 2))
                QTimer.singleShot(int(args.timeout * 1000) + 10_000, loop.quit)
                loop.exec()
                app.processEvents()  # the first paint of the new board counts too
                tick()
                timer.stop()
                window.board_created.disconnect(created)
                window.creation_failed.disconnect(failed)
                elapsed = time.perf_counter() - began
                gap_ms = worst[0] * 1000
                worst_overall = max(worst_overall, gap_ms)
                if outcome[0] != "ok":
                    failures += 1
                print(f"{name:<16} {window.seed:>5} {elapsed:>9.2f} {gap_ms:>13.1f}  {outcome[0]}")
        window.close()
    verdict = "met" if worst_overall <= GOAL_MS else "NOT met"
    print(f"worst event-loop gap {worst_overall:.1f} ms; goal <= {GOAL_MS:.0f} ms {verdict}")
    return failures
