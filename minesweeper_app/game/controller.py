"""The game flow, without Qt: creation jobs and retries, hints, flag checks, results.

The window is a view.  It forwards the player's clicks here and shows what this
controller reports through :class:`GameView`.  Engine calls never run here: they are
handed to a :class:`JobStarter` (the window's thread pools) as ``call(cancel)`` and
their answers come back through :meth:`GameController.job_finished` or
:meth:`GameController.job_failed` with the ticket they were started with.  A ticket
that is no longer current (the player moved, started a new game or closed the window)
makes a late answer harmless, and the job is told to stop through its cancel check.
"""

from __future__ import annotations

import datetime as dt
import enum
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    GRADE_CHOICES,
    Board,
    Cell,
    CreationCancelled,
    FlagReport,
    Grade,
    HintLadder,
    HintRole,
    HintStage,
    decode_board_id,
    format_cell,
)
from minesweeper_app.game import LEVELS, Game, Level, Move, State, custom_level
from minesweeper_app.game.loss import LossExplanation, explain_loss

CancelCheck = Callable[[], bool]
EngineCall = Callable[[CancelCheck], Any]
Creator = Callable[..., Any]
HintEngine = Callable[[HintLadder, Board, int, CancelCheck], HintStage]
FlagChecker = Callable[[Board, int, CancelCheck], FlagReport]

DEFAULT_CREATION_TIMEOUT = 20.0
GRADED_CREATION_TIMEOUT = 90.0
"""A board of a chosen logic grade may take many tries (an easy Expert board: seconds)."""
UNFLAG = 2
"""The engine's move code for taking a wrong flag off (``MoveAction.UNFLAG``)."""


class JobKind(enum.Enum):
    """What an engine job computes; help jobs run on their own pool and are cancelled by moves."""

    CREATE = "create"
    HINT = "hint"
    CHECK_FLAGS = "check_flags"
    EXPLAIN_LOSS = "explain_loss"
    PREPARE_BOARD = "prepare_board"  # a board id's or the daily board's grade (and layout)
    ANALYSIS = "analysis"

    @property
    def is_help(self) -> bool:
        return self not in (JobKind.CREATE, JobKind.PREPARE_BOARD)


class JobStarter(Protocol):
    """Runs ``call(cancel)`` off the GUI thread and reports back with ``ticket``."""

    def start(self, ticket: int, kind: JobKind, call: EngineCall) -> None: ...

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
        self._next = 0

    @staticmethod
    def _slot(kind: JobKind) -> JobKind:
        return JobKind.HINT if kind is JobKind.CHECK_FLAGS else kind

    def start(self, kind: JobKind, call: EngineCall) -> int:
        slot = self._slot(kind)
        self.cancel(slot)
        self._next += 1
        self._tickets[slot] = self._next
        self._kinds[self._next] = kind
        self.jobs.start(self._next, kind, call)
        return self._next

    def cancel(self, kind: JobKind) -> None:
        ticket = self._tickets.pop(self._slot(kind), None)
        if ticket is not None:
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
        return True


class GameRecordLike(Protocol):
    @property
    def seconds(self) -> float: ...
    @property
    def counted(self) -> bool: ...
    @property
    def board_id(self) -> str | None: ...


class StatsRecorder(Protocol):
    """The statistics store as the controller uses it (``stats.StatsStore``)."""

    def record(
        self,
        level: str,
        seconds: float,
        won: bool,
        hints: int,
        *,
        height: int | None = ...,
        width: int | None = ...,
        mines: int | None = ...,
        three_bv: int | None = ...,
        clicks: int | None = ...,
        grade: Grade | str | None = ...,
        board_id: str | None = ...,
        moves: Sequence[Move] | None = ...,
        replay: bool = ...,
        assisted: bool = ...,
    ) -> str | None: ...

    def history(
        self, limit: int | None = ..., *, name: str | None = ..., won: bool | None = ...
    ) -> Sequence[GameRecordLike]: ...


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
    source: str
    """How the player asked for it, for the message: "board id" or "daily board"."""


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
        "daily board",
    )


