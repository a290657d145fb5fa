"""The hint ladder's and the flag check's sentences: mistakes, progress, moves.

Each sentence is one translatable template (``translate("Hints", ...)``); a count that
changes the grammar is its ``%n`` (plural forms), or picks between two whole sentences.
Each function words one kind of ``engine.assist.reasons`` reason.
"""

from __future__ import annotations

from minesweeper_app.engine.assist.reasons import (
    FlagsFine,
    FlagsUnchecked,
    Inconsistent,
    MakeMove,
    NoFlags,
    NoProgress,
    OfferMove,
    OfferUnflag,
    ProgressArea,
    ProgressCell,
    RemoveFlag,
    Solved,
    TooLong,
    TooManyGeneral,
    TooManyNumber,
    TooManyRest,
    UnprovenCells,
    UnprovenGeneral,
    WrongCells,
    WrongGeneral,
)
from minesweeper_app.game.wording.words import cap, cell_list, format_cell, join, number
from minesweeper_app.i18n import translate

# -- ladder stages: mistakes -----------------------------------------------------------------


def too_many_general(r: TooManyGeneral) -> str:
    n = r.n
    return cap(
        translate(
            "Hints",
            "%n number(s) (has|have) more flags around (it|them) than (its value|their values).",
            None,
            n,
        )
    )


def too_many_number(r: TooManyNumber) -> str:
    """One number with ``len(flags)`` flags around it and room for ``num[0]`` mines."""
    num, flags = r.number, r.flags
    k, v = len(flags), num[0]
    room = (
        translate("Hints", "no mine") if v == 0 else translate("Hints", "only %n mine(s)", None, v)
    )
    surplus = k - v
    if surplus == k and k == 1:
        verdict = translate("Hints", "so the flag is wrong")
    elif surplus == k:
        verdict = translate("Hints", "so all of these flags are wrong")
    else:
        verdict = translate("Hints", "so at least %n of these flags (is|are) wrong", None, surplus)
    text = translate("Hints", "{number} has {flags} around it, at {cells}, but {room}, {verdict}.")
    text = text.format(
        number=number(num),
        flags=translate("Hints", "%n flag(s)", None, k),
        cells=join(format_cell(c) for c in flags),
        room=room,
        verdict=verdict,
    )
    return cap(text)


def too_many_rest(r: TooManyRest) -> str:
    n = r.n
    return cap(translate("Hints", "%n more number(s) (has|have) too many flags as well.", None, n))


def wrong_general(r: WrongGeneral) -> str:
    n = r.n
    return cap(translate("Hints", "%n flag(s) (is|are) wrong.", None, n))


def wrong_cells(r: WrongCells) -> str:
    if len(r.cells) == 1:
        text = translate(
            "Hints",
            "The flag at {cells} is on a safe cell: the numbers prove there is no mine there.",
        )
    else:
        text = translate(
            "Hints",
            "The flags at {cells} are on safe cells: the numbers prove there are no mines there.",
        )
    return text.format(cells=cell_list(r.cells, "flags"))


def offer_unflag(r: OfferUnflag) -> str:
    text = translate("Hints", "Press Hint again and I will remove the flag at {cell}.")
    return text.format(cell=format_cell(r.cell))


def remove_flag(r: RemoveFlag) -> str:
    text = translate("Hints", "Removing the flag at {cell}.")
    return text.format(cell=format_cell(r.cell))


def unproven_general(r: UnprovenGeneral) -> str:
    n = r.n
    return cap(
        translate("Hints", "%n flag(s) cannot be proven yet; (it|they) may be wrong.", None, n)
    )


def unproven_cells(r: UnprovenCells) -> str:
    if len(r.cells) == 1:
        text = translate("Hints", "Nothing proves the flag at {cells} yet: it may be wrong.")
    else:
        text = translate("Hints", "Nothing proves the flags at {cells} yet: each may be wrong.")
    return text.format(cells=cell_list(r.cells, "flags"))


def inconsistent(r: Inconsistent) -> str:
    if r.cell is None:
        text = translate(
            "Hints",
            "These numbers cannot all be right: no arrangement of exactly {total} mines fits them.",
        )
        return text.format(total=r.total)
    text = translate(
        "Hints",
        "These numbers cannot all be right: no arrangement of mines fits the numbers around "
        "{cell}.",
    )
    return text.format(cell=format_cell(r.cell))


