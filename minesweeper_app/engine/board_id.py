"""Board ids: a short text that reproduces one exact board (size, start and mine layout).

An id encodes the board itself, not the seed that made it, so it keeps working
when the creator changes. Layout of version ``1``::

    "1" + base32(N) + base32(checksum, 4 digits)

``N`` packs, in mixed radix from the lowest digit: height-1 (radix 128), width-1
(radix 128), the start cell's index (radix height*width), the number of mines
(radix pool+1) and the rank of the mine set among all sets of that size in the
pool (combinatorial number system). The pool is every cell except the start and
its neighbours, which on our boards never hold a mine, so an id cannot describe a
board whose first click hits or touches a mine. The rank is the shortest
description there is for a uniformly random layout: an Expert id has about 80
characters, an Intermediate one about 45, a Beginner one about 20.

The alphabet is Crockford's base32 (digits and capital letters without I, L, O
and U), so an id reads aloud, survives case changes, and is one "word" that a
double click selects whole. Reading forgives lower case, spaces and hyphens, and
O for 0 and I or L for 1. The checksum (20 bits of CRC-32) catches a mistyped or
missing character with a chance of about one in a million of a miss.

A bad id raises ``BoardIdError``, whose ``problem`` and fields say what is wrong; the
game layer words it for the player (``game.wording.problems``), its ``str`` is English.
"""

from __future__ import annotations

import enum
import zlib
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from math import comb, prod

from minesweeper_app.engine.board import (
    MAX_SIDE,
    Cell,
    CellLike,
    check_cell,
    check_mines,
    check_size,
)
from minesweeper_app.engine.deadline import CancelCheck, Deadline
from minesweeper_app.engine.levels import LevelObstacle, level_obstacle

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VERSION = "1"
_CHECK_DIGITS = 4
_CHECK_MASK = (1 << (5 * _CHECK_DIGITS)) - 1
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})


class BoardIdProblem(enum.Enum):
    """What is wrong with a board id (or with a board that should get one)."""

    NO_ID = "the game does not play the board's level"
    CHARACTERS = "characters outside the alphabet"
    EMPTY = "empty"
    TOO_SHORT = "too short"
    VERSION = "another version"
    CHECKSUM = "checksum"
    LEVEL = "a level the game does not play"
    OUT_OF_RANGE = "mines out of range"


_ENGLISH = {
    BoardIdProblem.NO_ID: "This board has no id: the game does not play its level. {reason}",
    BoardIdProblem.CHARACTERS: "This is not a board id: it contains {characters}. Board ids use "
    "only the digits and the letters A-Z without I, L, O and U.",
    BoardIdProblem.EMPTY: "The board id is empty.",
    BoardIdProblem.TOO_SHORT: "The board id {id} is too short: part of it is missing.",
    BoardIdProblem.VERSION: "The board id starts with {found}; this version of the game reads "
    "ids starting with {expected} (a newer game may have made it, or it is mistyped).",
    BoardIdProblem.CHECKSUM: "The board id does not check out: a character is wrong or missing "
    "(compare it with the original).",
    BoardIdProblem.LEVEL: "The board id describes a {width}x{height} board with {mines} mines, "
    "which this game does not play: {reason} It was not made by this game.",
    BoardIdProblem.OUT_OF_RANGE: "The board id describes {mines} mines in a way no "
    "{height}x{width} board can hold (mines out of range); it was not made by this game.",
}
"""The English sentences (``game.wording.problems`` has the translated ones)."""


class BoardIdError(ValueError):
    """A bad board id: ``problem`` says what is wrong, the other fields what a sentence
    about it names (``text``: the offending characters, the id or its first character;
    ``reason``: why the game does not play the level)."""

    def __init__(
        self,
        problem: BoardIdProblem,
        *,
        text: str = "",
        height: int = 0,
        width: int = 0,
        mines: int = 0,
        reason: LevelObstacle | None = None,
    ) -> None:
        self.problem = problem
        self.text = text
        self.height, self.width, self.mines = height, width, mines
        self.reason = reason
        self.expected = VERSION
        """The version this game reads (``VERSION``)."""
        super().__init__(
            _ENGLISH[problem].format(
                characters=text,
                id=text,
                found=text,
                expected=repr(self.expected),
                width=width,
                height=height,
                mines=mines,
                reason=reason,
            )
        )


