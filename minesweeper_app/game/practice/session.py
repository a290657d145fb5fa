"""A practice session, Qt-free: the next puzzle near the player's rating, one move,
a verdict in the hint engine's words and marks.

Puzzles come from ``engine.puzzles`` (fresh no-guess games played forward); a few
candidates are drawn at a time and the one whose rating is nearest the player's is
offered, so a session stays near the player's level. With a technique filter every
candidate is of that technique and the attempt counts for less (``THEMED_WEIGHT``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine import HintRole
from minesweeper_app.engine.puzzles import Puzzle, check_technique, iter_puzzles
from minesweeper_app.game.practice.store import Attempt, PracticeStore
from minesweeper_app.game.wording import format_cell, remade, say
from minesweeper_app.i18n import translate

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
    attempt: Attempt | None
    """None for a move that is not rated (a lesson)."""


class PracticeSession:
    """Offers puzzles and judges one move on each; ratings go to ``store``."""

    def __init__(
        self,
        store: PracticeStore,
        *,
        seed: int | np.random.Generator | None = None,
        technique: str | None = None,
    ) -> None:
        self.store = store
        self._rng = np.random.default_rng(seed)
        self._technique = None if technique is None else check_technique(technique)
        self._source: Iterator[Puzzle] | None = None
        self._cancel: Callable[[], bool] | None = None
        self._lock = threading.Lock()
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
        """The next few puzzles (slow: the window runs it on a worker thread; it does not
        touch the store, whose connection belongs to the window's thread)."""
        with self._lock:
            self._cancel = cancel
            source = self._source
            if source is None:
                source = self._source = iter_puzzles(
                    self._rng, self._technique, cancel=self._cancelled
                )
            try:
                return [next(source) for _ in range(CANDIDATES)]
            except BaseException:
                if self._source is source:
                    self._source = None  # a generator that raised is finished
                raise

    def _cancelled(self) -> bool:
        return self._cancel is not None and self._cancel()

    def choose(self, candidates: list[Puzzle]) -> Puzzle:
        """Offer the candidate whose rating is nearest the player's, one not tried before
        if there is one."""
        if not candidates:
            raise ValueError("There is no puzzle to choose from.")
        fresh = [p for p in candidates if not self.store.attempted(p.id)] or candidates
        player = self.store.player().rating
        best = min(fresh, key=lambda p: abs(self.store.puzzle_rating(p).rating - player))
        self.puzzle = best
        self.verdict = None
        return best

    def next_puzzle(self, cancel: Callable[[], bool] | None = None) -> Puzzle:
        return self.choose(self.candidates(cancel))

    def answer(self, cell: tuple[int, int], flag: bool, *, rated: bool = True) -> Verdict:
        """Judge the move (open ``cell``, or flag it) on the current puzzle; store and rate
        it unless ``rated`` is False (a lesson)."""
        puzzle = self.puzzle
        if puzzle is None:
            raise ValueError("There is no puzzle to answer: ask for the next one first.")
        h, w = puzzle.values.shape
        r, c = cell
        if not (0 <= r < h and 0 <= c < w) or puzzle.values[r, c] != -2:
            raise ValueError(f"{format_cell(cell).capitalize()} is not a covered cell.")
        right = puzzle.is_right(cell, flag)
        attempt = (
            self.store.record(puzzle, right, themed=self._technique is not None) if rated else None
        )
        self.verdict = Verdict(
            right, verdict_text(puzzle, cell, flag, right), _marks(puzzle), attempt
        )
        return self.verdict


@remade
def verdict_text(puzzle: Puzzle, cell: tuple[int, int], flag: bool, right: bool) -> str:
    where = format_cell(cell)
    step = puzzle.step
    if right:
        if flag:
            head = translate("Practice", "Right: the cell at {cell} is a mine.")
        else:
            head = translate("Practice", "Right: the cell at {cell} is safe.")
        head = head.format(cell=where)
        if cell == step.cell:
            return f"{head} {say(step)}"
        other = translate("Practice", "The easiest proof here is about another cell.")
        return f"{head} {other} {say(step)}"
    if flag and cell in puzzle.safe:
        head = translate("Practice", "Wrong: the cell at {cell} is safe, not a mine.")
    elif not flag and cell in puzzle.mine:
        head = translate("Practice", "Wrong: the cell at {cell} is a mine.")
    elif flag:
        head = translate(
            "Practice",
            "Not proven: nothing here shows that the cell at {cell} is a mine; a guess.",
        )
    else:
        head = translate(
            "Practice", "Not proven: nothing here shows that the cell at {cell} is safe; a guess."
        )
    proves = translate("Practice", "A move this position proves: {step}").format(step=say(step))
    return f"{head.format(cell=where)} {proves}"


def _marks(puzzle: Puzzle) -> Marks:
    return tuple(puzzle.step.highlights)
