"""Engine jobs of the game flow: their kinds, the job table, and the calls they run.

The controller hands these to a :class:`JobStarter` (the window's thread pools); each
runs off the GUI thread as ``job(cancel)``.  A job is a :class:`JobCall`: the engine call
and the handler of its result, typed together, so the result comes back as a
:class:`Delivery` that hands it to that handler and no code dispatches on ``Any``.
"""

from __future__ import annotations

import datetime as dt
import enum
import gc
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Generic, Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    Board,
    BoardLayout,
    Cell,
    FlagReport,
    Grade,
    GradeChoice,
    HintLadder,
    HintStage,
    cell_type_board,
    three_bv,
)
from minesweeper_app.game import LEVELS, Game, Level, custom_level
from minesweeper_app.game.events import BoardSource

CancelCheck = Callable[[], bool]
T = TypeVar("T")


class Creator(Protocol):
    """Makes a board's mines (``engine.create_board``, or a test's fixed layout)."""

    def __call__(
        self,
        height: int,
        width: int,
        mines: int,
        start: Cell,
        *,
        seed: int,
        timeout: float,
        cancel: CancelCheck,
        grade: GradeChoice = ...,
    ) -> Iterable[Cell]: ...


@dataclass(frozen=True)
class Delivery:
    """A finished job's result bound to its handler; the GUI thread calls ``hand_over``."""

    hand_over: Callable[[], None]


@dataclass(frozen=True)
class JobCall(Generic[T]):
    """An engine call and the handler of its result (``failed`` of its error)."""

    call: Callable[[CancelCheck], T]
    done: Callable[[T], None]
    failed: Callable[[BaseException], None]

    def __call__(self, cancel: CancelCheck) -> Delivery:
        """Run off the GUI thread: the result, bound to its handler."""
        return self.deliver(self.call(cancel))

    def deliver(self, result: T) -> Delivery:
        return Delivery(partial(self.done, result))


JobRun = Callable[[CancelCheck], Delivery]
"""What a job starter runs off the GUI thread (a :class:`JobCall`)."""
HintEngine = Callable[[HintLadder, Board, int, CancelCheck], HintStage]
FlagChecker = Callable[[Board, int, CancelCheck], FlagReport]

COLLECTOR_THRESHOLDS = (50_000, 20, 100)
"""The cycle collector's thresholds while engine jobs run (CPython's are 700, 10, 10)."""


def tune_collector() -> None:
    """Collect cycles far less often than CPython's default.

    A hint, a flag check or a loss explanation on a 128x128 board copies the solver's
    knowledge, some 16,000 sets, and every 700 new objects woke the cycle collector; the
    young-generation passes alone took a large share of those calls (``bench big`` measures
    the safe-only hint and the loss explanation on such boards). Reference counting
    frees the engine's objects (it makes no cycles: tests/engine/test_no_garbage_cycles.py),
    so the cost is that the odd garbage cycle elsewhere lives a little longer, and that a
    young pass, when it comes, walks up to 50,000 objects (on a pool thread).
    The window's engine jobs also freeze what they leave alive (``ui/workers.py``), so
    passes do not walk the solver's kept states.
    """
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


DEFAULT_CREATION_TIMEOUT = 20.0
GRADED_CREATION_TIMEOUT = 90.0
"""A board of a chosen logic grade may take many tries (an easy Expert board: seconds)."""


class JobKind(enum.Enum):
    """What an engine job computes; help jobs run on their own pool and are cancelled by moves."""

    CREATE = "create"
    HINT = "hint"
    CHECK_FLAGS = "check_flags"
    EXPLAIN_LOSS = "explain_loss"
    PREPARE_BOARD = "prepare_board"  # a board id's or the daily board's grade (and layout)
    ANALYSIS = "analysis"
    BOARD_FACTS = "board_facts"  # the board's id and 3BV, worked out before the game ends

    @property
    def is_help(self) -> bool:
        return self not in (JobKind.CREATE, JobKind.PREPARE_BOARD, JobKind.BOARD_FACTS)


class JobStarter(Protocol):
    """Runs ``call(cancel)`` off the GUI thread and reports back with ``ticket``."""

    def start(self, ticket: int, kind: JobKind, call: JobRun) -> None: ...

    def cancel(self, ticket: int) -> None: ...


class JobTable:
    """One ticket per kind of job: a new job of a kind replaces (cancels) the one before.

    Hints and flag checks share one place (a new request replaces the other), so the
    controller holds one mapping instead of a ticket field and a cancel method per job.
    """

    def __init__(self, jobs: JobStarter) -> None:
        self.jobs = jobs
        self._tickets: dict[JobKind, int] = {}
        self._kinds: dict[int, JobKind] = {}
        self._failed: dict[int, Callable[[BaseException], None]] = {}
        self._next = 0

    @staticmethod
    def _slot(kind: JobKind) -> JobKind:
        return JobKind.HINT if kind is JobKind.CHECK_FLAGS else kind

    def start(
        self,
        kind: JobKind,
        call: Callable[[CancelCheck], T],
        done: Callable[[T], None],
        failed: Callable[[BaseException], None],
    ) -> int:
        """Run ``call``; ``done(result)`` or ``failed(error)`` follows if it is still current."""
        slot = self._slot(kind)
        self.cancel(slot)
        self._next += 1
        self._tickets[slot] = self._next
        self._kinds[self._next] = kind
        self._failed[self._next] = failed
        self.jobs.start(self._next, kind, JobCall(call, done, failed))
        return self._next

    def cancel(self, kind: JobKind) -> None:
        ticket = self._tickets.pop(self._slot(kind), None)
        if ticket is not None:
            self._failed.pop(ticket, None)
            self.jobs.cancel(ticket)

    def cancel_all(self) -> None:
        for slot in list(self._tickets):
            self.cancel(slot)

    def running(self, kind: JobKind) -> bool:
        return self._slot(kind) in self._tickets

    def running_kind(self, kind: JobKind) -> JobKind | None:
        """The kind running in ``kind``'s place (a hint or a flag check share one)."""
        ticket = self._tickets.get(self._slot(kind))
        return None if ticket is None else self._kinds.get(ticket)

    def finish(self, kind: JobKind, ticket: int) -> bool:
        """True once for the current job of ``kind``; stale tickets give False."""
        slot = self._slot(kind)
        if self._tickets.get(slot) != ticket:
            return False
        del self._tickets[slot]
        self._failed.pop(ticket, None)
        return True

    def finished(self, ticket: int, kind: JobKind, delivery: Delivery) -> None:
        """A job's result: handed to its handler if the job is still the current one."""
        if self.finish(kind, ticket):
            delivery.hand_over()

    def failed(self, ticket: int, kind: JobKind, exc: BaseException) -> None:
        """A job's error: handed to its handler if the job is still the current one."""
        handler = self._failed.get(ticket)
        if handler is not None and self.finish(kind, ticket):
            handler(exc)


