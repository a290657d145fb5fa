"""One move on a board: what a player (or the helper) does to one cell, and when.

The one ``Move`` of the whole program: the hint ladder proposes moves, ``Game.apply``
plays them, the game's move log, the statistics, the review and the replay files store
them.  ``seconds`` is the time since the game started; a move that is only proposed
(a hint's) has none yet.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from minesweeper_app.engine.board import Cell


class MoveAction(enum.Enum):
    """What a move does to its cell.

    OPEN a covered cell (the first click asks for the board; an opened number chords),
    CHORD a number whose flags are complete, FLAG and UNFLAG, QUESTION (a flag becomes
    a question mark) and UNQUESTION (the mark is taken off), and HINT: the helper's move
    as the move log keeps it; the board's mines tell whether it opened a safe cell,
    flagged a mine or took a wrong flag off.  The declaration order is the statistics'
    stored code of each action: never reorder, only append.
    """

    OPEN = "open"
    FLAG = "flag"
    UNFLAG = "unflag"
    CHORD = "chord"
    QUESTION = "question"
    UNQUESTION = "unquestion"
    HINT = "hint"


@dataclass(frozen=True)
class Move:
    """``action`` on ``cell``, ``seconds`` after the game started."""

    action: MoveAction
    cell: Cell
    seconds: float = 0.0
