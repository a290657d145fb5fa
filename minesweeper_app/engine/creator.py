"""No-guess board creation (Kunz section 3.4), fast enough to run on the first click.

``random`` is GameCreationRandom (Algorithm 9): rejection sampling, so its boards
are uniform over the no-guess boards. ``iterative`` and ``iterative2`` are
GameCreationIterative versions 1 and 2 (Algorithms 10, 11). ``auto`` combines
rejection with perturbation (Tatham's Mines; Kunz 5.3 suggests combining methods):

- It tries random boards only while that pays: the number of tries follows from
  an estimate of the acceptance rate for the size, density and start
  (``_Maker.acceptance``), a fixed function of the request, so a seed gives the
  same board whatever ran before. None at all where acceptance is below 1%.
- Then it perturbs the last stuck try, keeping the solver's knowledge
  (``Knowledge.move_mines``, ``forget_mines``). Where rejection is tried, stuck
  boards are first repaired by a few reshuffles of stuck spots (count kept),
  each repair from a fresh random board, which keeps boards close to uniform.
  Otherwise, and if that fails, a stuck number's unknown cells are emptied or
  filled (after a few reshuffles near uniform density); on dense boards the light
  solver (single numbers and pairs) decides when to perturb, and pockets walled
  in by mines get all their safe cells swapped with wall mines at once.
- A board is returned only after the full solver wins it from scratch.

Cheap tests rule work out: an invisible swap proves a random board needs a guess
without solving it (``_Maker.swap_blocked``), and ``no_guess_obstacle`` refuses
levels no board can satisfy before any search starts.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from minesweeper_app.engine.board import MINE, Cell, check_cell, check_size, geometry
from minesweeper_app.engine.errors import CreationCancelled, CreationTimeout
from minesweeper_app.engine.levels import no_guess_obstacle
from minesweeper_app.engine.solver import KNOWN_MINE, OPENED, UNKNOWN, Knowledge, SolverOptions
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.endgame import settle

METHODS = ("auto", "random", "iterative", "iterative2")

_OPTIONS = SolverOptions()

_REJECTION_TRIES = 8
"""Most random boards ``auto`` tries before it perturbs."""

_RESAMPLES = 3
"""Reshuffles of stuck spots in a row without progress before mines are moved in or out."""

_RESHUFFLE_TRIES = 10
"""Where rejection is tried at all (``_MIN_ACCEPTANCE``): stuck boards ``auto`` tries to
repair by reshuffles alone before it moves mines in or out (30x16/115: a try works about
a third of the time; 12% of boards fell back to moving mines after 6 tries, 3% after 10)."""

_RESHUFFLES_PER_TRY = 6
"""Reshuffles one such repair may take before a fresh random board is drawn. The more a
board was reshuffled, the easier it came out (30x16/115, 2000 boards: after 2-5
reshuffles as many hard steps as rejection's boards, after 10-20 7% fewer), so long
repairs are dropped."""

_FORGET_AFTER = 3
"""Reshuffles in a row without progress after which known mines join the reshuffled cells:
a 50/50 walled in by known mines cannot be undone among its unknown cells alone."""

_NEAR_UNIFORM = 1e-3
"""Estimated acceptance above which perturbation tries to stay near uniform boards
(30x16 up to about 120 mines): stuck means stuck for the full solver, and stuck spots
are reshuffled first. Below it, speed first: stuck means stuck for single numbers and
pairs, and mines are moved at once (3-6x faster on dense boards, far shorter tails)."""

_PRECHECK_ACCEPTANCE = 0.5
"""Below this estimated acceptance ``auto`` looks for an invisible swap before solving a
random try (it settles 37% of them at 30x16/99); above it, where most tries solve, only
once single numbers and pairs are stuck, so a board that solves never pays for it."""

_REJECTION_PAYS = 0.3
"""Estimated acceptance above which a random try is expected to beat perturbing."""

_MIN_ACCEPTANCE = 0.01
"""Below this estimated acceptance ``auto`` perturbs at once: rejection would cost 100+ tries."""

_REJECTION_WORK = 12_000
"""Cells the rejected tries may open in all before ``auto`` perturbs: on large boards,
where one try costs as much as dozens on an expert board, this ends rejection sooner.
Counted in cells, not seconds, so the same seed still gives the same board."""


def _around(r: int, c: int) -> set[tuple[int, int]]:
    return {(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)}


def _witnesses(
    mines: set[tuple[int, int]], safe: set[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """The cells whose numbers change when ``mines`` and ``safe`` trade places."""
    near = set().union(*(_around(*x) for x in mines | safe)) - mines - safe
    return tuple(sorted(x for x in near if len(_around(*x) & mines) != len(_around(*x) & safe)))


def _swap_offsets() -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
    """For a mine and a safe cell one step apart: the cells whose numbers tell them apart."""
    return [
        (dr, dc, _witnesses({(0, 0)}, {(dr, dc)}))
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0)
    ]


def _diagonal_offsets() -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
    """For two mines on a diagonal of a 2x2 block (the upper one at the origin, the
    other at row 1, column ``dc``) whose other diagonal is safe: the cells whose numbers
    change when the diagonals trade places (the block's four outer corners)."""
    return [(1, dc, _witnesses({(0, 0), (1, dc)}, {(0, dc), (1, 0)})) for dc in (-1, 1)]


_SWAPS = _swap_offsets()
_DIAGONALS = _diagonal_offsets()

_Offsets = list[tuple[int, tuple[int, ...]]]


@lru_cache(maxsize=32)
def _swap_tables(
    height: int, width: int, start: Cell
) -> tuple[list[int], bytes, bytes, _Offsets, _Offsets]:
    """``swap_blocked``'s tables, once per size and start: on a board padded by two
    cells, each cell's index, what counts as a mine (off-board) before any is laid,
    the cells the first click shows (never a swap partner), and ``_SWAPS`` and
    ``_DIAGONALS`` as offsets (a diagonal's by its lower mine)."""
    padded_width = width + 4
    padded = [(r + 2) * padded_width + c + 2 for r in range(height) for c in range(width)]
    solid = bytearray([1]) * ((height + 4) * padded_width)
    shown = bytearray(len(solid))
    r0, c0 = start
    for i, p in enumerate(padded):
        solid[p] = 0
        r, c = divmod(i, width)
        shown[p] = abs(r - r0) <= 1 and abs(c - c0) <= 1
    swaps, diagonals = (
        [
            (dr * padded_width + dc, tuple(a * padded_width + b for a, b in witnesses))
            for dr, dc, witnesses in table
        ]
        for table in (_SWAPS, _DIAGONALS)
    )
    return padded, bytes(solid), bytes(shown), swaps, diagonals


class _Guard:
    """The caller's cancel check and deadline, polled by the creator and inside the solver."""

    def __init__(self, timeout: float | None, cancel: Callable[[], bool] | None) -> None:
        self.timeout = timeout
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.cancel = cancel

    def __call__(self) -> bool:
        if self.cancel is not None and self.cancel():
            raise CreationCancelled("Board creation was cancelled.")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise CreationTimeout(
                f"No board without guessing was found within {self.timeout:g} seconds. "
                "Try fewer mines or a larger board."
            )
        return False


class _Maker:
    """One creation request: geometry, the cells that may hold mines, and the solver runs."""

    def __init__(
        self,
        height: int,
        width: int,
        mines: int,
        start: Cell,
        rng: np.random.Generator,
        guard: _Guard,
    ) -> None:
        self.geo = geometry(height, width)
        self.height, self.width = height, width
        self.mines = mines
        self.rng = rng
        self.guard = guard
        self.start = self.geo.index(start)
        excluded = {self.start, *self.geo.neighbours[self.start]}
        self.pool = np.array([i for i in range(self.geo.size) if i not in excluded], dtype=np.int64)
        tables = _swap_tables(height, width, start)
        self.padded, self.solid, self.shown, self.swaps, self.diagonals = tables
        self.work = 0
        """Cells opened by the solver in rejected tries so far."""

    # -- building blocks -------------------------------------------------------------

    def sample(self) -> list[int]:
        picks = self.rng.choice(len(self.pool), self.mines, replace=False)
        result: list[int] = self.pool[picks].tolist()
        return result

    def types(self, mine_cells: list[int]) -> list[int]:
        """The cell type board T as a flat list (a number per safe cell, MINE on mines).

        Few mines: each adds one to its neighbours (about 0.2 us a mine); more:
        eight shifted sums over the board (about 12 us plus 0.007 us a cell), so
        up to 16x16/40 the loop wins (2-6x) and from 30x16/99 numpy does.
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
        know = Knowledge(self.geo, types, len(mine_cells), _OPTIONS, self.guard)
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

    def swap_blocked(self, mine_cells: list[int]) -> bool:
        """Mines that can trade places with safe cells without changing a number that
        can ever be opened: a mine next to a safe cell whose every distinguishing
        neighbour is a mine (or off the board), or the mines on one diagonal of a
        2x2 block whose other diagonal is safe and whose four outer corners are mines.

        The two layouts have as many mines and differ only in numbers on mines, which
        are never opened, so no player can ever tell which of the cells is safe: the
        board needs a guess. Single swaps settle about 44% of the random boards that
        are not solvable (9x9/10 to 30x16/99), the 2x2 blocks another 20%, for the
        price of looking around each mine once.
        """
        solid = bytearray(self.solid)
        pad = self.padded
        for m in mine_cells:
            solid[pad[m]] = 1
        shown = self.shown
        for m in mine_cells:
            p = pad[m]
            for d, witnesses in self.swaps:
                s = p + d
                if solid[s] or shown[s]:
                    continue
                for x in witnesses:
                    if not solid[p + x]:
                        break
                else:
                    return True
        board = self.solid
        width = self.width + 4
        for m in mine_cells:
            p = pad[m]
            for d, witnesses in self.diagonals:
                q = p + d  # the other mine; the safe diagonal is p + d - width and p + width
                if not solid[q] or board[q]:
                    continue
                a, b = q - width, p + width
                if solid[a] or shown[a] or solid[b] or shown[b]:
                    continue
                for x in witnesses:
                    if not solid[p + x]:
                        break
                else:
                    return True
        return False

    def solvable(self, mine_cells: list[int]) -> bool:
        know = self.knowledge(mine_cells)
        solved = self.solves(know, check=mine_cells)
        self.work += know.n_opened
        return solved

    # -- the thesis' methods ---------------------------------------------------------

    def random(self) -> list[int]:
        """GameCreationRandom (Algorithm 9)."""
        while True:
            self.guard()
            mine_cells = self.sample()
            if self.solvable(mine_cells):
                return mine_cells

    def iterative(self, version: int) -> list[int]:
        """GameCreationIterative versions 1 and 2 (Algorithms 10 and 11).

        Version 1 returns every rejected cell to P as soon as a mine is added;
        version 2 first tries all of P, then the rejected cells once more, and
        restarts when every rejected cell was tried since the last added mine.
        """
        pool: list[int] = self.pool.tolist()
        chosen: list[int] = []
        possible = list(pool)
        rejected: list[int] = []
        retry = 0  # version 2: rejected cells that were tried before the last added mine
        while len(chosen) < self.mines:
            self.guard()
            if not possible:
                if version == 1 or retry == 0:
                    chosen, possible, rejected, retry = [], list(pool), [], 0
                else:
                    possible, rejected, retry = rejected, [], 0
            i = int(self.rng.integers(len(possible)))
            cell = possible[i]
            possible[i] = possible[-1]
            possible.pop()
            chosen.append(cell)
            if self.solvable(chosen):
                if version == 1:
                    possible.extend(rejected)
                    rejected = []
                else:
                    retry = len(rejected)
            else:
                chosen.pop()
                rejected.append(cell)
        return chosen

    # -- auto: rejection first, then perturbation ------------------------------------

    def auto(self) -> list[int]:
        """Rejection while it pays (estimated from size and density), then perturbation.

        The number of random tries depends only on the request, so the same seed
        gives the same board whatever ran before. The last rejected try's knowledge
        (already stuck) is where perturbation starts, so no solve is repeated.
        """
        stuck: Knowledge | None = None
        precheck = self.acceptance() < _PRECHECK_ACCEPTANCE
        for _ in range(self.rejection_tries()):
            if self.work > _REJECTION_WORK:
                break
            self.guard()
            mine_cells = self.sample()
            if precheck and self.swap_blocked(mine_cells):
                continue
            know = self.knowledge(mine_cells)
            if self.solves(know, check=None if precheck else mine_cells):
                return mine_cells
            self.work += know.n_opened
            stuck = know
        if stuck is None:
            stuck = self.knowledge(self.sample())
        return self.perturbed(stuck)

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

    def rejection_tries(self) -> int:
        """Random boards to try before perturbing.

        A perturbed board costs about as much as two or three random tries, so
        where most tries succeed rejection always pays (all tries); below that it
        is tried about half as often as it takes on average to succeed, and not
        at all when success is rare: uniform boards where they are cheap, the
        perturbation's speed where they are not.
        """
        p = self.acceptance()
        if p < _MIN_ACCEPTANCE:
            return 0
        if p >= _REJECTION_PAYS:
            return _REJECTION_TRIES
        return min(_REJECTION_TRIES, max(1, round(0.5 / p)))

    def perturbed(self, know: Knowledge) -> list[int]:
        """Change a stuck board where it is stuck until it solves from scratch.

        Where rejection is tried at all, stuck boards are first repaired by
        reshuffles alone (``reshuffled``), each from a fresh random board: such
        boards stay close to rejection's (within 1.5% on 3BV, border density and
        hard steps at 30x16/115). If that does not work, or on denser boards from
        the start, mines are moved (``moved``), which always works but makes
        boards easier.
        """
        if self.acceptance() >= _MIN_ACCEPTANCE:
            for attempt in range(_RESHUFFLE_TRIES):
                if attempt:
                    know = self.knowledge(self.sample())
                solved, know = self.reshuffled(know)
                if solved is not None:
                    return solved
        return self.moved(know)

    def confirmed(self, know: Knowledge, light: bool = False) -> tuple[list[int] | None, Knowledge]:
        """Solve on; if the solver gets through, solve the layout again from scratch.

        A perturbed board's knowledge holds deductions from numbers that have changed
        since, so only a fresh solve accepts it. Returns the mines if it does, else
        None with the knowledge to go on from (the fresh one after a failed check).
        """
        if not self.solves(know, light):
            return None, know
        assert know.types is not None
        mine_cells = [i for i, t in enumerate(know.types) if t == MINE]
        fresh = self.knowledge(mine_cells)
        if self.solves(fresh):
            return mine_cells, fresh
        return None, fresh

    def reshuffled(self, know: Knowledge) -> tuple[list[int] | None, Knowledge]:
        """Solve, reshuffling where stuck (``resample``) at most ``_RESHUFFLES_PER_TRY``
        times: the mines if the board then solves from scratch, else None, with the
        knowledge where it stopped."""
        idle = 0
        opened = know.n_opened
        for shuffles in range(_RESHUFFLES_PER_TRY + 1):
            self.guard()
            solved, know = self.confirmed(know)
            if solved is not None:
                return solved, know
            if shuffles == _RESHUFFLES_PER_TRY:
                break
            if shuffles:
                idle = 0 if know.n_opened > opened else idle + 1
            opened = know.n_opened
            if not self.resample(know, through_mines=idle >= _FORGET_AFTER):
                break
        return None, know

    def moved(self, know: Knowledge) -> list[int]:
        """Solve; when stuck, change the layout there and go on until a board solves.

        Near uniform (``_NEAR_UNIFORM``) the first changes at a stuck spot only
        reshuffle its mines (``resample``); if that does not help, mines are moved
        in or out (``perturb``), which always helps but makes boards easier
        (Tatham's Mines does only this). On dense boards the light solver decides
        when to perturb.
        """
        moves = idle = 0
        opened = know.n_opened
        near_uniform = self.acceptance() >= _NEAR_UNIFORM
        resamples = _RESAMPLES if near_uniform else 0
        light = not near_uniform
        while True:
            self.guard()
            solved, know = self.confirmed(know, light)
            if solved is not None:
                return solved
            idle = 0 if know.n_opened > opened else idle + 1
            opened = know.n_opened
            changed = moves <= self.geo.size and (
                (idle < resamples and self.resample(know)) or self.perturb(know)
            )
            if not changed:
                know = self.knowledge(self.sample())
                moves = idle = 0
                opened = know.n_opened
            moves += 1

    def resample(self, know: Knowledge, through_mines: bool = False) -> bool:
        """Lay the mines around one stuck number out anew, as many as were there.

        Uniform boards stay uniform under such a move, so the board only leaves
        uniform through which reshuffles let the solver go on. ``through_mines``
        takes in known mines next to those cells too (forgotten if they move). A
        draw may give back the same layout; that is a reshuffle too (False only
        when nothing can move).
        """
        types = know.types
        assert types is not None
        state = know.state
        stuck = sorted(c for c in know.unsolved if know.unknown[c])
        if not stuck:
            return False
        c = stuck[int(self.rng.integers(len(stuck)))]
        region = set(know.unknown[c])
        nbrs = self.geo.neighbours
        for v in know.unknown[c]:
            region.update(
                x
                for x in nbrs[v]
                if state[x] == UNKNOWN or (through_mines and state[x] == KNOWN_MINE)
            )
        cells = sorted(region)
        old = {v for v in cells if types[v] == MINE}
        if not old or len(old) == len(cells):
            return False
        new = {cells[i] for i in self.rng.choice(len(cells), len(old), replace=False).tolist()}
        if new == old:
            return True
        leaving = sorted(old - new)
        know.forget_mines([v for v in leaving if state[v] == KNOWN_MINE])
        know.move_mines(sorted(new - old), leaving)
        return True

    def perturb(self, know: Knowledge) -> bool:
        """Empty or fill the unknown cells of one stuck number, keeping the mine total.

        Of a few sets picked at random, the one needing the fewest moved mines is
        changed, so a board moves as little as possible away from random. Swap
        partners are unknown cells no opened number sees (the change is invisible
        to what is known), then other unknown cells, and for filling, as a last
        resort, known mines next to an opened number, which are forgotten and so
        are soon proven safe.
        """
        types = know.types
        assert types is not None
        state = know.state
        stuck = sorted(c for c in know.unsolved if know.unknown[c])
        frontier: set[int] = set()
        for c in stuck:
            frontier |= know.unknown[c]
        unknown: list[int] = np.flatnonzero(
            np.frombuffer(state, dtype=np.uint8) == UNKNOWN
        ).tolist()
        if not stuck:
            return self.open_pocket(know, unknown)
        sets = [sorted(know.unknown[c]) for c in stuck]
        free_safe: list[int] = []
        free_mines: list[int] = []
        for v in unknown:
            if v not in frontier:
                (free_mines if types[v] == MINE else free_safe).append(v)
        picks = self.rng.choice(len(sets), min(3, len(sets)), replace=False).tolist()
        options: list[tuple[int, float, int, bool]] = []
        for p in picks:
            mines_in = sum(1 for v in sets[p] if types[v] == MINE)
            options.append((mines_in, float(self.rng.random()), p, False))
            options.append((len(sets[p]) - mines_in, float(self.rng.random()), p, True))
        options.sort()
        for cost, _, p, fill in options:
            if cost == 0:
                continue
            cells = sets[p]
            inside = set(cells)
            # Filling needs mines from elsewhere; emptying needs safe cells to take them.
            near = [v for v in sorted(frontier - inside) if (types[v] == MINE) == fill]
            far = free_mines if fill else free_safe  # no stuck number sees them
            partners = self._pick(far, cost)
            partners += self._pick(near, cost - len(partners))
            forgotten: list[int] = []
            if fill and len(partners) < cost:
                forgotten = self._pick(self._forgettable(know), cost - len(partners))
                partners += forgotten
            if len(partners) < cost:
                continue
            changed = [v for v in cells if (types[v] == MINE) != fill]
            know.forget_mines(forgotten)
            if fill:
                know.move_mines(changed, partners)
            else:
                know.move_mines(partners, changed)
            return True
        return False

    def _forgettable(self, know: Knowledge) -> list[int]:
        """Known mines next to an opened number: forgotten, they are soon proven again."""
        h, w = self.height, self.width
        state = np.frombuffer(know.state, dtype=np.uint8).reshape(h, w)
        opened = np.zeros((h + 2, w + 2), dtype=bool)
        opened[1:-1, 1:-1] = state == OPENED
        near = np.zeros((h, w), dtype=bool)
        for dr in (0, 1, 2):
            for dc in (0, 1, 2):
                near |= opened[dr : dr + h, dc : dc + w]
        found: list[int] = np.flatnonzero((state == KNOWN_MINE) & near).tolist()
        return found

    def open_pocket(self, know: Knowledge, unknown: list[int]) -> bool:
        """No number sees an unknown cell: swap wall mines with the safe cells inside.

        A wall mine is forgotten and, being next to an opened number, is soon
        proven safe; opening it shows a number that looks into the pocket. Only
        pockets holding a safe cell are looked at, found from those cells; all
        their safe cells move at once if there are walls enough (dense boards
        have many safe cells shut in, and one swap per round was most of the time).
        """
        types = know.types
        assert types is not None
        nbrs = self.geo.neighbours
        forgettable = self._forgettable(know)
        left = bytearray(self.geo.size)
        for v in unknown:
            left[v] = 1
        safe_cells = [v for v in unknown if types[v] != MINE]
        for i in self.rng.permutation(len(safe_cells)).tolist():
            if not left[safe_cells[i]]:
                continue
            pocket = self._pocket(safe_cells[i], left)
            inside = bytearray(self.geo.size)
            for v in pocket:
                inside[v] = 1
            walls = [m for m in forgettable if any(inside[x] for x in nbrs[m])]
            if not walls:
                continue
            safe = [v for v in pocket if types[v] != MINE]
            # All the pocket's safe cells at once where walls allow: one round, not one each.
            k = min(len(safe), len(walls))
            swapped = self._pick(walls, k)
            know.forget_mines(swapped)
            know.move_mines(self._pick(safe, k), swapped)
            return True
        return False

    def _pocket(self, v: int, left: bytearray) -> list[int]:
        """The connected group of unknown cells around ``v``, taken out of ``left``."""
        left[v] = 0
        group = [v]
        nbrs = self.geo.neighbours
        i = 0
        while i < len(group):
            for x in nbrs[group[i]]:
                if left[x]:
                    left[x] = 0
                    group.append(x)
            i += 1
        return sorted(group)

    def _pick(self, cells: list[int], k: int) -> list[int]:
        if k <= 0 or not cells:
            return []
        k = min(k, len(cells))
        picked: list[int] = [cells[i] for i in self.rng.choice(len(cells), k, replace=False)]
        return picked


def _rng(seed: Any) -> np.random.Generator:
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is None or (isinstance(seed, int | np.integer) and not isinstance(seed, bool)):
        return np.random.default_rng(seed)
    raise TypeError(f"seed must be an int, a numpy Generator or None, not {seed!r}.")


_ALTERNATIVE_SHARE = 0.2
"""Share of the timeout kept back to create a board with fewer mines if the request fails."""

_FEWER = 0.85
"""The alternative's mines as a share of the requested ones."""


def _fewer_mines(height: int, width: int, mines: int, start: Cell) -> int:
    fewer = int(mines * _FEWER)
    if fewer >= mines:
        fewer = mines - 1
    while fewer > 0 and no_guess_obstacle(height, width, fewer, start) is not None:
        fewer -= 1
    return fewer


def check_request(
    height: int, width: int, mines: int, start: Any, method: str, timeout: float | None
) -> tuple[int, int, int, Cell]:
    """The size, mine count and start of a creation request, or the error that refuses it."""
    height, width = check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    if isinstance(mines, bool) or not isinstance(mines, int | np.integer):
        raise TypeError(f"The number of mines must be a whole number, not {mines!r}.")
    obstacle = no_guess_obstacle(height, width, int(mines), start)
    if obstacle is not None:
        raise ValueError(obstacle)
    if method not in METHODS:
        raise ValueError(f"Unknown creation method {method!r}; choose one of {', '.join(METHODS)}.")
    if timeout is not None and not timeout >= 0:
        raise ValueError(f"The timeout must be a number of seconds >= 0, not {timeout!r}.")
    return height, width, int(mines), start


def create_any_grade(
    height: int,
    width: int,
    mines: int,
    start: Any,
    *,
    seed: Any = None,
    method: str = "auto",
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> frozenset[Cell]:
    """``creation.create_board`` without a logic grade (see there for what it promises)."""
    height, width, mines, start = check_request(height, width, mines, start, method, timeout)
    rng = _rng(seed)
    main = None if timeout is None else timeout * (1.0 - _ALTERNATIVE_SHARE)
    try:
        return _create(height, width, int(mines), start, rng, method, _Guard(main, cancel))
    except CreationTimeout:
        assert timeout is not None
        message = (
            f"No board without guessing was found within {timeout:g} seconds. "
            "Try fewer mines or a larger board."
        )
        fewer = _fewer_mines(height, width, int(mines), start)
        alternatives: tuple[frozenset[Cell], ...] = ()
        if fewer > 0:
            try:
                guard = _Guard(timeout * _ALTERNATIVE_SHARE, cancel)
                # A child generator, so the alternative does not depend on how far
                # the failed search got: the same seed gives the same alternative.
                child = rng.spawn(1)[0]
                alternatives = (_create(height, width, fewer, start, child, "auto", guard),)
            except CreationTimeout:
                pass
        raise CreationTimeout(message, alternatives) from None


def _create(
    height: int,
    width: int,
    mines: int,
    start: Cell,
    rng: np.random.Generator,
    method: str,
    guard: _Guard,
) -> frozenset[Cell]:
    maker = _Maker(height, width, mines, start, rng, guard)
    guard()
    if method == "random":
        cells = maker.random()
    elif method == "iterative":
        cells = maker.iterative(1)
    elif method == "iterative2":
        cells = maker.iterative(2)
    else:
        cells = maker.auto()
    return maker.geo.cells(cells)
