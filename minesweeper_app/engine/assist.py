"""Assistance that teaches (Kunz section 3.5, Algorithms 12-15): flag checks and staged hints.

``check_flags`` finds mistakes (TooManyFlags, PotentiallyWrongFlags, and flags the
numbers prove safe). ``easiest_step`` is the thesis' Help/EasiestSolvableCells: the
covered cell that the fewest opened numbers prove, with the reason in words.
``HintLadder`` turns repeated Hint presses into escalating, Qt-free stages.

Exactness of the easiest step: a set of numbers proves a cell when the cell has the
same value in every mine arrangement that satisfies just those numbers. A smallest
such set is always connected (numbers linked by shared covered cells), because the
part of a disconnected set that holds the cell proves it alone. So growing connected
sets, one number at a time, finds the true minimum: one number (easy moves), then
two (an exact pairwise rule), then three and more through python-constraint2. The
search is capped at ``MAX_CLUES`` numbers and ``MAX_SUBSET_CHECKS`` constraint-solver
calls; beyond that the step names a local group of numbers that proves the cell
(grown hop by hop around it, at most the whole area) and says so in the text
(``Step.minimal`` is False), which keeps a hint fast on any board.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from minesweeper_app.engine.board import (
    COVERED,
    FLAGGED,
    Board,
    Cell,
    check_values,
    format_cell,
)
from minesweeper_app.engine.solver import (
    KNOWN_MINE,
    OPENED,
    Deduction,
    Knowledge,
    SolverOptions,
    feasible_mine_counts,
    knowledge_from_board,
    solve_state,
)

MAX_CLUES = 6
"""Largest set of numbers the exact search tries before naming the whole area."""

MAX_SUBSET_CHECKS = 300
"""Constraint-solver calls (about 0.5 ms each here) the search may spend on sets of 3+ numbers."""

MAX_BALL_TARGETS = 8
"""Targets tried when the cap is hit and a local group of numbers is grown instead."""

_NUMBER_ONLY = SolverOptions(use_mine_count=False)
_WITH_COUNT = SolverOptions(use_mine_count=True)


@dataclass(frozen=True)
class FlagReport:
    """Flag mistakes on a board; ``unproven`` contains ``wrong``."""

    too_many: frozenset[Cell]
    wrong: frozenset[Cell]
    unproven: frozenset[Cell]


@dataclass(frozen=True)
class Step:
    """The easiest provable cell and why.

    ``clues`` are the opened numbers whose constraints alone prove it (all numbers
    next to covered cells when the mine count is needed). ``minimal`` is False only
    when the search cap was hit and ``clues`` is a whole area rather than a smallest set.
    """

    cell: Cell
    is_mine: bool
    clues: frozenset[Cell]
    uses_mine_count: bool
    text: str
    minimal: bool = True


# -- flag checks ---------------------------------------------------------------------------


def too_many_flags(values: Any) -> frozenset[Cell]:
    """Kunz Algorithm 12: opened numbers with more flagged neighbours than their value."""
    board = check_values(values)
    h, w = board.shape
    flagged = board == FLAGGED
    out: set[Cell] = set()
    for r in range(h):
        for c in range(w):
            v = int(board[r, c])
            if v < 0:
                continue
            n = int(flagged[max(0, r - 1) : r + 2, max(0, c - 1) : c + 2].sum())
            if n > v:
                out.add((r, c))
    return frozenset(out)


def check_flags(values: Any, total_mines: int | None = None) -> FlagReport:
    """Find wrong and doubtful flags without revealing anything else.

    ``wrong``: flags the numbers (and the mine count, when given) prove safe;
    ``unproven``: flags that are not proven mines with all flags ignored (Kunz
    Algorithm 13). Raises InconsistentPosition if the numbers contradict each other.
    """
    return _check_flags(check_values(values), total_mines)[0]


def _check_flags(board: Board, total_mines: int | None) -> tuple[FlagReport, Deduction]:
    deduction = solve_state(board, total_mines)
    flags = _cells_where(board, FLAGGED)
    return FlagReport(
        too_many=too_many_flags(board),
        wrong=frozenset(flags & deduction.safe),
        unproven=frozenset(flags - deduction.mines),
    ), deduction


def _cells_where(board: Board, value: int) -> set[Cell]:
    rows, cols = (board == value).nonzero()
    return set(zip(rows.tolist(), cols.tolist(), strict=True))


# -- the easiest step ----------------------------------------------------------------------


def easiest_step(
    values: Any, total_mines: int | None = None, *, safe_only: bool = False
) -> Step | None:
    """Kunz Algorithms 14-15: the covered, unflagged cell that the fewest numbers prove.

    A flag on a proven mine counts as a mine (it needs no clue of its own); other
    flags count as covered. The mine count is used only when no set of numbers
    proves anything. ``safe_only`` (no-flag play) looks only for safe cells.
    Returns None when nothing can be proven.
    """
    board = check_values(values)
    flags = _cells_where(board, FLAGGED)
    known_flags: frozenset[Cell] = frozenset()
    if flags:
        known_flags = frozenset(flags & solve_state(board, total_mines).mines)
    search = knowledge_from_board(board, options=_NUMBER_ONLY)
    geo = search.geo
    flag_idx = {geo.index(c) for c in flags}
    for cell in known_flags:
        search.set_mine(geo.index(cell))
    search.new_mines.clear()
    ctx = _Context(search, board, flag_idx, safe_only)
    step = ctx.single()
    if step is not None:
        return step
    targets = _number_targets(board, known_flags, flag_idx, safe_only)
    if targets:
        return ctx.smallest_set(targets)
    if total_mines is None:
        return None
    return _mine_count_step(board, total_mines, known_flags, flag_idx, safe_only)


def _knowledge_with(board: Board, known_flags: frozenset[Cell]) -> Knowledge:
    know = knowledge_from_board(board, options=_NUMBER_ONLY)
    for cell in known_flags:
        know.set_mine(know.geo.index(cell))
    know.new_safe.clear()
    know.new_mines.clear()
    return know


def _number_targets(
    board: Board, known_flags: frozenset[Cell], flag_idx: set[int], safe_only: bool
) -> dict[int, bool]:
    """Unflagged cells the numbers alone prove, with whether each is a mine."""
    know = _knowledge_with(board, known_flags)
    know.run()
    out = {v: False for v in know.new_safe if v not in flag_idx}
    if not safe_only:
        out.update({v: True for v in know.new_mines if v not in flag_idx})
    return out


class _Context:
    """The search state: pristine constraints (B and U) with proven flags as mines."""

    def __init__(self, know: Knowledge, board: Board, flag_idx: set[int], safe_only: bool):
        self.know = know
        self.board = board
        self.flag_idx = flag_idx
        self.safe_only = safe_only
        self.flat = board.ravel().tolist()
        self.numbers = sorted(c for c in know.unsolved if know.unknown[c])

    # Helpers for words ---------------------------------------------------------------

    def cell(self, i: int) -> Cell:
        return self.know.geo.cell(i)

    def name(self, c: int) -> str:
        return f"the {self.flat[c]} at {format_cell(self.cell(c))}"

    def known_around(self, c: int) -> int:
        return sum(1 for n in self.know.geo.neighbours[c] if self.know.state[n] == KNOWN_MINE)

    def _order(self, v: int, is_mine: bool, size: int) -> tuple[int, int, int]:
        return (int(is_mine), size, v)

    # One number ----------------------------------------------------------------------

    def single(self) -> Step | None:
        """Easy moves (Kunz Algorithm 4): one number decides all its covered cells."""
        best: tuple[tuple[int, int, int], int, int, bool] | None = None
        know = self.know
        for c in self.numbers:
            u = know.unknown[c]
            r = know.rem[c]
            if r == 0:
                is_mine = False
            elif r == len(u) and not self.safe_only:
                is_mine = True
            else:
                continue
            for v in u:
                if v in self.flag_idx:
                    continue
                key = self._order(v, is_mine, len(u))
                if best is None or key < best[0]:
                    best = (key, c, v, is_mine)
        if best is None:
            return None
        _, c, v, is_mine = best
        return Step(self.cell(v), is_mine, frozenset({self.cell(c)}), False,
                    self._single_text(c, v, is_mine))

    def _single_text(self, c: int, v: int, is_mine: bool) -> str:
        name = _cap(self.name(c))
        target = format_cell(self.cell(v))
        known = self.known_around(c)
        if not is_mine:
            if known == 0:
                return f"{name} has no mines around it, so {target} is safe."
            return (f"{name} already has its {_count(known, 'mine')} flagged, so its other "
                    f"covered cells are safe: {target} is safe.")
        n = len(self.know.unknown[c])
        tail = "so it is a mine" if n == 1 else "so both are mines" if n == 2 else (
            "so all of them are mines")
        if known == 0:
            head = f"{name} touches exactly {_count(n, 'covered cell')}"
        else:
            head = (f"{name} has {_count(known, 'mine')} flagged and needs "
                    f"{_count(self.know.rem[c], 'more')}; it touches exactly "
                    f"{_count(n, 'other covered cell')}")
        return f"{head}, {tail}: {target} is a mine."

    # Two numbers ---------------------------------------------------------------------

    def pairs(self, targets: dict[int, bool]) -> Step | None:
        """Exact pairwise reasoning: the shared cells' mines are bounded by both numbers."""
        know = self.know
        nbrs = know.geo.neighbours
        best: tuple[tuple[int, int, int], Step] | None = None
        for a in self.numbers:
            ua = know.unknown[a]
            others = {b for v in ua for b in nbrs[v] if b != a and know.unknown[b]
                      and know.state[b] == OPENED}
            for b in others:
                found = self._pair(a, b)
                for v, is_mine, text in found:
                    if targets.get(v) is not is_mine:
                        continue
                    key = self._order(v, is_mine, len(ua | know.unknown[b]))
                    if best is None or key < best[0]:
                        clues = frozenset({self.cell(a), self.cell(b)})
                        best = (key, Step(self.cell(v), is_mine, clues, False, text))
        return None if best is None else best[1]

    def _pair(self, a: int, b: int) -> list[tuple[int, bool, str]]:
        """Cells the two numbers decide together, each with the reason.

        With I the shared covered cells, the feasible mines in I are exactly
        ``lo..hi``; a cell is decided when its side's count is the same for all.
        """
        know = self.know
        ua, ub = know.unknown[a], know.unknown[b]
        ra, rb = know.rem[a], know.rem[b]
        inter = ua & ub
        only_a, only_b = len(ua) - len(inter), ub - inter
        lo = max(0, ra - only_a, rb - len(only_b))
        hi = min(len(inter), ra, rb)
        decided: list[tuple[int, bool]] = []
        if only_b and rb - lo == 0:
            decided += [(v, False) for v in only_b]
        elif only_b and rb - hi == len(only_b):
            decided += [(v, True) for v in only_b]
        if inter and hi == 0:
            decided += [(v, False) for v in inter]
        elif inter and lo == len(inter):
            decided += [(v, True) for v in inter]
        out: list[tuple[int, bool, str]] = []
        for v, is_mine in decided:
            text = None
            if v in only_b:
                text = self._pair_text(a, b, v, is_mine, lo, hi)
            if text is None:
                text = self._group_text([a, b], v, is_mine)
            out.append((v, is_mine, text))
        return out

    def _pair_text(self, a: int, b: int, v: int, is_mine: bool, lo: int, hi: int) -> str | None:
        """The subset argument in words when ``a`` alone bounds the shared cells."""
        know = self.know
        ua, ub = know.unknown[a], know.unknown[b]
        ra, rb = know.rem[a], know.rem[b]
        inter = ua & ub
        only_a, only_b = len(ua) - len(inter), len(ub) - len(inter)
        a_name, b_name = self.name(a), self.name(b)
        a_needs = _count(ra, "more mine" if self.known_around(a) else "mine")
        b_needs = _count(rb, "more mine" if self.known_around(b) else "mine")
        target = format_cell(self.cell(v))
        if not is_mine and lo == ra - only_a == rb:
            if only_a == 0:
                why = (f"Every covered cell around {a_name} also touches {b_name}, so the "
                       f"{a_needs} it needs {'is' if ra == 1 else 'are'} next to both numbers.")
            else:
                away = _count(only_a, "covered cell")
                why = (f"{_cap(a_name)} needs {a_needs} but has only {away} away from "
                       f"{b_name}, so at least {_count(lo, 'mine')} "
                       f"{'is' if lo == 1 else 'are'} next to both numbers.")
            return (f"{why} That is all {b_name} needs, so its other covered cells are "
                    f"safe: {target} is safe.")
        if is_mine and hi == ra < len(inter) and rb - ra == only_b:
            return (f"{_cap(a_name)} needs only {a_needs}, so the cells it shares with "
                    f"{b_name} hold at most {_count(ra, 'mine')}. {_cap(b_name)} needs "
                    f"{b_needs}, so its {_count(only_b, 'other covered cell')} must hold the "
                    f"rest: {target} is a mine.")
        return None

    # Three numbers and more ----------------------------------------------------------

    def smallest_set(self, targets: dict[int, bool]) -> Step:
        """Kunz Algorithm 15: grow connected sets of numbers until one proves a target."""
        step = self.pairs(targets)
        if step is not None:
            return step
        know = self.know
        adj = self._adjacency()
        anchors = {c for c in self.numbers if any(v in targets for v in know.unknown[c])}
        area_of = self._areas()
        relevant = sorted({c for a in anchors for c in area_of[a]})
        checks = 0
        for k in range(3, MAX_CLUES + 1):
            best: tuple[tuple[int, int, int], list[int], int, bool] | None = None
            for subset in _connected_subsets(adj, relevant, k):
                if not anchors.intersection(subset):
                    continue
                checks += 1
                if checks > MAX_SUBSET_CHECKS:
                    return self._whole_area(targets, area_of)
                result = know.constraint_solver(subset)
                assert result is not None, "a subset of consistent numbers is consistent"
                size = len(set().union(*(know.unknown[c] for c in subset)))
                for cells, is_mine in ((result[0], False), (result[1], True)):
                    for v in cells:
                        if targets.get(v) is not is_mine:
                            continue
                        key = self._order(v, is_mine, size)
                        if best is None or key < best[0]:
                            best = (key, list(subset), v, is_mine)
            if best is not None:
                _, subset, v, is_mine = best
                return self._group_step(subset, v, is_mine, minimal=True)
        return self._whole_area(targets, area_of)

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

    def _areas(self) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for area in self.know.divide_into_areas(self.numbers):
            for c in area:
                out[c] = area
        return out

    def _whole_area(self, targets: dict[int, bool], area_of: dict[int, list[int]]) -> Step:
        """The cap was hit: grow a ball of numbers around each target until one proves it.

        Not necessarily smallest, but local: a few solver calls instead of an
        exponential search, and far fewer numbers than the whole area on a big board.
        """
        know = self.know
        adj = self._adjacency()
        order = sorted(targets, key=lambda v: (targets[v], v))[:MAX_BALL_TARGETS]
        balls = {v: {c for c in self.numbers if v in know.unknown[c]} for v in order}
        while balls:
            for v in order:
                ball = balls.get(v)
                if ball is None:
                    continue
                result = know.constraint_solver(sorted(ball))
                assert result is not None, "a subset of consistent numbers is consistent"
                if v in (result[1] if targets[v] else result[0]):
                    return self._group_step(sorted(ball), v, targets[v], minimal=False)
                grown = ball | {b for c in ball for b in adj[c]}
                if grown == ball:
                    del balls[v]
                else:
                    balls[v] = grown
        v = order[0]
        area = next(area_of[c] for c in self.numbers if v in know.unknown[c])
        return self._group_step(area, v, targets[v], minimal=False)  # pragma: no cover

    def _group_step(self, subset: list[int], v: int, is_mine: bool, *, minimal: bool) -> Step:
        clues = frozenset(self.cell(c) for c in subset)
        text = self._group_text(subset, v, is_mine)
        if not minimal:
            text += (f" (This uses the {len(subset)} numbers around it; a smaller set may "
                     "also work.)")
        return Step(self.cell(v), is_mine, clues, False, text, minimal)

    def _group_text(self, subset: list[int], v: int, is_mine: bool) -> str:
        return self._chain_text(subset, v, is_mine) or self._count_text(subset, v, is_mine)

    def _count_text(self, subset: list[int], v: int, is_mine: bool) -> str:
        names = _join([self.name(c) for c in sorted(subset)])
        what = "a mine" if is_mine else "safe"
        return (f"Try every way to place mines around {names} that fits all "
                f"{_count(len(subset), 'number')}: {format_cell(self.cell(v))} is {what} "
                "in each of them.")

    def _chain_text(self, subset: list[int], v: int, is_mine: bool) -> str | None:
        """Proof by contradiction in at most four plain steps, when one exists."""
        know = self.know
        value = {v: 0 if is_mine else 1}
        lines: list[str] = []
        target = format_cell(self.cell(v))
        for _ in range(5):
            progress = False
            for c in sorted(subset):
                u = know.unknown[c]
                mines = sum(value.get(x, 0) for x in u)
                free = [x for x in u if x not in value]
                need = know.rem[c] - mines
                if need < 0 or need > len(free):
                    lines.append(
                        f"But then {self.name(c)} would have "
                        + ("too many mines." if need < 0 else "too few mines.")
                    )
                    first = f"Suppose {target} were {'safe' if is_mine else 'a mine'}."
                    last = f" So {target} is {'a mine' if is_mine else 'safe'}."
                    return " ".join([first, *lines]) + last
                if not free or 0 < need < len(free):
                    continue
                bit = 1 if need else 0
                for x in free:
                    value[x] = bit
                cells = _join([format_cell(self.cell(x)) for x in sorted(free)])
                kind = ("mines" if len(free) > 1 else "a mine") if bit else "safe"
                lines.append(f"Then {self.name(c)} makes {cells} {kind}.")
                progress = True
                break
            if not progress or len(lines) > 4:
                return None
        return None


