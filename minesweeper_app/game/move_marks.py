"""What a move did, read off the game: the moves it logged and the cells it opened."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import COVERED, FLAGGED, MINE, Cell, MoveAction
from minesweeper_app.game.events import MoveMade, MoveSource
from minesweeper_app.game.model import Game


@dataclass(frozen=True)
class Mark:
    """The game just before a move: how many moves it had logged, and its cells."""

    moves: int
    values: npt.NDArray[np.int8]

    @classmethod
    def of(cls, game: Game) -> Mark:
        return cls(len(game.moves), game.values.copy())

    def opened(self, game: Game) -> tuple[Cell, ...]:
        """Cells covered (or flagged) at the mark and opened now, a mine that was hit too."""
        before = self.values
        was_covered = (before == COVERED) | (before == FLAGGED)
        found = np.argwhere(was_covered & (game.values >= MINE))
        return tuple((int(r), int(c)) for r, c in found)

    def move_made(
        self, game: Game, generation: int, action: MoveAction, cell: Cell, source: MoveSource
    ) -> MoveMade:
        moves = tuple(game.moves[self.moves :])
        return MoveMade(generation, action, cell, source, moves, self.opened(game), game.state)
