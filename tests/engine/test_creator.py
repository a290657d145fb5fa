"""The no-guess creator: every board it returns is won by a perfect player without guessing."""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import minesweeper_app.engine.creator.methods as creator_module
from minesweeper_app.engine import (
    MAX_SIDE,
    METHODS,
    CreationCancelled,
    CreationTimeout,
    LevelProblem,
    cell_type_board,
    create_board,
    is_solvable,
    max_mines,
    neighbours,
    no_guess_obstacle,
    three_bv,
)
from minesweeper_app.engine.creator.swaps import swap_blocked
from tests.engine import bruteforce
from tests.engine.positions import random_layout
from tests.volume import volume


def check_board(h: int, w: int, n: int, start: tuple[int, int], mines: frozenset) -> None:
    assert len(mines) == n
    assert all(0 <= r < h and 0 <= c < w for r, c in mines)
    assert start not in mines
    assert not mines & set(neighbours(h, w, start))
    assert is_solvable(h, w, mines, start)


@pytest.mark.parametrize("method", METHODS)
def test_small_boards_pass_the_brute_force_player(method: str) -> None:
    rng = np.random.default_rng(5)
    for i in range(10):
        h, w = [(4, 4), (3, 5), (4, 5), (5, 3), (3, 6)][i % 5]  # brute force: <= 20 cells
        start = (int(rng.integers(h)), int(rng.integers(w)))
        n = int(rng.integers(1, min(8, max_mines(h, w, start)) + 1))
        mines = create_board(h, w, n, start, seed=i, method=method)
        check_board(h, w, n, start, mines)
        assert bruteforce.perfect_player_wins(h, w, set(mines), start)


@pytest.mark.parametrize("method", METHODS)
def test_beginner_boards_from_every_method_are_solvable(method: str) -> None:
    for seed in range(4):
        start = (4, 4) if seed % 2 else (0, 8)
        check_board(9, 9, 10, start, create_board(9, 9, 10, start, seed=seed, method=method))


@pytest.mark.parametrize(
    ("h", "w", "n", "start"),
    [(16, 16, 40, (8, 8)), (16, 30, 99, (0, 0)), (16, 30, 99, (8, 15)), (16, 30, 170, (8, 15))],
)
def test_auto_makes_solvable_boards_up_to_high_density(h: int, w: int, n: int, start) -> None:
    for seed in range(2):
        check_board(h, w, n, start, create_board(h, w, n, start, seed=seed))


@pytest.mark.parametrize(("n", "start"), [(99, (8, 15)), (99, (0, 0)), (115, (8, 15))])
def test_repaired_expert_boards_are_no_guess_and_a_seed_gives_its_board(n: int, start) -> None:
    """Most of these boards are repaired where a random try got stuck (reshuffles, walled
    50/50s opened through known mines); every one must still be won without a guess,
    keep its mine count and the opening, and come back the same from its seed."""
    boards = set()
    for seed in range(30):
        mines = create_board(16, 30, n, start, seed=seed)
        check_board(16, 30, n, start, mines)
        assert create_board(16, 30, n, start, seed=seed) == mines
        boards.add(mines)
    assert len(boards) == 30


def test_random_boards_at_expert_size_are_solvable() -> None:
    check_board(16, 30, 99, (8, 15), create_board(16, 30, 99, (8, 15), seed=1, method="random"))


@pytest.mark.parametrize("method", METHODS)
def test_the_same_seed_gives_the_same_board(method: str) -> None:
    args = (9, 9, 10, (4, 4))
    first = create_board(*args, seed=42, method=method)
    assert create_board(*args, seed=42, method=method) == first
    generator = create_board(*args, seed=np.random.default_rng(42), method=method)
    assert create_board(*args, seed=np.random.default_rng(42), method=method) == generator
    others = {create_board(*args, seed=s, method=method) for s in range(5)}
    assert len(others) > 1


def test_extreme_counts_and_tiny_boards() -> None:
    assert create_board(1, 1, 0, (0, 0)) == frozenset()
    assert create_board(3, 3, 0, (0, 0), seed=1) == frozenset()
    full = create_board(5, 5, 16, (2, 2), seed=1)
    assert full == {(r, c) for r in range(5) for c in range(5)} - {
        (r, c) for r in (1, 2, 3) for c in (1, 2, 3)
    }
    one_safe = create_board(5, 5, 15, (2, 2), seed=3)
    check_board(5, 5, 15, (2, 2), one_safe)
    check_board(8, 8, 40, (0, 0), create_board(8, 8, 40, (0, 0), seed=2))


def test_largest_board_is_supported() -> None:
    mines = create_board(MAX_SIDE, MAX_SIDE, 1000, (64, 64), seed=0)
    check_board(MAX_SIDE, MAX_SIDE, 1000, (64, 64), mines)


