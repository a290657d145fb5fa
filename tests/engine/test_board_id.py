"""Board ids reproduce the exact board; bad ids are refused with the reason; daily boards."""

from __future__ import annotations

import datetime as dt
import zlib
from math import comb

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import (
    MAX_SIDE,
    create_board,
    daily_board,
    decode_board_id,
    encode_board_id,
    is_solvable,
    level_obstacle,
    max_mines,
    neighbours,
)
from minesweeper_app.engine.board_id import ALPHABET
from tests.volume import volume

LEVEL_SIZES = [(9, 9, 10), (16, 16, 40), (16, 30, 99), (1, 10, 1), (24, 30, 200)]


def _pool(h: int, w: int, start: tuple[int, int]) -> list[tuple[int, int]]:
    r0, c0 = start
    return [(r, c) for r in range(h) for c in range(w) if max(abs(r - r0), abs(c - c0)) > 1]


@st.composite
def boards(draw: st.DrawFn) -> tuple[int, int, frozenset[tuple[int, int]], tuple[int, int]]:
    """Random boards of levels the game plays (``level_obstacle`` says None)."""
    h = draw(st.integers(1, 24))
    w = draw(st.integers(4 if h < 4 else 1, 24))
    start = (draw(st.integers(0, h - 1)), draw(st.integers(0, w - 1)))
    pool = _pool(h, w, start)
    mines = draw(st.sets(st.sampled_from(pool), min_size=1, max_size=max_mines(h, w)))
    assume(level_obstacle(h, w, len(mines)) is None)
    return h, w, frozenset(mines), start


@settings(max_examples=volume(300, fast=60), deadline=None)
@given(boards())
def test_round_trip_on_random_boards(board: tuple) -> None:
    text = encode_board_id(*board)
    assert set(text) <= set(ALPHABET)
    assert decode_board_id(text) == board


@pytest.mark.parametrize(("h", "w", "n"), [*LEVEL_SIZES, (MAX_SIDE, MAX_SIDE, 5000)])
def test_round_trip_at_every_level_and_the_largest_size(h: int, w: int, n: int) -> None:
    rng = np.random.default_rng(h * 1000 + w)
    for _ in range(5):
        start = (int(rng.integers(h)), int(rng.integers(w)))
        pool = _pool(h, w, start)
        k = min(n, len(pool))
        mines = frozenset(pool[i] for i in rng.choice(len(pool), k, replace=False))
        assert decode_board_id(encode_board_id(h, w, mines, start)) == (h, w, mines, start)


def test_ids_are_short_for_the_standard_levels() -> None:
    lengths = {}
    for h, w, n in LEVEL_SIZES[:3]:
        start = (h // 2, w // 2)
        mines = create_board(h, w, n, start, seed=3)
        lengths[(h, w)] = len(encode_board_id(h, w, mines, start))
    assert lengths[(9, 9)] <= 20 and lengths[(16, 16)] <= 45 and lengths[(16, 30)] <= 82


def test_a_created_board_survives_its_id() -> None:
    mines = create_board(16, 30, 99, (7, 7), seed=11)
    h, w, again, start = decode_board_id(encode_board_id(16, 30, mines, (7, 7)))
    assert (h, w, again, start) == (16, 30, mines, (7, 7))
    assert is_solvable(h, w, again, start)


def test_typing_is_forgiven() -> None:
    board = (9, 9, frozenset({(0, 0), (8, 8), (0, 8)}), (4, 4))
    text = encode_board_id(*board)
    typed = " " + "-".join(text[i : i + 4] for i in range(0, len(text), 4)).lower() + "\n"
    assert decode_board_id(typed) == board
    ambiguous = text.replace("0", "o").replace("1", "l")
    assert decode_board_id(ambiguous) == board


def test_different_boards_have_different_ids() -> None:
    a = encode_board_id(9, 9, {(0, 0)}, (4, 4))
    assert a != encode_board_id(9, 9, {(0, 1)}, (4, 4))
    assert a != encode_board_id(9, 9, {(0, 0)}, (4, 5))
    assert a != encode_board_id(9, 10, {(0, 0)}, (4, 4))


BOARD = (16, 16, frozenset({(0, 0), (3, 9), (15, 15), (12, 2)}), (8, 8))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("1ABU9", "'U'"),
        ("1AB*9Z00", "'*'"),
        ("1A", "too short"),
        ("9" + "0" * 10, "version"),
    ],
)
def test_malformed_ids_are_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        decode_board_id(text)


def test_a_mistyped_or_truncated_id_fails_the_checksum() -> None:
    text = encode_board_id(*BOARD)
    with pytest.raises(ValueError, match="does not check out"):
        decode_board_id(text[:-1])
    with pytest.raises(ValueError, match="does not check out"):
        decode_board_id(text[:10] + text[11:])
    for i in range(1, len(text)):
        wrong = ALPHABET[(ALPHABET.index(text[i]) + 1) % 32]
        with pytest.raises(ValueError, match="does not check out"):
            decode_board_id(text[:i] + wrong + text[i + 1 :])
    with pytest.raises(ValueError, match="does not check out"):
        decode_board_id(text[0] + text[2] + text[1] + text[3:])


