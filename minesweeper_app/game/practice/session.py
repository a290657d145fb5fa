"""A practice session, Qt-free: the next puzzle near the player's rating, one move,
a verdict in the hint engine's words and marks.

Puzzles come from ``engine.puzzles`` (fresh no-guess games played forward); a few
candidates are drawn at a time and the one whose rating is nearest the player's is
offered, so a session stays near the player's level. With a technique filter every
candidate is of that technique and the attempt counts for less (``THEMED_WEIGHT``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from minesweeper_app.engine import HintRole, format_cell
from minesweeper_app.engine.puzzles import Puzzle, check_technique, iter_puzzles
from minesweeper_app.game.practice.store import Attempt, PracticeStore

CANDIDATES = 4
"""Puzzles drawn for each offer; the one nearest the player's rating is shown (without
a filter, one of each technique, so the rating picks the technique too)."""

Marks = tuple[tuple[tuple[int, int], HintRole], ...]


@dataclass(frozen=True)
class Verdict:
    """What the window says after the move: right or wrong, why, and what to mark."""

    right: bool
    text: str
    highlights: Marks
    attempt: Attempt


class PracticeSession:
    """Offers puzzles and judges one move on each; ratings go to ``store``."""

    def __init__(
        self, store: PracticeStore, *, seed: Any = None, technique: str | None = None
    ) -> None:
        self.store = store
        self._rng = np.random.default_rng(seed)
        self._technique = None if technique is None else check_technique(technique)
        self._source: Iterator[Puzzle] | None = None
        self.puzzle: Puzzle | None = None
        self.verdict: Verdict | None = None

    @property
    def technique(self) -> str | None:
        """The technique filter (None: every technique)."""
        return self._technique

    @technique.setter
    def technique(self, value: str | None) -> None:
        self._technique = None if value is None else check_technique(value)
        self._source = None

    def candidates(self, cancel: Callable[[], bool] | None = None) -> list[Puzzle]:
        """The next few puzzles not tried before (slow: run it off the window's thread)."""
        if self._source is None:
            self._source = iter_puzzles(self._rng, self._technique, cancel=cancel)
        out: list[Puzzle] = []
        while len(out) < CANDIDATES:
            puzzle = next(self._source)
            if not self.store.attempted(puzzle.id):
                out.append(puzzle)
        return out

    def choose(self, candidates: list[Puzzle]) -> Puzzle:
        """Offer the candidate whose rating is nearest the player's."""
        if not candidates:
            raise ValueError("There is no puzzle to choose from.")
        player = self.store.player().rating
        best = min(candidates, key=lambda p: abs(self.store.puzzle_rating(p).rating - player))
        self.puzzle = best
        self.verdict = None
        return best

    def next_puzzle(self, cancel: Callable[[], bool] | None = None) -> Puzzle:
        return self.choose(self.candidates(cancel))

    def answer(self, cell: tuple[int, int], flag: bool) -> Verdict:
        """Judge the move (open ``cell``, or flag it) on the current puzzle and rate it."""
        puzzle = self.puzzle
        if puzzle is None:
            raise ValueError("There is no puzzle to answer: ask for the next one first.")
        h, w = puzzle.values.shape
        r, c = cell
        if not (0 <= r < h and 0 <= c < w) or puzzle.values[r, c] != -2:
            raise ValueError(f"{format_cell(cell).capitalize()} is not a covered cell.")
        right = puzzle.is_right(cell, flag)
        attempt = self.store.record(puzzle, right, themed=self._technique is not None)
        self.verdict = Verdict(
            right, verdict_text(puzzle, cell, flag, right), _marks(puzzle), attempt
        )
        return self.verdict


def verdict_text(puzzle: Puzzle, cell: tuple[int, int], flag: bool, right: bool) -> str:
    where = format_cell(cell)
    step = puzzle.step
    if right:
        head = f"Right: the cell at {where} is {'a mine' if flag else 'safe'}."
        if cell == step.cell:
            return f"{head} {step.text}"
        return f"{head} The easiest proof here is about another cell. {step.text}"
    if flag and cell in puzzle.safe:
        head = f"Wrong: the cell at {where} is safe, not a mine."
    elif not flag and cell in puzzle.mine:
        head = f"Wrong: the cell at {where} is a mine."
    else:
        claim = "a mine" if flag else "safe"
        head = f"Not proven: nothing here shows that the cell at {where} is {claim}; a guess."
    return f"{head} A move this position proves: {step.text}"


def _marks(puzzle: Puzzle) -> Marks:
    return tuple(puzzle.step.highlights)
