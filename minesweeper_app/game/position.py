"""What a board widget shows: a live ``Game`` or a read-only ``PositionView``.

The window paints the game being played; the review, the position before a loss and
the trainer's puzzles are positions to look at, not games to play, so they are
``PositionView`` values (frozen, their cell values read-only) instead of games built
only to be drawn.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, field, replace
from typing import Protocol

import numpy as np

from minesweeper_app.engine import FLAGGED, Board, Cell, neighbours
from minesweeper_app.game.model import State


class PositionLike(Protocol):
    """What is read to draw a board; ``Game`` and ``PositionView`` both have it."""

    @property
    def values(self) -> Board: ...
    @property
    def questions(self) -> Set[Cell]: ...
    @property
    def state(self) -> State: ...
    @property
    def mines(self) -> frozenset[Cell] | None: ...
    @property
    def height(self) -> int: ...
    @property
    def width(self) -> int: ...
    @property
    def finished(self) -> bool: ...
    def on_board(self, cell: Cell) -> bool: ...
    def neighbours(self, cell: Cell) -> list[Cell]: ...


@dataclass(frozen=True)
class PositionView:
    """One position to look at; ``values`` is a read-only copy of the cell values.

    ``state`` PLAYING (the default) draws the position as the player saw it, with help
    marks; LOST with ``mines`` also shows the mines and wrong flags, as at a loss.
    """

    values: Board
    state: State = State.PLAYING
    questions: frozenset[Cell] = field(default_factory=frozenset)
    mines: frozenset[Cell] | None = None

    def __post_init__(self) -> None:
        values = np.array(self.values, dtype=np.int8, copy=True)
        values.setflags(write=False)
        object.__setattr__(self, "values", values)

    @property
    def height(self) -> int:
        return int(self.values.shape[0])

    @property
    def width(self) -> int:
        return int(self.values.shape[1])

    @property
    def finished(self) -> bool:
        return self.state in (State.WON, State.LOST)

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def neighbours(self, cell: Cell) -> list[Cell]:
        return neighbours(self.height, self.width, cell)

    def with_flag(self, cell: Cell) -> PositionView:
        """The same position with a flag on ``cell``."""
        values = self.values.copy()
        values[cell] = FLAGGED
        return replace(self, values=values)
