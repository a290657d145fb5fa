"""Every sentence the assistance says, and the cells each sentence names.

A sentence is built together with its marks: each cell it names ("row R, column C",
1-based, always through ``format_cell``) is marked with the role of what the
sentence says about it, so text and board agree one to one. The only cells marked
without being named are a group the sentence calls "highlighted" (role AREA: the
numbers a hint points at, or the rest of a list too long to read out).

The sentences, by kind (``tests/engine/test_assist.py`` has one test per kind):

Reasons (``Step.text``)
  single, safe:        "The 0 at A has no mines around it, so X is safe."
  single, safe, flags: "The 2 at A already has its two mines flagged, so its other covered
                        cells are safe, including X."
  single, one mine:    "The 1 at A touches exactly one covered cell, so X is a mine."
  single, mines:       "The 2 at A touches exactly two covered cells, so both are mines:
                        X is a mine."  (with flags: "The 3 at A has one mine flagged and
                        needs two more; it touches exactly two other covered cells, ...")
  pair, safe:          "The 2 at A needs two mines but has only one covered cell away from
                        the 1 at B, so at least one mine is next to both numbers. That is all
                        the 1 at B needs, so its other covered cells are safe, including X."
                        ("still needs" when B has mines around it already)
                        (or "Every covered cell around the 1 at A also touches the 2 at B,
                        so the one mine it needs is next to both numbers. ...")
  pair, mine:          "The 1 at A needs only one mine, so the cells it shares with the 3 at
                        B hold at most one mine. The 3 at B needs three mines, so its two
                        other covered cells must hold the rest: X is a mine."
  chain:               "Suppose X were safe. Then the 2 at A makes Y and Z mines. ...
                        But then the 1 at B would have too few mines. So X is a mine."
  every way:           "Try every way to place mines around the 2 at A, the 1 at B and the 1
                        at C that fits all three numbers: X is safe in each of them."
                        (more than six numbers: "... around the 9 highlighted numbers ...")
  not smallest:        "(This uses the 7 numbers around it; a smaller set may also work.)"
  local, out of time:  "(Finding the easiest step takes too long here, so this uses 7
                        numbers around it; a smaller set may also work.)"
  mine count, head:    "All 10 mines are accounted for by the highlighted numbers" /
                       "The only mine is accounted for ..." / "There are no mines" /
                       "All but 2 of the 40 mines are accounted for by the highlighted
                        numbers" / "Two mines are left" (nothing found yet), then one of
    all found:         "{head}, so every other covered cell is safe, including X."
    away, safe:        "{head}, which need at least two more mines among their covered
                        cells, so every covered cell that touches no number is safe,
                        including X." (or "..., and the highlighted numbers need at least ..." /
                        "..., and they can only go next to the highlighted numbers, ...")
    away, mines:       "{head}. The highlighted numbers leave room for at most one mine
                        among their covered cells, so the only covered cell that touches no
                        number, X, is a mine." (or "... so the three covered cells that
                        touch no number are all mines: X is a mine.")
    inside an area:    "{head}. The highlighted numbers around X allow 2 or 3 mines among
                        their covered cells, but only 3 fits the count; with that, X is
                        always a mine."
    general:           "{head}. Counting the mines left against every way the highlighted
                        numbers allow, X is safe."

Ladder stages (``HintStage.message``)
  too many flags:      "Two numbers have more flags around them than their values." then
                       "The 1 at A has two flags around it, at F and G, but only one mine,
                        so at least one of these flags is wrong." (per number, at most three;
                        "... but no mine, so all of these flags are wrong."; "One more
                        number has too many flags as well.")
  wrong flags:         "One flag is wrong." then "The flag at F is on a safe cell: the
                        numbers prove there is no mine there. Press Hint again and I will
                        remove the flag at F." then "Removing the flag at F." (move UNFLAG)
  unproven flags:      "Two flags cannot be proven yet; they may be wrong." then "Nothing
                        proves the flags at F and G yet: each may be wrong."
  long lists:          "... F1, F2, F3, F4, F5, F6 and 2 more highlighted flags ..."
  contradiction:       "These numbers cannot all be right: no arrangement of mines fits the
                        numbers around A." / "... no arrangement of exactly 40 mines fits
                        them."
  where:               "You can make progress in the highlighted area: one number there
                        tells you enough." / "...: two numbers there together tell you
                        enough." / "You can make progress by counting the mines that are
                        left, with the help of the highlighted numbers." ("open a cell" in
                        no-flag mode; out of time: "(A full check of this position takes
                        too long, so this hint uses only nearby numbers.)")
  which cell:          "Look at X: the highlighted number proves whether it is safe or a
                        mine." (or "the highlighted numbers prove" / "the highlighted
                        numbers and the mine count prove")
  why:                 the reason above
  offer, move:         "Press Hint again and I will open X for you." / "Opening X."
                       ("flag", "Flagging X.")
  solved:              "Every covered cell left is a mine: the board is solved. Well done!"
  no progress:         "No covered cell can be proven safe or a mine right now, so the next
                        move is a guess. Try the cell with the best odds." ("safe" only in
                        no-flag mode)
  out of time:         "This position takes too long to check, and no small group of
                        numbers proves anything. Press Hint again to let me think longer."

Check flags (``flag_check_stage``)
  "You have not placed any flags, so there is nothing to check." / "Your flag is a proven
  mine." / "Both your flags are proven mines." / "All three flags are proven mines." /
  the too-many, wrong and unproven sentences above (without the offer), and when out of
  time "No flag is provably wrong, but checking every flag takes too long here." or
  "... Checking the other flags takes too long here."
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from minesweeper_app.engine.board import Cell, format_cell


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

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def count(n: int, noun: str, plural: str | None = None) -> str:
    """ "two mines", "one covered cell", "three more": small numbers in words."""
    word = _WORDS[n] if 0 <= n < len(_WORDS) else str(n)
    if noun == "more":
        return f"{word} more"
    return f"{word} {noun if n == 1 else plural or noun + 's'}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def join(items: Iterable[str], last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def verb(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def number(num: Number) -> str:
    """ "the 2 at row 3, column 4" """
    return f"the {num[0]} at {format_cell(num[1])}"


def cell_list(cells: Sequence[Cell], role: HintRole, what: str = "more") -> Said:
    """ "row 1, column 2, row 1, column 3 and 4 more highlighted cells": long lists shortened."""
    named = list(cells[:MAX_NAMED]) if len(cells) > MAX_NAMED + 1 else list(cells)
    rest = len(cells) - len(named)
    words = [format_cell(c) for c in named]
    if rest:
        words.append(f"{rest} more highlighted {what}")
    return Said(join(words), tuple((c, role) for c in cells))


# -- reasons: one number ---------------------------------------------------------------------


def _clue_and_target(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.CLUE) for c in clues), [(target, HintRole.TARGET)])


def single_safe(num: Number, target: Cell, known: int) -> Said:
    name, x = cap(number(num)), format_cell(target)
    if known == 0:
        text = f"{name} has no mines around it, so {x} is safe."
    else:
        text = (
            f"{name} already has its {count(known, 'mine')} flagged, so its other "
            f"covered cells are safe, including {x}."
        )
    return Said(text, _clue_and_target([num[1]], target))


def single_mine(num: Number, target: Cell, known: int, covered: int, needs: int) -> Said:
    """``covered`` unknown cells around the number, all of them mines (``needs`` of them)."""
    name, x = cap(number(num)), format_cell(target)
    if known == 0:
        head = f"{name} touches exactly {count(covered, 'covered cell')}"
    else:
        head = (
            f"{name} has {count(known, 'mine')} flagged and needs {count(needs, 'more')}; "
            f"it touches exactly {count(covered, 'other covered cell')}"
        )
    if covered == 1:
        text = f"{head}, so {x} is a mine."
    else:
        tail = "both are mines" if covered == 2 else "all of them are mines"
        text = f"{head}, so {tail}: {x} is a mine."
    return Said(text, _clue_and_target([num[1]], target))


# -- reasons: two numbers --------------------------------------------------------------------


def _needs(n: int, more: bool) -> str:
    return count(n, "more mine" if more else "mine")


def pair_safe(
    a: Number,
    b: Number,
    target: Cell,
    *,
    a_needs: int,
    a_more: bool,
    b_more: bool,
    away: int,
    shared_at_least: int,
) -> Said:
    """``a`` forces ``shared_at_least`` mines next to both, which is all ``b`` needs."""
    if away == 0:
        why = (
            f"Every covered cell around {number(a)} also touches {number(b)}, so the "
            f"{_needs(a_needs, a_more)} it needs "
            f"{verb(a_needs, 'is', 'are')} next to both numbers."
        )
    else:
        why = (
            f"{cap(number(a))} needs {_needs(a_needs, a_more)} but has only "
            f"{count(away, 'covered cell')} away from {number(b)}, so at least "
            f"{count(shared_at_least, 'mine')} {verb(shared_at_least, 'is', 'are')} next to "
            "both numbers."
        )
    text = (
        f"{why} That is all {number(b)} {'still ' if b_more else ''}needs, so its other "
        f"covered cells are safe, including {format_cell(target)}."
    )
    return Said(text, _clue_and_target([a[1], b[1]], target))


def pair_mine(
    a: Number,
    b: Number,
    target: Cell,
    *,
    a_needs: int,
    a_more: bool,
    b_needs: int,
    b_more: bool,
    b_only: int,
) -> Said:
    """``a`` caps the shared cells, so ``b``'s ``b_only`` other cells hold the rest."""
    text = (
        f"{cap(number(a))} needs only {_needs(a_needs, a_more)}, so the cells it shares "
        f"with {number(b)} hold at most {count(a_needs, 'mine')}. {cap(number(b))} needs "
        f"{_needs(b_needs, b_more)}, so its {count(b_only, 'other covered cell')} must hold "
        f"the rest: {format_cell(target)} is a mine."
    )
    return Said(text, _clue_and_target([a[1], b[1]], target))


