"""The creator's edits keep the knowledge state true to the layout, however cells are opened.

``open_flood`` and the written-out EasyMoves open a zero's region in one pass, and
``move_mines`` counts the changed numbers by the moved mines; a stuck try's
perturbations must leave exactly the state that opening and reading cell by cell
would give, or a board could be judged differently.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import max_mines
from minesweeper_app.engine.board import MINE
from minesweeper_app.engine.creator.tries import creation_knowledge
from minesweeper_app.engine.solver import KNOWN_MINE, OPENED, UNKNOWN, Knowledge
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.layout_edits import move_mines
from tests.engine.positions import random_layout
from tests.volume import volume


def assert_true_to_layout(know: Knowledge) -> None:
    """Numbers, unknown cells and mines still needed as a fresh reading would give them."""
    types, nbrs, state = know.types, know.geo.neighbours, know.state
    assert types is not None
    for c in range(know.geo.size):
        if types[c] != MINE:
            assert types[c] == sum(1 for x in nbrs[c] if types[x] == MINE)
        if state[c] == OPENED:
            unknown = {x for x in nbrs[c] if state[x] == UNKNOWN}
            assert know.unknown[c] == unknown
            assert know.rem[c] == types[c] - sum(1 for x in nbrs[c] if state[x] == KNOWN_MINE)
            assert (c in know.unsolved) == bool(unknown)


def solve_light(know: Knowledge) -> None:
    while know.easy_moves() or subset_rules(know):
        pass


@settings(max_examples=volume(200, fast=40), deadline=None)
@given(
    h=st.integers(3, 16),
    w=st.integers(3, 20),
    fraction=st.floats(0.05, 0.5),
    seed=st.integers(0, 2**32),
)
def test_perturbed_states_match_opening_cell_by_cell(h, w, fraction, seed) -> None:
    """Mines moved between unknown cells a few times, solving on in between: flooding
    and opening one cell at a time reach the same state, true to the changed layout."""
    start = (h // 2, w // 2)
    n = int(fraction * max_mines(h, w, start))
    rng = np.random.default_rng(seed)
    mines = random_layout(h, w, n, start, rng)
    flooded = creation_knowledge(h, w, mines, start)
    stepped = creation_knowledge(h, w, mines, start)
    stepped.flood_zeros = False
    for _ in range(4):
        solve_light(flooded)
        solve_light(stepped)
        assert flooded.state == stepped.state
        assert flooded.unsolved == stepped.unsolved
        assert flooded.rem == stepped.rem
        assert flooded.unknown == stepped.unknown
        assert_true_to_layout(flooded)
        assert flooded.types is not None
        unknown = [v for v in range(h * w) if flooded.state[v] == UNKNOWN]
        here = [v for v in unknown if flooded.types[v] == MINE]
        free = [v for v in unknown if flooded.types[v] != MINE]
        k = min(len(here), len(free), 8)
        if k == 0:
            return
        leaving = rng.choice(here, k, replace=False).tolist()
        coming = rng.choice(free, k, replace=False).tolist()
        move_mines(flooded, coming, leaving)
        move_mines(stepped, coming, leaving)
        assert flooded.types == stepped.types
        assert_true_to_layout(flooded)
