"""Logic grades: hand-made boards for each grade, and the creator delivering a grade."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import (
    Cancelled,
    CreationCancelled,
    CreationTimeout,
    Grade,
    SolverOptions,
    create_board,
    grade_board,
    is_solvable,
)
from tests.volume import volume

NUMBERS_ONLY = SolverOptions(use_mine_count=False)


def _steps(one: int = 0, two: int = 0, three: int = 0, count: int = 0) -> dict[Grade, int]:
    return {
        Grade.ONE_NUMBER: one,
        Grade.TWO_NUMBERS: two,
        Grade.THREE_PLUS: three,
        Grade.MINE_COUNT: count,
    }


def test_grades_are_ordered_by_difficulty() -> None:
    assert Grade.ONE_NUMBER < Grade.TWO_NUMBERS < Grade.THREE_PLUS < Grade.MINE_COUNT


def test_a_board_the_first_click_opens_needs_no_reasoning() -> None:
    #  0 0 0 1 *
    #  1 1 0 1 1
    #  * 1 0 0 0      start (0, 0): the zeros open every safe cell
    report = grade_board(3, 5, {(0, 4), (2, 0)}, (0, 0))
    assert report.grade is Grade.ONE_NUMBER and report.steps == _steps()


def test_one_number_board() -> None:
    #  0 0 0 0 0
    #  0 0 1 1 1
    #  0 0 1 * 1      start (0, 0); the zeros open all but the last two cells of row 3.
    # The 1 at (1, 2) sees one covered cell: a mine. The 1 at (1, 4) then has its mine:
    # (2, 4) is safe. Each is one number's reasoning.
    report = grade_board(3, 5, {(2, 3)}, (0, 0))
    assert report.grade is Grade.ONE_NUMBER and report.steps == _steps(one=2)


def test_two_numbers_board() -> None:
    #  0 1 * *
    #  0 1 2 2
    #  1 1 0 0
    #  * 1 0 0        start (0, 0) opens the 0s and the 1s next to them.
    # No single number decides anything. The 1 at (0, 1) sees {(0,2), (1,2)}, a subset
    # of what the 1 at (1, 1) sees, {(0,2), (1,2), (2,2)}: both hold one mine, so
    # (2, 2) is safe (two numbers). It is a 0, and single numbers do the rest.
    report = grade_board(4, 4, {(0, 2), (0, 3), (3, 0)}, (0, 0))
    assert report.grade is Grade.TWO_NUMBERS
    assert report.steps[Grade.TWO_NUMBERS] == 1 and report.steps[Grade.THREE_PLUS] == 0
    assert report.steps[Grade.MINE_COUNT] == 0


def test_three_numbers_board() -> None:
    #  0 1 * 1 0
    #  1 2 1 1 0
    #  * 1 0 0 0      start (0, 0) opens (0,1)=1, (1,0)=1, (1,1)=2.
    # (0,1) puts one mine in {(0,2), (1,2)}, (1,0) one in {(2,0), (2,1)}; the 2 at
    # (1,1) sees both pairs and (2,2), so (2,2) is safe. No pair proves it: each pair
    # leaves one mine somewhere among three cells.
    report = grade_board(3, 5, {(0, 2), (2, 0)}, (0, 0))
    assert report.grade is Grade.THREE_PLUS
    assert report.steps[Grade.THREE_PLUS] == 1 and report.steps[Grade.TWO_NUMBERS] == 0
    assert report.steps[Grade.MINE_COUNT] == 0


def test_mine_count_board() -> None:
    #  0 0 0 0
    #  2 2 1 0
    #  * * 2 0
    #  3 * 2 0        start (0, 0): the zeros open all but the four bottom-left cells.
    # The 2 at (1, 0) and the 2 at (2, 2) each see exactly two covered cells: three
    # mines by single numbers. No number sees (3, 0); only the count (3 mines, all
    # found) proves it safe.
    report = grade_board(4, 4, {(2, 0), (2, 1), (3, 1)}, (0, 0))
    assert report.grade is Grade.MINE_COUNT and report.steps == _steps(one=3, count=1)
    assert "mine count" in str(report)


def test_a_board_that_needs_a_guess_has_no_grade() -> None:
    #  0 0 1 *        the 1s see {(0,3), (1,3)} with one mine: a coin flip
    #  0 0 1 1
    with pytest.raises(ValueError, match="without guessing"):
        grade_board(2, 4, {(0, 3)}, (0, 0))
    with pytest.raises(ValueError, match="holds a mine"):
        grade_board(2, 4, {(0, 3)}, (0, 3))


RECORDED = Path(__file__).parent / "data" / "grade_reports.json"


def _recorded_boards() -> list[dict]:
    """Reports recorded with the first (whole-board rescanning) player, kept as the reference.

    Created no-guess boards at 9x9/10, 16x16/40, 30x16/99, 30x16/170 and 20x20/120
    (seeds 0..59, varied starts) and uniform random boards, many needing a guess
    (grade null). Mines are a hex bit mask over row-major cells.
    """
    data: list[dict] = json.loads(RECORDED.read_text())
    return data


@pytest.mark.parametrize("limits", [(0, 180), (180, 360)], ids=["first-half", "second-half"])
def test_grades_match_the_recorded_reports(limits: tuple[int, int]) -> None:
    """Grading gives exactly the recorded grade and step counts, or refuses exactly there."""
    boards = _recorded_boards()
    assert len(boards) == 360
    for entry in boards[slice(*limits)]:
        h, w = entry["size"]
        bits = int(entry["mines"], 16)
        mines = {divmod(i, w) for i in range(h * w) if bits >> i & 1}
        start = tuple(entry["start"])
        if entry["grade"] is None:
            with pytest.raises(ValueError, match="without guessing"):
                grade_board(h, w, mines, start)
            continue
        report = grade_board(h, w, mines, start)
        assert report.grade is Grade[entry["grade"]], entry
        assert [report.steps[g] for g in sorted(Grade)] == entry["steps"], entry


def test_grading_polls_cancel_while_it_plays() -> None:
    h, w = 30, 30
    mines = create_board(h, w, 180, (15, 15), seed=5)
    calls = iter(range(10**6))
    with pytest.raises(Cancelled):
        grade_board(h, w, mines, (15, 15), cancel=lambda: next(calls) > 3)


@st.composite
def small_boards(draw: st.DrawFn) -> tuple[int, int, frozenset[tuple[int, int]], tuple[int, int]]:
    h, w = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    start = (draw(st.integers(0, h - 1)), draw(st.integers(0, w - 1)))
    cells = [(r, c) for r in range(h) for c in range(w) if (r, c) != start]
    mines = draw(st.sets(st.sampled_from(cells), max_size=len(cells) // 3))
    return h, w, frozenset(mines), start


@settings(max_examples=volume(200, fast=50), deadline=None)
@given(small_boards())
def test_grades_agree_with_the_solver(board: tuple) -> None:
    """Graded iff solvable; the mine count is needed iff the numbers alone get stuck."""
    h, w, mines, start = board
    if not is_solvable(h, w, mines, start):
        with pytest.raises(ValueError):
            grade_board(h, w, mines, start)
        return
    report = grade_board(h, w, mines, start)
    needs_count = not is_solvable(h, w, mines, start, options=NUMBERS_ONLY)
    assert (report.grade is Grade.MINE_COUNT) == needs_count
    assert report.grade == max((g for g, n in report.steps.items() if n), default=Grade.ONE_NUMBER)


@pytest.mark.parametrize(
    ("choice", "grades"),
    [
        ("easy", {Grade.ONE_NUMBER}),
        ("hard", {Grade.TWO_NUMBERS}),
        ("hardest", {Grade.THREE_PLUS, Grade.MINE_COUNT}),
        (Grade.MINE_COUNT, {Grade.MINE_COUNT}),
    ],
)
def test_the_creator_delivers_the_asked_grade(choice: object, grades: set[Grade]) -> None:
    for seed in range(4):
        mines = create_board(9, 9, 10, (4, 4), seed=seed, grade=choice, timeout=60)
        assert len(mines) == 10 and is_solvable(9, 9, mines, (4, 4))
        assert grade_board(9, 9, mines, (4, 4)).grade in grades
    again = create_board(9, 9, 10, (4, 4), seed=3, grade=choice, timeout=60)
    assert again == mines, "the same seed gives the same board"


def test_a_graded_request_can_be_cancelled_or_time_out() -> None:
    with pytest.raises(CreationCancelled):
        create_board(16, 30, 99, (8, 8), seed=1, grade="easy", cancel=lambda: True)
    with pytest.raises(CreationTimeout, match="one number"):
        create_board(16, 30, 99, (8, 8), seed=1, grade="easy", timeout=0.0)
    calls = iter(range(10**6))
    with pytest.raises(CreationCancelled):
        create_board(16, 30, 99, (8, 8), seed=1, grade="easy", cancel=lambda: next(calls) > 50)


def test_bad_grade_requests_are_refused() -> None:
    with pytest.raises(ValueError, match="Unknown logic grade"):
        create_board(9, 9, 10, (4, 4), grade="impossible")
    with pytest.raises(ValueError, match="without mines"):
        create_board(9, 9, 0, (4, 4), grade="hard")
    rng = np.random.default_rng(0)
    assert len(create_board(9, 9, 10, (4, 4), seed=rng, grade="any")) == 10
