"""A stored game played again, one move at a time, through the game's own rules.

Shared by the review (which judges each move) and the logic path (which starts where
the first click left the board); a move that does not fit the board raises
:class:`ReplayError`.
"""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper_app.engine import Board, Cell, Move, MoveAction, format_cell
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game.model import FLAG_ACTIONS


class ReplayError(ValueError):
    """The moves do not fit the board (a damaged or foreign record)."""


class MoveReplay:
    """The finished game played again through ``Game``, one stored move at a time."""

    def __init__(self, height: int, width: int, mines: frozenset[Cell], start: Cell) -> None:
        self.mines = mines
        self.start = start
        self.now = 0.0
        self.game = Game(custom_level(height, width, len(mines)), clock=lambda: self.now)

    def ensure_started(self, cell: Cell | None) -> None:
        game = self.game
        if game.state is State.READY:
            if cell is not None and cell != self.start:
                raise ReplayError(
                    f"The first click was at {format_cell(cell)}, but this board starts "
                    f"at {format_cell(self.start)}."
                )
            game.click(self.start)
            game.place_mines(self.mines)

    def apply(self, move: Move) -> None:
        """Play one stored move through ``Game.apply`` at its own time."""
        game = self.game
        cell = (int(move.cell[0]), int(move.cell[1]))
        self.now = move.seconds
        if not game.on_board(cell):
            raise ReplayError(f"A move at {format_cell(cell)} is off the board.")
        if move.action is MoveAction.OPEN and game.state is State.READY:
            self.ensure_started(cell)
            return
        if move.action not in FLAG_ACTIONS:  # flags may be set on the covered board
            self.ensure_started(None)
        game.apply(move)


def replay(
    height: int, width: int, mines: frozenset[Cell], start: Cell, moves: Sequence[Move]
) -> list[Board]:
    """The positions of a stored game: before the first move, then after each move."""
    r = MoveReplay(height, width, frozenset(mines), start)
    out = [r.game.values.copy()]
    for move in moves:
        r.apply(move)
        out.append(r.game.values.copy())
    return out
