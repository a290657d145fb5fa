"""Invisible swaps: the cheap test that a layout needs a guess, without solving it.

A mine and a safe neighbour (or the two diagonals of a 2x2 block) that can trade
places without changing any number a player can open make a board that no logic
wins. The creator rules such random tries out before the solver runs.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from minesweeper_app.engine.board import Cell


def _around(r: int, c: int) -> set[tuple[int, int]]:
    return {(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)}


def _witnesses(
    mines: set[tuple[int, int]], safe: set[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """The cells whose numbers change when ``mines`` and ``safe`` trade places."""
    near = set().union(*(_around(*x) for x in mines | safe)) - mines - safe
    return tuple(sorted(x for x in near if len(_around(*x) & mines) != len(_around(*x) & safe)))


def _swap_offsets() -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
    """For a mine and a safe cell one step apart: the cells whose numbers tell them apart."""
    return [
        (dr, dc, _witnesses({(0, 0)}, {(dr, dc)}))
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0)
    ]


def _diagonal_offsets() -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
    """For two mines on a diagonal of a 2x2 block (the upper one at the origin, the
    other at row 1, column ``dc``) whose other diagonal is safe: the cells whose numbers
    change when the diagonals trade places (the block's four outer corners)."""
    return [(1, dc, _witnesses({(0, 0), (1, dc)}, {(0, dc), (1, 0)})) for dc in (-1, 1)]


_SWAPS = _swap_offsets()
_DIAGONALS = _diagonal_offsets()

_Offsets = list[tuple[int, tuple[int, ...]]]
_Tables = tuple[list[int], int, int, _Offsets, _Offsets]


@lru_cache(maxsize=32)
def swap_tables(height: int, width: int, start: Cell) -> _Tables:
    """``SwapTest``'s tables, once per size and start, as bitboards of the board padded by
    two cells (a row is ``width + 4`` bits, so every offset up to two cells away stays on
    the padded board): each cell's bit, what counts as a mine before any is laid (the
    padding, off the board), the cells the first click shows (never a swap partner), and
    ``_SWAPS`` and ``_DIAGONALS`` as offsets (a diagonal's by its upper mine)."""
    padded_width = width + 4
    bits = [1 << ((r + 2) * padded_width + c + 2) for r in range(height) for c in range(width)]
    solid = (1 << ((height + 4) * padded_width)) - 1
    for b in bits:
        solid ^= b
    r0, c0 = start
    shown = 0
    for i, b in enumerate(bits):
        r, c = divmod(i, width)
        if abs(r - r0) <= 1 and abs(c - c0) <= 1:
            shown |= b
    swaps, diagonals = (
        [
            (dr * padded_width + dc, tuple(a * padded_width + b for a, b in witnesses))
            for dr, dc, witnesses in table
        ]
        for table in (_SWAPS, _DIAGONALS)
    )
    return bits, solid, shown, swaps, diagonals


def _at(board: int, offset: int) -> int:
    """``board`` moved so that each cell holds what lies ``offset`` bits further on."""
    return board >> offset if offset >= 0 else board << -offset


class SwapTest:
    """The swap test of one board size and first click."""

    def __init__(self, height: int, width: int, start: Cell) -> None:
        self.row = width + 4
        self.bits, self.off_board, self.shown, self.swaps, self.diagonals = swap_tables(
            height, width, start
        )

    def blocked(self, mine_cells: list[int]) -> bool:
        """Mines that can trade places with safe cells without changing a number that
        can ever be opened: a mine next to a safe cell whose every distinguishing
        neighbour is a mine (or off the board), or the mines on one diagonal of a
        2x2 block whose other diagonal is safe and whose four outer corners are mines.

        The two layouts have as many mines and differ only in numbers on mines, which
        are never opened, so no player can ever tell which of the cells is safe: the
        board needs a guess. Single swaps settle about 44% of the random boards that
        are not solvable (9x9/10 to 30x16/99), the 2x2 blocks another 20%. Each
        kind of swap is looked for at every mine at once, a shift and an AND per
        cell that must be a mine.
        """
        bits = self.bits
        mines = 0
        for m in mine_cells:
            mines |= bits[m]
        solid = self.off_board | mines
        free = ~(solid | self.shown)  # a safe cell the first click does not show
        for d, witnesses in self.swaps:
            if _walled(mines & _at(free, d), solid, witnesses):
                return True
        row = self.row
        for d, witnesses in self.diagonals:
            # the other mine at d, the safe diagonal at d - row and row
            found = mines & _at(mines, d) & _at(free, d - row) & _at(free, row)
            if _walled(found, solid, witnesses):
                return True
        return False


def _walled(found: int, solid: int, witnesses: tuple[int, ...]) -> int:
    """The cells of ``found`` whose every witness (an offset) is solid: a mine or off the
    board, so no number there can ever be opened."""
    for x in witnesses:
        if not found:
            break
        found &= _at(solid, x)
    return found


def swap_blocked(height: int, width: int, start: Cell, mines: Iterable[Cell]) -> bool:
    """Does the layout ``mines`` hold an invisible swap (so it needs a guess from ``start``)?"""
    return SwapTest(height, width, start).blocked([r * width + c for r, c in mines])
