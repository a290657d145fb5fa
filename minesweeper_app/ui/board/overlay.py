"""The analysis overlay's state: the mine chance of each cell and the bucket it is drawn as.

Kept apart from the widget so that the rules (what shows where, which cells changed) are
plain numpy: the widget only repaints the cells :meth:`ProbabilityOverlay.set` reports.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import COVERED, Cell
from minesweeper_app.game import PositionLike, State
from minesweeper_app.ui.board.art import BUCKET_NONE, bucket_label, buckets_of, probability_text

Probabilities = Mapping[Cell, float] | npt.NDArray[np.float64]


def chances_of(probabilities: Probabilities, h: int, w: int) -> npt.NDArray[np.float64] | None:
    """A float array of the board's shape (NaN: nothing to show); None when nothing shows."""
    if isinstance(probabilities, np.ndarray):
        if probabilities.shape != (h, w):
            raise ValueError(f"probabilities of shape {probabilities.shape} for a {h}x{w} board")
        chances = probabilities.astype(np.float64, copy=True)
    else:
        chances = np.full((h, w), np.nan)
        for (r, c), p in probabilities.items():
            if 0 <= r < h and 0 <= c < w:
                chances[int(r), int(c)] = float(p)
    return None if np.isnan(chances).all() else chances


class ProbabilityOverlay:
    """What the overlay shows; ``set`` returns the cells whose picture changed."""

    def __init__(self) -> None:
        self.chances: npt.NDArray[np.float64] | None = None
        self.buckets: npt.NDArray[np.int16] | None = None

    def clear(self) -> None:
        self.chances = None
        self.buckets = None

    def set(
        self, probabilities: Probabilities | None, shape: tuple[int, int]
    ) -> npt.NDArray[np.intp] | None:
        """New chances; the changed cells as rows of (row, col), or None: repaint all."""
        h, w = shape
        chances = None if probabilities is None else chances_of(probabilities, h, w)
        new = buckets_of(chances) if chances is not None else np.full(shape, BUCKET_NONE)
        old = self.buckets
        self.chances = chances
        self.buckets = new if chances is not None else None
        if old is None:
            return np.argwhere(new != BUCKET_NONE)
        if old.shape != new.shape:
            return None
        return np.argwhere(new != old)

    def visible(self, game: PositionLike | None) -> bool:
        return self.chances is not None and game is not None and game.state is State.PLAYING

    def by_cell(self, game: PositionLike | None) -> dict[Cell, float]:
        """The chances shown on covered cells, by cell (empty when the overlay is off)."""
        if not self.visible(game) or game is None or self.chances is None:
            return {}
        chances = self.chances
        rows, cols = np.nonzero((game.values == COVERED) & ~np.isnan(chances))
        return {
            (r, c): float(chances[r, c]) for r, c in zip(rows.tolist(), cols.tolist(), strict=True)
        }

    def chance_words(self, game: PositionLike | None, cell: Cell) -> str:
        """ ": 37.2% chance of a mine" for the tooltip, or nothing where nothing shows."""
        if self.label(game, cell) is None or self.chances is None:
            return ""
        return ": " + probability_text(float(self.chances[cell]))

    def label(self, game: PositionLike | None, cell: Cell) -> str | None:
        """What the overlay writes on ``cell`` ("37", "<1", "0"...), None if nothing."""
        if not self.visible(game) or game is None or self.buckets is None:
            return None
        bucket = int(self.buckets[cell])
        if bucket == BUCKET_NONE or int(game.values[cell]) != COVERED:
            return None
        return bucket_label(bucket)
