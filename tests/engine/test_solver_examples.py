"""Worked situations from the thesis (section 2.2.3), mine-count positions and bad input."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper_app.engine import (
    InconsistentPosition,
    SolverOptions,
    is_solvable,
    mine_probabilities,
    solve_state,
)

C, F = -2, -3


def board(rows: list[list[int]]) -> np.ndarray:
    return np.array(rows, dtype=np.int8)


def test_easy_move_three_covered_cells_around_a_three() -> None:
    values = board([[C, C, C], [2, 3, 2], [0, 0, 0]])
    got = solve_state(values)
    assert got.mines == {(0, 0), (0, 1), (0, 2)}
    assert got.safe == frozenset()


def test_difficult_move_needs_several_numbers() -> None:
    # Thesis Figure 2.5: G=1, H=2, I=2, J=1 under six covered cells A..F.
    values = board([[C, C, C, C, C, C], [C, 1, 2, 2, 1, C]])
    expected_mines = {(0, 2), (0, 3)}
    expected_safe = {(0, 0), (0, 1), (0, 4), (0, 5), (1, 0), (1, 5)}
    for options in (SolverOptions(), SolverOptions(subset_rules=False, easy_moves=False)):
        got = solve_state(values, options=options)
        assert (got.mines, got.safe) == (expected_mines, expected_safe)


def test_unsolvable_two_pairs_and_a_forced_flag() -> None:
    # Thesis Figure 2.6: the flagged cell must be a mine; A/B and C/D are 50:50 each.
    values = board([[C, 2, F, 2, C], [C, 2, 1, 2, C]])
    for total in (None, 3):
        got = solve_state(values, total)
        assert got.mines == {(0, 2)}
        assert got.safe == frozenset()
    probs = mine_probabilities(values, 3)
    assert probs[0, 0] == probs[1, 0] == probs[0, 4] == probs[1, 4] == 0.5
    assert probs[0, 2] == 1.0
    assert np.isnan(probs[0, 1])


def test_only_the_mine_count_decides_untouched_cells() -> None:
    values = board([[C, 1, 0, C, C, C], [C, 1, 0, C, C, C]])
    column3 = {(0, 3), (1, 3)}
    far = {(0, 4), (1, 4), (0, 5), (1, 5)}
    assert solve_state(values).safe == column3
    assert solve_state(values, 1).safe == column3 | far
    got = solve_state(values, 5)
    assert got.safe == column3 and got.mines == far
    assert solve_state(values, 3).safe == column3  # 2 of 4 far cells: undecided
    assert mine_probabilities(values, 3)[0, 5] == pytest.approx(0.5)


def test_mine_count_splits_between_areas() -> None:
    # Two separate 50:50 pairs and nothing else: with 2 mines one per pair,
    # which the count cannot decide; with the count of the pairs the free cells are safe.
    values = board([[C, 1, 1, C], [C, 1, 1, C]])
    got = solve_state(values, 2)
    assert got.safe == frozenset() and got.mines == frozenset()
    with pytest.raises(InconsistentPosition):
        solve_state(values, 3)


def test_inconsistent_number_is_named() -> None:
    values = board([[C, C, C], [C, 4, 0], [C, C, C]])
    with pytest.raises(InconsistentPosition) as info:
        solve_state(values)
    assert info.value.cell in {(1, 1), (1, 2)}
    assert "row" in str(info.value) and "column" in str(info.value)


def test_too_many_mines_for_the_count() -> None:
    values = board([[C, C], [2, 2]])
    with pytest.raises(InconsistentPosition, match="exactly 1 mines"):
        solve_state(values, 1)


def test_is_solvable_on_small_instances() -> None:
    assert is_solvable(3, 3, [], (1, 1))
    assert not is_solvable(2, 2, [(0, 0)], (1, 1))  # one mine among three cells
    assert not is_solvable(2, 3, [(0, 0)], (1, 2))  # 50:50 between (0,0) and (1,0)
    assert not is_solvable(3, 3, [(1, 1)], (1, 1))  # start on a mine
    assert is_solvable(1, 1, [], (0, 0))


def test_is_solvable_without_count_is_weaker() -> None:
    # The 1 at the start touches three cells; only the count clears the far column.
    mines = [(0, 0)]
    assert is_solvable(2, 3, mines, (1, 0))
    assert not is_solvable(2, 3, mines, (1, 0), options=SolverOptions(use_mine_count=False))


@pytest.mark.parametrize(
    ("values", "error", "match"),
    [
        ([[C, C]], TypeError, "numpy array"),
        (np.zeros(3, dtype=np.int8), ValueError, "two-dimensional"),
        (np.zeros((2, 2), dtype=np.float64), TypeError, "int8"),
        (np.array([[9, C]], dtype=np.int8), ValueError, "holds 9"),
        (np.array([[-4, C]], dtype=np.int16), ValueError, "holds -4"),
        (np.zeros((0, 3), dtype=np.int8), ValueError, "between 1 and"),
    ],
)
def test_bad_boards_get_clear_errors(values: object, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        solve_state(values)


def test_bad_mine_count_is_rejected() -> None:
    values = board([[C, C]])
    with pytest.raises(ValueError, match="between 0 and 2"):
        solve_state(values, 3)
    with pytest.raises(ValueError, match="between 0 and 2"):
        mine_probabilities(values, -1)


@pytest.mark.parametrize(
    ("mines", "start", "match"),
    [
        ([(0, 0)], (3, 0), "start cell .* is off"),
        ([(0, 0)], (0, -1), "start cell .* is off"),
        ([(5, 5)], (0, 0), "mine .* is off"),
        ([(1, 1), (1, 1)], (0, 0), "more than once"),
    ],
)
def test_bad_instances_get_clear_errors(mines: list, start: tuple, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        is_solvable(3, 3, mines, start)


def test_non_cell_start_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="row, col"):
        is_solvable(3, 3, [], "a1")


@pytest.mark.parametrize("block_mines", range(5))
def test_figure_3_3_enclosed_cells_are_decided_by_the_count(block_mines: int) -> None:
    """Thesis Figure 3.3: five found mines wall off covered cells no number touches.

    With 5 mines in all the walled cells are safe, with 9 they are all mines, and
    with 6-8 the instance is not solvable.
    """
    ring = [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    block = [(0, 0), (0, 1), (1, 0), (1, 1)]
    mines = ring + block[:block_mines]
    expected = block_mines in (0, 4)
    assert is_solvable(5, 5, mines, (4, 4)) is expected