# -- ladder stages: progress -----------------------------------------------------------------


def _progress_text(n: int, uses_count: bool, no_flag_mode: bool) -> str:
    if no_flag_mode:
        if uses_count and n:
            return translate(
                "Hints",
                "You can open a cell by counting the mines that are left, with the help of "
                "the highlighted numbers.",
            )
        if uses_count:
            return translate("Hints", "You can open a cell by counting the mines that are left.")
        if n == 1:
            return translate(
                "Hints",
                "You can open a cell in the highlighted area: one number there tells you enough.",
            )
        return translate(
            "Hints",
            "You can open a cell in the highlighted area: %n numbers there together tell you "
            "enough.",
            None,
            n,
        )
    if uses_count and n:
        return translate(
            "Hints",
            "You can make progress by counting the mines that are left, with the help of the "
            "highlighted numbers.",
        )
    if uses_count:
        return translate("Hints", "You can make progress by counting the mines that are left.")
    if n == 1:
        return translate(
            "Hints",
            "You can make progress in the highlighted area: one number there tells you enough.",
        )
    return translate(
        "Hints",
        "You can make progress in the highlighted area: %n numbers there together tell you enough.",
        None,
        n,
    )


def progress_area(r: ProgressArea) -> str:
    text = _progress_text(len(r.clues), r.uses_count, r.no_flag_mode)
    if r.local:
        text += " " + translate(
            "Hints",
            "(A full check of this position takes too long, so this hint uses only nearby "
            "numbers.)",
        )
    return text


def progress_cell(r: ProgressCell) -> str:
    n, uses_count = len(r.clues), r.uses_count
    if uses_count and n:
        text = translate(
            "Hints",
            "Look at {cell}: the highlighted numbers and the mine count prove whether it is "
            "safe or a mine.",
        )
    elif uses_count:
        text = translate(
            "Hints", "Look at {cell}: the mine count proves whether it is safe or a mine."
        )
    elif n == 1:
        text = translate(
            "Hints", "Look at {cell}: the highlighted number proves whether it is safe or a mine."
        )
    else:
        text = translate(
            "Hints",
            "Look at {cell}: the highlighted numbers prove whether it is safe or a mine.",
        )
    return text.format(cell=format_cell(r.cell))


def offer_move(r: OfferMove) -> str:
    if r.is_mine:
        text = translate("Hints", "Press Hint again and I will flag {cell} for you.")
    else:
        text = translate("Hints", "Press Hint again and I will open {cell} for you.")
    return text.format(cell=format_cell(r.cell))


def make_move(r: MakeMove) -> str:
    if r.is_mine:
        text = translate("Hints", "Flagging {cell}.")
    else:
        text = translate("Hints", "Opening {cell}.")
    return text.format(cell=format_cell(r.cell))


def solved(r: Solved) -> str:
    return translate("Hints", "Every covered cell left is a mine: the board is solved. Well done!")


def no_progress(r: NoProgress) -> str:
    if r.no_flag_mode:
        return translate(
            "Hints",
            "No covered cell can be proven safe right now, so the next move is a guess. "
            "Try the cell with the best odds.",
        )
    return translate(
        "Hints",
        "No covered cell can be proven safe or a mine right now, so the next move is a "
        "guess. Try the cell with the best odds.",
    )


def too_long(r: TooLong) -> str:
    return translate(
        "Hints",
        "This position takes too long to check, and no small group of numbers proves "
        "anything. Press Hint again to let me think longer.",
    )


# -- the flag check --------------------------------------------------------------------------


def no_flags(r: NoFlags) -> str:
    return translate("Hints", "You have not placed any flags, so there is nothing to check.")


def flags_fine(r: FlagsFine) -> str:
    n = r.n
    if not r.complete:
        return translate(
            "Hints", "No flag is provably wrong, but checking every flag takes too long here."
        )
    if n == 1:
        return translate("Hints", "Your flag is a proven mine.")
    if n == 2:
        return translate("Hints", "Both your flags are proven mines.")
    return translate("Hints", "All %n flags are proven mines.", None, n)


def flags_unchecked(r: FlagsUnchecked) -> str:
    return translate("Hints", "Checking the other flags takes too long here.")
