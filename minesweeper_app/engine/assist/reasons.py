"""Why a cell is safe or a mine, and what a hint says, as frozen data: never as words.

A reason holds the proof's premises (the numbers with their values, the counts, the cells)
and the technique used; the sentence a player reads is made from it only when shown, in
the language chosen then (``minesweeper_app.game.wording``), the way python-chess keeps a
move as data and writes its notation with ``board.san(move)``. So the engine never imports
the translations, and a hint made in one language reads in another after a switch.

Each reason also says which cells the sentence will name and how the board marks them
(``marks``): that is data too, the same in every language.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from minesweeper_app.engine.board import Cell


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


class Technique(enum.Enum):
    """The rule a step's proof uses, from the easiest to the hardest to see."""

    ONE_NUMBER = "one_number"
    """One number decides its covered cells (Kunz's easy moves)."""
    TWO_NUMBERS = "two_numbers"
    """Two numbers bound the mines of the cells they share (the subset rule)."""
    SUPPOSE = "suppose"
    """Suppose the opposite and follow single numbers to a contradiction."""
    EVERY_WAY = "every_way"
    """Every arrangement that fits a group of numbers agrees on the cell."""
    MINE_COUNT = "mine_count"
    """The mines left, counted against what the numbers allow."""


Marks = tuple[tuple[Cell, HintRole], ...]
Number = tuple[int, Cell]
"""An opened number as a reason names it: its value and its cell."""

MAX_NAMED = 6
"""Longest list of cells a sentence names; longer lists name the first ones and call the
rest "highlighted" (so the marks of a long list of numbers are AREA, not CLUE)."""


def merge(*groups: Iterable[tuple[Cell, HintRole]]) -> Marks:
    """Marks in order, each cell once (its first role wins)."""
    out: dict[Cell, HintRole] = {}
    for group in groups:
        for cell, role in group:
            out.setdefault(cell, role)
    return tuple(out.items())


def _clue_and_target(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.CLUE) for c in clues), [(target, HintRole.TARGET)])


def _area_and_target(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.AREA) for c in sorted(clues)), [(target, HintRole.TARGET)])


@dataclass(frozen=True)
class Reason:
    """One sentence's worth of meaning. ``marks``: the cells it names, with their roles."""

    @property
    def marks(self) -> Marks:
        return ()


@dataclass(frozen=True)
class StepReason(Reason):
    """Why ``cell`` is safe or a mine: the proof of one step."""

    technique: ClassVar[Technique]
    cell: Cell


# -- one number ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SingleSafe(StepReason):
    """``number`` has all its mines (``flagged`` of them, maybe none) around it already."""

    technique = Technique.ONE_NUMBER
    number: Number
    flagged: int

    @property
    def marks(self) -> Marks:
        return _clue_and_target([self.number[1]], self.cell)


@dataclass(frozen=True)
class SingleMine(StepReason):
    """``number`` touches exactly ``covered`` unknown cells and needs all of them
    (``needs`` more mines besides the ``flagged`` ones)."""

    technique = Technique.ONE_NUMBER
    number: Number
    flagged: int
    covered: int
    needs: int

    @property
    def marks(self) -> Marks:
        return _clue_and_target([self.number[1]], self.cell)


# -- two numbers -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PairSafe(StepReason):
    """``a`` forces ``shared_at_least`` mines next to both numbers, which is all ``b``
    needs. ``away``: ``a``'s covered cells away from ``b``; ``*_more``: the number has
    mines around it already (it needs "more")."""

    technique = Technique.TWO_NUMBERS
    a: Number
    b: Number
    a_needs: int
    a_more: bool
    b_more: bool
    away: int
    shared_at_least: int

    @property
    def marks(self) -> Marks:
        return _clue_and_target([self.a[1], self.b[1]], self.cell)


@dataclass(frozen=True)
class PairMine(StepReason):
    """``a`` caps the mines of the cells it shares with ``b``, so ``b``'s ``b_only``
    other cells hold the rest."""

    technique = Technique.TWO_NUMBERS
    a: Number
    b: Number
    a_needs: int
    a_more: bool
    b_needs: int
    b_more: bool
    b_only: int

    @property
    def marks(self) -> Marks:
        return _clue_and_target([self.a[1], self.b[1]], self.cell)