def test_timeout_raises_creation_timeout_promptly() -> None:
    # Rejection sampling at this density essentially never succeeds.
    begin = time.perf_counter()
    with pytest.raises(CreationTimeout, match=r"within 0\.2 seconds"):
        create_board(16, 30, 170, (8, 15), seed=0, method="random", timeout=0.2)
    # Generous: the point is that it ends near its limit, not a speed goal (see the bench).
    assert time.perf_counter() - begin < 0.2 + 5


@pytest.mark.parametrize("method", METHODS)
def test_cancel_is_polled_often_and_raises_creation_cancelled(method: str) -> None:
    polls: list[float] = []

    def cancel() -> bool:
        polls.append(time.perf_counter())
        return len(polls) > 40

    with pytest.raises(CreationCancelled, match="cancelled"):
        create_board(16, 30, 190, (8, 15), seed=1, method=method, cancel=cancel)
    gaps = np.diff(polls)
    assert len(polls) == 41
    assert gaps.max() < 0.5  # polled every few ms; the margin absorbs a busy machine


def test_creation_timeout_at_an_extreme_custom_density_ends() -> None:
    begin = time.perf_counter()
    try:
        mines = create_board(40, 40, 1400, (20, 20), seed=0, timeout=0.5)
    except CreationTimeout:
        assert time.perf_counter() - begin < 0.5 + 5
    else:
        check_board(40, 40, 1400, (20, 20), mines)


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"height": 0}, ValueError, "height must be between 1 and 128"),
        ({"width": MAX_SIDE + 1}, ValueError, "width must be between 1 and 128"),
        ({"height": 2.5}, TypeError, "whole number"),
        ({"mines": -1}, ValueError, "cannot be negative"),
        ({"mines": 73}, ValueError, "at most 72 mines"),
        ({"height": 2, "mines": 3, "start": (0, 4)}, ValueError, "even number of mines"),
        ({"mines": True}, TypeError, "whole number"),
        ({"start": (9, 0)}, ValueError, "start cell"),
        ({"start": (0, -1)}, ValueError, "off the 9x9 board"),
        ({"method": "magic"}, ValueError, "Unknown creation method"),
        ({"seed": "abc"}, TypeError, "seed"),
        ({"timeout": -1}, ValueError, "timeout"),
    ],
)
def test_impossible_requests_are_refused_with_a_message(kwargs, error, match) -> None:
    args = {"height": 9, "width": 9, "mines": 10, "start": (4, 4)} | kwargs
    extra = {k: args.pop(k) for k in ("method", "seed", "timeout") if k in args}
    with pytest.raises(error, match=match):
        create_board(args["height"], args["width"], args["mines"], args["start"], **extra)


