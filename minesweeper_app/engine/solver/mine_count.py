"""Global reasoning with the number of mines (Studholme step 3, Hoff) and exact probabilities.

Every area's solutions are counted by their number of mines (``counting``); the
cells next to no number ("free" cells) take the rest of the mines in
``comb(free, rest)`` ways. Areas and free cells are independent apart from the
total, so the arrangements of the whole position are sums of products of these
counts, and a cell is decided (or gets its probability) from the mine numbers of
its area that leave a feasible rest.
"""

from __future__ import annotations

from math import lgamma, log

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine.errors import InconsistentPosition
from minesweeper_app.engine.solver.areas import SolverState, witnesses
from minesweeper_app.engine.solver.counting import AreaCounts, Constraints


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


def feasible_mine_counts(
    per_area: list[set[int]], n_free: int, left: int
) -> tuple[list[set[int]], set[int]]:
    """Which mine numbers of each area, and of the free cells, fit the mine count.

    ``per_area[i]`` holds the numbers of mines area ``i`` can hold, ``left`` is
    the number of mines not yet known. Returns, per area, the numbers that some
    choice for the other areas and the free cells completes to exactly ``left``,
    and the numbers of mines the free cells can then hold. Sets of totals are
    bit masks (bit ``a``: ``a`` mines), so a sweep from each end costs a few
    shifts per area however many areas there are.
    """
    if left < 0:
        return [set() for _ in per_area], set()
    cap = (1 << (left + 1)) - 1
    before = [1]
    for ks in per_area:
        mask = 0
        for k in ks:
            mask |= before[-1] << k
        before.append(mask & cap)
    # after[i]: totals a placed before area i that areas i.. and the free cells complete
    lo = max(0, left - n_free)
    after = cap & ~((1 << lo) - 1)
    feasible: list[set[int]] = [set() for _ in per_area]
    for i in range(len(per_area) - 1, -1, -1):
        ks = per_area[i]
        feasible[i] = {k for k in ks if (before[i] << k) & after}
        mask = 0
        for k in ks:
            mask |= after >> k
        after = mask
    done = before[-1]
    free_counts = {left - a for a in range(lo, left + 1) if done >> a & 1}
    return feasible, free_counts


def mine_count(know: SolverState) -> bool:
    """One round of reasoning with the number of mines left.

    Skipped when cheap bounds show the count cannot bind: then every number of
    mines an area could hold is still possible and the free cells stay open.
    """
    if know.total_mines is None:
        return False
    left = know.total_mines - know.n_known_mines
    areas = know.areas()
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
    if _nothing_follows(know, areas, len(free), left):
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


def _nothing_follows(know: SolverState, areas: list[list[int]], n_free: int, left: int) -> bool:
    """The creator's shortcut: solutions known to exist (``areas.witnesses``) already show
    that the count decides nothing, so no area needs counting.

    Their mine numbers are some of each area's; every mix of them that fits the
    count fits it among all solutions too, so a cell shown both ways by witness
    solutions whose mine numbers fit, and free cells that can hold two different
    numbers of mines, or neither none nor all, are undecided by the full count as well.
    """
    found = []
    for area in areas:
        w = witnesses(know, area)
        if w is None:
            return False
        found.append(w)
    totals = [{sum(s) for s in w.solutions} for w in found]
    feasible, free_counts = feasible_mine_counts(totals, n_free, left)
    if not free_counts:
        return False
    if n_free and free_counts in ({0}, {n_free}):
        return False
    for w, ks in zip(found, feasible, strict=True):
        if sum(w.solutions[0]) not in ks:
            return False
        shown = [3 if swap else 0 for swap in w.swappable]
        for s in w.solutions:
            if sum(s) in ks:
                for i, x in enumerate(s):
                    shown[i] |= 1 << x
        if any(b != 3 for b in shown):
            return False
    return True