@dataclass(frozen=True)
class CreatedBoard:
    """A creation job's answer: the mines and the board's logic grade (None: ungraded)."""

    mines: frozenset[Cell]
    grade: Grade | None


@dataclass(frozen=True)
class PreparedBoard:
    """A board known before the first click (a board id or the daily board), graded."""

    level: Level
    mines: frozenset[Cell]
    start: Cell
    grade: Grade | None
    source: BoardSource
    """How the player asked for it: a board id or the daily board."""
    facts: BoardFacts | None = None
    """Its id and 3BV, worked out in the same job (a big board's id takes a while)."""


@dataclass(frozen=True)
class BoardFacts:
    """What a game's end records about its board: the board with its id already encoded
    (slow on big boards) and its 3BV, worked out off the GUI thread once it exists."""

    layout: BoardLayout
    three_bv: int


def board_facts(layout: BoardLayout, cancel: CancelCheck | None = None) -> BoardFacts:
    """The board's id (kept by the layout) and 3BV; ``cancel`` is polled on big boards,
    where both take milliseconds of pure Python (and the window's worker yields there)."""
    layout.find_board_id(cancel)
    types = cell_type_board(layout.height, layout.width, layout.mines)
    return BoardFacts(layout, three_bv(types, cancel=cancel))


INLINE_FACTS_CELLS = 32 * 32
"""Up to this many cells a board's id and 3BV take about a millisecond on the GUI thread
(``bench ui --only end`` measures the end of a game), so a game that ends before the facts
job answers works them out itself; a bigger board's end waits for the job."""


def facts_at_hand(game: Game) -> bool:
    """Whether the game's end can read its board's id and 3BV without a stall."""
    return game.facts_known or game.height * game.width <= INLINE_FACTS_CELLS


def level_for(height: int, width: int, mines: int) -> Level:
    """The standard level of that size, else a custom one."""
    for level in LEVELS.values():
        if (level.height, level.width, level.mines) == (height, width, mines):
            return level
    return custom_level(height, width, mines)


def grade_of(
    height: int, width: int, mines: Iterable[Cell], start: Cell, cancel: CancelCheck
) -> Grade | None:
    """The logic grade of a board, or None if it cannot be won without guessing."""
    from minesweeper_app.engine import grade_board

    try:
        return grade_board(height, width, mines, start, cancel=cancel).grade
    except ValueError:
        return None


def prepare_daily(date: dt.date, cancel: CancelCheck) -> PreparedBoard:
    from minesweeper_app.engine import daily_board

    height, width, mines, start = daily_board(date, cancel=cancel)
    return PreparedBoard(
        level_for(height, width, len(mines)),
        mines,
        start,
        grade_of(height, width, mines, start, cancel),
        BoardSource.DAILY,
        board_facts(BoardLayout(height, width, mines, start)),
    )


def press_hint(ladder: HintLadder, values: Board, total: int, cancel: CancelCheck) -> HintStage:
    return ladder.press(values, total, cancel=cancel)


def check_flags(values: Board, total: int, cancel: CancelCheck) -> FlagReport:
    from minesweeper_app.engine import check_flags as engine_check_flags

    return engine_check_flags(values, total, cancel=cancel)


def analyse(values: Board, total: int, cancel: CancelCheck) -> npt.NDArray[np.float64]:
    from minesweeper_app.engine import mine_probabilities

    return mine_probabilities(values, total, cancel=cancel)


def default_creator(
    height: int,
    width: int,
    mines: int,
    start: Cell,
    *,
    seed: int,
    timeout: float,
    cancel: CancelCheck,
    grade: GradeChoice = GradeChoice.ANY,
) -> frozenset[Cell]:
    from minesweeper_app.engine import create_board

    return create_board(
        height, width, mines, start, seed=seed, timeout=timeout, cancel=cancel, grade=grade
    )


def creation_call(
    creator: Creator, level: Level, start: Cell, seed: int, timeout: float, grade: GradeChoice
) -> Callable[[CancelCheck], CreatedBoard]:
    """The creation job: the creator's mines and the board's logic grade."""

    def create(cancel: CancelCheck) -> CreatedBoard:
        height, width, count = level.height, level.width, level.mines
        if grade is GradeChoice.ANY:  # creators that know no grades keep working
            made = creator(height, width, count, start, seed=seed, timeout=timeout, cancel=cancel)
        else:
            made = creator(
                height, width, count, start, seed=seed, timeout=timeout, cancel=cancel, grade=grade
            )
        mines = frozenset(made)
        return CreatedBoard(mines, grade_of(height, width, mines, start, cancel))

    return create
