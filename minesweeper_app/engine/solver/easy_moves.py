"""The cheap layers: EasyMoves (Kunz Algorithm 4) and pairwise subset rules (Studholme step 2)."""

from __future__ import annotations

from typing import Protocol, cast

from minesweeper_app.engine.solver.areas import SolverState
from minesweeper_app.engine.solver.states import KNOWN_MINE, OPENED, UNKNOWN

_POLL_EVERY = 256
"""Numbers looked at between two polls of the cancel check."""


class _OpeningState(SolverState, Protocol):
    """What EasyMoves also changes where safe cells are opened (the knowledge state's
    counters and lists, and its flood), a protocol so it does not import it back."""

    version: int
    n_opened: int
    n_known_mines: int
    new_safe: list[int]
    new_mines: list[int]
    flood_zeros: bool

    def open_flood(self, start: int) -> None: ...


def easy_moves(know: SolverState) -> bool:
    """Kunz Algorithm 4 as a worklist: only numbers whose surroundings changed are looked at."""
    if know.types is not None:
        return _opening(cast(_OpeningState, know))
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


def _opening(know: _OpeningState) -> bool:
    """``easy_moves`` where safe cells are opened (the creator's, with the cell type board).

    The same steps as ``Knowledge.set_safe``/``open_number``/``set_mine`` in the same
    order, written out (the states as local names, the counters kept here until the
    end or a flood): this loop is most of a creation's single-number work.
    """
    types = know.types
    assert types is not None
    progress = False
    dirty, pair_dirty, area_dirty = know.dirty, know.pair_dirty, know.area_dirty
    unknowns, rem, state, unsolved = know.unknown, know.rem, know.state, know.unsolved
    nbrs = know.geo.neighbours
    new_safe, new_mines = know.new_safe, know.new_mines
    flood = know.flood_zeros
    is_unknown, is_opened, is_mine = UNKNOWN, OPENED, KNOWN_MINE
    opened = mined = 0
    polled = 0
    try:
        while dirty:
            polled += 1
            if polled % _POLL_EVERY == 0:
                know.check_cancel()
            c = dirty.pop()
            u = unknowns[c]
            if not u or state[c] != is_opened:
                continue
            r = rem[c]
            if r == 0:
                progress = True
                for v in list(u):
                    if state[v] != is_unknown:
                        continue
                    value = types[v]
                    if flood and value == 0:
                        know.version += opened
                        know.n_opened += opened
                        opened = 0
                        know.open_flood(v)
                        continue
                    new_safe.append(v)
                    opened += 1
                    state[v] = is_opened
                    mines = 0
                    own = unknowns[v]
                    if not own:  # maybe shared: a set of its own
                        own = unknowns[v] = set()
                    seen_by: list[int] = []
                    for x in nbrs[v]:
                        s = state[x]
                        if s == is_unknown:
                            own.add(x)
                        elif s == is_mine:
                            mines += 1
                        elif s == is_opened:
                            unknowns[x].discard(v)
                            seen_by.append(x)
                    rv = rem[v] = value - mines
                    if own:
                        unsolved.add(v)
                        if rv < 0 or rv > len(own):
                            raise know.fail(v, "number")
                        dirty.add(v)
                        pair_dirty.add(v)
                        area_dirty.add(v)
                    else:
                        if rv != 0:
                            raise know.fail(v, "number")
                        unsolved.discard(v)
                    for x in seen_by:
                        ux = unknowns[x]
                        rx = rem[x]
                        if rx < 0 or rx > len(ux):
                            raise know.fail(x, "number")
                        if ux:
                            dirty.add(x)
                            pair_dirty.add(x)
                            area_dirty.add(x)
                        else:
                            unsolved.discard(x)
            elif r == len(u):
                progress = True
                for v in list(u):
                    s = state[v]
                    if s != is_unknown:
                        if s != is_mine:
                            raise know.fail(v, "mine")
                        continue
                    new_mines.append(v)
                    mined += 1
                    state[v] = is_mine
                    for x in nbrs[v]:
                        if state[x] == is_opened:
                            ux = unknowns[x]
                            ux.discard(v)
                            rx = rem[x] = rem[x] - 1
                            if rx < 0 or rx > len(ux):
                                raise know.fail(x, "number")
                            if ux:
                                dirty.add(x)
                                pair_dirty.add(x)
                                area_dirty.add(x)
                            else:
                                unsolved.discard(x)
    finally:
        know.version += opened + mined
        know.n_opened += opened
        know.n_known_mines += mined
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