# -- reasons: three numbers and more ---------------------------------------------------------


class ChainLine(NamedTuple):
    """One step of a "Suppose ..." proof: ``num`` makes ``cells`` mines or safe."""

    num: Number
    cells: tuple[Cell, ...]
    mines: bool


def chain(
    target: Cell, is_mine: bool, lines: Sequence[ChainLine], broken: Number, too_many: bool
) -> Said:
    """Proof by contradiction: suppose the opposite, follow single numbers, hit a wall."""
    x = format_cell(target)
    words = [f"Suppose {x} were {'safe' if is_mine else 'a mine'}."]
    marks: list[tuple[Cell, HintRole]] = [(target, HintRole.TARGET)]
    for line in lines:
        cells = join(format_cell(c) for c in line.cells)
        kind = verb(len(line.cells), "a mine", "mines") if line.mines else "safe"
        words.append(f"Then {number(line.num)} makes {cells} {kind}.")
        marks.append((line.num[1], HintRole.CLUE))
        marks += [(c, HintRole.IMPLIED) for c in line.cells]
    words.append(f"But then {number(broken)} would have too {'many' if too_many else 'few'} mines.")
    marks.append((broken[1], HintRole.CLUE))
    words.append(f"So {x} is {'a mine' if is_mine else 'safe'}.")
    return Said(" ".join(words), merge(marks))


