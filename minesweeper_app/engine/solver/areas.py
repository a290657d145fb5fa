"""DivideIntoAreas, ConstraintSolver and RandomTries (Kunz Algorithms 2, 5 and 6).

An area is a set of numbers linked by shared unknown cells. The ConstraintSolver
asks which cells have the same value in every solution of an area; here that
answer comes from the counting core (a cell is safe in every solution when no
solution puts a mine on it), so its cost follows the width of the area's chain
of numbers rather than the number of its solutions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from minesweeper_app.engine.board import MINE, Geometry
from minesweeper_app.engine.errors import InconsistentPosition
from minesweeper_app.engine.solver.counting import AreaCounts, Constraints, count_solutions

_T = TypeVar("_T")
CountKey = frozenset[tuple[frozenset[int], int]]


class AreaOptions(Protocol):
    """The solver options the area layer reads (``SolverOptions``)."""

    @property
    def random_tries(self) -> int: ...
    @property
    def cs_version(self) -> int: ...


class SolverState(Protocol):
    """What the reasoning layers (areas, easy moves, the mine count) read and change of
    the solver's knowledge state (:class:`~.knowledge.Knowledge`), which calls them; a
    protocol, so they do not import it back."""

    pair_dirty: set[int]
    area_dirty: set[int]

    @property
    def geo(self) -> Geometry: ...
    @property
    def types(self) -> list[int] | None: ...
    @property
    def total_mines(self) -> int | None: ...
    @property
    def options(self) -> AreaOptions: ...
    @property
    def state(self) -> bytearray: ...
    @property
    def rem(self) -> list[int]: ...
    @property
    def unknown(self) -> list[set[int]]: ...
    @property
    def unsolved(self) -> set[int]: ...
    @property
    def dirty(self) -> set[int]: ...
    @property
    def n_known_mines(self) -> int: ...
    @property
    def area_cache(self) -> MutableMapping[CountKey, AreaCounts]: ...
    @property
    def raw_counts(self) -> dict[CountKey, AreaCounts]: ...
    @property
    def witness_cache(self) -> dict[CountKey, Witnesses | None]: ...
    @property
    def rng(self) -> random.Random: ...
    def fail(self, cell: int, why: str) -> InconsistentPosition: ...
    def set_safe(self, v: int) -> None: ...
    def set_mine(self, v: int) -> None: ...
    def apply(self, safe: Iterable[int], mines: Iterable[int]) -> None: ...
    def check_cancel(self) -> None: ...
    def constraints_of(self, cells: Iterable[int]) -> Constraints: ...
    def free_cells(self) -> list[int]: ...
    def areas(self) -> list[list[int]]: ...
    def count_area(self, cells: Iterable[int]) -> AreaCounts: ...


def connected(items: list[_T], variables: Callable[[_T], Iterable[int]]) -> list[list[_T]]:
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


def divide_into_areas(know: SolverState, cells: Iterable[int]) -> list[list[int]]:
    """Kunz Algorithm 5 with union-find: numbers that share an unknown cell join an area."""
    unknown = know.unknown
    found = connected([c for c in cells if unknown[c]], lambda c: unknown[c])
    return sorted(found, key=lambda g: (len(g), min(g)))


def count_area(know: SolverState, cells: Iterable[int]) -> AreaCounts:
    """The solutions of some numbers counted by mines; no solutions means no arrangement.

    Raises the position's InconsistentPosition, naming a number, when there is none.
    """
    numbers = [c for c in cells if know.unknown[c]]
    cons = know.constraints_of(numbers)
    counts = _counted(know, cons)
    if counts.unsatisfied is not None:
        # counted again in this order: the cache may hold the same numbers listed otherwise
        culprit = count_solutions(cons, know.check_cancel).unsatisfied
        assert culprit is not None
        raise know.fail(numbers[culprit], "number")
    return counts


def constraint_solver(know: SolverState, cells: Iterable[int]) -> tuple[set[int], set[int]] | None:
    """Kunz Algorithm 2 on some numbers: cells that are safe (a mine) in every solution.

    Returns None when the numbers have no solution at all.
    """
    numbers = [c for c in cells if know.unknown[c]]
    if not numbers:
        return set(), set()
    counts = _counted(know, know.constraints_of(numbers))
    if counts.unsatisfied is not None:
        return None
    return counts.always()


def _counted(know: SolverState, cons: Constraints) -> AreaCounts:
    """The area's counts, counted once per shape of its constraints.

    The cells are renamed 0, 1, 2, ... in their order before the lookup, so areas that
    differ only by where they lie (a band of numbers and the same band a few rows
    down) are counted once: the count only depends on which numbers share which
    cells, and the order of the cells is kept, so even the work is the same.
    """
    raw = frozenset(cons)
    found = know.raw_counts.get(raw)
    if found is not None:
        return found
    variables = sorted(set().union(*(cells for cells, _ in cons)))
    rank = {v: i for i, v in enumerate(variables)}
    shape = [(frozenset(rank[v] for v in cells), need) for cells, need in cons]
    key = frozenset(shape)
    counts = know.area_cache.get(key)
    if counts is None:
        counts = count_solutions(shape, know.check_cancel)
        know.area_cache[key] = counts
    found = AreaCounts(tuple(variables), counts.solutions, counts.mine_hits, counts.unsatisfied)
    know.raw_counts[raw] = found
    return found


def solve_areas(know: SolverState) -> bool:
    """ConstraintSolver (v0/v1/v2), after RandomTries when enabled."""
    opts = know.options
    for _ in range(opts.random_tries):
        if not know.unsolved:
            break
        c = know.rng.choice(sorted(know.unsolved))
        r0, c0 = know.geo.cell(c)
        w = know.geo.width
        local = [x for x in know.unsolved if abs(x // w - r0) <= 2 and abs(x % w - c0) <= 2]
        result = constraint_solver(know, local)
        if result is not None and (result[0] or result[1]):
            know.apply(*result)
            return True
    changed: set[int] | None = None
    if opts.cs_version == 0:
        areas = [sorted(know.unsolved)]
    else:
        areas = know.areas()
        if opts.cs_version == 2:
            know.rng.shuffle(areas)
        else:
            # every area is counted: those whose numbers are unchanged since their last
            # count decided nothing then (or their cells would have changed them)
            changed, know.area_dirty = know.area_dirty, set()
            areas = [a for a in areas if not changed.isdisjoint(a)]
    apply_safe: set[int] = set()
    apply_mines: set[int] = set()
    try:
        for area in areas:
            know.check_cancel()
            if witnesses(know, area) is not None:
                continue  # every cell shown both ways: the count would decide nothing
            safe, mines = count_area(know, area).always()
            apply_safe |= safe
            apply_mines |= mines
            if opts.cs_version == 2 and (apply_safe or apply_mines):
                break
    except BaseException:
        if changed is not None:
            know.area_dirty |= changed  # not all were counted
        raise
    if apply_safe or apply_mines:
        know.apply(apply_safe, apply_mines)
        return True
    return False


_FLIP_BUDGET = 40
"""Search nodes per unknown cell that ``witnesses`` may spend before it leaves the area
to the exact count (an area that decides a cell makes the search exhaust its options)."""


@dataclass(frozen=True)
class Witnesses:
    """Solutions of an area showing each unknown cell both ways (``witnesses``).

    ``solutions[0]`` is the true layout; ``swappable[i]`` says that ``variables[i]``
    shares its numbers with a cell of the other value, so swapping the two shows
    it both ways with as many mines as the true layout.
    """

    variables: list[int]
    solutions: list[list[int]]
    swappable: list[bool]


def witnesses(know: SolverState, numbers: list[int]) -> Witnesses | None:
    """The area's unknown cells and solutions that show each of them both ways, or None.

    The creator's shortcut to "stuck": the true layout (``types``) is one solution,
    and a search from it that flips one cell and then only the cells needed to
    mend the numbers it upset usually finds another within a few steps; every
    cell it changed is then undecided too. Proving a small area stuck this way
    costs a fraction of counting it. The solutions depend only on the numbers,
    so they are kept per set of constraints like the counts.
    """
    types = know.types
    if types is None:
        return None
    unknown, rem = know.unknown, know.rem
    live = [c for c in numbers if unknown[c]]
    if not live:
        return None
    key = frozenset((frozenset(unknown[c]), rem[c]) for c in live)
    if key in know.witness_cache:
        return know.witness_cache[key]
    found = _witnesses(types, [sorted(unknown[c]) for c in live], [rem[c] for c in live])
    know.witness_cache[key] = found
    return found


def true_layout(
    types: list[int], members_of: Sequence[Iterable[int]], cells: Iterable[int] | None = None
) -> tuple[list[int], list[int], list[list[int]], list[list[int]]]:
    """Some numbers' cells (``cells``, if the caller has them) as variables 0..n-1 (in
    cell order): the cells, their values in the true layout (1 a mine), each number's
    variables and each variable's numbers."""
    variables = sorted(set().union(*members_of) if cells is None else cells)
    index = dict(zip(variables, range(len(variables)), strict=True))
    truth = [1 if types[v] == MINE else 0 for v in variables]
    members = [[index[v] for v in u] for u in members_of]
    cons_of: list[list[int]] = [[] for _ in variables]
    for j, mem in enumerate(members):
        for i in mem:
            cons_of[i].append(j)
    return variables, truth, members, cons_of


