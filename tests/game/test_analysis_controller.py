"""The analysis job without Qt: one per position, the next move cancels it, late answers drop."""

from __future__ import annotations

from typing import Any

import numpy as np

from minesweeper_app.engine import mine_probabilities
from minesweeper_app.game import Level, State
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View
from tests.game.test_controller import MINES

LEVEL = Level("custom", 5, 5, 3)


class AnalysisView(View):
    def __init__(self) -> None:
        super().__init__()
        self.overlays: list[Any] = []

    def show_probabilities(self, probabilities: Any) -> None:
        self.overlays.append(probabilities)


def _analysis_jobs(jobs: Jobs) -> list[tuple[int, Any]]:
    return [(t, call) for t, kind, call in jobs.started if kind is JobKind.ANALYSIS]


def test_each_move_cancels_the_last_analysis_and_a_late_answer_is_dropped() -> None:
    jobs, view = Jobs(), AnalysisView()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    controller.set_analysis(True)
    assert not _analysis_jobs(jobs), "no board yet: nothing to analyse"
    controller.click((2, 0))
    ticket, kind, _ = jobs.started[-1]
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    assert controller.game.state is State.PLAYING and controller.assisted
    [(first, call)] = _analysis_jobs(jobs)
    assert JobKind.ANALYSIS.is_help
    early = call(lambda: False)
    controller.toggle_flag((1, 3))  # a move before the answer came
    assert first in jobs.cancelled
    (_, _), (second, call2) = _analysis_jobs(jobs)
    controller.job_finished(first, JobKind.ANALYSIS, early)
    assert view.overlays == [], "the previous position's answer is not shown"
    answer = call2(lambda: False)
    controller.job_finished(second, JobKind.ANALYSIS, answer)
    assert len(view.overlays) == 1
    expected = mine_probabilities(controller.game.values, LEVEL.mines)
    np.testing.assert_array_equal(view.overlays[0], expected)


def test_turning_the_analysis_off_hides_it_and_a_new_game_is_not_assisted() -> None:
    jobs, view = Jobs(), AnalysisView()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    controller.click((2, 0))
    ticket, kind, _ = jobs.started[-1]
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    assert not controller.assisted and not _analysis_jobs(jobs)
    controller.set_analysis(True)
    [(first, call)] = _analysis_jobs(jobs)
    controller.job_finished(first, JobKind.ANALYSIS, call(lambda: False))
    controller.set_analysis(False)
    assert view.overlays[-1] is None
    controller.new_game()
    assert not controller.assisted