@pytest.mark.parametrize(("h", "w", "n"), [(16, 30, 130), (30, 30, 240), (16, 30, 300)])
def test_auto_places_every_mine_where_it_perturbs_at_once(h: int, w: int, n: int) -> None:
    # At these densities rejection is not tried at all (its estimated odds are tiny).
    start = (h // 2, w // 2)
    for seed in range(2):
        check_board(h, w, n, start, create_board(h, w, n, start, seed=seed))


def test_auto_without_rejection_never_returns_an_empty_board(monkeypatch) -> None:
    monkeypatch.setattr(creator_module, "_REJECTION_TRIES", 0)
    for seed in range(5):
        check_board(9, 9, 10, (4, 4), create_board(9, 9, 10, (4, 4), seed=seed))
        check_board(16, 30, 99, (0, 0), create_board(16, 30, 99, (0, 0), seed=seed))


def test_a_seed_gives_its_board_whatever_ran_before() -> None:
    args = (16, 30, 99, (8, 15))
    first = create_board(*args, seed=7)
    for seed in range(6):  # other sizes and densities in between
        create_board(16, 30, 170, (8, 15), seed=seed)
        create_board(30, 30, 240, (0, 0), seed=seed)
    assert create_board(*args, seed=7) == first


def test_two_high_boards_need_an_even_number_of_mines_by_brute_force() -> None:
    """Every layout with an odd count needs a guess; some even layout does not."""
    for h, w, start in ((2, 5, (0, 0)), (5, 2, (0, 0)), (2, 6, (1, 2)), (7, 2, (3, 1))):
        cells = [(r, c) for r in range(h) for c in range(w)]
        free = {start, *neighbours(h, w, start)}
        pool = [x for x in cells if x not in free]
        for n in range(1, len(pool) + 1):
            wins = any(
                bruteforce.perfect_player_wins(h, w, set(m), start)
                for m in itertools.combinations(pool, n)
            )
            reason = no_guess_obstacle(h, w, n, start)
            assert wins == (reason is None), (h, w, n, reason)
            if n % 2:
                odd = (LevelProblem.TWO_HIGH_ODD, LevelProblem.TWO_WIDE_ODD)
                assert reason is not None and reason.problem in odd


def test_obstacles_are_said_in_words_with_correct_plurals() -> None:
    assert no_guess_obstacle(9, 9, 10) is None
    assert no_guess_obstacle(16, 30, 471) is None
    assert "at most 471 mines" in str(no_guess_obstacle(16, 30, 472))
    assert "at most 1 mine:" in str(no_guess_obstacle(1, 4, 2))
    assert "no room for mines" in str(no_guess_obstacle(3, 3, 1))
    assert "column with one mine" in str(no_guess_obstacle(2, 10, 5))
    assert "row with one mine" in str(no_guess_obstacle(10, 2, 5))
    assert no_guess_obstacle(2, 10, 4) is None
    # Without a start the click may land in the middle; a corner click leaves more room.
    assert no_guess_obstacle(9, 9, 75) is not None
    assert no_guess_obstacle(9, 9, 75, (0, 0)) is None


@pytest.mark.parametrize(("h", "w", "n"), [(2, 12, 10), (12, 2, 8), (1, 12, 6), (9, 1, 3)])
def test_levels_said_possible_on_thin_boards_are_created(h: int, w: int, n: int) -> None:
    for start in ((0, 0), (h // 2, w // 2)):
        assert no_guess_obstacle(h, w, n, start) is None
        check_board(h, w, n, start, create_board(h, w, n, start, seed=1, timeout=20))


def test_a_timeout_carries_only_boards_that_were_created() -> None:
    with pytest.raises(CreationTimeout) as caught:
        create_board(16, 30, 170, (8, 15), seed=0, method="random", timeout=1.0)
    alternatives = caught.value.alternatives
    assert len(alternatives) == 1
    (board,) = alternatives
    assert len(board) == 144
    check_board(16, 30, 144, (8, 15), board)
    with pytest.raises(CreationTimeout) as nothing:
        create_board(16, 30, 170, (8, 15), seed=0, method="random", timeout=0)
    assert nothing.value.alternatives == ()


def test_every_count_the_obstacle_check_allows_is_created_from_every_start() -> None:
    for h, w in ((4, 4), (3, 5), (5, 3), (3, 4), (1, 7), (2, 7), (6, 2)):
        cap = h * w - min(h, 3) * min(w, 3)
        for n in range(max(1, cap - 3), cap + 1):
            if no_guess_obstacle(h, w, n) is not None:
                continue
            for start in ((r, c) for r in range(h) for c in range(w)):
                check_board(h, w, n, start, create_board(h, w, n, start, seed=1, timeout=20))


@settings(max_examples=volume(40, fast=10), deadline=None)
@given(
    h=st.integers(4, 12),
    w=st.integers(4, 12),
    fraction=st.floats(0.0, 0.45),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_auto_boards_solve_from_scratch_and_reproduce(h, w, fraction, seed, data) -> None:
    start = (data.draw(st.integers(0, h - 1)), data.draw(st.integers(0, w - 1)))
    n = int(fraction * max_mines(h, w, start))
    if no_guess_obstacle(h, w, n, start) is not None:
        return
    mines = create_board(h, w, n, start, seed=seed, timeout=30)
    check_board(h, w, n, start, mines)
    assert create_board(h, w, n, start, seed=seed, timeout=30) == mines


@pytest.mark.slow  # a statistical sweep: 1000 boards
def test_random_reaches_every_no_guess_board_of_a_small_level() -> None:
    """Rejection sampling may skip a board early only if a player could not win it.

    All 792 layouts of a 4x4 board with 7 mines are judged by the brute-force
    player (74 are winnable; the invisible-swap test rules out 552 without
    solving); 1000 boards from ``random`` must cover every winnable one and nothing
    else (about 13 draws each are expected, so a missing board was thrown away).
    """
    h, w, n, start = 4, 4, 7, (0, 0)
    free = [(r, c) for r in range(h) for c in range(w) if max(r, c) > 1]
    winnable = {
        frozenset(layout)
        for layout in itertools.combinations(free, n)
        if bruteforce.perfect_player_wins(h, w, set(layout), start)
    }
    assert len(winnable) == 74
    made = {create_board(h, w, n, start, seed=seed, method="random") for seed in range(1000)}
    assert made == winnable


@pytest.mark.parametrize("h, w, n", [(5, 5, 6), (6, 6, 9), (9, 9, 10), (16, 16, 40), (16, 30, 99)])
def test_boards_the_swap_test_rules_out_need_a_guess(h: int, w: int, n: int) -> None:
    """An invisible swap (a mine and a safe neighbour, or the two diagonals of a 2x2
    block) is only found on boards the full solver cannot win."""
    start = (h // 2, w // 2) if h > 6 else (0, 0)
    rng = np.random.default_rng(n)
    blocked = 0
    for _ in range(300 if h < 16 else 60):
        mines = random_layout(h, w, n, start, rng)
        if swap_blocked(h, w, start, mines):
            blocked += 1
            assert not is_solvable(h, w, mines, start)
    assert blocked > 5


def _numbers_agree(h: int, w: int, one: set, other: set) -> bool:
    """Every cell safe in both layouts shows the same number in both."""
    for r in range(h):
        for c in range(w):
            if (r, c) in one or (r, c) in other:
                continue
            around = [(a, b) for a in range(r - 1, r + 2) for b in range(c - 1, c + 2)]
            if sum(x in one for x in around) != sum(x in other for x in around):
                return False
    return True


def _invisible_swap_by_numbers(h: int, w: int, start: tuple[int, int], mines: set) -> bool:
    """The swap test's definition, checked by comparing numbers: trade a mine with a safe
    neighbour, or one 2x2 diagonal of mines with the safe other, and see whether any
    cell a player could open shows another number (the first click's cells are opened,
    so never traded)."""
    shown = {
        (a, b) for a in range(start[0] - 1, start[0] + 2) for b in range(start[1] - 1, start[1] + 2)
    }

    def tradable(x: tuple[int, int]) -> bool:
        return 0 <= x[0] < h and 0 <= x[1] < w and x not in mines and x not in shown

    for r, c in mines:
        for x in neighbours(h, w, (r, c)):
            if tradable(x) and _numbers_agree(h, w, mines, mines - {(r, c)} | {x}):
                return True
        for dc in (-1, 1):
            other, safe = (r + 1, c + dc), [(r, c + dc), (r + 1, c)]
            traded = mines - {(r, c), other} | set(safe)
            if other in mines and all(map(tradable, safe)) and _numbers_agree(h, w, mines, traded):
                return True
    return False


@settings(max_examples=volume(300, fast=80), deadline=None)
@given(
    h=st.integers(1, 7),
    w=st.integers(1, 8),
    fraction=st.floats(0.0, 1.0),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_the_swap_test_finds_exactly_the_swaps_no_number_shows(h, w, fraction, seed, data) -> None:
    start = (data.draw(st.integers(0, h - 1)), data.draw(st.integers(0, w - 1)))
    n = int(fraction * max_mines(h, w, start))
    mines = set(random_layout(h, w, n, start, np.random.default_rng(seed)))
    assert swap_blocked(h, w, start, mines) == _invisible_swap_by_numbers(h, w, start, mines)


def test_the_swap_test_finds_a_2x2_block_whose_diagonals_trade_places() -> None:
    """Mines on one diagonal of a corner block, its outer corner off the board and the
    other three corners mines: no number that can be opened tells the diagonals apart."""
    h, w, start = 6, 6, (3, 3)
    mines = [(0, 0), (1, 1), (0, 2), (2, 0), (2, 2)]
    assert swap_blocked(h, w, start, mines)
    assert not is_solvable(h, w, mines, start)
    assert not swap_blocked(h, w, start, mines[:-1])  # a corner safe: its number tells them apart


@pytest.mark.slow  # a statistical comparison: 1200 boards
def test_auto_boards_take_as_many_clicks_as_uniform_no_guess_boards() -> None:
    """Where rejection pays, repaired boards must not come out easier than uniform ones.

    At 9x9/22 (about one random board in ten solves) ``auto`` repairs most boards;
    moving mines where the solver is stuck used to make them 3.7% cheaper in clicks
    (3BV) than rejection sampling's, which is uniform over the no-guess boards. Fixed
    seeds, so the comparison is the same every run; 600 boards give a standard error
    of about 1.2% on the difference.
    """
    h, w, n, start = 9, 9, 22, (4, 4)

    def mean_3bv(method: str) -> float:
        return float(
            np.mean(
                [
                    three_bv(
                        cell_type_board(h, w, create_board(h, w, n, start, seed=s, method=method))
                    )
                    for s in range(600)
                ]
            )
        )

    assert abs(mean_3bv("auto") / mean_3bv("random") - 1.0) < 0.03


def test_a_creation_method_is_an_enum_that_also_takes_its_name() -> None:
    from minesweeper_app.engine import METHODS, CreationMethod, create_board

    assert tuple(CreationMethod) == METHODS
    for method in CreationMethod:
        by_name = create_board(9, 9, 10, (4, 4), seed=11, method=method.value)
        assert create_board(9, 9, 10, (4, 4), seed=11, method=method) == by_name
    with pytest.raises(ValueError, match="Unknown creation method 'fast'; choose one of auto"):
        create_board(9, 9, 10, (4, 4), seed=11, method="fast")
