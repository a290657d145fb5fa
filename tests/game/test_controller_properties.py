"""The Qt-free controller under random play (hypothesis stateful testing).

Random sequences of what a player and the window do (open, flag, chord, hint, check
flags, undo, retry, new game, analysis on and off, board ids, close) on random small
levels, with engine jobs finished in a random order, late answers of cancelled jobs
included. After every step: the game moves only along the documented transitions of
``State``, the mine counter is mines minus flags, the clock never runs backwards, the
opened cells only grow (3BV progress), and every finished game reaches the statistics
store and the window exactly once. After close nothing reaches either.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from minesweeper_app.engine import COVERED, FLAGGED, cell_type_board, level_obstacle, three_bv
from minesweeper_app.game import Game, Level, State, custom_level
from minesweeper_app.game.flow.controller import GameController, JobKind
from tests.fakes import RecordingStats, View
from tests.volume import volume

TRANSITIONS: dict[State, set[State]] = {
    # A board given in advance (retry, board id) is placed at the first click at once.
    State.READY: {State.READY, State.CREATING, State.PLAYING, State.WON},
    State.CREATING: {State.CREATING, State.PLAYING, State.WON, State.READY},
    State.PLAYING: {State.PLAYING, State.WON, State.LOST},
    State.WON: {State.WON},
    State.LOST: {State.LOST, State.PLAYING},  # back to playing only by an undo
}
"""What ``State`` allows within one game; a new game (new, retry, board id) starts READY."""


LEVELS = [
    custom_level(height, width, mines)
    for height in range(1, 7)
    for width in range(1, 8)
    for mines in range(1, height * width // 3 + 1)
    if level_obstacle(height, width, mines) is None
]
levels = st.sampled_from(LEVELS)


class Clock:
    """The games' clock: moves on by a step at every rule, never backwards."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class QueuedJobs:
    """The window's job runner, run by the test: jobs wait until a rule finishes one."""

    def __init__(self) -> None:
        self.pending: list[tuple[int, JobKind, Any]] = []
        self.cancelled: set[int] = set()

    def start(self, ticket: int, kind: JobKind, call: Any) -> None:
        self.pending.append((ticket, kind, call))

    def cancel(self, ticket: int) -> None:
        self.cancelled.add(ticket)


class ControllerMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.clock = Clock()
        self.jobs = QueuedJobs()
        self.view = View()
        self.stats = RecordingStats()
        self.finishes = 0
        self.ids: list[str] = []

    @initialize(level=levels, seed=st.integers(0, 10**6))
    def start(self, level: Level, seed: int) -> None:
        self._open_window(level, seed)

    def _open_window(self, level: Level, seed: int) -> None:
        self.controller = GameController(
            level, self.view, self.jobs, self.stats, seed=seed, clock=self.clock
        )
        self._remember()

    # ------------------------------------------------------------ bookkeeping
    def _remember(self) -> None:
        game = self.controller.game
        self.game: Game = game
        self.state = game.state
        self.elapsed = game.elapsed()
        self.opened = int((game.values >= 0).sum())
        self.clicks = game.clicks
        self.hints = game.hints_used

    def _step(self, action: Any, *args: Any) -> None:
        """Run one action and check what it did to the game against what was before."""
        self.clock.now += 0.75  # exact in binary: an undo gives back the very same time
        action(*args)
        game = self.controller.game
        if game is not self.game:  # a new game: new, retry, or a prepared board arrived
            assert game.state is State.READY, f"a new game starts READY, not {game.state}"
            self._remember()
            return
        assert game.state in TRANSITIONS[self.state], f"{self.state} -> {game.state}"
        if game.state is State.PLAYING and self.state is State.LOST:
            assert game.assisted, "only an undo takes a loss back, and it marks the game"
        if game.finished and game.state is not self.state:
            self.finishes += 1
            event(f"finished: {game.state.value}")
        elapsed = game.elapsed()
        assert elapsed >= self.elapsed, "the clock ran backwards"
        opened = int((game.values >= 0).sum())
        if not (self.state is State.LOST and game.state is State.PLAYING):
            assert opened >= self.opened, "opened cells closed again"
        assert game.clicks >= self.clicks and game.hints_used >= self.hints
        self.state, self.elapsed, self.opened = game.state, elapsed, opened
        self.clicks, self.hints = game.clicks, game.hints_used

    def _cell(self, data: st.DataObject) -> tuple[int, int]:
        level = self.controller.game.level
        return data.draw(
            st.tuples(st.integers(-1, level.height), st.integers(-1, level.width))
            | st.tuples(st.integers(0, level.height - 1), st.integers(0, level.width - 1))
        )

    # ------------------------------------------------------------ the player
    @rule(data=st.data())
    def open_cell(self, data: st.DataObject) -> None:
        self._step(self.controller.click, self._cell(data))

    @rule(data=st.data())
    def play_on(self, data: st.DataObject) -> None:
        """A player who knows the board moves the game on: a first click, the workers
        catching up, or a covered cell opened (mostly a safe one: most games need many)."""
        game = self.controller.game
        if self.jobs.pending:
            self.finish_every_job()
        elif game.state is State.PLAYING:
            assert game.mines is not None
            covered = [
                (r, c)
                for r in range(game.height)
                for c in range(game.width)
                if game.values[r, c] == COVERED
            ]
            safe = [cell for cell in covered if cell not in game.mines] or covered
            if not covered:  # every covered cell is flagged: take a wrong flag off
                wrong = sorted(game.wrong_flags())
                self._step(self.controller.toggle_flag, data.draw(st.sampled_from(wrong)))
                return
            cells = (
                st.sampled_from(safe) if data.draw(st.integers(0, 4)) else st.sampled_from(covered)
            )
            self._step(self.controller.click, data.draw(cells))
        elif game.state is State.READY:
            start = game.required_start
            self._step(self.controller.click, start or self._cell(data))

    @rule(data=st.data())
    def flag_cell(self, data: st.DataObject) -> None:
        self._step(self.controller.toggle_flag, self._cell(data))

    @rule(data=st.data())
    def chord_cell(self, data: st.DataObject) -> None:
        self._step(self.controller.chord, self._cell(data))

    @rule()
    def hint(self) -> None:
        self._step(self.controller.request_hint)

    @rule()
    def check_flags(self) -> None:
        self._step(self.controller.request_flag_check)

    @rule()
    def undo(self) -> None:
        could = self.controller.game.can_undo_loss
        self._step(self.controller.undo_loss)
        if could:
            assert self.controller.game.state is State.PLAYING and self.controller.assisted

    @rule()
    def retry(self) -> None:
        self._step(self.controller.retry_board)

    @rule(level=st.none() | levels)
    def new_game(self, level: Level | None) -> None:
        self._step(self.controller.new_game, level)

    @rule(on=st.booleans())
    def analysis(self, on: bool) -> None:
        self._step(self.controller.set_analysis, on)

    @rule(data=st.data())
    def board_id(self, data: st.DataObject) -> None:
        if self.controller.game.board_id is not None:
            self.ids.append(self.controller.game.board_id)
        text = data.draw(st.sampled_from(self.ids) if self.ids else st.just("1ABC"))
        if data.draw(st.booleans()):
            text = text[:-1] + ("0" if text[-1] != "0" else "1")  # mistyped
        jobs = len(self.jobs.pending)
        problem = self.controller.open_board_id(text)
        if problem is None:
            assert self.jobs.pending[-1][1] is JobKind.PREPARE_BOARD
        else:
            assert len(self.jobs.pending) == jobs and problem.endswith(".")

    @rule(seed=st.integers(0, 10**6))
    def close_and_start_again(self, seed: int) -> None:
        """The window closes with jobs in flight (none may report any more), and the
        next start shows a new window on the same statistics."""
        self.controller.close()
        assert all(t in self.jobs.cancelled for t, _, _ in self.jobs.pending)
        assert not any(self.controller.job_table.running(kind) for kind in JobKind)
        shown = self._shown()
        game = self.controller.game
        state, values = game.state, game.values.copy()
        for ticket, kind, call in self.jobs.pending:
            self._deliver(ticket, kind, call)
        assert self._shown() == shown, "a job reported after the window closed"
        assert game.state is state and (game.values == values).all()
        self.jobs = QueuedJobs()
        self._open_window(game.level, seed)

    @rule()
    def time_passes(self) -> None:
        self._step(lambda: None)

    # ------------------------------------------------------------ the window's workers
    @precondition(lambda self: bool(self.jobs.pending))
    @rule(data=st.data())
    def finish_a_job(self, data: st.DataObject) -> None:
        """A worker reports back: any job in flight, a cancelled one's late answer too."""
        index = data.draw(st.integers(0, len(self.jobs.pending) - 1))
        ticket, kind, call = self.jobs.pending.pop(index)
        shown = self._shown()
        self._step(self._deliver, ticket, kind, call)
        if ticket in self.jobs.cancelled:
            assert self._shown() == shown, "a cancelled job's answer reached the player"

    def finish_every_job(self) -> None:
        """The workers catch up: every job reports, oldest first."""
        while self.jobs.pending:
            ticket, kind, call = self.jobs.pending.pop(0)
            self._step(self._deliver, ticket, kind, call)

    def _deliver(self, ticket: int, kind: JobKind, call: Any) -> None:
        event(f"job {kind.value}{' (cancelled)' if ticket in self.jobs.cancelled else ''}")
        try:
            result = call(lambda: False)
        except Exception as exc:
            self.controller.job_failed(ticket, kind, exc)
        else:
            self.controller.job_finished(ticket, kind, result)

    def _shown(self) -> tuple[int, ...]:
        view = self.view
        return (
            len(view.messages),
            len(view.summaries),
            len(view.hints),
            len(view.explanations),
            len(view.prepared),
            len(self.stats.records),
        )

    # ------------------------------------------------------------ invariants
    @invariant()
    def counters(self) -> None:
        if not hasattr(self, "controller"):
            return
        game = self.controller.game
        flags = int((game.values == FLAGGED).sum())
        assert game.mines_left() == game.level.mines - flags
        if game.state is State.WON:
            assert game.mines_left() == 0
        if game.state in (State.READY, State.CREATING):
            assert game.elapsed() == 0.0 and game.three_bv is None
        if game.mines is not None:
            types = cell_type_board(game.height, game.width, game.mines)
            assert game.three_bv == three_bv(types)
            opened = game.values >= 0
            assert (game.values[opened] == types[opened]).all()

    @invariant()
    def every_finished_game_is_recorded_once(self) -> None:
        if not hasattr(self, "controller"):
            return
        assert len(self.stats.records) == self.finishes == len(self.view.summaries)
        game = self.controller.game
        if game.finished and self.stats.records:
            last = self.stats.records[-1]
            summary = self.view.summaries[-1]
            assert last.won == (game.state is State.WON) == summary.won
            assert last.seconds == game.elapsed() == summary.seconds
            assert last.hints == game.hints_used
            assert last.three_bv == game.three_bv == summary.three_bv
            assert last.assisted == game.assisted
            assert last.board_id == game.board_id
            assert last.level == game.level


ControllerMachine.TestCase.settings = settings(
    max_examples=volume(200, fast=40),
    stateful_step_count=50,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_controller_under_random_play = ControllerMachine.TestCase
