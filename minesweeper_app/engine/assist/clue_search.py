"""The search for the fewest numbers that prove a cell (Kunz, Algorithm 15).

Growing connected sets of numbers, smallest first, each checked by the solver; capped by
``MAX_CLUES`` and ``MAX_SUBSET_CHECKS`` and by the time budget, past which it grows a
local group of numbers instead and says so.
"""

from __future__ import annotations

from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.engine.assist._solver import (
    KNOWN_MINE,
    OPENED,
    Deduction,
    Knowledge,
    feasible_mine_counts,
    free_cells,
    numbers_knowledge,
    numbers_solved,
    use_mine_count,
)
from minesweeper_app.engine.assist.budget import Budget
from minesweeper_app.engine.assist.clue_sets import connected_subsets, numbers_touching_hidden
from minesweeper_app.engine.assist.flags import (
    checked_local_knowledge,
)
from minesweeper_app.engine.assist.step import Step
from minesweeper_app.engine.board import Board, Cell
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition

MAX_CLUES = 6
"""Largest set of numbers the exact search tries before growing a local group instead."""

MAX_SUBSET_CHECKS = 300
"""Constraint-solver calls the search may spend on sets of 3+ numbers (``bench hints``
measures what they cost)."""

MAX_BALL_TARGETS = 8
"""Targets tried when the cap is hit and a local group of numbers is grown instead."""

MAX_LOCAL_NUMBERS = 12
"""Largest group of nearby numbers the local search (out of time) hands to the solver."""


