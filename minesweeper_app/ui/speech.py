"""What a screen reader says about the board: cell names, the reading keys' answers.

Every sentence a listener hears that is not already on screen is built here, in one small
module, so translation can mark them in one place.  Rows and columns are spoken 1-based,
as the hints write them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from minesweeper_app.engine import Cell
from minesweeper_app.ui.board_art import (
    KIND_COVERED,
    KIND_EXPLODED,
    KIND_FLAG,
    KIND_MINE,
    KIND_QUESTION,
    KIND_WRONG_FLAG,
)

VERBOSITIES = ("brief", "full")
"""How much an announcement says: its first sentence, or all of it."""

_STATE_WORDS = {
    0: "empty",
    KIND_COVERED: "covered",
    KIND_FLAG: "flagged",
    KIND_QUESTION: "question mark",
    KIND_EXPLODED: "exploded mine",
    KIND_MINE: "mine",
    KIND_WRONG_FLAG: "flagged, no mine",
}

_DIRECTIONS = {
    (-1, -1): "above left",
    (-1, 0): "above",
    (-1, 1): "above right",
    (0, -1): "left",
    (0, 1): "right",
    (1, -1): "below left",
    (1, 0): "below",
    (1, 1): "below right",
}

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=\S)")


def cell_state(kind: int) -> str:
    """What a cell shows, in words: "covered", "flagged", "2", "empty"..."""
    return str(kind) if 1 <= kind <= 8 else _STATE_WORDS.get(kind, "covered")


def location(cell: Cell) -> str:
    """ "row 3, column 5" (1-based)."""
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


def cell_name(cell: Cell, kind: int) -> str:
    """An accessible cell's name: "row 3, column 5, covered"."""
    return f"{location(cell)}, {cell_state(kind)}"


def board_name() -> str:
    return "Minesweeper board"


def board_description(height: int, width: int) -> str:
    """The board's accessible description: its size and the keys that play it."""
    return (
        f"{height} rows by {width} columns. Arrows move, Space opens, F flags. "
        "I reads the cell, L its row and column, N the cells around it, "
        "M the mines left, T the time, A repeats the last announcement."
    )


def neighbourhood(cell: Cell, around: Iterable[tuple[Cell, int]], full: bool) -> str:
    """The cells around ``cell``: each by direction (full), or counted by kind (brief)."""
    pairs = sorted(around)
    if full:
        parts = [
            f"{_DIRECTIONS[(r - cell[0], c - cell[1])]} {cell_state(kind)}"
            for (r, c), kind in pairs
        ]
        return f"Around {location(cell)}: {', '.join(parts)}."
    kinds = [kind for _, kind in pairs]
    covered = sum(k in (KIND_COVERED, KIND_QUESTION) for k in kinds)
    flagged = sum(k == KIND_FLAG for k in kinds)
    numbers = sorted(k for k in kinds if 1 <= k <= 8)
    empty = sum(k == 0 for k in kinds)
    parts = [f"{covered} covered"] if covered else []
    parts += [f"{flagged} flagged"] if flagged else []
    parts += ["numbers " + ", ".join(map(str, numbers))] if numbers else []
    parts += [f"{empty} empty"] if empty else []
    return "Around: " + "; ".join(parts) + "."


def mines_left(count: int) -> str:
    """The mine counter in words (negative when more flags than mines)."""
    if count < 0:
        return f"{-count} more flags than mines."
    return "1 mine left." if count == 1 else f"{count} mines left."


def elapsed(seconds: float) -> str:
    """The game clock in words, whole seconds as the counter shows them."""
    whole = int(seconds)
    return "1 second." if whole == 1 else f"{whole} seconds."


def nothing_yet() -> str:
    return "Nothing has been said yet."


def first_sentence(text: str) -> str:
    """The first sentence of ``text`` (all of it if it is one sentence)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def for_verbosity(text: str, verbosity: str) -> str:
    """``text`` as much as the chosen verbosity says: brief is its first sentence."""
    return first_sentence(text) if verbosity == "brief" else text.strip()
