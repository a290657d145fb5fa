"""``python -m minesweeper_app.bench creation``: how long the player waits for a board.

Timing: ``auto`` and ms-toollib's Rust perturbation generator
(``laymine_solvable_adjust``, optional: ``pip install '.[bench]'``) create boards
one after the other, seed by seed (each first every other seed), in the same run,
first click in the middle; a board ms-toollib reports as failed counts as a failure.
Tatham's C generator is a fixed reference column (medians measured outside this bench,
from issue 10).

Randomness (``--randomness``): ``auto`` against rejection sampling (``random``,
uniform over no-guess boards) where that is affordable, and against unconstrained
uniform boards at higher densities, on mean 3BV, mine density on the border and
in the interior, and the number of solver steps that needed more than one number.
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

from minesweeper_app.bench.stats import print_table, summary
from minesweeper_app.engine import cell_type_board, create_board
from minesweeper_app.engine.board import Cell, geometry
from minesweeper_app.engine.solver import new_instance

# (label as width x height, height, width, mines)
BOARDS = [
    ("9x9/10", 9, 9, 10),
    ("16x16/40", 16, 16, 40),
    ("30x16/99", 16, 30, 99),
    ("30x16/130", 16, 30, 130),
    ("30x16/170", 16, 30, 170),
    ("30x30/240", 30, 30, 240),
    ("50x50/500", 50, 50, 500),
    ("99x99/2000", 99, 99, 2000),
    *[(f"30x16/{n}", 16, 30, n) for n in (200, 250, 300, 350, 400, 450)],
]
QUICK_BOARDS = ["9x9/10", "16x16/40", "30x16/99"]

TATHAM_MS = {  # medians of Tatham's mines.c generator, first click in the middle (issue 10)
    "9x9/10": 0.18,
    "16x16/40": 0.73,
    "30x16/99": 3.0,
    "30x16/130": 3.8,
    "30x16/170": 27.0,
    "30x30/240": 7.8,
    "50x50/500": 19.0,
    "99x99/2000": 98.0,
}

RATIO_TO_TATHAM = 1.5
TAIL = 3.0  # p95 / median
ONE_SECOND = 1000.0  # ms, 30x16 at every density


def middle(h: int, w: int) -> Cell:
    return h // 2, w // 2


def _ms_toollib() -> Callable[[int, int, int, Cell], bool] | None:
    try:
        import ms_toollib
    except ImportError:
        return None

    def adjust(h: int, w: int, n: int, start: Cell) -> bool:
        _, ok = ms_toollib.laymine_solvable_adjust(h, w, n, start[0], start[1])
        return bool(ok)

    return adjust


def _seeds(h: int, w: int, quick: bool) -> int:
    """Boards per size: many where they are cheap, so that a p95 is a steady figure."""
    if quick:
        return 3
    cells = h * w
    if cells <= 100:
        return 1000
    if cells <= 300:
        return 300
    return 100 if cells <= 1000 else (30 if cells <= 2500 else 12)


def timing(quick: bool) -> None:
    other = _ms_toollib()
    rows: list[list[object]] = []
    verdicts: list[list[object]] = []
    for label, h, w, n in BOARDS:
        if quick and label not in QUICK_BOARDS:
            continue
        start = middle(h, w)
        create_board(h, w, n, start, seed=10**6)  # warm caches (geometry, imports)
        # As in the game (ui/workers.py): what exists now stays out of the collector's
        # way. A collection forced before each board would leave the CPU caches cold
        # for the next call (0.11 -> 0.30 ms at 9x9).
        gc.collect()
        gc.freeze()
        ours: list[float] = []
        theirs: list[float] = []
        failed = 0
        for seed in range(_seeds(h, w, quick)):
            # Each goes first every other seed, so neither gains from the order.
            for turn in (0, 1) if seed % 2 == 0 else (1, 0):
                if turn == 0:
                    begin = time.perf_counter()
                    create_board(h, w, n, start, seed=seed)
                    ours.append((time.perf_counter() - begin) * 1000.0)
                elif other is not None:
                    begin = time.perf_counter()
                    ok = other(h, w, n, start)
                    theirs.append((time.perf_counter() - begin) * 1000.0)
                    failed += not ok
        gc.unfreeze()
        s = summary(ours)
        row: list[object] = [label, len(ours), s["mean"], s["median"], s["p95"], s["max"]]
        misses = []
        if s["p95"] > TAIL * s["median"]:
            misses.append("p95")
        if label.startswith("30x16/") and s["median"] > ONE_SECOND:
            misses.append("1 s")
        if other is not None:
            t = summary(theirs)
            ratio = s["median"] / t["median"]
            row += [t["mean"], t["median"], t["p95"], t["max"], failed, f"{ratio:.2f}"]
            if ratio > 1.0:
                misses.append("ms-toollib")
        tatham = TATHAM_MS.get(label)
        if tatham is None:
            row += ["-", "-"]
        else:
            row += [tatham, f"{s['median'] / tatham:.2f}"]
            if s["median"] > RATIO_TO_TATHAM * tatham:
                misses.append("Tatham")
        rows.append(row)
        verdicts.append([label, "met" if not misses else "missed: " + ", ".join(misses)])
    header = ["board", "boards", "auto mean", "auto median", "auto p95", "auto max"]
    if other is not None:
        header += ["mstl mean", "mstl median", "mstl p95", "mstl max", "mstl failed"]
        header += ["auto/mstl (median)"]
    header += ["Tatham median", "auto/Tatham"]
    print_table(
        "Creation time per board [ms], first click in the middle; mstl = ms-toollib "
        "laymine_solvable_adjust, interleaved seed by seed"
        + ("" if other is not None else " (not installed: column skipped)"),
        header,
        rows,
    )
    print_table(
        f"Targets: median <= ms-toollib's and <= {RATIO_TO_TATHAM}x Tatham's, "
        f"p95 <= {TAIL:g}x median, 30x16 under 1 s",
        ["board", "verdict"],
        verdicts,
    )


def three_bv(types: np.ndarray) -> int:
    """Clicks a player needs with no flags: one per opening plus each number no opening reveals."""
    h, w = types.shape
    seen = np.zeros((h, w), dtype=bool)
    clicks = 0
    for r in range(h):
        for c in range(w):
            if types[r, c] != 0 or seen[r, c]:
                continue
            clicks += 1
            seen[r, c] = True
            queue = deque([(r, c)])
            while queue:
                a, b = queue.popleft()
                for x in range(max(0, a - 1), min(h, a + 2)):
                    for y in range(max(0, b - 1), min(w, b + 2)):
                        if not seen[x, y]:
                            seen[x, y] = True
                            if types[x, y] == 0:
                                queue.append((x, y))
    clicks += int(((types > 0) & ~seen).sum())
    return clicks


def hard_steps(h: int, w: int, mines: frozenset[Cell], start: Cell) -> int:
    """Solver rounds in which no single number sufficed (subset rules, CSP or mine count)."""
    made = new_instance(h, w, mines, start)
    assert made is not None
    know, _ = made
    safe = h * w - len(mines)
    hard = 0
    while know.n_opened < safe:
        if know.easy_moves():
            continue
        if not know.step():
            break
        hard += 1
    return hard


def uniform_board(h: int, w: int, n: int, start: Cell, seed: int) -> frozenset[Cell]:
    """Mines uniform over the cells the first click leaves (no solvability asked)."""
    g = geometry(h, w)
    s = start[0] * w + start[1]
    pool = [i for i in range(h * w) if i not in {s, *g.neighbours[s]}]
    picks = np.random.default_rng(seed).choice(len(pool), n, replace=False)
    return frozenset(divmod(pool[i], w) for i in picks)


MEASURES = ("3BV", "border density", "interior density", "steps needing >1 number")

RANDOMNESS = [  # label, height, width, mines, reference
    ("30x16/99", 16, 30, 99, "random"),
    ("30x16/115", 16, 30, 115, "random"),
    ("30x16/170", 16, 30, 170, "uniform"),
    ("30x30/240", 30, 30, 240, "uniform"),
]


def _measures(h: int, w: int, n: int, source: str, seeds: range) -> np.ndarray:
    border = np.zeros((h, w), dtype=bool)
    border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = True
    start = middle(h, w)
    values = []
    for seed in seeds:
        if source == "uniform":
            mines = uniform_board(h, w, n, start, seed)
        else:
            mines = create_board(h, w, n, start, seed=seed, method=source)
        types = cell_type_board(h, w, mines)
        is_mine = types == -1
        values.append(
            (
                float(three_bv(types)),
                float(is_mine[border].mean()),
                float(is_mine[~border].mean()),
                float(hard_steps(h, w, mines, start)),
            )
        )
    return np.array(values)


def _measures_job(job: tuple[int, int, int, str, int, int]) -> np.ndarray:
    h, w, n, source, first, last = job
    return _measures(h, w, n, source, range(first, last))


def _measures_parallel(h: int, w: int, n: int, source: str, count: int) -> np.ndarray:
    """``_measures`` over seeds 0..count-1, in chunks spread over the machine's cores."""
    chunk = 50
    jobs = [(h, w, n, source, a, min(a + chunk, count)) for a in range(0, count, chunk)]
    workers = max(1, min(len(jobs), os.cpu_count() or 1))
    if workers == 1:
        return np.concatenate([_measures_job(job) for job in jobs])
    with ProcessPoolExecutor(workers) as pool:
        return np.concatenate(list(pool.map(_measures_job, jobs)))


