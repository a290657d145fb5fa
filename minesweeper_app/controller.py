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

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    Board,
    Cell,
    CreationCancelled,
    FlagReport,
    HintLadder,
    HintRole,
    HintStage,
    format_cell,
)
from minesweeper_app.game import Game, Level, State

CancelCheck = Callable[[], bool]
EngineCall = Callable[[CancelCheck], Any]
Creator = Callable[..., Any]
HintEngine = Callable[[HintLadder, Board, int, CancelCheck], HintStage]
FlagChecker = Callable[[Board, int, CancelCheck], FlagReport]

DEFAULT_CREATION_TIMEOUT = 20.0
UNFLAG = 2
"""The engine's move code for taking a wrong flag off (``MoveAction.UNFLAG``)."""


class JobKind(enum.Enum):
    """What an engine job computes; help jobs run on their own pool and are cancelled by moves."""

    CREATE = "create"
    HINT = "hint"
    CHECK_FLAGS = "check_flags"
    ANALYSIS = "analysis"

    @property
    def is_help(self) -> bool:
        return self is not JobKind.CREATE


class JobStarter(Protocol):
    """Runs ``call(cancel)`` off the GUI thread and reports back with ``ticket``."""

    def start(self, ticket: int, kind: JobKind, call: EngineCall) -> None: ...

    def cancel(self, ticket: int) -> None: ...


class GameRecordLike(Protocol):
    @property
    def level(self) -> str: ...
    @property
    def seconds(self) -> float: ...
    @property
    def won(self) -> bool: ...
    @property
    def hints(self) -> int: ...


