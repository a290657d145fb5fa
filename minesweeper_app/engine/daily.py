"""The daily board: the same no-guess Expert board for every player on a date.

Design and trade-off. Seeding ``create_board`` with the date would be shortest,
but the creator is tuned over time (its perturbation, its random draws, even
numpy's sampling algorithms may change), and any such change would give a
different daily board on the same date: two players on two versions would not
play the same board. So the daily board depends on nothing that is tuned:

- the random numbers come from SHA-256 of the date and ``DAILY_VERSION``, in
  counter mode (a stream pinned by a standard, not by a library);
- the sampling is the plain rejection sampling of GameCreationRandom (Kunz
  Algorithm 9), written out here: draw a start cell, then draw mine sets by a
  partial Fisher-Yates shuffle of the cells away from the start until one is
  solvable without guessing;
- the acceptance test is ``is_solvable``, whose answer is a mathematical fact
  (can a perfect logician who sees the mine count win?), so a faster or
  rewritten solver gives the same answer.

The price: rejection sampling is slower than the creator (about 16 % of random
Expert layouts are accepted, so a few dozen solver runs, some tens of
milliseconds), and this module must never change its draws; a change in design
would be a new ``DAILY_VERSION`` (and new daily boards). The boards are uniform
over the no-guess Expert boards with that start, the fairest kind there is.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Callable, Iterator

from minesweeper_app.engine.board import Cell
from minesweeper_app.engine.errors import CreationCancelled
from minesweeper_app.engine.solver import is_solvable

DAILY_VERSION = 1
DAILY_SIZE = (16, 30, 99)
"""Expert: height, width, mines."""


class _Stream:
    """Uniform integers from SHA-256 in counter mode (stable on every platform, forever)."""

    def __init__(self, key: bytes) -> None:
        self._key = key
        self._words = self._generate()

    def _generate(self) -> Iterator[int]:
        counter = 0
        while True:
            block = hashlib.sha256(self._key + counter.to_bytes(8, "big")).digest()
            for i in range(0, len(block), 4):
                yield int.from_bytes(block[i : i + 4], "big")
            counter += 1

    def below(self, bound: int) -> int:
        """Uniform in ``range(bound)`` by rejection (no modulo bias)."""
        limit = (1 << 32) - (1 << 32) % bound
        while True:
            word = next(self._words)
            if word < limit:
                return word % bound


def daily_board(
    date: dt.date, *, cancel: Callable[[], bool] | None = None
) -> tuple[int, int, frozenset[Cell], Cell]:
    """``(height, width, mines, start)`` of the daily board of ``date``.

    Raises ``Cancelled`` (engine.errors) when ``cancel()`` returns True.
    """
    if not isinstance(date, dt.date):
        raise TypeError(f"daily_board needs a date, not {date!r}.")
    if isinstance(date, dt.datetime):
        date = date.date()
    height, width, mines = DAILY_SIZE
    stream = _Stream(f"noguess-minesweeper daily v{DAILY_VERSION} {date.isoformat()}".encode())
    start = divmod(stream.below(height * width), width)
    pool = [
        (r, c)
        for r in range(height)
        for c in range(width)
        if abs(r - start[0]) > 1 or abs(c - start[1]) > 1
    ]
    while True:
        if cancel is not None and cancel():
            raise CreationCancelled("The daily board was cancelled.")
        cells = list(pool)
        for i in range(mines):
            j = i + stream.below(len(cells) - i)
            cells[i], cells[j] = cells[j], cells[i]
        layout = frozenset(cells[:mines])
        if is_solvable(height, width, layout, start, cancel=cancel):
            return height, width, layout, start
