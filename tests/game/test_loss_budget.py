"""The loss explanation within its time budget: whatever part runs out of time, what it
says is true (checked against an enumeration of every mine placement) and it says what
it left out; a caller's cancel stops it instead of shortening it.

Time is a fake clock here, read by the budgets: every reading is a fixed step after the
last, so a budget runs out after a known number of readings, at a different part of the
explanation for each step size, the same on any machine.
"""

from __future__ import annotations

import itertools
import types
from collections.abc import Callable, Iterator

import numpy as np
import pytest

from minesweeper_app.bench.big_positions import lucky_chain
from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    BudgetExceeded,
    Cancelled,
    forget_knowledge,
)
from minesweeper_app.engine import deadline as engine_deadline
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game import loss as loss_module
from minesweeper_app.game.loss import Checked, LossExplanation, explain_loss
from tests.engine import bruteforce
from tests.volume import volume

Cell = tuple[int, int]
Case = tuple[np.ndarray, int, Cell, frozenset[Cell]]

STEPS = (10.0, 0.3, 0.2, 0.15, 0.1, 0.05, 0.03, 0.01, 0.003, 0.001, 0.0003, 0.0001, 0.0)
"""Seconds the fake clock moves per reading: from "out of time at the first look" to
"time stands still" (nothing may be left out then)."""

PARTIAL = "took too long"


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[float], None]:
    """Install a fake clock moving ``step`` seconds per reading for the budgets."""

    def install(step: float) -> None:
        ticks = itertools.count()
        fake = types.SimpleNamespace(monotonic=lambda: step * next(ticks))
        for module in (loss_module, engine_deadline):
            monkeypatch.setattr(module, "time", fake)

    return install


def _positions(n: int) -> Iterator[Case]:
    """Small positions of play with right and wrong flags; the hit is a covered mine,
    a proven one when there is one about half the time."""
    rng = np.random.default_rng(2025)
    made = 0
    while made < n:
        h, w, total = 5, 6, int(rng.integers(5, 9))
        cells = [(r, c) for r in range(h) for c in range(w)]
        mines = frozenset(cells[i] for i in rng.choice(len(cells), total, replace=False))
        safe = [c for c in cells if c not in mines]
        game = Game(custom_level(h, w, total))
        game.click(safe[int(rng.integers(len(safe)))])
        game.place_mines(mines)
        for _ in range(int(rng.integers(1, 5))):
            covered = [c for c in safe if game.values[c] == COVERED]
            if covered and game.state is State.PLAYING:
                game.click(covered[int(rng.integers(len(covered)))])
        if game.state is not State.PLAYING:
            continue
        values = game.values.copy()
        for c in safe:
            if values[c] == COVERED and rng.random() < 0.2:
                values[c] = FLAGGED  # a wrong flag
        covered_mines = [c for c in sorted(mines) if values[c] == COVERED]
        if int(((values == COVERED) | (values == FLAGGED)).sum()) > 16 or not covered_mines:
            continue
        truth = bruteforce.deduce(values, total)
        assert truth is not None
        proven = [c for c in covered_mines if c in truth[1]]
        pool = proven if proven and rng.random() < 0.5 else covered_mines
        made += 1
        yield values, total, pool[int(rng.integers(len(pool)))], mines


def _check(e: LossExplanation, case: Case) -> None:
    """Every claim of ``e`` holds, and what it left out is said to be left out."""
    values, total, hit, mines = case
    truth = bruteforce.deduce(values, total)
    numbers = bruteforce.deduce(values, None)
    assert truth is not None and numbers is not None
    safe, proven = truth
    text = e.text
    if e.proven_mine:
        assert hit in proven
        if not e.uses_mine_count:
            assert hit in numbers[1]
    if e.checked is Checked.EVERYTHING:
        assert e.proven_mine == (hit in proven)
    elif e.checked is Checked.NUMBERS:
        assert hit not in numbers[1] and not e.proven_mine
    else:
        assert not e.proven_mine
    earlier: set[Cell] = set()
    for step in e.proof:
        assert step.is_mine and step.cell in numbers[1]
        assert bruteforce.clues_prove(values, step.clues, step.cell, earlier), step
        earlier.add(step.cell)
    assert not e.proof or e.proof[-1].cell == hit
    if e.proven_mine and not e.proof and not e.uses_mine_count:
        assert PARTIAL in text or "too long to show" in text
    if e.probability is not None:
        odds = bruteforce.probabilities(values, total)[hit]
        assert e.probability == pytest.approx(float(odds), abs=1e-12)
    if e.instead is not None:
        assert e.instead.cell in (proven if e.instead.is_mine else safe)
    elif e.instead_in_time:
        assert not safe and not proven
    if safe or proven:
        assert "needed a guess" not in text
    if hit in proven:
        assert "was a guess" not in text
    flagged = {(int(r), int(c)) for r, c in np.argwhere(values == FLAGGED).tolist()}
    assert set(e.misleading_flags) | set(e.wrong_flags) == flagged - mines
    assert e.freed is None or e.freed in safe
    assert e.complete == (PARTIAL not in text), text


