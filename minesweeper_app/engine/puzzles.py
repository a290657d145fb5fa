"""Practice puzzles: positions from real no-guess games where one technique is needed.

A no-guess board (``create_board``) is played forward the way a careful player plays:
every cell one number decides, then what two numbers decide, then what the numbers
together decide, and only then what the mine count decides; proven mines are flagged.
Before each move the position is classified by the cheapest kind of reasoning that
moves it on, so a ``pair`` position is one where no single number decides anything.
One position of the wanted kind is drawn from each game. The hint engine then
confirms the technique (``easiest_step``: the smallest proof of the easiest answer),
and the answer set is everything the exact solver proves there (``solve_state``
with the mine count), so any correct move counts as right.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from minesweeper_app.engine.assist import Step, easiest_step
from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    MINE,
    Board,
    Cell,
    cell_type_board,
    check_values,
    geometry,
)
from minesweeper_app.engine.creator.create import create_board
from minesweeper_app.engine.errors import Cancelled
from minesweeper_app.engine.puzzle_proof import (
    MOTIFS,
    TECHNIQUES,
    PuzzleTechnique,
    candidate_cells,
    estimate_rating,
    motifs_of,
    technique_of,
)
from minesweeper_app.engine.seeds import generator
from minesweeper_app.engine.solver import (
    KNOWN_MINE,
    OPENED,
    Knowledge,
    SolverOptions,
    solve_state,
)
from minesweeper_app.engine.solver.areas import solve_areas
from minesweeper_app.engine.solver.easy_moves import easy_moves, subset_rules
from minesweeper_app.engine.solver.mine_count import mine_count

__all__ = [
    "LEVELS",
    "MAX_COUNT",
    "MOTIFS",
    "TECHNIQUES",
    "NoPuzzleFound",
    "Puzzle",
    "PuzzleTechnique",
    "check_technique",
    "generate_puzzles",
    "iter_puzzles",
    "puzzle_from_position",
]

LEVELS: tuple[tuple[int, int, int], ...] = ((9, 9, 10), (16, 16, 40), (16, 30, 99))
"""Height, width and mines of Beginner, Intermediate and Expert."""

MAX_COUNT = 100_000
"""Most puzzles one call makes (about three hours of chain puzzles)."""

BOARDS_PER_PUZZLE = 400
"""Games played without finding the technique before the search gives up."""

_QUEUED = 16
"""Positions kept per technique while a mixed request waits for a rarer one."""

_OPTIONS = SolverOptions()


class NoPuzzleFound(RuntimeError):
    """The levels gave no position of the technique within the search limit."""


@dataclass(frozen=True)
class Puzzle:
    """One position, what it teaches and every correct answer.

    ``values`` is the cell-value board (-3 flag, -2 covered, 0..8 opened; flags only
    on proven mines); ``safe`` and ``mine`` are every covered unflagged cell the
    position proves (with ``mines``, the board's total). ``step`` is the hint engine's
    easiest step, whose numbers (``step.clues``) are the proof the technique names.
    """

    id: str
    technique: PuzzleTechnique
    motifs: tuple[str, ...]
    rating: int
    mines: int
    values: Board = field(repr=False, compare=False)
    safe: frozenset[Cell]
    mine: frozenset[Cell]
    step: Step = field(repr=False, compare=False)

    @property
    def rows(self) -> list[str]:
        """The position as text: ``#`` covered, ``F`` flag, ``0``-``8`` opened."""
        return _rows(self.values)

    def is_right(self, cell: Cell, flag: bool) -> bool:
        """Is opening (or, with ``flag``, flagging) ``cell`` a move the position proves?"""
        return cell in (self.mine if flag else self.safe)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "technique": self.technique,
            "motifs": list(self.motifs),
            "rating": self.rating,
            "mines": self.mines,
            "rows": self.rows,
            "safe": [list(c) for c in sorted(self.safe)],
            "mine": [list(c) for c in sorted(self.mine)],
        }


