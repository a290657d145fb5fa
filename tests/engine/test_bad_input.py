"""Bad input a caller can give the engine fails fast with a clear error, never a wrong answer."""

from __future__ import annotations

import math
from collections import namedtuple
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import (
    BudgetExceeded,
    Cancelled,
    InconsistentPosition,
    cell_type_board,
    check_flags,
    mine_probabilities,
    neighbours,
    solve_state,
)
from minesweeper_app.engine.board import check_mines
from minesweeper_app.engine.solver import check_total_mines
from minesweeper_app.game.wording import format_cell
from tests.volume import volume

COLUMN = np.array([[1], [-2], [1], [-2], [1]], dtype=np.int8)
"""The top 1 makes row 2 a mine, the middle 1 then makes row 4 safe, the bottom 1 a mine."""


def test_neighbours_rejects_cells_off_the_board() -> None:
    with pytest.raises(ValueError, match="off the 3x3 board"):
        neighbours(3, 3, (-1, -1))
    with pytest.raises(ValueError):
        neighbours(3, 3, (3, 0))


def test_huge_sizes_fail_at_once() -> None:
    with pytest.raises(ValueError, match="between 1 and"):
        neighbours(10**6, 10**6, (0, 0))
    with pytest.raises(ValueError, match="between 1 and"):
        cell_type_board(10**6, 10**6, [])


def test_cell_type_board_rejects_mines_off_the_board() -> None:
    with pytest.raises(ValueError, match="off the 3x3 board"):
        cell_type_board(3, 3, [(-1, -1)])


@pytest.mark.parametrize("kind", [np.int8, np.uint8, np.int64])
def test_numpy_sizes_give_the_same_tables_as_ints(kind: type) -> None:
    h, w = kind(100), kind(120)
    assert neighbours(h, w, (99, 119)) == [(98, 118), (98, 119), (99, 118)]
    assert neighbours(100, 120, (99, 119)) == [(98, 118), (98, 119), (99, 118)]
    types = cell_type_board(h, w, [(99, 119)])
    assert types.shape == (100, 120) and types[98, 118] == 1


@pytest.mark.parametrize("total", [True, 2.0, math.nan, "2", None])
def test_a_mine_total_that_is_not_a_whole_number_is_refused(total: object) -> None:
    board = np.full((3, 3), -2, dtype=np.int8)
    if total is None:
        with pytest.raises(TypeError):
            mine_probabilities(board, total)  # type: ignore[arg-type]
        return
    with pytest.raises((TypeError, ValueError)):
        solve_state(board, total)  # type: ignore[arg-type]
    with pytest.raises((TypeError, ValueError)):
        mine_probabilities(board, total)  # type: ignore[arg-type]
    with pytest.raises((TypeError, ValueError)):
        check_total_mines(total, 3, 3)


def test_check_total_mines_accepts_numpy_integers_in_range() -> None:
    assert check_total_mines(np.int16(4), 3, 3) == 4
    with pytest.raises(ValueError):
        check_total_mines(10, 3, 3)
    with pytest.raises(ValueError):
        check_total_mines(-1, 3, 3)


@pytest.mark.parametrize("total", [None, 2, 3])
def test_an_inconsistent_column_is_reported_with_a_number(total: int | None) -> None:
    with pytest.raises(InconsistentPosition) as info:
        solve_state(COLUMN, total)
    assert info.value.cell in {(0, 0), (2, 0), (4, 0)}
    flagged = COLUMN.copy()
    flagged[1, 0] = -3  # with no flag there is nothing to check, so nothing is solved
    with pytest.raises(InconsistentPosition):
        check_flags(flagged, total)


def _wide_position() -> tuple[np.ndarray, int]:
    """A 16x30 board with one long area of numbers along a diagonal band."""
    rng = np.random.default_rng(3)
    h, w = 16, 30
    mines = {(r, c) for r in range(h) for c in range(w) if rng.random() < 0.2}
    types = cell_type_board(h, w, sorted(mines))
    values = np.full((h, w), -2, dtype=np.int8)
    for r in range(h):
        for c in range(w):
            if (r, c) not in mines and (r + c) % 3 == 0:
                values[r, c] = types[r, c]
    return values, len(mines)


def test_a_cancel_check_stops_the_solver() -> None:
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    with pytest.raises(Cancelled):
        mine_probabilities(*_wide_position(), cancel=cancel)


def test_a_spent_budget_raises_its_own_exception() -> None:
    with pytest.raises(BudgetExceeded):
        mine_probabilities(*_wide_position(), budget=0.0)
    with pytest.raises(Cancelled):  # a kind of cancellation for callers that only stop
        solve_state(*_wide_position(), budget=0.0)
    with pytest.raises(ValueError):
        solve_state(*_wide_position(), budget=-1.0)