def _connected_subsets(adj: dict[int, set[int]], nodes: list[int], k: int) -> Iterator[list[int]]:
    """Every connected set of ``k`` nodes exactly once (Wernicke's ESU enumeration)."""
    allowed = set(nodes)

    def extend(sub: list[int], ext: set[int], closed: set[int], root: int) -> Iterator[list[int]]:
        if len(sub) == k:
            yield sub
            return
        ext = set(ext)
        while ext:
            w = ext.pop()
            fresh = {u for u in adj[w] if u > root and u in allowed and u not in closed}
            yield from extend([*sub, w], ext | fresh, closed | fresh | {w}, root)

    for root in nodes:
        first = {u for u in adj[root] if u > root and u in allowed}
        yield from extend([root], first, first | {root}, root)


# -- the mine count ------------------------------------------------------------------------


def _mine_count_step(
    board: Board,
    total: int,
    known_flags: frozenset[Cell],
    flag_idx: set[int],
    safe_only: bool,
) -> Step | None:
    """Studholme step 3 / Hoff: the mine count decides cells no set of numbers can."""
    know = _knowledge_with(board, known_flags)
    know.run()
    know.total_mines = total
    know.options = _WITH_COUNT
    left = total - know.n_known_mines
    areas = know.divide_into_areas(know.unsolved)
    free = know.free_cells()
    counted = [know.count_area(a) for a in areas]
    area_vars = [set().union(*(know.unknown[c] for c in a)) for a in areas]
    clues = frozenset(know.geo.cell(c) for a in areas for c in a)
    first_round = True
    before = len(know.new_safe), len(know.new_mines)
    while True:
        if not know.step():
            return None
        safe = [v for v in know.new_safe[before[0]:] if v not in flag_idx]
        mines = [] if safe_only else [v for v in know.new_mines[before[1]:] if v not in flag_idx]
        if safe or mines:
            break
        first_round = False
    is_mine = not safe
    v = min(mines if is_mine else safe, key=lambda x: (x not in free, x))
    cell = know.geo.cell(v)
    target = format_cell(cell)
    what = "a mine" if is_mine else "safe"
    if left == 0:
        head = f"All {total} mines are accounted for"
    elif left == total:
        head = f"{_cap(_count(left, 'mine'))} {'is' if left == 1 else 'are'} left"
    else:
        head = f"All {total} mines but {left} are accounted for"
    if not first_round or any(c is None for c in counted):
        text = (f"{head}. Counting the mines left against every way the numbers allow, "
                f"{target} is {what}.")
    elif left == 0:
        text = f"{head}, so every other covered cell is safe: {target} is safe."
    else:
        per_area = [set(c.solutions) for c in counted if c is not None]
        feasible, _ = feasible_mine_counts(per_area, len(free), left)
        lo = sum(min(ks) for ks in per_area)
        hi = sum(max(ks) for ks in per_area)
        if v in free and not is_mine:
            if not areas:
                why = ""
            elif lo == left:
                why = f", and the cells next to numbers need at least {_count(left, 'mine')}"
            else:
                why = ", and they can only all go into the cells next to numbers"
            text = (f"{head}{why}, so every covered cell that touches no number is safe: "
                    f"{target} is safe.")
        elif v in free:
            n = len(free)
            room = (f"The cells next to numbers can hold at most {_count(hi, 'mine')}, so"
                    if areas else "So")
            text = (f"{head}. {room} the {_count(n, 'covered cell')} that "
                    f"{'touches' if n == 1 else 'touch'} no number "
                    f"{'is a mine' if n == 1 else 'are all mines'}: {target} is a mine.")
        else:
            i = next(i for i, cells in enumerate(area_vars) if v in cells)
            allowed = _join([str(k) for k in sorted(per_area[i])], "or")
            fits = _join([str(k) for k in sorted(feasible[i])], "or")
            text = (f"{head}. The numbers around {target} allow {allowed} mines among "
                    f"their covered cells, but only {fits} "
                    f"{'fits' if len(feasible[i]) == 1 else 'fit'} the count; with that, "
                    f"{target} is always {what}.")
    return Step(cell, is_mine, clues, True, text)


