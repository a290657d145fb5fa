"""The counting core against plain enumeration of every assignment of an area's cells."""

from __future__ import annotations

from itertools import product

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine.solver import count_solutions, knowledge_from_board
from tests.engine.bruteforce import cell_types
from tests.engine.positions import seeded_position
from tests.volume import volume

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


@settings(max_examples=volume(150, fast=30), deadline=None)
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
    know = knowledge_from_board(seeded_position(seed, h, w, density, opened))
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
    assert count_solutions([(frozenset(), 1)]).unsatisfied == 0
    assert count_solutions([(frozenset(), 0), (a, 1)]).solutions == {1: 2}


def _exact_probabilities(values: np.ndarray, total: int) -> dict[tuple[int, int], float]:
    """Exact probabilities from plain enumeration of each area and integer arithmetic.

    Independent of the engine: areas are found by flood over shared covered cells,
    each is enumerated cell by cell, and areas are combined with the free cells by
    multiplying integer polynomials.
    """
    from math import comb

    from tests.engine.bruteforce import around

    h, w = values.shape
    numbers = [(r, c) for r in range(h) for c in range(w) if values[r, c] >= 0]
    hidden = {(r, c) for r in range(h) for c in range(w) if values[r, c] == -2}
    touching = {n: [x for x in around(h, w, *n) if x in hidden] for n in numbers}
    numbers = [n for n in numbers if touching[n]]
    seen: set[tuple[int, int]] = set()
    areas = []
    for n in numbers:
        if n in seen:
            continue
        group, stack = [], [n]
        seen.add(n)
        while stack:
            x = stack.pop()
            group.append(x)
            for y in numbers:
                if y not in seen and set(touching[x]) & set(touching[y]):
                    seen.add(y)
                    stack.append(y)
        areas.append(group)
    polys, hits_of, cells_of = [], [], []
    for group in areas:
        cells = sorted({x for n in group for x in touching[n]})
        sols: dict[int, int] = {}
        hits: dict[int, dict[tuple[int, int], int]] = {}
        for bits in product((0, 1), repeat=len(cells)):
            value = dict(zip(cells, bits, strict=True))
            if all(sum(value[x] for x in touching[n]) == values[n] for n in group):
                k = sum(bits)
                sols[k] = sols.get(k, 0) + 1
                row = hits.setdefault(k, {})
                for x in cells:
                    row[x] = row.get(x, 0) + value[x]
        polys.append(sols)
        hits_of.append(hits)
        cells_of.append(cells)
    free = sorted(hidden - {x for cells in cells_of for x in cells})

    def ways_without(i: int | None, placed: int, extra: int = 0) -> int:
        dist = {0: 1}
        for j, poly in enumerate(polys):
            if j == i:
                continue
            nxt: dict[int, int] = {}
            for a, x in dist.items():
                for k, y in poly.items():
                    nxt[a + k] = nxt.get(a + k, 0) + x * y
            dist = nxt
        return sum(
            x * comb(len(free) - extra, total - placed - a - extra)
            for a, x in dist.items()
            if total - placed - a - extra >= 0
        )

    grand = ways_without(None, 0)
    out: dict[tuple[int, int], float] = {}
    for i, cells in enumerate(cells_of):
        weight = {k: ways_without(i, k) for k in polys[i]}
        for x in cells:
            out[x] = sum(hits_of[i][k][x] * weight[k] for k in polys[i]) / grand
    for x in free:
        out[x] = ways_without(None, 0, extra=1) / grand
    return out


@settings(max_examples=volume(8, fast=2), deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_probabilities_on_a_big_sparse_board_match_exact_integers(seed: int) -> None:
    """Many areas and hundreds of free cells: the counts run far beyond any float.

    Opened cells sit on a lattice four cells apart (one number per area, so the
    reference can enumerate every area), some of them with a second number one
    column to the right (an area of two numbers; four apart, no two areas touch,
    so no area grows past 12 cells and the reference stays small).
    """
    from minesweeper_app.engine import mine_probabilities

    rng = np.random.default_rng(seed)
    h, w, total = 40, 40, 320
    picks = rng.choice(h * w, total, replace=False)
    mines = {divmod(int(i), w) for i in picks}
    types = cell_types(h, w, mines)
    values = np.full((h, w), -2, dtype=np.int8)
    for _ in range(40):
        r, c = 1 + 4 * int(rng.integers(h // 4)), 1 + 4 * int(rng.integers(w // 4))
        if types[r, c] >= 0:
            values[r, c] = types[r, c]
            if rng.random() < 0.3 and c + 1 < w and types[r, c + 1] >= 0:
                values[r, c + 1] = types[r, c + 1]
    probs = mine_probabilities(values, total)
    for cell, p in _exact_probabilities(values, total).items():
        assert abs(probs[cell] - p) <= 1e-9
