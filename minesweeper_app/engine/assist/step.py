"""One step of reasoning, as the hint engine answers it: the cell, safe or a mine, and why."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.engine.board import Cell


@dataclass(frozen=True)
class Step:
    """The easiest provable cell and why.

    ``clues`` are the opened numbers the proof rests on: the numbers whose constraints
    alone prove it, or, when the mine count is needed, every number next to a covered
    or flagged cell (they prove where the mines already accounted for are, and what
    the rest allows). ``minimal`` is False when the clues may not be a smallest set
    (the search cap or the time budget was hit); ``local`` is True when the time
    budget ran out and the step comes from local reasoning. ``reason`` is the proof as
    data (``minesweeper_app.game.wording.say`` words it); ``highlights`` are the cells
    its sentences name, each with its role, plus any group they call "highlighted".
    """

    cell: Cell
    is_mine: bool
    clues: frozenset[Cell]
    uses_mine_count: bool
    reason: why.StepReason
    minimal: bool = True
    highlights: why.Marks = ()
    local: bool = False

    @property
    def technique(self) -> why.Technique:
        """The rule the proof uses."""
        return self.reason.technique

    @property
    def reasons(self) -> tuple[why.Reason, ...]:
        """The proof, and the note that the numbers may not be a smallest set."""
        if self.minimal:
            return (self.reason,)
        return (self.reason, why.NotSmallest(len(self.clues), self.local))
