"""What a screen reader says about the board: cell names, the reading keys' answers.

Every sentence a listener hears that is not already on screen is built here, in one small
module, through ``translate`` (context "Speech").  Rows and columns are spoken 1-based, as
the hints write them (the engine's ``format_cell``).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from minesweeper_app.engine import Cell
from minesweeper_app.game.wording import format_cell
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.board.art import (
    KIND_COVERED,
    KIND_EXPLODED,
    KIND_FLAG,
    KIND_MINE,
    KIND_QUESTION,
    KIND_WRONG_FLAG,
)


class Verbosity(enum.StrEnum):
    """How much an announcement says: its first sentence, or all of it (stored by value)."""

    BRIEF = "brief"
    FULL = "full"


VERBOSITIES = tuple(Verbosity)

_STATE_WORDS = {
    0: QT_TRANSLATE_NOOP("Speech", "empty"),
    KIND_COVERED: QT_TRANSLATE_NOOP("Speech", "covered"),
    KIND_FLAG: QT_TRANSLATE_NOOP("Speech", "flagged"),
    KIND_QUESTION: QT_TRANSLATE_NOOP("Speech", "question mark"),
    KIND_EXPLODED: QT_TRANSLATE_NOOP("Speech", "exploded mine"),
    KIND_MINE: QT_TRANSLATE_NOOP("Speech", "mine"),
    KIND_WRONG_FLAG: QT_TRANSLATE_NOOP("Speech", "flagged, no mine"),
}

_DIRECTIONS = {
    (-1, -1): QT_TRANSLATE_NOOP("Speech", "above left"),
    (-1, 0): QT_TRANSLATE_NOOP("Speech", "above"),
    (-1, 1): QT_TRANSLATE_NOOP("Speech", "above right"),
    (0, -1): QT_TRANSLATE_NOOP("Speech", "left"),
    (0, 1): QT_TRANSLATE_NOOP("Speech", "right"),
    (1, -1): QT_TRANSLATE_NOOP("Speech", "below left"),
    (1, 0): QT_TRANSLATE_NOOP("Speech", "below"),
    (1, 1): QT_TRANSLATE_NOOP("Speech", "below right"),
}

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=\S)|(?<=[。！？])")


def cell_state(kind: int) -> str:
    """What a cell shows, in words: "covered", "flagged", "2", "empty"..."""
    if 1 <= kind <= 8:
        return str(kind)
    return translate("Speech", _STATE_WORDS.get(kind, _STATE_WORDS[KIND_COVERED]))


def location(cell: Cell) -> str:
    """ "row 3, column 5" (1-based)."""
    return format_cell(cell)


def cell_name(cell: Cell, kind: int) -> str:
    """An accessible cell's name: "row 3, column 5, covered"."""
    return translate("Speech", "{cell}, {state}").format(
        cell=location(cell), state=cell_state(kind)
    )


def described(*parts: str) -> str:
    """A cell's description: its mark's meaning, its chance of a mine (those there are)."""
    return translate("Lists", ", ").join(part for part in parts if part)


def cell_said(name: str, description: str) -> str:
    """What I says of the cursor's cell in full: its name, then its description if any."""
    if not description:
        return name
    return translate("Speech", "{name}: {description}").format(name=name, description=description)


def board_name() -> str:
    return translate("Speech", "Minesweeper board")


def board_description(height: int, width: int) -> str:
    """The board's accessible description: its size and the keys that play it."""
    size = translate("Speech", "{rows} by {columns}.").format(
        rows=translate("Speech", "%n row(s)", None, height),
        columns=translate("Speech", "%n column(s)", None, width),
    )
    keys = translate(
        "Speech",
        "Arrows move, Space opens, F flags. I reads the cell, L its row and column, "
        "N the cells around it, R its row, K its column, M the mines left, T the time, "
        "A repeats the last announcement. J, O and E jump to the hint's cell, the next "
        "covered cell and the next cell beside a number; G goes to a typed row and column.",
    )
    return f"{size} {keys}"


def neighbourhood(cell: Cell, around: Iterable[tuple[Cell, int]], full: bool) -> str:
    """The cells around ``cell``: each by direction (full), or counted by kind (brief)."""
    pairs = sorted(around)
    comma = translate("Lists", ", ")
    if full:
        parts = [
            translate("Speech", "{direction} {state}").format(
                direction=translate("Speech", _DIRECTIONS[(r - cell[0], c - cell[1])]),
                state=cell_state(kind),
            )
            for (r, c), kind in pairs
        ]
        return translate("Speech", "Around {cell}: {cells}.").format(
            cell=location(cell), cells=comma.join(parts)
        )
    kinds = [kind for _, kind in pairs]
    covered = sum(k in (KIND_COVERED, KIND_QUESTION) for k in kinds)
    flagged = sum(k == KIND_FLAG for k in kinds)
    numbers = sorted(k for k in kinds if 1 <= k <= 8)
    empty = sum(k == 0 for k in kinds)
    counts = [translate("Speech", "%n covered", None, covered)] if covered else []
    counts += [translate("Speech", "%n flagged", None, flagged)] if flagged else []
    if numbers:
        listed = comma.join(map(str, numbers))
        counts.append(translate("Speech", "numbers {numbers}").format(numbers=listed))
    counts += [translate("Speech", "%n empty", None, empty)] if empty else []
    return translate("Speech", "Around: {counts}.").format(counts="; ".join(counts))


def mines_left(count: int) -> str:
    """The mine counter in words (negative when more flags than mines)."""
    if count < 0:
        surplus = -count
        return translate("Speech", "%n more flag(s) than mines.", None, surplus)
    return translate("Speech", "%n mine(s) left.", None, count)


