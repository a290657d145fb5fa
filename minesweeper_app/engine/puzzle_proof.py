"""What a practice puzzle teaches: its technique, motifs and a starting difficulty.

The technique is the size of the smallest proof of the position's easiest answer,
as the hint engine's ``easiest_step`` finds it (flags on proven mines count as
known mines): one number (``single``), two (``pair``), three or more (``chain``),
or the mine count when no set of numbers proves anything (``mine-count``).
Motifs are read off that proof's numbers, never guessed from the board around it.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise

from minesweeper_app.engine.assist import Step
from minesweeper_app.engine.board import COVERED, FLAGGED, Board, Cell


class PuzzleTechnique(enum.StrEnum):
    """What a puzzle teaches, from the easiest to the hardest (stored by its value)."""

    SINGLE = "single"
    PAIR = "pair"
    CHAIN = "chain"
    MINE_COUNT = "mine-count"


TECHNIQUES = tuple(PuzzleTechnique)
"""From the easiest to the hardest."""

MOTIFS = ("1-1", "1-2", "1-2-1", "1-2-2-1", "reduction", "subset")

BASE_RATING = {
    PuzzleTechnique.SINGLE: 1000,
    PuzzleTechnique.PAIR: 1400,
    PuzzleTechnique.CHAIN: 1800,
    PuzzleTechnique.MINE_COUNT: 2000,
}
"""Glicko-2 starting ratings by technique (the centre of each technique's band)."""

BAND = 175
"""Half the width of a technique's band: a puzzle's estimate stays within its band, and
the bands do not overlap, so every pair puzzle starts above every single one."""

_FEWEST_NUMBERS = {
    PuzzleTechnique.SINGLE: 1,
    PuzzleTechnique.PAIR: 2,
    PuzzleTechnique.CHAIN: 3,
    PuzzleTechnique.MINE_COUNT: 0,
}


def technique_of(step: Step) -> PuzzleTechnique:
    """The technique of a position whose easiest step is ``step``."""
    if step.uses_mine_count:
        return PuzzleTechnique.MINE_COUNT
    n = len(step.clues)
    if n == 1:
        return PuzzleTechnique.SINGLE
    return PuzzleTechnique.PAIR if n == 2 else PuzzleTechnique.CHAIN


def _around(board: Board, cell: Cell) -> list[Cell]:
    h, w = board.shape
    r, c = cell
    return [
        (r + dr, c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0) and 0 <= r + dr < h and 0 <= c + dc < w
    ]


@dataclass(frozen=True)
class _Clue:
    cell: Cell
    need: int
    """The number minus the flags around it."""
    covered: frozenset[Cell]
    flags: int


def _clue(board: Board, cell: Cell) -> _Clue:
    near = _around(board, cell)
    flags = sum(1 for x in near if board[x] == FLAGGED)
    covered = frozenset(x for x in near if board[x] == COVERED)
    return _Clue(cell, int(board[cell]) - flags, covered, flags)


def _in_a_row(cells: list[Cell]) -> list[Cell] | None:
    """The cells in order when they are consecutive along one row or one column."""
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    if len(rows) == 1:
        line = sorted(cells, key=lambda x: x[1])
        steps = [b[1] - a[1] for a, b in pairwise(line)]
    elif len(cols) == 1:
        line = sorted(cells)
        steps = [b[0] - a[0] for a, b in pairwise(line)]
    else:
        return None
    return line if all(s == 1 for s in steps) else None


def motifs_of(board: Board, technique: PuzzleTechnique, clues: Iterable[Cell]) -> tuple[str, ...]:
    """The named patterns the proof's numbers form, after subtracting their flags.

    ``reduction``: a number in the proof has flags around it to subtract. ``subset``:
    a pair whose one number's covered cells all belong to the other. ``1-1``/``1-2``:
    a pair of side-by-side numbers that need 1 and 1, or 1 and 2, more mines.
    ``1-2-1``/``1-2-2-1``: a chain of exactly those numbers in one straight line, or a
    1-2 pair that starts one.
    The mine count's "proof" is the whole frontier, so it gets no motif.
    """
    if technique is PuzzleTechnique.MINE_COUNT:
        return ()
    found: list[str] = []
    proof = [_clue(board, c) for c in sorted(clues)]
    if len(proof) == 2:
        a, b = proof
        line = _in_a_row([a.cell, b.cell])
        needs = sorted((a.need, b.need))
        if line is not None and needs == [1, 1]:
            found.append("1-1")
        if line is not None and needs == [1, 2]:
            found.append("1-2")
            found.extend(_longer_line(board, a if a.need == 1 else b, b if a.need == 1 else a))
    if len(proof) in (3, 4):
        line = _in_a_row([c.cell for c in proof])
        if line is not None:
            need = {c.cell: c.need for c in proof}
            pattern = [need[x] for x in line]
            if pattern == [1, 2, 1]:
                found.append("1-2-1")
            if pattern == [1, 2, 2, 1]:
                found.append("1-2-2-1")
    if any(c.flags for c in proof):
        found.append("reduction")
    if len(proof) == 2 and (
        proof[0].covered <= proof[1].covered or proof[1].covered <= proof[0].covered
    ):
        found.append("subset")
    return tuple(found)


def _longer_line(board: Board, one: _Clue, two: _Clue) -> list[str]:
    """``1-2-1`` or ``1-2-2-1`` when the proof's 1-2 pair is the end of such a line.

    A 1-2-1 or 1-2-2-1 is never a smallest proof by itself: its 1-2 end already
    decides the cell beyond the 2, so the puzzle is a pair. A player knows it by the
    longer name, so the line the pair starts (numbers after their flags, straight on
    from the 1 through the 2) is named too.
    """
    dr, dc = two.cell[0] - one.cell[0], two.cell[1] - one.cell[1]
    h, w = board.shape
    needs: list[int] = []
    r, c = two.cell
    for _ in range(2):
        r, c = r + dr, c + dc
        if not (0 <= r < h and 0 <= c < w) or board[r, c] < 0:
            break
        needs.append(_clue(board, (r, c)).need)
    if needs[:1] == [1]:
        return ["1-2-1"]
    if needs == [2, 1]:
        return ["1-2-2-1"]
    return []


def candidate_cells(board: Board) -> int:
    """Covered, unflagged cells next to an opened number: where a player has to look."""
    h, w = board.shape
    count = 0
    for r in range(h):
        for c in range(w):
            if board[r, c] == COVERED and any(board[x] >= 0 for x in _around(board, (r, c))):
                count += 1
    return count


def estimate_rating(technique: PuzzleTechnique, numbers: int, candidates: int, answers: int) -> int:
    """A puzzle's starting Glicko-2 rating before anyone has played it.

    Harder techniques start higher (their bands do not overlap); within a band,
    more numbers in the proof and more cells to search make it harder, and more
    correct answers (more ways to be right) make it easier.
    """
    base = BASE_RATING[technique]
    fewest = _FEWEST_NUMBERS[technique]
    extra = numbers - fewest if technique is not PuzzleTechnique.MINE_COUNT else 0
    ease = math.log2(max(1, answers)) - 2.5  # 0 at about six answers
    raw = base + 60 * min(extra, 3) + 2 * (min(candidates, 100) - 40) - 60 * ease
    return round(max(base - BAND, min(base + BAND, raw)))
