"""Sets of numbers for the clue search: connected sets of a given size, and the numbers
the mine count rests on."""

from __future__ import annotations

from collections.abc import Iterator

from minesweeper_app.engine.board import COVERED, FLAGGED, Board, Cell


def numbers_touching_hidden(board: Board) -> frozenset[Cell]:
    """Opened numbers next to a covered or flagged cell: everything the count rests on."""
    hidden = (board == COVERED) | (board == FLAGGED)
    out: set[Cell] = set()
    rows, cols = (board >= 0).nonzero()
    for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
        if hidden[max(0, r - 1) : r + 2, max(0, c - 1) : c + 2].any():
            out.add((r, c))
    return frozenset(out)


def connected_subsets(adj: dict[int, set[int]], nodes: list[int], k: int) -> Iterator[list[int]]:
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
