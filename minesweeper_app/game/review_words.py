"""The review's sentences about each move, each one translatable whole (``review.py`` judges).

Each move's sentence is ``remade``: a review window shows it again in another language."""

from __future__ import annotations

from minesweeper_app.engine import Cell
from minesweeper_app.game.wording import format_cell, remade
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, number, translate

KIND_NAMES = {
    "first click": QT_TRANSLATE_NOOP("Review", "first click"),
    "forced": QT_TRANSLATE_NOOP("Review", "forced"),
    "lucky guess": QT_TRANSLATE_NOOP("Review", "lucky guess"),
    "mistake": QT_TRANSLATE_NOOP("Review", "mistake"),
    "other": QT_TRANSLATE_NOOP("Review", "other"),
}


def kind_name(value: str) -> str:
    """A move kind's name as the review shows it ("Forced", "Lucky guess")."""
    name = translate("Review", KIND_NAMES.get(value, value))
    return name[:1].upper() + name[1:]


def summary(
    won: bool,
    lost: bool,
    seconds: float,
    moves: int,
    counts: tuple[int, int, int],
    first_missed: int | None,
) -> str:
    """ "Won in 12.3 s, 40 moves; 38 forced, 1 lucky guess, 1 mistake. ..." """
    if won:
        head = translate("Review", "Won in {seconds} s, %n move(s);", None, moves)
    elif lost:
        head = translate("Review", "Lost in {seconds} s, %n move(s);", None, moves)
    else:
        head = translate("Review", "Not finished in {seconds} s, %n move(s);", None, moves)
    forced, guesses, mistakes = counts
    text = " ".join(
        (
            head.format(seconds=number(seconds, 1)),
            translate("Review", "%n forced,", None, forced),
            translate("Review", "%n lucky guess(es),", None, guesses),
            translate("Review", "%n mistake(s).", None, mistakes),
        )
    )
    if first_missed is None:
        return text + " " + translate("Review", "Every move you could prove, you made by logic.")
    missed = translate(
        "Review",
        "Move {number} was the first the numbers did not prove, while a move they proved was there "
        "to make.",
    )
    return text + " " + missed.format(number=first_missed + 1)


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return translate("Review", "under 1%")
    if 0.995 < p < 1:
        return translate("Review", "over 99%")
    return translate("Summary", "{value}%").format(value=number(100 * p))


@remade
def chance(p: float) -> str:
    if p >= 1.0:
        return translate("Review", "The numbers proved it.")
    return translate("Review", "The chance of a mine there was {percent}.").format(
        percent=percent(p)
    )


@remade
def after_end() -> str:
    return translate("Review", "After the end of the game.")


@remade
def first_click(cell: Cell, value: int = 0) -> str:
    """The first click; ``value`` is the number it showed (0: it opened an area, as
    every first click on this game's boards does, but not always in other programs')."""
    if value != 0:
        text = translate("Review", "The first click at {cell} opened a single {value}.")
        return text.format(cell=format_cell(cell), value=value)
    text = translate("Review", "The first click at {cell}: it always opens an area.")
    return text.format(cell=format_cell(cell))


@remade
def hint_unflag(cell: Cell) -> str:
    return translate("Review", "The hint took the wrong flag off {cell}.").format(
        cell=format_cell(cell)
    )


@remade
def hint_move(cell: Cell, flagged: bool) -> str:
    if flagged:
        text = translate("Review", "The hint flagged {cell}, which was proven.")
    else:
        text = translate("Review", "The hint opened {cell}, which was proven.")
    return text.format(cell=format_cell(cell))


@remade
def flag_removed(cell: Cell, right: bool) -> str:
    if right:
        text = translate("Review", "Took the flag off {cell} (it was right).")
    else:
        text = translate("Review", "Took the flag off {cell} (it was wrong).")
    return text.format(cell=format_cell(cell))


@remade
def question(cell: Cell, added: bool) -> str:
    if added:
        text = translate("Review", "A question mark on {cell}.")
    else:
        text = translate("Review", "Took the question mark off {cell}.")
    return text.format(cell=format_cell(cell))


@remade
def nothing_changed(cell: Cell) -> str:
    return translate("Review", "Nothing changed at {cell}.").format(cell=format_cell(cell))


@remade
def opened_nothing(cell: Cell) -> str:
    text = translate("Review", "A click at {cell} that opened nothing.")
    return text.format(cell=format_cell(cell))


@remade
def opened_mine(cell: Cell) -> str:
    return translate("Review", "Opened {cell}: it was a mine.").format(cell=format_cell(cell))


@remade
def chord_hit(cell: Cell, mine: Cell) -> str:
    text = translate("Review", "A chord on the number at {cell} opened a mine at {mine}.")
    return text.format(cell=format_cell(cell), mine=format_cell(mine))


@remade
def opened_safe(cell: Cell, chord: bool, single: bool) -> str:
    if not chord:
        text = translate("Review", "Opened {cell}: it was provably safe.")
    elif single:
        text = translate("Review", "A chord on the number at {cell}: it was provably safe.")
    else:
        text = translate(
            "Review", "A chord on the number at {cell}: every cell it opened was provably safe."
        )
    return text.format(cell=format_cell(cell))


@remade
def opened_guess(cell: Cell, chord: bool) -> str:
    if chord:
        text = translate(
            "Review",
            "A chord on the number at {cell}: a guess that happened to be safe; nothing proved "
            "it yet.",
        )
    else:
        text = translate(
            "Review", "Opened {cell}: a guess that happened to be safe; nothing proved it yet."
        )
    return text.format(cell=format_cell(cell))


@remade
def flag_wrong(cell: Cell, proved_safe: bool) -> str:
    if proved_safe:
        text = translate("Review", "Flagged {cell}, but the numbers proved it safe.")
    else:
        text = translate("Review", "Flagged {cell}, but there is no mine there.")
    return text.format(cell=format_cell(cell))


@remade
def flag_proven(cell: Cell) -> str:
    text = translate("Review", "Flagged {cell}: it was a proven mine.")
    return text.format(cell=format_cell(cell))


@remade
def flag_before_start(cell: Cell) -> str:
    text = translate("Review", "Flagged {cell} before the first click: a guess.")
    return text.format(cell=format_cell(cell))


@remade
def flag_guess(cell: Cell) -> str:
    text = translate(
        "Review", "Flagged {cell}: a guess that happened to be right; nothing proved it yet."
    )
    return text.format(cell=format_cell(cell))