RANDOMNESS_BOARDS = 2000
"""Boards per source where rejection is the reference: the hard steps vary so much from
board to board that 300 left a standard error of 3% on their mean."""


def randomness(quick: bool, boards: int | None = None) -> None:
    for label, h, w, n, reference in RANDOMNESS:
        if quick and label != "30x16/99":
            continue
        if quick:
            count = 12
        elif boards is not None:
            count = boards
        else:
            count = RANDOMNESS_BOARDS if reference == "random" else 300
        begin = time.perf_counter()
        results = {
            source: _measures_parallel(h, w, n, source, count) for source in ("auto", reference)
        }
        ref_values = results[reference]
        ref = ref_values.mean(axis=0)
        rows: list[list[object]] = []
        for source, values in results.items():
            mean = values.mean(axis=0)
            row: list[object] = [source, len(values), *[f"{m:.4g}" for m in mean]]
            if source == reference:
                row += ["reference"]
            else:
                # Standard error of the difference of two independent means, relative.
                se = np.sqrt(
                    values.var(axis=0) / len(values) + ref_values.var(axis=0) / len(ref_values)
                )
                row += [
                    " ".join(
                        f"{d:+.1%} ± {e:.1%}"
                        for d, e in zip(mean / ref - 1.0, se / np.abs(ref), strict=True)
                    )
                ]
            rows.append(row)
        print_table(
            f"Randomness at {label}, first click in the middle: means over seeded boards and "
            f"auto's deviation from {reference} ± its standard error, in the order of the "
            f"columns ({time.perf_counter() - begin:.0f} s)",
            ["source", "boards", *MEASURES, f"auto vs {reference}"],
            rows,
        )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench creation")
    parser.add_argument("--quick", action="store_true", help="few seeds and sizes, a smoke run")
    parser.add_argument(
        "--randomness", action="store_true", help="the randomness tables instead of timing"
    )
    parser.add_argument(
        "--boards",
        type=int,
        default=None,
        help=f"boards per source for --randomness (default {RANDOMNESS_BOARDS} where rejection "
        "is the reference, 300 against unconstrained boards)",
    )
    parser.add_argument(
        "--grades",
        action="store_true",
        help="instead of timing: how often each logic grade occurs per level and what "
        "creating a board of each grade costs (the grades bench)",
    )
    args: Any = parser.parse_args(argv)
    if args.grades:
        from minesweeper_app.bench import grades

        return grades.main(["--quick"] if args.quick else [])
    print("## No-guess board creation (timing on one thread; randomness spread over the cores)")
    if args.randomness:
        randomness(args.quick, args.boards)
    else:
        timing(args.quick)
    return 0
