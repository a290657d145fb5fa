"""The game flow, without Qt: creation jobs and retries, hints, flag checks, results.

The window forwards the player's clicks here; what happens is published as typed events
(:mod:`minesweeper_app.game.events`) to every subscriber: the window's
:class:`GameView` (through :class:`~.view_listener.ViewListener`), the replay recorder,
speech.  Engine calls never run here: they are handed to a :class:`JobStarter` (the
window's thread pools) as typed :class:`~.jobs.JobCall` s, each with the handler of its
result; the answers come back through :meth:`GameController.job_finished` or
:meth:`GameController.job_failed` with the ticket they were started with.  A ticket that
is no longer current (the player moved, started a new game or closed the window) makes a
late answer harmless, and the job is told to stop through its cancel check.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable

import numpy as np

from minesweeper_app.engine import (
    GRADE_CHOICES,
    Cell,
    CreationCancelled,
    GradeChoice,
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
    GameEvent,
    Listener,
    LossUndone,
    MoveRefused,
    MoveSource,
    NewGame,
    Paused,
    PointerMoved,
    Refusal,
    Resumed,
)
from minesweeper_app.game.flow.ending import GameEnd
from minesweeper_app.game.flow.helper import Helper
from minesweeper_app.game.flow.jobs import (
    DEFAULT_CREATION_TIMEOUT,
    GRADED_CREATION_TIMEOUT,
    BoardFacts,
    CancelCheck,
    CreatedBoard,
    Creator,
    Delivery,
    FlagChecker,
    HintEngine,
    JobKind,
    JobStarter,
    JobTable,
    PreparedBoard,
    board_facts,
    check_flags,
    creation_call,
    default_creator,
    press_hint,
)
from minesweeper_app.game.flow.shared_boards import SharedBoards
from minesweeper_app.game.flow.view_listener import ViewListener
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.game.move_marks import Mark
from minesweeper_app.game.protocols import GameView, StatsRecorder
from minesweeper_app.game.rules import Help, PlayRules
from minesweeper_app.game.summary import GameSummary

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


SEED_STRIDE = 1000
"""How far apart a fixed seed's boards lie: a game's retries after a timeout (the
attempts) never reach the next game's seed (F2 with --seed repeated the same board)."""