def _rows(values: Board) -> list[str]:
    def char(v: int) -> str:
        return "#" if v == COVERED else "F" if v == FLAGGED else str(v)

    return ["".join(char(int(v)) for v in row) for row in values]


def check_technique(technique: object) -> PuzzleTechnique:
    if not isinstance(technique, str) or technique not in TECHNIQUES:
        raise ValueError(f"Unknown technique {technique!r}; choose one of {', '.join(TECHNIQUES)}.")
    return PuzzleTechnique(technique)


def _check_count(count: Any) -> int:
    if isinstance(count, bool) or not isinstance(count, int | np.integer):
        raise TypeError(f"The number of puzzles must be a whole number, not {count!r}.")
    if not 1 <= count <= MAX_COUNT:
        raise ValueError(f"The number of puzzles must be between 1 and {MAX_COUNT}, not {count}.")
    return int(count)


def _check_seed(seed: Any) -> np.random.Generator:
    return generator(seed, none_ok=False)


def _check_levels(levels: Any) -> tuple[tuple[int, int, int], ...]:
    out: list[tuple[int, int, int]] = []
    for level in levels:
        height, width, mines = level
        out.append((int(height), int(width), int(mines)))
    if not out:
        raise ValueError("levels must list at least one (height, width, mines).")
    return tuple(out)


def generate_puzzles(
    count: int,
    seed: Any,
    technique: str | None = None,
    *,
    levels: Sequence[tuple[int, int, int]] = LEVELS,
    cancel: Callable[[], bool] | None = None,
) -> list[Puzzle]:
    """``count`` distinct puzzles of ``technique`` (all four in turn when None).

    The same seed gives the same puzzles. Raises ValueError/TypeError for a bad
    count, seed or technique, NoPuzzleFound when the levels never need the technique,
    and Cancelled when ``cancel()`` returns True.
    """
    n = _check_count(count)
    out: list[Puzzle] = []
    for puzzle in iter_puzzles(seed, technique, levels=levels, cancel=cancel):
        out.append(puzzle)
        if len(out) == n:
            break
    return out


def iter_puzzles(
    seed: Any,
    technique: str | None = None,
    *,
    levels: Sequence[tuple[int, int, int]] = LEVELS,
    cancel: Callable[[], bool] | None = None,
) -> Iterator[Puzzle]:
    """Endless distinct puzzles of ``technique``, or of every technique in turn."""
    wanted = TECHNIQUES if technique is None else (check_technique(technique),)
    rng = _check_seed(seed)
    sizes = _check_levels(levels)
    queues: dict[str, deque[_Position]] = {t: deque() for t in wanted}
    seen: set[str] = set()
    for turn in _cycle(wanted):
        boards = 0
        while True:
            while queues[turn]:
                puzzle = queues[turn].popleft().puzzle()
                if puzzle.id not in seen:
                    seen.add(puzzle.id)
                    yield puzzle
                    break
            else:
                if boards >= BOARDS_PER_PUZZLE:
                    raise NoPuzzleFound(
                        f"No {turn} position turned up in {boards} games of these levels."
                    )
                boards += 1
                if cancel is not None and cancel():
                    raise Cancelled("Puzzle generation was cancelled.")
                for t, position in _play(rng, sizes, wanted).items():
                    if len(queues[t]) < _QUEUED:
                        queues[t].append(position)
                continue
            break


def _cycle(items: Sequence[str]) -> Iterator[str]:
    while True:
        yield from items


@dataclass(frozen=True)
class _Position:
    """A recorded position of a played game (cell states of the solver's knowledge)."""

    technique: str
    height: int
    width: int
    mines: int
    types: tuple[int, ...]
    state: bytes

    def values(self) -> Board:
        flat = [
            t if s == OPENED else FLAGGED if s == KNOWN_MINE else COVERED
            for t, s in zip(self.types, self.state, strict=True)
        ]
        return np.array(flat, dtype=np.int8).reshape(self.height, self.width)

    def puzzle(self) -> Puzzle:
        puzzle = _build(self.values(), self.mines)
        assert puzzle is not None and puzzle.technique == self.technique, (
            "the hint engine's easiest step needs the technique the game play found"
        )
        return puzzle


