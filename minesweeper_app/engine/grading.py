"""Logic grades: the hardest reasoning a board's logical solution needs, and how often.

The board is played from the start by a player who always takes the easiest
reasoning available (Kunz 3.5, the order of the Help algorithm):

1. one number: its value minus the known mines around it is 0 (the rest is safe)
   or the number of its covered neighbours (all are mines) — the thesis' EasyMoves;
2. two numbers: the exact rule for a pair whose covered cells overlap (the
   subset argument and its relatives: the shared cells hold between ``lo`` and
   ``hi`` mines, which can settle either side or the shared cells);
3. three or more numbers: what the numbers alone prove (``solve_state`` without
   the mine count) when no pair proves anything;
4. the mine count: what only the total number of mines proves.

Only when a kind proves nothing is the next one tried, and after each use of a
harder kind (one pair's conclusions, or one cell for kinds 3 and 4) the player
goes back to the easiest. The grade is the hardest kind used; ``steps`` counts
the cells each kind decided. Cells opened by a zero's cascade are the game's
doing, not the player's, and are not counted.

Grades and choices are data; their names in the player's language are the game
layer's (``game.wording.grades``).
"""

from __future__ import annotations

import enum
import heapq
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine.board import (
    COVERED,
    MINE,
    Cell,
    CellLike,
    cell_type_board,
    check_cell,
    check_mines,
    check_size,
    geometry,
)
from minesweeper_app.engine.errors import Cancelled
from minesweeper_app.engine.solver import SolverOptions, solve_state


class Grade(enum.IntEnum):
    """Kinds of reasoning, ordered by difficulty (compare with ``<``)."""

    ONE_NUMBER = 1
    TWO_NUMBERS = 2
    THREE_PLUS = 3
    MINE_COUNT = 4

    @property
    def english(self) -> str:
        """The grade's English name, for logs and developers (players read
        ``game.wording.grades.grade_label``)."""
        return _ENGLISH[self]


_ENGLISH = {
    Grade.ONE_NUMBER: "one number",
    Grade.TWO_NUMBERS: "two numbers",
    Grade.THREE_PLUS: "three+ numbers",
    Grade.MINE_COUNT: "mine count",
}


@dataclass(frozen=True)
class GradeReport:
    """The grade (hardest kind of reasoning used) and the cells each kind decided."""

    grade: Grade
    steps: dict[Grade, int]

    def __str__(self) -> str:
        used = ", ".join(f"{g.english} {n}" for g, n in self.steps.items() if n)
        used = used or "the first click opens everything"
        return f"{self.grade.english} ({used})"


class GradeChoice(enum.StrEnum):
    """The logic grade a player asks New game for (a StrEnum: "easy" is EASY)."""

    ANY = "any"
    EASY = "easy"
    HARD = "hard"
    HARDEST = "hardest"


GRADE_CHOICES: dict[GradeChoice, frozenset[Grade]] = {
    GradeChoice.ANY: frozenset(Grade),
    GradeChoice.EASY: frozenset({Grade.ONE_NUMBER}),
    GradeChoice.HARD: frozenset({Grade.TWO_NUMBERS}),
    GradeChoice.HARDEST: frozenset({Grade.THREE_PLUS, Grade.MINE_COUNT}),
}
"""What "Logic: any / easy / hard / hardest" asks of ``create_board(grade=...)``:
easy boards fall to single numbers, hard ones need two numbers together (a
subset argument) and nothing harder, the hardest need three or more numbers
together or the mine count. Among uniform no-guess Expert boards (``bench
grades``, 300 boards) 0.7 % are easy, 59 % hard and 40 % hardest (three+ numbers
4.7 %, the mine count 35.7 %), so an easy Expert board takes seconds to find."""

_NUMBERS_ONLY = SolverOptions(use_mine_count=False)


def grade_board(
    height: int,
    width: int,
    mines: Iterable[CellLike],
    start: CellLike,
    *,
    cancel: Callable[[], bool] | None = None,
) -> GradeReport:
    """Grade a board by playing it logically from ``start``, easiest reasoning first.

    Raises ValueError if the start is a mine or the board cannot be won without
    guessing, and ``Cancelled`` when ``cancel()`` returns True.
    """
    check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    mine_set = check_mines(height, width, mines)
    if start in mine_set:
        raise ValueError(f"The start cell {start} holds a mine: there is nothing to grade.")
    return _Player(height, width, mine_set, cancel).play(start)