def boxes(cons_of: list[list[int]]) -> list[list[int]]:
    """Each variable's box: the variables next to the same numbers as it, itself
    included (one list shared by the box)."""
    by_numbers: dict[tuple[int, ...], list[int]] = {}
    box_of = []
    for i, c in enumerate(cons_of):
        key = tuple(c)
        box = by_numbers.get(key)
        if box is None:
            box = by_numbers[key] = []
        box.append(i)
        box_of.append(box)
    return box_of


def box_shown(truth: list[int], box_of: list[list[int]]) -> list[int]:
    """How the true layout shows each variable (bit 0 safe, bit 1 a mine), counting that
    cells next to the same numbers (a box, ``boxes``) can swap values without changing
    any number or the number of mines: a box holding a mine and a safe cell shows all
    its cells both ways (3)."""
    shown = [1 << t for t in truth]
    for i, box in enumerate(box_of):
        if box[0] == i and len(box) > 1 and 0 < sum(map(truth.__getitem__, box)) < len(box):
            for k in box:
                shown[k] = 3
    return shown


def _witnesses(types: list[int], members_of: list[list[int]], need: list[int]) -> Witnesses | None:
    variables, truth, members, cons_of = true_layout(types, members_of)
    n = len(variables)
    if any(sum(truth[i] for i in mem) != need[j] for j, mem in enumerate(members)):
        return None
    shown = box_shown(truth, boxes(cons_of))
    swappable = [b == 3 for b in shown]
    budget = [_FLIP_BUDGET * n]
    solutions = [truth]
    for v in range(n):
        if shown[v] == 3:
            continue
        solution = _flipped(v, truth, members, cons_of, budget)
        if solution is None:
            return None
        solutions.append(solution)
        for i, x in enumerate(solution):
            shown[i] |= 1 << x
    return Witnesses(variables, solutions, swappable)