class StatsRecorder(Protocol):
    """The statistics store as the controller uses it (``ui.stats.StatsStore``)."""

    def record(self, level: str, seconds: float, won: bool, hints: int) -> str | None: ...

    def history(self, limit: int = ...) -> Sequence[GameRecordLike]: ...


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

    @property
    def three_bv_per_second(self) -> float | None:
        if not self.won or self.seconds <= 0:
            return None
        return self.three_bv / self.seconds

    @property
    def efficiency(self) -> float | None:
        """3BV per click: 1.0 means no click was wasted (above 1 with chords)."""
        if not self.won or self.clicks == 0:
            return None
        return self.three_bv / self.clicks

    @property
    def headline(self) -> str:
        if not self.won:
            assert self.exploded is not None
            return f"Boom: a mine at {format_cell(self.exploded)}. Press F2 for a new game."
        text = f"You won in {self.seconds:.1f} s"
        if self.hints:
            text += f" with help ({_count(self.hints, 'hint', 'hints')})."
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
    ) -> None:
        self.view = view
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
        self.game = Game(level)
        self.generation = 0
        """Counts games: a dialog about an earlier game checks it before acting."""
        self.attempt = 0
        self.last_seed: int | None = None
        self.last_stage: HintStage | None = None
        self.last_summary: GameSummary | None = None
        self._ladder: HintLadder | None = None
        self._last_help_position: bytes | None = None
        self._next_ticket = 0
        self._creation_ticket: int | None = None
        self._help_ticket: int | None = None
        self._help_kind: JobKind | None = None
        self.analysis = False
        """Options > Analysis: mine probabilities after every move."""
        self.assisted = False
        """This game was played with the analysis shown at some point."""
        self._analysis_ticket: int | None = None
        self._overlay_shown = False

    # ------------------------------------------------------------ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); creation and help in flight are abandoned."""
        self._cancel_creation()
        self._cancel_help()
        self._cancel_analysis()
        self._overlay_shown = False
        self.assisted = False
        self.attempt = 0
        self.generation += 1
        self.game = Game(level or self.game.level)
        self._ladder = None
        self._last_help_position = None
        self.last_stage = None
        self.last_summary = None

    def close(self) -> None:
        """The window is closing: stop every job; nothing that arrives later is shown."""
        self._cancel_creation()
        self._cancel_help()
        self._cancel_analysis()

    def set_no_flag_hints(self, on: bool) -> None:
        self.no_flag_hints = on
        self._ladder = None

    # ------------------------------------------------------------ moves
    def click(self, cell: Cell) -> None:
        game = self.game
        was_ready = game.state is State.READY
        if not game.click(cell):
            return
        if was_ready and game.state is State.CREATING:
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
        game = self.game
        if action == UNFLAG:
            changed = game.remove_flag(cell)
        elif action:
            changed = game.set_flag(cell)
        else:
            changed = bool(game.open(cell))
        if changed:
            self._after_move()

    def apply_auto_open(self) -> None:
        if self.game.state is State.PLAYING and self.game.auto_open_trivial():
            self._after_move()

    def _after_move(self) -> None:
        game = self.game
        self._cancel_help()
        if self.auto_open and game.state is State.PLAYING:
            game.auto_open_trivial()
        self.view.game_changed()
        self._start_analysis()
        if game.finished:
            self._finish()

    # ------------------------------------------------------------ creation
    def _ticket(self) -> int:
        self._next_ticket += 1
        return self._next_ticket

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

        def create(cancel: CancelCheck) -> Any:
            return creator(
                level.height, level.width, level.mines, start,
                seed=seed, timeout=timeout, cancel=cancel,
            )

        self._creation_ticket = ticket = self._ticket()
        self.jobs.start(ticket, JobKind.CREATE, create)
        self.view.creation_started()

    def _cancel_creation(self) -> None:
        if self._creation_ticket is not None:
            self.jobs.cancel(self._creation_ticket)
            self._creation_ticket = None

    @property
    def creating(self) -> bool:
        return self._creation_ticket is not None

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
            self.view.show_message(
                "Click any cell to start: the first click always opens an area."
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
        return self._help_kind if self._help_ticket is not None else None

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
        self._cancel_help()
        self._count_help()
        self._help_ticket = ticket = self._ticket()
        self._help_kind = kind
        self.jobs.start(ticket, kind, call)

    def _cancel_help(self) -> None:
        if self._help_ticket is not None:
            self.jobs.cancel(self._help_ticket)
            self._help_ticket = None
            self._help_kind = None

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
        self._cancel_analysis()
        if not self.analysis or self.game.state is not State.PLAYING:
            self._show_probabilities(None)
            return
        self.assisted = True
        values, total = self.game.board_for_engine(), self.game.level.mines
        self._analysis_ticket = ticket = self._ticket()
        self.jobs.start(ticket, JobKind.ANALYSIS, lambda cancel: analyse(values, total, cancel))

    def _show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        if probabilities is not None or self._overlay_shown:
            self.view.show_probabilities(probabilities)
        self._overlay_shown = probabilities is not None

    def _cancel_analysis(self) -> None:
        if self._analysis_ticket is not None:
            self.jobs.cancel(self._analysis_ticket)
            self._analysis_ticket = None

    @property
    def analysing(self) -> bool:
        """An analysis job is in flight for the current position."""
        return self._analysis_ticket is not None

    # ------------------------------------------------------------ job results
    def job_finished(self, ticket: int, kind: JobKind, result: Any) -> None:
        if kind is JobKind.ANALYSIS:
            if ticket == self._analysis_ticket:
                self._analysis_ticket = None
                self._show_probabilities(result)
        elif kind is JobKind.CREATE:
            if ticket == self._creation_ticket:
                self._creation_ticket = None
                self.game.place_mines(result)
                self.view.board_ready()
                self._after_move()
        elif ticket == self._help_ticket:
            self._help_ticket = None
            if kind is JobKind.HINT:
                self._show_stage(result)
            else:
                self._show_flag_report(result)

    def job_failed(self, ticket: int, kind: JobKind, exc: BaseException) -> None:
        if kind is JobKind.ANALYSIS:
            if ticket == self._analysis_ticket:
                self._analysis_ticket = None
                self._show_probabilities(None)
                self.view.show_message(f"The analysis could not work this position out: {exc}")
        elif kind is JobKind.CREATE:
            if ticket != self._creation_ticket:
                return
            self._creation_ticket = None
            if isinstance(exc, CreationCancelled):
                return
            start = self.game.start_cell
            self.game.cancel_creation()
            self.view.game_changed()
            self.view.creation_error(exc, start)
        elif ticket == self._help_ticket:
            self._help_ticket = None
            self.view.show_message(f"The helper could not work this position out: {exc}")

    # ------------------------------------------------------------ results
    def _finish(self) -> None:
        game = self.game
        won = game.state is State.WON
        seconds = game.elapsed()
        problem = self.stats.record(game.level.key, seconds, won, game.hints_used)
        rank: int | None = None
        ranked = 0
        new_best = False
        if won and not game.hints_used:
            times = self._winning_times(game.level)
            if problem:  # not saved: rank it against the saved ones all the same
                times.append(seconds)
            ranked = len(times)
            rank = 1 + sum(t < seconds for t in times)
            new_best = sum(t <= seconds for t in times) == 1
        three_bv = game.three_bv
        assert three_bv is not None
        self.last_summary = summary = GameSummary(
            won=won, level=game.level, seconds=seconds, three_bv=three_bv,
            clicks=game.clicks, hints=game.hints_used, rank=rank, ranked=ranked,
            new_best=new_best, exploded=game.exploded, save_problem=problem,
        )
        self.view.game_over(summary)


    def _winning_times(self, level: Level) -> list[float]:
        """Times of the level's wins without help, this game included once it is saved.

        Levels are told apart by their statistics key, as the best times are (so all
        custom sizes share one list until the store records sizes).
        """
        return [r.seconds for r in self.stats.history(1_000_000)
                if r.won and not r.hints and r.level == level.key]


def _count(n: int, one: str, many: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {many}"
