"""The exact Minesweeper solver (Kunz section 3.3, completed with the mine count).

The design follows the thesis' *IsSolvable*: the cell sum board B and the set of
unsolved cells U are kept up to date incrementally while cells are opened and
flagged; *EasyMoves* run first, then cheap pairwise subset reasoning (Studholme
step 2), then the *ConstraintSolver* on the areas from *DivideIntoAreas* through
python-constraint2, optionally tried first on a *RandomTries* neighbourhood.
Only when all of that is stuck does the global mine count come in (Studholme
step 3, Hoff): every area's solutions are counted by their number of mines and
combined with the unconstrained cells, which makes the solver complete.

Every layer only ever concludes what holds in *all* consistent arrangements,
and the loop runs until no layer finds anything, so the options change speed,
never the answer (except ``use_mine_count=False``, which drops a fact source).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from math import comb
from typing import Any, TypeVar

import constraint
import numpy as np
import numpy.typing as npt

from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    MINE,
    Board,
    Cell,
    Geometry,
    cell_type_board,
    check_cell,
    check_mines,
    check_size,
    check_values,
    format_cell,
    geometry,
)
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition

CancelCheck = Callable[[], bool]
_T = TypeVar("_T")

_ENUMERATE_FIRST = 32
"""Solutions looked at before the ConstraintSolver switches to probing single variables."""

UNKNOWN, SAFE, OPENED, KNOWN_MINE = 0, 1, 2, 3
"""Solver cell states: SAFE is proven safe but its number is not (yet) known."""


@dataclass(frozen=True)
class SolverOptions:
    """The thesis' solver variants as options of one solver (Kunz Tables 4.1-4.3).

    ``easy_moves``: IsSolvable Version 2 (True) or Version 1 (False).
    ``subset_rules``: pairwise subset reasoning before the CSP (ours, Studholme step 2).
    ``cs_version``: ConstraintSolver 0 (all of U as one CSP), 1 (every area) or
    2 (areas in random order, stop at the first that makes progress).
    ``random_tries``: RandomTries before the ConstraintSolver (0 = off).
    ``use_mine_count``: global reasoning with the total number of mines.
    """

    easy_moves: bool = True
    subset_rules: bool = True
    cs_version: int = 1
    random_tries: int = 0
    use_mine_count: bool = True
    seed: int = 0

    def __post_init__(self) -> None:
        if self.cs_version not in (0, 1, 2):
            raise ValueError(f"cs_version must be 0, 1 or 2, not {self.cs_version!r}")
        if self.random_tries < 0:
            raise ValueError("random_tries must not be negative")


THESIS_OPTIONS = SolverOptions(subset_rules=False, cs_version=1, random_tries=1)
"""The thesis' best configuration: EasyMoves, ConstraintSolverExtension v1, one random try."""


@dataclass(frozen=True)
class Deduction:
    """Covered cells proven safe and proven to be mines in a position."""

    safe: frozenset[Cell]
    mines: frozenset[Cell]


@dataclass
class AreaCounts:
    """All solutions of one area, counted by how many mines they place.

    ``solutions[k]`` is the number of solutions with ``k`` mines and
    ``mine_hits[k][i]`` how many of those put a mine on ``variables[i]``.
    """

    variables: tuple[int, ...]
    solutions: dict[int, int] = field(default_factory=dict)
    mine_hits: dict[int, list[int]] = field(default_factory=dict)


Constraints = list[tuple[frozenset[int], int]]


