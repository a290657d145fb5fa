"""The creator's endgame search: a stuck position decided in one search from the true layout.

When single numbers and pairs are stuck in a creation try, the full layers (areas,
witnesses, counting, the mine count) spend most of their time setting themselves
up, above all in the endgame, where few covered cells are left. Here the true
layout (``types``) is one solution of the whole position, numbers and mine count
together, and a complete search per cell, which starts by repairing the numbers
the flipped cell upsets, asks for a solution with that cell the other way. The
cells no solution shows the other way are exactly those every solution agrees on,
which is what the full solver decides (its areas and the mine count together are
complete), only all at once instead of layer by layer. The cells the solver ends
up opening do not depend on that order (a cell decided once stays decided as more
is known), so a creation try solves, or gets stuck at the same position, either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from minesweeper_app.engine.solver.areas import box_shown, boxes, true_layout
from minesweeper_app.engine.solver.states import UNKNOWN

if TYPE_CHECKING:
    from minesweeper_app.engine.solver.knowledge import Knowledge

MOST_CELLS = 64
"""Most covered cells next to numbers that ``settle`` takes on. The search stays near
the cell it flips, so it beats the layers well beyond endgames (on 30x16/99 tries a
bound of 64 costs no more than 24 or none); the bound keeps its setup from growing
with big boards' wide fronts, where the layers split into areas."""

_NODES_PER_CELL = 60
"""Search nodes per constrained cell ``settle`` may spend before it leaves the
position to the layers (only a web of numbers with many solutions comes near it)."""


class _OutOfNodes(Exception):
    """The search spent its nodes: the position goes to the layers."""


def settle(know: Knowledge) -> bool | None:
    """Decide at once every cell the full solver would decide here, or prove it is stuck.

    Returns True when cells were decided (and applied), False when every covered
    cell is safe in some solution and a mine in another (no reasoning decides
    anything: the solver is stuck), and None when the position is too large or
    the search ran out of nodes (then the layers decide). Needs ``types`` and the
    mine total; meant for the creator, which only asks whether a board solves.
    """
    types = know.types
    if types is None or know.total_mines is None:
        return None
    unknown, rem = know.unknown, know.rem
    numbers = [c for c in know.unsolved if unknown[c]]
    around = [unknown[c] for c in numbers]
    constrained = set().union(*around)
    n = len(constrained)
    if n > MOST_CELLS:
        return None
    left = know.total_mines - know.n_known_mines
    n_free = know.geo.size - know.n_opened - know.n_known_mines - n
    variables, truth, members, cons_of = true_layout(types, around, constrained)
    need = [rem[c] for c in numbers]
    true_free = left - sum(truth)
    assert 0 <= true_free <= n_free, "the true layout must fit the mine count"
    box_of = boxes(cons_of)
    # The quick search with boxes; out of nodes, the old one (cells alone).
    for quick in (True, False):
        search = _Search(truth, members, need, cons_of, left, n_free, quick)
        shown = box_shown(truth, box_of)
        try:
            free_shown = search.shown(shown, box_of if quick else [[i] for i in range(n)])
            break
        except _OutOfNodes:
            continue
    else:
        return None
    safe = {variables[i] for i in range(n) if shown[i] == 1}
    mines = {variables[i] for i in range(n) if shown[i] == 2}
    if n_free and free_shown != 3:
        free = np.frombuffer(know.state, dtype=np.uint8) == UNKNOWN
        free[variables] = False
        (safe if free_shown == 1 else mines).update(np.flatnonzero(free).tolist())
    if safe or mines:
        know.apply(safe, mines)
        return True
    return False


