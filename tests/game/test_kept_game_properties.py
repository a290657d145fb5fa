"""Issue 33 point 3: keep-and-resume round-trips every position the controller fuzz
reaches. The controller machine of ``test_controller_properties`` gets one more rule: the
window closes with a game in progress, keeps it as the file would hold it, and the next
window resumes it; the game that comes back must be the same in everything the player or
the statistics can see (0 lost), and play on under the same invariants."""

from __future__ import annotations

import json
from collections.abc import Callable

import numpy as np
from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from minesweeper_app.game import Game, State
from minesweeper_app.game.kept_game import game_to_dict, kept_game_from_dict
from tests.game.test_controller_properties import ControllerMachine, QueuedJobs
from tests.volume import volume

KEPT = {"kept": 0, "lost": 0}


def _round_trip(game: Game, clock: Callable[[], float]) -> Game:
    """The game as the next start gets it from the file, checked to be the same game."""
    KEPT["kept"] += 1
    try:
        back = kept_game_from_dict(json.loads(json.dumps(game_to_dict(game))), clock, budget=60)
    except ValueError:
        KEPT["lost"] += 1
        raise
    assert back.state is State.PLAYING
    assert np.array_equal(back.values, game.values) and back.values.dtype == np.int8
    assert back.questions == game.questions
    assert back.mines == game.mines and back.start_cell == game.start_cell
    assert back.moves == game.moves and back.elapsed() == game.elapsed()
    assert (back.clicks, back.hints_used) == (game.clicks, game.hints_used)
    assert (back.assisted, back.replay, back.grade) == (game.assisted, game.replay, game.grade)
    assert back.fixed_board == game.fixed_board and back.board_id == game.board_id
    assert back.three_bv == game.three_bv and back.mines_left() == game.mines_left()
    return back


class KeepingMachine(ControllerMachine):
    @invariant()
    def every_position_keeps(self) -> None:
        """Whatever was done, the game in progress could be kept here and come back."""
        if hasattr(self, "controller") and self.controller.game.state is State.PLAYING:
            _round_trip(self.controller.game, self.clock)

    @rule(seed=st.integers(0, 10**6))
    def keep_at_close_and_resume(self, seed: int) -> None:
        game = self.controller.game
        if game.state is not State.PLAYING:
            return
        self.controller.close()
        back = _round_trip(game, self.clock)
        event("kept and resumed")
        self.jobs = QueuedJobs()
        self._open_window(game.level, seed)
        self.controller.resume(back)
        self._remember()


KeepingMachine.TestCase.settings = settings(
    max_examples=volume(150, fast=30),
    stateful_step_count=50,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_keep_and_resume_under_random_play = KeepingMachine.TestCase