def elapsed(seconds: float) -> str:
    """The game clock in words, whole seconds as the counter shows them."""
    whole = int(seconds)
    return translate("Speech", "%n second(s).", None, whole)


def game_end(headline: str, rows: Iterable[tuple[str, str]]) -> str:
    """The end of a game: the summary's headline, then its numbers (those it has: the
    table's dash for "no value", "— (wins only)", is not read out)."""
    pair = translate("Speech", "{name} {value}")
    numbers = "; ".join(
        pair.format(name=name, value=value)
        for name, value in rows
        if value.strip() and not value.lstrip().startswith(("—", "–"))
    )
    return translate("Speech", "{headline} {numbers}.").format(headline=headline, numbers=numbers)


def nothing_yet() -> str:
    return translate("Speech", "Nothing has been said yet.")


def first_sentence(text: str) -> str:
    """The first sentence of ``text`` (all of it if it is one sentence)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def for_verbosity(text: str, verbosity: Verbosity) -> str:
    """``text`` as much as the chosen verbosity says: brief is its first sentence."""
    return first_sentence(text) if verbosity is Verbosity.BRIEF else text.strip()


# ---------------------------------------------------------------- what a key did
def opened(state: str, count: int) -> str:
    """An opening: what the cell shows, and how many cells opened when more than one."""
    if count <= 1:
        return translate("Speech", "{state}.").format(state=state)
    return translate("Speech", "{state}, %n cell(s) opened.", None, count).format(state=state)


def chorded(count: int) -> str:
    return translate("Speech", "%n cell(s) opened around it.", None, count)


def flagged(mines: int) -> str:
    return translate("Speech", "Flagged, %n mine(s) left.", None, mines)


def unflagged(mines: int) -> str:
    return translate("Speech", "Flag removed, %n mine(s) left.", None, mines)


def questioned() -> str:
    return translate("Speech", "Question mark.")


def already_open(cell: Cell) -> str:
    return translate("Speech", "{cell} is already open.").format(cell=location(cell))


def open_cannot_flag(cell: Cell) -> str:
    return translate("Speech", "{cell} is open; only covered cells take a flag.").format(
        cell=location(cell)
    )


def flag_blocks_open(cell: Cell) -> str:
    return translate("Speech", "{cell} is flagged; F removes the flag.").format(cell=location(cell))


def edge() -> str:
    """An arrow against the board's edge (the focus event has just said the cell)."""
    return translate("Speech", "Edge of the board.")


def game_is_over() -> str:
    return translate("Speech", "The game is over; F2 starts a new one.")


def new_game(title: str, height: int, width: int, mines: int) -> str:
    """A new board: its level, size and mines ("New Beginner game, 9 by 9, 10 mines.")."""
    if not title:
        return translate(
            "Speech", "New game, {rows} by {columns}, %n mine(s).", None, mines
        ).format(rows=height, columns=width)
    return translate(
        "Speech", "New {level} game, {rows} by {columns}, %n mine(s).", None, mines
    ).format(level=title, rows=height, columns=width)


def paused() -> str:
    return translate("Speech", "Paused; P plays on.")


def resumed() -> str:
    return translate("Speech", "Playing again.")


# ---------------------------------------------------------------- jump and line keys
def run_of(state: str, count: int) -> str:
    """Alike cells side by side in a row or column: "2" alone, "3 covered" for three."""
    if count == 1:
        return state
    return translate("Speech", "%n {state}", None, count).format(state=state)


def listed(parts: Iterable[str]) -> str:
    return translate("Lists", ", ").join(parts)


def row_line(row: int, cells: str) -> str:
    """R: the cursor's row, left to right."""
    return translate("Speech", "Row {row}: {cells}.").format(row=row + 1, cells=cells)


def column_line(column: int, cells: str) -> str:
    """K: the cursor's column, top to bottom."""
    return translate("Speech", "Column {column}: {cells}.").format(column=column + 1, cells=cells)


def no_hint_cell() -> str:
    return translate("Speech", "No hint names a cell yet; H asks for one.")


def no_covered_cell() -> str:
    return translate("Speech", "No covered cell is left.")


def no_frontier_cell() -> str:
    return translate("Speech", "No covered cell touches an opened number.")


def already_there(cell: Cell) -> str:
    return translate("Speech", "The cursor is on {cell} already.").format(cell=location(cell))


def go_prompt(height: int, width: int) -> str:
    """G's question: the row, then the column, as numbers, then Enter."""
    return translate(
        "Speech",
        "Go to: type the row and the column, such as 3 5, then Enter "
        "(rows 1 to {rows}, columns 1 to {columns}).",
    ).format(rows=height, columns=width)


def go_cancelled() -> str:
    return translate("Speech", "The cursor stays.")


def go_bad(height: int, width: int) -> str:
    return translate(
        "Speech",
        "That is no cell: type a row from 1 to {rows} and a column from 1 to {columns}.",
    ).format(rows=height, columns=width)


def practice_go_on() -> str:
    """The keys after a practice answer (the focus stays on the board)."""
    return translate(
        "Speech", "Return goes on to the next one; J jumps to the cell the answer is about."
    )


def practice_answered() -> str:
    return translate("Speech", "This one is answered.")


def practice_question(prompt: str) -> str:
    """A practice puzzle's question for the keyboard: the prompt under the board without
    its last sentence (the mouse and the keys), then the keys alone and where the cursor is."""
    sentences = [s for s in _SENTENCE_END.split(prompt.strip()) if s]
    kept = " ".join(sentences[:-1]) if len(sentences) > 1 else ""
    keys = translate(
        "Speech",
        "Find a cell this position proves: Space opens a safe cell, F flags a mine; "
        "the cursor is at the first covered cell beside a number.",
    )
    return f"{kept} {keys}".strip()
