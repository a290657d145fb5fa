"""``python -m minesweeper_app.bench grades``: how often each logic grade occurs, and its cost.

The first table grades uniform no-guess boards (rejection sampling, the
creator's ``random`` method) at each level and first click in the middle: the
share of each grade, the cells each kind of reasoning decided per board, and
the time ``grade_board`` takes. The second table times
``create_board(grade=...)`` (the ``auto`` creator, as the game uses) for each
choice of the New game menu: a rare grade costs about its rarity times one
creation and grading.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from minesweeper_app.bench.stats import print_table, summary
from minesweeper_app.engine import (
    GRADE_CHOICES,
    CreationTimeout,
    Grade,
    create_board,
    grade_board,
)

LEVELS = [("9x9/10", 9, 9, 10), ("16x16/40", 16, 16, 40), ("30x16/99", 16, 30, 99)]


def frequencies(boards: int) -> None:
    rows: list[list[object]] = []
    for label, h, w, n in LEVELS:
        start = (h // 2, w // 2)
        counts = dict.fromkeys(Grade, 0)
        steps = dict.fromkeys(Grade, 0)
        times: list[float] = []
        for seed in range(boards):
            mines = create_board(h, w, n, start, seed=seed, method="random")
            began = time.perf_counter()
            report = grade_board(h, w, mines, start)
            times.append((time.perf_counter() - began) * 1000.0)
            counts[report.grade] += 1
            for g, k in report.steps.items():
                steps[g] += k
        t = summary(times)
        rows.append(
            [label, boards]
            + [f"{100.0 * counts[g] / boards:.1f} %" for g in Grade]
            + [f"{steps[g] / boards:.1f}" for g in Grade]
            + [t["median"], t["p95"]]
        )
    header = ["level", "boards"]
    header += [g.english for g in Grade]
    header += [f"cells/board: {g.english}" for g in Grade]
    header += ["grade ms median", "grade ms p95"]
    print_table("Grades of uniform no-guess boards (first click in the middle)", header, rows)


def costs(seeds: int, timeout: float) -> None:
    rows: list[list[object]] = []
    for label, h, w, n in LEVELS:
        start = (h // 2, w // 2)
        for choice in GRADE_CHOICES:
            times: list[float] = []
            timeouts = 0
            for seed in range(seeds):
                began = time.perf_counter()
                try:
                    create_board(h, w, n, start, seed=seed, grade=choice, timeout=timeout)
                except CreationTimeout:
                    timeouts += 1
                    continue
                times.append((time.perf_counter() - began) * 1000.0)
            if times:
                t = summary(times)
                rows.append([label, choice, len(times), t["median"], t["p95"], t["max"], timeouts])
            else:
                rows.append([label, choice, 0, "-", "-", "-", timeouts])
    print_table(
        f"create_board(grade=...) in ms (auto creator; timeout {timeout:g} s)",
        ["level", "logic", "boards", "median", "p95", "max", "timeouts"],
        rows,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench grades")
    parser.add_argument("--quick", action="store_true", help="few boards (a smoke run)")
    parser.add_argument("--boards", type=int, default=None, help="boards graded per level")
    parser.add_argument("--seeds", type=int, default=None, help="graded creations per choice")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per creation")
    parser.add_argument("--only", choices=("frequencies", "costs"), default=None)
    args = parser.parse_args(argv)
    boards = args.boards or (10 if args.quick else 300)
    seeds = args.seeds or (1 if args.quick else 10)
    np.seterr(all="raise")
    if args.only in (None, "frequencies"):
        frequencies(boards)
    if args.only in (None, "costs"):
        costs(seeds, args.timeout)
    return 0
