"""The hint ladder's and the flag check's sentences: mistakes, progress, moves.

Each sentence is one translatable template (``translate("Hints", ...)``); a count that
changes the grammar is its ``%n`` (plural forms), or picks between two whole sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper_app.engine.assist.words import (
    HintRole,
    Number,
    Said,
    area_marks,
    cap,
    cell_list,
    join,
    merge,
    number,
)
from minesweeper_app.engine.board import Cell, format_cell
from minesweeper_app.i18n import translate

# -- ladder stages: mistakes -----------------------------------------------------------------


def too_many_general(n: int) -> Said:
    return Said(
        cap(
            translate(
                "Hints",
                "%n number(s) (has|have) more flags around (it|them) than "
                "(its value|their values).",
                None,
                n,
            )
        )
    )


def too_many_number(num: Number, flags: Sequence[Cell]) -> Said:
    """One number with ``len(flags)`` flags around it and room for ``num[0]`` mines."""
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
    return Said(
        cap(text),
        merge([(num[1], HintRole.TOO_MANY)], ((c, HintRole.SURPLUS_FLAG) for c in flags)),
    )


def too_many_rest(n: int) -> Said:
    return Said(
        cap(translate("Hints", "%n more number(s) (has|have) too many flags as well.", None, n))
    )


def wrong_general(n: int) -> Said:
    return Said(cap(translate("Hints", "%n flag(s) (is|are) wrong.", None, n)))


def wrong_cells(cells: Sequence[Cell]) -> Said:
    listed = cell_list(cells, HintRole.WRONG_FLAG, "flags")
    if len(cells) == 1:
        text = translate(
            "Hints",
            "The flag at {cells} is on a safe cell: the numbers prove there is no mine there.",
        )
    else:
        text = translate(
            "Hints",
            "The flags at {cells} are on safe cells: the numbers prove there are no mines there.",
        )
    return Said(text.format(cells=listed.text), listed.marks)


def offer_unflag(cell: Cell) -> Said:
    text = translate("Hints", "Press Hint again and I will remove the flag at {cell}.")
    return Said(text.format(cell=format_cell(cell)), ((cell, HintRole.WRONG_FLAG),))


def remove_flag(cell: Cell) -> Said:
    text = translate("Hints", "Removing the flag at {cell}.")
    return Said(text.format(cell=format_cell(cell)), ((cell, HintRole.WRONG_FLAG),))


def unproven_general(n: int) -> Said:
    return Said(
        cap(translate("Hints", "%n flag(s) cannot be proven yet; (it|they) may be wrong.", None, n))
    )


def unproven_cells(cells: Sequence[Cell]) -> Said:
    listed = cell_list(cells, HintRole.UNPROVEN_FLAG, "flags")
    if len(cells) == 1:
        text = translate("Hints", "Nothing proves the flag at {cells} yet: it may be wrong.")
    else:
        text = translate("Hints", "Nothing proves the flags at {cells} yet: each may be wrong.")
    return Said(text.format(cells=listed.text), listed.marks)


def inconsistent(cell: Cell | None, total: int | None) -> Said:
    if cell is None:
        text = translate(
            "Hints",
            "These numbers cannot all be right: no arrangement of exactly {total} mines fits them.",
        )
        return Said(text.format(total=total))
    text = translate(
        "Hints",
        "These numbers cannot all be right: no arrangement of mines fits the numbers around "
        "{cell}.",
    )
    return Said(text.format(cell=format_cell(cell)), ((cell, HintRole.CONTRADICTION),))


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


def progress_area(clues: Sequence[Cell], uses_count: bool, no_flag_mode: bool, local: bool) -> Said:
    text = _progress_text(len(clues), uses_count, no_flag_mode)
    if local:
        text += " " + translate(
            "Hints",
            "(A full check of this position takes too long, so this hint uses only nearby "
            "numbers.)",
        )
    return Said(text, tuple((c, HintRole.AREA) for c in clues))


def progress_cell(clues: Sequence[Cell], target: Cell, uses_count: bool) -> Said:
    n = len(clues)
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
    return Said(text.format(cell=format_cell(target)), area_marks(clues, target))


def offer_move(target: Cell, is_mine: bool) -> Said:
    if is_mine:
        text = translate("Hints", "Press Hint again and I will flag {cell} for you.")
    else:
        text = translate("Hints", "Press Hint again and I will open {cell} for you.")
    return Said(text.format(cell=format_cell(target)), ((target, HintRole.TARGET),))


def make_move(target: Cell, is_mine: bool) -> Said:
    if is_mine:
        text = translate("Hints", "Flagging {cell}.")
    else:
        text = translate("Hints", "Opening {cell}.")
    return Said(text.format(cell=format_cell(target)), ((target, HintRole.TARGET),))


def solved() -> Said:
    return Said(
        translate("Hints", "Every covered cell left is a mine: the board is solved. Well done!")
    )


def no_progress(no_flag_mode: bool) -> Said:
    if no_flag_mode:
        return Said(
            translate(
                "Hints",
                "No covered cell can be proven safe right now, so the next move is a guess. "
                "Try the cell with the best odds.",
            )
        )
    return Said(
        translate(
            "Hints",
            "No covered cell can be proven safe or a mine right now, so the next move is a "
            "guess. Try the cell with the best odds.",
        )
    )


def out_of_time() -> Said:
    return Said(
        translate(
            "Hints",
            "This position takes too long to check, and no small group of numbers proves "
            "anything. Press Hint again to let me think longer.",
        )
    )


# -- the flag check --------------------------------------------------------------------------


def no_flags() -> Said:
    return Said(translate("Hints", "You have not placed any flags, so there is nothing to check."))


def flags_fine(n: int, complete: bool) -> Said:
    if not complete:
        return Said(
            translate(
                "Hints", "No flag is provably wrong, but checking every flag takes too long here."
            )
        )
    if n == 1:
        return Said(translate("Hints", "Your flag is a proven mine."))
    if n == 2:
        return Said(translate("Hints", "Both your flags are proven mines."))
    return Said(translate("Hints", "All %n flags are proven mines.", None, n))


def flags_unchecked() -> Said:
    return Said(translate("Hints", "Checking the other flags takes too long here."))