def test_whatever_runs_out_of_time_the_explanation_is_true_and_says_what_it_left_out(
    clock: Callable[[float], None],
) -> None:
    seen: dict[str, int] = {}

    def count(what: str, happened: bool) -> None:
        seen[what] = seen.get(what, 0) + happened

    for case in _positions(volume(40, fast=10)):
        values, total, hit, mines = case
        for warm in (False, True):
            forget_knowledge()
            if warm:  # the position's solution kept from a call with time to spare
                clock(0.0)
                explain_loss(values, total, hit, mines=mines)
            for step in STEPS:
                if not warm:
                    forget_knowledge()
                clock(step)
                e = explain_loss(values, total, hit, mines=mines)
                _check(e, case)
                count("complete", e.complete)
                count("nothing decided", e.checked is Checked.NOTHING)
                count("numbers only", e.checked is Checked.NUMBERS)
                count("proof cut", e.proven_mine and not e.proof_in_time)
                count("proof", bool(e.proof) and not e.complete)
                odds_cut = e.checked is Checked.EVERYTHING and e.probability is None
                count("odds cut", odds_cut and not e.proven_mine)
                count("no instead", not e.instead_in_time)
                if step == 0.0:
                    assert e.complete
    assert all(seen.values()), seen


def test_a_long_chain_is_proven_step_by_step_or_said_to_be_cut(
    clock: Callable[[float], None],
) -> None:
    p = lucky_chain(40)
    for step in STEPS:
        clock(step)
        forget_knowledge()
        e = explain_loss(p.values, p.total, p.hit, mines=p.mines)
        assert e.checked is not Checked.NUMBERS  # the numbers do prove it
        if step == 0.0:
            assert e.proven_mine and len(e.proof) > 5 and e.complete
        if e.proven_mine:
            assert not e.uses_mine_count
            known: set[Cell] = set()
            for s in e.proof:
                assert s.cell in p.mines
                assert bruteforce.clues_prove(p.values, s.clues, s.cell, known)
                known.add(s.cell)
            assert e.proof[-1].cell == p.hit if e.proof else PARTIAL in e.text
        else:
            assert e.checked is Checked.NOTHING and PARTIAL in e.text


def test_a_proof_longer_than_shown_step_by_step_says_so() -> None:
    p = lucky_chain(90)
    mid = p.hit[0]
    far = max(c for r, c in p.mines if r == mid and (mid + 2, c) in p.mines)
    e = explain_loss(p.values, p.total, (mid, far), mines=p.mines, budget=600.0)
    assert e.proven_mine and not e.proof and e.proof_in_time
    assert "too long to show" in e.text and PARTIAL not in e.text


def test_a_cancel_stops_the_explanation_and_never_shortens_it(
    clock: Callable[[float], None],
) -> None:
    clock(0.0)  # the budget never runs out: only the cancel can stop it
    stopped = finished = 0
    for case in itertools.islice(_positions(40), volume(12, fast=4)):
        values, total, hit, mines = case
        for k in range(0, 60, 3):
            forget_knowledge()
            polls = itertools.count()

            def cancel(k: int = k, polls: Iterator[int] = polls) -> bool:
                return next(polls) >= k

            try:
                e = explain_loss(values, total, hit, mines=mines, cancel=cancel)
            except BudgetExceeded:
                pytest.fail("a cancel was taken for the time running out")
            except Cancelled:
                stopped += 1
                continue
            finished += 1
            assert e.complete
            _check(e, case)
    assert stopped and finished, (stopped, finished)