def _flipped(
    v: int,
    truth: list[int],
    members: list[list[int]],
    cons_of: list[list[int]],
    budget: list[int],
) -> list[int] | None:
    """A solution with cell ``v`` opposite to ``truth``, found by repair: while some number
    sees more (fewer) mines than it needs, flip one of its true mines (safe cells) that
    is not fixed yet. None if the search runs out of ``budget`` (nodes, shared by the
    calls) or of options; incomplete, so None decides nothing."""
    m = len(members)
    delta = [0] * m  # mines each number sees minus the mines it needs
    fixed = [False] * len(truth)
    value = list(truth)
    again: list[Callable[[], bool]] = []

    def flip(i: int, sign: int) -> None:
        step = sign if truth[i] == 0 else -sign
        value[i] ^= 1
        for j in cons_of[i]:
            delta[j] += step

    def repair() -> bool:
        best = -1
        best_options: list[int] = []
        for j in range(m):
            d = delta[j]
            if d:
                want = 1 if d > 0 else 0
                options = [i for i in members[j] if not fixed[i] and truth[i] == want]
                if len(options) < abs(d):
                    return False
                if best < 0 or len(options) < len(best_options):
                    best, best_options = j, options
        if best < 0:
            return True
        kept: list[int] = []
        found = False
        for i in best_options:
            budget[0] -= 1
            if budget[0] < 0:
                break
            fixed[i] = True
            flip(i, 1)
            if again[0]():
                found = True
                break
            flip(i, -1)
            kept.append(i)  # stays fixed at its true value for the other branches
        for i in kept:
            fixed[i] = False
        return found

    fixed[v] = True
    flip(v, 1)
    # ``repair`` recurses through ``again``, not its own name: a closure that names
    # itself is a cycle, which only the cycle collector frees (once per call here).
    again.append(repair)
    try:
        return value if repair() else None
    finally:
        again.clear()