class GameController:
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
        self._seed = seed
        self.boards_made = 0
        """Boards made from ``seed`` so far: the next game's board is the next one."""
        self.creator: Creator = creator or default_creator
        self.creation_timeout = creation_timeout
        self.auto_open = False
        self.question_marks = False
        self.game = Game(level, clock)
        self.generation = 0
        """Counts games: a dialog about an earlier game checks it before acting."""
        self.attempt = 0
        self.last_seed: int | None = None
        self.grade_choice = GradeChoice.ANY
        """The logic grade New game asks the creator for (a key of ``GRADE_CHOICES``)."""
        self.last_timeout = creation_timeout
        """The time limit of the latest creation (longer for a chosen logic grade)."""
        self.job_table = JobTable(jobs)
        self.rules = PlayRules()
        """Free play, or the Standard rules (game/rules.py): every help asks it first."""
        self.boards = SharedBoards(self, self._publish)
        """Boards known before the first click: retry, a board id, the daily board."""
        self.helper = Helper(self, self._publish, hint_engine, flag_checker)
        """Hints, flag checks and the analysis overlay."""
        self.end = GameEnd(self, self._publish, self._start_board_facts)
        """The current game's end: its summary and, after a loss, why."""

    @property
    def seed(self) -> int | None:
        """A fixed seed: its boards come in the same order at every run (None: random)."""
        return self._seed

    @seed.setter
    def seed(self, value: int | None) -> None:
        """The next board made (after this game's, if it has one) is the seed's first."""
        self._seed = value
        self.boards_made = -1 if self.game.mines is not None else 0

    # ------------------------------------------------------------ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); creation and help in flight are abandoned."""
        if self.game.mines is not None:  # with a fixed seed, the next game is another board
            self.boards_made += 1
        self.settle_end()
        self.job_table.cancel_all()
        self.attempt = 0
        self.generation += 1
        self.game = Game(level or self.game.level, self.clock)
        self.game.standard = self.rules.standard
        self.helper.forget()
        self.end.forget()
        self._publish(NewGame(self.generation, self.game.level))

    def set_standard(self, on: bool) -> None:
        """Options > Standard rules: from the next game (or this one, not yet begun)."""
        self.rules = PlayRules(standard=on)
        if self.game.state is State.READY:
            self.game.standard = on
        if on:
            self.helper.analyse()  # an overlay shown goes away

    def _auto_opens(self) -> bool:
        return self.auto_open and self.rules.allows(Help.AUTO_OPEN)

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

    # ------------------------------------------------------------ boards given in advance
    def retry_board(self) -> bool:
        return self.boards.retry()

    def open_board_id(self, text: str) -> str | None:
        return self.boards.open_id(text)

    def open_daily_board(self, date: dt.date | None = None) -> None:
        self.boards.open_daily(date)

    @property
    def preparing(self) -> bool:
        return self.boards.preparing

    # ------------------------------------------------------------ moves
    def click(self, cell: Cell) -> None:
        game = self.game
        on_number = game.on_board(cell) and int(game.values[cell]) >= 1
        if on_number and not self.rules.allows(Help.LEFT_CLICK_CHORD):
            return  # Standard: only both buttons (or the middle one) chord
        start = game.required_start
        if start is not None and cell != start:
            self._refuse(MoveAction.OPEN, cell, Refusal.NOT_THE_START, start)
            return
        was_ready = game.state is State.READY
        mark = Mark.of(game)
        if not game.click(cell):
            self._refuse(MoveAction.OPEN, cell)
            return
        if not (was_ready and game.state is State.CREATING):
            self._after_move(MoveAction.OPEN, cell, MoveSource.PLAYER, mark)
            return
        first = mark.move_made(game, self.generation, MoveAction.OPEN, cell, MoveSource.PLAYER)
        self._publish(first)
        if game.fixed_board is not None:
            opened = game.place_mines(game.fixed_board[0])
            self._start_board_facts()
            self._board_placed(opened)
        else:
            self._start_creation()

    def toggle_flag(self, cell: Cell) -> None:
        mark = Mark.of(self.game)
        questions = self.question_marks and self.rules.allows(Help.QUESTION_MARKS)
        if self.game.toggle_flag(cell, questions):
            self._after_move(self.game.moves[-1].action, cell, MoveSource.PLAYER, mark)
        else:
            self._refuse(MoveAction.FLAG, cell)

    def chord(self, cell: Cell) -> None:
        mark = Mark.of(self.game)
        if self.game.chord(cell):
            self._after_move(MoveAction.CHORD, cell, MoveSource.PLAYER, mark)
        else:
            self._refuse(MoveAction.CHORD, cell)

    def play_move(self, move: Move) -> None:
        """Make a move the helper proved: open a safe cell, flag a mine, or unflag."""
        mark = Mark.of(self.game)
        if self.game.apply(move, hint=True):
            self._after_move(move.action, move.cell, MoveSource.HINT, mark)

    def apply_auto_open(self) -> None:
        mark = Mark.of(self.game)
        if not self._auto_opens():
            return
        if self.game.state is State.PLAYING and self.game.auto_open_trivial():
            first = self.game.moves[mark.moves].cell
            self._after_move(MoveAction.OPEN, first, MoveSource.AUTO_OPEN, mark)

    def _refuse(
        self,
        action: MoveAction,
        cell: Cell,
        reason: Refusal = Refusal.NO_EFFECT,
        start: Cell | None = None,
    ) -> None:
        self._publish(MoveRefused(self.generation, action, cell, reason, start))

    def _after_move(self, action: MoveAction, cell: Cell, source: MoveSource, mark: Mark) -> None:
        """A move changed the game: auto-open follows, subscribers hear of it, then the
        analysis of the new position and, if it ended, the game's end."""
        game = self.game
        self.job_table.cancel(JobKind.HINT)
        if self._auto_opens() and game.state is State.PLAYING:
            game.auto_open_trivial()
        self._publish(mark.move_made(game, self.generation, action, cell, source))
        self._after_change()

    def _after_change(self) -> None:
        self.helper.analyse()
        if self.game.finished:
            self._finish()

    def _board_placed(self, opened: list[Cell]) -> None:
        """The mines are in and the first click opened ``opened``; the clock runs."""
        game = self.game
        self.job_table.cancel(JobKind.HINT)
        if self._auto_opens() and game.state is State.PLAYING:
            opened = opened + game.auto_open_trivial()
        assert game.start_cell is not None
        self._publish(BoardReady(self.generation, game.start_cell, tuple(opened), game.grade))
        self._after_change()

    # ------------------------------------------------------------ the mouse, for the replay
    def point_at(self, cell: Cell, within: tuple[float, float] | None = None) -> None:
        """The pointer moved on ``cell`` (at ``within``: fractions of the cell down and
        across); the replay records the mouse's path."""
        self._publish(PointerMoved(self.generation, cell, self.game.elapsed(), within))

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
            return self.seed + self.attempt + SEED_STRIDE * self.boards_made
        return int(np.random.default_rng().integers(2**62))

    def _start_creation(self) -> None:
        game = self.game
        start = game.start_cell
        assert start is not None
        self.last_seed = seed = self._seed_for_game()
        timeout, grade = self.creation_timeout, self.grade_choice
        if grade is not GradeChoice.ANY:
            timeout = max(timeout, GRADED_CREATION_TIMEOUT)
        self.last_timeout = timeout
        create = creation_call(self.creator, game.level, start, seed, timeout, grade)
        self.job_table.start(JobKind.CREATE, create, self._created, self._creation_failed)
        self._publish(CreationStarted(self.generation, start, grade))

    def _created(self, board: CreatedBoard) -> None:
        self.game.grade = board.grade
        opened = self.game.place_mines(board.mines)
        self._start_board_facts()
        self._board_placed(opened)

    def _creation_failed(self, exc: BaseException) -> None:
        if isinstance(exc, CreationCancelled):
            return
        start = self.game.start_cell
        self.game.cancel_creation()
        self._publish(CreationFailed(self.generation, exc, start))

    def _start_board_facts(self) -> None:
        """The board's id and 3BV, off the GUI thread, before the game ends and needs them."""
        layout = self.game.layout
        assert layout is not None
        if not self.game.facts_known:  # a board id's or the daily board's came with it
            call: Callable[[CancelCheck], BoardFacts] = lambda cancel: board_facts(layout, cancel)  # noqa: E731
            self.job_table.start(JobKind.BOARD_FACTS, call, self._facts_known, self._no_facts)

    def _facts_known(self, facts: BoardFacts) -> None:
        self.game.adopt_facts(facts.layout, facts.three_bv)
        self.settle_end()

    def _no_facts(self, _exc: BaseException) -> None:
        self.settle_end()  # a waiting end works the board's facts out itself

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
    @property
    def last_stage(self) -> HintStage | None:
        return self.helper.last_stage

    @property
    def analysis(self) -> bool:
        return self.helper.analysis

    @analysis.setter
    def analysis(self, on: bool) -> None:
        self.helper.analysis = on

    @property
    def helping(self) -> JobKind | None:
        return self.helper.helping

    @property
    def analysing(self) -> bool:
        return self.helper.analysing

    def request_hint(self) -> None:
        self.helper.request_hint()

    def request_flag_check(self) -> None:
        self.helper.request_flag_check()

    def set_analysis(self, on: bool) -> None:
        self.helper.set_analysis(on)

    def set_no_flag_hints(self, on: bool) -> None:
        self.helper.set_no_flag_hints(on)

    @property
    def assisted(self) -> bool:
        """This game had help beyond hints: the overlay shown at some point, or an undo."""
        return self.game.assisted

    # ------------------------------------------------------------ job results
    def job_finished(self, ticket: int, kind: JobKind, result: Delivery) -> None:
        """A job's result: handed to its handler if the job is still the current one."""
        self.job_table.finished(ticket, kind, result)

    def job_failed(self, ticket: int, kind: JobKind, exc: BaseException) -> None:
        """A job's error: handed to its handler if the job is still the current one."""
        self.job_table.failed(ticket, kind, exc)

    # ------------------------------------------------------------ the end
    @property
    def last_summary(self) -> GameSummary | None:
        return self.end.summary

    @property
    def last_explanation(self) -> LossExplanation | None:
        return self.end.explanation

    def _finish(self) -> None:
        self.end.finish()

    def settle_end(self) -> None:
        """A game's end that waits for its board's facts is recorded now."""
        self.end.settle()

    def note_result_saved(self, problem: str | None) -> bool:
        """The statistics writer saved the finished game's result, or says why not."""
        return self.end.result_saved(problem)

    @property
    def explaining(self) -> bool:
        return self.end.explaining

    def undo_loss(self) -> bool:
        """Take back the action that hit a mine and play on (the game becomes assisted).

        The loss stays in the statistics as played; the game's end is recorded again,
        marked assisted, so it cannot set a best time.
        """
        if not self.game.can_undo_loss or not self.rules.allows(Help.UNDO):
            return False
        self.settle_end()  # the loss stays in the statistics as played
        self.job_table.cancel(JobKind.EXPLAIN_LOSS)
        self.game.undo_loss()
        self.end.forget()
        self.helper.position_changed()
        self._publish(LossUndone(self.generation))
        self.helper.analyse()
        return True
