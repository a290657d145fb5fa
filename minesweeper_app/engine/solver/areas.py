"""DivideIntoAreas, ConstraintSolver and RandomTries (Kunz Algorithms 2, 5 and 6).

An area is a set of numbers linked by shared unknown cells. The ConstraintSolver
asks which cells have the same value in every solution of an area; here that
answer comes from the counting core (a cell is safe in every solution when no
solution puts a mine on it), so its cost follows the width of the area's chain
of numbers rather than the number of its solutions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeVar

from minesweeper_app.engine.solver.counting import AreaCounts, Constraints, count_solutions

if TYPE_CHECKING:
    from minesweeper_app.engine.solver.knowledge import Knowledge

_T = TypeVar("_T")


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


def divide_into_areas(know: Knowledge, cells: Iterable[int]) -> list[list[int]]:
    """Kunz Algorithm 5 with union-find: numbers that share an unknown cell join an area."""
    unknown = know.unknown
    found = connected([c for c in cells if unknown[c]], lambda c: unknown[c])
    return sorted(found, key=lambda g: (len(g), min(g)))


def count_area(know: Knowledge, cells: Iterable[int]) -> AreaCounts:
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


def constraint_solver(know: Knowledge, cells: Iterable[int]) -> tuple[set[int], set[int]] | None:
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


def _counted(know: Knowledge, cons: Constraints) -> AreaCounts:
    """The area's counts, counted once per set of constraints in this knowledge state."""
    key = frozenset(cons)
    counts = know.area_cache.get(key)
    if counts is None:
        counts = count_solutions(cons, know.check_cancel)
        know.area_cache[key] = counts
    return counts


def solve_areas(know: Knowledge) -> bool:
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
    if opts.cs_version == 0:
        areas = [sorted(know.unsolved)]
    else:
        areas = divide_into_areas(know, know.unsolved)
        if opts.cs_version == 2:
            know.rng.shuffle(areas)
    apply_safe: set[int] = set()
    apply_mines: set[int] = set()
    for area in areas:
        know.check_cancel()
        safe, mines = count_area(know, area).always()
        apply_safe |= safe
        apply_mines |= mines
        if opts.cs_version == 2 and (apply_safe or apply_mines):
            break
    if apply_safe or apply_mines:
        know.apply(apply_safe, apply_mines)
        return True
    return False
