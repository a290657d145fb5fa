"""Why a mine was hit, in words, from the position just before the fatal action. No Qt.

On a board made without guessing every loss is a reasoning mistake, and the engine
can say which one.  The hit cell was either *provably a mine* (then the proof is
shown, built from the hint engine's easiest steps) or *nothing proved it safe*
(then its exact mine probability shows how much of a guess it was).  Either way
the hint engine's easiest deduction in that position is what the player could
have done instead.

Only the engine's public API is used.  The proof of a mine reuses ``easiest_step``:
every covered cell that is not a proven mine is flagged in a scratch copy, so the
only cells left to prove are mines; flags on unproven cells still count as covered,
so the numbers say the same.  Steps are taken (each proven mine then counts as
flagged) until the hit cell is the step, and steps the last one does not rest on
are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    Cell,
    HintRole,
    Step,
    easiest_step,
    format_cell,
    mine_probabilities,
    neighbours,
    solve_state,
)

MAX_PROOF_STEPS = 40
"""Steps tried before the proof is told in one sentence instead of step by step."""

CancelCheck = Callable[[], bool]


@dataclass(frozen=True)
class LossExplanation:
    """What went wrong, as data; ``text`` and ``highlights`` are what the window shows.

    ``action`` is "open" (the cell was clicked) or "chord" (a number's flags looked
    complete, by the player's chord or by auto-open, and its other cells were opened:
    ``via`` is that number, ``wrong_flags`` its flags that were not on mines).
    """

    cell: Cell
    action: str
    via: Cell | None
    via_value: int | None
    wrong_flags: tuple[Cell, ...]
    proven_mine: bool
    proof: tuple[Step, ...]
    probability: float | None
    uses_mine_count: bool
    instead: Step | None

    def sentences(self) -> list[str]:
        """The explanation as paragraphs, most important first."""
        name = format_cell(self.cell)
        title = name[:1].upper() + name[1:]
        out: list[str] = []
        if self.action == "chord" and self.via is not None:
            number = f"the {self.via_value} at {format_cell(self.via)}"
            text = (
                f"The chord on {number} opened {name}: its flags looked complete, "
                "so its other covered cells seemed safe"
            )
            if self.wrong_flags:
                flags = ", ".join(format_cell(c) for c in self.wrong_flags)
                one = len(self.wrong_flags) == 1
                text += (
                    f", but the flag{'' if one else 's'} at {flags} "
                    f"{'was' if one else 'were'} not on a mine"
                )
            out.append(text + ".")
        if self.proven_mine:
            head = f"{title} was provably a mine."
            if len(self.proof) == 1:
                out.append(f"{head} {self.proof[0].text}")
            elif self.proof:
                steps = " ".join(f"{i}. {s.text}" for i, s in enumerate(self.proof, 1))
                out.append(
                    f"{head} Step by step (each step counts the mines proven "
                    f"before it as flagged): {steps}"
                )
            else:
                what = "numbers and the mine count" if self.uses_mine_count else "numbers"
                out.append(
                    f"{head} No way to place the mines that fits the {what} leaves {name} safe."
                )
        else:
            text = f"Nothing proved {name} safe: opening it was a guess."
            if self.probability is not None:
                text += (
                    " Of all the ways to place the mines that fit the numbers and the "
                    f"mine count, {_percent(self.probability)} put a mine on {name}."
                )
            out.append(text)
        if self.instead is None:
            out.append("Nothing else could be proven in that position either: it needed a guess.")
        elif self.instead.cell == self.cell:
            out.append(
                "It was also the easiest deduction in that position: "
                f"{name} should have been flagged, not opened."
            )
        else:
            out.append(f"The easiest deduction available instead: {self.instead.text}")
        return out

    @property
    def text(self) -> str:
        return " ".join(self.sentences())

    def highlights(self) -> dict[Cell, str]:
        """Cells to mark on the position before the mistake, by role name.

        MISTAKE: the hit cell; AREA: the numbers of its proof's last step; CLUE and
        TARGET (and any other role the hint's words use): the easiest deduction instead;
        WRONG_FLAG: flags that misled a chord.
        """
        marks: dict[Cell, str] = {}
        if self.proof:
            for c in self.proof[-1].clues:
                marks[c] = "AREA"
        if self.instead is not None:
            # The hint engine's own marks: the cells its words name, by role.
            named = self.instead.highlights or (
                *((c, HintRole.CLUE) for c in self.instead.clues),
                (self.instead.cell, HintRole.TARGET),
            )
            for c, role in named:
                marks[c] = role.name
        for c in self.wrong_flags:
            marks[c] = "WRONG_FLAG"
        marks[self.cell] = "MISTAKE"
        return marks


def _percent(p: float) -> str:
    pct = 100 * p
    if 0.5 <= pct <= 99.5:
        return f"{pct:.0f}\u00a0%"
    return f"{pct:.2g}\u00a0%"


def explain_loss(
    values: Board,
    total_mines: int,
    cell: Cell,
    *,
    action: str = "open",
    via: Cell | None = None,
    mines: frozenset[Cell] | None = None,
    cancel: CancelCheck | None = None,
) -> LossExplanation:
    """Explain hitting the mine at ``cell`` from ``values``, the position before the action.

    ``mines`` (the real layout) names the wrong flags around a chorded number.
    Long engine calls stop when ``cancel()`` returns True (raising ``Cancelled``).
    """
    board = np.asarray(values, dtype=np.int8)
    height, width = board.shape
    deduction = solve_state(board, total_mines, cancel=cancel)
    proven = cell in deduction.mines
    proof: tuple[Step, ...] = ()
    probability: float | None = None
    numbers_only = True
    if proven:
        proof = _proof_of_mine(board, total_mines, cell, deduction.mines, cancel)
        numbers_only = cell in solve_state(board, None, cancel=cancel).mines
    else:
        probability = float(mine_probabilities(board, total_mines, cancel=cancel)[cell])
    instead = easiest_step(board, total_mines, cancel=cancel)
    wrong: tuple[Cell, ...] = ()
    via_value: int | None = None
    if action == "chord" and via is not None:
        via_value = int(board[via])
        if mines is not None:
            wrong = tuple(
                sorted(
                    n
                    for n in neighbours(height, width, via)
                    if int(board[n]) == FLAGGED and n not in mines
                )
            )
    return LossExplanation(
        cell=cell,
        action=action,
        via=via,
        via_value=via_value,
        wrong_flags=wrong,
        proven_mine=proven,
        proof=proof,
        probability=probability,
        uses_mine_count=not numbers_only,
        instead=instead,
    )


def _proof_of_mine(
    board: Board,
    total_mines: int,
    cell: Cell,
    proven_mines: frozenset[Cell],
    cancel: CancelCheck | None,
) -> tuple[Step, ...]:
    """The easiest steps that end in ``cell`` being a mine; () if they take too many."""
    scratch = board.copy()
    hidden = np.argwhere((scratch == COVERED) | (scratch == FLAGGED))
    for r, c in hidden.tolist():
        if (r, c) != cell and (r, c) not in proven_mines:
            scratch[r, c] = FLAGGED
    steps: list[Step] = []
    for _ in range(MAX_PROOF_STEPS):
        step = easiest_step(scratch, total_mines, cancel=cancel)
        if step is None:
            return ()
        steps.append(step)
        if step.cell == cell:
            return _needed(steps, *board.shape)
        scratch[step.cell] = FLAGGED
    return ()


def _needed(steps: list[Step], height: int, width: int) -> tuple[Step, ...]:
    """The last step and the earlier ones it rests on: mines next to a later step's numbers
    (or every earlier one, once a step counts all the mines)."""
    kept = [steps[-1]]
    near: set[Cell] = set()
    every = steps[-1].uses_mine_count
    for clue in steps[-1].clues:
        near.update(neighbours(height, width, clue))
    for step in reversed(steps[:-1]):
        if every or step.cell in near:
            kept.append(step)
            every = every or step.uses_mine_count
            for clue in step.clues:
                near.update(neighbours(height, width, clue))
    return tuple(reversed(kept))