def _pool(height: int, width: int, start: Cell) -> list[Cell]:
    """Cells that may hold a mine: all but the start and its neighbours, in reading order."""
    r0, c0 = start
    return [
        (r, c) for r in range(height) for c in range(width) if abs(r - r0) > 1 or abs(c - c0) > 1
    ]


_POLL_TERMS = 64
"""Terms of the rank between two polls of the cancel check (a 128x128 id has thousands)."""


def _rank(positions: list[int], cancel: CancelCheck | None = None) -> int:
    """Combinatorial number system: sum of comb(p_i, i + 1) over the chosen positions
    ``p_0 < p_1 < ...`` (indices in the pool).

    Each binomial comes from the one before by a product of small factors: one
    multiplication and one division of the big number per chosen position, not per
    position (half the time at 128x128/3000). ``cancel`` is polled as the terms are
    added: the window's worker yields to the window there, and a big board's id takes
    milliseconds of pure Python.
    """
    check = Deadline(None, cancel)
    rank = 0
    b = 0  # comb(at, k), the last term
    at = k = 0
    for i, p in enumerate(positions):
        if i % _POLL_TERMS == 0:
            check()
        if p <= i:  # comb(p, i + 1) with p < i + 1: every position so far is chosen
            continue
        if b == 0 or at == k:  # no term yet, or comb(at, k + 1) is 0: start afresh
            b = comb(p, i + 1)
        else:
            # comb(at, k) -> comb(at, k + 1) -> comb(p, k + 1), k + 1 == i + 1
            b = b * (at - k) * prod(range(at + 1, p + 1)) // ((k + 1) * prod(range(at - k, p - k)))
        at, k = p, i + 1
        rank += b
    return rank


def _unrank(rank: int, k: int, n: int) -> list[bool]:
    """Inverse of ``_rank`` for ``k`` chosen among ``n`` positions (``rank < comb(n, k)``)."""
    chosen = [False] * n
    p, i = n - 1, k
    b = comb(p, i) if n else 0  # comb(p, i)
    while i > 0:
        if b <= rank:
            chosen[p] = True
            rank -= b
            b = b * i // p if p > 0 else 0  # comb(p - 1, i - 1)
            i -= 1
        else:
            b = b * (p - i) // p  # comb(p - 1, i)
        p -= 1
    return chosen


