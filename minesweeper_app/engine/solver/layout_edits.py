"""The creator's edits under a running solve: the true layout changes, the knowledge follows.

The no-guess creator perturbs a stuck layout (``creator.repair``) instead of starting
over, and starts a solve where its bitboard layers stopped (``creator.tries``). These
functions keep a ``Knowledge`` (with its cell type board ``types``) true to the changed
layout, touching only the numbers around the changed cells; what the knowledge state
itself is and how it learns lives in ``knowledge``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from minesweeper_app.engine.board import MINE
from minesweeper_app.engine.solver.states import KNOWN_MINE, OPENED, UNKNOWN

if TYPE_CHECKING:
    from minesweeper_app.engine.solver.knowledge import Knowledge


def adopt(know: Knowledge, opened: list[int], mines: list[int], frontier: list[int]) -> None:
    """Creator hook: start a fresh state where the bitboard light solver stopped.

    ``opened`` and ``mines`` are what single numbers and pairs proved from the
    first click (``bitboard.light_closure``), ``frontier`` the opened
    numbers next to a cell still unknown; the result is the state those two
    layers would reach here cell by cell, without touching every number on the
    way. Needs ``types``.
    """
    types = know.types
    assert types is not None and know.n_opened == 0, "adopt needs a fresh creator state"
    state = know.state
    for v in opened:
        state[v] = OPENED
    for v in mines:
        state[v] = KNOWN_MINE
    know.version += 1
    know.n_opened = len(opened)
    know.n_known_mines = len(mines)
    know.new_safe.extend(opened)
    know.new_mines.extend(mines)
    for c in frontier:
        know.take_in(c, types[c])
    know.unsolved.update(frontier)
    know.area_dirty.update(frontier)  # single numbers and pairs are done with them


def move_mines(know: Knowledge, to_mine: Iterable[int], to_safe: Iterable[int]) -> None:
    """Creator hook: the true layout changed on still-unknown cells (a perturbation).

    Used by the no-guess creator when the solver is stuck: mines move between
    unknown cells, so every fact known so far stays true, but the numbers of
    opened cells around the moved cells change. ``types`` is updated in place
    and the changed numbers are queued for reasoning again. Deductions made
    earlier from the old numbers are not re-derived, so the caller must
    check the final layout from scratch.
    """
    types = know.types
    assert types is not None, "move_mines needs the cell type board"
    nbrs = know.geo.neighbours
    state = know.state
    rem = know.rem
    changed: set[int] = set()
    freed: list[int] = []
    # Numbers change by one per moved neighbour; only the cells that were mines are
    # counted (they stay MINE until then, so no change is added to them).
    for cells, delta in ((to_mine, 1), (to_safe, -1)):
        for v in cells:
            assert state[v] == UNKNOWN and (types[v] == MINE) == (delta < 0)
            if delta > 0:
                types[v] = MINE
            else:
                freed.append(v)
            changed.add(v)
            for c in nbrs[v]:
                changed.add(c)
                if types[c] != MINE:
                    types[c] += delta
                if state[c] == OPENED:
                    rem[c] += delta
    for v in freed:
        types[v] = 0
    for v in freed:
        count = 0
        for x in nbrs[v]:
            if types[x] == MINE:
                count += 1
        types[v] = count
    for c in changed:
        if state[c] == OPENED:
            know.touch(c)


def forget_mines(know: Knowledge, cells: Iterable[int]) -> None:
    """Creator hook: treat known mines as unknown again (the layout will change there).

    Lets the creator move a mine out of the known part of the board when the
    unknown part has no room left (a 50/50 at the end, or a pocket walled in by
    mines). Numbers around the cells get them back as unknown neighbours.
    """
    state = know.state
    know.version += 1
    for v in cells:
        assert state[v] == KNOWN_MINE
        state[v] = UNKNOWN
        know.n_known_mines -= 1
        for c in know.geo.neighbours[v]:
            if state[c] == OPENED:
                if not know.unknown[c]:  # maybe shared: a set of its own
                    know.unknown[c] = set()
                know.unknown[c].add(v)
                know.rem[c] += 1
                know.unsolved.add(c)
                know.touch(c)
