"""The hint ladder's and the flag check's sentences: mistakes, progress, moves."""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper_app.engine.assist.words import (
    WORDS,
    HintRole,
    Number,
    Said,
    area_marks,
    cap,
    cell_list,
    count,
    join,
    merge,
    number,
    verb,
)
from minesweeper_app.engine.board import Cell, format_cell

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
        verdict = f"so at least {WORDS[surplus]} of these flags {verb(surplus, 'is', 'are')} wrong"
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
        area_marks(clues, target),
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
