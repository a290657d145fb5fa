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
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from math import comb

from minesweeper_app.engine.board import (
    MAX_SIDE,
    Cell,
    CellLike,
    check_cell,
    check_mines,
    check_size,
)
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


def _rank(chosen: list[bool]) -> int:
    """Combinatorial number system: sum of comb(p_i, i + 1) over the chosen positions.

    The binomials are updated by one factor per position instead of computed anew,
    so a 128x128 board takes milliseconds, not seconds.
    """
    rank = 0
    j = 0  # chosen positions before p: the next one adds comb(p, j + 1)
    b = 0  # comb(p, j + 1)
    for p, is_chosen in enumerate(chosen):
        if b == 0:
            b = comb(p, j + 1)
        if is_chosen:
            rank += b
            b = b * (p - j - 1) // (j + 2)  # comb(p, j + 2)
            j += 1
        b = b * (p + 1) // (p - j) if p > j else 0  # comb(p + 1, j + 1)
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


def encode_board_id(height: int, width: int, mines: Iterable[CellLike], start: CellLike) -> str:
    """The id of a board; raises ValueError if the start is on or next to a mine, or if
    the game does not play its level (``level_obstacle``), so every id decodes to a level
    the game accepts."""
    check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    mine_set = check_mines(height, width, mines)
    obstacle = level_obstacle(height, width, len(mine_set))
    if obstacle is not None:
        raise BoardIdError(BoardIdProblem.NO_ID, height=height, width=width, reason=obstacle)
    pool = _pool(height, width, start)
    outside = sorted(mine_set.difference(pool))
    if outside:
        raise ValueError(
            f"A board id needs the start cell and its neighbours free of mines; "
            f"{outside[0]} holds one."
        )
    n = _rank([cell in mine_set for cell in pool])
    n = n * (len(pool) + 1) + len(mine_set)
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
        try:
            return encode_board_id(self.height, self.width, self.mines, self.start)
        except ValueError:
            return None

    @classmethod
    def from_board_id(cls, text: str) -> BoardLayout:
        """The board an id names; ValueError with the reason if it is bad."""
        return cls(*decode_board_id(text))
