"""The reasons a cell is safe or a mine, in words: one number, two, a chain, the count."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from minesweeper_app.engine.assist.words import (
    MAX_NAMED,
    HintRole,
    Marks,
    Number,
    Said,
    area_marks,
    cap,
    count,
    join,
    merge,
    number,
    verb,
)
from minesweeper_app.engine.board import Cell, format_cell

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
        area_marks(clues, target),
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
    return Said(text, area_marks(clues, target))


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
    return Said(text, area_marks(clues, target))


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
    return Said(text, area_marks(clues, target))


def count_general(head: str, clues: Iterable[Cell], target: Cell, is_mine: bool) -> Said:
    text = (
        f"{head}. Counting the mines left against every way the highlighted numbers "
        f"allow, {format_cell(target)} is {'a mine' if is_mine else 'safe'}."
    )
    return Said(text, area_marks(clues, target))
