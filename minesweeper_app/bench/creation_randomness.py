"""``bench creation --randomness``: are ``auto``'s boards as random as they should be?

``auto`` against rejection sampling (``random``, uniform over no-guess boards) where that
is affordable, and against unconstrained uniform boards at higher densities, on mean 3BV,
mine density on the border and in the interior, and the number of solver steps that
needed more than one number.
"""

from __future__ import annotations

import os
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from minesweeper_app.bench.stats import print_table
from minesweeper_app.engine import cell_type_board, create_board
from minesweeper_app.engine.board import Cell, geometry
from minesweeper_app.engine.solver import new_instance

RANDOMNESS_BOARDS = 2000
"""Boards per source where rejection sampling is the reference."""


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
    start = (h // 2, w // 2)  # the first click in the middle, as in the timing
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
