"""What the engine keeps between calls (area counts, a position's solution) never changes
an answer: along random games, every answer given with everything kept from the moves
before equals the answer of a fresh solve, and the brute force where it is small."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    InconsistentPosition,
    check_flags,
    easiest_step,
    forget_knowledge,
    mine_probabilities,
    prove_mine,
    solve_state,
)
from tests.engine import bruteforce
from tests.volume import volume


def _comparable(probs: np.ndarray) -> list[float | None]:
    return [None if np.isnan(p) else round(float(p), 12) for p in probs.ravel()]


def _answers(values: np.ndarray, total: int) -> dict[str, Any]:
    """Every answer the window asks for on a position, as comparable values."""
    out: dict[str, Any] = {}
    for name, call in (
        ("solve", lambda: solve_state(values, total)),
        ("solve numbers", lambda: solve_state(values)),
        ("probabilities", lambda: _comparable(mine_probabilities(values, total))),
        ("step", lambda: easiest_step(values, total)),
        ("safe step", lambda: easiest_step(values, total, safe_only=True)),
        ("flags", lambda: check_flags(values, total)),
    ):
        try:
            out[name] = call()
        except InconsistentPosition as exc:
            out[name] = ("inconsistent", str(exc))
    proven = out["solve"]
    if not isinstance(proven, tuple):
        for cell in sorted(proven.mines)[:3]:
            out[f"proof {cell}"] = prove_mine(values, cell)
    return out


def _open(values: np.ndarray, types: np.ndarray, cell: tuple[int, int]) -> None:
    h, w = values.shape
    stack = [cell]
    while stack:
        r, c = stack.pop()
        if values[r, c] != COVERED:
            continue
        values[r, c] = types[r, c]
        if types[r, c] == 0:
            stack.extend(bruteforce.around(h, w, r, c))


@settings(max_examples=volume(25, fast=8), deadline=None)
@given(
    h=st.integers(3, 9),
    w=st.integers(3, 9),
    density=st.floats(0.1, 0.35),
    seed=st.integers(0, 2**32 - 1),
    moves=st.integers(1, 12),
)
def test_answers_with_kept_knowledge_equal_fresh_answers_along_a_game(
    h: int, w: int, density: float, seed: int, moves: int
) -> None:
    rng = np.random.default_rng(seed)
    cells = [(r, c) for r in range(h) for c in range(w)]
    n = max(1, int(density * h * w))
    mines = {cells[i] for i in rng.choice(len(cells), n, replace=False)}
    types = bruteforce.cell_types(h, w, mines)
    values = np.full((h, w), COVERED, dtype=np.int8)
    forget_knowledge()
    for _ in range(moves):
        hidden = [c for c in cells if values[c] in (COVERED, FLAGGED)]
        safe = [c for c in hidden if c not in mines and values[c] == COVERED]
        if not safe:
            break
        roll = rng.random()
        if roll < 0.2:  # a flag, right or wrong
            cell = hidden[int(rng.integers(len(hidden)))]
            values[cell] = COVERED if values[cell] == FLAGGED else FLAGGED
        else:
            _open(values, types, safe[int(rng.integers(len(safe)))])
        kept = _answers(values, n)  # after the earlier positions, with all they left
        again = _answers(values, n)  # the same position once more: its solution is kept
        forget_knowledge()
        fresh = _answers(values, n)
        assert kept == fresh and again == fresh, values
        if int(((values == COVERED) | (values == FLAGGED)).sum()) <= 14:
            truth = bruteforce.deduce(values, n)
            assert truth is not None
            assert (set(fresh["solve"].safe), set(fresh["solve"].mines)) == truth, values


@settings(max_examples=volume(60, fast=15), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), h=st.integers(1, 9), w=st.integers(1, 9))
def test_reading_a_board_at_once_gives_the_state_of_opening_it_cell_by_cell(
    seed: int, h: int, w: int
) -> None:
    from minesweeper_app.engine.solver import knowledge_from_board, read_position

    rng = np.random.default_rng(seed)
    values = rng.choice(np.array([-3, -2, -1, 0, 1, 2, 3], dtype=np.int8), size=(h, w))
    forget_knowledge()
    try:
        slow = knowledge_from_board(values, options=None)
    except InconsistentPosition as exc:
        with pytest.raises(InconsistentPosition) as fast_exc:
            read_position(values, None)
        assert str(fast_exc.value) == str(exc)
        return
    fast = read_position(values, None)
    assert bytes(fast.state) == bytes(slow.state)
    assert fast.unknown == slow.unknown and fast.unsolved == slow.unsolved
    opened = [i for i, s in enumerate(slow.state) if s == 2]
    assert [fast.rem[i] for i in opened] == [slow.rem[i] for i in opened]
    assert (fast.n_opened, fast.n_known_mines) == (slow.n_opened, slow.n_known_mines)
    # numbers left with no unknown cell may stay queued one by one; they have nothing to say
    live = {c for c in range(h * w) if slow.unknown[c]}
    assert fast.dirty == slow.dirty & live and fast.pair_dirty == slow.pair_dirty & live


@pytest.mark.parametrize("share", [0.0, 0.1])
def test_a_hint_line_solved_on_from_earlier_positions_gives_the_fresh_answers(
    share: float,
) -> None:
    """Hint pressed and its move made again and again from the first click (each new
    position is solved on from the one before, counting only the areas that changed):
    every answer equals the answer of a solve from scratch."""
    from minesweeper_app.bench.hint_lines import early_position

    values, types, _ = early_position(60, 60, 720, share, 2)
    total = 720
    forget_knowledge()
    for _ in range(25):
        kept = (solve_state(values, total), solve_state(values), easiest_step(values, total))
        forget_knowledge()
        fresh = (solve_state(values, total), solve_state(values), easiest_step(values, total))
        assert kept == fresh, values
        step = kept[2]
        if step is None:
            break
        if step.is_mine:
            values[step.cell] = FLAGGED
        else:
            _open(values, types, step.cell)