# -- three numbers and more ------------------------------------------------------------------


@dataclass(frozen=True)
class ChainLine:
    """One step of a "Suppose ..." proof: ``num`` makes ``cells`` mines or safe."""

    num: Number
    cells: tuple[Cell, ...]
    mines: bool


@dataclass(frozen=True)
class Chain(StepReason):
    """Suppose the opposite of ``is_mine``, follow ``lines``, and ``broken`` gets too many
    (or too few) mines."""

    technique = Technique.SUPPOSE
    is_mine: bool
    lines: tuple[ChainLine, ...]
    broken: Number
    too_many: bool

    @property
    def marks(self) -> Marks:
        marks: list[tuple[Cell, HintRole]] = [(self.cell, HintRole.TARGET)]
        for line in self.lines:
            marks.append((line.num[1], HintRole.CLUE))
            marks += [(c, HintRole.IMPLIED) for c in line.cells]
        marks.append((self.broken[1], HintRole.CLUE))
        return merge(marks)


@dataclass(frozen=True)
class EveryWay(StepReason):
    """An exhaustive check over ``numbers``: ``cell`` is the same in every arrangement."""

    technique = Technique.EVERY_WAY
    numbers: tuple[Number, ...]
    is_mine: bool

    @property
    def marks(self) -> Marks:
        if len(self.numbers) <= MAX_NAMED:
            return _clue_and_target((n[1] for n in self.numbers), self.cell)
        return merge(((n[1], HintRole.AREA) for n in self.numbers), [(self.cell, HintRole.TARGET)])


@dataclass(frozen=True)
class NotSmallest(Reason):
    """A note after a step that rests on ``count`` nearby numbers, not a smallest set
    (``out_of_time``: because the exact search ran out of time)."""

    count: int
    out_of_time: bool


# -- the mine count --------------------------------------------------------------------------


@dataclass(frozen=True)
class MinesLeft:
    """How many of the ``total`` mines are ``left`` (``has_clues``: numbers account for
    the others, and the sentence names them as the highlighted numbers)."""

    total: int
    left: int
    has_clues: bool

    @property
    def names_clues(self) -> bool:
        """Whether the sentence's opening names the highlighted numbers."""
        return self.has_clues and self.total > 0 and self.left != self.total


@dataclass(frozen=True)
class CountReason(StepReason):
    """A step the mine count decides; ``clues``: every number next to a hidden cell."""

    technique = Technique.MINE_COUNT
    head: MinesLeft
    clues: tuple[Cell, ...]

    @property
    def marks(self) -> Marks:
        return _area_and_target(self.clues, self.cell)


@dataclass(frozen=True)
class CountAllFound(CountReason):
    """Every mine is accounted for, so every other covered cell is safe."""


@dataclass(frozen=True)
class CountFreeSafe(CountReason):
    """The mines left all fit next to numbers, so the cells away from numbers are safe."""

    has_numbers: bool
    need_all: bool
    """The highlighted numbers need at least all the mines left."""


@dataclass(frozen=True)
class CountFreeMines(CountReason):
    """The numbers leave room for ``at_most`` mines, so the ``n_free`` cells away from
    numbers are all mines."""

    at_most: int
    n_free: int
    has_numbers: bool


@dataclass(frozen=True)
class CountInside(CountReason):
    """The numbers around ``cell`` allow ``allowed`` mines, only ``fits`` fit the count."""

    allowed: tuple[int, ...]
    fits: tuple[int, ...]
    is_mine: bool


@dataclass(frozen=True)
class CountGeneral(CountReason):
    """Counting the mines left against every arrangement the numbers allow."""

    is_mine: bool


# -- the ladder's stages: mistakes -----------------------------------------------------------


@dataclass(frozen=True)
class TooManyGeneral(Reason):
    """``n`` numbers have more flags around them than their values."""

    n: int


