"""Which levels can have a no-guess board, and why not: the one level validator.

The creator, the command line (``--level``), the custom dialog and the game's level
parsing all ask :func:`no_guess_obstacle`, so a level is refused where it is typed, with
the same reason everywhere.
"""

from __future__ import annotations

import numpy as np

from minesweeper_app.engine.board import CellLike, check_cell, check_size
from minesweeper_app.i18n import translate


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
) -> str | None:
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
    if mines < 0:
        text = translate(
            "Levels", "The number of mines cannot be negative ({mines} was asked for)."
        )
        return text.format(mines=mines)
    cap = max_mines(height, width, start)
    if mines > cap:
        if cap <= 0:
            text = translate(
                "Levels",
                "A {width}x{height} board has no room for mines: the first click and its "
                "neighbours never hold one. Make one side at least 4.",
            )
            return text.format(width=width, height=height)
        text = translate(
            "Levels",
            "A {width}x{height} board holds at most %n mine(s): the first cell opened and its "
            "neighbours never hold one ({mines} were asked for).",
            None,
            cap,
        )
        return text.format(width=width, height=height, mines=mines)
    if 2 in (height, width) and mines % 2:
        if height == 2:
            return translate(
                "Levels",
                "A board 2 cells high needs an even number of mines: the two cells of a column "
                "look the same to every number, so a column with one mine would be a guess.",
            )
        return translate(
            "Levels",
            "A board 2 cells wide needs an even number of mines: the two cells of a row look "
            "the same to every number, so a row with one mine would be a guess.",
        )
    return None


def level_obstacle(height: int, width: int, mines: int) -> str | None:
    """Why the game does not offer this level, or None: at least one mine, and a board
    won without guessing wherever the first click lands (:func:`no_guess_obstacle`).

    The command line, the custom dialog and board ids all accept exactly these levels.
    """
    check_size(height, width)
    if isinstance(mines, int | np.integer) and not isinstance(mines, bool) and mines < 1:
        return translate("Levels", "A board needs at least one mine, not {mines}.").format(
            mines=mines
        )
    return no_guess_obstacle(height, width, mines)
