"""Why a mine was hit, in words, from the position just before the fatal action. No Qt.

On a board made without guessing every loss is a reasoning mistake, and the engine
can say which one.  The hit cell was either *provably a mine* (then the proof is
shown, built from the hint engine's easiest steps) or *nothing proved it safe*
(then its exact mine probability shows how much of a guess it was).  Either way
the hint engine's easiest deduction in that position is what the player could
have done instead: about a cell the player had not decided yet (a flag on a proven mine
counts as that mine; no flagged or opened cell is offered).

Flags are the player's beliefs, not facts: the reasoning uses the numbers and the mine
count only, so a wrong flag can neither make the hit cell look proven nor hide a
deduction; the flags that were not on mines are named.

Only the engine's public API is used.  The proof of a mine is the engine's
``prove_mine``: the easiest step that proves a mine, again and again (each proven mine
then counting as flagged) until the hit cell is the step, inside the hit cell's area,
with the steps the last one does not rest on dropped.  The deduction, the odds, the
proof and the easiest deduction all read one kept solution of the position, so the
whole explanation costs about one solve.

The whole explanation has ``TIME_BUDGET``, so it comes within a second even on the
hardest boards of a busy machine.  The proof comes first: whether the hit cell's own
numbers prove it a mine, and the steps, read only its area, whatever the rest of the
board costs.  Then the full solve (whether the mine count proves it, the odds, the
easiest deduction).  What runs out of time is left out and said to be left out, never
guessed: the steps (then the proof is told in one sentence), the full solve (then
whether the count decides the cell and the odds are not told), the easiest deduction.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

import numpy as np

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    BudgetExceeded,
    Cell,
    Deduction,
    HintRole,
    MineProof,
    MoveAction,
    OutOfTime,
    Step,
    easiest_step,
    mine_probabilities,
    neighbours,
    prove_mine,
    solve_state,
)
from minesweeper_app.game.wording import format_cell, say
from minesweeper_app.i18n import join_list, number, translate

TIME_BUDGET = 0.65
"""Seconds for the whole explanation by default: the proof, the full solve, the odds and
the easiest deduction. Each part polls the clock, but not between every two steps (a
garbage collection while a 128x128 knowledge state is copied, a part's last poll to its
end): on a busy 2-core machine calls end a little past their budget, so with this
one they stay under a second."""

PROOF_SHARE = 0.7
"""The share of the budget the proof by the numbers (whether, and step by step) may take."""

SOLVE_SHARE = 0.75
"""The share of the time left after the proof that the full solve (numbers and mine
count) may take."""

INSTEAD_SHARE = 2 / 3
"""The share of the time left that the easiest deduction is given: it may take half as
long again for local reasoning when its exact search runs out."""

CancelCheck = Callable[[], bool]


class Checked(Enum):
    """How far the hit cell was decided before the time ran out."""

    EVERYTHING = "everything"
    """Whether the numbers and the mine count prove it a mine."""
    NUMBERS = "numbers"
    """Only whether its numbers prove it a mine: they do not; the count was not weighed."""
    NOTHING = "nothing"
    """Not even whether its numbers prove it a mine."""


@dataclass(frozen=True)
class LossExplanation:
    """What went wrong, as data; ``text`` and ``highlights`` are what the window shows.

    ``action`` is OPEN (the cell was clicked) or CHORD (a number's flags looked
    complete, by the player's chord or by auto-open, and its other cells were opened:
    ``via`` is that number, ``wrong_flags`` its flags that were not on mines).
    """

    cell: Cell
    action: MoveAction
    via: Cell | None
    via_value: int | None
    wrong_flags: tuple[Cell, ...]
    proven_mine: bool
    proof: tuple[Step, ...]
    probability: float | None
    uses_mine_count: bool
    instead: Step | None
    misleading_flags: tuple[Cell, ...] = ()
    """The player's other flags that were not on mines (the chord's are ``wrong_flags``)."""
    freed: Cell | None = None
    """A cell the numbers proved safe, which the wrong flags may have hidden."""
    instead_in_time: bool = True
    """False when the easiest deduction was not found within the time budget."""
    checked: Checked = Checked.EVERYTHING
    """How far ``proven_mine`` was decided (it is False unless proven)."""
    proof_in_time: bool = True
    """False when the hit cell was proven but its steps were not found in time."""

    @property
    def complete(self) -> bool:
        """True when nothing was left out for lack of time."""
        return (
            self.checked is Checked.EVERYTHING
            and self.proof_in_time
            and self.instead_in_time
            and (self.proven_mine or self.probability is not None)
        )

    def sentences(self) -> list[str]:
        """The explanation as paragraphs, most important first."""
        name = format_cell(self.cell)
        out: list[str] = []
        if self.action is MoveAction.CHORD and self.via is not None:
            number = translate("Hints", "the {value} at {cell}").format(
                value=self.via_value, cell=format_cell(self.via)
            )
            flags = join_list(format_cell(c) for c in self.wrong_flags)
            if not self.wrong_flags:
                text = translate(
                    "Loss",
                    "The chord on {number} opened {cell}: its flags looked complete, so its "
                    "other covered cells seemed safe.",
                )
            elif len(self.wrong_flags) == 1:
                text = translate(
                    "Loss",
                    "The chord on {number} opened {cell}: its flags looked complete, so its "
                    "other covered cells seemed safe, but the flag at {flags} was not on a mine.",
                )
            else:
                text = translate(
                    "Loss",
                    "The chord on {number} opened {cell}: its flags looked complete, so its "
                    "other covered cells seemed safe, but the flags at {flags} were not on mines.",
                )
            out.append(text.format(number=number, cell=name, flags=flags))
        if self.misleading_flags:
            out.append(self._misleading())
        if self.proven_mine:
            head = _cap(translate("Loss", "{cell} was provably a mine.").format(cell=name))
            if len(self.proof) == 1:
                out.append(f"{head} {say(self.proof[0])}")
            elif self.proof:
                steps = " ".join(f"{i}. {say(s)}" for i, s in enumerate(self.proof, 1))
                text = translate(
                    "Loss",
                    "Step by step (each step counts the mines proven before it as flagged): "
                    "{steps}",
                )
                out.append(f"{head} {text.format(steps=steps)}")
            elif self.uses_mine_count:
                text = translate(
                    "Loss",
                    "No way to place the mines that fits the numbers and the mine count leaves "
                    "{cell} safe.",
                )
                out.append(f"{head} {text.format(cell=name)}")
            else:
                text = translate(
                    "Loss", "No way to place the mines that fits the numbers leaves {cell} safe."
                )
                out.append(f"{head} {text.format(cell=name)} {self._proof_left_out()}")
        elif self.checked is Checked.NUMBERS:
            text = translate(
                "Loss",
                "Nothing proved {cell} safe, and its numbers alone did not prove it a mine. "
                "Whether the mine count did, and the odds of a mine there, took too long to "
                "work out.",
            )
            out.append(text.format(cell=name))
        elif self.checked is Checked.NOTHING:
            text = translate(
                "Loss",
                "Nothing proved {cell} safe. Whether it was provably a mine took too long to "
                "work out.",
            )
            out.append(text.format(cell=name))
        else:
            text = translate("Loss", "Nothing proved {cell} safe: opening it was a guess.")
            text = text.format(cell=name)
            if self.probability is None:
                text += " " + translate("Loss", "Working out the odds took too long.")
            else:
                odds = translate(
                    "Loss",
                    "Of all the ways to place the mines that fit the numbers and the mine count, "
                    "{percent} put a mine on {cell}.",
                )
                text += " " + odds.format(percent=_percent(self.probability), cell=name)
            out.append(text)
        if self.instead is None and not self.instead_in_time:
            out.append(
                translate("Loss", "Finding the easiest deduction in that position took too long.")
            )
        elif self.instead is None and self.freed is not None:
            pass  # the wrong flag the numbers clear is the deduction, said above
        elif self.instead is None:
            out.append(
                translate(
                    "Loss",
                    "Nothing else could be proven in that position either: it needed a guess.",
                )
            )
        elif self.instead.cell == self.cell:
            text = translate(
                "Loss",
                "It was also the easiest deduction in that position: {cell} should have been "
                "flagged, not opened.",
            )
            out.append(text.format(cell=name))
        else:
            text = translate("Loss", "The easiest deduction available instead: {step}")
            out.append(text.format(step=say(self.instead)))
        return out

    def _proof_left_out(self) -> str:
        """Why a proof by the numbers alone comes without its steps."""
        if not self.proof_in_time:
            return translate("Loss", "Showing it step by step took too long.")
        return translate("Loss", "Its step-by-step proof is too long to show here.")

    def _misleading(self) -> str:
        flags = join_list(format_cell(c) for c in self.misleading_flags)
        one = len(self.misleading_flags) == 1
        freed = format_cell(self.freed) if self.freed is not None else ""
        if self.freed in self.misleading_flags:
            text = (
                translate(
                    "Loss",
                    "Your flag at {flags} was not on a mine: the numbers proved {freed} safe.",
                )
                if one
                else translate(
                    "Loss",
                    "Your flags at {flags} were not on mines: the numbers proved {freed} safe.",
                )
            )
        elif self.freed is not None:
            text = (
                translate(
                    "Loss",
                    "Your flag at {flags} was not on a mine; without it, {freed} was provably "
                    "safe.",
                )
                if one
                else translate(
                    "Loss",
                    "Your flags at {flags} were not on mines; without them, {freed} was "
                    "provably safe.",
                )
            )
        elif one:
            text = translate("Loss", "Your flag at {flags} was not on a mine.")
        else:
            text = translate("Loss", "Your flags at {flags} were not on mines.")
        return text.format(flags=flags, freed=freed)

    @property
    def text(self) -> str:
        return " ".join(self.sentences())

    def highlights(self) -> dict[Cell, HintRole]:
        """Cells to mark on the position before the mistake, by role.

        MISTAKE: the hit cell; AREA: the numbers of its proof's last step; CLUE and
        TARGET (and any other role the hint's words use): the easiest deduction instead;
        WRONG_FLAG: flags that misled a chord.
        """
        marks: dict[Cell, HintRole] = {}
        if self.proof:
            for c in self.proof[-1].clues:
                marks[c] = HintRole.AREA
        if self.instead is not None:
            # The hint engine's own marks: the cells its words name, by role.
            named = self.instead.highlights or (
                *((c, HintRole.CLUE) for c in self.instead.clues),
                (self.instead.cell, HintRole.TARGET),
            )
            for c, role in named:
                marks[c] = role
        for c in (*self.wrong_flags, *self.misleading_flags):
            marks[c] = HintRole.WRONG_FLAG
        marks[self.cell] = HintRole.MISTAKE
        return marks


def _percent(p: float) -> str:
    pct = 100 * p
    if 0.5 <= pct <= 99.5:
        digits = 0
    elif pct > 99.5:
        digits = 1
    else:
        digits = max(0, 1 - math.floor(math.log10(pct))) if pct > 0 else 0
    # A percentage never breaks across lines (French puts a space before "%").
    return translate("Summary", "{value}%").format(value=number(pct, digits)).replace(" ", "\u00a0")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def explain_loss(
    values: Board,
    total_mines: int,
    cell: Cell,
    *,
    action: MoveAction = MoveAction.OPEN,
    via: Cell | None = None,
    mines: frozenset[Cell] | None = None,
    cancel: CancelCheck | None = None,
    budget: float = TIME_BUDGET,
) -> LossExplanation:
    """Explain hitting the mine at ``cell`` from ``values``, the position before the action.

    ``mines`` (the real layout) names the wrong flags around a chorded number.
    Long engine calls stop when ``cancel()`` returns True (raising ``Cancelled``);
    what does not fit in ``budget`` seconds is left out, and the text says so.
    """
    board = np.asarray(values, dtype=np.int8)
    height, width = board.shape
    deadline = time.monotonic() + budget

    def left(share: float = 1.0) -> float:
        return share * (deadline - time.monotonic())

    # The numbers and the count decide; the player's flags are only claims.
    plain = board.copy()
    plain[plain == FLAGGED] = COVERED
    try:
        found: MineProof | None = prove_mine(
            plain, cell, cancel=cancel, budget=_at_least(left(PROOF_SHARE))
        )
    except OutOfTime:
        found = None
    deduction: Deduction | None
    try:
        deduction = solve_state(
            plain, total_mines, cancel=cancel, budget=_at_least(left(SOLVE_SHARE))
        )
    except BudgetExceeded:
        deduction = None
    checked = Checked.EVERYTHING
    proof: tuple[Step, ...] = ()
    proof_in_time = True
    probability: float | None = None
    by_numbers = found is not None and found.numbers_only
    if found is not None and found.numbers_only:
        proven = True
        proof, proof_in_time = found.steps, found.in_time
    elif deduction is not None:
        proven = cell in deduction.mines  # with the mine count (or numbers unchecked in time)
        if not proven:
            try:
                odds = mine_probabilities(
                    plain, total_mines, cancel=cancel, budget=_at_least(left())
                )
                probability = float(odds[cell])
            except BudgetExceeded:
                probability = None
    else:
        proven = False
        checked = Checked.NOTHING if found is None else Checked.NUMBERS
    instead: Step | None = None
    in_time = False
    spare = left(INSTEAD_SHARE)
    if spare > 0:
        try:
            # With the player's flags: a step about a cell still undecided (a flag on a
            # proven mine counts as that mine, no flagged cell is offered again).
            instead = easiest_step(board, total_mines, cancel=cancel, budget=spare)
            in_time = True
        except OutOfTime:
            pass
    flagged = {(int(r), int(c)) for r, c in np.argwhere(board == FLAGGED).tolist()}
    known_safe = deduction.safe if deduction is not None else frozenset()
    not_mines = flagged - mines if mines is not None else flagged & known_safe
    wrong: tuple[Cell, ...] = ()
    via_value: int | None = None
    if action is MoveAction.CHORD and via is not None:
        via_value = int(board[via])
        around = set(neighbours(height, width, via))
        wrong = tuple(sorted(not_mines & around))
    misleading = tuple(sorted(not_mines - set(wrong)))
    freed: Cell | None = None
    if misleading:
        cleared = sorted(set(misleading) & known_safe)
        if cleared:  # a wrong flag the numbers prove safe: the most direct thing to say
            freed = cleared[0]
        elif instead is not None and not instead.is_mine:
            freed = instead.cell
        else:
            safe = sorted(known_safe - flagged)
            freed = safe[0] if safe else None
    return LossExplanation(
        cell=cell,
        action=action,
        via=via,
        via_value=via_value,
        wrong_flags=wrong,
        proven_mine=proven,
        proof=proof,
        probability=probability,
        uses_mine_count=proven and not by_numbers,
        instead=instead,
        misleading_flags=misleading,
        freed=freed,
        instead_in_time=in_time,
        checked=checked,
        proof_in_time=proof_in_time,
    )


def _at_least(seconds: float) -> float:
    """A budget for a part that must run even when the time is nearly spent (it then
    gives up at once and says so)."""
    return max(0.001, seconds)
