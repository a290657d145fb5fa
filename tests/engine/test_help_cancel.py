"""Hints and flag checks stop when their cancel check says so, and lose nothing by it."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper_app.engine import HintLadder, check_flags
from minesweeper_app.engine.errors import Cancelled

# Expert-like corner: the 1-2-1 pattern needs more than single numbers.
VALUES = np.array(
    [
        [-2, -2, -2, -2, -2],
        [1, 2, 1, 1, 0],
        [0, 0, 0, 0, 0],
    ],
    dtype=np.int8,
)


def test_a_cancelled_hint_raises_and_the_next_press_starts_the_ladder() -> None:
    ladder = HintLadder()
    ladder.press(VALUES, 2)
    flipped = VALUES[::-1].copy()
    with pytest.raises(Cancelled):
        ladder.press(flipped, 2, cancel=lambda: True)
    # The cancelled press did not remember the new position: asked again, it starts over.
    assert ladder.press(flipped, 2) == HintLadder().press(flipped, 2)


def test_a_cancelled_flag_check_raises() -> None:
    flagged = VALUES.copy()
    flagged[0, 0] = -3
    with pytest.raises(Cancelled):
        check_flags(flagged, 2, cancel=lambda: True)
    assert check_flags(flagged, 2, cancel=lambda: False).wrong == frozenset()
