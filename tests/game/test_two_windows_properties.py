"""Two windows on one data folder under random play (issue 33): each closes with a game
in progress (keeping it), starts again (resuming a kept game if there is one), plays,
abandons and finishes games in any order. Every game reaches the statistics file exactly
once, a kept game is resumed by at most one window, and none is lost: every kept game is
either resumed or still waiting in the folder."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from minesweeper_app.engine import COVERED, create_board
from minesweeper_app.game import Game, Level, State, custom_level
from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.game.kept_game import game_to_dict, take_kept_game
from minesweeper_app.game.session import record_abandoned, save_game
from minesweeper_app.game.stats import StatsStore
from tests.fakes import View
from tests.game.test_controller_properties import LEVELS, Clock, QueuedJobs

SMALL = [lv for lv in LEVELS if 20 <= lv.height * lv.width <= 30 and lv.mines >= 3]
"""Boards a first click rarely wins, so both windows often have a game in progress."""
RUNS = Counter[str]()


def _identity(game: Game) -> str:
    return json.dumps(game_to_dict(game), sort_keys=True)


@dataclass
class Window:
    controller: GameController
    jobs: QueuedJobs
    store: StatsStore
    state: State


class TwoWindows(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="two-windows-"))
        self.clock = Clock()
        self.windows: list[Window | None] = []
        self.recorded = 0
        self.kept: Counter[str] = Counter()
        self.resumed: Counter[str] = Counter()

    def teardown(self) -> None:
        for window in self.windows:
            if window is not None:
                window.controller.close()
                window.store.close()
        waiting = 0
        while (game := take_kept_game(self.folder, self.clock)[0]) is not None:
            self.resumed[_identity(game)] += 1
            waiting += 1
        RUNS["kept games left waiting"] += waiting
        RUNS["games in the file"] += self.recorded
        RUNS["runs"] += 1
        assert self.resumed == self.kept, "a kept game was lost or came back twice"
        shutil.rmtree(self.folder, ignore_errors=True)

    def _open(self, level: Level, seed: int) -> Window:
        store = StatsStore(self.folder / "stats.sqlite3")
        jobs = QueuedJobs()
        controller = GameController(level, View(), jobs, store, seed=seed, clock=self.clock)
        back, problem = take_kept_game(self.folder, self.clock)
        assert problem is None, problem
        if back is not None:
            identity = _identity(back)
            self.resumed[identity] += 1
            assert self.resumed[identity] <= self.kept[identity], "resumed twice"
            controller.resume(back)
            RUNS["resumed"] += 1
            event("resumed")
        return Window(controller, jobs, store, controller.game.state)

    @initialize(
        first=st.sampled_from(SMALL), second=st.sampled_from(SMALL), seed=st.integers(0, 10**6)
    )
    def start(self, first: Level, second: Level, seed: int) -> None:
        self.windows = [self._open(first, seed), self._open(second, seed + 1)]

    def _step(self, window: Window, action: object, *args: object) -> None:
        self.clock.now += 0.75
        game = window.controller.game
        action(*args)  # type: ignore[operator]
        now = window.controller.game
        if now is game and now.finished and now.state is not window.state:
            self.recorded += 1
            RUNS["finished"] += 1
        window.state = now.state

    @rule(which=st.integers(0, 1), data=st.data())
    def play(self, which: int, data: st.DataObject) -> None:
        window = self.windows[which]
        if window is None:
            return
        game = window.controller.game
        if game.state is State.READY:
            start = game.required_start or (game.height // 2, game.width // 2)
            self._step(window, window.controller.click, start)
        while window.jobs.pending:  # the workers catch up
            ticket, kind, call = window.jobs.pending.pop(0)
            self._step(window, window.controller.job_finished, ticket, kind, call(lambda: False))
        game = window.controller.game
        if game.state is State.PLAYING and data.draw(st.booleans()):
            assert game.mines is not None
            covered = [
                (r, c)
                for r in range(game.height)
                for c in range(game.width)
                if game.values[r, c] == COVERED
            ]
            if not covered:
                return
            safe = [cell for cell in covered if cell not in game.mines] or covered
            pick = safe if data.draw(st.integers(0, 3)) else covered
            self._step(window, window.controller.click, data.draw(st.sampled_from(pick)))

    @rule(which=st.integers(0, 1), data=st.data())
    def flag(self, which: int, data: st.DataObject) -> None:
        window = self.windows[which]
        if window is None:
            return
        game = window.controller.game
        cell = data.draw(st.tuples(st.integers(0, game.height - 1), st.integers(0, game.width - 1)))
        self._step(window, window.controller.toggle_flag, cell)

    @rule(which=st.integers(0, 1))
    def undo(self, which: int) -> None:
        window = self.windows[which]
        if window is None:
            return
        self._step(window, window.controller.undo_loss)

    @rule(which=st.integers(0, 1), level=st.sampled_from(SMALL))
    def abandon_for_a_new_game(self, which: int, level: Level) -> None:
        """New game with one in progress: the window asks, the player agrees."""
        window = self.windows[which]
        if window is None:
            return
        if record_abandoned(window.store, window.controller.game):
            self.recorded += 1
            RUNS["abandoned"] += 1
        self._step(window, window.controller.new_game, level)

    @rule(which=st.integers(0, 1), level=st.sampled_from(SMALL), seed=st.integers(0, 10**6))
    def start_again(self, which: int, level: Level, seed: int) -> None:
        if self.windows[which] is None:
            self.windows[which] = self._open(level, seed)

    @rule(which=st.integers(0, 1))
    def keep_at_close(self, which: int) -> None:
        window = self.windows[which]
        if window is None:
            return
        game = window.controller.game
        window.controller.close()
        if game.state is State.PLAYING:
            save_game(self.folder, game)
            self.kept[_identity(game)] += 1
            RUNS["kept"] += 1
            event("kept")
        assert window.store.close() is None
        self.windows[which] = None

    @rule()
    def both_close(self) -> None:
        """The desktop session ends: both windows close at once, keeping what is played."""
        self.keep_at_close(0)
        self.keep_at_close(1)

    @invariant()
    def every_game_is_recorded_once(self) -> None:
        if not self.windows:
            return
        conn = sqlite3.connect(self.folder / "stats.sqlite3")
        try:
            (rows,) = conn.execute("SELECT COUNT(*) FROM games").fetchone()
        finally:
            conn.close()
        assert rows == self.recorded
        assert all(w.store.unsaved == 0 for w in self.windows if w is not None)


TwoWindows.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_two_windows_on_one_folder = pytest.mark.slow(TwoWindows.TestCase)


def test_two_windows_closing_with_games_in_progress_keep_both(tmp_path: Path) -> None:
    """The second window's kept game replaced the first one's, which was lost unseen."""
    clock = Clock()
    games = []
    for start in ((0, 0), (4, 4)):
        game = Game(custom_level(5, 5, 3), clock)
        game.click(start)
        game.place_mines(create_board(5, 5, 3, start, seed=7))
        games.append(game)
    assert all(g.state is State.PLAYING for g in games)
    for game in games:
        save_game(tmp_path, game)
    back = [take_kept_game(tmp_path, clock) for _ in range(3)]
    assert [b[1] for b in back] == [None, None, None]
    resumed = [_identity(g) for g, _ in back if g is not None]
    assert sorted(resumed) == sorted(_identity(g) for g in games), "each comes back once"
