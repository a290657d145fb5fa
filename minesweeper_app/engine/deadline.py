"""One deadline and cancel check for every long engine call.

A ``Deadline`` is what the work polls (it is the solver's cancel check too): it raises
the caller's cancellation (``Cancelled``, or the kind the call names) when the caller's
check returns True, and ``BudgetExceeded``, the engine's one timeout exception, once
its seconds have passed. Each call turns a passed deadline into its own answer at its
edge: the creator's ``CreationTimeout`` (with boards made with fewer mines), the hint's
local search and then ``OutOfTime``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from minesweeper_app.engine.errors import BudgetExceeded, Cancelled

CancelCheck = Callable[[], bool]


def check_seconds(seconds: object) -> float:
    """A time limit as seconds >= 0, or ValueError in words a player reads."""
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or math.isnan(seconds)
        or seconds < 0
    ):
        raise ValueError(f"A time limit must be a number of seconds >= 0, not {seconds!r}.")
    return float(seconds)


class Deadline:
    """The caller's cancel check and a deadline ``seconds`` from now (None: no deadline)."""

    def __init__(
        self,
        seconds: float | None,
        cancel: CancelCheck | None = None,
        *,
        cancelled: type[Cancelled] = Cancelled,
        late: str = "The engine ran out of time.",
    ) -> None:
        self.seconds = seconds
        self.cancel = cancel
        self.at = math.inf if seconds is None else time.monotonic() + seconds
        self._cancelled = cancelled
        self._late = late

    def cancelled(self) -> bool:
        """True when the caller's check asks to stop."""
        return self.cancel is not None and self.cancel()

    def passed(self) -> bool:
        """True once the deadline has passed."""
        return time.monotonic() > self.at

    def left(self) -> float | None:
        """Seconds left (0 when passed), None without a deadline."""
        return None if self.seconds is None else max(0.0, self.at - time.monotonic())

    def __call__(self) -> bool:
        """Poll: raise the caller's cancellation, or BudgetExceeded past the deadline."""
        if self.cancelled():
            raise self._cancelled("The work was cancelled.")
        if self.passed():
            raise BudgetExceeded(self._late)
        return False