def _forged(n: int) -> str:
    """An id with a correct checksum around any payload, built from the documented format."""
    bits = format(n, "b")
    bits = bits.zfill(-(-len(bits) // 5) * 5)
    body = "1" + "".join(ALPHABET[int(bits[i : i + 5], 2)] for i in range(0, len(bits), 5))
    crc = zlib.crc32(body.encode()) & ((1 << 20) - 1)
    return body + "".join(ALPHABET[(crc >> s) & 31] for s in (15, 10, 5, 0))


def test_a_forged_id_with_too_many_mines_is_refused() -> None:
    h, w, start = 4, 4, (0, 0)  # pool: 12 cells; a 4x4 level holds at most 7 mines
    last_of_7 = comb(12, 7) - 1
    assert decode_board_id(_forged(((last_of_7 * 13 + 7) * 16 + 0) * 128 * 128 + 3 * 128 + 3)) == (
        4,
        4,
        frozenset(_pool(h, w, start)[5:]),
        start,
    )
    with pytest.raises(ValueError, match="mines out of range"):
        decode_board_id(_forged(((comb(12, 5) * 13 + 5) * 16 + 0) * 128 * 128 + 3 * 128 + 3))
    with pytest.raises(ValueError, match="at most 7 mines"):
        decode_board_id(_forged(((12 * 16 + 0) * 128 + 3) * 128 + 3))


def test_a_crafted_id_of_a_level_the_game_does_not_play_is_refused() -> None:
    with pytest.raises(ValueError, match=r"1x1 board with 0 mines.*at least one mine"):
        decode_board_id(_forged(0))
    odd_on_two_rows = ((0 * 21 + 1) * 24 + 0) * 128 * 128 + 11 * 128 + 1  # 12x2, 1 mine
    with pytest.raises(ValueError, match="2 cells high needs an even number"):
        decode_board_id(_forged(odd_on_two_rows))
    with pytest.raises(ValueError, match=r"has no id.*at least one mine"):
        encode_board_id(1, 1, set(), (0, 0))
    with pytest.raises(ValueError, match=r"has no id.*even number"):
        encode_board_id(2, 12, {(0, 11)}, (0, 0))


def _valid_board(h: int, w: int, mines: frozenset[tuple[int, int]], start: tuple[int, int]) -> None:
    """What every decoded id must be: a level the game plays, its mines off the start's area."""
    assert 1 <= h <= MAX_SIDE and 1 <= w <= MAX_SIDE
    assert level_obstacle(h, w, len(mines)) is None
    assert 0 <= start[0] < h and 0 <= start[1] < w
    assert all(0 <= r < h and 0 <= c < w for r, c in mines)
    assert all(max(abs(r - start[0]), abs(c - start[1])) > 1 for r, c in mines)


@settings(max_examples=volume(400, fast=80), deadline=None)
@given(
    st.one_of(
        st.text(max_size=40),
        st.text(alphabet=ALPHABET + "oil -", max_size=60),
        st.binary(max_size=40).map(lambda b: b.decode("latin-1")),
        st.integers(0, 2**300).map(_forged),
        st.integers(0, 2**40).map(_forged),
    )
)
def test_every_id_decodes_to_a_playable_board_or_is_refused_in_words(text: str) -> None:
    try:
        board = decode_board_id(text)
    except ValueError as exc:
        assert str(exc).endswith(".") and len(str(exc)) > 20
        return
    _valid_board(*board)
    assert decode_board_id(encode_board_id(*board)) == board


def test_a_board_with_a_mine_at_or_next_to_the_start_has_no_id() -> None:
    with pytest.raises(ValueError, match="free of mines"):
        encode_board_id(9, 9, {(4, 4)}, (4, 4))
    with pytest.raises(ValueError, match="free of mines"):
        encode_board_id(9, 9, {(3, 5)}, (4, 4))
    with pytest.raises(ValueError, match="off the"):
        encode_board_id(9, 9, {(9, 0)}, (4, 4))


def test_the_daily_board_is_a_no_guess_expert_board_fixed_by_the_date() -> None:
    day = dt.date(2026, 1, 1)
    h, w, mines, start = daily_board(day)
    assert (h, w, len(mines)) == (16, 30, 99)
    assert not mines & {start, *neighbours(h, w, start)}
    assert is_solvable(h, w, mines, start)
    # Pinned: a change here means players on two versions no longer share the board.
    assert start == (14, 3)
    assert encode_board_id(h, w, mines, start) == (
        "1C7KMKYRT6ZY9658KQKEVW9RC06JCP3C0NEMTJ5G4MKXC58NNWCR12PNEB55225F4P9S1CPX3KMFEQBQ"
    )
    assert daily_board(dt.datetime(2026, 1, 1, 23, 59)) == (h, w, mines, start)
    assert daily_board(dt.date(2026, 1, 2))[2] != mines