def every_way(numbers: Sequence[Number], target: Cell, is_mine: bool) -> Said:
    """The plain statement of an exhaustive check over a few numbers."""
    what = "a mine" if is_mine else "safe"
    x = format_cell(target)
    if len(numbers) <= MAX_NAMED:
        names = join(number(n) for n in numbers)
        text = (
            f"Try every way to place mines around {names} that fits all "
            f"{count(len(numbers), 'number')}: {x} is {what} in each of them."
        )
        return Said(text, _clue_and_target((n[1] for n in numbers), target))
    text = (
        f"Try every way to place mines around the {len(numbers)} highlighted numbers that "
        f"fits all of them: {x} is {what} in each of them."
    )
    return Said(text, merge(((n[1], HintRole.AREA) for n in numbers), [(target, HintRole.TARGET)]))


def not_smallest(n_numbers: int, out_of_time: bool) -> Said:
    if out_of_time:
        return Said(
            f"(Finding the easiest step takes too long here, so this uses "
            f"{n_numbers} numbers around it; a smaller set may also work.)"
        )
    return Said(f"(This uses the {n_numbers} numbers around it; a smaller set may also work.)")


# -- reasons: the mine count -----------------------------------------------------------------


def _area(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.AREA) for c in sorted(clues)), [(target, HintRole.TARGET)])


def count_head(total: int, left: int, has_clues: bool) -> str:
    """How many mines are left, said from the player's side."""
    by = " by the highlighted numbers" if has_clues else ""
    if total == 0:
        return "There are no mines"
    if left == 0:
        if total == 1:
            return f"The only mine is accounted for{by}"
        return f"All {total} mines are accounted for{by}"
    if left == total:
        return f"{cap(count(left, 'mine'))} {verb(left, 'is', 'are')} left"
    return f"All but {left} of the {total} mines are accounted for{by}"


