"""3BV against boards counted by hand, and against clicking a board clear."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import MINE, bv_per_second, cell_type_board, efficiency, three_bv
from minesweeper_app.game import Game, Level, State
from tests.volume import volume


def _types(rows: list[str]) -> np.ndarray:
    """A drawn board ('*' mine, '.' safe) as its cell type board."""
    mines = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "*"]
    return cell_type_board(len(rows), len(rows[0]), mines)


@pytest.mark.parametrize(
    ("rows", "expected", "why"),
    [
        (["...", ".*.", "..."], 8, "eight 1s around a mine, no opening"),
        (["...", "...", "..."], 1, "no mines: one opening clears all"),
        (["*.....*"], 1, "one opening reaching both 1s"),
        (["....*...."], 2, "two openings either side of a mine"),
        (["*.*"], 1, "a lone 2 between two mines"),
        (["*.*..", ".....", "....."], 2, "an opening plus the 2 no zero touches"),
        (["*.*.*", "*.*.*"], 4, "four lone 4s, no zero"),
        (["****", "****"], 0, "nothing to open"),
    ],
)
def test_three_bv_of_hand_counted_boards(rows: list[str], expected: int, why: str) -> None:
    assert three_bv(_types(rows)) == expected, why


def test_hand_counted_board_has_the_drawn_numbers() -> None:
    types = _types(["*.*..", ".....", "....."])
    assert types.tolist() == [[MINE, 2, MINE, 1, 0], [1, 2, 1, 1, 0], [0, 0, 0, 0, 0]]


def test_three_bv_refuses_a_board_with_covered_cells() -> None:
    with pytest.raises(ValueError, match="cell type board"):
        three_bv(np.full((3, 3), -2, dtype=np.int8))


def _clear_with_fewest_clicks(height: int, width: int, mines: frozenset) -> int:
    """Play the board: click every zero first, then every number still covered."""
    level = Level("custom", height, width, len(mines))
    types = cell_type_board(height, width, mines)
    safe = [(r, c) for r in range(height) for c in range(width) if (r, c) not in mines]
    order = sorted(safe, key=lambda cell: int(types[cell]) != 0)
    game = Game(level)
    game.click(order[0])
    game.place_mines(mines)
    for cell in order[1:]:
        if game.state is State.PLAYING and game.is_covered(cell):
            game.click(cell)
    assert game.state is State.WON
    return game.clicks


@settings(max_examples=volume(60, fast=20), deadline=None)
@given(
    st.integers(2, 7),
    st.integers(2, 7),
    st.data(),
)
def test_three_bv_is_the_clicks_of_an_optimal_clear(height: int, width: int, data) -> None:
    cells = [(r, c) for r in range(height) for c in range(width)]
    chosen = data.draw(st.sets(st.sampled_from(cells), max_size=len(cells) - 1))
    mines = frozenset(chosen)
    assert three_bv(cell_type_board(height, width, mines)) == _clear_with_fewest_clicks(
        height, width, mines
    )


def test_the_speed_counters_agree_with_their_definitions() -> None:
    from minesweeper_app.engine.measures import correctness, rqp, stnb, throughput

    assert bv_per_second(30, 12.0) == 2.5 and bv_per_second(30, 0.0) is None
    assert bv_per_second(1, 0.0001) is None  # a first click that wins: the clock reads 0.0
    assert bv_per_second(1, 0.05) == 20.0
    assert efficiency(30, 40) == 0.75 and efficiency(30, 0) is None
    assert rqp(30, 12.0) == 4.8 and rqp(0, 12.0) is None
    assert correctness(30, 40) == 0.75 and throughput(30, 25) == 1.2
    assert correctness(0, 0) is None and throughput(5, 0) is None
    assert stnb(47.22, 30, 30, 1.0) == 47.22 * 30 and stnb(0.0, 30, 30, 1.0) is None
    # Issue 34: a replay at 0.01 s read STNB 1456082.1; no time on the clock, no speed.
    assert stnb(47.22, 3, 30, 0.01) is None and stnb(47.22, 3, 30, 0.05) is not None
