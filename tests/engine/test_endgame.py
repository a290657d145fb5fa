"""The creator's endgame search decides exactly what brute force decides, and the
creator accepts exactly the boards the full solver wins."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper_app.engine import is_solvable
from minesweeper_app.engine.board import geometry
from minesweeper_app.engine.creator.tries import accepts, creation_knowledge
from minesweeper_app.engine.solver import KNOWN_MINE, OPENED, Knowledge, SolverOptions, endgame
from minesweeper_app.engine.solver.areas import box_shown, boxes
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.endgame import settle
from minesweeper_app.engine.solver.mine_count import probabilities
from tests.engine import bruteforce
from tests.engine.positions import random_layout


def _values(know: Knowledge, h: int, w: int) -> np.ndarray:
    """The position as a board of cell values; known mines count as opened mines."""
    assert know.types is not None
    values = np.full((h, w), -2, dtype=np.int8)
    for v in range(h * w):
        if know.state[v] == OPENED:
            values[divmod(v, w)] = know.types[v]
        elif know.state[v] == KNOWN_MINE:
            values[divmod(v, w)] = -1
    return values


def _light(know: Knowledge) -> None:
    while know.easy_moves() or subset_rules(know):
        pass


@pytest.mark.parametrize(
    "h, w", [(4, 4), (4, 5), pytest.param(4, 6, marks=pytest.mark.slow), (3, 7), (2, 9)]
)
def test_settle_decides_exactly_what_brute_force_decides(h: int, w: int) -> None:
    """Every position where single numbers and pairs are stuck in a creation try,
    until the try solves or is stuck: the cells settle decides (or that it decides
    none) match the brute-force deduction with the mine count."""
    geo = geometry(h, w)
    rng = np.random.default_rng(h * 100 + w)
    outcomes = {True: 0, False: 0, None: 0}
    for _ in range(400):
        start = (int(rng.integers(h)), int(rng.integers(w)))
        pool = [
            c
            for c in sorted(geo.cells(range(geo.size)))
            if max(abs(c[0] - start[0]), abs(c[1] - start[1])) > 1
        ]
        n = int(rng.integers(1, len(pool) + 1))
        mines = [pool[i] for i in rng.choice(len(pool), n, replace=False)]
        know = creation_knowledge(h, w, mines, start)
        _light(know)
        while know.n_opened < h * w - n:
            decided = bruteforce.deduce(_values(know, h, w), n)
            assert decided is not None
            safe, found = ({geo.index(c) for c in cells} for cells in decided)
            know.forget_new()
            result = settle(know)
            outcomes[result] += 1
            if result is None:
                break
            assert set(know.new_mines) == found
            assert safe <= set(know.new_safe)
            # the rest of the opened cells were opened by a zero among them
            for v in set(know.new_safe) - safe:
                assert any(x in know.new_safe and know.types[x] == 0 for x in geo.neighbours[v])
            if not result:
                assert not safe and not found
                break
            _light(know)
    assert outcomes[True] > 20 and outcomes[False] > 20
    assert outcomes[None] < outcomes[True] + outcomes[False]


@pytest.mark.parametrize("h, w, n", [(9, 9, 10), (8, 8, 14), (16, 16, 40), (16, 30, 99)])
def test_the_creator_accepts_exactly_the_boards_the_full_solver_wins(
    h: int, w: int, n: int
) -> None:
    start = (h // 2, w // 2)
    rng = np.random.default_rng(n)
    verdicts = []
    for _ in range(200 if h < 16 else 50):
        cells = random_layout(h, w, n, start, rng)
        accepted = accepts(h, w, cells, start)
        assert accepted == is_solvable(h, w, cells, start, options=SolverOptions())
        verdicts.append(accepted)
    assert any(verdicts) and not all(verdicts)


@pytest.mark.parametrize("h, w, n", [(9, 9, 10), (16, 16, 40), (16, 30, 99)])
def test_settle_decides_exactly_the_cells_with_probability_zero_or_one(
    h: int, w: int, n: int
) -> None:
    """On positions too big for brute force, the exact mine probabilities say which
    cells every arrangement agrees on."""
    geo = geometry(h, w)
    rng = np.random.default_rng(n)
    checked = 0
    for _ in range(300 if h < 16 else 120):
        start = (h // 2, w // 2)
        know = creation_knowledge(h, w, random_layout(h, w, n, start, rng), start)
        _light(know)
        while know.n_opened < h * w - n:
            odds = probabilities(know)
            know.forget_new()
            result = settle(know)
            if result is None:
                break
            checked += 1
            assert set(know.new_mines) == {v for v, p in odds.items() if p == 1.0}
            safe = {v for v, p in odds.items() if p == 0.0}
            assert safe <= set(know.new_safe)
            for v in set(know.new_safe) - safe:
                assert any(x in know.new_safe and know.types[x] == 0 for x in geo.neighbours[v])
            if not result:
                break
            _light(know)
    assert checked > 25


def test_the_fallback_search_decides_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the quick search runs out of nodes, settle falls back to the old search,
    which decides exactly the same cells."""
    original = endgame._Search.shown

    def quick_runs_out(self: endgame._Search, shown: list[int], box_of: list[list[int]]) -> int:
        if self.quick:
            raise endgame._OutOfNodes
        return original(self, shown, box_of)

    h, w, n = 9, 9, 10
    start = (h // 2, w // 2)
    rng = np.random.default_rng(7)
    seen = 0
    for _ in range(150):
        know = creation_knowledge(h, w, random_layout(h, w, n, start, rng), start)
        _light(know)
        if know.n_opened == h * w - n:
            continue
        other = know.copy(None)
        know.forget_new()
        other.forget_new()
        result = settle(know)
        with monkeypatch.context() as m:
            m.setattr(endgame._Search, "shown", quick_runs_out)
            assert settle(other) == result
        assert set(other.new_safe) == set(know.new_safe)
        assert set(other.new_mines) == set(know.new_mines)
        seen += result is not None
    assert seen > 20


def test_boxes_group_cells_next_to_the_same_numbers() -> None:
    cons_of = [[0], [0, 1], [1], [0, 1], [0]]
    box_of = boxes(cons_of)
    assert box_of == [[0, 4], [1, 3], [2], [1, 3], [0, 4]]
    assert box_of[1] is box_of[3]
    # a box with a mine and a safe cell shows both ways; a box of one kind does not
    assert box_shown([1, 0, 1, 0, 0], box_of) == [3, 1, 2, 1, 3]
