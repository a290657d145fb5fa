"""How many random cases a sweep runs: all of them, or a sample in the fast loop.

The fast loop (``pytest -m "not slow"``) runs the first cases of every heavy oracle sweep
and fuzz test; any run that keeps the slow tests runs the whole volume, so the full suite
checks exactly what it checked before. The sample is the start of the same sequence (the
same seeds, the same random stream), never other cases.
"""

from __future__ import annotations

FULL = True
"""False when the run leaves the slow tests out (set by ``tests/conftest.py``)."""


def volume(full: int, fast: int) -> int:
    """``full`` cases in a run with the slow tests, ``fast`` of them in the fast loop."""
    assert 0 < fast <= full
    return full if FULL else fast


def share(count: float, full: int, fast: int) -> float:
    """A threshold set for ``full`` cases, scaled to the cases this run has."""
    return count * volume(full, fast) / full
