"""Exceptions the engine raises; each message is meant to be shown to a player."""

from __future__ import annotations


class InconsistentPosition(ValueError):
    """No mine arrangement agrees with the opened numbers (and the mine count)."""

    def __init__(self, message: str, cell: tuple[int, int] | None = None) -> None:
        super().__init__(message)
        self.cell = cell


class CreationTimeout(RuntimeError):
    """The creator did not find a no-guess board within the allowed time.

    ``alternatives`` holds boards (mine cells, same size and first click) that were
    actually created with fewer mines in the time left over; it is empty when none
    was, so a caller never offers a level it has not seen work.
    """

    def __init__(
        self, message: str, alternatives: tuple[frozenset[tuple[int, int]], ...] = ()
    ) -> None:
        super().__init__(message)
        self.alternatives = alternatives


class Cancelled(RuntimeError):
    """A long engine call was stopped because its cancel check returned True."""


class BudgetExceeded(Cancelled):
    """A solver call ran out of the time budget its caller gave it (the position is hard)."""


class CreationCancelled(Cancelled):
    """The caller asked the creator to stop (for example, a new game was started)."""
