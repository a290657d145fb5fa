"""``python -m minesweeper_app.bench solver``: the thesis' Tables 4.1-4.3, measured here.

Every variant runs ``is_solvable`` on the same seeded instances (uniform random
mine layouts with the first click in the middle, as the random creator draws
them, so most are rejected part-way and some are solved to the end). The
default configuration is timed in the same run and its ratio to each variant
printed, so the comparison holds even on a noisy machine.
"""

from __future__ import annotations

import argparse
import gc
import time
from dataclasses import dataclass

import numpy as np

from minesweeper_app.bench.stats import print_table, summary
from minesweeper_app.engine.board import Cell, geometry
from minesweeper_app.engine.solver import SolverOptions, is_solvable

LEVELS = {
    "Beginner": (9, 9, 10),
    "Intermediate": (16, 16, 40),
    "Expert": (16, 30, 99),
}

DEFAULT = SolverOptions()


@dataclass(frozen=True)
class Variant:
    table: str
    name: str
    options: SolverOptions


def thesis(**kw: object) -> SolverOptions:
    """The thesis' solver (no subset rules, no random tries) with one option changed."""
    return SolverOptions(**{"subset_rules": False, "random_tries": 0, **kw})  # type: ignore[arg-type]


VARIANTS = [
    Variant("4.1 IsSolvable", "Version 1 (no EasyMoves)", thesis(easy_moves=False)),
    Variant("4.1 IsSolvable", "Version 2 (EasyMoves)", thesis()),
    Variant("4.2 ConstraintSolver", "Version 0 (all of U)", thesis(cs_version=0)),
    Variant("4.2 ConstraintSolver", "Version 1 (all areas)", thesis(cs_version=1)),
    Variant("4.2 ConstraintSolver", "Version 2 (first area)", thesis(cs_version=2)),
    *(
        Variant(
            "4.3 RandomTries",
            f"{n} tries",
            SolverOptions(subset_rules=False, random_tries=n),
        )
        for n in (0, 1, 2, 3, 5, 10)
    ),
    Variant("mine count", "mine count on (= default)", SolverOptions()),
    Variant("mine count", "mine count off", SolverOptions(use_mine_count=False)),
    Variant("ours", "subset rules off", SolverOptions(subset_rules=False)),
    Variant("ours", "default (EasyMoves, subset rules, CS v1, count)", DEFAULT),
]


def instances(height: int, width: int, mines: int, count: int, seed: int) -> list[list[Cell]]:
    """Uniform layouts outside the start's neighbourhood, as GameCreationRandom draws them."""
    g = geometry(height, width)
    start = g.index((height // 2, width // 2))
    excluded = {start, *g.neighbours[start]}
    pool = np.array([i for i in range(g.size) if i not in excluded])
    rng = np.random.default_rng(seed)
    return [[g.cell(int(i)) for i in rng.choice(pool, mines, replace=False)] for _ in range(count)]


def solvable_instances(
    height: int, width: int, mines: int, count: int, seed: int
) -> list[list[Cell]]:
    """The first ``count`` draws that are no-guess boards (the boards a creator returns)."""
    found: list[list[Cell]] = []
    batch = 0
    while len(found) < count:
        for layout in instances(height, width, mines, 50, seed * 1000 + batch):
            if is_solvable(height, width, layout, (height // 2, width // 2)):
                found.append(layout)
                if len(found) == count:
                    break
        batch += 1
    return found


def compare(layouts: dict[str, list[list[Cell]]]) -> bool:
    """Time every variant on every layout, round robin; print the tables; True if consistent."""
    results: dict[tuple[str, str], list[float]] = {
        (v.name, lv): [] for v in VARIANTS for lv in LEVELS
    }
    answers: dict[tuple[str, str], list[bool]] = {
        (v.name, lv): [] for v in VARIANTS for lv in LEVELS
    }
    # Round robin: every instance is solved by every variant before the next one,
    # in a rotating order, so drift on a shared machine hits all variants alike.
    for level, (h, w, _) in LEVELS.items():
        start = (h // 2, w // 2)
        for n, mines in enumerate(layouts[level]):
            gc.collect()
            order = VARIANTS[n % len(VARIANTS) :] + VARIANTS[: n % len(VARIANTS)]
            for variant in order:
                t0 = time.perf_counter()
                answer = is_solvable(h, w, mines, start, options=variant.options)
                results[(variant.name, level)].append((time.perf_counter() - t0) * 1000.0)
                answers[(variant.name, level)].append(answer)

    default_name = VARIANTS[-1].name
    for table in dict.fromkeys(v.table for v in VARIANTS):
        rows = []
        for variant in (v for v in VARIANTS if v.table == table):
            row: list[object] = [variant.name]
            for level in LEVELS:
                s = summary(results[(variant.name, level)])
                d = summary(results[(default_name, level)])
                row += [s["mean"], s["std"], f"{d['mean'] / s['mean']:.2f}"]
            rows.append(row)
        header = ["variant"]
        for level in LEVELS:
            header += [f"{level} mean", "std", "default/x"]
        print_table(f"Table {table}", header, rows)

    print("\nSolvable instances found by each variant (all complete variants must agree):")
    for variant in VARIANTS:
        found = {lv: sum(answers[(variant.name, lv)]) for lv in LEVELS}
        tally = "  ".join(f"{lv}: {n}/{len(layouts[lv])}" for lv, n in found.items())
        print(f"  {variant.name:50s} {tally}")
    disagree = [
        v.name
        for v in VARIANTS
        if v.options.use_mine_count
        and any(answers[(v.name, lv)] != answers[(default_name, lv)] for lv in LEVELS)
    ]
    if disagree:
        print("ERROR: complete variants disagree:", ", ".join(disagree))
    return not disagree


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench solver")
    parser.add_argument("--quick", action="store_true", help="few instances (a smoke run)")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    draws = {"Beginner": 200, "Intermediate": 100, "Expert": 40}
    boards = {"Beginner": 100, "Intermediate": 50, "Expert": 15}
    if args.quick:
        draws = {"Beginner": 20, "Intermediate": 10, "Expert": 5}
        boards = {"Beginner": 10, "Intermediate": 5, "Expert": 2}

    print("Solver variants: is_solvable on the same seeded instances, first click in the middle.")
    print("ms per instance, mean and std; 'default/x' is the default's mean over the variant's.")
    print("Tables 4.1-4.3 change one option of the thesis' solver (no subset rules, no random")
    print("tries); 'default' is ours: EasyMoves, subset rules, ConstraintSolver v1, mine count.")
    print("\n## No-guess boards (solved to the end, as when the thesis timed created games)")
    ok = compare({lv: solvable_instances(*LEVELS[lv], boards[lv], args.seed) for lv in LEVELS})
    print("\n## Uniform random draws (mostly rejected part-way, as GameCreationRandom sees them)")
    ok &= compare({lv: instances(*LEVELS[lv], draws[lv], args.seed) for lv in LEVELS})
    return 0 if ok else 1