@dataclass(frozen=True)
class TooManyNumber(Reason):
    """``number`` has ``flags`` around it, more than its value."""

    number: Number
    flags: tuple[Cell, ...]

    @property
    def marks(self) -> Marks:
        return merge(
            [(self.number[1], HintRole.TOO_MANY)], ((c, HintRole.SURPLUS_FLAG) for c in self.flags)
        )


@dataclass(frozen=True)
class TooManyRest(Reason):
    """``n`` more numbers (not described one by one) have too many flags as well."""

    n: int


@dataclass(frozen=True)
class WrongGeneral(Reason):
    """``n`` flags are on provably safe cells."""

    n: int


@dataclass(frozen=True)
class WrongCells(Reason):
    """The flags on ``cells`` are on provably safe cells."""

    cells: tuple[Cell, ...]

    @property
    def marks(self) -> Marks:
        return tuple((c, HintRole.WRONG_FLAG) for c in self.cells)


@dataclass(frozen=True)
class OfferUnflag(Reason):
    """The next press removes the wrong flag on ``cell``."""

    cell: Cell

    @property
    def marks(self) -> Marks:
        return ((self.cell, HintRole.WRONG_FLAG),)


@dataclass(frozen=True)
class RemoveFlag(OfferUnflag):
    """This press removes the wrong flag on ``cell``."""


@dataclass(frozen=True)
class UnprovenGeneral(Reason):
    """``n`` flags cannot be proven yet."""

    n: int


@dataclass(frozen=True)
class UnprovenCells(Reason):
    """Nothing proves the flags on ``cells`` yet."""

    cells: tuple[Cell, ...]

    @property
    def marks(self) -> Marks:
        return tuple((c, HintRole.UNPROVEN_FLAG) for c in self.cells)


@dataclass(frozen=True)
class Inconsistent(Reason):
    """The numbers around ``cell`` (or, with ``cell`` None, the numbers and the ``total``)
    contradict each other."""

    cell: Cell | None
    total: int | None

    @property
    def marks(self) -> Marks:
        return () if self.cell is None else ((self.cell, HintRole.CONTRADICTION),)


# -- the ladder's stages: progress -----------------------------------------------------------


@dataclass(frozen=True)
class ProgressArea(Reason):
    """Where to look: the ``clues`` (with the mine count when ``uses_count``); ``local``
    when the full check took too long."""

    clues: tuple[Cell, ...]
    uses_count: bool
    no_flag_mode: bool
    local: bool

    @property
    def marks(self) -> Marks:
        return tuple((c, HintRole.AREA) for c in self.clues)


@dataclass(frozen=True)
class ProgressCell(Reason):
    """Which cell the ``clues`` (and maybe the mine count) decide."""

    clues: tuple[Cell, ...]
    cell: Cell
    uses_count: bool

    @property
    def marks(self) -> Marks:
        return _area_and_target(self.clues, self.cell)


@dataclass(frozen=True)
class OfferMove(Reason):
    """The next press opens (or flags, ``is_mine``) ``cell``."""

    cell: Cell
    is_mine: bool

    @property
    def marks(self) -> Marks:
        return ((self.cell, HintRole.TARGET),)


@dataclass(frozen=True)
class MakeMove(OfferMove):
    """This press opens (or flags) ``cell``."""


@dataclass(frozen=True)
class Solved(Reason):
    """Every covered cell left is a mine."""


@dataclass(frozen=True)
class NoProgress(Reason):
    """Nothing can be proven: the next move is a guess."""

    no_flag_mode: bool


@dataclass(frozen=True)
class TooLong(Reason):
    """Nothing was found within the time budget."""


# -- the flag check --------------------------------------------------------------------------


@dataclass(frozen=True)
class NoFlags(Reason):
    """There is no flag to check."""


@dataclass(frozen=True)
class FlagsFine(Reason):
    """All ``n`` flags are proven mines (``complete`` False: none is provably wrong, but
    not every flag could be checked)."""

    n: int
    complete: bool


@dataclass(frozen=True)
class FlagsUnchecked(Reason):
    """The flags not named could not be checked in time."""


def marks_of(reasons: Iterable[Reason]) -> Marks:
    """The marks of several sentences said one after another."""
    return merge(*(r.marks for r in reasons))
