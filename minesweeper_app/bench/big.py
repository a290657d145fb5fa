"""``python -m minesweeper_app.bench big``: every answer on 128x128 boards, within bounds.

Times, on the same positions in one run (calls interleaved position by position):
the Hint press (``easiest_step``, with and without ``safe_only``), the analysis
overlay (``mine_probabilities``), ``check_flags`` and the loss explanation
(``explain_loss`` with its step-by-step proof), on 128x128/3000 positions reached by
lucky play and on the adversarial positions of ``big_positions`` (lucky rows and
columns), along ``hint_lines`` (Hint pressed and its move made 150 times from the
first click, with 0, 2.5 and 10 % of the safe cells opened at random first), and
(``memory``) the app's peak RSS with a 128x128/3000 board in analysis mode. Goals (issue
25): Hint press p99 <= 100 ms and max <= 250 ms on played positions; loss explanation
median <= 100 ms on Expert and every call <= 1 s; ``mine_probabilities`` and
``easiest_step(safe_only=True)`` <= 250 ms on the adversarial ones.
A loss explanation that left something out to keep within its time
budget (``LossExplanation.complete`` False) is counted by position. Issue 36: along
the hint lines, ``easiest_step`` and the ladder's first press p99 <= 100 ms and max <=
250 ms on every size.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from minesweeper_app.bench import hint_lines, memory
from minesweeper_app.bench.big_positions import (
    BigPosition,
    adversarial_positions,
    played_positions,
)
from minesweeper_app.bench.stats import print_table
from minesweeper_app.engine import (
    check_flags,
    easiest_step,
    forget_knowledge,
    mine_probabilities,
)
from minesweeper_app.game.loss import LossExplanation, explain_loss

CALLS: dict[str, Callable[[BigPosition], Any]] = {
    "easiest_step": lambda p: easiest_step(p.values, p.total),
    "easiest_step(safe_only)": lambda p: easiest_step(p.values, p.total, safe_only=True),
    "mine_probabilities": lambda p: mine_probabilities(p.values, p.total),
    "check_flags": lambda p: check_flags(p.values, p.total),
    "explain_loss": lambda p: explain_loss(p.values, p.total, p.hit, mines=p.mines),
}


def _row(name: str, samples: list[float]) -> list[object]:
    a = np.asarray(samples, dtype=np.float64)
    return [
        name,
        len(a),
        float(np.median(a)),
        float(np.percentile(a, 95)),
        float(np.percentile(a, 99)),
        float(a.max()),
    ]


def measure(
    positions: list[BigPosition], failed: dict[str, int], partial: dict[str, int]
) -> dict[str, list[float]]:
    """ms per call on every position, the calls interleaved position by position; a call
    that raises is timed too and counted in ``failed`` by name, a loss explanation that
    left something out for lack of time in ``partial`` by position."""
    times: dict[str, list[float]] = {name: [] for name in CALLS}
    for p in positions:
        gc.collect()
        for name, call in CALLS.items():
            forget_knowledge()  # cold: nothing known about the position or its areas
            began = time.perf_counter()
            try:
                answer = call(p)
            except Exception as exc:  # a failure is a result here
                what = f"{name}: {type(exc).__name__}"
                failed[what] = failed.get(what, 0) + 1
            else:
                if isinstance(answer, LossExplanation) and not answer.complete:
                    partial[p.name] = partial.get(p.name, 0) + 1
            times[name].append((time.perf_counter() - began) * 1000.0)
    return times


def report(title: str, times: dict[str, list[float]]) -> None:
    header = ["call", "positions", "median ms", "p95 ms", "p99 ms", "max ms"]
    print_table(title, header, [_row(name, samples) for name, samples in times.items()])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench big")
    parser.add_argument("--quick", action="store_true", help="a few positions (smoke run)")
    parser.add_argument("--games", type=int, default=6, help="128x128/3000 games of lucky play")
    parser.add_argument("--per-game", type=int, default=8, help="snapshots per game")
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--lines", type=int, default=3, help="hint lines per size and share")
    parser.add_argument("--presses", type=int, default=150, help="Hint presses per line")
    parser.add_argument("--only-lines", action="store_true", help="only the hint lines")
    args = parser.parse_args(argv)
    line_sizes: tuple[tuple[int, int, int], ...] = hint_lines.SIZES
    if args.quick:
        line_sizes, args.lines, args.presses = ((30, 30, 150),), 1, 10
    line_goals = hint_lines.run(line_sizes, args.lines, args.presses, args.seed)
    if args.only_lines:
        print()
        for text, met in line_goals:
            print(f"Goal: {text}: {'met' if met else 'MISSED'}")
        return 0
    size, mines = 128, 3000
    if args.quick:
        size, mines, args.games, args.per_game = 40, 300, 1, 3
    played = played_positions(size, size, mines, args.games, args.per_game, args.seed)
    expert = played_positions(16, 30, 99, 2 * args.games, args.per_game, args.seed)
    adversarial = adversarial_positions(size)
    print(
        f"ms per call; {len(played)} positions of lucky play on {size}x{size}/{mines}, "
        f"{len(expert)} on Expert, {len(adversarial)} adversarial ({size}x{size})."
    )
    results = {}
    failed: dict[str, int] = {}
    partial: dict[str, int] = {}
    for title, positions in (
        (f"Lucky play, {size}x{size}/{mines}", played),
        ("Lucky play, Expert 30x16/99", expert),
        *((f"Adversarial: {p.name}", [p]) for p in adversarial),
    ):
        results[title] = measure(positions, failed, partial)
        report(title, results[title])
    big, exp, *adv = results.values()
    hint = np.asarray(big["easiest_step"])
    loss_all = np.concatenate([t["explain_loss"] for t in results.values()])
    # the position (lucky rows) and its transpose
    adv_worst = max(
        max(t[name]) for t in adv[:2] for name in ("mine_probabilities", "easiest_step(safe_only)")
    )
    goals: list[tuple[str, bool]] = [
        ("Hint press p99 <= 100 ms (played)", float(np.percentile(hint, 99)) <= 100),
        ("Hint press max <= 250 ms (played)", float(hint.max()) <= 250),
        ("loss explanation median <= 100 ms (Expert)", bool(np.median(exp["explain_loss"]) <= 100)),
        ("loss explanation max <= 1 s (all)", float(loss_all.max()) <= 1000),
        ("overlay and safe-only hint <= 250 ms (lucky rows and columns)", adv_worst <= 250),
    ]
    goals.append(("no call fails", not failed))
    goals += line_goals
    if not args.quick:
        peak = memory.measure()
        goals.append(
            (
                f"app's peak RSS < {memory.GOAL_MB:.0f} MB (128x128/3000, analysis on)",
                peak is not None and peak < memory.GOAL_MB,
            )
        )
    print()
    for name, n in failed.items():
        print(f"FAILED {n}x: {name}")
    for name, n in partial.items():
        print(f"explain_loss left something out for lack of time {n}x: {name}")
    for text, met in goals:
        print(f"Goal: {text}: {'met' if met else 'MISSED'}")
    return 0
