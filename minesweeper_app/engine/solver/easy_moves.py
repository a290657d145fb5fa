"""The cheap layers: EasyMoves (Kunz Algorithm 4) and pairwise subset rules (Studholme step 2)."""

from __future__ import annotations

from minesweeper_app.engine.solver.areas import SolverState
from minesweeper_app.engine.solver.states import OPENED

_POLL_EVERY = 256
"""Numbers looked at between two polls of the cancel check."""


def easy_moves(know: SolverState) -> bool:
    """Kunz Algorithm 4 as a worklist: only numbers whose surroundings changed are looked at."""
    progress = False
    dirty = know.dirty
    unknown = know.unknown
    rem = know.rem
    state = know.state
    polled = 0
    while dirty:
        polled += 1
        if polled % _POLL_EVERY == 0:
            know.check_cancel()
        c = dirty.pop()
        u = unknown[c]
        if not u or state[c] != OPENED:
            continue
        r = rem[c]
        if r == 0:
            progress = True
            for v in list(u):
                know.set_safe(v)
        elif r == len(u):
            progress = True
            for v in list(u):
                know.set_mine(v)
    return progress


def subset_rules(know: SolverState) -> bool:
    """Pairwise reasoning on two overlapping numbers (subset and 1-2 patterns).

    With I the shared unknown cells, A and B the rest of each side: the mines in
    I are bounded by both numbers, which bounds the mines in A and B.
    """
    found_safe: set[int] = set()
    found_mines: set[int] = set()
    pending = know.pair_dirty
    know.pair_dirty = set()
    nbrs = know.geo.neighbours
    state = know.state
    unknown = know.unknown
    rem = know.rem
    polled = 0
    # Written out (no max/min calls, names bound once): most pairs decide nothing.
    for a in pending:
        polled += 1
        if polled % _POLL_EVERY == 0:
            know.check_cancel()
        ua = unknown[a]
        if state[a] != OPENED or not ua:
            continue
        ra = rem[a]
        la = len(ua)
        others: set[int] = set()
        for v in ua:
            for b in nbrs[v]:
                if state[b] == OPENED and b != a:
                    others.add(b)
        for b in others:
            if b < a and b in pending:
                continue  # the pair is looked at from b (the rules are symmetric)
            ub = unknown[b]
            if not ub:
                continue
            rb = rem[b]
            inter = ua & ub
            n = len(inter)
            only_a = la - n
            only_b = len(ub) - n
            lo = ra - only_a
            if rb - only_b > lo:
                lo = rb - only_b
            if lo < 0:
                lo = 0
            hi = ra if ra < rb else rb
            if n < hi:
                hi = n
            if lo > hi:
                continue  # contradiction: left for the counting to report with a cell
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
            if lo == n:
                found_mines.update(inter)
            elif hi == 0:
                found_safe.update(inter)
    if found_safe & found_mines:
        raise know.fail(min(found_safe & found_mines), "cell")
    if found_safe or found_mines:
        know.apply(found_safe, found_mines)
        return True
    return False
