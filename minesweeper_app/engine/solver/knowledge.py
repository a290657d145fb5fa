"""The knowledge state of IsSolvable (Kunz section 3.3): cell states, B and U, kept incrementally.

The cell sum board B is ``rem`` (an opened number minus the known mines around
it) together with ``unknown`` (its still-unknown neighbours); U is ``unsolved``.
Cells are opened and flagged one at a time and only the numbers around them are
touched, so a whole game costs about as much as reading the board once. The
layers of reasoning live in their own modules; ``step`` runs them cheapest first.
The creator's changes to the true layout under a solve are ``layout_edits``; the
options a caller chooses and the deduction it gets back are ``options``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, MutableMapping

import numpy as np

from minesweeper_app.engine.board import Geometry
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition
from minesweeper_app.engine.solver import areas, easy_moves, mine_count
from minesweeper_app.engine.solver.areas import Witnesses
from minesweeper_app.engine.solver.counting import AreaCounts, Constraints
from minesweeper_app.engine.solver.options import SolverOptions
from minesweeper_app.engine.solver.states import KNOWN_MINE, OPENED, SAFE, UNKNOWN, CancelCheck

_NONE: set[int] = set()
"""The unknown cells of every cell that has none. Empty sets are shared (this one, and a
copy's with its original) and never added to: the three places that add cells give an
empty entry a set of its own first. Only unsolved numbers have unknown cells, so a
128x128 state is made and copied with a set per frontier number, not per cell."""


_ARRAY_FROM = 2048
"""Cells from which ``free_cells`` reads the states as an array (a Python loop below)."""


class Knowledge:
    """What a perfect player knows: states of cells plus B and U, updated incrementally.

    When ``types`` (the cell type board T) is given, proven-safe cells are
    opened and reveal their numbers, as in IsSolvable; otherwise they are only
    marked safe, as when solving a player's position. ``new_safe`` and
    ``new_mines`` list what was proven, in order.
    """

    def __init__(
        self,
        geo: Geometry,
        types: list[int] | None = None,
        total_mines: int | None = None,
        options: SolverOptions | None = None,
        cancel: CancelCheck | None = None,
    ) -> None:
        self.geo = geo
        self.types = types
        self.total_mines = total_mines
        if options is not None and not isinstance(options, SolverOptions):
            raise TypeError(f"options must be a SolverOptions or None, not {options!r}.")
        self.options = options or SolverOptions()
        self.cancel = cancel
        n = geo.size
        self.state = bytearray(n)
        self.rem = [0] * n
        self.unknown: list[set[int]] = [_NONE] * n
        self.unsolved: set[int] = set()
        self.dirty: set[int] = set()
        """Numbers whose surroundings changed since easy moves last looked at them."""
        self.pair_dirty: set[int] = set()
        """The same for the subset rules."""
        self.area_dirty: set[int] = set()
        """The same for the ConstraintSolver: an area none of whose numbers changed since
        it was last counted decided nothing then and would decide nothing now."""
        self.n_known_mines = 0
        self.n_opened = 0
        self.new_safe: list[int] = []
        self.new_mines: list[int] = []
        self._rng: random.Random | None = None
        self.area_cache: MutableMapping[frozenset[tuple[frozenset[int], int]], AreaCounts] = {}
        """Counts by the shape of the constraints (cells renamed in order); a player's
        position uses the store shared across calls."""
        self.raw_counts: dict[frozenset[tuple[frozenset[int], int]], AreaCounts] = {}
        """The same by the constraints themselves, shared with copies of this state."""
        self.witness_cache: dict[frozenset[tuple[frozenset[int], int]], Witnesses | None] = {}
        """``areas.witnesses`` per set of constraints (creator only: needs ``types``)."""
        self.version = 0
        """Counts the changes to the cells' states (what ``areas`` is kept for)."""
        self._areas: tuple[int, list[list[int]]] | None = None
        self.flood_zeros = False
        """Open a proven-safe zero with everything its zeros open at once (``open_flood``);
        the creator's speed-up: the same cells end up opened, in another order."""

    def copy(self, cancel: CancelCheck | None) -> Knowledge:
        """An independent knowledge state with the same facts, polling ``cancel``, to reason
        on further without rebuilding it from the board (the caches of counts are shared)."""
        other = Knowledge.__new__(Knowledge)
        other.__dict__.update(self.__dict__)
        other.cancel = cancel
        other.types = None if self.types is None else list(self.types)
        other.state = bytearray(self.state)
        other.rem = list(self.rem)
        # only unsolved numbers have unknown cells; the other entries are empty sets,
        # which are never added to (a cell gets a set of its own first)
        unknown = other.unknown = list(self.unknown)
        for c in self.unsolved:
            unknown[c] = unknown[c].copy()
        other.unsolved = set(self.unsolved)
        other.dirty = set(self.dirty)
        other.pair_dirty = set(self.pair_dirty)
        other.area_dirty = set(self.area_dirty)
        other.new_safe = list(self.new_safe)
        other.new_mines = list(self.new_mines)
        if self._rng is not None:
            other._rng = random.Random()
            other._rng.setstate(self._rng.getstate())
        return other

    @property
    def rng(self) -> random.Random:
        """RandomTries' and ConstraintSolver 2's draws, seeded when first used (seeding
        costs about 8 us, a tenth of creating a 9x9 board, which never draws)."""
        if self._rng is None:
            self._rng = random.Random(self.options.seed)
        return self._rng

    def reader(self, cancel: CancelCheck | None) -> Knowledge:
        """The same knowledge state polling ``cancel``, sharing every container: only to
        be read (counting and probabilities), never to reason on."""
        other = Knowledge.__new__(Knowledge)
        other.__dict__.update(self.__dict__)
        other.cancel = cancel
        return other

    # -- incremental board updates -------------------------------------------------

    def fail(self, cell: int, why: str) -> InconsistentPosition:
        rc = self.geo.cell(cell)
        return InconsistentPosition(
            f"The {why} at row {rc[0] + 1}, column {rc[1] + 1} cannot be satisfied: no "
            "arrangement of mines "
            "agrees with the opened numbers.",
            rc,
        )

    def touch(self, c: int) -> None:
        u = self.unknown[c]
        r = self.rem[c]
        if r < 0 or r > len(u):
            raise self.fail(c, "number")
        if u:
            self.dirty.add(c)
            self.pair_dirty.add(c)
            self.area_dirty.add(c)
        else:
            self.unsolved.discard(c)

    def _leave_unknown(self, v: int) -> None:
        state = self.state
        for c in self.geo.neighbours[v]:
            if state[c] == OPENED:
                self.unknown[c].discard(v)

    def open_number(self, c: int, value: int) -> None:
        """Reveal the number ``value`` on cell ``c``: a new constraint joins U."""
        state = self.state
        was = state[c]
        if was == OPENED:
            return
        if was == KNOWN_MINE:
            raise self.fail(c, "opened cell")
        self.version += 1
        state[c] = OPENED
        self.n_opened += 1
        mines = 0
        unknowns = self.unknown
        unknown = unknowns[c]
        if not unknown:  # maybe shared (``_NONE``, or a copy's): a set of its own
            unknown = unknowns[c] = set()
        seen_by: list[int] = []
        for v in self.geo.neighbours[c]:
            s = state[v]
            if s == UNKNOWN:
                unknown.add(v)
            elif s == KNOWN_MINE:
                mines += 1
            elif s == OPENED and was == UNKNOWN:
                unknowns[v].discard(c)
                seen_by.append(v)
        rem = self.rem
        rem[c] = value - mines
        if unknown:
            self.unsolved.add(c)
        self.touch(c)
        dirty, pair_dirty, area_dirty = self.dirty, self.pair_dirty, self.area_dirty
        unsolved = self.unsolved
        # ``touch`` written out for the numbers that saw ``c``: they are most of the calls
        for n in seen_by:
            u = unknowns[n]
            r = rem[n]
            if r < 0 or r > len(u):
                raise self.fail(n, "number")
            if u:
                dirty.add(n)
                pair_dirty.add(n)
                area_dirty.add(n)
            else:
                unsolved.discard(n)

    def open_flood(self, start: int) -> None:
        """Creator hook: open ``start`` and all that zeros open from it, in one pass.

        Easy moves would open the same cells one at a time (a zero's neighbours are
        safe), touching every number again at each; here each opened cell's unknown
        neighbours and remaining mines are set once. Needs ``types``.
        """
        types = self.types
        assert types is not None, "open_flood needs the cell type board"
        state = self.state
        if state[start] != UNKNOWN:
            return
        self.version += 1
        nbrs = self.geo.neighbours
        unknown, unsolved, rem = self.unknown, self.unsolved, self.rem
        state[start] = OPENED
        region = [start]
        numbers: list[int] = []
        # Numbers opened before that see a cell of the region: it leaves their unknown
        # cells (an opened number's unknown cells are exactly its unknown neighbours).
        outside: set[int] = set()
        for c in region:  # grows while read: the zeros' neighbours join it
            if types[c] == 0:
                for v in nbrs[c]:
                    s = state[v]
                    if s == UNKNOWN:
                        state[v] = OPENED
                        region.append(v)
                    elif s == OPENED and c in unknown[v]:
                        unknown[v].discard(c)
                        outside.add(v)
            else:
                numbers.append(c)
        self.n_opened += len(region)
        self.new_safe.extend(region)
        dirty, pair_dirty, area_dirty = self.dirty, self.pair_dirty, self.area_dirty
        # A zero's neighbours are all opened here: it keeps no unknown cell and needs 0.
        # ``take_in`` and ``touch`` written out: this is most of a flood's time.
        for c in numbers:
            u = unknown[c]
            if not u:  # maybe shared (``_NONE``, or a copy's): a set of its own
                u = unknown[c] = set()
            known = 0
            for v in nbrs[c]:
                s = state[v]
                if s == UNKNOWN:
                    u.add(v)
                elif s == KNOWN_MINE:
                    known += 1
                elif s == OPENED and c in unknown[v]:
                    unknown[v].discard(c)
                    outside.add(v)
            rem[c] = types[c] - known
            if u:
                unsolved.add(c)
                dirty.add(c)
                pair_dirty.add(c)
                area_dirty.add(c)
        for c in outside:
            self.touch(c)

    def take_in(self, c: int, value: int) -> set[int]:
        """Read the opened number ``c`` (showing ``value``) into B from the states around
        it: its unknown cells and the mines it still needs. Returns the unknown cells."""
        state = self.state
        u = self.unknown[c]
        if not u:  # maybe shared (``_NONE``, or a copy's): a set of its own
            u = self.unknown[c] = set()
        known = 0
        for v in self.geo.neighbours[c]:
            s = state[v]
            if s == UNKNOWN:
                u.add(v)
            elif s == KNOWN_MINE:
                known += 1
        self.rem[c] = value - known
        return u

    def set_safe(self, v: int) -> None:
        if self.state[v] != UNKNOWN:
            return
        if self.types is not None:
            if self.flood_zeros and self.types[v] == 0:
                self.open_flood(v)
                return
            self.new_safe.append(v)
            self.open_number(v, self.types[v])
            return
        self.new_safe.append(v)
        self.version += 1
        self._leave_unknown(v)
        self.state[v] = SAFE
        for c in self.geo.neighbours[v]:
            if self.state[c] == OPENED:
                self.touch(c)

    def set_mine(self, v: int) -> None:
        if self.state[v] != UNKNOWN:
            if self.state[v] != KNOWN_MINE:
                raise self.fail(v, "mine")
            return
        self.new_mines.append(v)
        self.version += 1
        state = self.state
        state[v] = KNOWN_MINE
        self.n_known_mines += 1
        unknowns, rem = self.unknown, self.rem
        for c in self.geo.neighbours[v]:
            if state[c] == OPENED:
                u = unknowns[c]
                u.discard(v)
                r = rem[c] = rem[c] - 1
                if r < 0 or r > len(u):
                    raise self.fail(c, "number")
                if u:
                    self.dirty.add(c)
                    self.pair_dirty.add(c)
                    self.area_dirty.add(c)
                else:
                    self.unsolved.discard(c)

    def apply(self, safe: Iterable[int], mines: Iterable[int]) -> None:
        for v in mines:
            self.set_mine(v)
        for v in safe:
            self.set_safe(v)

    def forget_new(self) -> None:
        """Start the lists of proven cells afresh (what was known so far is the position)."""
        self.new_safe.clear()
        self.new_mines.clear()

    def check_cancel(self) -> None:
        """Raise Cancelled if the caller's cancel check asks to stop (it may raise itself)."""
        if self.cancel is not None and self.cancel():
            raise Cancelled("The solver was cancelled.")

    # -- what the layers share ---------------------------------------------------------

    def constraints_of(self, cells: Iterable[int]) -> Constraints:
        """The numbers ``cells`` as constraints: (their unknown cells, mines still needed)."""
        return [(frozenset(self.unknown[c]), self.rem[c]) for c in cells if self.unknown[c]]

    def free_cells(self) -> list[int]:
        """Unknown cells next to no opened number (only the mine count speaks about them)."""
        constrained: set[int] = set()
        for c in self.unsolved:
            constrained |= self.unknown[c]
        state = self.state
        if len(state) < _ARRAY_FROM:
            return [v for v in range(len(state)) if state[v] == UNKNOWN and v not in constrained]
        free = np.frombuffer(state, dtype=np.uint8) == UNKNOWN
        free[list(constrained)] = False
        found: list[int] = np.flatnonzero(free).tolist()
        return found

    def divide_into_areas(self, cells: Iterable[int]) -> list[list[int]]:
        """DivideIntoAreas (Kunz Algorithm 5) on some numbers."""
        return areas.divide_into_areas(self, cells)

    def areas(self) -> list[list[int]]:
        """DivideIntoAreas on every unsolved number, kept until a cell's state changes."""
        kept = self._areas
        if kept is None or kept[0] != self.version:
            kept = (self.version, areas.divide_into_areas(self, self.unsolved))
            self._areas = kept
        return list(kept[1])

    def constraint_solver(self, cells: Iterable[int]) -> tuple[set[int], set[int]] | None:
        """ConstraintSolver (Kunz Algorithm 2) on some numbers: (always safe, always mines)."""
        return areas.constraint_solver(self, cells)

    def count_area(self, cells: Iterable[int]) -> AreaCounts:
        """The solutions of some numbers counted by mines (empty when there is none)."""
        return areas.count_area(self, cells)

    # -- the loop ---------------------------------------------------------------------

    def easy_moves(self) -> bool:
        """EasyMoves (Kunz Algorithm 4) on the numbers whose surroundings changed."""
        return easy_moves.easy_moves(self)

    def step(self) -> bool:
        """One round of reasoning, cheapest layer first; False when nothing more follows."""
        self.check_cancel()
        if self.options.easy_moves and easy_moves.easy_moves(self):
            return True
        self.dirty.clear()
        if self.options.subset_rules and easy_moves.subset_rules(self):
            return True
        if areas.solve_areas(self):
            return True
        return self.options.use_mine_count and mine_count.mine_count(self)

    def run(self) -> None:
        while self.step():
            pass