def puzzle_from_position(values: Any, total_mines: int) -> Puzzle | None:
    """A puzzle from a player's own position (where they lost, erred or asked for help).

    Flags the position does not prove to be mines are taken off first (a puzzle's
    flags are facts), and an opened mine is covered again; None when nothing is provable
    there. Raises like ``solve_state`` for a position that contradicts its numbers.
    """
    board = check_values(values).copy()
    board[board == MINE] = COVERED
    found = solve_state(board, total_mines)
    for cell in zip(*(board == FLAGGED).nonzero(), strict=True):
        if (int(cell[0]), int(cell[1])) not in found.mines:
            board[cell] = COVERED
    return _build(board, total_mines)


def _build(values: Board, mines: int) -> Puzzle | None:
    found = solve_state(values, mines)
    flags = {(int(r), int(c)) for r, c in zip(*(values == FLAGGED).nonzero(), strict=True)}
    assert flags <= found.mines, "flags are only ever on proven mines"
    safe, mine = found.safe, found.mines - flags
    if not safe and not mine:
        return None
    step = easiest_step(values, mines)
    assert step is not None, "a provable cell gives an easiest step"
    technique = technique_of(step)
    rating = estimate_rating(
        technique, len(step.clues), candidate_cells(values), len(safe) + len(mine)
    )
    digest = hashlib.sha256(f"{mines}:{'/'.join(_rows(values))}".encode()).hexdigest()
    return Puzzle(
        id=digest[:16],
        technique=technique,
        motifs=motifs_of(values, technique, step.clues),
        rating=rating,
        mines=mines,
        values=values,
        safe=safe,
        mine=mine,
        step=step,
    )


def _play(
    rng: np.random.Generator, levels: tuple[tuple[int, int, int], ...], wanted: Sequence[str]
) -> dict[str, _Position]:
    """Play one new no-guess game easiest reasoning first; one random position of each
    wanted technique it passed through."""
    height, width, mines = levels[int(rng.integers(len(levels)))]
    start = (int(rng.integers(height)), int(rng.integers(width)))
    cells = create_board(height, width, mines, start, seed=rng)
    geo = geometry(height, width)
    types = tuple(cell_type_board(height, width, cells).ravel().tolist())
    know = Knowledge(geo, list(types), mines, _OPTIONS)
    know.flood_zeros = True  # a zero opens its neighbours itself, as in the game
    know.open_flood(geo.index(start))
    seen: dict[str, list[bytes]] = {t: [] for t in wanted}
    safe_cells = height * width - mines
    while know.n_opened < safe_cells:
        before = bytes(know.state)
        kind = _move(know)
        if kind in seen:
            seen[kind].append(before)
    return {
        t: _Position(t, height, width, mines, types, states[int(rng.integers(len(states)))])
        for t, states in seen.items()
        if states
    }


def _move(know: Knowledge) -> PuzzleTechnique:
    """Make the moves of the cheapest kind of reasoning that has any; name that kind.

    Each kind is exact for what it covers (one number; two numbers; all numbers
    together; the numbers and the mine count), so a kind is reached only when the
    cheaper ones decide nothing anywhere on the board.
    """
    if easy_moves(know):
        return PuzzleTechnique.SINGLE
    know.dirty.clear()
    if subset_rules(know):
        return PuzzleTechnique.PAIR
    if solve_areas(know):
        return PuzzleTechnique.CHAIN
    if mine_count(know):
        return PuzzleTechnique.MINE_COUNT
    raise AssertionError("a no-guess board is never stuck before it is won")