# -- words ---------------------------------------------------------------------------------

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def _count(n: int, noun: str) -> str:
    """"two mines", "one covered cell", "three more": small numbers in words."""
    word = _WORDS[n] if 0 <= n < len(_WORDS) else str(n)
    if noun == "more":
        return f"{word} more"
    return f"{word} {noun}{'' if n == 1 else 's'}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(items: Iterable[str], last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


# -- the hint ladder -----------------------------------------------------------------------


class HintRole(enum.Enum):
    """How the window should mark a highlighted cell."""

    CLUE = "clue"
    TARGET = "target"
    AREA = "area"
    WRONG_FLAG = "wrong_flag"
    UNPROVEN_FLAG = "unproven_flag"
    TOO_MANY = "too_many"


Highlights = tuple[tuple[Cell, HintRole], ...]


@dataclass(frozen=True)
class HintStage:
    """One press of Hint, as data: what to say and which cells to mark.

    ``move`` is (cell, is_mine), set only on "make_move": the window then opens
    the cell (or flags it) itself.
    """

    kind: str
    message: str
    highlights: Highlights = ()
    move: tuple[Cell, bool] | None = None


class HintLadder:
    """Repeated Hint presses on an unchanged board escalate; a changed board starts over.

    Mistakes come first (too many flags, wrong flags, doubtful flags: each as a
    general warning, then with the cells), then progress: where to look, which
    cell, why, an offer, and the move. In no-flag mode (Kunz 3.5.2) only safe
    cells are ever hinted.
    """

    def __init__(self, no_flag_mode: bool = False) -> None:
        self.no_flag_mode = no_flag_mode
        self._key: tuple[Any, ...] | None = None
        self._stages: list[HintStage] = []
        self._next = 0

    def reset(self) -> None:
        """Forget the current board so that the next press starts at the first stage."""
        self._key = None

    def press(self, values: Any, total_mines: int | None = None) -> HintStage:
        board = check_values(values)
        key = (board.shape, board.tobytes(), total_mines, self.no_flag_mode)
        if key != self._key:
            self._key = key
            self._stages = hint_stages(board, total_mines, no_flag_mode=self.no_flag_mode)
            self._next = 0
        stage = self._stages[min(self._next, len(self._stages) - 1)]
        self._next += 1
        return stage


