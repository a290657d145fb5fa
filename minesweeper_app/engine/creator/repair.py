"""Repairing a stuck layout where it is stuck (Tatham's perturbation, Kunz 5.3).

A layout the solver gets stuck on is changed only around the stuck spot: unknown cells
are reshuffled (count kept) or a stuck number's unknown cells are emptied or filled,
and pockets walled in by mines are opened, until the solver gets through; then the
layout is solved again from scratch (``confirmed``).
"""

from __future__ import annotations

import numpy as np

from minesweeper_app.engine.board import MINE, touching
from minesweeper_app.engine.creator.tries import Tries
from minesweeper_app.engine.solver import KNOWN_MINE, OPENED, UNKNOWN, Knowledge
from minesweeper_app.engine.solver.layout_edits import forget_mines, move_mines

MIN_ACCEPTANCE = 0.01
"""Below this estimated acceptance ``auto`` perturbs at once: rejection would cost 100+ tries."""

_RESAMPLES = 3
"""Reshuffles of stuck spots in a row without progress before mines are moved in or out."""

_RESHUFFLE_TRIES = 10
"""Where rejection is tried at all (``MIN_ACCEPTANCE``): stuck boards ``auto`` tries to
repair by reshuffles alone before it moves mines in or out (30x16/115: a try works about
a third of the time; 12% of boards fell back to moving mines after 6 tries, 3% after 10)."""

_RESHUFFLES_PER_TRY = 10
"""Reshuffles one such repair may take before a fresh random board is drawn. The more a
board was reshuffled, the easier it came out (30x16/115, 2000 boards: after 2-5
reshuffles as many hard steps as rejection's boards, after 10-20 7% fewer), so long
repairs are dropped. Most repairs take 2-4 (a random Expert board is stuck at a few
spots in turn, each fixed by its own reshuffle); with 6, a third of the dropped ones
had 3 or fewer safe cells left (30x16/99)."""

_FORGET_AFTER = 3
"""Reshuffles in a row without progress after which known mines join the reshuffled cells:
a 50/50 walled in by known mines cannot be undone among its unknown cells alone."""

_NEAR_UNIFORM = 1e-3
"""Estimated acceptance above which perturbation tries to stay near uniform boards
(30x16 up to about 120 mines): stuck means stuck for the full solver, and stuck spots
are reshuffled first. Below it, speed first: stuck means stuck for single numbers and
pairs, and mines are moved at once (3-6x faster on dense boards, far shorter tails)."""