class ClueSearch:
    """The search state: pristine constraints (B and U) with proven flags as mines."""

    def __init__(
        self,
        board: Board,
        flags: set[Cell],
        known_flags: frozenset[Cell],
        safe_only: bool,
        budget: Budget,
        know: Knowledge | None = None,
    ) -> None:
        """``know``: a knowledge state the caller updates (a proof's chain of steps),
        instead of the position's numbers; ``flags`` are then the cells never wanted."""
        self.board = board
        self.budget = budget
        self.known_flags = known_flags
        self.safe_only = safe_only
        if know is None:
            know = numbers_knowledge(board, known_flags, budget.poll, read_only=True)
        self.know = know
        self.flag_idx = {know.geo.index(c) for c in flags}
        self.flat = board.ravel().tolist()
        self.numbers = sorted(c for c in know.unsolved if know.unknown[c])
        self.provable: set[int] | None = None
        """Wanted cells known to be provable, when the full deduction is known."""

    # Helpers ---------------------------------------------------------------------------

    def cell(self, i: int) -> Cell:
        return self.know.geo.cell(i)

    def num(self, c: int) -> why.Number:
        return (self.flat[c], self.cell(c))

    def known_around(self, c: int) -> int:
        return sum(1 for n in self.know.geo.neighbours[c] if self.know.state[n] == KNOWN_MINE)

    def wanted(self, v: int, is_mine: bool) -> bool:
        return v not in self.flag_idx and not (self.safe_only and is_mine)

    @staticmethod
    def order(v: int, is_mine: bool, size: int) -> tuple[int, int, int]:
        """Safe cells first, then the fewest covered cells to think about."""
        return (int(is_mine), size, v)

    def step(
        self,
        v: int,
        is_mine: bool,
        clues: list[int],
        reason: why.StepReason,
        *,
        minimal: bool = True,
    ) -> Step:
        return Step(
            self.cell(v),
            is_mine,
            frozenset(self.cell(c) for c in clues),
            False,
            reason,
            minimal,
            reason.marks,
            self.budget.local,
        )

    # The two searches ------------------------------------------------------------------

    def exact(self, total: int | None, deduction: Deduction | None = None) -> Step | None:
        """The easiest step; ``deduction`` (everything provable, if known) lets a position
        with nothing wanted to prove end the search before it starts."""
        if deduction is not None:
            w = self.know.geo.width
            kinds = (deduction.safe,) if self.safe_only else (deduction.safe, deduction.mines)
            # wanted: any kind allowed, never a flag (a loop over thousands of cells early on)
            self.provable = {r * w + c for cells in kinds for r, c in cells}
            self.provable -= self.flag_idx
            if not self.provable:
                return None
        step = self.single() or self.pairs()
        if step is not None:
            return step
        targets = self.number_targets()
        if targets:
            return self.smallest_set(targets)
        if total is None:
            return None
        return self.mine_count_step(total)

    def local_step(self) -> Step:
        """Out of time: single numbers and pairs (still exact), then small nearby groups."""
        step = self.single() or self.pairs()
        if step is not None:
            return step
        probe = self.checked_numbers()
        targets = {v: False for v in probe.new_safe if self.wanted(v, False)}
        targets.update({v: True for v in probe.new_mines if self.wanted(v, True)})
        return self.grow_groups(targets, max_numbers=MAX_LOCAL_NUMBERS)

    def checked_numbers(self) -> Knowledge:
        """Raise InconsistentPosition unless the numbers agree; return what quick rules prove."""
        return checked_local_knowledge(self.board, self.known_flags, self.budget)

    def number_targets(self) -> dict[int, bool]:
        """Unflagged cells the numbers alone prove, with whether each is a mine."""
        know = numbers_solved(self.board, self.known_flags, self.budget.poll, copy=False)
        out = {v: False for v in know.new_safe if self.wanted(v, False)}
        out.update({v: True for v in know.new_mines if self.wanted(v, True)})
        return out

    # One number ------------------------------------------------------------------------

    def single(self) -> Step | None:
        """Easy moves (Kunz Algorithm 4): one number decides all its covered cells."""
        best: tuple[tuple[int, int, int], int, int, bool] | None = None
        know = self.know
        for c in self.numbers:
            u = know.unknown[c]
            r = know.rem[c]
            if r == 0:
                is_mine = False
            elif r == len(u):
                is_mine = True
            else:
                continue
            for v in u:
                if not self.wanted(v, is_mine):
                    continue
                key = self.order(v, is_mine, len(u))
                if best is None or key < best[0]:
                    best = (key, c, v, is_mine)
        if best is None:
            return None
        _, c, v, is_mine = best
        known = self.known_around(c)
        reason: why.StepReason
        if is_mine:
            reason = why.SingleMine(
                self.cell(v), self.num(c), known, len(know.unknown[c]), know.rem[c]
            )
        else:
            reason = why.SingleSafe(self.cell(v), self.num(c), known)
        return self.step(v, is_mine, [c], reason)

    # Two numbers -----------------------------------------------------------------------

    def pairs(self) -> Step | None:
        """Exact pairwise reasoning: the shared cells' mines are bounded by both numbers."""
        know = self.know
        nbrs = know.geo.neighbours
        best: tuple[tuple[int, int, int], int, int, int, bool] | None = None
        # A pair decides only cells of its second number: with the provable cells
        # known, only numbers next to one can be second, and only their partners first.
        seconds: set[int] | None = None
        firsts: set[int] | None = None
        if self.provable is not None:
            seconds = {b for v in self.provable for b in nbrs[v] if know.unknown[b]}
            firsts = {a for b in seconds for v in know.unknown[b] for a in nbrs[v]}
        for i, a in enumerate(self.numbers):
            if i & 63 == 0:
                self.budget.check()
            if firsts is not None and a not in firsts:
                continue
            ua = know.unknown[a]
            others = {
                b
                for v in ua
                for b in nbrs[v]
                if b != a and know.unknown[b] and know.state[b] == OPENED
            }
            for b in others:
                if seconds is not None and b not in seconds:
                    continue
                for v, is_mine in self._pair(a, b):
                    if not self.wanted(v, is_mine):
                        continue
                    key = self.order(v, is_mine, len(ua | know.unknown[b]))
                    if best is None or key < best[0]:
                        best = (key, a, b, v, is_mine)
        if best is None:
            return None
        _, a, b, v, is_mine = best
        reason = self._pair_words(a, b, v, is_mine) or self.group_words([a, b], v, is_mine)
        return self.step(v, is_mine, [a, b], reason)

    def _bounds(self, a: int, b: int) -> tuple[int, int]:
        """With I the shared covered cells, the feasible mines in I are exactly lo..hi."""
        know = self.know
        ua, ub = know.unknown[a], know.unknown[b]
        ra, rb = know.rem[a], know.rem[b]
        inter = len(ua & ub)
        lo = max(0, ra - (len(ua) - inter), rb - (len(ub) - inter))
        hi = min(inter, ra, rb)
        return lo, hi

    def _pair(self, a: int, b: int) -> list[tuple[int, bool]]:
        """Cells the two numbers decide together: ``b``'s own cells and the shared ones."""
        know = self.know
        ua, ub = know.unknown[a], know.unknown[b]
        rb = know.rem[b]
        inter = ua & ub
        only_b = ub - inter
        lo, hi = self._bounds(a, b)
        decided: list[tuple[int, bool]] = []
        if only_b and rb - lo == 0:
            decided += [(v, False) for v in only_b]
        elif only_b and rb - hi == len(only_b):
            decided += [(v, True) for v in only_b]
        if inter and hi == 0:
            decided += [(v, False) for v in inter]
        elif inter and lo == len(inter):
            decided += [(v, True) for v in inter]
        return decided

    def _pair_words(self, a: int, b: int, v: int, is_mine: bool) -> why.StepReason | None:
        """The subset argument when ``a`` alone bounds the shared cells."""
        know = self.know
        ua, ub = know.unknown[a], know.unknown[b]
        if v not in ub - ua:
            return None
        ra, rb = know.rem[a], know.rem[b]
        inter = ua & ub
        only_a, only_b = len(ua) - len(inter), len(ub) - len(inter)
        lo, hi = self._bounds(a, b)
        a_more, b_more = self.known_around(a) > 0, self.known_around(b) > 0
        if not is_mine and lo == ra - only_a == rb:
            return why.PairSafe(
                self.cell(v),
                self.num(a),
                self.num(b),
                a_needs=ra,
                a_more=a_more,
                b_more=b_more,
                away=only_a,
                shared_at_least=lo,
            )
        if is_mine and hi == ra < len(inter) and rb - ra == only_b:
            return why.PairMine(
                self.cell(v),
                self.num(a),
                self.num(b),
                a_needs=ra,
                a_more=a_more,
                b_needs=rb,
                b_more=b_more,
                b_only=only_b,
            )
        return None

    # Three numbers and more ------------------------------------------------------------

    def smallest_set(self, targets: dict[int, bool]) -> Step:
        """Kunz Algorithm 15: grow connected sets of numbers until one proves a target."""
        know = self.know
        adj = self._adjacency()
        anchors = {c for c in self.numbers if any(v in targets for v in know.unknown[c])}
        area_of: dict[int, list[int]] = {}
        for area in know.divide_into_areas(self.numbers):
            for c in area:
                area_of[c] = area
        relevant = sorted({c for a in anchors for c in area_of[a]})
        checks = 0
        for k in range(3, MAX_CLUES + 1):
            best: tuple[tuple[int, int, int], list[int], int, bool] | None = None
            for subset in connected_subsets(adj, relevant, k):
                if not anchors.intersection(subset):
                    continue
                checks += 1
                if checks > MAX_SUBSET_CHECKS:
                    return self.grow_groups(targets)
                self.budget.check()
                result = know.constraint_solver(subset)
                assert result is not None, "a subset of consistent numbers is consistent"
                size = len(set().union(*(know.unknown[c] for c in subset)))
                for cells, is_mine in ((result[0], False), (result[1], True)):
                    for v in cells:
                        if targets.get(v) is not is_mine:
                            continue
                        key = self.order(v, is_mine, size)
                        if best is None or key < best[0]:
                            best = (key, list(subset), v, is_mine)
            if best is not None:
                _, subset, v, is_mine = best
                return self.step(v, is_mine, subset, self.group_words(subset, v, is_mine))
        return self.grow_groups(targets)

    def _adjacency(self) -> dict[int, set[int]]:
        know = self.know
        owners: dict[int, list[int]] = {}
        for c in self.numbers:
            for v in know.unknown[c]:
                owners.setdefault(v, []).append(c)
        adj: dict[int, set[int]] = {c: set() for c in self.numbers}
        for cs in owners.values():
            for c in cs:
                adj[c].update(x for x in cs if x != c)
        return adj

    def grow_groups(self, targets: dict[int, bool], max_numbers: int | None = None) -> Step:
        """Grow a group of numbers hop by hop around targets (or around every number) until
        one proves a cell.

        Not necessarily smallest, but local: a few solver calls instead of an
        exponential search, and far fewer numbers than a whole area on a big board.
        Without targets (out of time, and quick rules prove nothing), groups start at
        every number. Groups above ``max_numbers`` are not tried; raises Cancelled
        (budget) when nothing is found.
        """
        know = self.know
        adj = self._adjacency()
        if targets:
            order = sorted(targets, key=lambda v: (targets[v], v))[:MAX_BALL_TARGETS]
            groups = {v: {c for c in self.numbers if v in know.unknown[c]} for v in order}
        else:
            groups = {c: {c} | adj[c] for c in self.numbers}
        tried: set[frozenset[int]] = set()
        while groups:
            found: tuple[tuple[int, int, int], list[int], int, bool] | None = None
            for seed in list(groups):
                group = groups[seed]
                key = frozenset(group)
                if key not in tried and (max_numbers is None or len(group) <= max_numbers):
                    tried.add(key)
                    self.budget.check()
                    result = know.constraint_solver(sorted(group))
                    if result is None:
                        raise InconsistentPosition(
                            "These numbers cannot all be right: no arrangement of mines fits them.",
                            self.cell(min(group)),
                        )
                    for cells, is_mine in ((result[0], False), (result[1], True)):
                        for v in cells:
                            if not self.wanted(v, is_mine) or (targets and v not in targets):
                                continue
                            rank = self.order(v, is_mine, len(group))
                            if found is None or rank < found[0]:
                                found = (rank, sorted(group), v, is_mine)
                grown = group | {b for c in group for b in adj[c]}
                if grown == group or (max_numbers is not None and len(grown) > max_numbers):
                    del groups[seed]
                else:
                    groups[seed] = grown
            if found is not None:
                _, group_list, v, is_mine = found
                reason = self.group_words(group_list, v, is_mine)
                return self.step(v, is_mine, group_list, reason, minimal=False)
        self.budget.check()
        raise Cancelled("No local group of numbers proves a cell.")

    def group_words(self, subset: list[int], v: int, is_mine: bool) -> why.StepReason:
        return self._chain(subset, v, is_mine) or why.EveryWay(
            self.cell(v), tuple(self.num(c) for c in sorted(subset)), is_mine
        )

    def _chain(self, subset: list[int], v: int, is_mine: bool) -> why.Chain | None:
        """Proof by contradiction in at most four plain steps, when one exists."""
        know = self.know
        value = {v: 0 if is_mine else 1}
        lines: list[why.ChainLine] = []
        for _ in range(5):
            progress = False
            for c in sorted(subset):
                u = know.unknown[c]
                mines = sum(value.get(x, 0) for x in u)
                free = [x for x in u if x not in value]
                need = know.rem[c] - mines
                if need < 0 or need > len(free):
                    return why.Chain(self.cell(v), is_mine, tuple(lines), self.num(c), need < 0)
                if not free or 0 < need < len(free):
                    continue
                bit = 1 if need else 0
                for x in free:
                    value[x] = bit
                lines.append(
                    why.ChainLine(self.num(c), tuple(self.cell(x) for x in sorted(free)), bool(bit))
                )
                progress = True
                break
            if not progress or len(lines) > 4:
                return None
        return None

    # The mine count --------------------------------------------------------------------

    def mine_count_step(self, total: int) -> Step | None:
        """Studholme step 3 / Hoff: the mine count decides cells no set of numbers can."""
        know = numbers_solved(self.board, self.known_flags, self.budget.poll)
        use_mine_count(know, total)
        left = total - know.n_known_mines
        areas = know.areas()
        free = free_cells(know)
        counted = [know.count_area(a) for a in areas]
        area_vars = [set().union(*(know.unknown[c] for c in a)) for a in areas]
        clues = numbers_touching_hidden(self.board)
        first_round = True
        before = len(know.new_safe), len(know.new_mines)
        while True:
            if not know.step():
                return None
            safe = [v for v in know.new_safe[before[0] :] if self.wanted(v, False)]
            mines = [v for v in know.new_mines[before[1] :] if self.wanted(v, True)]
            if safe or mines:
                break
            first_round = False
        is_mine = not safe
        v = min(mines if is_mine else safe, key=lambda x: (x not in free, x))
        target = self.cell(v)
        head = why.MinesLeft(total, left, bool(clues))
        named = tuple(sorted(clues))
        reason: why.CountReason
        if not first_round or any(not c.solutions for c in counted):
            reason = why.CountGeneral(target, head, named, is_mine)
        elif left == 0:
            reason = why.CountAllFound(target, head, named)
        else:
            per_area = [set(c.solutions) for c in counted if c.solutions]
            feasible, _ = feasible_mine_counts(per_area, len(free), left)
            lo = sum(min(ks) for ks in per_area)
            hi = sum(max(ks) for ks in per_area)
            if v in free and not is_mine:
                reason = why.CountFreeSafe(
                    target, head, named, has_numbers=bool(areas), need_all=lo == left
                )
            elif v in free:
                reason = why.CountFreeMines(
                    target, head, named, at_most=hi, n_free=len(free), has_numbers=bool(areas)
                )
            else:
                i = next(i for i, cells in enumerate(area_vars) if v in cells)
                reason = why.CountInside(
                    target,
                    head,
                    named,
                    tuple(sorted(per_area[i])),
                    tuple(sorted(feasible[i])),
                    is_mine,
                )
        return Step(target, is_mine, clues, True, reason, True, reason.marks, False)
