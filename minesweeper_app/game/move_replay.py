"""A stored game played again, one move at a time, through the game's own rules.

Shared by the review (which judges each move) and the logic path (which starts where
the first click left the board); a move that does not fit the board raises
:class:`ReplayError`.
"""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper_app.engine import Board, BoardLayout, Cell, Move, MoveAction
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game.model import FLAG_ACTIONS
from minesweeper_app.game.wording import format_cell
from minesweeper_app.i18n import translate


class ReplayError(ValueError):
    """The moves do not fit the board (a damaged or foreign record)."""


class MoveReplay:
    """The finished game played again through ``Game``, one stored move at a time."""

    def __init__(self, layout: BoardLayout) -> None:
        self.mines = layout.mines
        self.start: Cell = layout.start
        self.now = 0.0
        level = custom_level(layout.height, layout.width, len(layout.mines))
        self.game = Game(level, clock=lambda: self.now)

    def ensure_started(self, cell: Cell | None) -> None:
        game = self.game
        if game.state is State.READY:
            if cell is not None and cell != self.start:
                message = translate(
                    "Review", "The first click was at {cell}, but this board starts at {start}."
                )
                raise ReplayError(
                    message.format(cell=format_cell(cell), start=format_cell(self.start))
                )
            game.click(self.start)
            game.place_mines(self.mines)

    def apply(self, move: Move) -> None:
        """Play one stored move through ``Game.apply`` at its own time."""
        game = self.game
        cell = (int(move.cell[0]), int(move.cell[1]))
        self.now = move.seconds
        if not game.on_board(cell):
            message = translate("Review", "A move at {cell} is off the board.")
            raise ReplayError(message.format(cell=format_cell(cell)))
        if move.action is MoveAction.OPEN and game.state is State.READY:
            self.ensure_started(cell)
            return
        if move.action not in FLAG_ACTIONS:  # flags may be set on the covered board
            self.ensure_started(None)
        game.apply(move)


def replay(layout: BoardLayout, moves: Sequence[Move]) -> list[Board]:
    """The positions of a stored game: before the first move, then after each move."""
    r = MoveReplay(layout)
    out = [r.game.values.copy()]
    for move in moves:
        r.apply(move)
        out.append(r.game.values.copy())
    return out