class GameView(Protocol):
    """What the controller tells the window; each call is about the current game."""

    def game_changed(self) -> None:
        """The board, counters or state changed (highlights are cleared)."""

    def creation_started(self) -> None: ...

    def board_ready(self) -> None: ...

    def creation_error(self, exc: BaseException, start: Cell | None) -> None:
        """The board could not be made; the game is back to READY."""

    def show_message(self, text: str) -> None: ...

    def show_help(self, message: str, highlights: Mapping[Cell, HintRole]) -> None: ...

    def hint_arrived(self, stage: HintStage) -> None: ...

    def flags_arrived(self, report: FlagReport) -> None: ...

    def game_over(self, summary: GameSummary) -> None: ...

    def loss_explained(self, explanation: LossExplanation) -> None:
        """Why the mine was hit; shown with the position before the mistake."""

    def game_resumed(self) -> None:
        """An undo took a loss back: the clock runs again."""

    def board_prepared(self, note: str) -> None:
        """A new game on a board given in advance waits for the click on its start;
        ``note`` says which board it is."""

    def prepare_failed(self, message: str) -> None: ...
    def show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        """The analysis overlay: mine probabilities of the current position, or None to hide."""


def press_hint(ladder: HintLadder, values: Board, total: int, cancel: CancelCheck) -> HintStage:
    return ladder.press(values, total, cancel=cancel)


def check_flags(values: Board, total: int, cancel: CancelCheck) -> FlagReport:
    from minesweeper_app.engine import check_flags as engine_check_flags

    return engine_check_flags(values, total, cancel=cancel)


def analyse(values: Board, total: int, cancel: CancelCheck) -> npt.NDArray[np.float64]:
    from minesweeper_app.engine import mine_probabilities

    return mine_probabilities(values, total, cancel=cancel)


def _default_creator(*args: Any, **kwargs: Any) -> Any:
    from minesweeper_app.engine import create_board

    return create_board(*args, **kwargs)


@dataclass(frozen=True)
class GameSummary:
    """A finished game as the end-of-game panel shows it.

    ``rank`` is the place of this time among the level's wins without help (1 = best),
    out of ``ranked``; both are None for a loss or a game won with help.
    """

    won: bool
    level: Level
    seconds: float
    three_bv: int
    clicks: int
    hints: int
    rank: int | None
    ranked: int
    new_best: bool
    exploded: Cell | None
    save_problem: str | None = None
    grade: Grade | None = None
    board_id: str | None = None
    replay: bool = False
    assisted: bool = False
    moves_by_hints: int = 0
    """Moves the Hint button made: they are not the player's clicks."""

    @property
    def three_bv_per_second(self) -> float | None:
        if not self.won or self.seconds <= 0:
            return None
        return self.three_bv / self.seconds

    @property
    def efficiency(self) -> float | None:
        """3BV per click: 1.0 means no click was wasted (above 1 with chords).

        Not given when hints made moves: the clicks would not cover the game.
        """
        if not self.won or self.clicks == 0 or self.moves_by_hints:
            return None
        return self.three_bv / self.clicks

    @property
    def headline(self) -> str:
        if not self.won:
            assert self.exploded is not None
            return f"Boom: a mine at {format_cell(self.exploded)}."
        text = f"You won in {self.seconds:.1f} s"
        if self.hints:
            text += f" with help ({_count(self.hints, 'hint', 'hints')})."
        elif self.assisted:
            text += " after an undo (not counted for best times)."
        elif self.replay:
            text += " on a retried board (not counted for best times)."
        elif self.new_best:
            text += ": a new best time!"
        else:
            text += "."
        if self.save_problem:
            text += " " + self.save_problem
        return text

    def rows(self) -> list[tuple[str, str]]:
        """Label and value pairs, in the order the panel shows them."""

        def num(x: float | None, fmt: str) -> str:
            return "—" if x is None else format(x, fmt)

        rank = "—" if self.rank is None else f"{self.rank} of {self.ranked}"
        return [
            ("Time", f"{self.seconds:.1f} s"),
            ("3BV", str(self.three_bv)),
            ("3BV/s", num(self.three_bv_per_second, ".2f")),
            ("Clicks", str(self.clicks)),
            ("Efficiency", "—" if self.efficiency is None else f"{100 * self.efficiency:.0f}%"),
            ("Hints", str(self.hints) if self.hints else "none"),
            ("Logic", self.grade.label if self.grade else "—"),
            ("Rank", rank),
        ]