def hint_stages(
    values: Any, total_mines: int | None = None, *, no_flag_mode: bool = False
) -> list[HintStage]:
    """Every stage of the ladder for one board, in the order the presses show them."""
    board = check_values(values)
    report, deduction = _check_flags(board, total_mines)
    stages = _mistake_stages(report)
    hidden = _cells_where(board, COVERED) | _cells_where(board, FLAGGED)
    if hidden <= deduction.mines:
        return [*stages, HintStage("solved", "Everything is solved. Well done!")]
    step = easiest_step(board, total_mines, safe_only=no_flag_mode)
    if step is None:
        what = "safe" if no_flag_mode else "safe or a mine"
        message = (f"No covered cell can be proven {what} right now, so the next move "
                   "is a guess. Try the cell with the best odds.")
        return [*stages, HintStage("no_progress", message)]
    return stages + _progress_stages(step, no_flag_mode)


def _mistake_stages(report: FlagReport) -> list[HintStage]:
    stages: list[HintStage] = []
    if report.too_many:
        cells = sorted(report.too_many)
        stages += [
            HintStage("too_many_flags",
                      "Some numbers have more flags around them than their value."),
            HintStage("too_many_flags",
                      f"Too many flags around {_cells_text(cells, 'the number at ')}.",
                      tuple((c, HintRole.TOO_MANY) for c in cells)),
        ]
    if report.wrong:
        cells = sorted(report.wrong)
        stages += [
            HintStage("wrong_flags", "Some flags are wrong."),
            HintStage("wrong_flags",
                      f"{_cap(_cells_text(cells, 'the flag at '))} "
                      f"{'is on a safe cell' if len(cells) == 1 else 'are on safe cells'}: "
                      "the numbers prove there is no mine there.",
                      tuple((c, HintRole.WRONG_FLAG) for c in cells)),
        ]
    doubtful = sorted(report.unproven - report.wrong)
    if doubtful:
        stages += [
            HintStage("unproven_flags",
                      "Some flags cannot be proven yet; they may be wrong."),
            HintStage("unproven_flags",
                      f"Nothing proves {_cells_text(doubtful, 'the flag at ')} yet: "
                      f"{'it' if len(doubtful) == 1 else 'each'} may be wrong.",
                      tuple((c, HintRole.UNPROVEN_FLAG) for c in doubtful)),
        ]
    return stages


