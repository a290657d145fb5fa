"""Global reasoning with the number of mines (Studholme step 3, Hoff) and exact probabilities.

Every area's solutions are counted by their number of mines (``counting``); the
cells next to no number ("free" cells) take the rest of the mines in
``comb(free, rest)`` ways. Areas and free cells are independent apart from the
total, so the arrangements of the whole position are sums of products of these
counts, and a cell is decided (or gets its probability) from the mine numbers of
its area that leave a feasible rest.
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from minesweeper_app.engine.errors import InconsistentPosition
from minesweeper_app.engine.solver.counting import AreaCounts, Constraints

if TYPE_CHECKING:
    from minesweeper_app.engine.solver.knowledge import Knowledge


def count_error(total: int) -> InconsistentPosition:
    return InconsistentPosition(
        f"No arrangement of exactly {total} mines agrees with the opened numbers."
    )


def bounds(cons: Constraints) -> tuple[int, int]:
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


def feasible_mine_counts(
    per_area: list[set[int]], n_free: int, left: int
) -> tuple[list[set[int]], set[int]]:
    """Which mine numbers of each area, and of the free cells, fit the mine count.

    ``per_area[i]`` holds the numbers of mines area ``i`` can hold, ``left`` is
    the number of mines not yet known. Returns, per area, the numbers that some
    choice for the other areas and the free cells completes to exactly ``left``,
    and the numbers of mines the free cells can then hold.
    """
    m = len(per_area)
    prefix = [{0}]
    for ks in per_area:
        prefix.append(_sumset(prefix[-1], ks))
    suffix = [{0}] * (m + 1)
    for i in range(m - 1, -1, -1):
        suffix[i] = _sumset(suffix[i + 1], per_area[i])
    feasible: list[set[int]] = []
    for i, ks in enumerate(per_area):
        others = _sumset(prefix[i], suffix[i + 1])
        feasible.append({k for k in ks if any(0 <= left - k - s <= n_free for s in others)})
    free_counts = {left - s for s in prefix[m] if 0 <= left - s <= n_free}
    return feasible, free_counts


def mine_count(know: Knowledge) -> bool:
    """One round of reasoning with the number of mines left.

    Skipped when cheap bounds show the count cannot bind: then every number of
    mines an area could hold is still possible and the free cells stay open.
    """
    if know.total_mines is None:
        return False
    left = know.total_mines - know.n_known_mines
    areas = know.divide_into_areas(know.unsolved)
    free = know.free_cells()
    if not areas:
        if left < 0 or left > len(free):
            raise count_error(know.total_mines)
        if free and left == 0:
            know.apply(free, ())
            return True
        if free and left == len(free):
            know.apply((), free)
            return True
        return False
    lo = hi = 0
    for area in areas:
        a_lo, a_hi = bounds(know.constraints_of(area))
        lo += a_lo
        hi += a_hi
    if hi < left and left - lo < len(free):
        return False
    counted: list[AreaCounts] = []
    for area in areas:
        know.check_cancel()
        counted.append(know.count_area(area))
    feasible, free_counts = feasible_mine_counts(
        [set(a.solutions) for a in counted], len(free), left
    )
    if not free_counts:
        raise count_error(know.total_mines)
    safe: set[int] = set()
    mines: set[int] = set()
    for counts, ks in zip(counted, feasible, strict=True):
        s, m = counts.decided(ks)
        safe |= s
        mines |= m
    if free:
        if free_counts == {0}:
            safe.update(free)
        elif free_counts == {len(free)}:
            mines.update(free)
    if safe or mines:
        know.apply(safe, mines)
        return True
    return False


def probabilities(know: Knowledge) -> dict[int, float]:
    """Exact mine probability of every unknown cell, all consistent arrangements equally likely.

    Run after the solver: what it proved is already in ``know``. Per area, the weight
    of ``k`` mines is the number of ways to place the other ``left - k`` mines on the
    other areas and the free cells; sweeps from both ends over the areas give every
    area's weights without multiplying out all the others each time.
    """
    assert know.total_mines is not None
    left = know.total_mines - know.n_known_mines
    free = know.free_cells()
    n_free = len(free)
    counted: list[AreaCounts] = []
    for area in know.divide_into_areas(know.unsolved):
        know.check_cancel()
        counted.append(know.count_area(area))
    polys = [c.solutions for c in counted]
    # before[i][a]: ways for areas < i to hold a mines
    before: list[dict[int, int]] = [{0: 1}]
    for p in polys:
        before.append(_times(before[-1], p, left))
    # after[i][a]: ways for areas >= i and the free cells to hold the rest, given a placed
    free_ways = {a: comb(n_free, left - a) for a in range(max(0, left - n_free), left + 1)}
    after: list[dict[int, int]] = [{}] * (len(polys) + 1)
    after[len(polys)] = free_ways
    for i in range(len(polys) - 1, -1, -1):
        know.check_cancel()
        nxt = after[i + 1]
        cur: dict[int, int] = {}
        for a in before[i]:
            total = 0
            for k, n in polys[i].items():
                w = nxt.get(a + k)
                if w:
                    total += n * w
            if total:
                cur[a] = total
        after[i] = cur
    grand = sum(n * after[0].get(a, 0) for a, n in before[0].items())
    if grand == 0:
        raise count_error(know.total_mines)
    out: dict[int, float] = {}
    for i, counts in enumerate(counted):
        know.check_cancel()
        nxt = after[i + 1]
        weight: dict[int, int] = {}
        for k in counts.solutions:
            weight[k] = sum(n * nxt.get(a + k, 0) for a, n in before[i].items())
        for j, v in enumerate(counts.variables):
            num = sum(hits[j] * weight[k] for k, hits in counts.mine_hits.items())
            out[v] = num / grand
    if n_free:
        placed = sum(n * comb(n_free - 1, left - a - 1)
                     for a, n in before[len(polys)].items() if left - a > 0)
        p_free = placed / grand
        for v in free:
            out[v] = p_free
    return out


def _times(a: dict[int, int], b: dict[int, int], limit: int) -> dict[int, int]:
    """Product of two generating polynomials (mines -> ways), terms above ``limit`` dropped."""
    out: dict[int, int] = {}
    for i, x in a.items():
        for j, y in b.items():
            if i + j <= limit:
                out[i + j] = out.get(i + j, 0) + x * y
    return out