def _to_base32(n: int, digits: int = 1) -> str:
    bits = format(n, "b")
    width = max(digits, -(-len(bits) // 5))
    bits = bits.zfill(5 * width)
    return "".join(ALPHABET[int(bits[i : i + 5], 2)] for i in range(0, len(bits), 5))


def _from_base32(code: str) -> int:
    return int("".join(format(_VALUE[ch], "05b") for ch in code), 2)


def _checksum(body: str) -> str:
    return _to_base32(zlib.crc32(body.encode("ascii")) & _CHECK_MASK, _CHECK_DIGITS)


def encode_board_id(
    height: int,
    width: int,
    mines: Iterable[CellLike],
    start: CellLike,
    *,
    cancel: CancelCheck | None = None,
) -> str:
    """The id of a board; raises ValueError if the start is on or next to a mine, or if
    the game does not play its level (``level_obstacle``), so every id decodes to a level
    the game accepts. ``cancel`` is polled on big boards (``Cancelled`` when it says so)."""
    check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    mine_set = check_mines(height, width, mines)
    obstacle = level_obstacle(height, width, len(mine_set))
    if obstacle is not None:
        raise BoardIdError(BoardIdProblem.NO_ID, height=height, width=width, reason=obstacle)
    # A mine's index in the pool (``_pool``'s order) without building the pool: its
    # index on the board less the start's cells before it (a big board's pool is
    # thousands of tuples, each one more object for the cycle collector to walk).
    r0, c0 = start
    block = [
        r * width + c
        for r in range(max(0, r0 - 1), min(height, r0 + 2))
        for c in range(max(0, c0 - 1), min(width, c0 + 2))
    ]
    inside = sorted(cell for cell in mine_set if cell[0] * width + cell[1] in block)
    if inside:
        raise ValueError(
            f"A board id needs the start cell and its neighbours free of mines; "
            f"{inside[0]} holds one."
        )
    positions = sorted((i := r * width + c) - bisect_left(block, i) for r, c in mine_set)
    n = _rank(positions, cancel)
    n = n * (height * width - len(block) + 1) + len(mine_set)
    n = n * (height * width) + (start[0] * width + start[1])
    n = n * MAX_SIDE + (width - 1)
    n = n * MAX_SIDE + (height - 1)
    body = VERSION + _to_base32(n)
    return body + _checksum(body)


def _normalise(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError(f"A board id is text, not {type(text).__name__}.")
    cleaned = "".join(ch for ch in text.upper() if ch not in " -\t\r\n")
    bad = sorted({ch for ch in cleaned if ch not in _VALUE})
    if bad:
        shown = ", ".join(repr(ch) for ch in bad[:5])
        raise BoardIdError(BoardIdProblem.CHARACTERS, text=shown)
    return "".join(ALPHABET[_VALUE[ch]] for ch in cleaned)


def decode_board_id(text: str) -> tuple[int, int, frozenset[Cell], Cell]:
    """``(height, width, mines, start)`` of a board id; ValueError with the reason if it is bad."""
    code = _normalise(text)
    if not code:
        raise BoardIdError(BoardIdProblem.EMPTY)
    if len(code) < 2 + _CHECK_DIGITS:
        raise BoardIdError(BoardIdProblem.TOO_SHORT, text=repr(code))
    if code[0] != VERSION:
        raise BoardIdError(BoardIdProblem.VERSION, text=repr(code[0]))
    body, check = code[:-_CHECK_DIGITS], code[-_CHECK_DIGITS:]
    if _checksum(body) != check:
        raise BoardIdError(BoardIdProblem.CHECKSUM)
    n = _from_base32(body[1:])
    n, h1 = divmod(n, MAX_SIDE)
    n, w1 = divmod(n, MAX_SIDE)
    height, width = h1 + 1, w1 + 1
    n, start_index = divmod(n, height * width)
    start = divmod(start_index, width)
    pool = _pool(height, width, start)
    n, count = divmod(n, len(pool) + 1)
    obstacle = level_obstacle(height, width, count)
    if obstacle is not None or n >= comb(len(pool), count):
        raise BoardIdError(
            BoardIdProblem.OUT_OF_RANGE if obstacle is None else BoardIdProblem.LEVEL,
            height=height,
            width=width,
            mines=count,
            reason=obstacle,
        )
    mines = frozenset(c for c, m in zip(pool, _unrank(n, count, len(pool)), strict=True) if m)
    return height, width, mines, start


@dataclass(frozen=True)
class BoardLayout:
    """One board: its size, its mines and the first click, which is always an opening."""

    height: int
    width: int
    mines: frozenset[Cell]
    start: Cell

    def __post_init__(self) -> None:
        # Mines read from a file or a numpy array arrive as numpy integers; a cell is
        # always a tuple of two Python ints, so layouts compare and hash alike.
        object.__setattr__(self, "mines", frozenset((int(r), int(c)) for r, c in self.mines))
        object.__setattr__(self, "start", (int(self.start[0]), int(self.start[1])))

    @cached_property
    def board_id(self) -> str | None:
        """The id that reproduces this board; None for one that has none (a planted
        layout with a mine next to the start, or a level the game does not play)."""
        return self.find_board_id()

    def find_board_id(self, cancel: CancelCheck | None = None) -> str | None:
        """``board_id``, polling ``cancel`` while it is worked out (a big board's takes
        milliseconds), and kept as the property's value."""
        if "board_id" in self.__dict__:
            found: str | None = self.__dict__["board_id"]
            return found
        try:
            found = encode_board_id(self.height, self.width, self.mines, self.start, cancel=cancel)
        except ValueError:
            found = None
        self.__dict__["board_id"] = found  # where cached_property keeps it
        return found

    @classmethod
    def from_board_id(cls, text: str) -> BoardLayout:
        """The board an id names; ValueError with the reason if it is bad."""
        return cls(*decode_board_id(text))
