"""The cell-value board (Kunz, Definitions 3.5-3.8) and board geometry.

Every board the engine takes or returns is an ``int8`` numpy array of shape
``(height, width)`` holding cell values:

==========  ======================================
value       meaning
==========  ======================================
``-3``      flagged (the player's claim, not a fact)
``-2``      covered
``-1``      opened mine (the game is lost)
``0..8``    opened number: mines among the neighbours
==========  ======================================

Cells are ``(row, col)`` tuples, 0-based. Internally the engine works on flat
indices ``row * width + col`` because tuple hashing dominates the hot loops.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, SupportsIndex, TypeAlias

import numpy as np
import numpy.typing as npt

FLAGGED = -3
COVERED = -2
MINE = -1

BoardLike: TypeAlias = npt.ArrayLike
"""A position as the public calls take it: anything numpy reads as the cell-value board
(``check_values`` refuses the rest with a clear error)."""
CellLike: TypeAlias = Sequence[SupportsIndex]
"""A ``(row, col)`` pair of ints or numpy integers (``check_cell`` checks it)."""
SeedLike: TypeAlias = int | np.random.Generator | None
"""A seed (numpy integers too) or the generator itself: all randomness comes from it."""

MAX_SIDE = 128
"""Largest height or width the engine accepts (at least 99x99 is promised)."""

Cell = tuple[int, int]
Board = npt.NDArray[np.int8]


@dataclass(frozen=True)
class Geometry:
    """Neighbour tables of one board size, computed once (Kunz 3.3.1, side note)."""

    height: int
    width: int
    neighbours: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return self.height * self.width

    def index(self, cell: Cell) -> int:
        return cell[0] * self.width + cell[1]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.width)

    def cells(self, indices: Iterable[int]) -> frozenset[Cell]:
        w = self.width
        return frozenset(divmod(i, w) for i in indices)


def geometry(height: int, width: int) -> Geometry:
    """Shared neighbour tables for a board size (sizes as plain ints, so numpy's small
    integer types can neither overflow in the tables nor share a cache entry with them)."""
    return _geometry(int(height), int(width))


@lru_cache(maxsize=64)
def _geometry(height: int, width: int) -> Geometry:
    table: list[tuple[int, ...]] = []
    for r in range(height):
        for c in range(width):
            table.append(
                tuple(
                    rr * width + cc
                    for rr in range(max(0, r - 1), min(height, r + 2))
                    for cc in range(max(0, c - 1), min(width, c + 2))
                    if (rr, cc) != (r, c)
                )
            )
    return Geometry(height, width, tuple(table))


def neighbours(height: int, width: int, cell: Cell) -> list[Cell]:
    """The up to eight cells around ``cell`` (Kunz, Definition 3.3)."""
    height, width = check_size(height, width)
    g = geometry(height, width)
    return [g.cell(i) for i in g.neighbours[g.index(check_cell(height, width, cell))]]


def check_size(height: Any, width: Any) -> tuple[int, int]:
    """Reject board sizes the engine does not support, in words a player understands.

    Returns the sizes as plain ints (numpy integers would overflow in arithmetic).
    """
    for name, value in (("height", height), ("width", width)):
        if isinstance(value, bool) or not isinstance(value, int | np.integer):
            raise TypeError(f"The board {name} must be a whole number, not {value!r}.")
        if not 1 <= value <= MAX_SIDE:
            raise ValueError(
                f"The board {name} must be between 1 and {MAX_SIDE} cells; {value} was asked for."
            )
    return int(height), int(width)


def check_cell(height: int, width: int, cell: Any, what: str = "cell") -> Cell:
    """Return ``cell`` as a ``(row, col)`` tuple of ints, or raise if it is off the board."""
    try:
        if not isinstance(cell, tuple | list | np.ndarray):
            raise TypeError  # a dict or a set would unpack its keys: {0: 4, 1: 4} as (0, 1)
        row, col = cell
        for x in (row, col):
            if isinstance(x, bool) or not isinstance(x, int | np.integer):
                raise TypeError
        row, col = int(row), int(col)
    except (TypeError, ValueError):
        message = f"The {what} must be a (row, col) pair of integers, not {cell!r}."
        raise TypeError(message) from None
    if not (0 <= row < height and 0 <= col < width):
        raise ValueError(
            f"The {what} {(row, col)} is off the {height}x{width} board "
            f"(rows 0..{height - 1}, columns 0..{width - 1})."
        )
    return row, col


def check_mines(height: int, width: int, mines: Iterable[Any]) -> frozenset[Cell]:
    """Validate a mine layout: every cell on the board, none listed twice."""
    if isinstance(mines, frozenset | set) and _plain_cells_on_board(height, width, mines):
        return frozenset(mines)
    seen: set[Cell] = set()
    for m in mines:
        cell = check_cell(height, width, m, "mine")
        if cell in seen:
            raise ValueError(f"The mine {cell} is listed more than once.")
        seen.add(cell)
    return frozenset(seen)


def _plain_cells_on_board(height: int, width: int, cells: frozenset[Any] | set[Any]) -> bool:
    """Whether every cell is a tuple of two ints on the board, checked in bulk: the usual
    layout (the creator's set) then needs no Python call per cell, which matters on the
    GUI thread when a big, full board is placed. Anything else takes
    the checks of :func:`check_cell`, with their messages."""
    if not cells:
        return True
    if set(map(type, cells)) != {tuple}:
        return False
    try:
        rows, cols = zip(*cells, strict=True)
    except ValueError:  # cells that are not pairs
        return False
    if set(map(type, rows)) | set(map(type, cols)) != {int}:
        return False  # bool, numpy integers and the like: converted and checked one by one
    return bool(min(rows) >= 0 and max(rows) < height and min(cols) >= 0 and max(cols) < width)


def check_values(values: Any) -> Board:
    """Validate a cell-value board and return it as ``int8`` (a copy is never needed)."""
    if not isinstance(values, np.ndarray):
        raise TypeError(f"A board must be a numpy array, not {type(values).__name__}.")
    # numpy.ma is slow to import; no masked array exists before it is imported.
    masked = sys.modules.get("numpy.ma")
    if masked is not None and isinstance(values, masked.MaskedArray):
        raise TypeError(
            "A board must be a plain numpy array, not a masked array: every cell has a "
            "value (-3 flagged, -2 covered, -1 an opened mine, 0..8 a number)."
        )
    if values.ndim != 2:
        raise ValueError(f"A board must be two-dimensional, got shape {values.shape}.")
    if not np.issubdtype(values.dtype, np.integer):
        raise TypeError(f"A board must hold integers (int8), got dtype {values.dtype}.")
    check_size(int(values.shape[0]), int(values.shape[1]))
    if values.size and (values.min() < FLAGGED or values.max() > 8):
        bad = np.argwhere((values < FLAGGED) | (values > 8))[0]
        raise ValueError(
            f"Cell {tuple(int(x) for x in bad)} holds {int(values[tuple(bad)])}; "
            "cell values run from -3 (flagged) to 8."
        )
    return values.astype(np.int8, copy=False)


def cell_type_board(height: int, width: int, mines: Iterable[Cell]) -> Board:
    """The cell type board T (Kunz, Definition 3.5): -1 for mines, else the mine count."""
    height, width = check_size(height, width)
    is_mine = np.zeros((height + 2, width + 2), dtype=np.int8)
    for r, c in check_mines(height, width, mines):
        is_mine[r + 1, c + 1] = 1
    counts = sum(
        is_mine[1 + dr : height + 1 + dr, 1 + dc : width + 1 + dc]
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0)
    )
    types = np.asarray(counts, dtype=np.int8)
    types[is_mine[1:-1, 1:-1] == 1] = MINE
    return types


def touching(cells: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_]:
    """Every cell that is one of ``cells`` or next to one (its 3x3 neighbourhood)."""
    h, w = cells.shape
    padded = np.pad(cells, 1)
    near = np.zeros((h, w), dtype=bool)
    for dr in (0, 1, 2):
        for dc in (0, 1, 2):
            near |= padded[dr : dr + h, dc : dc + w]
    return near


def covered_board(height: int, width: int) -> Board:
    """A board on which every cell is still covered."""
    height, width = check_size(height, width)
    return np.full((height, width), COVERED, dtype=np.int8)
