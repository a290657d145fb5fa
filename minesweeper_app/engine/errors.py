"""Exceptions the engine raises; each message is meant to be shown to a player."""

from __future__ import annotations


class InconsistentPosition(ValueError):
    """No mine arrangement agrees with the opened numbers (and the mine count)."""

    def __init__(self, message: str, cell: tuple[int, int] | None = None) -> None:
        super().__init__(message)
        self.cell = cell


class CreationTimeout(RuntimeError):
    """The creator did not find a no-guess board within the allowed time."""


class Cancelled(RuntimeError):
    """A long engine call was stopped because its cancel check returned True."""


class BudgetExceeded(Cancelled):
    """A solver call ran out of the time budget its caller gave it (the position is hard)."""


class CreationCancelled(Cancelled):
    """The caller asked the creator to stop (for example, a new game was started)."""