class GameController:
    """One game at a time on one level; the view shows it, the job starter runs the engine."""

    def __init__(
        self,
        level: Level,
        view: GameView,
        jobs: JobStarter,
        stats: StatsRecorder,
        *,
        seed: int | None = None,
        creator: Creator | None = None,
        creation_timeout: float = DEFAULT_CREATION_TIMEOUT,
        hint_engine: HintEngine = press_hint,
        flag_checker: FlagChecker = check_flags,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.view = view
        self.clock = clock
        """The games' clock (scripted runs give one that moves at a player's pace)."""
        self.jobs = jobs
        self.stats = stats
        self.seed = seed
        self.creator: Creator = creator or _default_creator
        self.creation_timeout = creation_timeout
        self.hint_engine = hint_engine
        self.flag_checker = flag_checker
        self.auto_open = False
        self.question_marks = False
        self.no_flag_hints = False
        self.game = Game(level, clock)
        self.generation = 0
        """Counts games: a dialog about an earlier game checks it before acting."""
        self.attempt = 0
        self.last_seed: int | None = None
        self.last_stage: HintStage | None = None
        self.last_summary: GameSummary | None = None
        self.last_explanation: LossExplanation | None = None
        self.grade_choice = "any"
        self.last_timeout = creation_timeout
        """The time limit of the latest creation (longer for a chosen logic grade)."""
        """The logic grade New game asks the creator for (a key of ``GRADE_CHOICES``)."""
        self._ladder: HintLadder | None = None
        self._last_help_position: bytes | None = None
        self.job_table = JobTable(jobs)
        self.daily_date: dt.date | None = None
        self.analysis = False
        """Options > Analysis: mine probabilities after every move."""
        self._overlay_shown = False

    # ------------------------------------------------------------ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); creation and help in flight are abandoned."""
        self.job_table.cancel_all()
        self._overlay_shown = False
        self.attempt = 0
        self.generation += 1
        self.game = Game(level or self.game.level, self.clock)
        self._ladder = None
        self._last_help_position = None
        self.last_stage = None
        self.last_summary = None
        self.last_explanation = None

    def close(self) -> None:
        """The window is closing: stop every job; nothing that arrives later is shown."""
        self.job_table.cancel_all()

    def set_grade_choice(self, choice: str) -> None:
        if choice not in GRADE_CHOICES:
            raise ValueError(
                f"Unknown logic grade {choice!r}; choose one of {', '.join(GRADE_CHOICES)}."
            )
        self.grade_choice = choice

    # ------------------------------------------------------------ boards given in advance
    def retry_board(self) -> bool:
        """A new game on the same mines and start; a replay, not counted for best times."""
        old = self.game
        if not old.finished or old.mines is None or old.start_cell is None:
            return False
        mines, start, grade = old.mines, old.start_cell, old.grade
        self.new_game(old.level)
        self.game.use_board(mines, start)
        self.game.grade = grade
        self.game.replay = True
        self.view.board_prepared(
            "Retry: the same board again (a replay, not counted for best times)."
        )
        return True

    def open_board_id(self, text: str) -> str | None:
        """Play the board of an id; returns the reason in words if the id is bad.

        The id is read at once; its grade is worked out in a job, then the game waits
        for the click on the start cell.
        """
        try:
            height, width, mines, start = decode_board_id(text)
        except (ValueError, TypeError) as exc:
            return str(exc)
        level = level_for(height, width, len(mines))

        def prepare(cancel: CancelCheck) -> PreparedBoard:
            return PreparedBoard(
                level, mines, start, grade_of(height, width, mines, start, cancel), "board id"
            )

        self._start_prepare(prepare)
        return None

    def open_daily_board(self, date: dt.date | None = None) -> None:
        """The daily board of ``date`` (today by default): the same for every player."""
        day = date or dt.date.today()
        self._start_prepare(lambda cancel: prepare_daily(day, cancel))
        self.daily_date = day

    def _start_prepare(self, call: EngineCall) -> None:
        self.job_table.start(JobKind.PREPARE_BOARD, call)
        self.view.creation_started()

    @property
    def preparing(self) -> bool:
        """A board id's or the daily board's job is running."""
        return self.job_table.running(JobKind.PREPARE_BOARD)

    def use_prepared(self, board: PreparedBoard) -> None:
        self.new_game(board.level)
        game = self.game
        game.use_board(board.mines, board.start)
        game.grade = board.grade
        # A board this player has finished before is a replay: its time is not fair.
        game.replay = any(r.board_id == game.board_id for r in self.stats.history(None))
        if board.source == "daily board" and self.daily_date is not None:
            note = f"The daily board of {self.daily_date.isoformat()}: the same for everyone today."
        else:
            note = (
                f"The board of this id ({board.level.width}x{board.level.height}, "
                f"{board.level.mines} mines)."
            )
        if game.replay:
            note += " You have played it before: a replay, not counted for best times."
        if board.grade is None:
            note += " It cannot be won without guessing: it was not made by a no-guess creator."
        else:
            note += f" Logic: {board.grade.label}."
        self.view.board_prepared(note)
        self.job_table.cancel(JobKind.ANALYSIS)

    def set_no_flag_hints(self, on: bool) -> None:
        self.no_flag_hints = on
        self._ladder = None

    # ------------------------------------------------------------ moves
    def click(self, cell: Cell) -> None:
        game = self.game
        start = game.required_start
        if start is not None and cell != start:
            self.view.show_message(
                f"This board starts at {format_cell(start)} (marked): click it to begin."
            )
            return
        was_ready = game.state is State.READY
        if not game.click(cell):
            return
        if was_ready and game.state is State.CREATING:
            if game.fixed_board is not None:
                game.place_mines(game.fixed_board[0])
                self.view.board_ready()
                self._after_move()
                return
            self._start_creation()
            self.view.game_changed()
            return
        self._after_move()

    def toggle_flag(self, cell: Cell) -> None:
        if self.game.toggle_flag(cell, self.question_marks):
            self._after_move()

    def chord(self, cell: Cell) -> None:
        if self.game.chord(cell):
            self._after_move()

    def play_move(self, cell: Cell, action: int) -> None:
        """Make a move the helper proved: open a safe cell, flag a mine, or unflag.

        ``action`` follows the engine's move codes: 0 (or False) opens, 1 (or True)
        flags, 2 removes a wrong flag.
        """
        if self.game.hint_move(cell, UNFLAG if action == UNFLAG else int(bool(action))):
            self._after_move()

    def apply_auto_open(self) -> None:
        if self.game.state is State.PLAYING and self.game.auto_open_trivial():
            self._after_move()

    def _after_move(self) -> None:
        game = self.game
        self.job_table.cancel(JobKind.HINT)
        if self.auto_open and game.state is State.PLAYING:
            game.auto_open_trivial()
        self.view.game_changed()
        self._start_analysis()
        if game.finished:
            self._finish()

    # ------------------------------------------------------------ creation
    def _seed_for_game(self) -> int:
        if self.seed is not None:
            return self.seed + self.attempt
        return int(np.random.default_rng().integers(2**62))

    def _start_creation(self) -> None:
        game = self.game
        level, start = game.level, game.start_cell
        assert start is not None
        seed = self._seed_for_game()
        self.last_seed = seed
        creator, timeout = self.creator, self.creation_timeout
        extra: dict[str, Any] = {}
        if self.grade_choice != "any":  # creators that know no grades keep working
            extra["grade"] = self.grade_choice
            timeout = max(timeout, GRADED_CREATION_TIMEOUT)
        self.last_timeout = timeout

        def create(cancel: CancelCheck) -> CreatedBoard:
            mines = frozenset(
                creator(
                    level.height,
                    level.width,
                    level.mines,
                    start,
                    seed=seed,
                    timeout=timeout,
                    cancel=cancel,
                    **extra,
                )
            )
            return CreatedBoard(mines, grade_of(level.height, level.width, mines, start, cancel))

        self.job_table.start(JobKind.CREATE, create)
        self.view.creation_started()

    @property
    def creating(self) -> bool:
        return self.job_table.running(JobKind.CREATE)

    def restart_creation(self, level: Level, start: Cell | None, attempt: int) -> None:
        """After a timeout: a new game on ``level`` whose first click is ``start`` again.

        ``attempt`` offsets a fixed seed, so "Try again" gets a different board.
        """
        self.new_game(level)
        self.attempt = attempt
        if start is not None:
            self.click(start)

    # ------------------------------------------------------------ help
    def _help_allowed(self) -> bool:
        if self.game.state is State.READY:
            start = self.game.required_start
            self.view.show_message(
                "Click any cell to start: the first click always opens an area."
                if start is None
                else f"Click the marked cell at {format_cell(start)} to start this board."
            )
            return False
        return self.game.state is State.PLAYING

    def _count_help(self) -> None:
        """A hint or check counts once per position, however often it is pressed there."""
        position = self.game.values.tobytes()
        if position != self._last_help_position:
            self.game.note_hint()
            self._last_help_position = position

    @property
    def helping(self) -> JobKind | None:
        """The help job in flight, if any."""
        return self.job_table.running_kind(JobKind.HINT)

    def request_hint(self) -> None:
        if not self._help_allowed() or self.helping is JobKind.HINT:
            return
        if self._ladder is None:
            self._ladder = HintLadder(no_flag_mode=self.no_flag_hints)
        ladder, values, total = self._ladder, self.game.board_for_engine(), self.game.level.mines
        engine = self.hint_engine
        self._start_help(JobKind.HINT, lambda cancel: engine(ladder, values, total, cancel))

    def request_flag_check(self) -> None:
        if not self._help_allowed() or self.helping is JobKind.CHECK_FLAGS:
            return
        if self.game.flag_count() == 0:
            self.view.show_help("No flags to check.", {})
            return
        values, total = self.game.board_for_engine(), self.game.level.mines
        checker = self.flag_checker
        self._start_help(JobKind.CHECK_FLAGS, lambda cancel: checker(values, total, cancel))

    def _start_help(self, kind: JobKind, call: EngineCall) -> None:
        self._count_help()
        self.job_table.start(kind, call)

    def _show_stage(self, stage: HintStage) -> None:
        self.last_stage = stage
        if stage.move is not None:
            cell, action = stage.move
            self.play_move((int(cell[0]), int(cell[1])), int(action))
        if not self.game.finished:  # a winning move shows the result, not "Opening ..."
            highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
            self.view.show_help(stage.message, highlights)
        self.view.hint_arrived(stage)

    def _show_flag_report(self, report: FlagReport) -> None:
        from minesweeper_app.engine import flag_check_stage

        stage = flag_check_stage(self.game.values, report)
        highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
        self.view.show_help(stage.message, highlights)
        self.view.flags_arrived(report)

    # ------------------------------------------------------------ analysis
    def set_analysis(self, on: bool) -> None:
        """Show (or hide) the mine probabilities; showing them marks the game as assisted."""
        self.analysis = on
        self._start_analysis()

    def _start_analysis(self) -> None:
        """After every move: the last position's job is cancelled, the new one started."""
        self.job_table.cancel(JobKind.ANALYSIS)
        if not self.analysis or self.game.state is not State.PLAYING:
            self._show_probabilities(None)
            return
        self.game.assisted = True  # like a hint: no best time with the overlay shown
        values, total = self.game.board_for_engine(), self.game.level.mines
        self.job_table.start(JobKind.ANALYSIS, lambda cancel: analyse(values, total, cancel))

    def _show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        if probabilities is not None or self._overlay_shown:
            self.view.show_probabilities(probabilities)
        self._overlay_shown = probabilities is not None

    @property
    def assisted(self) -> bool:
        """This game had help beyond hints: the overlay shown at some point, or an undo."""
        return self.game.assisted

    @property
    def analysing(self) -> bool:
        """An analysis job is in flight for the current position."""
        return self.job_table.running(JobKind.ANALYSIS)

    # ------------------------------------------------------------ job results
    def job_finished(self, ticket: int, kind: JobKind, result: Any) -> None:
        """A job's result: shown if the job is still the current one of its kind."""
        if not self.job_table.finish(kind, ticket):
            return  # a stale result: from an abandoned game or a replaced request
        if kind is JobKind.ANALYSIS:
            self._show_probabilities(result)
        elif kind is JobKind.CREATE:
            if isinstance(result, CreatedBoard):
                self.game.grade = result.grade
                result = result.mines
            self.game.place_mines(result)
            self.view.board_ready()
            self._after_move()
        elif kind is JobKind.EXPLAIN_LOSS:
            self.last_explanation = result
            self.view.loss_explained(result)
        elif kind is JobKind.PREPARE_BOARD:
            self.use_prepared(result)
        elif kind is JobKind.HINT:
            self._show_stage(result)
        else:
            self._show_flag_report(result)

    def job_failed(self, ticket: int, kind: JobKind, exc: BaseException) -> None:
        """A job's error, shown in words if the job is still the current one."""
        if not self.job_table.finish(kind, ticket):
            return
        if kind is JobKind.EXPLAIN_LOSS:
            self.view.show_message(f"Why the mine was hit could not be worked out: {exc}")
        elif kind is JobKind.PREPARE_BOARD:
            self.view.prepare_failed(f"The board could not be prepared: {exc}")
        elif kind is JobKind.ANALYSIS:
            self._show_probabilities(None)
            self.view.show_message(f"The analysis could not work this position out: {exc}")
        elif kind is JobKind.CREATE:
            if isinstance(exc, CreationCancelled):
                return
            start = self.game.start_cell
            self.game.cancel_creation()
            self.view.game_changed()
            self.view.creation_error(exc, start)
        else:
            self.view.show_message(f"The helper could not work this position out: {exc}")

    # ------------------------------------------------------------ results
    def _finish(self) -> None:
        game = self.game
        level = game.level
        won = game.state is State.WON
        seconds = game.elapsed()
        three_bv = game.three_bv
        assert three_bv is not None
        problem = self.stats.record(
            level.key,
            seconds,
            won,
            game.hints_used,
            height=level.height,
            width=level.width,
            mines=level.mines,
            three_bv=three_bv,
            clicks=game.clicks,
            grade=game.grade,
            board_id=game.board_id,
            moves=list(game.moves),
            replay=game.replay,
            assisted=game.assisted,
        )
        rank: int | None = None
        ranked = 0
        new_best = False
        if won and not (game.hints_used or game.assisted or game.replay):
            # The store lists this game too, saved or still waiting to be saved.
            times = self._winning_times(level)
            ranked = len(times)
            rank = 1 + sum(t < seconds for t in times)
            new_best = sum(t <= seconds for t in times) == 1
        self.last_summary = summary = GameSummary(
            won=won,
            level=level,
            seconds=seconds,
            three_bv=three_bv,
            clicks=game.clicks,
            hints=game.hints_used,
            rank=rank,
            ranked=ranked,
            new_best=new_best,
            exploded=game.exploded,
            save_problem=problem,
            grade=game.grade,
            board_id=game.board_id,
            replay=game.replay,
            assisted=game.assisted,
            moves_by_hints=sum(move.action == "hint" for move in game.moves),
        )
        if not won:
            self._start_explain()
        self.view.game_over(summary)

    def _winning_times(self, level: Level) -> list[float]:
        """Times of the counted wins on this exact size (custom sizes by "WxH/M")."""
        from minesweeper_app.game.stats import level_name

        name = level_name(level.key, level.height, level.width, level.mines)
        return [r.seconds for r in self.stats.history(None, name=name) if r.counted]

    # ------------------------------------------------------------ the loss
    def _start_explain(self) -> None:
        game = self.game
        before, cell, fatal = game.before_loss, game.exploded, game.fatal_action
        if before is None or cell is None:
            return
        action, via = "open", None
        if fatal is not None and fatal.action == "chord" and fatal.cell != cell:
            action, via = "chord", fatal.cell
        total, mines = game.level.mines, game.mines

        def explain(cancel: CancelCheck) -> LossExplanation:
            return explain_loss(
                before, total, cell, action=action, via=via, mines=mines, cancel=cancel
            )

        self.job_table.start(JobKind.EXPLAIN_LOSS, explain)

    @property
    def explaining(self) -> bool:
        return self.job_table.running(JobKind.EXPLAIN_LOSS)

    def undo_loss(self) -> bool:
        """Take back the action that hit a mine and play on (the game becomes assisted).

        The loss stays in the statistics as played; the game's end is recorded again,
        marked assisted, so it cannot set a best time.
        """
        if not self.game.can_undo_loss:
            return False
        self.job_table.cancel(JobKind.EXPLAIN_LOSS)
        self.game.undo_loss()
        self.last_summary = None
        self.last_explanation = None
        self._last_help_position = None
        self.view.game_changed()
        self.view.game_resumed()
        self._start_analysis()
        return True


def _count(n: int, one: str, many: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {many}"
