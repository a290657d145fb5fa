"""The game flow, without Qt: creation jobs and retries, hints, flag checks, results.

The window forwards the player's clicks here; what happens is published as typed events
(:mod:`minesweeper_app.game.events`) to every subscriber: the window's
:class:`GameView` (through :class:`~.view_listener.ViewListener`), the replay recorder,
speech.  Engine calls never run here: they are
handed to a :class:`JobStarter` (the window's thread pools) as ``call(cancel)`` and
their answers come back through :meth:`GameController.job_finished` or
:meth:`GameController.job_failed` with the ticket they were started with.  A ticket
that is no longer current (the player moved, started a new game or closed the window)
makes a late answer harmless, and the job is told to stop through its cancel check.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    GRADE_CHOICES,
    MINE,
    Cell,
    CreationCancelled,
    FlagReport,
    GradeChoice,
    HintLadder,
    HintStage,
    Move,
    MoveAction,
)
from minesweeper_app.game import Game, Level, State
from minesweeper_app.game.events import (
    BoardReady,
    Button,
    ButtonPressed,
    ButtonReleased,
    CreationFailed,
    CreationStarted,
    EventHub,
    FailedJob,
    FlagsChecked,
    GameEvent,
    GameOver,
    HelpRefusal,
    HelpRefused,
    HintShown,
    JobFailed,
    Listener,
    LossExplained,
    LossUndone,
    MoveMade,
    MoveRefused,
    MoveSource,
    NewGame,
    Paused,
    PointerMoved,
    ProbabilitiesShown,
    Refusal,
    ResultSaved,
    Resumed,
)
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.jobs import (
    DEFAULT_CREATION_TIMEOUT,
    GRADED_CREATION_TIMEOUT,
    CancelCheck,
    CreatedBoard,
    Creator,
    EngineCall,
    FlagChecker,
    HintEngine,
    JobKind,
    JobStarter,
    JobTable,
    PreparedBoard,
    analyse,
    board_facts,
    check_flags,
    default_creator,
    facts_at_hand,
    grade_of,
    press_hint,
)
from minesweeper_app.game.loss import LossExplanation, explain_loss
from minesweeper_app.game.protocols import GameView, StatsRecorder
from minesweeper_app.game.shared_boards import SharedBoards
from minesweeper_app.game.summary import GameSummary
from minesweeper_app.game.view_listener import ViewListener

__all__ = [  # the names the window and tests import from here
    "DEFAULT_CREATION_TIMEOUT",
    "CreatedBoard",
    "Creator",
    "FlagChecker",
    "GameController",
    "GameSummary",
    "HintEngine",
    "JobKind",
    "PreparedBoard",
    "check_flags",
    "press_hint",
]


@dataclass(frozen=True)
class _Mark:
    """The game just before a move: how many moves it had logged, and its cells."""

    moves: int
    values: npt.NDArray[np.int8]


class GameController(SharedBoards):
    """One game at a time on one level; subscribers hear what happens, the job starter
    runs the engine."""

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
        self.events = EventHub()
        self.view = view
        """The window's view: shown every event through a :class:`ViewListener`."""
        self.events.subscribe(ViewListener(lambda: self.view))
        self.clock = clock
        """The games' clock (scripted runs give one that moves at a player's pace)."""
        self.jobs = jobs
        self.stats = stats
        self.seed = seed
        self.creator: Creator = creator or default_creator
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
        self.grade_choice = GradeChoice.ANY
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
        self._end_waits = False
        """The game ended before its board's facts job answered: recorded once it does."""

    # ------------------------------------------------------------ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); creation and help in flight are abandoned."""
        self.settle_end()
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
        self._publish(NewGame(self.generation, self.game.level))

    # ------------------------------------------------------------ events
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """``listener`` hears every event from now on; returns the call that stops it."""
        return self.events.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self.events.unsubscribe(listener)

    def _publish(self, event: GameEvent) -> None:
        self.events.publish(event)

    def close(self) -> None:
        """The window is closing: stop every job; nothing that arrives later is shown."""
        self.settle_end()
        self.job_table.cancel_all()

    def resume(self, game: Game) -> None:
        """Play on a game kept from the last session; its board's facts are asked for again."""
        self.new_game(game.level)
        self.game = game
        if game.layout is not None:
            self._start_board_facts()

    def set_grade_choice(self, choice: GradeChoice | str) -> None:
        if choice not in GRADE_CHOICES:
            raise ValueError(
                f"Unknown logic grade {choice!r}; choose one of {', '.join(GRADE_CHOICES)}."
            )
        self.grade_choice = GradeChoice(choice)

    def set_no_flag_hints(self, on: bool) -> None:
        self.no_flag_hints = on
        self._ladder = None

    # ------------------------------------------------------------ moves
    def click(self, cell: Cell) -> None:
        game = self.game
        start = game.required_start
        if start is not None and cell != start:
            self._refuse(MoveAction.OPEN, cell, Refusal.NOT_THE_START, start)
            return
        was_ready = game.state is State.READY
        mark = self._mark()
        if not game.click(cell):
            self._refuse(MoveAction.OPEN, cell)
            return
        if was_ready and game.state is State.CREATING:
            self._publish(self._move_made(MoveAction.OPEN, cell, MoveSource.PLAYER, mark))
            if game.fixed_board is not None:
                opened = game.place_mines(game.fixed_board[0])
                self._start_board_facts()
                self._board_placed(opened)
                return
            self._start_creation()
            return
        self._after_move(MoveAction.OPEN, cell, MoveSource.PLAYER, mark)

    def toggle_flag(self, cell: Cell) -> None:
        mark = self._mark()
        if self.game.toggle_flag(cell, self.question_marks):
            action = self.game.moves[-1].action
            self._after_move(action, cell, MoveSource.PLAYER, mark)
        else:
            self._refuse(MoveAction.FLAG, cell)

    def chord(self, cell: Cell) -> None:
        mark = self._mark()
        if self.game.chord(cell):
            self._after_move(MoveAction.CHORD, cell, MoveSource.PLAYER, mark)
        else:
            self._refuse(MoveAction.CHORD, cell)

    def play_move(self, move: Move) -> None:
        """Make a move the helper proved: open a safe cell, flag a mine, or unflag."""
        mark = self._mark()
        if self.game.apply(move, hint=True):
            self._after_move(move.action, move.cell, MoveSource.HINT, mark)

    def apply_auto_open(self) -> None:
        mark = self._mark()
        if self.game.state is State.PLAYING and self.game.auto_open_trivial():
            first = self.game.moves[mark.moves].cell
            self._after_move(MoveAction.OPEN, first, MoveSource.AUTO_OPEN, mark)

    def _mark(self) -> _Mark:
        return _Mark(len(self.game.moves), self.game.values.copy())

    def _move_made(
        self, action: MoveAction, cell: Cell, source: MoveSource, mark: _Mark
    ) -> MoveMade:
        game = self.game
        return MoveMade(
            self.generation,
            action,
            cell,
            source,
            tuple(game.moves[mark.moves :]),
            self._opened_since(mark),
            game.state,
        )

    def _opened_since(self, mark: _Mark) -> tuple[Cell, ...]:
        before, after = mark.values, self.game.values
        was_covered = (before == COVERED) | (before == FLAGGED)
        found = np.argwhere(was_covered & (after >= MINE))
        return tuple((int(r), int(c)) for r, c in found)

    def _refuse(
        self,
        action: MoveAction,
        cell: Cell,
        reason: Refusal = Refusal.NO_EFFECT,
        start: Cell | None = None,
    ) -> None:
        self._publish(MoveRefused(self.generation, action, cell, reason, start))

    def _after_move(self, action: MoveAction, cell: Cell, source: MoveSource, mark: _Mark) -> None:
        """A move changed the game: auto-open follows, subscribers hear of it, then the
        analysis of the new position and, if it ended, the game's end."""
        game = self.game
        self.job_table.cancel(JobKind.HINT)
        if self.auto_open and game.state is State.PLAYING:
            game.auto_open_trivial()
        self._publish(self._move_made(action, cell, source, mark))
        self._after_change()

    def _after_change(self) -> None:
        self._start_analysis()
        if self.game.finished:
            self._finish()

    def _board_placed(self, opened: list[Cell]) -> None:
        """The mines are in and the first click opened ``opened``; the clock runs."""
        game = self.game
        self.job_table.cancel(JobKind.HINT)
        if self.auto_open and game.state is State.PLAYING:
            opened = opened + game.auto_open_trivial()
        assert game.start_cell is not None
        self._publish(BoardReady(self.generation, game.start_cell, tuple(opened), game.grade))
        self._after_change()

    # ------------------------------------------------------------ the mouse, for the replay
    def point_at(self, cell: Cell) -> None:
        """The pointer moved onto ``cell`` (the replay records the mouse's path)."""
        self._publish(PointerMoved(self.generation, cell, self.game.elapsed()))

    def press(self, button: Button, cell: Cell) -> None:
        """A button went down on ``cell``; the move, if any, comes with its release."""
        self._publish(ButtonPressed(self.generation, button, cell, self.game.elapsed()))

    def release(self, button: Button, cell: Cell | None) -> None:
        """The button came up (``cell`` None: off the board), after the move it made."""
        self._publish(ButtonReleased(self.generation, button, cell, self.game.elapsed()))

    def set_paused(self, paused: bool) -> None:
        """The window paused the game (its clock stands still) or plays on."""
        self._publish(Paused(self.generation) if paused else Resumed(self.generation))

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
        if self.grade_choice is not GradeChoice.ANY:  # creators that know no grades keep working
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
        self._publish(CreationStarted(self.generation, start, self.grade_choice))

    def _start_board_facts(self) -> None:
        """The board's id and 3BV, off the GUI thread, before the game ends and needs them."""
        layout = self.game.layout
        assert layout is not None
        if not self.game.facts_known:  # a board id's or the daily board's came with it
            self.job_table.start(JobKind.BOARD_FACTS, lambda _: board_facts(layout))

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
            self._publish(HelpRefused(self.generation, HelpRefusal.NOT_STARTED, start))
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
            self._publish(HelpRefused(self.generation, HelpRefusal.NO_FLAGS))
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
            self.play_move(stage.move)
        highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
        # A winning move shows the result, not "Opening ...".
        self._publish(HintShown(self.generation, stage, highlights, not self.game.finished))

    def _show_flag_report(self, report: FlagReport) -> None:
        from minesweeper_app.engine import flag_check_stage

        stage = flag_check_stage(self.game.values, report)
        highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
        self._publish(FlagsChecked(self.generation, report, stage, highlights))

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
            self._publish(ProbabilitiesShown(self.generation, probabilities))
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
            opened = self.game.place_mines(result)
            self._start_board_facts()
            self._board_placed(opened)
        elif kind is JobKind.EXPLAIN_LOSS:
            self.last_explanation = result
            self._publish(LossExplained(self.generation, result))
        elif kind is JobKind.PREPARE_BOARD:
            self.use_prepared(result)
        elif kind is JobKind.BOARD_FACTS:
            self.game.adopt_facts(result.layout, result.three_bv)
            self.settle_end()
        elif kind is JobKind.HINT:
            self._show_stage(result)
        else:
            self._show_flag_report(result)

    def job_failed(self, ticket: int, kind: JobKind, exc: BaseException) -> None:
        """A job's error, shown in words if the job is still the current one."""
        if not self.job_table.finish(kind, ticket):
            return
        if kind is JobKind.BOARD_FACTS:
            self.settle_end()  # a waiting end works the board's facts out itself
        elif kind is JobKind.EXPLAIN_LOSS:
            self._publish(JobFailed(self.generation, FailedJob.EXPLAIN_LOSS, exc))
        elif kind is JobKind.PREPARE_BOARD:
            self._publish(JobFailed(self.generation, FailedJob.PREPARE_BOARD, exc))
        elif kind is JobKind.ANALYSIS:
            self._show_probabilities(None)
            self._publish(JobFailed(self.generation, FailedJob.ANALYSIS, exc))
        elif kind is JobKind.CREATE:
            if isinstance(exc, CreationCancelled):
                return
            start = self.game.start_cell
            self.game.cancel_creation()
            self._publish(CreationFailed(self.generation, exc, start))
        else:
            self._publish(JobFailed(self.generation, FailedJob.HINT, exc))

    # ------------------------------------------------------------ results
    def _finish(self) -> None:
        """Recorded and shown now if the board's id and 3BV are at hand; on a big board won
        by its first click, once the facts job answers (30 ms at 128x128, off this thread)."""
        self._end_waits = not facts_at_hand(self.game)
        if not self._end_waits:
            self._end()
        elif not self.job_table.running(JobKind.BOARD_FACTS):
            self._start_board_facts()

    def settle_end(self) -> None:
        """An end waiting for the facts is recorded now: they arrived, or the player leaves
        the game first (then they are worked out here, so the result is never lost)."""
        if self._end_waits:
            self._end_waits = False
            self._end()

    def _end(self) -> None:
        game = self.game
        finished = FinishedGame.of(game)
        problem = self.stats.record(finished)
        won, level, seconds = finished.won, game.level, finished.seconds
        rank: int | None = None
        ranked = 0
        new_best = False
        if finished.counted:
            # The store lists this game too, saved or still waiting to be saved.
            times = self._winning_times(level)
            ranked = len(times)
            rank = 1 + sum(t < seconds for t in times)
            new_best = sum(t <= seconds for t in times) == 1
        self.last_summary = summary = GameSummary(finished, rank, ranked, new_best, problem)
        if not won:
            self._start_explain()
        self._publish(GameOver(self.generation, summary))

    def note_result_saved(self, problem: str | None) -> bool:
        """The statistics writer saved the finished game's result, or says why not.

        True when that result is the one shown (subscribers hear :class:`ResultSaved`).
        """
        summary = self.last_summary
        if not self.game.finished or summary is None:
            return False
        self.last_summary = summary = replace(summary, save_problem=problem)
        self._publish(ResultSaved(self.generation, summary, problem))
        return True

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
        action, via = MoveAction.OPEN, None
        if fatal is not None and fatal.action is MoveAction.CHORD and fatal.cell != cell:
            action, via = MoveAction.CHORD, fatal.cell
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
        self.settle_end()  # the loss stays in the statistics as played
        self.job_table.cancel(JobKind.EXPLAIN_LOSS)
        self.game.undo_loss()
        self.last_summary = None
        self.last_explanation = None
        self._last_help_position = None
        self._publish(LossUndone(self.generation))
        self._start_analysis()
        return True
