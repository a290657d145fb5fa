"""The reasons a cell is safe or a mine, in words: one number, two, a chain, the count.

Each sentence is one translatable template (``translate("Hints", ...)``); counts inside it
are ``%n`` plurals or filled in as small translated phrases ("two mines").
"""

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
    join,
    merge,
    mines,
    number,
)
from minesweeper_app.engine.board import Cell, format_cell
from minesweeper_app.i18n import translate

# -- reasons: one number ---------------------------------------------------------------------


def _clue_and_target(clues: Iterable[Cell], target: Cell) -> Marks:
    return merge(((c, HintRole.CLUE) for c in clues), [(target, HintRole.TARGET)])


def single_safe(num: Number, target: Cell, known: int) -> Said:
    if known == 0:
        text = translate("Hints", "{number} has no mines around it, so {cell} is safe.")
    else:
        text = translate(
            "Hints",
            "{number} already has its %n mine(s) flagged, so its other covered cells are safe, "
            "including {cell}.",
            None,
            known,
        )
    text = text.format(number=number(num), cell=format_cell(target))
    return Said(cap(text), _clue_and_target([num[1]], target))


def single_mine(num: Number, target: Cell, known: int, covered: int, needs: int) -> Said:
    """``covered`` unknown cells around the number, all of them mines (``needs`` of them)."""
    if known == 0:
        head = translate("Hints", "{number} touches exactly %n covered cell(s)", None, covered)
    else:
        head = translate(
            "Hints",
            "{number} has {flagged} flagged and needs {more}; it touches exactly %n other "
            "covered cell(s)",
            None,
            covered,
        ).format(
            number="{number}",
            flagged=mines(known),
            more=translate("Hints", "%n more", None, needs),
        )
    if covered == 1:
        text = translate("Hints", "{head}, so {cell} is a mine.")
    elif covered == 2:
        text = translate("Hints", "{head}, so both are mines: {cell} is a mine.")
    else:
        text = translate("Hints", "{head}, so all of them are mines: {cell} is a mine.")
    text = text.format(head=head, cell="{cell}")
    text = text.format(number=number(num), cell=format_cell(target))
    return Said(cap(text), _clue_and_target([num[1]], target))


# -- reasons: two numbers --------------------------------------------------------------------


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
    if away == 0 and a_more:
        why = translate(
            "Hints",
            "Every covered cell around {a} also touches {b}, so the %n more mine(s) it needs "
            "(is|are) next to both numbers.",
            None,
            a_needs,
        )
    elif away == 0:
        why = translate(
            "Hints",
            "Every covered cell around {a} also touches {b}, so the %n mine(s) it needs "
            "(is|are) next to both numbers.",
            None,
            a_needs,
        )
    else:
        why = translate(
            "Hints",
            "{a} needs {needs} but has only {away} away from {b}, so at least %n mine(s) "
            "(is|are) next to both numbers.",
            None,
            shared_at_least,
        )
    if b_more:
        rest = translate(
            "Hints",
            "That is all {b} still needs, so its other covered cells are safe, including {cell}.",
        )
    else:
        rest = translate(
            "Hints",
            "That is all {b} needs, so its other covered cells are safe, including {cell}.",
        )
    fill = {
        "a": number(a),
        "b": number(b),
        "needs": mines(a_needs, a_more),
        "away": translate("Hints", "%n covered cell(s)", None, away),
        "cell": format_cell(target),
    }
    text = f"{cap(why.format(**fill))} {cap(rest.format(**fill))}"
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
    first = translate(
        "Hints",
        "{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).",
        None,
        a_needs,
    ).format(a=number(a), b=number(b), needs=mines(a_needs, a_more))
    second = translate(
        "Hints",
        "{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.",
        None,
        b_only,
    ).format(b=number(b), needs=mines(b_needs, b_more), cell=format_cell(target))
    return Said(f"{cap(first)} {cap(second)}", _clue_and_target([a[1], b[1]], target))


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
    if is_mine:
        words = [translate("Hints", "Suppose {cell} were safe.").format(cell=x)]
    else:
        words = [translate("Hints", "Suppose {cell} were a mine.").format(cell=x)]
    marks: list[tuple[Cell, HintRole]] = [(target, HintRole.TARGET)]
    for line in lines:
        if not line.mines:
            then = translate("Hints", "Then {number} makes {cells} safe.")
        elif len(line.cells) == 1:
            then = translate("Hints", "Then {number} makes {cells} a mine.")
        else:
            then = translate("Hints", "Then {number} makes {cells} mines.")
        cells = join(format_cell(c) for c in line.cells)
        words.append(then.format(number=number(line.num), cells=cells))
        marks.append((line.num[1], HintRole.CLUE))
        marks += [(c, HintRole.IMPLIED) for c in line.cells]
    if too_many:
        wall = translate("Hints", "But then {number} would have too many mines.")
    else:
        wall = translate("Hints", "But then {number} would have too few mines.")
    words.append(wall.format(number=number(broken)))
    marks.append((broken[1], HintRole.CLUE))
    if is_mine:
        words.append(translate("Hints", "So {cell} is a mine.").format(cell=x))
    else:
        words.append(translate("Hints", "So {cell} is safe.").format(cell=x))
    return Said(" ".join(words), merge(marks))


