"""Measures of a board and of a game, as players compare them (3BV, efficiency).

3BV ("Bechtel's Board Benchmark Value") is the least number of left clicks that clear a
board when the mines are known: one click per *opening* (a connected region of zeros,
which opens together with the numbers on its edge) plus one click per number that no
opening reaches.  Speed players quote 3BV/s and efficiency (3BV divided by the clicks
actually made) next to the time, because the time alone depends on how lucky the board
was.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from minesweeper_app.engine.board import (
    MINE,
    Board,
    BoardLike,
    check_values,
    geometry,
    touching,
)
from minesweeper_app.engine.deadline import CancelCheck, Deadline


def three_bv(types: BoardLike, *, cancel: CancelCheck | None = None) -> int:
    """The 3BV of a cell type board T (Kunz, Definition 3.5: -1 for mines, else the count).

    Counts the openings (8-connected regions of zeros) and the numbers that touch no zero.
    A board without mines has one opening per region; a board of only mines has 3BV 0.
    ``cancel`` is polled between openings (``Cancelled`` when it says so).
    """
    board: Board = check_values(types)
    if np.any(board < MINE):
        raise ValueError("three_bv needs a cell type board: -1 for mines, 0..8 otherwise.")
    zero = board == 0
    # Numbers that a zero reaches are opened by that zero's click.
    lone_numbers = int(np.count_nonzero((board > 0) & ~touching(zero)))
    return lone_numbers + _openings(zero, Deadline(None, cancel))


_POLL_OPENINGS = 64
"""Openings counted between two polls of the cancel check."""


def _openings(zero: np.ndarray[Any, np.dtype[np.bool_]], check: Deadline) -> int:
    """Number of 8-connected regions of zeros (one flood fill each, on Python lists:
    numpy's per-cell indexing was most of a 128x128 board's time)."""
    h, w = zero.shape
    nbrs = geometry(h, w).neighbours
    left = bytearray(zero.ravel().tobytes())  # 1: a zero not yet in a counted region
    regions = 0
    for start in np.flatnonzero(zero).tolist():
        if not left[start]:
            continue
        if regions % _POLL_OPENINGS == 0:
            check()
        regions += 1
        left[start] = 0
        stack = [start]
        while stack:
            for x in nbrs[stack.pop()]:
                if left[x]:
                    left[x] = 0
                    stack.append(x)
    return regions


SHORTEST_TIMED = 0.05
"""Seconds below which a game has no speed: the clock, shown to a tenth, reads 0.0 (a first
click that wins a board gave 3BV/s 10813)."""


def bv_per_second(three_bv: float, seconds: float) -> float | None:
    """3BV/s: the board's 3BV (or the part solved so far) per second; None without a time
    the clock shows (``SHORTEST_TIMED``)."""
    return three_bv / seconds if seconds >= SHORTEST_TIMED else None


def efficiency(three_bv: float, clicks: float) -> float | None:
    """3BV per click (IOE; above 1 with chords); None before the first click."""
    return three_bv / clicks if clicks > 0 else None


def rqp(three_bv: float, seconds: float) -> float | None:
    """RQP, time squared per 3BV (time divided by 3BV/s): lower is better."""
    return seconds * seconds / three_bv if three_bv > 0 else None


def correctness(effective: float, clicks: float) -> float | None:
    """The share of clicks that changed the board."""
    return effective / clicks if clicks > 0 else None


def throughput(three_bv: float, effective: float) -> float | None:
    """3BV per effective click."""
    return three_bv / effective if effective > 0 else None


def stnb(factor: float, solved: float, three_bv: float, seconds: float) -> float | None:
    """STNB, ms-toollib's level-scaled speed (``factor`` depends on the level); None
    without a time the clock shows, like 3BV/s (at 0.01 s it read 1456082.1)."""
    if factor <= 0 or seconds < SHORTEST_TIMED or three_bv <= 0:
        return None
    return float(factor * solved / seconds**1.7 * math.sqrt(solved / three_bv))