class Knowledge:
    """What a perfect player knows: states of cells plus B and U, updated incrementally.

    ``rem[c]`` is the cell sum of an opened number (its value minus known mines
    around it), ``unknown[c]`` its still-unknown neighbours; ``unsolved`` is U.
    When ``types`` (the cell type board T) is given, proven-safe cells are
    opened and reveal their numbers, as in IsSolvable; otherwise they are only
    marked safe, as when solving a player's position.
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
        self.options = options or SolverOptions()
        self.cancel = cancel
        n = geo.size
        self.state = bytearray(n)
        self.rem = [0] * n
        self.unknown: list[set[int]] = [set() for _ in range(n)]
        self.unsolved: set[int] = set()
        self.dirty: set[int] = set()
        self.pair_dirty: set[int] = set()
        self.n_unknown = n
        self.n_known_mines = 0
        self.new_safe: list[int] = []
        self.new_mines: list[int] = []
        self.rng = random.Random(self.options.seed)
        self._area_cache: dict[frozenset[tuple[frozenset[int], int]], AreaCounts | None] = {}
        self._quick_cache: dict[
            frozenset[tuple[frozenset[int], int]], tuple[set[int], set[int]] | None
        ] = {}
        self.n_opened = 0
        self.csp_calls = 0

    # -- incremental board updates -------------------------------------------------

    def _fail(self, cell: int, why: str) -> InconsistentPosition:
        rc = self.geo.cell(cell)
        return InconsistentPosition(
            f"The {why} at {format_cell(rc)} cannot be satisfied: no arrangement of mines "
            "agrees with the opened numbers.",
            rc,
        )

    def _touch(self, c: int) -> None:
        u = self.unknown[c]
        r = self.rem[c]
        if r < 0 or r > len(u):
            raise self._fail(c, "number")
        if u:
            self.dirty.add(c)
            self.pair_dirty.add(c)
        else:
            self.unsolved.discard(c)

    def _leave_unknown(self, v: int) -> None:
        self.n_unknown -= 1
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
            raise self._fail(c, "opened cell")
        if was == UNKNOWN:
            self._leave_unknown(c)
        state[c] = OPENED
        self.n_opened += 1
        mines = 0
        unknown = self.unknown[c]
        for v in self.geo.neighbours[c]:
            s = state[v]
            if s == UNKNOWN:
                unknown.add(v)
            elif s == KNOWN_MINE:
                mines += 1
        self.rem[c] = value - mines
        if unknown:
            self.unsolved.add(c)
        self._touch(c)
        if was == UNKNOWN:
            for n in self.geo.neighbours[c]:
                if state[n] == OPENED and n != c:
                    self._touch(n)

    def set_safe(self, v: int) -> None:
        if self.state[v] != UNKNOWN:
            return
        self.new_safe.append(v)
        if self.types is not None:
            self.open_number(v, self.types[v])
            return
        self._leave_unknown(v)
        self.state[v] = SAFE
        for c in self.geo.neighbours[v]:
            if self.state[c] == OPENED:
                self._touch(c)

    def set_mine(self, v: int) -> None:
        if self.state[v] != UNKNOWN:
            if self.state[v] != KNOWN_MINE:
                raise self._fail(v, "mine")
            return
        self.new_mines.append(v)
        self._leave_unknown(v)
        self.state[v] = KNOWN_MINE
        self.n_known_mines += 1
        for c in self.geo.neighbours[v]:
            if self.state[c] == OPENED:
                self.rem[c] -= 1
                self._touch(c)

    def apply(self, safe: Iterable[int], mines: Iterable[int]) -> None:
        for v in mines:
            self.set_mine(v)
        for v in safe:
            self.set_safe(v)

    def move_mines(self, to_mine: Iterable[int], to_safe: Iterable[int]) -> None:
        """Creator hook: the true layout changed on still-unknown cells (a perturbation).

        Used by the no-guess creator when the solver is stuck: mines move between
        unknown cells, so every fact known so far stays true, but the numbers of
        opened cells around the moved cells change. ``types`` is updated in place
        and the changed numbers are queued for reasoning again. Deductions made
        earlier from the old numbers are not re-derived, so the caller must
        check the final layout from scratch.
        """
        types = self.types
        assert types is not None, "move_mines needs the cell type board"
        nbrs = self.geo.neighbours
        state = self.state
        changed: set[int] = set()
        for cells, delta in ((to_mine, 1), (to_safe, -1)):
            for v in cells:
                assert state[v] == UNKNOWN and (types[v] == MINE) == (delta < 0)
                types[v] = MINE if delta > 0 else 0
                changed.add(v)
                for c in nbrs[v]:
                    changed.add(c)
                    if state[c] == OPENED:
                        self.rem[c] += delta
        for c in changed:
            if types[c] != MINE:
                types[c] = sum(1 for x in nbrs[c] if types[x] == MINE)
            if state[c] == OPENED:
                self._touch(c)

    def forget_mines(self, cells: Iterable[int]) -> None:
        """Creator hook: treat known mines as unknown again (the layout will change there).

        Lets the creator move a mine out of the known part of the board when the
        unknown part has no room left (a 50/50 at the end, or a pocket walled in by
        mines). Numbers around the cells get them back as unknown neighbours.
        """
        state = self.state
        for v in cells:
            assert state[v] == KNOWN_MINE
            state[v] = UNKNOWN
            self.n_known_mines -= 1
            self.n_unknown += 1
            for c in self.geo.neighbours[v]:
                if state[c] == OPENED:
                    self.unknown[c].add(v)
                    self.rem[c] += 1
                    self.unsolved.add(c)
                    self._touch(c)

    def _check_cancel(self) -> None:
        if self.cancel is not None and self.cancel():
            raise Cancelled("The solver was cancelled.")

    # -- layers of reasoning ---------------------------------------------------------

    def easy_moves(self) -> bool:
        """Kunz Algorithm 4 as a worklist: only cells whose surroundings changed are looked at."""
        progress = False
        dirty = self.dirty
        unknown = self.unknown
        rem = self.rem
        polled = 0
        while dirty:
            polled += 1
            if polled & 511 == 0:
                self._check_cancel()
            c = dirty.pop()
            u = unknown[c]
            if not u or self.state[c] != OPENED:
                continue
            r = rem[c]
            if r == 0:
                progress = True
                for v in list(u):
                    self.set_safe(v)
            elif r == len(u):
                progress = True
                for v in list(u):
                    self.set_mine(v)
        return progress

    def subset_rules(self) -> bool:
        """Pairwise reasoning on two overlapping numbers (subset and 1-2 patterns).

        With I the shared unknown cells, A and B the rest of each side: the mines in
        I are bounded by both numbers, which bounds the mines in A and B.
        """
        found_safe: set[int] = set()
        found_mines: set[int] = set()
        pending = self.pair_dirty
        self.pair_dirty = set()
        nbrs = self.geo.neighbours
        state = self.state
        for a in pending:
            ua = self.unknown[a]
            if state[a] != OPENED or not ua:
                continue
            ra = self.rem[a]
            others: set[int] = set()
            for v in ua:
                for b in nbrs[v]:
                    if state[b] == OPENED and b != a:
                        others.add(b)
            for b in others:
                ub = self.unknown[b]
                if not ub:
                    continue
                rb = self.rem[b]
                inter = ua & ub
                only_a = len(ua) - len(inter)
                only_b = len(ub) - len(inter)
                lo = max(0, ra - only_a, rb - only_b)
                hi = min(len(inter), ra, rb)
                if lo > hi:
                    continue  # contradiction: left for the CSP to report with a cell
                if only_a:
                    if ra - hi == only_a:
                        found_mines.update(ua - inter)
                    elif ra - lo == 0:
                        found_safe.update(ua - inter)
                if only_b:
                    if rb - hi == only_b:
                        found_mines.update(ub - inter)
                    elif rb - lo == 0:
                        found_safe.update(ub - inter)
                if lo == len(inter):
                    found_mines.update(inter)
                elif hi == 0:
                    found_safe.update(inter)
        if found_safe & found_mines:
            cell = min(found_safe & found_mines)
            raise self._fail(cell, "cell")
        if found_safe or found_mines:
            self.apply(found_safe, found_mines)
            return True
        return False

    def constraints_of(self, cells: Iterable[int]) -> Constraints:
        return [(frozenset(self.unknown[c]), self.rem[c]) for c in cells if self.unknown[c]]

    def divide_into_areas(self, cells: Iterable[int]) -> list[list[int]]:
        """Kunz Algorithm 5 with union-find: numbers that share an unknown cell join an area."""
        unknown = self.unknown
        areas = _connected([c for c in cells if unknown[c]], lambda c: unknown[c])
        return sorted(areas, key=lambda g: (len(g), min(g)))

    def _solution_iter(self, cons: Constraints) -> Iterator[dict[Any, int]]:
        problem = constraint.Problem()
        variables = sorted(set().union(*(u for u, _ in cons)))
        problem.addVariables(variables, [0, 1])
        for u, r in cons:
            problem.addConstraint(constraint.ExactSumConstraint(r), sorted(u))
        self.csp_calls += 1
        try:
            solutions: Iterator[dict[Any, int]] = problem.getSolutionIter()
        except ValueError:
            # python-constraint2's preprocessing fails with min() of an empty
            # domain when two constraints prune one variable to nothing: no solution.
            return iter(())
        return solutions

    def _probe(self, cons: Constraints, v: int, value: int) -> dict[Any, int] | None:
        """One solution of ``cons`` with ``v`` set to ``value``, or None if there is none.

        Easy moves propagate the choice first, which settles most probes without a
        search; what is left splits into independent parts, each searched once.
        """
        assigned: dict[Any, int] = {v: value}
        live: list[list[Any]] = [[set(u), r] for u, r in cons]
        by_var: dict[int, list[int]] = {}
        for i, (u, _) in enumerate(live):
            for x in u:
                by_var.setdefault(x, []).append(i)
        queue = [v]
        while queue:
            x = queue.pop()
            val = assigned[x]
            for i in by_var[x]:
                item = live[i]
                u = item[0]
                if x not in u:
                    continue
                u.discard(x)
                item[1] -= val
                r = item[1]
                if r < 0 or r > len(u):
                    return None
                if u and (r == 0 or r == len(u)):
                    forced = 0 if r == 0 else 1
                    for y in list(u):
                        old = assigned.get(y)
                        if old is None:
                            assigned[y] = forced
                            queue.append(y)
                        elif old != forced:
                            return None
        rest: Constraints = [(frozenset(u), r) for u, r in live if u]
        if rest:
            for area in _split(rest):
                sol = next(self._solution_iter(area), None)
                if sol is None:
                    return None
                assigned.update(sol)
        return assigned

    def constraint_solver(self, cells: Iterable[int]) -> tuple[set[int], set[int]] | None:
        """Kunz Algorithm 2 on some numbers: cells that are 0 (1) in every solution.

        A few solutions are enumerated first; every variable seen both safe and a
        mine is undecided. Then, instead of enumerating every solution (which can
        be millions on a wide area), each remaining variable is probed: one search
        for a solution with the value not yet seen. A failed probe proves the
        variable; a found solution decides more variables at once. Returns None
        when there is no solution at all.
        """
        cons = self.constraints_of(cells)
        if not cons:
            return set(), set()
        variables = set().union(*(u for u, _ in cons))
        key = frozenset(cons)
        if key in self._quick_cache:
            return self._quick_cache[key]
        cached = self._area_cache.get(key)
        if cached is not None or key in self._area_cache:
            return None if cached is None else _always(cached)
        seen_mine: set[int] = set()
        seen_safe: set[int] = set()

        def record(sol: dict[Any, int]) -> None:
            for v, x in sol.items():
                (seen_mine if x else seen_safe).add(v)

        any_solution = False
        for count, sol in enumerate(self._solution_iter(cons), 1):
            any_solution = True
            record(sol)
            if count >= _ENUMERATE_FIRST or len(seen_mine) + len(seen_safe) == 2 * len(variables):
                break
        if not any_solution:
            self._quick_cache[key] = None
            return None
        for v in sorted(variables):
            if v in seen_mine and v in seen_safe:
                continue
            self._check_cancel()
            found = self._probe(cons, v, 0 if v in seen_mine else 1)
            if found is not None:
                record(found)
        result = (variables - seen_mine, variables - seen_safe)
        self._quick_cache[key] = result
        return result

    def count_area(self, cells: Iterable[int]) -> AreaCounts | None:
        """Every solution of an area, counted by its number of mines (for the mine count)."""
        cons = self.constraints_of(cells)
        key = frozenset(cons)
        cached = self._area_cache.get(key)
        if cached is not None:
            return cached
        variables = tuple(sorted(set().union(*(u for u, _ in cons))))
        index = {v: i for i, v in enumerate(variables)}
        counts = AreaCounts(variables)
        n = len(variables)
        for seen, sol in enumerate(self._solution_iter(cons), 1):
            if seen & 255 == 0:
                self._check_cancel()
            k = 0
            ones = []
            for v, x in sol.items():
                if x:
                    k += 1
                    ones.append(index[v])
            hits = counts.mine_hits.get(k)
            if hits is None:
                hits = counts.mine_hits[k] = [0] * n
                counts.solutions[k] = 0
            counts.solutions[k] += 1
            for i in ones:
                hits[i] += 1
        result = counts if counts.solutions else None
        self._area_cache[key] = result
        return result

    def _unsolvable_cell(self, area: list[int]) -> int:
        """A number of an unsatisfiable area whose removal makes the rest satisfiable."""
        for c in area:
            rest = self.constraints_of(x for x in area if x != c)
            if not rest or next(iter(self._solution_iter(rest)), None) is not None:
                return c
        return min(area)

    def solve_areas(self) -> bool:
        """ConstraintSolver (v0/v1/v2), after RandomTries when enabled."""
        opts = self.options
        apply_safe: set[int] = set()
        apply_mines: set[int] = set()
        for _ in range(opts.random_tries):
            if not self.unsolved:
                break
            c = self.rng.choice(sorted(self.unsolved))
            r0, c0 = self.geo.cell(c)
            w = self.geo.width
            local = [x for x in self.unsolved if abs(x // w - r0) <= 2 and abs(x % w - c0) <= 2]
            result = self.constraint_solver(local)
            if result is not None and (result[0] or result[1]):
                self.apply(*result)
                return True
        if opts.cs_version == 0:
            areas = [sorted(self.unsolved)]
        else:
            areas = self.divide_into_areas(self.unsolved)
            if opts.cs_version == 2:
                self.rng.shuffle(areas)
        for area in areas:
            self._check_cancel()
            result = self.constraint_solver(area)
            if result is None:
                raise self._fail(self._unsolvable_cell(area), "number")
            apply_safe |= result[0]
            apply_mines |= result[1]
            if opts.cs_version == 2 and (apply_safe or apply_mines):
                break
        if apply_safe or apply_mines:
            self.apply(apply_safe, apply_mines)
            return True
        return False

    def _free_cells(self) -> list[int]:
        constrained: set[int] = set()
        for c in self.unsolved:
            constrained |= self.unknown[c]
        state = self.state
        return [v for v in range(self.geo.size) if state[v] == UNKNOWN and v not in constrained]

    def mine_count(self) -> bool:
        """Global reasoning with the number of mines left (Studholme step 3, Hoff).

        Skipped when cheap bounds show the count cannot bind: then every number of
        mines an area could hold is still possible and the free cells stay open.
        """
        if self.total_mines is None:
            return False
        left = self.total_mines - self.n_known_mines
        areas = self.divide_into_areas(self.unsolved)
        free = self._free_cells()
        if not areas:
            if left < 0 or left > len(free):
                raise _count_error(self.total_mines)
            if free and left == 0:
                self.apply(free, ())
                return True
            if free and left == len(free):
                self.apply((), free)
                return True
            return False
        lo = hi = 0
        for area in areas:
            a_lo, a_hi = _bounds(self.constraints_of(area))
            lo += a_lo
            hi += a_hi
        if hi < left and left - lo < len(free):
            return False
        counted: list[AreaCounts] = []
        for area in areas:
            self._check_cancel()
            counts = self.count_area(area)
            if counts is None:
                raise self._fail(self._unsolvable_cell(area), "number")
            counted.append(counts)
        feasible, free_counts = _feasible_mine_counts(
            [set(a.solutions) for a in counted], len(free), left
        )
        if not free_counts:
            raise _count_error(self.total_mines)
        safe: set[int] = set()
        mines: set[int] = set()
        for counts, ks in zip(counted, feasible, strict=True):
            for i, v in enumerate(counts.variables):
                if all(counts.mine_hits[k][i] == 0 for k in ks):
                    safe.add(v)
                elif all(counts.mine_hits[k][i] == counts.solutions[k] for k in ks):
                    mines.add(v)
        if free:
            if free_counts == {0}:
                safe.update(free)
            elif free_counts == {len(free)}:
                mines.update(free)
        if safe or mines:
            self.apply(safe, mines)
            return True
        return False

    def step(self) -> bool:
        """One round of reasoning, cheapest layer first; False when nothing more follows."""
        self._check_cancel()
        if self.options.easy_moves and self.easy_moves():
            return True
        self.dirty.clear()
        if self.options.subset_rules and self.subset_rules():
            return True
        if self.solve_areas():
            return True
        return self.options.use_mine_count and self.mine_count()

    def run(self) -> None:
        while self.step():
            pass


def _connected(items: list[_T], variables: Callable[[_T], Iterable[int]]) -> list[list[_T]]:
    """Group items into parts whose variables overlap (union-find), keeping their order."""
    parent = list(range(len(items)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    owner: dict[int, int] = {}
    for i, item in enumerate(items):
        for v in variables(item):
            j = owner.setdefault(v, i)
            if j != i:
                parent[find(j)] = find(i)
    groups: dict[int, list[_T]] = {}
    for i, item in enumerate(items):
        groups.setdefault(find(i), []).append(item)
    return list(groups.values())


def _split(cons: Constraints) -> list[Constraints]:
    """Constraints grouped into parts that share no variable."""
    return _connected(cons, lambda uc: uc[0])


def _always(counts: AreaCounts) -> tuple[set[int], set[int]]:
    safe: set[int] = set()
    mines: set[int] = set()
    total = sum(counts.solutions.values())
    for i, v in enumerate(counts.variables):
        hits = sum(h[i] for h in counts.mine_hits.values())
        if hits == 0:
            safe.add(v)
        elif hits == total:
            mines.add(v)
    return safe, mines


def _count_error(total: int) -> InconsistentPosition:
    return InconsistentPosition(
        f"No arrangement of exactly {total} mines agrees with the opened numbers."
    )


def _bounds(cons: Constraints) -> tuple[int, int]:
    """Cheap bounds on an area's mines from numbers whose unknown cells do not overlap."""
    variables: set[int] = set().union(*(u for u, _ in cons))
    lo_used: set[int] = set()
    hi_used: set[int] = set()
    lo = 0
    safe_at_least = 0
    for u, r in sorted(cons, key=lambda ur: -ur[1]):
        if not (u & lo_used):
            lo_used |= u
            lo += r
    for u, r in sorted(cons, key=lambda ur: -(len(ur[0]) - ur[1])):
        if not (u & hi_used):
            hi_used |= u
            safe_at_least += len(u) - r
    return lo, len(variables) - safe_at_least