def every_way(numbers: Sequence[Number], target: Cell, is_mine: bool) -> Said:
    """The plain statement of an exhaustive check over a few numbers."""
    x = format_cell(target)
    n = len(numbers)
    if n <= MAX_NAMED:
        if is_mine:
            text = translate(
                "Hints",
                "Try every way to place mines around {numbers} that fits all %n number(s): "
                "{cell} is a mine in each of them.",
                None,
                n,
            )
        else:
            text = translate(
                "Hints",
                "Try every way to place mines around {numbers} that fits all %n number(s): "
                "{cell} is safe in each of them.",
                None,
                n,
            )
        text = text.format(numbers=join(number(n) for n in numbers), cell=x)
        return Said(text, _clue_and_target((n[1] for n in numbers), target))
    if is_mine:
        text = translate(
            "Hints",
            "Try every way to place mines around the {count} highlighted numbers that fits all "
            "of them: {cell} is a mine in each of them.",
        )
    else:
        text = translate(
            "Hints",
            "Try every way to place mines around the {count} highlighted numbers that fits all "
            "of them: {cell} is safe in each of them.",
        )
    text = text.format(count=len(numbers), cell=x)
    return Said(text, merge(((n[1], HintRole.AREA) for n in numbers), [(target, HintRole.TARGET)]))


def not_smallest(n_numbers: int, out_of_time: bool) -> Said:
    if out_of_time:
        text = translate(
            "Hints",
            "(Finding the easiest step takes too long here, so this uses {count} numbers around "
            "it; a smaller set may also work.)",
        )
    else:
        text = translate(
            "Hints", "(This uses the {count} numbers around it; a smaller set may also work.)"
        )
    return Said(text.format(count=n_numbers))


# -- reasons: the mine count -----------------------------------------------------------------


class Head(str):
    """The opening of a mine-count reason; ``named`` when it names the highlighted numbers."""

    named: bool = False


def count_head(total: int, left: int, has_clues: bool) -> str:
    """How many mines are left, said from the player's side."""
    if total == 0:
        return Head(translate("Hints", "There are no mines"))
    if left == total:
        return Head(cap(translate("Hints", "%n mine(s) (is|are) left", None, left)))
    if left == 0 and total == 1:
        text = (
            translate("Hints", "The only mine is accounted for by the highlighted numbers")
            if has_clues
            else translate("Hints", "The only mine is accounted for")
        )
    elif left == 0:
        text = (
            translate("Hints", "All {total} mines are accounted for by the highlighted numbers")
            if has_clues
            else translate("Hints", "All {total} mines are accounted for")
        )
    else:
        text = (
            translate(
                "Hints",
                "All but {left} of the {total} mines are accounted for by the highlighted numbers",
            )
            if has_clues
            else translate("Hints", "All but {left} of the {total} mines are accounted for")
        )
    head = Head(text.format(total=total, left=left))
    head.named = has_clues
    return head