class _Player:
    """Plays easiest-first, re-reading only the numbers whose surroundings changed.

    A whole-board rescan after every step made grading quadratic (seconds on
    128x128). The player keeps the numbers single-handedly decisive (``trivial``)
    and, for pairs, a heap of productive pairs: a pair's verdict only changes
    when one of its numbers does, so only numbers touched since the last look
    (``pair_dirty``) are paired again. The heap's smallest pair is the first one
    the row-major scan would find, so every step and count is as before.
    """

    def __init__(
        self,
        height: int,
        width: int,
        mines: frozenset[Cell],
        cancel: Callable[[], bool] | None,
    ) -> None:
        self.geo = geometry(height, width)
        self.types: list[int] = cell_type_board(height, width, mines).ravel().tolist()
        self.total = len(mines)
        self.cancel = cancel
        self.values = [COVERED] * self.geo.size
        self.safe_left = self.geo.size - self.total
        self.steps = dict.fromkeys(Grade, 0)
        self.changed: list[int] = []
        self.trivial: set[int] = set()
        self.pair_dirty: set[int] = set()
        self.pairs: list[tuple[int, int]] = []
        self.in_pairs: set[tuple[int, int]] = set()
        self.opens = 0
        self.news = 0
        self.count_found: tuple[int, list[int], set[int]] | None = None
        self.numbers_stuck_at: int | None = None

    # -- the position --------------------------------------------------------------------

    def open(self, v: int) -> None:
        todo = [v]
        while todo:
            c = todo.pop()
            if self.values[c] != COVERED:
                continue
            assert self.types[c] != MINE, "only proven safe cells are opened"
            self.values[c] = self.types[c]
            self.changed.append(c)
            self.opens += 1
            self.news += 1
            self.safe_left -= 1
            if self.types[c] == 0:
                todo.extend(self.geo.neighbours[c])

    def decide(self, safe: Iterable[int], mines: Iterable[int], kind: Grade) -> None:
        for v in mines:
            if self.values[v] == COVERED:
                self.values[v] = MINE
                self.changed.append(v)
                if any(self.values[n] >= 0 for n in self.geo.neighbours[v]):
                    self.news += 1
                self.steps[kind] += 1
        for v in safe:
            if self.values[v] == COVERED:
                self.steps[kind] += 1
                self.open(v)
        self.settle()

    def settle(self) -> None:
        """Re-read the numbers next to changed cells: the trivial set and pair work."""
        values = self.values
        neighbours = self.geo.neighbours
        touched: set[int] = set()
        for v in self.changed:
            if values[v] >= 0:
                touched.add(v)
            touched.update(n for n in neighbours[v] if values[n] >= 0)
        self.changed.clear()
        for c in touched:
            found = self.clue(c)
            if found is not None and (found[1] == 0 or found[1] == len(found[0])):
                self.trivial.add(c)
            else:
                self.trivial.discard(c)
        self.pair_dirty |= touched

    def clue(self, c: int) -> tuple[frozenset[int], int] | None:
        """A number's covered neighbours and the mines among them, if any are covered."""
        value = self.values[c]
        if value < 0:
            return None
        covered = []
        left = value
        for n in self.geo.neighbours[c]:
            x = self.values[n]
            if x == COVERED:
                covered.append(n)
            elif x == MINE:
                left -= 1
        return (frozenset(covered), left) if covered else None

    # -- the kinds of reasoning ----------------------------------------------------------

    def one_number(self) -> bool:
        safe: set[int] = set()
        mines: set[int] = set()
        for c in self.trivial:
            found = self.clue(c)
            assert found is not None, "trivial numbers have covered neighbours"
            cells, left = found
            if left == 0:
                safe |= cells
            else:
                mines |= cells
        self.trivial.clear()
        self.decide(sorted(safe), sorted(mines), Grade.ONE_NUMBER)
        return bool(safe or mines)

    def pair_proves(self, a: int, b: int) -> tuple[set[int], set[int]] | None:
        """What numbers ``a`` and ``b`` prove together, if they share a covered cell."""
        clue_a, clue_b = self.clue(a), self.clue(b)
        if clue_a is None or clue_b is None or not clue_a[0] & clue_b[0]:
            return None
        safe, mines = _pair(clue_a[0], clue_a[1], clue_b[0], clue_b[1])
        return (safe, mines) if safe or mines else None

    def two_numbers(self) -> bool:
        values = self.values
        neighbours = self.geo.neighbours
        for i, c in enumerate(self.pair_dirty):
            if i % 512 == 511:
                self.check_cancel()
            found = self.clue(c)
            if found is None:
                continue
            partners = {b for v in found[0] for b in neighbours[v] if values[b] >= 0}
            partners.discard(c)
            for b in partners:
                pair = (c, b) if c < b else (b, c)
                if pair not in self.in_pairs and self.pair_proves(*pair) is not None:
                    self.in_pairs.add(pair)
                    heapq.heappush(self.pairs, pair)
        self.pair_dirty.clear()
        while self.pairs:
            pair = heapq.heappop(self.pairs)
            self.in_pairs.discard(pair)
            proved = self.pair_proves(*pair)
            if proved is not None:
                safe, mines = proved
                self.decide(sorted(safe), sorted(mines), Grade.TWO_NUMBERS)
                return True
        return False

    def solver(self, kind: Grade) -> bool:
        """The first cell (row-major) that kind 3 or 4 proves, as ``solve_state`` finds it.

        A whole-board solve is costly, so its verdict is reused while it provably
        stands. Marking a proven mine removes no arrangement (the solver is exact),
        so the mine count proves the same cells until a cell is opened; and a mine
        next to no number constrains nothing, so numbers that proved nothing still
        prove nothing until a cell is opened or a mine next to a number is marked.
        """
        if kind is Grade.MINE_COUNT:
            if self.count_found is None or self.count_found[0] != self.opens:
                board = self.board()
                found = solve_state(board, self.total, cancel=self.cancel)
                cells = sorted(self.geo.index(c) for c in (*found.safe, *found.mines))
                self.count_found = (self.opens, cells, {self.geo.index(c) for c in found.mines})
            _, cells, mines = self.count_found
            first = next((v for v in cells if self.values[v] == COVERED), None)
        else:
            if self.numbers_stuck_at == self.news:
                return False
            found = solve_state(self.board(), None, options=_NUMBERS_ONLY, cancel=self.cancel)
            cells = sorted(self.geo.index(c) for c in (*found.safe, *found.mines))
            mines = {self.geo.index(c) for c in found.mines}
            first = cells[0] if cells else None
            if first is None:
                self.numbers_stuck_at = self.news
        if first is None:
            return False
        if first in mines:
            self.decide((), (first,), kind)
        else:
            self.decide((first,), (), kind)
        return True

    def board(self) -> np.ndarray:
        return np.array(self.values, dtype=np.int8).reshape(self.geo.height, self.geo.width)

    def check_cancel(self) -> None:
        if self.cancel is not None and self.cancel():
            raise Cancelled("Grading the board was cancelled.")

    def play(self, start: Cell) -> GradeReport:
        self.open(self.geo.index(start))
        self.settle()
        while self.safe_left > 0:
            self.check_cancel()
            if self.one_number() or self.two_numbers():
                continue
            if self.solver(Grade.THREE_PLUS) or self.solver(Grade.MINE_COUNT):
                continue
            raise ValueError("This board cannot be won without guessing, so it has no grade.")
        used = [g for g, n in self.steps.items() if n]
        return GradeReport(max(used, default=Grade.ONE_NUMBER), self.steps)


def _pair(
    a: frozenset[int], left_a: int, b: frozenset[int], left_b: int
) -> tuple[set[int], set[int]]:
    """Everything two numbers prove together: exact, since cells of one part are alike."""
    shared = a & b
    only_a, only_b = a - shared, b - shared
    lo = max(0, left_a - len(only_a), left_b - len(only_b))
    hi = min(len(shared), left_a, left_b)
    safe: set[int] = set()
    mines: set[int] = set()
    for part, left in ((only_a, left_a), (only_b, left_b)):
        if part and left - lo == 0:
            safe |= part
        elif part and left - hi == len(part):
            mines |= part
    if hi == 0:
        safe |= shared
    elif lo == len(shared):
        mines |= shared
    return safe, mines


def wanted_grades(grade: str | Grade) -> frozenset[Grade]:
    """The grades a ``grade=`` request accepts: a GRADE_CHOICES name or one exact Grade."""
    if isinstance(grade, Grade):
        return frozenset({grade})
    if isinstance(grade, str) and grade in GRADE_CHOICES:
        return GRADE_CHOICES[GradeChoice(grade)]
    raise ValueError(
        f"Unknown logic grade {grade!r}; choose one of {', '.join(GRADE_CHOICES)} or a Grade."
    )
