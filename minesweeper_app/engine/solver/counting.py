"""Counting an area's solutions instead of listing them (Suzuki section 6, Studholme's tallies).

Covered cells of an area that touch exactly the same numbers are interchangeable:
they form a *box* (JSMinesweeper's term), and a solution only says how many of a
box's ``s`` cells are mines, ``x``, in ``comb(s, x)`` ways. The boxes are taken one
at a time in an order that keeps few numbers "open" (touched by a box taken and
by one still to come); the state after each box is what every open number still
needs. A forward and a backward sweep over these states (dynamic programming, a
variable elimination along the order) count the solutions by their number of
mines and, for every box, the solutions that put a mine on one given cell of it.

The counts are exact Python integers. A polynomial in the number of mines is kept
as one integer with a fixed-width slot per coefficient (Kronecker substitution):
adding polynomials is adding integers, multiplying them is multiplying integers,
so CPython's big-integer arithmetic does the inner loops. Every coefficient counts
arrangements of a subset of the area's ``n`` cells, so it is below ``2**n`` and
``n + 1`` bits per slot (rounded up to whole bytes) never overflow into the next one.

The cost grows with the number of open numbers at a time (the width of the area's
chain of numbers), not with the number of solutions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import product
from math import comb

from minesweeper_app.engine.errors import BudgetExceeded

Constraints = list[tuple[frozenset[int], int]]
"""Numbers as (unknown cells around it, mines it still needs)."""

Poll = Callable[[], None]

_POLL_EVERY = 128
"""Transitions of the sweeps between two calls of the poll (a few hundred microseconds)."""

MAX_BYTES = 200_000_000
"""About the most memory the forward sweep may keep. Only areas whose numbers form a
wide two-dimensional web come near it (a chain of numbers along the edge of an opening
keeps a few thousand states); beyond it the exact count is refused, not attempted."""


@dataclass
class AreaCounts:
    """All solutions of one area, counted by how many mines they place.

    ``solutions[k]`` is the number of solutions with ``k`` mines and
    ``mine_hits[k][i]`` how many of those put a mine on ``variables[i]``.
    ``unsatisfied`` is, when there is no solution, the index of a number (in the
    constraints given) at which the count first ran out of ways.
    """

    variables: tuple[int, ...]
    solutions: dict[int, int] = field(default_factory=dict)
    mine_hits: dict[int, list[int]] = field(default_factory=dict)
    unsatisfied: int | None = None
    _always: tuple[set[int], set[int]] | None = field(default=None, repr=False, compare=False)

    def always(self) -> tuple[set[int], set[int]]:
        """Cells safe in every solution and cells that are a mine in every solution."""
        if self._always is None:
            self._always = self.decided(self.solutions)
        safe, mines = self._always
        return set(safe), set(mines)

    def decided(self, ks: Iterable[int]) -> tuple[set[int], set[int]]:
        """Cells safe (a mine) in every solution whose number of mines is in ``ks``."""
        ks = [k for k in ks if k in self.solutions]
        total = sum(self.solutions[k] for k in ks)
        safe: set[int] = set()
        mines: set[int] = set()
        if not ks:
            return safe, mines
        rows = [self.mine_hits[k] for k in ks]
        for i, v in enumerate(self.variables):
            hits = sum(row[i] for row in rows)
            if hits == 0:
                safe.add(v)
            elif hits == total:
                mines.add(v)
        return safe, mines


_SMALL_AREA = 64
"""Most ways to fill an area's boxes (the product of box sizes plus one) that
``_count_small`` tries one by one: an endgame's few cells, where setting up the
sweeps costs more than trying every choice."""


@dataclass
class _Box:
    cells: tuple[int, ...]
    numbers: tuple[int, ...]


def _boxes(cons: Constraints) -> list[_Box]:
    touching: dict[int, list[int]] = {}
    for j, (cells, _) in enumerate(cons):
        for v in cells:
            touching.setdefault(v, []).append(j)
    groups: dict[tuple[int, ...], list[int]] = {}
    for v in sorted(touching):
        groups.setdefault(tuple(touching[v]), []).append(v)
    return [_Box(tuple(cells), numbers) for numbers, cells in groups.items()]


def _order(boxes: list[_Box], n_numbers: int) -> list[_Box]:
    """Greedy elimination order: take the box that leaves the fewest numbers open.

    Only boxes next to an open number are candidates (the frontier), so the
    order costs about (boxes x frontier), not boxes squared, on a big area.
    """
    left = [0] * n_numbers
    boxes_of: list[list[int]] = [[] for _ in range(n_numbers)]
    for b, box in enumerate(boxes):
        for j in box.numbers:
            left[j] += 1
            boxes_of[j].append(b)
    is_open = [False] * n_numbers
    n_open = 0
    done = [False] * len(boxes)
    frontier: set[int] = set()
    out: list[_Box] = []

    def key(b: int) -> tuple[int, int, int]:
        opens = closes = touches = 0
        for j in boxes[b].numbers:
            if is_open[j]:
                touches += 1
            elif left[j] > 1:
                opens += 1
            if left[j] == 1:
                closes += 1
        return (n_open + opens - closes, -touches, b)

    while len(out) < len(boxes):
        pool = frontier or (b for b in range(len(boxes)) if not done[b])
        best = min(pool, key=key)
        frontier.discard(best)
        done[best] = True
        box = boxes[best]
        for j in box.numbers:
            left[j] -= 1
            if left[j] == 0:
                if is_open[j]:
                    is_open[j] = False
                    n_open -= 1
            elif not is_open[j]:
                is_open[j] = True
                n_open += 1
                frontier.update(x for x in boxes_of[j] if not done[x])
        out.append(box)
    return out


def count_solutions(cons: Constraints, poll: Poll | None = None) -> AreaCounts:
    """Count the solutions of some numbers by mines placed, and the mine hits per cell."""
    variables = tuple(sorted(set().union(*(cells for cells, _ in cons))))
    counts = AreaCounts(variables)
    empty_unmet = [j for j, (cells, r) in enumerate(cons) if not cells and r != 0]
    if empty_unmet:
        counts.unsatisfied = empty_unmet[0]
        return counts
    cons = [(cells, r) if cells else (cells, 0) for cells, r in cons]
    if not variables:
        counts.solutions[0] = 1
        counts.mine_hits[0] = []
        return counts
    boxes = _boxes(cons)
    combos = 1
    for box in boxes:
        combos *= len(box.cells) + 1
    if combos <= _SMALL_AREA:
        small = _count_small(variables, boxes, cons)
        if small is not None:
            return small
    boxes = _order(boxes, len(cons))
    need = [r for _, r in cons]
    m = len(boxes)
    n = len(variables)
    # whole bytes per slot, so the coefficients are read from the bytes of one number
    slot = n // 8 + 1
    bits = 8 * slot
    first = [m] * len(cons)
    last = [-1] * len(cons)
    for i, box in enumerate(boxes):
        for j in box.numbers:
            first[j] = min(first[j], i)
            last[j] = i
    # room[i][t]: cells of number boxes[i].numbers[t] in boxes after i (what it can still get)
    unseen = [len(cells) for cells, _ in cons]
    room: list[list[int]] = []
    for box in boxes:
        for j in box.numbers:
            unseen[j] -= len(box.cells)
        room.append([unseen[j] for j in box.numbers])
    # open_at[i]: numbers open before box i, in state order
    open_at: list[list[int]] = [[]]
    for i, box in enumerate(boxes):
        still = [j for j in open_at[-1] if last[j] > i]
        still += [j for j in box.numbers if first[j] == i and last[j] > i]
        open_at.append(still)
    ticks = stored = 0
    exact_memory = False
    seen_cells = 0
    forward: list[dict[tuple[int, ...], int]] = [{(): 1}]
    # low[i]: the fewest mines any state of forward[i] holds; its polynomials are kept
    # divided by x**low[i] (shifted down), so they span only the mine numbers they reach
    low = [0]
    moves: list[list[tuple[tuple[int, ...], int, tuple[int, ...]]]] = []
    for i, box in enumerate(boxes):
        size = len(box.cells)
        before = {j: t for t, j in enumerate(open_at[i])}
        after = open_at[i + 1]
        box_pos = {j: t for t, j in enumerate(box.numbers)}
        # where each entry of the next state comes from: the old state or the box's numbers
        source = [(box_pos[j], True) if j in box_pos else (before[j], False) for j in after]
        from_state = [before.get(j) for j in box.numbers]
        closing = [last[j] == i for j in box.numbers]
        rooms = room[i]
        # a weight is comb(size, x) at slot x: multiply by the small number, then shift
        combs = [comb(size, x) for x in range(size + 1)]
        shifts = [x * bits for x in range(size + 1)]
        step: dict[tuple[int, ...], int] = {}
        step_moves: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        for state, ways in forward[i].items():
            ticks += 1
            if poll is not None and ticks % _POLL_EVERY == 0:
                poll()
            want = [
                need[j] if k is None else state[k]
                for j, k in zip(box.numbers, from_state, strict=True)
            ]
            lo, hi = 0, size
            for t, w in enumerate(want):
                if closing[t]:
                    lo = max(lo, w)
                    hi = min(hi, w)
                else:
                    lo = max(lo, w - rooms[t])
                    hi = min(hi, w)
            for x in range(lo, hi + 1):
                nxt = tuple(want[k] - x if boxed else state[k] for k, boxed in source)
                step_moves.append((state, x, nxt))
                step[nxt] = step.get(nxt, 0) + ((ways * combs[x]) << shifts[x])
        seen_cells += size
        stored += 100 * (len(step) + len(step_moves))
        if exact_memory:
            stored += sum(w.bit_length() for w in step.values()) // 8
        else:
            # no count holds more slots than cells seen so far (plus one), each ``slot``
            # bytes: a bound, replaced by the exact sizes once it nears the cap
            stored += len(step) * (seen_cells + 1) * slot
            if stored > MAX_BYTES:
                exact_memory = True
                pairs = zip(forward[1:], moves, strict=True)
                stored = sum(100 * (len(f) + len(mv)) for f, mv in pairs)
                stored += 100 * (len(step) + len(step_moves))
                for f in (*forward[1:], step):
                    stored += sum(w.bit_length() for w in f.values()) // 8
        if stored > MAX_BYTES:
            raise BudgetExceeded(
                "This position is too hard to count exactly: its numbers form a wide web "
                f"({len(variables)} covered cells)."
            )
        if not step:
            culprit = next((j for j in box.numbers if last[j] == i), box.numbers[0])
            counts.unsatisfied = culprit
            return counts
        low.append(low[-1] + _shift_down(step, bits))
        forward.append(step)
        moves.append(step_moves)
    total = forward[m][()]
    # Backward sweep: completions of each state (kept divided by x**high, like forward);
    # then the hits of each box, divided by x**hit_low[i].
    backward: dict[tuple[int, ...], int] = {(): 1}
    high = 0
    box_hits: list[int] = [0] * m
    hit_low: list[int] = [0] * m
    for i in range(m - 1, -1, -1):
        size = len(boxes[i].cells)
        combs = [comb(size, x) for x in range(size + 1)]
        hit_combs = [0] + [comb(size - 1, x - 1) for x in range(1, size + 1)]
        shifts = [x * bits for x in range(size + 1)]
        earlier: dict[tuple[int, ...], int] = {}
        into: dict[tuple[int, ...], int] = {}
        fwd = forward[i]
        for state, x, nxt in moves[i]:
            ticks += 1
            if poll is not None and ticks % _POLL_EVERY == 0:
                poll()
            rest = backward.get(nxt)
            if not rest:
                continue
            earlier[state] = earlier.get(state, 0) + ((rest * combs[x]) << shifts[x])
            if x:
                into[nxt] = into.get(nxt, 0) + ((fwd[state] * hit_combs[x]) << shifts[x])
        box_hits[i] = sum(w * backward[s] for s, w in into.items())
        hit_low[i] = low[i] + high
        high += _shift_down(earlier, bits)
        backward = earlier
    index = {v: t for t, v in enumerate(variables)}
    size_bytes = (n + 1) * slot
    for k, c in enumerate(_slots(total, slot, size_bytes), low[m]):
        if c:
            counts.solutions[k] = c
            counts.mine_hits[k] = [0] * n
    ks = list(counts.mine_hits.items())
    for i, box in enumerate(boxes):
        coefficients = _slots(box_hits[i], slot, size_bytes)
        for k, row in ks:
            at = k - hit_low[i]
            h = coefficients[at] if 0 <= at < len(coefficients) else 0
            if h:
                for v in box.cells:
                    row[index[v]] = h
    return counts


def _shift_down(polys: dict[tuple[int, ...], int], bits: int) -> int:
    """Divide every polynomial by the highest power of x that divides them all; its power."""
    low = min((p & -p).bit_length() - 1 for p in polys.values()) // bits
    if low:
        shift = low * bits
        for key, p in polys.items():
            polys[key] = p >> shift
    return low


def _slots(packed: int, slot: int, size_bytes: int) -> list[int]:
    """The coefficients of a packed polynomial (``slot`` bytes each), lowest first."""
    size_bytes = min(size_bytes, (packed.bit_length() + 7) // 8 + slot)
    size_bytes -= size_bytes % slot
    raw = packed.to_bytes(size_bytes, "little")
    return [int.from_bytes(raw[at : at + slot], "little") for at in range(0, size_bytes, slot)]


def _count_small(
    variables: tuple[int, ...], boxes: list[_Box], cons: Constraints
) -> AreaCounts | None:
    """The counts of a tiny area from every choice of mines per box; None when no choice
    fits (the sweeps then name the number that ran out of ways)."""
    need = [r for _, r in cons]
    by_number: list[list[int]] = [[] for _ in cons]
    for b, box in enumerate(boxes):
        for j in box.numbers:
            by_number[j].append(b)
    sizes = [len(box.cells) for box in boxes]
    solutions: dict[int, int] = {}
    box_hits: dict[int, list[int]] = {}
    for xs in product(*(range(s + 1) for s in sizes)):
        if any(sum(xs[b] for b in bs) != r for bs, r in zip(by_number, need, strict=True)):
            continue
        k = sum(xs)
        ways = 1
        for s, x in zip(sizes, xs, strict=True):
            ways *= comb(s, x)
        solutions[k] = solutions.get(k, 0) + ways
        row = box_hits.setdefault(k, [0] * len(boxes))
        for b, (s, x) in enumerate(zip(sizes, xs, strict=True)):
            if x:
                # a given cell of the box is a mine in x of every s arrangements
                row[b] += ways * x // s
    if not solutions:
        return None
    counts = AreaCounts(variables)
    index = {v: t for t, v in enumerate(variables)}
    for k in sorted(solutions):
        counts.solutions[k] = solutions[k]
        row = [0] * len(variables)
        for b, box in enumerate(boxes):
            for v in box.cells:
                row[index[v]] = box_hits[k][b]
        counts.mine_hits[k] = row
    return counts
