"""The creator's building blocks: one request's geometry, random layouts, the solver runs.

``Tries`` is what every
creation method works with (the cells that may hold mines, random layouts, the cell
type board, the solver run that accepts a board, the estimate of rejection's odds):
the methods (``methods``) and the repairs of a stuck layout (``repair``) each
hold one. ``accepts`` and
``creation_knowledge`` are the same checks for a layout given by its cells.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

import numpy as np

from minesweeper_app.engine.board import MINE, Cell, geometry
from minesweeper_app.engine.creator.bitboard import light_closure
from minesweeper_app.engine.creator.swaps import SwapTest
from minesweeper_app.engine.deadline import Deadline
from minesweeper_app.engine.seed_stream import SeedStream
from minesweeper_app.engine.solver import Knowledge, SolverOptions
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.endgame import settle
from minesweeper_app.engine.solver.layout_edits import adopt

OPTIONS = SolverOptions()


class Tries:
    """One creation request's layouts and the solver runs that judge them: geometry, the
    cells that may hold mines, the generator, the guard and the work spent so far."""

    def __init__(
        self,
        height: int,
        width: int,
        mines: int,
        start: Cell,
        draws: SeedStream,
        guard: Deadline,
    ) -> None:
        self.geo = geometry(height, width)
        self.height, self.width = height, width
        self.mines = mines
        self.draws = draws
        self.guard = guard
        self.start = self.geo.index(start)
        self.pool = _pool(height, width, self.start)
        self.swap_test = SwapTest(height, width, start)
        self.work = 0
        """Cells opened by the solver in rejected tries so far."""

    # -- building blocks -------------------------------------------------------------

    @property
    def rng(self) -> np.random.Generator:
        """numpy's generator, for every draw but the random layouts' (``SeedStream``)."""
        return self.draws.generator()

    def sample(self) -> list[int]:
        """A random layout: ``mines`` cells of the pool, uniform."""
        pool = self.pool
        return [pool[i] for i in self.draws.sample(len(pool), self.mines)]

    def types(self, mine_cells: list[int]) -> list[int]:
        """The cell type board T as a flat list (a number per safe cell, MINE on mines).

        Few mines: each adds one to its neighbours, a cost per mine; more: eight
        shifted sums over the board, a fixed cost plus a small one per cell, so up to
        16x16/40 the loop wins and from 30x16/99 numpy does.
        """
        size = self.geo.size
        if len(mine_cells) * 25 <= 1700 + size:
            types = [0] * size
            nbrs = self.geo.neighbours
            for m in mine_cells:
                for x in nbrs[m]:
                    types[x] += 1
            for m in mine_cells:
                types[m] = MINE
            return types
        h, w = self.height, self.width
        flat = np.zeros(size, dtype=bool)
        flat[mine_cells] = True
        mask = flat.reshape(h, w)
        padded = np.zeros((h + 2, w + 2), dtype=np.int8)
        padded[1:-1, 1:-1] = mask
        counts = sum(
            padded[1 + dr : h + 1 + dr, 1 + dc : w + 1 + dc]
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (dr, dc) != (0, 0)
        )
        result: list[int] = np.where(mask, MINE, counts).astype(np.int64).ravel().tolist()
        return result

    def knowledge(self, mine_cells: list[int]) -> Knowledge:
        """The solver's knowledge after the first click (start is never a mine here)."""
        types = self.types(mine_cells)
        know = Knowledge(self.geo, types, len(mine_cells), OPTIONS, self.guard)
        know.flood_zeros = True
        know.open_flood(self.start)
        return know

    def solves(self, know: Knowledge, light: bool = False, check: list[int] | None = None) -> bool:
        """Run the solver to the end (True) or until it is stuck (False).

        ``light`` stops at what single numbers and pairs of numbers show (no
        search over areas, no mine count), so a perturbation comes sooner: on
        dense boards, where most stuck spots need one anyway, a stuck test that
        costs a fraction of the full one. Only the full solver accepts a board.
        With the layout's mines as ``check``, the first time single numbers and
        pairs are stuck, an invisible swap (``swap_blocked``) ends a board that
        needs a guess before the costly layers run. Past single numbers and pairs,
        ``endgame.settle`` decides the position in one search from the true layout
        (the same cells; an endgame in a third to a half of the layers' time); the
        layers run only where it declines (more than ``MOST_CELLS`` cells next to
        numbers).
        """
        assert know.total_mines is not None
        safe = self.geo.size - know.total_mines
        while know.n_opened < safe:
            if know.easy_moves() or subset_rules(know):
                continue
            if light:
                return False
            if check is not None:
                if self.swap_blocked(check):
                    return False
                check = None
            settled = settle(know)
            if settled is None:
                settled = know.step()
            if not settled:
                return False
        return True

    def fresh_solve(self, mine_cells: list[int]) -> Knowledge | None:
        """None if single numbers and pairs win the layout from scratch, else the knowledge
        to solve on (``solves``).

        The two layers run on bitboards (``bitboard``): most tries at small levels
        then never build a knowledge state, and the others start where the layers
        stopped instead of replaying every cell on sets.
        """
        closure = light_closure(self.height, self.width, mine_cells, self.start)
        if closure.won:
            return None
        know = Knowledge(self.geo, self.types(mine_cells), len(mine_cells), OPTIONS, self.guard)
        know.flood_zeros = True
        adopt(know, closure.opened, closure.mines, closure.frontier)
        return know

    def swap_blocked(self, mine_cells: list[int]) -> bool:
        """The invisible-swap test (``swaps``) on a layout of cell indices."""
        return self.swap_test.blocked(mine_cells)

    def solvable(self, mine_cells: list[int]) -> bool:
        know = self.fresh_solve(mine_cells)
        if know is None:
            return True
        solved = self.solves(know, check=mine_cells)
        self.work += know.n_opened
        return solved

    def acceptance(self) -> float:
        """Estimated share of random boards that solve from this start (rejection's odds).

        Each cell that may hold a mine is a risk whose size grows steeply with the
        density; fitted to measured acceptance from 9x9/10 to 30x16/115
        (0.9, 0.68, 0.17, 0.017 with a middle start).
        """
        cells = len(self.pool)
        if cells == 0 or self.mines == 0:
            return 1.0
        density = self.mines / cells
        hazard = 0.00154 * math.exp(21.0 * max(0.0, density - 0.162))
        return math.exp(-hazard * cells)


@lru_cache(maxsize=32)
def _pool(height: int, width: int, start: int) -> tuple[int, ...]:
    """The cells that may hold mines (all but the first click and its neighbours), kept
    per size and start: building them was a twentieth of a 9x9 board's time."""
    excluded = {start, *geometry(height, width).neighbours[start]}
    return tuple(i for i in range(height * width) if i not in excluded)


def _maker(height: int, width: int, mines: Iterable[Cell], start: Cell) -> tuple[Tries, list[int]]:
    cells = [r * width + c for r, c in mines]
    guard = Deadline(None)
    return Tries(height, width, len(cells), start, SeedStream(0), guard), cells


def accepts(height: int, width: int, mines: Iterable[Cell], start: Cell) -> bool:
    """The creator's verdict on a layout (swap test, then the full solver from ``start``)."""
    maker, cells = _maker(height, width, mines, start)
    return maker.solvable(cells)


def creation_knowledge(height: int, width: int, mines: Iterable[Cell], start: Cell) -> Knowledge:
    """The creator's knowledge of a layout right after the first click at ``start``."""
    maker, cells = _maker(height, width, mines, start)
    return maker.knowledge(cells)
