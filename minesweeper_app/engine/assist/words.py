"""The small words every hint sentence is built from: roles, counts, lists of cells.

The sentences themselves are in ``wording_reasons`` (why a cell is safe or a mine) and
``wording_stages`` (the hint ladder and the flag check); ``wording`` lists them all.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from minesweeper_app.engine.board import Cell, format_cell
from minesweeper_app.i18n import join_list, translate


class HintRole(enum.Enum):
    """How the window should mark a highlighted cell."""

    CLUE = "clue"
    """A number the reason names."""
    TARGET = "target"
    """The cell the hint is about (to open or flag)."""
    AREA = "area"
    """A number of a group the text calls "highlighted" instead of naming each."""
    IMPLIED = "implied"
    """A cell a "Suppose ..." chain decides along the way."""
    WRONG_FLAG = "wrong_flag"
    """A flag on a provably safe cell."""
    UNPROVEN_FLAG = "unproven_flag"
    """A flag nothing proves yet."""
    TOO_MANY = "too_many"
    """A number with more flags around it than its value."""
    SURPLUS_FLAG = "surplus_flag"
    """A flag around a TOO_MANY number: at least one of these flags is wrong."""
    CONTRADICTION = "contradiction"
    """A cell where the numbers contradict each other."""
    MISTAKE = "mistake"
    """After a loss: the mine that was hit."""
    SAFE = "safe"
    """The cell the hint is about, once the words say it is safe (the window's mark)."""
    MINE = "mine"
    """The cell the hint is about, once the words say it is a mine (the window's mark)."""


Marks = tuple[tuple[Cell, HintRole], ...]
Number = tuple[int, Cell]
"""An opened number as the text names it: its value and its cell."""

MAX_NAMED = 6
"""Longest list of cells read out; longer lists name the first ones and group the rest."""


class Said(NamedTuple):
    """A sentence and the cells it marks (named ones plus any "highlighted" group)."""

    text: str
    marks: Marks = ()

    def __add__(self, other: object) -> Said:
        if not isinstance(other, Said):
            return NotImplemented
        space = " " if self.text and other.text else ""
        return Said(self.text + space + other.text, merge(self.marks, other.marks))


def merge(*groups: Iterable[tuple[Cell, HintRole]]) -> Marks:
    """Marks in order, each cell once (its first role wins)."""
    out: dict[Cell, HintRole] = {}
    for group in groups:
        for cell, role in group:
            out.setdefault(cell, role)
    return tuple(out.items())


# -- small words -----------------------------------------------------------------------------
# Every sentence is one translatable template (context "Hints", whose English counts up to
# eight are spelled out); these helpers only fill its placeholders.


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


def cell_list(cells: Sequence[Cell], role: HintRole, what: str = "cells") -> Said:
    """ "row 1, column 2, row 1, column 3 and 4 more highlighted cells": long lists shortened."""
    named = list(cells[:MAX_NAMED]) if len(cells) > MAX_NAMED + 1 else list(cells)
    rest = len(cells) - len(named)
    words = [format_cell(c) for c in named]
    if rest and what == "flags":
        words.append(translate("Lists", "%n more highlighted flag(s)", None, rest))
    elif rest:
        words.append(translate("Lists", "%n more highlighted cell(s)", None, rest))
    return Said(join(words), tuple((c, role) for c in cells))


def area_marks(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.AREA) for c in sorted(clues)), [(target, HintRole.TARGET)])
