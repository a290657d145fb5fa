"""The creator's bitboard light solver gives the knowledge state's verdict, and boards stay put.

``bitboard.light_closure`` decides most random tries at small levels without a
knowledge state; it must say exactly what single numbers and pairs of numbers say on
the solver's own sets, and a yes must be a board a perfect player wins.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import create_board, encode_board_id, max_mines
from minesweeper_app.engine.creator.bitboard import light_closure
from minesweeper_app.engine.creator.tries import creation_knowledge
from minesweeper_app.engine.solver import Knowledge
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.layout_edits import adopt
from tests.engine import bruteforce
from tests.engine.positions import random_layout
from tests.volume import volume

SEEDED_BOARDS = Path(__file__).parent / "data" / "seeded_boards.json"


def sets_light_solve(h: int, w: int, mines: set[tuple[int, int]], start: tuple[int, int]) -> bool:
    """Single numbers and pairs on the solver's knowledge state (sets of unknown cells)."""
    know = creation_knowledge(h, w, mines, start)
    while know.n_opened < h * w - len(mines):
        if not (know.easy_moves() or subset_rules(know)):
            return False
    return True


def bits_light_solve(h: int, w: int, mines: set[tuple[int, int]], start: tuple[int, int]) -> bool:
    return light_closure(h, w, [r * w + c for r, c in mines], start[0] * w + start[1]).won


@settings(max_examples=volume(300, fast=60), deadline=None)
@given(
    h=st.integers(1, 20),
    w=st.integers(1, 20),
    fraction=st.floats(0.0, 1.0),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_bitboard_and_knowledge_state_agree_on_random_layouts(h, w, fraction, seed, data) -> None:
    start = (data.draw(st.integers(0, h - 1)), data.draw(st.integers(0, w - 1)))
    n = int(fraction * max_mines(h, w, start))
    mines = random_layout(h, w, n, start, np.random.default_rng(seed))
    assert bits_light_solve(h, w, mines, start) == sets_light_solve(h, w, mines, start)


@pytest.mark.parametrize(("h", "w", "n"), [(9, 9, 10), (16, 16, 40), (16, 30, 99), (8, 8, 20)])
def test_bitboard_and_knowledge_state_agree_at_the_levels_played(h: int, w: int, n: int) -> None:
    rng = np.random.default_rng(h * w + n)
    verdicts = []
    for i in range(150):
        start = (h // 2, w // 2) if i % 3 else (int(rng.integers(h)), int(rng.integers(w)))
        mines = random_layout(h, w, n, start, rng)
        verdict = bits_light_solve(h, w, mines, start)
        assert verdict == sets_light_solve(h, w, mines, start)
        verdicts.append(verdict)
    assert any(verdicts) and not all(verdicts)  # both answers were checked


@settings(max_examples=volume(200, fast=50), deadline=None)
@given(
    h=st.integers(3, 16),
    w=st.integers(3, 16),
    fraction=st.floats(0.05, 0.6),
    seed=st.integers(0, 2**32),
)
def test_where_the_bitboard_stops_the_knowledge_state_is_the_one_sets_reach(
    h, w, fraction, seed
) -> None:
    """The full solver goes on from ``layout_edits.adopt``: it must see what it would have
    seen after solving cell by cell, or a stuck try could be judged differently."""
    start = (h // 2, w // 2)
    n = int(fraction * max_mines(h, w, start))
    mines = random_layout(h, w, n, start, np.random.default_rng(seed))
    replayed = creation_knowledge(h, w, mines, start)
    while replayed.easy_moves() or subset_rules(replayed):
        pass
    closure = light_closure(h, w, [r * w + c for r, c in mines], start[0] * w + start[1])
    if closure.won:
        assert replayed.n_opened == h * w - n
        return
    adopted = Knowledge(replayed.geo, replayed.types, n)
    adopt(adopted, closure.opened, closure.mines, closure.frontier)
    assert adopted.state == replayed.state
    assert (adopted.n_opened, adopted.n_known_mines) == (replayed.n_opened, replayed.n_known_mines)
    assert adopted.unsolved == replayed.unsolved
    for c in range(h * w):
        assert adopted.unknown[c] == replayed.unknown[c]
        assert adopted.rem[c] == replayed.rem[c]


def test_a_layout_the_bitboard_wins_is_won_by_a_brute_force_player() -> None:
    rng = np.random.default_rng(11)
    won = stuck = 0
    for i in range(120):
        h, w = [(4, 4), (3, 5), (4, 5), (5, 3), (3, 6), (2, 8)][i % 6]
        start = (int(rng.integers(h)), int(rng.integers(w)))
        cap = max_mines(h, w, start)
        if cap == 0:
            continue
        mines = random_layout(h, w, int(rng.integers(1, cap + 1)), start, rng)
        if bits_light_solve(h, w, mines, start):
            won += 1
            assert bruteforce.perfect_player_wins(h, w, mines, start)
        else:
            stuck += 1
    assert won >= 20 and stuck >= 20


def test_a_seed_gives_the_same_board_in_every_version() -> None:
    """A seed (a shared game, the daily board) must mean the same board for everyone:
    these were created before the bitboard solver existed."""
    cases = json.loads(SEEDED_BOARDS.read_text(encoding="utf-8"))
    assert len(cases) >= 40
    for case in cases:
        h, w, n, start = case["height"], case["width"], case["mines"], tuple(case["start"])
        mines = create_board(h, w, n, start, seed=case["seed"], method=case["method"])
        assert encode_board_id(h, w, mines, start) == case["board_id"], case