class _Search:
    """Solutions of the constrained cells' numbers whose mines leave the free cells
    (next to no number) a number of mines they can hold, searched from the true layout."""

    def __init__(
        self,
        truth: list[int],
        members: list[list[int]],
        need: list[int],
        cons_of: list[list[int]],
        left: int,
        n_free: int,
        quick: bool,
    ) -> None:
        self.truth = truth
        self.members = members
        self.need = need
        self.spare = [len(u) - k for u, k in zip(members, need, strict=True)]
        """Safe cells each number has (``need`` counts its mines)."""
        self.cons_of = cons_of
        self.left = left
        self.n_free = n_free
        self.nodes = _NODES_PER_CELL * (len(truth) + 1)
        self.true_mines = sum(truth)
        self.off = [0] * len(members)
        self.upset: set[int] = set()
        self.loose = list(truth)
        """A cell's true value while a search may set it, 2 once it is proven to keep its
        truth (later searches try nothing else)."""
        self.quick = quick
        """Search as fast as known (upset numbers in any order; with the numbers mended
        but the mines off, a cell that moves them toward the count first); False:
        the old order, node for node, which ``settle`` falls back to when the quick
        search runs out of nodes, so every position it decided before it still does."""

    def shown(self, shown: list[int], box_of: list[list[int]]) -> int:
        """Complete ``shown`` (how the truth and its boxes show each cell) with how
        the solutions show the cells, a search for each cell not yet shown both ways;
        returns how they show the free cells (as ``free_shown``). Raises _OutOfNodes.

        ``box_of`` holds each cell's box (or the cell alone): a box's cells of one
        true value can trade places in any solution, so what a solution shows of
        one of them, or that none shows it the other way, holds for them all, and
        one search serves the box.
        """
        left, n_free, loose = self.left, self.n_free, self.loose
        true_free = left - self.true_mines
        free_shown = (1 if true_free < n_free else 0) | (2 if true_free > 0 else 0)
        for v in range(len(shown)):
            if shown[v] == 3 or loose[v] == 2:
                continue
            flipped = self.find(v, left - n_free, left)
            if flipped is None:
                for i in box_of[v]:
                    loose[i] = 2  # every solution agrees on it: decided
                continue
            for i in flipped:
                for k in box_of[i]:
                    shown[k] = 3
            if free_shown != 3:
                free_shown |= self.free_shown(flipped)
        if n_free and free_shown != 3:
            # Free cells all safe (all mines) so far: a solution with fewer (more) mines
            # on the constrained cells puts a mine on (takes one off) them.
            lo, hi = (left - n_free, left - 1) if free_shown == 1 else (left - n_free + 1, left)
            if self.find(None, lo, hi) is not None:
                free_shown = 3
        return free_shown

    def free_shown(self, flipped: list[int]) -> int:
        """How a solution (its cells against the truth) shows the free cells: bit 0 some
        safe, bit 1 some a mine."""
        shift = len(flipped) - 2 * sum(map(self.truth.__getitem__, flipped))
        on_free = self.left - self.true_mines - shift
        return (1 if on_free < self.n_free else 0) | (2 if on_free > 0 else 0)

    def find(self, forced: int | None, lo: int, hi: int) -> list[int] | None:
        """A solution with ``forced`` against the truth and ``lo..hi`` mines on the
        constrained cells, as the cells it sets against the truth, or None if there is
        none. Raises _OutOfNodes.

        Search by repair: the next cell set is one of a number the search upset,
        first to the value that mends it, so a cell that is not decided costs a
        few nodes; as soon as every upset number is mended and the mines fit, the
        true values of the cells not set yet complete a solution. A cell that is
        decided costs a full search, which branches on both values of every cell
        it sets and so misses no solution.
        """
        truth, members, cons_of = self.truth, self.members, self.cons_of
        quick = self.quick
        n = len(truth)
        # by the value a cell is set to: the safe cells (mines) each number has left
        spare, short = self.spare.copy(), self.need.copy()
        counts = (spare, short)
        # mines set against the truth around each number (+ more, - fewer), and the
        # numbers where that is not 0: none when a search returns
        off, upset = self.off, self.upset
        flipped: list[int] = []
        loose = self.loose.copy()  # a cell's truth while the search may set it, else 2
        true_mines = self.true_mines
        n_set = mines = shift = 0
        nodes = self.nodes
        # Setting and unsetting a cell are written out in the loop below, not called:
        # they are most of a stuck creation try's time.

        if forced is not None:
            i, x = forced, truth[forced] ^ 1
            d = x - truth[i]
            count = counts[x]
            for j in cons_of[i]:
                if not count[j]:
                    return None
            for j in cons_of[i]:
                count[j] -= 1
                off[j] = d
                upset.add(j)
            flipped.append(i)
            loose[i] = 2
            n_set, mines, shift = 1, x, d
        # Depth first, without recursion: the cells set, each against its truth first.
        stack: list[tuple[int, int]] = []
        while True:
            if not upset and lo <= true_mines + shift <= hi:
                self.nodes = nodes
                return flipped
            nodes -= 1
            if nodes < 0:
                self.nodes = nodes
                raise _OutOfNodes
            # The next cell: one that can mend the most constrained upset number (-1:
            # none can, a dead end), or with nothing upset, any cell still free.
            i = -1
            if upset:
                best_room = n + 1
                for j in upset if quick else sorted(upset):
                    room = spare[j] + short[j]
                    if room < best_room:
                        # too many mines (off > 0) is mended by a true mine set safe
                        want = 1 if off[j] > 0 else 0
                        for c in members[j]:
                            if loose[c] == want:
                                break
                        else:
                            i = -1
                            break
                        i, best_room = c, room
            elif quick:
                want = 1 if true_mines + shift > hi else 0  # too many mines: set one safe
                if want in loose:
                    i = loose.index(want)
            else:
                for c in range(n):
                    if loose[c] < 2:
                        i = c
                        break
            x = -1 if i < 0 else truth[i] ^ 1  # against its truth first
            while True:
                if x >= 0:
                    if mines + x <= hi and mines + x + (n - n_set - 1) >= lo:
                        count = counts[x]
                        for j in cons_of[i]:
                            if not count[j]:
                                break  # a number has no cell of this value left
                        else:
                            d = x - truth[i]
                            if d:
                                for j in cons_of[i]:
                                    count[j] -= 1
                                    now = off[j] = off[j] + d
                                    if now:
                                        upset.add(j)
                                    else:
                                        upset.discard(j)
                                flipped.append(i)
                            else:
                                for j in cons_of[i]:
                                    count[j] -= 1
                            loose[i] = 2
                            n_set += 1
                            mines += x
                            shift += d
                            stack.append((i, x))
                            break
                    if x != truth[i]:
                        x = truth[i]
                        continue
                # a dead end: undo back to a cell that can still take its truth
                if not stack:
                    for j in upset:  # the forced cell's numbers
                        off[j] = 0
                    upset.clear()
                    self.nodes = nodes
                    return None
                i, x = stack.pop()
                d = x - truth[i]
                count = counts[x]
                if d:
                    for j in cons_of[i]:
                        count[j] += 1
                        now = off[j] = off[j] - d
                        if now:
                            upset.add(j)
                        else:
                            upset.discard(j)
                    flipped.pop()
                else:
                    for j in cons_of[i]:
                        count[j] += 1
                loose[i] = truth[i]
                n_set -= 1
                mines -= x
                shift -= d
                x = truth[i] if d else -1
