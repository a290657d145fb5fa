"""Letting the window's thread in while a worker thread runs pure Python.

A worker's loop calls a ``Yielder`` often; once every ``every_s`` it sleeps
``YIELD_FOR_S``, which hands the GIL over at once. Without it the window waits: numpy
lets the GIL go and takes it back within microseconds on arrays over 500 cells, and each
time it does, the window's wait starts over (CPython asks for a switch only after a whole
switch interval with no other thread holding it). Creating a 128x128 board, whose repair
works on whole-board arrays many times a round, so kept the window from running for a
tenth of a second and more at a time; with the sleep the gaps are a few milliseconds
and creation a few percent slower (``bench ui`` measures both). Engine jobs
(``ui/workers.py``) and the replay recorder's writer thread use it.
"""

from __future__ import annotations

import time

YIELD_EVERY_S = 0.004
YIELD_FOR_S = 0.0002


class Yielder:
    """Call it often from a worker's loop: now and then it lets the window's thread run."""

    __slots__ = ("_last", "every_s")

    def __init__(self, every_s: float = YIELD_EVERY_S) -> None:
        self.every_s = every_s
        self._last = time.perf_counter()

    def restart(self) -> None:
        """Count from now (a job starting on a pool thread)."""
        self._last = time.perf_counter()

    def __call__(self) -> None:
        if time.perf_counter() - self._last > self.every_s:
            time.sleep(YIELD_FOR_S)
            self._last = time.perf_counter()