def _progress_stages(step: Step, no_flag_mode: bool) -> list[HintStage]:
    clues = sorted(step.clues)
    target = format_cell(step.cell)
    marked = (*((c, HintRole.CLUE) for c in clues), (step.cell, HintRole.TARGET))
    if step.uses_mine_count:
        area = "You can make progress by counting the mines that are left."
    elif len(clues) == 1:
        area = "You can make progress here: one number tells you enough."
    else:
        area = (f"You can make progress here: {_count(len(clues), 'number')} "
                "together tell you enough.")
    if no_flag_mode:
        area = area.replace("make progress", "open a cell")
    action = "flag" if step.is_mine else "open"
    return [
        HintStage("progress_area", area, tuple((c, HintRole.AREA) for c in clues)),
        HintStage("progress_cell",
                  f"Look at {target}: the highlighted "
                  f"{'number proves' if len(clues) == 1 else 'numbers prove'} "
                  "whether it is safe or a mine.", marked),
        HintStage("progress_reason", step.text, marked),
        HintStage("offer_move",
                  f"Press Hint again and I will {action} {target} for you.", marked),
        HintStage("make_move",
                  f"{'Flagging' if step.is_mine else 'Opening'} {target}.",
                  ((step.cell, HintRole.TARGET),), (step.cell, step.is_mine)),
    ]


def _cells_text(cells: list[Cell], prefix: str, limit: int = 3) -> str:
    names = [prefix + format_cell(c) for c in cells[:limit]]
    if len(cells) > limit:
        names.append(f"{len(cells) - limit} more")
    return _join(names)
