"""Peak memory of the app with a 128x128/3000 board in analysis mode (goal < 300 MB).

A child process (so nothing measured before counts) opens the window offscreen, starts
a 128x128/3000 game, turns the analysis overlay on and plays proven moves, waiting for
the overlay after each, then asks a hint and reports its peak resident set size
(``ru_maxrss``) with the knowledge the engine keeps between calls at its fullest.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

GOAL_MB = 300.0


def child(moves: int, seed: int) -> int:
    """Run in the child: play, then print the peak RSS in MB."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.bench.ui_meter import wait_for
    from minesweeper_app.bench.ui_positions import proven_moves
    from minesweeper_app.game import custom_level
    from minesweeper_app.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    level = custom_level(128, 128, 3000)
    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        window = MainWindow(Path(tmp), show_notices=False, creation_timeout=60.0)
        window.show()
        window.seed = seed
        window.new_game(level)
        window.click_cell((64, 64))
        wait_for(app, [window.board_created, window.creation_failed], 70)
        game = window.game
        if game.mines is None:
            print("no board")
            return 1
        window.set_analysis(True)
        wait_for(app, [window.analysis_shown], 60)
        played = 0
        for cell, flag in proven_moves(game.values, game.mines, level.mines, moves):
            played += 1
            if flag:
                window.toggle_flag(cell)
            else:
                window.click_cell(cell)
            if window.controller.analysing:
                wait_for(app, [window.analysis_shown], 60)
            if window.game.finished:
                break
        app.processEvents()
        window.close()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak RSS {peak_kb / 1024:.1f} MB after {played} moves with the overlay")
    return 0


def measure(moves: int = 40, seed: int = 1) -> float | None:
    """The child's peak RSS in MB, or None if it failed."""
    done = subprocess.run(
        [sys.executable, "-m", "minesweeper_app.bench.memory", str(moves), str(seed)],
        capture_output=True,
        text=True,
        check=False,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    for line in done.stdout.splitlines():
        if line.startswith("peak RSS "):
            print(line)
            return float(line.split()[2])
    print(done.stdout + done.stderr)
    return None


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: python -m minesweeper_app.bench.memory MOVES SEED", file=sys.stderr)
        sys.exit(2)
    sys.exit(child(int(sys.argv[1]), int(sys.argv[2])))
