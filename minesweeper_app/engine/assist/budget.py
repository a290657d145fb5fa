"""Time budgets and cancellation for the assistance.

A budgeted call first looks for the exact answer until its deadline; then it
switches to local reasoning (single numbers, subset rules, small groups of nearby
numbers), which gets half the budget again. Everything polls ``Budget.expired``,
which is also handed to the solver as its cancel check.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable

from minesweeper_app.engine.assist._solver import Knowledge
from minesweeper_app.engine.board import Cell
from minesweeper_app.engine.deadline import Deadline
from minesweeper_app.engine.errors import Cancelled

CancelCheck = Callable[[], bool]

LOCAL_SHARE = 0.5
"""Extra time, as a share of the budget, for the local answer after the exact search."""


class OutOfTime(RuntimeError):
    """The time budget ran out before even a local answer was found."""


class Budget:
    """A ``Deadline`` (the caller's cancel check too) that can be extended once for the
    local search, and says whether the caller or the clock stopped the work;
    ``seconds=None`` means no deadline."""

    def __init__(self, seconds: float | None = None, cancel: CancelCheck | None = None) -> None:
        if seconds is not None and (
            isinstance(seconds, bool)
            or not isinstance(seconds, int | float)
            or not math.isfinite(seconds)
            or seconds <= 0
        ):
            raise ValueError(
                f"A time budget must be a positive number of seconds, not {seconds!r}."
            )
        self.seconds = seconds
        self._clock = Deadline(seconds, cancel)
        self.local = False
        """True once the exact search ran out of time and only local reasoning is left."""
        self.by_caller = False
        self.checked: dict[frozenset[Cell], Knowledge] = {}
        """Quick-rule knowledge of the board, by proven flags, shared by one call's parts."""
        self.poll: CancelCheck = _weak_expired(self)
        """``expired`` for the solver's knowledge states to keep: the states kept in
        ``checked`` hold it, and a bound method would make a cycle through this budget,
        which only the cycle collector frees (a 128x128 state is some 16,000 sets)."""

    def expired(self) -> bool:
        """True when the caller cancelled or the current deadline has passed."""
        if self._clock.cancelled():
            self.by_caller = True
            return True
        return self._clock.passed()

    def check(self) -> None:
        """Raise Cancelled when ``expired()``."""
        if self.expired():
            raise Cancelled("The helper was cancelled.")

    def caller_cancelled(self) -> None:
        """Raise Cancelled again if it was the caller, not the deadline, that stopped us."""
        if self.by_caller:
            raise Cancelled("The helper was cancelled.")

    def go_local(self) -> None:
        """The exact search timed out: re-raise a caller's cancel, else allow the local part."""
        self.caller_cancelled()
        assert self.seconds is not None, "only a deadline can run out"
        self.local = True
        self._clock = Deadline(LOCAL_SHARE * self.seconds, self._clock.cancel)


def _weak_expired(budget: Budget) -> CancelCheck:
    """``budget.expired`` through a weak reference (True once the budget is gone)."""
    ref = weakref.ref(budget)

    def expired() -> bool:
        alive = ref()
        return alive is None or alive.expired()

    return expired