def _sumset(a: set[int], b: set[int]) -> set[int]:
    return {x + y for x in a for y in b}


def _feasible_mine_counts(
    per_area: list[set[int]], n_free: int, left: int
) -> tuple[list[set[int]], set[int]]:
    """Which mine numbers of each area, and of the free cells, fit the mine count."""
    m = len(per_area)
    prefix = [{0}]
    for ks in per_area:
        prefix.append(_sumset(prefix[-1], ks))
    suffix = [{0}] * (m + 1)
    for i in range(m - 1, -1, -1):
        suffix[i] = _sumset(suffix[i + 1], per_area[i])
    free_range = range(0, n_free + 1)
    feasible: list[set[int]] = []
    for i, ks in enumerate(per_area):
        others = _sumset(prefix[i], suffix[i + 1])
        feasible.append({k for k in ks if any(0 <= left - k - s <= n_free for s in others)})
    free_counts = {left - s for s in prefix[m] if (left - s) in free_range}
    return feasible, free_counts


# -- public API ------------------------------------------------------------------------


def _knowledge_from_values(
    values: Any,
    total_mines: int | None,
    options: SolverOptions | None,
    cancel: CancelCheck | None,
) -> tuple[Knowledge, Board]:
    board = check_values(values)
    h, w = board.shape
    if total_mines is not None:
        if isinstance(total_mines, bool) or not isinstance(total_mines, int | np.integer):
            raise TypeError(f"total_mines must be a whole number, not {total_mines!r}.")
        if not 0 <= total_mines <= h * w:
            raise ValueError(f"total_mines must be between 0 and {h * w}, not {total_mines}.")
        total_mines = int(total_mines)
    know = Knowledge(geometry(h, w), None, total_mines, options, cancel)
    flat = board.ravel().tolist()
    for i, x in enumerate(flat):
        if x == MINE:
            know.set_mine(i)
    for i, x in enumerate(flat):
        if x >= 0:
            know.open_number(i, x)
    know.new_safe.clear()
    know.new_mines.clear()
    return know, board


