"""Lessons for a new player: the rules, the first click, then one technique at a time.

Each technique lesson is a small hand-checked position (tests enumerate every mine
arrangement to confirm its answers and that it needs exactly its technique); after
the move, the hint engine explains it in words and marks, as in practice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine.puzzles import Puzzle, puzzle_from_position
from minesweeper_app.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Lesson:
    """One page of the tutorial; ``rows`` (with ``mines``) is its position, if any."""

    key: str
    title: str
    text: str
    rows: tuple[str, ...] = ()
    mines: int = 0

    def puzzle(self) -> Puzzle | None:
        """The lesson's position as a puzzle (None for a page of words only)."""
        if not self.rows:
            return None
        code = {"#": -2, "F": -3}
        values = np.array(
            [[code.get(ch, ord(ch) - 48) for ch in row] for row in self.rows], dtype=np.int8
        )
        puzzle = puzzle_from_position(values, self.mines)
        assert puzzle is not None, "every lesson position proves something"
        return puzzle


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "rules",
        QT_TRANSLATE_NOOP("Lessons", "The rules"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Some covered cells hide mines. Open every other cell to win; open a mine and the "
            "game is lost. An opened cell shows how many of its eight neighbours are mines. "
            "Right-click a cell you know is a mine, or press F on it, to flag it. On these "
            "boards logic always tells you a safe move: you never have to guess.",
        ),
    ),
    Lesson(
        "first-click",
        QT_TRANSLATE_NOOP("Lessons", "The first click"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Your first click is always safe, and so are its neighbours, so it opens an area. "
            "A 0 opens its neighbours by itself. The numbers along the edge of that area are "
            "where the reasoning starts.",
        ),
    ),
    Lesson(
        "single",
        QT_TRANSLATE_NOOP("Lessons", "One number decides"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When a number has as many covered neighbours as mines it still needs, all of them "
            "are mines; when it needs no more mines (its flags already count), the rest are "
            "safe. Find a cell one number decides, then open it (click or Space) or flag it "
            "(right-click or F).",
        ),
        ("0000", "0111", "01##"),
        1,
    ),
    Lesson(
        "pair",
        QT_TRANSLATE_NOOP("Lessons", "Two numbers together (1-1)"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "No number decides anything alone here. But the corner 1 sees only cells its "
            "neighbour 1 also sees: the neighbour's one mine is among them, so its other "
            "covered cell is safe. Find a cell the two numbers decide together.",
        ),
        ("####", "1121", "0000"),
        2,
    ),
    Lesson(
        "chain",
        QT_TRANSLATE_NOOP("Lessons", "Three numbers together"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Sometimes no one or two numbers decide anything and three do: try each way to "
            "place mines that fits all three, and a cell that comes out the same every time is "
            "decided. Flags count as mines.",
        ),
        ("FF1000", "#31000", "#21111", "###1##"),
        5,
    ),
    Lesson(
        "mine-count",
        QT_TRANSLATE_NOOP("Lessons", "The mine count"),
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When the numbers decide nothing, count the mines. The counter shows how many "
            "there are in all; if the numbers already account for every one, each covered cell "
            "beyond them is safe.",
        ),
        ("01FF#", "013FF", "00122", "01110", "01F10"),
        5,
    ),
)
"""The tutorial, in order."""
