"""The helper: hints, flag checks and the analysis overlay, each a job about the current
position whose answer is published as an event.

The controller owns one :class:`Helper` and gives it what it needs (:class:`HelpHost`:
the game, its job table, and the way to play a proven move) and the call that publishes
its events.  A move cancels help in flight (the controller does that), and a hint or
check counts once per position however often it is pressed there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import FlagReport, HintLadder, HintStage, Move
from minesweeper_app.game.events import (
    FailedJob,
    FlagsChecked,
    GameEvent,
    HelpRefusal,
    HelpRefused,
    HintShown,
    JobFailed,
    ProbabilitiesShown,
)
from minesweeper_app.game.flow.jobs import FlagChecker, HintEngine, JobKind, JobTable, analyse
from minesweeper_app.game.model import Game, State
from minesweeper_app.game.rules import Help, PlayRules


class HelpHost(Protocol):
    """What the helper needs of the controller."""

    @property
    def game(self) -> Game: ...
    @property
    def generation(self) -> int: ...
    @property
    def job_table(self) -> JobTable: ...
    @property
    def rules(self) -> PlayRules: ...
    def play_move(self, move: Move) -> None: ...


class Helper:
    """Hints, flag checks and mine probabilities for ``host``'s current game."""

    def __init__(
        self,
        host: HelpHost,
        publish: Callable[[GameEvent], None],
        hint_engine: HintEngine,
        flag_checker: FlagChecker,
    ) -> None:
        self.host = host
        self.publish = publish
        self.hint_engine = hint_engine
        self.flag_checker = flag_checker
        self.no_flag_hints = False
        self.analysis = False
        """Options > Analysis: mine probabilities after every move."""
        self.last_stage: HintStage | None = None
        self._ladder: HintLadder | None = None
        self._last_help_position: bytes | None = None
        self._overlay_shown = False

    def forget(self) -> None:
        """A new game: no ladder, no stage, nothing counted, no overlay shown."""
        self._ladder = None
        self._last_help_position = None
        self.last_stage = None
        self._overlay_shown = False

    def set_no_flag_hints(self, on: bool) -> None:
        self.no_flag_hints = on
        self._ladder = None

    def position_changed(self) -> None:
        """A loss undone: the position counts for help again."""
        self._last_help_position = None

    # ------------------------------------------------------------ hints and flag checks
    def _allowed(self) -> bool:
        game = self.host.game
        if game.state is State.READY:
            refused = HelpRefused(
                self.host.generation, HelpRefusal.NOT_STARTED, game.required_start
            )
            self.publish(refused)
            return False
        return game.state is State.PLAYING

    def _count(self) -> None:
        position = self.host.game.values.tobytes()
        if position != self._last_help_position:
            self.host.game.note_hint()
            self._last_help_position = position

    @property
    def helping(self) -> JobKind | None:
        """The help job in flight, if any."""
        return self.host.job_table.running_kind(JobKind.HINT)

    def request_hint(self) -> None:
        if not self.host.rules.allows(Help.HINT):
            return
        if not self._allowed() or self.helping is JobKind.HINT:
            return
        if self._ladder is None:
            self._ladder = HintLadder(no_flag_mode=self.no_flag_hints)
        game = self.host.game
        ladder, values, total = self._ladder, game.board_for_engine(), game.level.mines
        engine = self.hint_engine
        self._count()
        self.host.job_table.start(
            JobKind.HINT,
            lambda cancel: engine(ladder, values, total, cancel),
            self._show_stage,
            self._failed,
        )

    def request_flag_check(self) -> None:
        if not self.host.rules.allows(Help.CHECK_FLAGS):
            return
        if not self._allowed() or self.helping is JobKind.CHECK_FLAGS:
            return
        game = self.host.game
        if game.flag_count() == 0:
            self.publish(HelpRefused(self.host.generation, HelpRefusal.NO_FLAGS))
            return
        values, total, checker = game.board_for_engine(), game.level.mines, self.flag_checker
        self._count()
        self.host.job_table.start(
            JobKind.CHECK_FLAGS,
            lambda cancel: checker(values, total, cancel),
            self._show_flag_report,
            self._failed,
        )

    def _show_stage(self, stage: HintStage) -> None:
        self.last_stage = stage
        if stage.move is not None:
            self.host.play_move(stage.move)
        highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
        # A winning move shows the result, not "Opening ...".
        shown = not self.host.game.finished
        self.publish(HintShown(self.host.generation, stage, highlights, shown))

    def _show_flag_report(self, report: FlagReport) -> None:
        from minesweeper_app.engine import flag_check_stage

        stage = flag_check_stage(self.host.game.values, report)
        highlights = {(int(c[0]), int(c[1])): role for c, role in stage.highlights}
        self.publish(FlagsChecked(self.host.generation, report, stage, highlights))

    def _failed(self, exc: BaseException) -> None:
        self.publish(JobFailed(self.host.generation, FailedJob.HINT, exc))

    # ------------------------------------------------------------ analysis
    def set_analysis(self, on: bool) -> None:
        """Show (or hide) the mine probabilities; showing them marks the game as assisted."""
        self.analysis = on
        self.analyse()

    def analyse(self) -> None:
        """After every move: the last position's job is cancelled, the new one started."""
        game, table = self.host.game, self.host.job_table
        table.cancel(JobKind.ANALYSIS)
        shown = self.analysis and self.host.rules.allows(Help.ANALYSIS)
        if not shown or game.state is not State.PLAYING:
            self._show_probabilities(None)
            return
        game.assisted = True  # like a hint: no best time with the overlay shown
        values, total = game.board_for_engine(), game.level.mines
        table.start(
            JobKind.ANALYSIS,
            lambda cancel: analyse(values, total, cancel),
            self._show_probabilities,
            self._analysis_failed,
        )

    def _show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        if probabilities is not None or self._overlay_shown:
            self.publish(ProbabilitiesShown(self.host.generation, probabilities))
        self._overlay_shown = probabilities is not None

    def _analysis_failed(self, exc: BaseException) -> None:
        self._show_probabilities(None)
        self.publish(JobFailed(self.host.generation, FailedJob.ANALYSIS, exc))

    @property
    def analysing(self) -> bool:
        """An analysis job is in flight for the current position."""
        return self.host.job_table.running(JobKind.ANALYSIS)
