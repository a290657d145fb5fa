"""The hint ladder (Kunz section 3.5): repeated Hint presses escalate, as Qt-free data.

Mistakes come first (too many flags, wrong flags, doubtful flags: each as a general
warning, then with the cells; a wrong flag is then removed), then progress: where to
look, which cell, why, an offer, and the move. In no-flag mode (Kunz 3.5.2) only safe
cells are ever hinted. A press is bounded by a time budget: when the exact answer
takes longer, the stages say what quick local reasoning proves, and say so.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.engine.assist.budget import Budget, CancelCheck, OutOfTime
from minesweeper_app.engine.assist.easiest import Step, find_step, quick_step
from minesweeper_app.engine.assist.flags import (
    FlagReport,
    cells_where,
    check_total,
    flag_report,
    too_many_flags,
)
from minesweeper_app.engine.board import COVERED, FLAGGED, Board, BoardLike, Cell, check_values
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition
from minesweeper_app.engine.moves import Move, MoveAction

DEFAULT_BUDGET = 0.3
"""Seconds a Hint press may spend on the exact answer (a local one gets half as long again)."""

MAX_NAMED_NUMBERS = 3
"""Numbers with too many flags described one by one in a stage."""


class HintKind(enum.StrEnum):
    """What a stage is about. A StrEnum, so ``kind == "make_move"`` also holds."""

    TOO_MANY_FLAGS = "too_many_flags"
    WRONG_FLAGS = "wrong_flags"
    REMOVE_FLAG = "remove_flag"
    """Carries a ``Move`` with ``MoveAction.UNFLAG``."""
    UNPROVEN_FLAGS = "unproven_flags"
    INCONSISTENT = "inconsistent"
    PROGRESS_AREA = "progress_area"
    PROGRESS_CELL = "progress_cell"
    PROGRESS_REASON = "progress_reason"
    OFFER_MOVE = "offer_move"
    MAKE_MOVE = "make_move"
    """Carries a ``Move`` with ``MoveAction.OPEN`` or ``MoveAction.FLAG``."""
    SOLVED = "solved"
    NO_PROGRESS = "no_progress"
    OUT_OF_TIME = "out_of_time"
    """Nothing found in time; the next press on the same board thinks twice as long."""
    FLAG_CHECK = "flag_check"
    """The answer to Check flags (``flag_check_stage``), not a ladder stage."""


MISTAKE_KINDS = frozenset(
    {HintKind.TOO_MANY_FLAGS, HintKind.WRONG_FLAGS, HintKind.REMOVE_FLAG, HintKind.UNPROVEN_FLAGS}
)


@dataclass(frozen=True)
class HintStage:
    """One press of Hint, as data: what to say (``reasons``, one sentence each, worded
    when shown by ``minesweeper_app.game.wording.say``) and which cells to mark.

    Words and board agree: every cell the sentences name ("row R, column C") is in
    ``highlights`` with the role of what they say about it, and every highlighted cell
    is named, except a group they call "highlighted" (role AREA, or the rest of a long
    list). ``move`` is set only on MAKE_MOVE (open or flag the cell) and REMOVE_FLAG
    (unflag it); the window makes the move itself.
    """

    kind: HintKind
    reasons: tuple[why.Reason, ...]
    highlights: why.Marks = ()
    move: Move | None = None


def _stage(kind: HintKind, *reasons: why.Reason, move: Move | None = None) -> HintStage:
    return HintStage(kind, reasons, why.marks_of(reasons), move)


class HintLadder:
    """Repeated Hint presses on an unchanged board escalate; a changed board starts over.

    ``budget`` (seconds, None for no limit) bounds each new position's analysis; a
    position that took too long is analysed again with twice the time on the next press.
    """

    def __init__(
        self, no_flag_mode: bool = False, *, budget: float | None = DEFAULT_BUDGET
    ) -> None:
        Budget(budget)  # validates
        self.no_flag_mode = no_flag_mode
        self.budget = budget
        self._key: tuple[Any, ...] | None = None
        self._stages: list[HintStage] = []
        self._next = 0
        self._patience = 1

    def press(
        self,
        values: BoardLike,
        total_mines: int | None = None,
        *,
        cancel: CancelCheck | None = None,
    ) -> HintStage:
        """The next stage for this board. ``cancel`` is polled every few ms (Cancelled)."""
        board = check_values(values)
        total = check_total(total_mines, board)
        key = (board.shape, board.tobytes(), total, self.no_flag_mode)
        if key != self._key:
            told = self._wrong_flags_named()
            self._key = None  # a cancelled press leaves nothing half-done behind
            self._patience = 1
            self._stages = self._analyse(board, total, cancel)
            self._key = key
            self._next = self._resume(told)
        elif self._next >= len(self._stages) and self._stages[-1].kind is HintKind.OUT_OF_TIME:
            self._patience *= 2
            old = self._stages
            self._stages = self._analyse(board, total, cancel)
            same = [s for s in old if s.kind in MISTAKE_KINDS] == [
                s for s in self._stages if s.kind in MISTAKE_KINDS
            ]
            self._next = (
                next(i for i, s in enumerate(self._stages) if s.kind not in MISTAKE_KINDS)
                if same
                else 0
            )
        stage = self._stages[min(self._next, len(self._stages) - 1)]
        self._next += 1
        return stage

    def _wrong_flags_named(self) -> frozenset[Cell]:
        """The flags the presses so far have named as wrong on the previous board."""
        return frozenset(
            cell
            for stage in self._stages[: self._next]
            if stage.kind is HintKind.WRONG_FLAGS
            for cell, _ in stage.highlights
        )

    def _resume(self, told: frozenset[Cell]) -> int:
        """Where a new board's ladder starts: past the general "N flags are wrong" when
        every wrong flag left was already named (one was just removed), so the next
        press goes on to the next flag instead of repeating the warning."""
        stages = self._stages
        if (
            told
            and len(stages) > 1
            and stages[0].kind is stages[1].kind is HintKind.WRONG_FLAGS
            and {cell for cell, _ in stages[1].highlights} <= told
        ):
            return 1
        return 0

    def _analyse(
        self, board: Board, total: int | None, cancel: CancelCheck | None
    ) -> list[HintStage]:
        seconds = None if self.budget is None else self.budget * self._patience
        if cancel is not None and cancel():  # a stale press does no work and keeps nothing
            raise Cancelled("The helper was cancelled.")
        return hint_stages(
            board, total, no_flag_mode=self.no_flag_mode, budget=Budget(seconds, cancel)
        )


def hint_stages(
    board: Board, total: int | None, *, no_flag_mode: bool, budget: Budget
) -> list[HintStage]:
    """Every stage of the ladder for one board, in the order the presses show them."""
    if budget.seconds is not None and not (board == FLAGGED).any():
        try:
            quick = quick_step(board, total, no_flag_mode, budget)
        except InconsistentPosition as exc:
            return [_stage(HintKind.INCONSISTENT, why.Inconsistent(exc.cell, total))]
        except Cancelled:
            budget.caller_cancelled()
            quick = None
        if quick is not None:
            return _progress_stages(quick, no_flag_mode, local=False)
    try:
        report, deduction = flag_report(board, total, budget)
    except InconsistentPosition as exc:
        return [_stage(HintKind.INCONSISTENT, why.Inconsistent(exc.cell, total))]
    stages = _mistake_stages(board, report)
    if deduction is None:  # not even the numbers' consistency could be checked in time
        return [*stages, _stage(HintKind.OUT_OF_TIME, why.TooLong())]
    hidden = cells_where(board, COVERED) | cells_where(board, FLAGGED)
    if hidden <= deduction.mines:
        return [*stages, _stage(HintKind.SOLVED, why.Solved())]
    try:
        step = find_step(board, total, no_flag_mode, budget, deduction)
    except InconsistentPosition as exc:
        return [_stage(HintKind.INCONSISTENT, why.Inconsistent(exc.cell, total))]
    except OutOfTime:
        return [*stages, _stage(HintKind.OUT_OF_TIME, why.TooLong())]
    if step is None:
        return [*stages, _stage(HintKind.NO_PROGRESS, why.NoProgress(no_flag_mode))]
    return stages + _progress_stages(step, no_flag_mode, budget.local)


def _too_many_said(board: Board, numbers: list[Cell]) -> list[why.Reason]:
    around = too_many_flags(board)
    said: list[why.Reason] = [
        why.TooManyNumber((int(board[cell]), cell), tuple(around[cell]))
        for cell in numbers[:MAX_NAMED_NUMBERS]
    ]
    if len(numbers) > MAX_NAMED_NUMBERS:
        said.append(why.TooManyRest(len(numbers) - MAX_NAMED_NUMBERS))
    return said


def _mistake_stages(board: Board, report: FlagReport) -> list[HintStage]:
    stages: list[HintStage] = []
    if report.too_many:
        numbers = sorted(report.too_many)
        stages += [
            _stage(HintKind.TOO_MANY_FLAGS, why.TooManyGeneral(len(numbers))),
            _stage(HintKind.TOO_MANY_FLAGS, *_too_many_said(board, numbers)),
        ]
    if report.wrong:
        cells = sorted(report.wrong)
        stages += [
            _stage(HintKind.WRONG_FLAGS, why.WrongGeneral(len(cells))),
            _stage(HintKind.WRONG_FLAGS, why.WrongCells(tuple(cells)), why.OfferUnflag(cells[0])),
            _stage(
                HintKind.REMOVE_FLAG,
                why.RemoveFlag(cells[0]),
                move=Move(MoveAction.UNFLAG, cells[0]),
            ),
        ]
    doubtful = sorted(report.unproven - report.wrong) if report.complete else []
    if doubtful:
        stages += [
            _stage(HintKind.UNPROVEN_FLAGS, why.UnprovenGeneral(len(doubtful))),
            _stage(HintKind.UNPROVEN_FLAGS, why.UnprovenCells(tuple(doubtful))),
        ]
    return stages


def _progress_stages(step: Step, no_flag_mode: bool, local: bool) -> list[HintStage]:
    clues = tuple(sorted(step.clues))
    action = MoveAction.FLAG if step.is_mine else MoveAction.OPEN
    return [
        _stage(
            HintKind.PROGRESS_AREA,
            why.ProgressArea(clues, step.uses_mine_count, no_flag_mode, local),
        ),
        _stage(HintKind.PROGRESS_CELL, why.ProgressCell(clues, step.cell, step.uses_mine_count)),
        HintStage(HintKind.PROGRESS_REASON, step.reasons, step.highlights),
        _stage(HintKind.OFFER_MOVE, why.OfferMove(step.cell, step.is_mine)),
        _stage(
            HintKind.MAKE_MOVE,
            why.MakeMove(step.cell, step.is_mine),
            move=Move(action, step.cell),
        ),
    ]


def flag_check_stage(values: BoardLike, report: FlagReport) -> HintStage:
    """Check flags' answer in words and marks for ``report`` on the board ``values``."""
    board = check_values(values)
    if report.is_empty:
        return _stage(HintKind.FLAG_CHECK, why.NoFlags())
    said: list[why.Reason] = []
    if report.too_many:
        said += _too_many_said(board, sorted(report.too_many))
    if report.wrong:
        said.append(why.WrongCells(tuple(sorted(report.wrong))))
    doubtful = sorted(report.unproven - report.wrong)
    if report.complete and doubtful:
        said.append(why.UnprovenCells(tuple(doubtful)))
    if not said:
        said = [why.FlagsFine(report.checked, report.complete)]
    elif not report.complete:
        said.append(why.FlagsUnchecked())
    return _stage(HintKind.FLAG_CHECK, *said)
