"""Cell states of the solver's knowledge, shared by the layers of reasoning."""

from __future__ import annotations

from collections.abc import Callable

UNKNOWN, SAFE, OPENED, KNOWN_MINE = 0, 1, 2, 3
"""Solver cell states: SAFE is proven safe but its number is not (yet) known."""

CancelCheck = Callable[[], bool]
"""Returns True when the caller wants the engine to stop (it may also raise itself)."""
