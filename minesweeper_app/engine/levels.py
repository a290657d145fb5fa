"""Which levels can have a no-guess board, and why not: the one level validator.

The creator, the command line (``--level``), the custom dialog and the game's level
parsing all ask :func:`no_guess_obstacle`, so a level is refused where it is typed, with
the same reason everywhere. The reason is data (a ``LevelObstacle``); the game layer
words it in the player's language (``game.wording.problems``), and its ``str`` is the
English sentence for developers and logs.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine.board import CellLike, check_cell, check_size


class LevelProblem(enum.Enum):
    """What makes a level impossible without guessing (or one the game does not play)."""

    NEGATIVE_MINES = "negative mines"
    NO_ROOM = "no room for mines"
    TOO_MANY = "too many mines"
    TWO_HIGH_ODD = "odd mines on a board 2 cells high"
    TWO_WIDE_ODD = "odd mines on a board 2 cells wide"
    NO_MINE = "no mine"


@dataclass(frozen=True, slots=True)
class LevelObstacle:
    """Why a level has no no-guess board: the problem and the numbers a sentence names."""

    problem: LevelProblem
    height: int
    width: int
    mines: int
    most: int
    """The most mines the board holds (``max_mines``)."""

    def __str__(self) -> str:
        if self.problem is LevelProblem.TOO_MANY:
            most = f"{self.most} mine" if self.most == 1 else f"{self.most} mines"
            return (
                f"A {self.width}x{self.height} board holds at most {most}: the first cell "
                f"opened and its neighbours never hold one ({self.mines} were asked for)."
            )
        return _ENGLISH[self.problem].format(width=self.width, height=self.height, mines=self.mines)


_ENGLISH = {
    LevelProblem.NEGATIVE_MINES: "The number of mines cannot be negative ({mines} was asked for).",
    LevelProblem.NO_ROOM: "A {width}x{height} board has no room for mines: the first click and "
    "its neighbours never hold one. Make one side at least 4.",
    LevelProblem.TWO_HIGH_ODD: "A board 2 cells high needs an even number of mines: the two "
    "cells of a column look the same to every number, so a column with one mine would be a "
    "guess.",
    LevelProblem.TWO_WIDE_ODD: "A board 2 cells wide needs an even number of mines: the two "
    "cells of a row look the same to every number, so a row with one mine would be a guess.",
    LevelProblem.NO_MINE: "A board needs at least one mine, not {mines}.",
}
"""The English sentences of the problems (``game.wording.problems`` has the translated ones)."""


class LevelError(ValueError):
    """A creation request for a level without a no-guess board; ``obstacle`` says why."""

    def __init__(self, obstacle: LevelObstacle) -> None:
        super().__init__(str(obstacle))
        self.obstacle = obstacle


def max_mines(height: int, width: int, start: CellLike | None = None) -> int:
    """The most mines a board can hold: every cell except the start and its neighbours.

    Without ``start`` the first click may land anywhere, so the worst case counts: a click
    in the middle keeps 3x3 cells free (fewer on boards 1 or 2 cells wide).
    """
    height, width = check_size(height, width)
    if start is None:
        return height * width - min(height, 3) * min(width, 3)
    r, c = check_cell(height, width, start, "start cell")
    area = (min(height, r + 2) - max(0, r - 1)) * (min(width, c + 2) - max(0, c - 1))
    return height * width - area


def no_guess_obstacle(
    height: int, width: int, mines: int, start: CellLike | None = None
) -> LevelObstacle | None:
    """Why no board of this level can be won without guessing, or None if one can.

    Without ``start`` the first click may land anywhere, so the level must work
    for a click in the middle. Two reasons exist:

    - Mines only fit outside the first click and its neighbours, so a board holds
      at most ``cells - 9`` mines (on 1- and 2-wide boards, ``cells - 3 * side``).
      Every count up to that is possible: mines packed against the far edges
      are found by the numbers and the mine count.
    - On a board 2 cells high (or wide) the two cells of a column (row) have the
      same neighbours, so no number tells them apart: a column with one mine is
      a guess. Every column holds 0 or 2 mines, and the count must be even.
    """
    check_size(height, width)
    if isinstance(mines, bool) or not isinstance(mines, int | np.integer):
        raise TypeError(f"The number of mines must be a whole number, not {mines!r}.")
    cap = max_mines(height, width, start)
    problem = None
    if mines < 0:
        problem = LevelProblem.NEGATIVE_MINES
    elif mines > cap:
        problem = LevelProblem.NO_ROOM if cap <= 0 else LevelProblem.TOO_MANY
    elif 2 in (height, width) and mines % 2:
        problem = LevelProblem.TWO_HIGH_ODD if height == 2 else LevelProblem.TWO_WIDE_ODD
    if problem is None:
        return None
    return LevelObstacle(problem, height, width, int(mines), cap)


def level_obstacle(height: int, width: int, mines: int) -> LevelObstacle | None:
    """Why the game does not offer this level, or None: at least one mine, and a board
    won without guessing wherever the first click lands (:func:`no_guess_obstacle`).

    The command line, the custom dialog and board ids all accept exactly these levels.
    """
    check_size(height, width)
    if isinstance(mines, int | np.integer) and not isinstance(mines, bool) and mines < 1:
        return LevelObstacle(
            LevelProblem.NO_MINE, height, width, int(mines), max_mines(height, width)
        )
    return no_guess_obstacle(height, width, mines)
