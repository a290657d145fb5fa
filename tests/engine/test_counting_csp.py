"""The counting core against python-constraint2 listing every solution of an area.

Plain enumeration (test_counting.py) stops at 16 cells; a CSP search prunes as it goes,
so it can list the solutions of the larger areas a real game has (17-40 cells) and check
the counts there too. python-constraint2 is only a test dependency: the engine counts.
"""

from __future__ import annotations

import constraint
import numpy as np

from minesweeper_app.engine.solver import count_solutions, knowledge_from_board
from tests.engine.positions import seeded_position
from tests.volume import volume

MIN_CELLS, MAX_CELLS = 17, 40
MAX_LISTED = 200_000


def _listed(
    cons: list[tuple[frozenset[int], int]],
) -> tuple[dict[int, int], dict[int, dict]] | None:
    """Solutions by number of mines and mine hits per cell; None past MAX_LISTED."""
    problem = constraint.Problem()
    cells = sorted(set().union(*(u for u, _ in cons)))
    problem.addVariables(cells, [0, 1])
    for u, r in cons:
        problem.addConstraint(constraint.ExactSumConstraint(r), sorted(u))
    solutions: dict[int, int] = {}
    hits: dict[int, dict[int, int]] = {}
    for n, sol in enumerate(problem.getSolutionIter()):
        if n >= MAX_LISTED:
            return None
        k = sum(sol.values())
        solutions[k] = solutions.get(k, 0) + 1
        for v, x in sol.items():
            if x:
                hits.setdefault(k, {}).setdefault(v, 0)
                hits[k][v] += 1
    return solutions, hits


def test_counts_match_a_csp_listing_on_areas_too_big_to_enumerate() -> None:
    checked = 0
    for seed in range(400):
        rng = np.random.default_rng(seed)
        h, w = int(rng.integers(8, 14)), int(rng.integers(8, 14))
        values = seeded_position(
            seed, h, w, float(rng.uniform(0.15, 0.3)), float(rng.uniform(0.3, 0.5))
        )
        know = knowledge_from_board(values)
        for area in know.divide_into_areas(know.unsolved):
            cons = know.constraints_of(area)
            n_cells = len(set().union(*(u for u, _ in cons)))
            if not MIN_CELLS <= n_cells <= MAX_CELLS:
                continue
            listed = _listed(cons)
            if listed is None:
                continue
            solutions, hits = listed
            counts = count_solutions(cons)
            assert counts.solutions == solutions, (seed, n_cells)
            for k, row in counts.mine_hits.items():
                found = {v: n for v, n in zip(counts.variables, row, strict=True) if n}
                assert found == hits.get(k, {}), (seed, k)
            checked += 1
        if checked >= volume(25, fast=8):
            break
    assert checked >= volume(25, fast=8), f"only {checked} big areas were found"