def solve_state(
    values: Any,
    total_mines: int | None = None,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
) -> Deduction:
    """Every covered cell that is safe (a mine) in all arrangements consistent with the board.

    Flags are the player's claims and are treated as covered. With ``total_mines``
    the arrangements must hold exactly that many mines (opened mines included).
    Raises InconsistentPosition when no arrangement exists.
    """
    know, _ = _knowledge_from_values(values, total_mines, options, cancel)
    know.run()
    geo = know.geo
    return Deduction(geo.cells(know.new_safe), geo.cells(know.new_mines))


def mine_probabilities(
    values: Any,
    total_mines: int,
    *,
    cancel: CancelCheck | None = None,
) -> npt.NDArray[np.float64]:
    """Exact mine probability of every covered or flagged cell; NaN on opened cells.

    All consistent arrangements of exactly ``total_mines`` mines are equally likely:
    each area's solutions are counted by their number of mines and weighted by the
    ways to place the remaining mines on unconstrained cells (Studholme step 3,
    Suzuki section 6).
    """
    if total_mines is None:
        raise TypeError("mine_probabilities needs the total number of mines.")
    know, board = _knowledge_from_values(values, total_mines, None, cancel)
    know.run()
    h, w = board.shape
    probs = np.full(h * w, np.nan, dtype=np.float64)
    state = know.state
    for v in range(h * w):
        if state[v] == KNOWN_MINE and board.flat[v] in (COVERED, FLAGGED):
            probs[v] = 1.0
        elif state[v] == SAFE:
            probs[v] = 0.0
    left = total_mines - know.n_known_mines
    free = know._free_cells()
    counted = []
    for area in know.divide_into_areas(know.unsolved):
        counts = know.count_area(area)
        if counts is None:  # pragma: no cover - run() has already proven consistency
            raise know._fail(min(area), "number")
        counted.append(counts)
    # Generating polynomials: poly[i][k] = solutions of area i with k mines.
    polys = [_poly(c.solutions) for c in counted]
    n_free = len(free)

    def ways(elsewhere: list[int], placed: int = 0, extra: int = 0) -> int:
        """Arrangements with ``placed`` mines in one area, ``elsewhere[s]`` ways to put s
        mines in the other areas, and the rest on the free cells (``extra`` of them fixed
        as mines)."""
        return sum(
            n * comb(n_free - extra, left - placed - s - extra)
            for s, n in enumerate(elsewhere)
            if left - placed - s - extra >= 0
        )

    prefix = [[1]]
    for p in polys:
        prefix.append(_mul(prefix[-1], p))
    suffix = [[1]] * (len(polys) + 1)
    for i in range(len(polys) - 1, -1, -1):
        suffix[i] = _mul(polys[i], suffix[i + 1])
    total_weight = ways(prefix[-1])
    if total_weight == 0:  # pragma: no cover - consistency proven above
        raise _count_error(total_mines)
    for i, counts in enumerate(counted):
        others = _mul(prefix[i], suffix[i + 1])
        weight = {k: ways(others, placed=k) for k in counts.solutions}
        for j, v in enumerate(counts.variables):
            num = sum(hits[j] * weight[k] for k, hits in counts.mine_hits.items())
            probs[v] = num / total_weight
    if n_free:
        p_free = ways(prefix[-1], extra=1) / total_weight
        for v in free:
            probs[v] = p_free
    return probs.reshape(h, w)


