"""``python -m minesweeper_app.bench creation``: how long the player waits for a board.

Every method creates boards for the same fixed seeds and first clicks (middle
and a seeded random cell) in one run; ``auto``'s ratio to each thesis method is
taken over exactly the seeds that method ran. Methods that would take minutes
at a size are run on fewer seeds or skipped, and the table says so.

A second table checks that ``auto`` keeps boards random: 3BV, mine density on
the border and in the interior, and how many solver steps needed more than one
number, for ``auto``, rejection sampling (``random``, uniform over no-guess
boards) and unconstrained uniform boards with the same first click.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections import deque

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
]

TARGETS = {  # auto: (median, p95) in ms, from issue 3
    "9x9/10": (3.0, 10.0),
    "16x16/40": (8.0, 25.0),
    "30x16/99": (20.0, 60.0),
    "30x16/170": (400.0, 1200.0),
    "30x30/240": (1000.0, 3000.0),
}

METHODS = ("auto", "random", "iterative", "iterative2")

# Seeds a slow method runs, as a fraction-free cap per board (None: all seeds, 0: skipped).
SEED_CAP: dict[tuple[str, str], int | None] = {
    ("16x16/40", "iterative"): 10,
    ("16x16/40", "iterative2"): 10,
    ("30x16/99", "iterative"): 6,
    ("30x16/99", "iterative2"): 6,
    ("30x16/130", "random"): 2,
    ("30x16/130", "iterative"): 3,
    ("30x16/130", "iterative2"): 3,
    ("30x16/170", "random"): 0,
    ("30x16/170", "iterative"): 2,
    ("30x16/170", "iterative2"): 2,
    ("30x30/240", "random"): 0,
    ("30x30/240", "iterative"): 0,
    ("30x30/240", "iterative2"): 0,
}
SKIP_REASON = "rejection almost never succeeds / seconds per board; skipped (minutes)"


def start_cell(kind: str, h: int, w: int, seed: int) -> Cell:
    if kind == "middle":
        return h // 2, w // 2
    rng = np.random.default_rng(10_000 + seed)
    return int(rng.integers(h)), int(rng.integers(w))


def timing(quick: bool) -> None:
    n_seeds = 4 if quick else 30
    rows: list[list[object]] = []
    verdicts: list[list[object]] = []
    for label, h, w, n in BOARDS:
        auto_all: list[float] = []
        for method in METHODS[:2]:  # warm caches (geometry tables, imports) outside the timing
            create_board(h, w, min(n, 10), start_cell("middle", h, w, 0), seed=0, method=method)
        for kind in ("middle", "random"):
            times: dict[str, list[float]] = {}
            for method in METHODS:
                cap = SEED_CAP.get((label, method))
                count = n_seeds if cap is None else min(cap, n_seeds)
                if quick and method != "auto" and cap is not None:
                    count = min(count, 1)
                if count == 0:
                    rows.append([label, kind, method, 0, "-", "-", "-", "-", SKIP_REASON])
                    continue
                samples = []
                for seed in range(count):
                    start = start_cell(kind, h, w, seed)
                    gc.collect()
                    begin = time.perf_counter()
                    create_board(h, w, n, start, seed=seed, method=method)
                    samples.append((time.perf_counter() - begin) * 1000.0)
                times[method] = samples
            auto = times["auto"]
            auto_all += auto
            for method, samples in times.items():
                s = summary(samples)
                k = len(samples)
                ratio = np.mean(auto[:k]) / s["mean"] if method != "auto" else 1.0
                note = "" if k == n_seeds else f"first {k} seeds"
                rows.append(
                    [
                        label,
                        kind,
                        method,
                        k,
                        s["mean"],
                        s["median"],
                        s["p95"],
                        s["max"],
                        f"{ratio:.3f} {note}".strip(),
                    ]
                )
        if label in TARGETS:
            s = summary(auto_all)
            med, p95 = TARGETS[label]
            ok = s["median"] <= med and s["p95"] <= p95
            verdicts.append(
                [label, len(auto_all), s["median"], med, s["p95"], p95, "met" if ok else "MISSED"]
            )
    print_table(
        "Creation time per board [ms]; ratio = mean(auto) / mean(method) on the same seeds",
        ["board", "start", "method", "boards", "mean", "median", "p95", "max", "ratio"],
        rows,
    )
    print_table(
        "auto against the targets (both starts together) [ms]",
        ["board", "boards", "median", "target", "p95", "target", "verdict"],
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


def randomness(quick: bool) -> None:
    label, h, w, n = "30x16/99", 16, 30, 99
    n_seeds = 40 if quick else 200
    border = np.zeros((h, w), dtype=bool)
    border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = True
    rows: list[list[object]] = []
    for kind in ("middle", "random"):
        results: dict[str, list[tuple[float, float, float, float]]] = {}
        for source in ("auto", "random", "uniform"):
            values = []
            for seed in range(n_seeds):
                start = start_cell(kind, h, w, seed)
                if source == "uniform":
                    g = geometry(h, w)
                    s = start[0] * w + start[1]
                    pool = [i for i in range(h * w) if i not in {s, *g.neighbours[s]}]
                    rng = np.random.default_rng(seed)
                    picks = rng.choice(len(pool), n, replace=False)
                    mines = frozenset(divmod(pool[i], w) for i in picks)
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
            results[source] = values
        means = {k: np.mean(np.array(v), axis=0) for k, v in results.items()}
        for source, m in means.items():
            rel = means[source] / means["random"] - 1.0
            rows.append(
                [
                    kind,
                    source,
                    len(results[source]),
                    m[0],
                    m[1],
                    m[2],
                    m[1] / m[2],
                    m[3],
                    " ".join(f"{x:+.1%}" for x in rel),
                ]
            )
    print_table(
        f"Randomness at {label}: means over seeded boards "
        "(deviation from random: 3BV, border, interior, hard steps)",
        [
            "start",
            "source",
            "boards",
            "3BV",
            "border density",
            "interior density",
            "border/interior",
            "steps needing >1 number",
            "vs random",
        ],
        rows,
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench creation")
    parser.add_argument("--quick", action="store_true", help="few seeds, for a smoke run")
    parser.add_argument(
        "--only", choices=("timing", "randomness"), help="run only one of the two tables"
    )
    args = parser.parse_args(argv)
    print("## No-guess board creation (single thread, this machine)")
    if args.only != "randomness":
        timing(args.quick)
    if args.only != "timing":
        randomness(args.quick)
    return 0
