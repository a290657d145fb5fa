"""The solver against an independent brute-force enumeration on thousands of positions."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import (
    InconsistentPosition,
    SolverOptions,
    is_solvable,
    mine_probabilities,
    solve_state,
)
from tests.engine import bruteforce
from tests.engine.positions import random_inconsistent_ish, random_position
from tests.volume import share, volume

VARIANTS = [
    SolverOptions(),
    SolverOptions(easy_moves=False, subset_rules=False, cs_version=0),
    SolverOptions(subset_rules=False, cs_version=2, random_tries=3, seed=7),
    SolverOptions(subset_rules=True, cs_version=1, random_tries=1),
]


def _expected(values: np.ndarray, total: int | None) -> tuple[set, set] | None:
    return bruteforce.deduce(values, total)


@pytest.mark.parametrize("seed", range(4))
def test_solve_state_matches_brute_force(seed: int) -> None:
    rng = np.random.default_rng(1000 + seed)
    checked = 0
    for i in range(volume(600, fast=150)):
        values, total, _ = random_position(rng)
        options = VARIANTS[i % len(VARIANTS)]
        for count in (None, total):
            expected = _expected(values, count)
            assert expected is not None  # a real position is always consistent
            got = solve_state(values, count, options=options)
            assert (set(got.safe), set(got.mines)) == expected, (values, count, options)
            checked += 1
    assert checked == 2 * volume(600, fast=150)


def test_inconsistent_positions_are_reported_exactly() -> None:
    rng = np.random.default_rng(77)
    raised = consistent = 0
    for _ in range(volume(1500, fast=300)):
        values = random_inconsistent_ish(rng)
        total = int(rng.integers(0, values.size + 1)) if rng.random() < 0.5 else None
        expected = _expected(values, total)
        if expected is None:
            with pytest.raises(InconsistentPosition) as info:
                solve_state(values, total)
            cell = info.value.cell
            if cell is not None:
                assert values[cell] >= 0, "the named cell must be an opened number"
            raised += 1
        else:
            got = solve_state(values, total)
            assert (set(got.safe), set(got.mines)) == expected
            consistent += 1
    least = share(100, 1500, fast=300)
    assert raised > least and consistent > least


def test_mine_probabilities_match_brute_force() -> None:
    rng = np.random.default_rng(5)
    for _ in range(volume(800, fast=200)):
        values, total, _ = random_position(rng, max_hidden=12)
        probs = mine_probabilities(values, total)
        expected = bruteforce.probabilities(values, total)
        for (r, c), p in np.ndenumerate(probs):
            if (r, c) in expected:
                assert p == pytest.approx(float(expected[(r, c)]), abs=1e-12)
                assert Fraction(p).limit_denominator(10**6) == expected[(r, c)]
            else:
                assert np.isnan(p)


@pytest.mark.parametrize("seed", range(3))
def test_is_solvable_matches_a_brute_force_player(seed: int) -> None:
    rng = np.random.default_rng(300 + seed)
    outcomes = {True: 0, False: 0}
    for _ in range(volume(250, fast=80)):
        h, w = int(rng.integers(1, 5)), int(rng.integers(1, 6))
        n = h * w
        k = int(rng.integers(0, n))
        mines = {divmod(int(i), w) for i in rng.choice(n, size=k, replace=False)}
        start = divmod(int(rng.integers(0, n)), w)
        expected = bruteforce.perfect_player_wins(h, w, mines, start)
        assert is_solvable(h, w, mines, start) is expected, (h, w, sorted(mines), start)
        outcomes[expected] += 1
    least = share(20, 250, fast=80)
    assert outcomes[True] > least and outcomes[False] > least


@settings(max_examples=volume(150, fast=40), deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_property_deductions_hold_in_the_true_layout(seed: int) -> None:
    """Whatever the solver proves is true of the real mines, and flags never change it."""
    rng = np.random.default_rng(seed)
    values, total, mines = random_position(rng)
    got = solve_state(values, total)
    assert not (got.safe & mines)
    assert got.mines <= mines
    unflagged = np.where(values == -3, -2, values).astype(np.int8)
    assert solve_state(unflagged, total) == got


@pytest.mark.parametrize(
    ("h", "w"),
    [(4, 4), pytest.param(3, 6, marks=pytest.mark.slow), (3, 5)],  # 3x6: 2**17 layouts
)
def test_is_solvable_matches_a_brute_force_player_on_fuller_boards(h: int, w: int) -> None:
    """Wide and narrow boards at every density, the start never a mine (as the creator
    asks): "stuck" is often proven there from the true layout and other solutions found
    near it, without counting, and must agree with brute force every time."""
    rng = np.random.default_rng(7000 + 10 * h + w)
    outcomes = {True: 0, False: 0}
    for _ in range(300):
        n = h * w
        start = divmod(int(rng.integers(0, n)), w)
        others = [i for i in range(n) if divmod(i, w) != start]
        k = int(rng.integers(1, len(others)))
        mines = {divmod(int(i), w) for i in rng.choice(others, size=k, replace=False)}
        expected = bruteforce.perfect_player_wins(h, w, mines, start)
        assert is_solvable(h, w, mines, start) is expected, (h, w, sorted(mines), start)
        outcomes[expected] += 1
    assert outcomes[True] > 20 and outcomes[False] > 20