def _poly(solutions: dict[int, int]) -> list[int]:
    out = [0] * (max(solutions) + 1)
    for k, n in solutions.items():
        out[k] = n
    return out


def _mul(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def new_instance(
    height: int,
    width: int,
    mines: Iterable[Any],
    start: Any,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
) -> tuple[Knowledge, frozenset[Cell]] | None:
    """Knowledge after opening ``start`` on a validated instance; None if start is a mine."""
    check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    mine_set = check_mines(height, width, mines)
    if start in mine_set:
        return None
    geo = geometry(height, width)
    types = cell_type_board(height, width, mine_set).ravel().tolist()
    know = Knowledge(geo, types, len(mine_set), options, cancel)
    know.open_number(geo.index(start), types[geo.index(start)])
    return know, mine_set


def is_solvable(
    height: int,
    width: int,
    mines: Iterable[Any],
    start: Any,
    *,
    options: SolverOptions | None = None,
    cancel: CancelCheck | None = None,
) -> bool:
    """Kunz Algorithm 3: can a perfect player who sees the mine count win from ``start``?"""
    made = new_instance(height, width, mines, start, options=options, cancel=cancel)
    if made is None:
        return False
    know, mine_set = made
    safe_cells = height * width - len(mine_set)
    while know.n_opened < safe_cells:
        if not know.step():
            return False
    return True