class Repairs:
    """The repairs of a stuck layout, drawing on one request's ``Tries`` (its layouts,
    generator and solver runs)."""

    def __init__(self, tries: Tries) -> None:
        self.tries = tries
        self.geo = tries.geo
        self.draws = tries.draws
        """The request's draws: the stuck number and the reshuffle are drawn here without
        numpy's generator (``seed_stream``), the rest by it (``rng``)."""

    @property
    def rng(self) -> np.random.Generator:
        """numpy's generator, for the draws ``SeedStream`` does not make."""
        return self.tries.rng

    def perturbed(self, know: Knowledge) -> list[int]:
        """Change a stuck board where it is stuck until it solves from scratch.

        Where rejection is tried at all, stuck boards are first repaired by
        reshuffles alone (``reshuffled``), each from a fresh random board: such
        boards stay close to rejection's (2000 boards, ``bench creation
        --randomness``: 3BV -1.3%, border density -0.2% and -2.1%, hard steps +0.9%
        and -2.9% at 30x16/99 and /115, the last within two standard errors).
        Reshuffling a whole stuck area or every stuck number at once took fewer
        rounds but made boards easier (hard steps -7% to -20%). If that does not
        work, or on denser boards from the start, mines are moved (``moved``),
        which always works but makes boards easier.
        """
        if self.tries.acceptance() >= MIN_ACCEPTANCE:
            for attempt in range(_RESHUFFLE_TRIES):
                if attempt:
                    mine_cells = self.tries.sample()
                    fresh = self.tries.fresh_solve(mine_cells)
                    if fresh is None:
                        return mine_cells
                    know = fresh
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
        if not self.tries.solves(know, light):
            return None, know
        assert know.types is not None
        mine_cells = [i for i, t in enumerate(know.types) if t == MINE]
        fresh = self.tries.fresh_solve(mine_cells)
        if fresh is None or self.tries.solves(fresh):
            return mine_cells, know
        return None, fresh

    def reshuffled(self, know: Knowledge) -> tuple[list[int] | None, Knowledge]:
        """Solve, reshuffling where stuck (``resample``) at most ``_RESHUFFLES_PER_TRY``
        times: the mines if the board then solves from scratch, else None, with the
        knowledge where it stopped."""
        idle = 0
        opened = know.n_opened
        for shuffles in range(_RESHUFFLES_PER_TRY + 1):
            self.tries.guard()
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
        near_uniform = self.tries.acceptance() >= _NEAR_UNIFORM
        resamples = _RESAMPLES if near_uniform else 0
        light = not near_uniform
        while True:
            self.tries.guard()
            solved, know = self.confirmed(know, light)
            if solved is not None:
                return solved
            idle = 0 if know.n_opened > opened else idle + 1
            opened = know.n_opened
            changed = moves <= self.geo.size and (
                (idle < resamples and self.resample(know)) or self.perturb(know)
            )
            if not changed:
                know = self.tries.knowledge(self.tries.sample())
                moves = idle = 0
                opened = know.n_opened
            moves += 1

    def resample(self, know: Knowledge, through_mines: bool = False) -> bool:
        """Lay the mines around one stuck number out anew, as many as were there.

        Uniform boards stay uniform under such a move, so the board only leaves
        uniform through which reshuffles let the solver go on. ``through_mines``
        takes in known mines next to those cells too (forgotten if they move); so
        does a number whose unknown cells touch no other unknown cell (a 50/50 walled
        in by known mines: among its own cells a reshuffle only swaps the pair). The
        draw is never the layout that was there (False only when nothing can move).
        """
        types = know.types
        assert types is not None
        state = know.state
        unknown = know.unknown
        stuck = [c for c in know.unsolved if unknown[c]]
        if not stuck:
            return False
        stuck.sort()
        own = unknown[stuck[self.draws.integers(len(stuck))]]
        nbrs = self.geo.neighbours
        region = set(own)
        for v in own:
            for x in nbrs[v]:
                if state[x] == UNKNOWN:
                    region.add(x)
        if through_mines or len(region) == len(own):
            for v in own:
                for x in nbrs[v]:
                    if state[x] == KNOWN_MINE:
                        region.add(x)
        cells = sorted(region)
        old = {v for v in cells if types[v] == MINE}
        if not old or len(old) == len(cells):
            return False
        new = old
        while new == old:  # another layout exists: 0 < mines < cells
            new = {cells[i] for i in self.draws.sample(len(cells), len(old))}
        leaving = sorted(old - new)
        forget_mines(know, [v for v in leaving if state[v] == KNOWN_MINE])
        move_mines(know, sorted(new - old), leaving)
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
        picks = self.draws.sample(len(sets), min(3, len(sets)))
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
            forget_mines(know, forgotten)
            if fill:
                move_mines(know, changed, partners)
            else:
                move_mines(know, partners, changed)
            return True
        return False

    def _forgettable(self, know: Knowledge) -> list[int]:
        """Known mines next to an opened number: forgotten, they are soon proven again."""
        h, w = self.tries.height, self.tries.width
        state = np.frombuffer(know.state, dtype=np.uint8).reshape(h, w)
        near = touching(state == OPENED)
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
            forget_mines(know, swapped)
            move_mines(know, self._pick(safe, k), swapped)
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
        picked = [cells[i] for i in self.draws.sample(len(cells), k)]
        return picked
