"""``python -m minesweeper_app.bench ui``: how long the GUI thread stalls while boards are made.

A 5 ms timer on the GUI thread records the longest gap between its ticks from the first
click until the board is shown, in the real window (offscreen).  Creation runs in the
thread pool, so the gap should stay small however long creation itself takes; the goal is
a worst gap of at most 100 ms.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

GOAL_MS = 100.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench ui")
    parser.add_argument("--runs", type=int, default=3, help="boards per level (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first board")
    parser.add_argument("--timeout", type=float, default=60.0, help="creator timeout, seconds")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.game import EXPERT, custom_level
    from minesweeper_app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
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
    return 0 if failures == 0 else 1
