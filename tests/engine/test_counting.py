"""The counting core against plain enumeration of every assignment of an area's cells."""

from __future__ import annotations

from itertools import product

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine.solver import count_solutions, knowledge_from_board
from tests.engine.bruteforce import cell_types

MAX_ENUMERATED = 16


def _enumerate(cons: list[tuple[frozenset[int], int]]) -> tuple[dict[int, int], dict[int, dict]]:
    """Solutions by number of mines, and per cell the solutions with a mine there."""
    cells = sorted(set().union(*(u for u, _ in cons)))
    solutions: dict[int, int] = {}
    hits: dict[int, dict[int, int]] = {}
    for bits in product((0, 1), repeat=len(cells)):
        value = dict(zip(cells, bits, strict=True))
        if all(sum(value[v] for v in u) == r for u, r in cons):
            k = sum(bits)
            solutions[k] = solutions.get(k, 0) + 1
            for v in cells:
                if value[v]:
                    hits.setdefault(k, {}).setdefault(v, 0)
                    hits[k][v] += 1
    return solutions, hits


def _position(seed: int, h: int, w: int, density: float, opened: float) -> np.ndarray:
    rng = np.random.default_rng(seed)
    mines = {(r, c) for r in range(h) for c in range(w) if rng.random() < density}
    types = cell_types(h, w, mines)
    values = np.full((h, w), -2, dtype=np.int8)
    for r in range(h):
        for c in range(w):
            if types[r, c] >= 0 and rng.random() < opened:
                values[r, c] = types[r, c]
    return values


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    h=st.integers(3, 9),
    w=st.integers(3, 9),
    density=st.floats(0.1, 0.4),
    opened=st.floats(0.2, 0.7),
)
def test_counts_match_enumeration_on_random_positions(
    seed: int, h: int, w: int, density: float, opened: float
) -> None:
    know = knowledge_from_board(_position(seed, h, w, density, opened))
    for area in know.divide_into_areas(know.unsolved):
        cons = know.constraints_of(area)
        cells = set().union(*(u for u, _ in cons))
        if len(cells) > MAX_ENUMERATED:
            continue
        counts = count_solutions(cons)
        solutions, hits = _enumerate(cons)
        assert counts.solutions == solutions
        for k, row in counts.mine_hits.items():
            found = {v: n for v, n in zip(counts.variables, row, strict=True) if n}
            assert found == hits.get(k, {})


def test_no_solution_names_a_number_of_the_area() -> None:
    a, b = frozenset({1, 2}), frozenset({2, 3})
    counts = count_solutions([(a, 2), (b, 0)])
    assert counts.solutions == {}
    assert counts.unsatisfied in (0, 1)