def probabilities(know: SolverState) -> dict[int, float]:
    """Mine probability of every unknown cell, all consistent arrangements equally likely.

    Run after the solver: what it proved is already in ``know``. The weight of
    ``k`` mines in area ``i`` is the number of ways to place the other ``left - k``
    mines on the other areas and the free cells: a sweep from each end over the
    areas (``before[i][a]``: ways for the areas before ``i`` to hold ``a`` mines,
    ``after[i][a]``: ways for the rest to complete them) gives every area's weights.
    Each area is counted exactly; the sweeps carry logarithms of these counts in
    float64 vectors, because the products over a big board run to thousands of
    digits and the relevant terms to far below the smallest float. Every term is
    positive, so the relative error stays far below 1e-9.
    """
    assert know.total_mines is not None
    left = know.total_mines - know.n_known_mines
    free = know.free_cells()
    n_free = len(free)
    counted: list[AreaCounts] = []
    for area in know.areas():
        know.check_cancel()
        counted.append(know.count_area(area))
    if left < 0:
        raise count_error(know.total_mines)
    size = left + 1
    polys = [_log_poly(c.solutions) for c in counted]
    before = [np.full(size, -np.inf)]
    before[0][0] = 0.0
    for poly in polys:
        know.check_cancel()
        before.append(_log_shifted_sum(before[-1], poly, 1))
    # the free cells hold the rest: comb(n_free, left - a) ways
    a = np.arange(size)
    j = left - a
    ok = (j >= 0) & (j <= n_free)
    free_ways = np.full(size, -np.inf)
    free_ways[ok] = [lgamma(n_free + 1) - lgamma(x + 1) - lgamma(n_free - x + 1) for x in j[ok]]
    after = free_ways
    out: dict[int, float] = {}
    for i in range(len(counted) - 1, -1, -1):
        know.check_cancel()
        counts = counted[i]
        logs = {
            k: _log_sum(before[i][: size - k] + after[k:]) for k in counts.solutions if k < size
        }
        top = max(logs.values(), default=-np.inf)
        if top == -np.inf:
            raise count_error(know.total_mines)
        weight = {k: float(np.exp(x - top)) for k, x in logs.items()}
        most = max(counts.solutions.values())
        den = sum(counts.solutions[k] / most * w for k, w in weight.items())
        for t, v in enumerate(counts.variables):
            num = sum(counts.mine_hits[k][t] / most * w for k, w in weight.items())
            out[v] = num / den
        after = _log_shifted_sum(after, polys[i], -1)
    if n_free:
        last = before[-1] + free_ways
        top = float(last.max())
        if top == -np.inf:
            raise count_error(know.total_mines)
        ways = np.exp(last - top)
        p_free = float((ways * (left - a)).sum()) / (n_free * float(ways.sum()))
        for v in free:
            out[v] = p_free
    return out


def _log_poly(solutions: dict[int, int]) -> dict[int, float]:
    """Natural logarithms of an area's counts by mines (exact ints can exceed any float)."""
    return {k: _log_int(n) for k, n in solutions.items()}


def _log_int(n: int) -> float:
    shift = max(0, n.bit_length() - 900)
    return log(n >> shift) + shift * LN2


LN2 = log(2.0)


def _log_sum(vec: npt.NDArray[np.float64]) -> float:
    """log(sum(exp(vec))) without overflow; -inf for an empty or all -inf vector."""
    if vec.size == 0:
        return float("-inf")
    top = float(vec.max())
    if top == -np.inf:
        return top
    return top + log(float(np.exp(vec - top).sum()))


def _log_shifted_sum(
    vec: npt.NDArray[np.float64], poly: dict[int, float], sign: int
) -> npt.NDArray[np.float64]:
    """Logarithm of ``sum_k exp(poly[k]) * exp(vec)`` shifted ``k`` places up (sign 1) or
    down (sign -1)."""
    n = len(vec)
    rows = np.full((len(poly), n), -np.inf)
    for r, (k, c) in enumerate(poly.items()):
        if k >= n:
            continue
        if sign > 0:
            rows[r, k:] = c + vec[: n - k]
        else:
            rows[r, : n - k] = c + vec[k:]
    top = rows.max(axis=0)
    finite = np.isfinite(top)
    out = np.full(n, -np.inf)
    with np.errstate(invalid="ignore"):
        out[finite] = top[finite] + np.log(np.exp(rows[:, finite] - top[finite]).sum(axis=0))
    return out