def count_all_found(head: str, clues: Iterable[Cell], target: Cell) -> Said:
    other = "" if head == "There are no mines" else " other"
    return Said(
        f"{head}, so every{other} covered cell is safe, including {format_cell(target)}.",
        _area(clues, target),
    )


def count_free_safe(
    head: str, left: int, clues: Iterable[Cell], target: Cell, *, has_numbers: bool, need_all: bool
) -> Said:
    """The mines left all fit next to numbers, so cells away from numbers are safe."""
    named = "highlighted numbers" in head
    if not has_numbers:
        why = ""
    elif need_all:
        who = ", which" if named else ", and the highlighted numbers"
        why = (
            f"{who} need at least {count(left, 'more mine' if named else 'mine')} among "
            "their covered cells"
        )
    else:
        why = f", and {verb(left, 'it', 'they')} can only go next to the highlighted numbers"
    text = (
        f"{head}{why}, so every covered cell that touches no number is safe, "
        f"including {format_cell(target)}."
    )
    return Said(text, _area(clues, target))


def count_free_mines(
    head: str, at_most: int, n_free: int, clues: Iterable[Cell], target: Cell, *, has_numbers: bool
) -> Said:
    """The numbers have no room for the mines left, so cells away from numbers are mines."""
    x = format_cell(target)
    room = (
        f"The highlighted numbers leave room for at most {count(at_most, 'mine')} among "
        "their covered cells, so"
        if has_numbers
        else "So"
    )
    if n_free == 1:
        text = f"{head}. {room} the only covered cell that touches no number, {x}, is a mine."
    else:
        text = (
            f"{head}. {room} the {count(n_free, 'covered cell')} that touch no number are "
            f"all mines: {x} is a mine."
        )
    return Said(text, _area(clues, target))


def count_inside(
    head: str,
    allowed: Sequence[int],
    fits: Sequence[int],
    clues: Iterable[Cell],
    target: Cell,
    is_mine: bool,
) -> Said:
    """The count rules out some mine numbers of one area, which decides the cell."""
    x = format_cell(target)
    text = (
        f"{head}. The highlighted numbers around {x} allow "
        f"{join((str(k) for k in allowed), 'or')} mines among their covered cells, but only "
        f"{join((str(k) for k in fits), 'or')} {verb(len(fits), 'fits', 'fit')} the count; "
        f"with that, {x} is always {'a mine' if is_mine else 'safe'}."
    )
    return Said(text, _area(clues, target))


def count_general(head: str, clues: Iterable[Cell], target: Cell, is_mine: bool) -> Said:
    text = (
        f"{head}. Counting the mines left against every way the highlighted numbers "
        f"allow, {format_cell(target)} is {'a mine' if is_mine else 'safe'}."
    )
    return Said(text, _area(clues, target))


# -- ladder stages: mistakes -----------------------------------------------------------------


def too_many_general(n: int) -> Said:
    return Said(
        f"{cap(count(n, 'number'))} {verb(n, 'has', 'have')} more flags around "
        f"{verb(n, 'it', 'them')} than {verb(n, 'its value', 'their values')}."
    )


def too_many_number(num: Number, flags: Sequence[Cell]) -> Said:
    """One number with ``len(flags)`` flags around it and room for ``num[0]`` mines."""
    k, v = len(flags), num[0]
    room = "no mine" if v == 0 else f"only {count(v, 'mine')}"
    surplus = k - v
    if surplus == k:
        verdict = verb(k, "so the flag is wrong", "so all of these flags are wrong")
    else:
        verdict = f"so at least {_WORDS[surplus]} of these flags {verb(surplus, 'is', 'are')} wrong"
    text = (
        f"{cap(number(num))} has {count(k, 'flag')} around it, at "
        f"{join(format_cell(c) for c in flags)}, but {room}, {verdict}."
    )
    return Said(
        text, merge([(num[1], HintRole.TOO_MANY)], ((c, HintRole.SURPLUS_FLAG) for c in flags))
    )


def too_many_rest(n: int) -> Said:
    return Said(f"{cap(count(n, 'more number'))} {verb(n, 'has', 'have')} too many flags as well.")


def wrong_general(n: int) -> Said:
    return Said(f"{cap(count(n, 'flag'))} {verb(n, 'is', 'are')} wrong.")


