"""The hardest positions a lucky player reaches (the benchmark's adversarial set) get true
answers: exactly known on the big ones, brute force on small ones; and every proof of a
mine is a chain of steps whose numbers really prove each step."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper_app.bench.big_positions import (
    BigPosition,
    lucky_columns,
    lucky_rows,
    lucky_rows_varied,
)
from minesweeper_app.engine import (
    COVERED,
    check_flags,
    easiest_step,
    forget_knowledge,
    mine_probabilities,
    prove_mine,
    solve_state,
)
from minesweeper_app.game.loss import explain_loss
from tests.engine import bruteforce
from tests.volume import share, volume

Cell = tuple[int, int]


def _bands(p: BigPosition) -> tuple[set[Cell], set[Cell]]:
    """Lucky rows: the 50/50 cells and the forced ones (below the last opened row's
    missing partner row), from the layout's structure alone."""
    h, w = p.values.shape
    even: set[Cell] = set()
    forced: set[Cell] = set()
    for r in range(1, h, 3):
        for c in range(w):
            if r + 1 < h:
                even |= {(r - 1, c), (r + 1, c)}
            else:
                forced.add((r - 1, c))
    return even, forced


@pytest.mark.parametrize("n", [14, 27, 32])
def test_lucky_rows_are_all_even_odds_but_a_forced_last_band(n: int) -> None:
    for p in (lucky_rows(n, seed=n), lucky_columns(n, seed=n)):
        even, forced = _bands(lucky_rows(n, seed=n))
        if p.name.startswith("lucky columns"):
            even = {(c, r) for r, c in even}
            forced = {(c, r) for r, c in forced}
        probs = mine_probabilities(p.values, p.total)
        for cell in even:
            assert probs[cell] == pytest.approx(0.5, abs=1e-12), (p.name, cell)
        for cell in forced:
            assert probs[cell] == 1.0
        known = solve_state(p.values, p.total)
        assert known.safe == frozenset() and known.mines == frozenset(forced)
        assert easiest_step(p.values, p.total, safe_only=True) is None
        step = easiest_step(p.values, p.total)
        assert (step is None) == (not forced)
        assert step is None or (step.is_mine and step.cell in forced)
        assert not check_flags(p.values, p.total).wrong


def test_a_loss_on_lucky_rows_is_a_fifty_fifty_guess_or_a_proven_mine() -> None:
    p = lucky_rows(14, seed=3)
    guess = explain_loss(p.values, p.total, p.hit, mines=p.mines)
    assert not guess.proven_mine and guess.probability == pytest.approx(0.5)
    assert "50%" in guess.text and guess.instead is not None and guess.instead.is_mine
    _, forced = _bands(p)
    cell = min(forced)
    proven = explain_loss(p.values, p.total, cell, mines=p.mines)
    assert proven.proven_mine and not proven.uses_mine_count
    assert [s.cell for s in proven.proof] == [cell]


@pytest.mark.parametrize("seed", range(12))
def test_small_adversarial_positions_agree_with_brute_force(seed: int) -> None:
    for p in (lucky_rows(5, seed=seed), lucky_rows_varied(5, seed=seed), lucky_rows(4, seed, 5)):
        values = p.values
        truth = bruteforce.deduce(values, p.total)
        assert truth is not None
        known = solve_state(values, p.total)
        assert (set(known.safe), set(known.mines)) == truth, p.name
        odds = bruteforce.probabilities(values, p.total)
        probs = mine_probabilities(values, p.total)
        for cell, q in odds.items():
            assert probs[cell] == pytest.approx(float(q), abs=1e-12), (p.name, cell)


def test_every_step_of_a_mine_proof_is_proven_by_its_numbers() -> None:
    rng = np.random.default_rng(7)
    checked = several = 0
    for _ in range(volume(150, fast=25)):
        h, w = int(rng.integers(4, 9)), int(rng.integers(4, 9))
        cells = [(r, c) for r in range(h) for c in range(w)]
        layout = {cells[i] for i in rng.choice(len(cells), h * w // 5, replace=False)}
        types = bruteforce.cell_types(h, w, layout)
        values = np.full((h, w), COVERED, dtype=np.int8)
        for cell in cells:
            if cell not in layout and rng.random() < 0.45:
                values[cell] = types[cell]
        numbers_prove = solve_state(values).mines
        for cell in sorted(numbers_prove)[:4]:
            proof = prove_mine(values, cell)
            assert proof.numbers_only and proof.steps and proof.steps[-1].cell == cell
            earlier: set[Cell] = set()
            for step in proof.steps:
                assert step.is_mine and step.cell in numbers_prove
                proves = bruteforce.clues_prove(values, step.clues, step.cell, earlier)
                assert proves, (values, step)
                earlier.add(step.cell)
            checked += 1
            several += len(proof.steps) > 1
        unproven = [c for c in layout if values[c] == COVERED and c not in numbers_prove]
        for cell in unproven[:1]:
            assert prove_mine(values, cell) == prove_mine(values, cell)
            assert not prove_mine(values, cell).numbers_only
    assert checked >= share(100, 150, 25) and several >= share(10, 150, 25), (checked, several)


def test_whether_the_numbers_prove_a_mine_agrees_with_brute_force_without_a_kept_solve() -> None:
    """``prove_mine`` on a position nothing was asked about reads only the cell's area
    (after the quick rules); it must still be exactly what the numbers prove."""
    rng = np.random.default_rng(11)
    checked = proven = 0
    for _ in range(volume(120, fast=30)):
        h, w = int(rng.integers(4, 8)), int(rng.integers(4, 8))
        cells = [(r, c) for r in range(h) for c in range(w)]
        layout = {cells[i] for i in rng.choice(len(cells), h * w // 5, replace=False)}
        types = bruteforce.cell_types(h, w, layout)
        values = np.full((h, w), COVERED, dtype=np.int8)
        for cell in cells:
            if cell not in layout and rng.random() < 0.5:
                values[cell] = types[cell]
        if int((values == COVERED).sum()) > 18:
            continue
        truth = bruteforce.deduce(values, None)
        assert truth is not None
        for cell in sorted(layout)[:3]:
            forget_knowledge()
            proof = prove_mine(values, cell)
            assert proof.numbers_only == (cell in truth[1]), (values, cell)
            assert proof.numbers_only == bool(proof.steps) and proof.in_time
            if proof.steps:
                assert proof.steps[-1].cell == cell
            checked += 1
            proven += proof.numbers_only
    assert checked >= share(150, 120, 30) and proven >= share(30, 120, 30), (checked, proven)
