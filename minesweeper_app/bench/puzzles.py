"""``python -m minesweeper_app.bench puzzles``: practice puzzle generation, speed and spread.

For each level and technique, puzzles are generated from one seed (each from a fresh
no-guess game played forward) and timed one by one: puzzles per second (the target
is 10 per technique on Expert), the slowest puzzle, and what came out: median
starting rating, numbers in the proof and the answers per puzzle, and how often
each motif was recognised.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from statistics import median

from minesweeper_app.bench.stats import print_table
from minesweeper_app.engine.puzzles import (
    BOARDS_PER_PUZZLE,
    MOTIFS,
    TECHNIQUES,
    NoPuzzleFound,
    iter_puzzles,
)

LEVELS = [("9x9/10", 9, 9, 10), ("16x16/40", 16, 16, 40), ("30x16/99", 16, 30, 99)]

TARGET_PER_SECOND = 10.0


def run(count: int, seed: int) -> None:
    rows: list[list[object]] = []
    for label, h, w, n in LEVELS:
        for technique in TECHNIQUES:
            times: list[float] = []
            ratings: list[int] = []
            numbers: list[int] = []
            answers: list[int] = []
            motifs: Counter[str] = Counter()
            began = time.perf_counter()
            last = began
            try:
                for puzzle in iter_puzzles(seed, technique, levels=((h, w, n),)):
                    now = time.perf_counter()
                    times.append(now - last)
                    last = now
                    ratings.append(puzzle.rating)
                    numbers.append(len(puzzle.step.clues))
                    answers.append(len(puzzle.safe) + len(puzzle.mine))
                    motifs.update(puzzle.motifs)
                    if len(times) == count:
                        break
            except NoPuzzleFound:
                rows.append(
                    [label, technique, len(times), f"then none in {BOARDS_PER_PUZZLE} games"]
                )
                continue
            rate = count / (time.perf_counter() - began)
            flag = "" if label != "30x16/99" or rate >= TARGET_PER_SECOND else " (below target)"
            rows.append(
                [
                    label,
                    technique,
                    count,
                    f"{rate:.1f}{flag}",
                    1000.0 * max(times),
                    median(ratings),
                    median(numbers),
                    median(answers),
                    ", ".join(f"{m} {motifs[m]}" for m in MOTIFS if motifs[m]) or "-",
                ]
            )
    print_table(
        f"Practice puzzles (seed {seed}; target {TARGET_PER_SECOND:g}/s per technique on Expert)",
        [
            "level",
            "technique",
            "puzzles",
            "per second",
            "slowest ms",
            "median rating",
            "median numbers in proof",
            "median answers",
            "motifs",
        ],
        rows,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench puzzles")
    parser.add_argument("--quick", action="store_true", help="few puzzles (a smoke run)")
    parser.add_argument("--count", type=int, default=None, help="puzzles per level and technique")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    run(args.count or (3 if args.quick else 100), args.seed)
    return 0
