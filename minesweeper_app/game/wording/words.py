"""The small words every sentence is built from: cells, counts, numbers, lists of cells.

The sentences themselves are in ``reasons`` (why a cell is safe or a mine) and ``stages``
(the hint ladder and the flag check); ``minesweeper_app.game.wording`` lists them all.
Every word is looked up when the sentence is made, so it is in the language chosen then.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from minesweeper_app.engine.assist.reasons import MAX_NAMED, Number
from minesweeper_app.engine.board import Cell
from minesweeper_app.i18n import join_list, translate

# Every sentence is one translatable template (context "Hints", whose English counts up to
# eight are spelled out); these helpers only fill its placeholders.


def format_cell(cell: Cell) -> str:
    """A cell as a player reads it: 1-based row and column."""
    if (
        not isinstance(cell, tuple | list)
        or len(cell) != 2
        or not all(isinstance(x, int | np.integer) and not isinstance(x, bool) for x in cell)
    ):
        raise TypeError(f"A cell is a (row, col) pair of integers, not {cell!r}.")
    return translate("Cells", "row {row}, column {col}").format(row=cell[0] + 1, col=cell[1] + 1)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def join(items: Iterable[str], last: str = "and") -> str:
    """ "A, B and C" (or "A, B or C") in the chosen language."""
    return join_list(items, last)


def mines(n: int, more: bool = False) -> str:
    """ "two mines" / "one more mine": a count of mines inside a sentence."""
    if more:
        return translate("Hints", "%n more mine(s)", None, n)
    return translate("Hints", "%n mine(s)", None, n)


def number(num: Number) -> str:
    """ "the 2 at row 3, column 4" """
    return translate("Hints", "the {value} at {cell}").format(
        value=num[0], cell=format_cell(num[1])
    )


def cell_list(cells: Sequence[Cell], what: str = "cells") -> str:
    """ "row 1, column 2, row 1, column 3 and 4 more highlighted cells": long lists shortened
    (the reason marks every cell, so the rest are the highlighted ones)."""
    named = list(cells[:MAX_NAMED]) if len(cells) > MAX_NAMED + 1 else list(cells)
    rest = len(cells) - len(named)
    words = [format_cell(c) for c in named]
    if rest and what == "flags":
        words.append(translate("Lists", "%n more highlighted flag(s)", None, rest))
    elif rest:
        words.append(translate("Lists", "%n more highlighted cell(s)", None, rest))
    return join(words)
