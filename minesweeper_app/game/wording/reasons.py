"""The reasons a cell is safe or a mine, in words: one number, two, a chain, the count.

Each sentence is one translatable template (``translate("Hints", ...)``); counts inside it
are ``%n`` plurals or filled in as small translated phrases ("two mines"). Each function
words one kind of ``engine.assist.reasons`` reason; the reason already knows its marks.
"""

from __future__ import annotations

from minesweeper_app.engine.assist.reasons import (
    MAX_NAMED,
    Chain,
    CountAllFound,
    CountFreeMines,
    CountFreeSafe,
    CountGeneral,
    CountInside,
    EveryWay,
    MinesLeft,
    NotSmallest,
    PairMine,
    PairSafe,
    SingleMine,
    SingleSafe,
)
from minesweeper_app.game.wording.words import cap, format_cell, join, mines, number
from minesweeper_app.i18n import translate

# -- reasons: one number ---------------------------------------------------------------------


def single_safe(r: SingleSafe) -> str:
    num, target, known = r.number, r.cell, r.flagged
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
    return cap(text)


def single_mine(r: SingleMine) -> str:
    """``covered`` unknown cells around the number, all of them mines (``needs`` of them)."""
    num, target, known, covered, needs = r.number, r.cell, r.flagged, r.covered, r.needs
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
    return cap(text)


# -- reasons: two numbers --------------------------------------------------------------------


def pair_safe(r: PairSafe) -> str:
    """``a`` forces ``shared_at_least`` mines next to both, which is all ``b`` needs."""
    a_needs, a_more, b_more, away, shared = r.a_needs, r.a_more, r.b_more, r.away, r.shared_at_least
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
            shared,
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
        "a": number(r.a),
        "b": number(r.b),
        "needs": mines(a_needs, a_more),
        "away": translate("Hints", "%n covered cell(s)", None, away),
        "cell": format_cell(r.cell),
    }
    return f"{cap(why.format(**fill))} {cap(rest.format(**fill))}"


def pair_mine(r: PairMine) -> str:
    """``a`` caps the shared cells, so ``b``'s ``b_only`` other cells hold the rest."""
    a, b, target, a_needs, b_needs, b_only = r.a, r.b, r.cell, r.a_needs, r.b_needs, r.b_only
    first = translate(
        "Hints",
        "{a} needs only {needs}, so the cells it shares with {b} hold at most %n mine(s).",
        None,
        a_needs,
    ).format(a=number(a), b=number(b), needs=mines(a_needs, r.a_more))
    second = translate(
        "Hints",
        "{b} needs {needs}, so its %n other covered cell(s) must hold the rest: {cell} is a mine.",
        None,
        b_only,
    ).format(b=number(b), needs=mines(b_needs, r.b_more), cell=format_cell(target))
    return f"{cap(first)} {cap(second)}"


# -- reasons: three numbers and more ---------------------------------------------------------


def chain(r: Chain) -> str:
    """Proof by contradiction: suppose the opposite, follow single numbers, hit a wall."""
    x = format_cell(r.cell)
    is_mine = r.is_mine
    if is_mine:
        words = [translate("Hints", "Suppose {cell} were safe.").format(cell=x)]
    else:
        words = [translate("Hints", "Suppose {cell} were a mine.").format(cell=x)]
    for line in r.lines:
        if not line.mines:
            then = translate("Hints", "Then {number} makes {cells} safe.")
        elif len(line.cells) == 1:
            then = translate("Hints", "Then {number} makes {cells} a mine.")
        else:
            then = translate("Hints", "Then {number} makes {cells} mines.")
        cells = join(format_cell(c) for c in line.cells)
        words.append(then.format(number=number(line.num), cells=cells))
    if r.too_many:
        wall = translate("Hints", "But then {number} would have too many mines.")
    else:
        wall = translate("Hints", "But then {number} would have too few mines.")
    words.append(wall.format(number=number(r.broken)))
    if is_mine:
        words.append(translate("Hints", "So {cell} is a mine.").format(cell=x))
    else:
        words.append(translate("Hints", "So {cell} is safe.").format(cell=x))
    return " ".join(words)


def every_way(r: EveryWay) -> str:
    """The plain statement of an exhaustive check over a few numbers."""
    numbers, is_mine = r.numbers, r.is_mine
    x = format_cell(r.cell)
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
        return text.format(numbers=join(number(n) for n in numbers), cell=x)
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
    return text.format(count=len(numbers), cell=x)


def not_smallest(r: NotSmallest) -> str:
    if r.out_of_time:
        text = translate(
            "Hints",
            "(Finding the easiest step takes too long here, so this uses {count} numbers around "
            "it; a smaller set may also work.)",
        )
    else:
        text = translate(
            "Hints", "(This uses the {count} numbers around it; a smaller set may also work.)"
        )
    return text.format(count=r.count)


# -- reasons: the mine count -----------------------------------------------------------------


def count_head(head: MinesLeft) -> str:
    """How many mines are left, said from the player's side."""
    total, left, has_clues = head.total, head.left, head.has_clues
    if total == 0:
        return translate("Hints", "There are no mines")
    if left == total:
        return cap(translate("Hints", "%n mine(s) (is|are) left", None, left))
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
    return text.format(total=total, left=left)


def count_all_found(r: CountAllFound) -> str:
    if r.head.total == 0:
        text = translate("Hints", "{head}, so every covered cell is safe, including {cell}.")
    else:
        text = translate("Hints", "{head}, so every other covered cell is safe, including {cell}.")
    return text.format(head=count_head(r.head), cell=format_cell(r.cell))


def count_free_safe(r: CountFreeSafe) -> str:
    """The mines left all fit next to numbers, so cells away from numbers are safe."""
    left = r.head.left
    if not r.has_numbers:
        text = translate(
            "Hints",
            "{head}, so every covered cell that touches no number is safe, including {cell}.",
        )
    elif r.need_all and r.head.names_clues:
        text = translate(
            "Hints",
            "{head}, which need at least %n more mine(s) among their covered cells, so every "
            "covered cell that touches no number is safe, including {cell}.",
            None,
            left,
        )
    elif r.need_all:
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
    return text.format(head=count_head(r.head), cell=format_cell(r.cell))


def count_free_mines(r: CountFreeMines) -> str:
    """The numbers have no room for the mines left, so cells away from numbers are mines."""
    at_most, n_free, has_numbers = r.at_most, r.n_free, r.has_numbers
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
    return text.format(head=count_head(r.head), room=mines(at_most), cell=format_cell(r.cell))


def count_inside(r: CountInside) -> str:
    """The count rules out some mine numbers of one area, which decides the cell."""
    fits, is_mine = r.fits, r.is_mine
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
    return text.format(
        head=count_head(r.head),
        cell=format_cell(r.cell),
        allowed=join((str(k) for k in r.allowed), "or"),
        fits=join((str(k) for k in fits), "or"),
    )


def count_general(r: CountGeneral) -> str:
    if r.is_mine:
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
    return text.format(head=count_head(r.head), cell=format_cell(r.cell))
