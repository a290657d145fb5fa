"""The controller's job table: one job per kind, replaced by the next, all cancelled at close,
and a result that arrives after its job was cancelled is never shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from minesweeper_app.game import State
from minesweeper_app.game.flow.controller import GameController, JobKind
from tests.fakes import Jobs, View
from tests.game.test_controller import MINES, _playing


def _creating() -> tuple[GameController, Jobs, View]:
    from minesweeper_app.game.stats import StatsStore
    from tests.game.test_controller import LEVEL

    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    controller.click((2, 0))
    return controller, jobs, view


def _hint(c: GameController) -> None:
    c.request_hint()


def _check(c: GameController) -> None:
    c.toggle_flag((0, 3))
    c.request_flag_check()


def _analysis(c: GameController) -> None:
    c.set_analysis(True)


def _lose(c: GameController) -> None:
    c.click(min(MINES))
    assert c.game.state is State.LOST


def _daily(c: GameController) -> None:
    c.open_daily_board()


def _board_made(c: GameController) -> None:
    """The board exists (``_playing`` made it): its id and 3BV are being worked out."""


STARTS: dict[JobKind, Callable[[GameController], None]] = {
    JobKind.HINT: _hint,
    JobKind.CHECK_FLAGS: _check,
    JobKind.ANALYSIS: _analysis,
    JobKind.EXPLAIN_LOSS: _lose,
    JobKind.PREPARE_BOARD: _daily,
    JobKind.BOARD_FACTS: _board_made,
}


@pytest.mark.parametrize("kind", list(JobKind), ids=lambda k: k.value)
def test_close_cancels_every_kind_of_job_and_drops_its_late_result(kind: JobKind) -> None:
    if kind is JobKind.CREATE:
        controller, jobs, view = _creating()
    else:
        controller, jobs, view = _playing()
        STARTS[kind](controller)
    ticket, started_kind, call = jobs.started[-1]
    assert started_kind is kind
    shown = (list(view.messages), list(view.hints), list(view.explanations), view.prepared[:])
    controller.close()
    assert ticket in jobs.cancelled
    assert not controller.job_table.running(kind)
    try:
        result = call(lambda: False)
    except Exception as exc:  # a cancelled job may also fail late: that is dropped too
        controller.job_failed(ticket, kind, exc)
    else:
        controller.job_finished(ticket, kind, result)
    assert (view.messages, view.hints, view.explanations, view.prepared) == shown


def test_a_new_request_replaces_the_running_one_of_its_kind() -> None:
    controller, jobs, _view = _playing()
    controller.request_hint()
    first = jobs.started[-1][0]
    controller.toggle_flag((0, 3))  # a move cancels help
    controller.request_flag_check()
    assert first in jobs.cancelled
    assert controller.helping is JobKind.CHECK_FLAGS
