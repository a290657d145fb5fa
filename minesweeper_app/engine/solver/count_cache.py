"""Area counts kept across calls: the solver's knowledge that survives a move.

A move opens or flags a few cells and so changes only the areas around them; every
other area of the position is the same set of numbers, each with the same unknown
cells and the same mines still needed, as before the move. The count of an area is a
function of exactly that set of constraints (``count_solutions``), so it is stored
under the whole set and found again by the next call on the next position, or by the
next part of the same call: the hint, the flag check, the analysis overlay and the
loss explanation all count through here. A key never names a position, only what is
counted, so an answer from the store is the answer a fresh count gives.

The store is bounded (least recently used counts leave first) and shared by the
window's worker threads under a lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, MutableMapping

from minesweeper_app.engine.solver.counting import AreaCounts

Key = frozenset[tuple[frozenset[int], int]]

MAX_WEIGHT = 1_500_000
"""About the most table entries (cells times mine numbers, plus numbers) kept: a few
tens of MB at most, enough for every area of a 128x128 position several times over."""


def _weight(key: Key, counts: AreaCounts) -> int:
    return len(counts.variables) * (1 + len(counts.solutions)) + 8 * len(key)


class CountStore(MutableMapping[Key, AreaCounts]):
    """A bounded, thread-safe map from an area's constraints to its counts."""

    def __init__(self, max_weight: int = MAX_WEIGHT) -> None:
        self.max_weight = max_weight
        self._items: OrderedDict[Key, tuple[AreaCounts, int]] = OrderedDict()
        self._weight = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __getitem__(self, key: Key) -> AreaCounts:
        with self._lock:
            try:
                counts, _ = self._items[key]
            except KeyError:
                self.misses += 1
                raise
            self._items.move_to_end(key)
            self.hits += 1
            return counts

    def __setitem__(self, key: Key, counts: AreaCounts) -> None:
        weight = _weight(key, counts)
        if weight > self.max_weight:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._weight -= old[1]
            self._items[key] = (counts, weight)
            self._weight += weight
            while self._weight > self.max_weight:
                _, (_, dropped) = self._items.popitem(last=False)
                self._weight -= dropped

    def __delitem__(self, key: Key) -> None:
        with self._lock:
            _, weight = self._items.pop(key)
            self._weight -= weight

    def __iter__(self) -> Iterator[Key]:
        with self._lock:
            return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._weight = 0


SHARED = CountStore()
"""The store every solve of a player's position uses (the creator keeps its own)."""
