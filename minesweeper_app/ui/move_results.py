"""What a key on the board did, for a listener: Space, Enter, F and the arrows.

A sighted player sees what a move did; a screen reader user must be told.  Before the
board handles one of its keys the position is noted (:class:`Before`); once the move is
applied (the first opening waits for the board to be made) :func:`result` compares the
two and says what changed: what an opening showed and how many cells it opened, a flag
and the mines left, a move that did nothing and why, the board's edge.  A focus change
already says which cell the cursor reached, so an arrow that moved says nothing here.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import Cell
from minesweeper_app.engine.board import COVERED, FLAGGED
from minesweeper_app.game import State
from minesweeper_app.game.position import PositionLike
from minesweeper_app.ui import speech


class KeyKind(enum.Enum):
    MOVE = "move"
    OPEN = "open"
    FLAG = "flag"


@dataclass(frozen=True)
class Before:
    """The position as it was when the key came."""

    game: PositionLike
    cell: Cell
    values: npt.NDArray[np.int8]
    questions: frozenset[Cell]
    state: State


def before(game: PositionLike, cell: Cell) -> Before:
    return Before(game, cell, game.values.copy(), frozenset(game.questions), game.state)


def result(kind: KeyKind, was: Before, game: PositionLike, cursor: Cell, mines_left: int) -> str:
    """What the key did, in words ("" when nothing needs saying)."""
    if kind is KeyKind.MOVE:
        return speech.edge() if cursor == was.cell else ""
    cell = was.cell
    if was.state in (State.WON, State.LOST):
        return speech.game_is_over()
    values = game.values
    if values.shape != was.values.shape:
        return ""
    old = int(was.values[cell])
    new = int(values[cell])
    opened = int(np.count_nonzero((was.values < 0) & (values >= 0)))
    if kind is KeyKind.FLAG:
        if old >= 0:
            return speech.open_cannot_flag(cell)
        if new == FLAGGED and old != FLAGGED:
            return speech.flagged(mines_left)
        if cell in game.questions and cell not in was.questions:
            return speech.questioned()
        if old == FLAGGED or cell in was.questions:
            return speech.unflagged(mines_left)
        return ""
    lost = game.state is State.LOST
    if old >= 0:
        if lost:
            return speech.exploded()
        return speech.chorded(opened) if opened else speech.already_open(cell)
    if old == FLAGGED:
        return speech.flag_blocks_open(cell)
    if lost or new == -1:
        return speech.exploded()
    if new >= 0 and old == COVERED:
        return speech.opened(speech.cell_state(new), opened)
    return ""