def wrong_cells(cells: Sequence[Cell]) -> Said:
    listed = cell_list(cells, HintRole.WRONG_FLAG, "flags")
    n = len(cells)
    text = (
        f"The {verb(n, 'flag', 'flags')} at {listed.text} {verb(n, 'is', 'are')} on "
        f"{verb(n, 'a safe cell', 'safe cells')}: the numbers prove there "
        f"{verb(n, 'is no mine', 'are no mines')} there."
    )
    return Said(text, listed.marks)


def offer_unflag(cell: Cell) -> Said:
    return Said(
        f"Press Hint again and I will remove the flag at {format_cell(cell)}.",
        ((cell, HintRole.WRONG_FLAG),),
    )


def remove_flag(cell: Cell) -> Said:
    return Said(f"Removing the flag at {format_cell(cell)}.", ((cell, HintRole.WRONG_FLAG),))


def unproven_general(n: int) -> Said:
    return Said(
        f"{cap(count(n, 'flag'))} cannot be proven yet; {verb(n, 'it', 'they')} may be wrong."
    )


def unproven_cells(cells: Sequence[Cell]) -> Said:
    listed = cell_list(cells, HintRole.UNPROVEN_FLAG, "flags")
    n = len(cells)
    text = (
        f"Nothing proves the {verb(n, 'flag', 'flags')} at {listed.text} yet: "
        f"{verb(n, 'it', 'each')} may be wrong."
    )
    return Said(text, listed.marks)


def inconsistent(cell: Cell | None, total: int | None) -> Said:
    if cell is None:
        return Said(
            f"These numbers cannot all be right: no arrangement of exactly {total} mines fits them."
        )
    return Said(
        f"These numbers cannot all be right: no arrangement of mines fits the numbers "
        f"around {format_cell(cell)}.",
        ((cell, HintRole.CONTRADICTION),),
    )


# -- ladder stages: progress -----------------------------------------------------------------


def progress_area(clues: Sequence[Cell], uses_count: bool, no_flag_mode: bool, local: bool) -> Said:
    goal = "open a cell" if no_flag_mode else "make progress"
    n = len(clues)
    if uses_count:
        text = f"You can {goal} by counting the mines that are left"
        text += ", with the help of the highlighted numbers." if n else "."
    elif n == 1:
        text = f"You can {goal} in the highlighted area: one number there tells you enough."
    else:
        text = (
            f"You can {goal} in the highlighted area: {count(n, 'number')} there together "
            "tell you enough."
        )
    if local:
        text += (
            " (A full check of this position takes too long, so this hint uses only "
            "nearby numbers.)"
        )
    return Said(text, tuple((c, HintRole.AREA) for c in clues))


def progress_cell(clues: Sequence[Cell], target: Cell, uses_count: bool) -> Said:
    n = len(clues)
    if uses_count:
        which = "the highlighted numbers and the mine count prove" if n else "the mine count proves"
    else:
        which = verb(n, "the highlighted number proves", "the highlighted numbers prove")
    return Said(
        f"Look at {format_cell(target)}: {which} whether it is safe or a mine.",
        _area(clues, target),
    )


def offer_move(target: Cell, is_mine: bool) -> Said:
    return Said(
        f"Press Hint again and I will {'flag' if is_mine else 'open'} "
        f"{format_cell(target)} for you.",
        ((target, HintRole.TARGET),),
    )


def make_move(target: Cell, is_mine: bool) -> Said:
    return Said(
        f"{'Flagging' if is_mine else 'Opening'} {format_cell(target)}.",
        ((target, HintRole.TARGET),),
    )


SOLVED = Said("Every covered cell left is a mine: the board is solved. Well done!")


def no_progress(no_flag_mode: bool) -> Said:
    what = "safe" if no_flag_mode else "safe or a mine"
    return Said(
        f"No covered cell can be proven {what} right now, so the next move is a "
        "guess. Try the cell with the best odds."
    )


OUT_OF_TIME = Said(
    "This position takes too long to check, and no small group of numbers "
    "proves anything. Press Hint again to let me think longer."
)


# -- the flag check --------------------------------------------------------------------------


def no_flags() -> Said:
    return Said("You have not placed any flags, so there is nothing to check.")


def flags_fine(n: int, complete: bool) -> Said:
    if not complete:
        return Said("No flag is provably wrong, but checking every flag takes too long here.")
    if n == 1:
        return Said("Your flag is a proven mine.")
    if n == 2:
        return Said("Both your flags are proven mines.")
    return Said(f"All {count(n, 'flag')} are proven mines.")


def flags_unchecked() -> Said:
    return Said("Checking the other flags takes too long here.")