def test_an_area_too_wide_to_count_is_refused_not_attempted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Numbers forming a web (every third diagonal opened) are refused at the memory cap."""
    from minesweeper_app.engine.solver import counting

    monkeypatch.setattr(counting, "MAX_BYTES", 200_000)
    values, total = _wide_position()
    with pytest.raises(BudgetExceeded, match="too hard to count"):
        solve_state(values, total)


def test_more_bad_inputs_get_a_clear_error_naming_what_is_allowed() -> None:
    from minesweeper_app.engine import InconsistentPosition, check_flags, solve_state

    values = np.full((3, 3), -2, dtype=np.int8)
    values[0, 0] = 1
    masked = np.ma.masked_array(values, mask=np.zeros_like(values, dtype=bool))
    with pytest.raises(TypeError, match="masked array"):
        solve_state(masked, 1)
    with pytest.raises(TypeError, match="options must be a SolverOptions"):
        solve_state(values, 1, options="x")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"\(row, col\) pair"):
        format_cell((1,))  # type: ignore[arg-type]
    impossible = np.array([[0, -2], [-2, -2]], dtype=np.int8)  # a 0 next to the only mine
    with pytest.raises(InconsistentPosition):
        check_flags(impossible, 1)


@pytest.mark.parametrize("start", [{0: 4, 1: 4}, {4, 5}, (4.0, 4), "44", (4,), np.array([[4, 4]])])
def test_a_start_cell_that_is_not_a_row_col_pair_is_refused_everywhere(start: object) -> None:
    """A dict used to unpack its keys: {0: 4, 1: 4} silently became the cell (0, 1)."""
    from minesweeper_app.engine import create_board, encode_board_id, is_solvable, max_mines

    mines = frozenset({(0, 0), (8, 8)})
    for call in (
        lambda: create_board(9, 9, 10, start, seed=1),  # type: ignore[arg-type]
        lambda: is_solvable(9, 9, mines, start),  # type: ignore[arg-type]
        lambda: encode_board_id(9, 9, mines, start),
        lambda: max_mines(9, 9, start),
    ):
        with pytest.raises(TypeError, match=r"must be a \(row, col\) pair of integers"):
            call()


def test_every_public_entry_refuses_a_masked_board_and_foreign_options() -> None:
    from minesweeper_app.engine import (
        HintLadder,
        check_flags,
        mine_probabilities,
        solve_state,
    )

    values = np.full((3, 3), -2, dtype=np.int8)
    values[0, 0] = 1
    masked = np.ma.masked_array(values, mask=np.zeros_like(values, dtype=bool))
    for call in (
        lambda: mine_probabilities(masked, 1),
        lambda: check_flags(masked, 1),
        lambda: HintLadder().press(masked, 1),
    ):
        with pytest.raises(TypeError, match="not a masked array"):
            call()
    for options in ("x", {"exact": True}, 1):
        with pytest.raises(TypeError, match="options must be a SolverOptions or None"):
            solve_state(values, 1, options=options)  # type: ignore[arg-type]
    for cell in ((1,), (1, 2, 3), "ab", None, {0: 1, 1: 2}, (1.5, 2), (True, 1)):
        with pytest.raises(TypeError, match=r"A cell is a \(row, col\) pair of integers"):
            format_cell(cell)  # type: ignore[arg-type]


_Pair = namedtuple("_Pair", "row col")
_COORD = st.one_of(
    st.integers(-2, 6),
    st.booleans(),
    st.integers(0, 4).map(np.int64),
    st.floats(0, 4),
)


@given(
    st.sets(st.tuples(st.integers(-1, 5), st.integers(-1, 5)), max_size=4)
    | st.sets(
        st.one_of(
            st.tuples(_COORD, _COORD),
            st.tuples(st.integers(0, 4), st.integers(0, 4), st.integers(0, 4)),
            st.just("ab"),
            st.builds(_Pair, st.integers(0, 4), st.integers(0, 4)),
        ),
        max_size=8,
    )
)
@settings(max_examples=volume(300, fast=60), deadline=None)
def test_a_set_of_mines_is_checked_like_a_list_of_them(cells: set[Any]) -> None:
    """Sets (the creator's layouts) are checked in bulk; the answer and the error stay
    those of checking each cell."""

    def outcome(mines: Any) -> Any:
        try:
            checked = check_mines(5, 5, mines)
        except (TypeError, ValueError) as exc:
            return type(exc)
        assert all(type(c) is tuple and {type(c[0]), type(c[1])} == {int} for c in checked)
        return checked

    for mines in (cells, frozenset(cells)):
        assert outcome(mines) == outcome(list(mines))  # the same order: the same first error