def _named(head: str) -> bool:
    return head.named if isinstance(head, Head) else "highlighted numbers" in head


def count_all_found(head: str, clues: Iterable[Cell], target: Cell) -> Said:
    if head == translate("Hints", "There are no mines"):
        text = translate("Hints", "{head}, so every covered cell is safe, including {cell}.")
    else:
        text = translate("Hints", "{head}, so every other covered cell is safe, including {cell}.")
    return Said(text.format(head=head, cell=format_cell(target)), area_marks(clues, target))


def count_free_safe(
    head: str, left: int, clues: Iterable[Cell], target: Cell, *, has_numbers: bool, need_all: bool
) -> Said:
    """The mines left all fit next to numbers, so cells away from numbers are safe."""
    if not has_numbers:
        text = translate(
            "Hints",
            "{head}, so every covered cell that touches no number is safe, including {cell}.",
        )
    elif need_all and _named(head):
        text = translate(
            "Hints",
            "{head}, which need at least %n more mine(s) among their covered cells, so every "
            "covered cell that touches no number is safe, including {cell}.",
            None,
            left,
        )
    elif need_all:
        text = translate(
            "Hints",
            "{head}, and the highlighted numbers need at least %n mine(s) among their covered "
            "cells, so every covered cell that touches no number is safe, including {cell}.",
            None,
            left,
        )
    else:
        text = translate(
            "Hints",
            "{head}, and (it|they) can only go next to the highlighted numbers, so every covered "
            "cell that touches no number is safe, including {cell}.",
            None,
            left,
        )
    return Said(text.format(head=head, cell=format_cell(target)), area_marks(clues, target))


def count_free_mines(
    head: str, at_most: int, n_free: int, clues: Iterable[Cell], target: Cell, *, has_numbers: bool
) -> Said:
    """The numbers have no room for the mines left, so cells away from numbers are mines."""
    if n_free == 1 and has_numbers:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers leave room for at most %n mine(s) among their "
            "covered cells, so the only covered cell that touches no number, {cell}, is a mine.",
            None,
            at_most,
        )
    elif n_free == 1:
        text = translate(
            "Hints", "{head}. So the only covered cell that touches no number, {cell}, is a mine."
        )
    elif has_numbers:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers leave room for at most {room} among their covered "
            "cells, so the %n covered cells that touch no number are all mines: {cell} is a "
            "mine.",
            None,
            n_free,
        )
    else:
        text = translate(
            "Hints",
            "{head}. So the %n covered cells that touch no number are all mines: {cell} is a mine.",
            None,
            n_free,
        )
    text = text.format(head=head, room=mines(at_most), cell=format_cell(target))
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
    if len(fits) == 1 and is_mine:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers around {cell} allow {allowed} mines among their "
            "covered cells, but only {fits} fits the count; with that, {cell} is always a mine.",
        )
    elif len(fits) == 1:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers around {cell} allow {allowed} mines among their "
            "covered cells, but only {fits} fits the count; with that, {cell} is always safe.",
        )
    elif is_mine:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers around {cell} allow {allowed} mines among their "
            "covered cells, but only {fits} fit the count; with that, {cell} is always a mine.",
        )
    else:
        text = translate(
            "Hints",
            "{head}. The highlighted numbers around {cell} allow {allowed} mines among their "
            "covered cells, but only {fits} fit the count; with that, {cell} is always safe.",
        )
    text = text.format(
        head=head,
        cell=format_cell(target),
        allowed=join((str(k) for k in allowed), "or"),
        fits=join((str(k) for k in fits), "or"),
    )
    return Said(text, area_marks(clues, target))


def count_general(head: str, clues: Iterable[Cell], target: Cell, is_mine: bool) -> Said:
    if is_mine:
        text = translate(
            "Hints",
            "{head}. Counting the mines left against every way the highlighted numbers allow, "
            "{cell} is a mine.",
        )
    else:
        text = translate(
            "Hints",
            "{head}. Counting the mines left against every way the highlighted numbers allow, "
            "{cell} is safe.",
        )
    return Said(text.format(head=head, cell=format_cell(target)), area_marks(clues, target))
