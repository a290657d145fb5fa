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


@lru_cache(maxsize=32)
def swap_tables(
    height: int, width: int, start: Cell
) -> tuple[list[int], bytes, bytes, _Offsets, _Offsets]:
    """``SwapTest``'s tables, once per size and start: on a board padded by two
    cells, each cell's index, what counts as a mine (off-board) before any is laid,
    the cells the first click shows (never a swap partner), and ``_SWAPS`` and
    ``_DIAGONALS`` as offsets (a diagonal's by its lower mine)."""
    padded_width = width + 4
    padded = [(r + 2) * padded_width + c + 2 for r in range(height) for c in range(width)]
    solid = bytearray([1]) * ((height + 4) * padded_width)
    shown = bytearray(len(solid))
    r0, c0 = start
    for i, p in enumerate(padded):
        solid[p] = 0
        r, c = divmod(i, width)
        shown[p] = abs(r - r0) <= 1 and abs(c - c0) <= 1
    swaps, diagonals = (
        [
            (dr * padded_width + dc, tuple(a * padded_width + b for a, b in witnesses))
            for dr, dc, witnesses in table
        ]
        for table in (_SWAPS, _DIAGONALS)
    )
    return padded, bytes(solid), bytes(shown), swaps, diagonals


class SwapTest:
    """The swap test of one board size and first click."""

    def __init__(self, height: int, width: int, start: Cell) -> None:
        self.width = width
        tables = swap_tables(height, width, start)
        self.padded, self.solid, self.shown, self.swaps, self.diagonals = tables

    def blocked(self, mine_cells: list[int]) -> bool:
        """Mines that can trade places with safe cells without changing a number that
        can ever be opened: a mine next to a safe cell whose every distinguishing
        neighbour is a mine (or off the board), or the mines on one diagonal of a
        2x2 block whose other diagonal is safe and whose four outer corners are mines.

        The two layouts have as many mines and differ only in numbers on mines, which
        are never opened, so no player can ever tell which of the cells is safe: the
        board needs a guess. Single swaps settle about 44% of the random boards that
        are not solvable (9x9/10 to 30x16/99), the 2x2 blocks another 20%, for the
        price of looking around each mine once.
        """
        solid = bytearray(self.solid)
        pad = self.padded
        for m in mine_cells:
            solid[pad[m]] = 1
        shown = self.shown
        for m in mine_cells:
            p = pad[m]
            for d, witnesses in self.swaps:
                s = p + d
                if solid[s] or shown[s]:
                    continue
                for x in witnesses:
                    if not solid[p + x]:
                        break
                else:
                    return True
        board = self.solid
        width = self.width + 4
        for m in mine_cells:
            p = pad[m]
            for d, witnesses in self.diagonals:
                q = p + d  # the other mine; the safe diagonal is p + d - width and p + width
                if not solid[q] or board[q]:
                    continue
                a, b = q - width, p + width
                if solid[a] or shown[a] or solid[b] or shown[b]:
                    continue
                for x in witnesses:
                    if not solid[p + x]:
                        break
                else:
                    return True
        return False


def swap_blocked(height: int, width: int, start: Cell, mines: Iterable[Cell]) -> bool:
    """Does the layout ``mines`` hold an invisible swap (so it needs a guess from ``start``)?"""
    return SwapTest(height, width, start).blocked([r * width + c for r, c in mines])
