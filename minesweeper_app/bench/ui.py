"""``python -m minesweeper_app.bench ui``: how long the GUI thread stalls while the engine works.

A 1 ms timer on the GUI thread of the real window (offscreen) records the longest gap
between its ticks: that is how long the window could not repaint or answer a click.
Scenarios, each run several times (the machine is noisy; the median and the max of
the runs' worst gaps are reported):

* **creation**: from the first click until the board is shown, on Expert, 30x16/170
  and 128x128 boards (2000 mines, 5000: the slowest density, and the most it allows,
  whose first click wins: until the game's end is shown too);
* **hint** and **check flags**: one press through the window's help worker, on the
  hardest position of ``bench probabilities`` (the guessing-play Expert positions and
  the big 30x30/225 and 50x50/625 stuck positions, hardest = slowest engine call),
  and the first Hint of a 128x128/3000 game after the first click and 10 % of the
  safe cells opened at random (``hint_lines.early_position``, issue 36); each press
  comes after a player's pause (``ui_meter.PLAYER_PAUSE_S``: the board's id and 3BV are
  worked out on a worker after the first click, and a Hint pressed within those few
  milliseconds shared the interpreter with them);
  for Check flags every mine next to an opened number is flagged (right, but mostly
  not provable, so each flag is checked);
* **overlay**: with Options > Analysis on, proven moves are played one after another,
  each once the previous position's probabilities are drawn, on Expert and 50x50;
* **locked**: a game ends while a child process holds the statistics database locked
  (``BEGIN EXCLUSIVE``); the result is written on the writer thread, never on the GUI
  thread (``ui_locked``);
* **end**: a big game lost (and won) with a mouse click; the click's handler and the
  loop until the result and the replay are saved and the loss explained (``ui_loss``);
* **exit**: a separate process of the real app closes its window while a Hint runs on
  the hardest position; the time from the close until the process has ended.

Goal: a worst gap of at most 50 ms everywhere (creation and help run on pool threads),
a game-ending click's handler within 16 ms and an exit within 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from minesweeper_app.bench.ui_locked import locked_game_end, locked_start
from minesweeper_app.bench.ui_loss import game_end
from minesweeper_app.bench.ui_meter import (
    PLAYER_PAUSE_S,
    GapMeter,
    MachineMeter,
    result_row,
    wait_for,
)
from minesweeper_app.bench.ui_positions import flag_guessed_mines, hardest_positions, proven_moves

GOAL_MS = 50.0
EXIT_GOAL_S = 1.0
CLOSE_AFTER_MS = 0
"""The exit check closes the window this long after pressing Hint (the job is running)."""
BIG_DENSE_MINES = 5000
"""The slowest 128x128 density in the window: the creator takes about 0.5 s (7000 mines
1.8 s, 9000 1.3 s, denser boards less, the most it allows 0.02 s), but the logic grade
worked out after creation takes 13-15 s more on it."""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench ui")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each scenario (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first board")
    parser.add_argument("--timeout", type=float, default=60.0, help="creator timeout, seconds")
    parser.add_argument(
        "--overlay-moves",
        type=int,
        default=60,
        help="moves per board while the overlay is on (default 60)",
    )
    parser.add_argument(
        "--positions-seed",
        type=int,
        default=2024,
        help="seed of the bench probabilities positions (default 2024)",
    )
    parser.add_argument(
        "--only",
        choices=("creation", "help", "overlay", "locked", "end", "exit"),
        help="run one part",
    )
    parser.add_argument(
        "--quick", action="store_true", help="smoke run: one run each, few and small positions"
    )
    parser.add_argument("--exit-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.exit_child:
        return _exit_child(Path(args.exit_child))
    if args.quick:
        args.repeats, args.overlay_moves = 1, 10

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.ui.window.main_window import MainWindow
    from minesweeper_app.ui.workers import tune_for_responsiveness

    app = QApplication.instance() or QApplication([])
    GapMeter.machine = machine = MachineMeter()
    rows: list[list[object]] = []
    failures = 0
    print(
        "Worst event-loop gap (1 ms timer on the GUI thread) per run; "
        f"{args.repeats} run(s) per scenario."
    )
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as tmp:
        window = MainWindow(Path(tmp), show_notices=False, creation_timeout=args.timeout)
        window.show()
        positions = None
        if args.only in (None, "help", "exit"):
            positions = hardest_positions(args)
        tune_for_responsiveness()  # as exec_until_closed does in the app
        if args.only in (None, "creation"):
            failures += _creation(app, window, args, rows)
        if args.only in (None, "help") and positions is not None:
            failures += _help(app, window, positions, args, rows)
        if args.only in (None, "overlay"):
            failures += _overlay(app, window, args, rows)
        if args.only in (None, "locked"):
            failures += locked_game_end(app, window, args, rows)
            failures += locked_start(app, args, rows)
        if args.only in (None, "end"):
            failures += game_end(app, window, args, rows)
        window.close()
    machine.close()
    from minesweeper_app.bench.stats import print_table

    print_table(
        "Worst event-loop gap per run",
        [
            "scenario",
            "runs",
            "worst gap ms median",
            "max",
            "idle process's worst gap median",
            "max",
            "latency ms median",
        ],
        rows,
    )
    print(
        "\n(idle process: a 1 ms sleep loop in a separate process during the same runs; "
        "its gaps are the machine's, not this program's)"
    )
    worst = max((float(str(r[3])) for r in rows), default=0.0)
    if rows:
        verdict = "met" if worst <= GOAL_MS else "NOT met"
        print(f"\nworst event-loop gap {worst:.1f} ms; goal <= {GOAL_MS:.0f} ms {verdict}")
    if args.only in (None, "exit") and positions is not None:
        failures += _exit(positions, args)
    return 0 if failures == 0 else 1


def _load(app: Any, window: Any, p: Any, flagged: bool) -> None:
    """Show ``p`` in the window as a game in progress (its board given in advance)."""
    from minesweeper_app.game import Move, MoveAction, custom_level

    h, w = p.values.shape
    window.new_game(custom_level(h, w, p.total))
    game = window.game
    game.use_board(p.mines, p.start)
    window.click_cell(p.start)
    target = flag_guessed_mines(p.values, p.mines) if flagged else p.values
    for r, c in np.argwhere(target >= 0).tolist():
        game.apply(Move(MoveAction.OPEN, (r, c)), hint=True)
    for r, c in np.argwhere(target == -3).tolist():
        game.apply(Move(MoveAction.FLAG, (r, c)), hint=True)
    assert (game.values == target).all(), "the position did not replay"
    window.game_changed()
    app.processEvents()
    wait_for(app, [], PLAYER_PAUSE_S)  # a player looks before asking


# ---------------------------------------------------------------- scenarios
def _help(
    app: Any,
    window: Any,
    positions: dict[str, Any],
    args: argparse.Namespace,
    rows: list[list[object]],
) -> int:
    failures = 0
    for name, p in positions.items():
        check = name.startswith("check")
        gaps: list[float] = []
        latencies: list[float] = []
        for _ in range(args.repeats):
            _load(app, window, p, flagged=check)
            meter = GapMeter()
            meter.start()
            began = time.perf_counter()
            if check:
                window.request_flag_check()
                ok = wait_for(app, [window.flags_checked], 60)
            else:
                window.request_hint()
                ok = wait_for(app, [window.hint_shown], 60)
            latencies.append((time.perf_counter() - began) * 1000)
            app.processEvents()  # the answer's paint belongs to the press
            gaps.append(meter.stop())
            if not ok:
                failures += 1
                print(f"{name}: no answer within 60 s")
        h, w = p.values.shape
        label = ("Check flags" if check else "Hint") + f" {name.split(' ', 1)[1]} {w}x{h}"
        rows.append(result_row(label, gaps, latencies))
    return failures


def _creation(app: Any, window: Any, args: argparse.Namespace, rows: list[list[object]]) -> int:
    from minesweeper_app.game import EXPERT, custom_level, max_mines

    levels = [
        ("Expert 30x16/99", EXPERT),
        ("30x16/170", custom_level(16, 30, 170)),
        ("128x128/2000", custom_level(128, 128, 2000)),
    ]
    if not args.quick:
        most = max_mines(128, 128)
        levels += [
            (f"128x128/{BIG_DENSE_MINES}", custom_level(128, 128, BIG_DENSE_MINES)),
            (f"128x128/{most}", custom_level(128, 128, most)),
        ]
    failures = 0
    print(f"\n{'creation':<16} {'seed':>5} {'create s':>9} {'worst gap ms':>13}  result")
    for name, level in levels:
        gaps: list[float] = []
        latencies: list[float] = []
        for run in range(args.repeats):
            window.seed = args.seed + run
            window.new_game(level)
            app.processEvents()
            meter = GapMeter()
            outcome = ["no answer"]

            def created(o: list[str] = outcome) -> None:
                o[0] = "ok"

            def failed(msg: str, o: list[str] = outcome) -> None:
                o[0] = f"failed: {msg}"

            window.board_created.connect(created)
            window.creation_failed.connect(failed)
            meter.start()
            began = time.perf_counter()
            window.click_cell((level.height // 2, level.width // 2))
            wait_for(app, [window.board_created, window.creation_failed], args.timeout + 10)
            arrived = time.perf_counter()
            if window.game.finished and window.last_summary is None:
                # The first click won: its end (recorded, the panel) counts too; it is
                # shown once the board's facts job has answered.
                wait_for(app, [window.game_finished], 10)
            app.processEvents()  # the first paint of the new board counts too
            gap = meter.stop()
            # A stall that ended before the board arrived happened while the engine worked.
            when = "while creating" if meter.worst_ended < arrived else "showing the board"
            window.board_created.disconnect(created)
            window.creation_failed.disconnect(failed)
            elapsed = time.perf_counter() - began
            gaps.append(gap)
            latencies.append(elapsed * 1000)
            if outcome[0] != "ok":
                failures += 1
            # Well under 100%: this process was off the CPU for much of the stall (other
            # processes on the machine, maybe while a thread held the GIL).
            print(
                f"{name:<16} {window.seed:>5} {elapsed:>9.2f} {gap:>13.1f}  {outcome[0]}"
                f" (worst gap {when}; process on a CPU {meter.worst_cpu:.0%} of it)"
            )
        rows.append(result_row(f"Create {name}", gaps, latencies))
    return failures


def _overlay(app: Any, window: Any, args: argparse.Namespace, rows: list[list[object]]) -> int:
    from minesweeper_app.game import EXPERT, custom_level

    levels = [("Expert 30x16/99", EXPERT), ("50x50/500", custom_level(50, 50, 500))]
    failures = 0
    print("\nAnalysis overlay on: proven moves, each after the last position's probabilities")
    print(
        f"{'level':<16} {'seed':>5} {'moves':>6} {'latency med ms':>15} "
        f"{'max ms':>7} {'worst gap ms':>13}"
    )
    for name, level in levels:
        gaps: list[float] = []
        all_latencies: list[float] = []
        for run in range(args.repeats):
            window.seed = args.seed + run
            window.set_analysis(False)
            window.new_game(level)
            window.click_cell((level.height // 2, level.width // 2))
            wait_for(app, [window.board_created, window.creation_failed], args.timeout + 10)
            game = window.game
            if game.mines is None:
                failures += 1
                print(f"{name:<16} {window.seed:>5}  no board")
                continue
            moves = proven_moves(game.values, game.mines, level.mines, args.overlay_moves)
            window.set_analysis(True)
            wait_for(app, [window.analysis_shown], 30)
            app.processEvents()
            meter = GapMeter()
            latencies: list[float] = []
            worst_at = ""
            meter.start()
            for index, (cell, flag) in enumerate(moves):
                worst_before = meter.worst
                began = time.perf_counter()
                if flag:
                    window.toggle_flag(cell)
                else:
                    window.click_cell(cell)
                if window.controller.analysing:
                    wait_for(app, [window.analysis_shown], 30)
                    app.processEvents()  # the overlay's paint belongs to the move
                meter.tick()
                if meter.worst > worst_before:
                    worst_at = f"move {index + 1}" + (
                        " (won: the result is saved)" if window.game.finished else ""
                    )
                latencies.append((time.perf_counter() - began) * 1000)
                if window.game.finished:
                    break
            gap = meter.stop()
            gaps.append(gap)
            all_latencies += latencies
            print(
                f"{name:<16} {window.seed:>5} {len(latencies):>6} "
                f"{statistics.median(latencies):>15.1f} {max(latencies):>7.1f} "
                f"{gap:>13.1f}  at {worst_at}"
            )
        if gaps:
            rows.append(result_row(f"Overlay {name}", gaps, all_latencies))
    window.set_analysis(False)
    return failures


# ---------------------------------------------------------------- exit
def _exit(positions: dict[str, Any], args: argparse.Namespace) -> int:
    """Close the real app's window while a Hint runs; time until the process has ended."""
    print("\nClosing the window while a Hint runs (a separate process of the real app)")
    print(f"{'position':<24} {'run':>4} {'hint running':>13} {'exit s':>8}")
    failures = 0
    with tempfile.TemporaryDirectory(prefix="bench-ui-exit-") as tmp:
        for name in ("hint guessing Expert", "hint big stuck"):
            p = positions[name]
            data = Path(tmp) / "position.npz"
            np.savez(
                data,
                values=p.values,
                total=p.total,
                mines=np.array(sorted(p.mines)),
                start=np.array(p.start),
            )
            times: list[float] = []
            for run in range(args.repeats):
                env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
                proc = subprocess.run(
                    [
                        sys.executable,
                        "-m",
                        "minesweeper_app.bench",
                        "ui",
                        "--exit-child",
                        str(data),
                    ],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=120,
                    check=False,
                )
                ended = time.time()
                fields = dict(
                    line.split("=", 1) for line in proc.stdout.splitlines() if "=" in line
                )
                if "closed_at" not in fields:
                    failures += 1
                    print(f"{name:<24} {run + 1:>4}  failed: {proc.stderr[-500:]}")
                    continue
                took = ended - float(fields["closed_at"])
                times.append(took)
                print(f"{name:<24} {run + 1:>4} {fields.get('running', '?'):>13} {took:>8.2f}")
            if times:
                verdict = "met" if max(times) <= EXIT_GOAL_S else "NOT met"
                print(
                    f"{name}: exit after close median {statistics.median(times):.2f} s, "
                    f"max {max(times):.2f} s; goal <= {EXIT_GOAL_S:.0f} s {verdict}"
                )
    return failures


def _exit_child(data: Path) -> int:
    """The real app on a given position: press Hint, close the window while it runs."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.bench.probabilities import PlayedPosition
    from minesweeper_app.ui.window.main_window import MainWindow
    from minesweeper_app.ui.workers import exec_until_closed

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    saved = np.load(data)
    p = PlayedPosition(
        saved["values"],
        int(saved["total"]),
        frozenset((int(r), int(c)) for r, c in saved["mines"]),
        (int(saved["start"][0]), int(saved["start"][1])),
    )
    # The parent's temporary directory: this process may end without cleaning up.
    window = MainWindow(data.parent / "app-data", show_notices=False)
    window.show()
    _load(app, window, p, flagged=False)

    def close() -> None:
        print(f"running={window.runner.running() > 0}")
        print(f"closed_at={time.time()!r}", flush=True)
        window.close()

    window.request_hint()
    QTimer.singleShot(CLOSE_AFTER_MS, close)
    return exec_until_closed(app, window.runner)
