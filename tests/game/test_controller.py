"""The game flow without Qt: a fake view and a job starter the test runs by hand."""

from __future__ import annotations

from typing import Any

from minesweeper_app.engine import HintKind, HintStage
from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.game import Level, Move, MoveAction, State, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.wording import say
from tests.fakes import Jobs, View

LEVEL = Level("custom", 5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})


def _playing() -> tuple[GameController, Jobs, View]:
    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    controller.click((2, 0))
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.CREATE
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    assert controller.game.state is State.PLAYING
    return controller, jobs, view


def test_a_hint_that_arrives_after_a_move_is_dropped_and_its_job_cancelled() -> None:
    controller, jobs, view = _playing()
    controller.request_hint()
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.HINT and controller.game.hints_used == 1
    controller.toggle_flag((0, 3))
    assert ticket in jobs.cancelled
    stale = HintStage(
        HintKind.MAKE_MOVE, (why.MakeMove((0, 3), False),), (), Move(MoveAction.OPEN, (0, 3))
    )
    controller.job_finished(ticket, kind, jobs.deliver(ticket, stale))
    assert view.hints == [] and say(stale) not in view.messages


def test_new_game_cancels_creation_and_the_late_board_is_ignored() -> None:
    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    controller.click((2, 0))
    ticket, kind, _ = jobs.started[-1]
    controller.new_game()
    assert ticket in jobs.cancelled
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    assert controller.game.state is State.READY and controller.game.mines is None


def test_restart_after_a_timeout_uses_the_next_seed_or_fewer_mines() -> None:
    seeds: list[int] = []
    jobs, view = Jobs(), View()

    def creator(*_: Any, seed: int, **__: Any) -> Any:
        seeds.append(seed)
        return MINES

    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5, creator=creator)
    controller.click((2, 0))
    controller.restart_creation(LEVEL, (2, 0), controller.attempt + 1)
    fewer = Level("custom", 5, 5, 2)
    controller.restart_creation(fewer, (2, 0), 0)
    for _, _, call in jobs.started:
        call(lambda: False)
    assert seeds == [5, 6, 5]
    assert controller.game.level == fewer and controller.game.state is State.CREATING


def test_the_summary_counts_clicks_and_ranks_the_time() -> None:
    controller, _, view = _playing()
    controller.stats.record(FinishedGame(custom_level(5, 5, 3), 0.0, True, 0))  # faster
    controller.stats.record(FinishedGame(custom_level(5, 6, 3), 0.0, True, 0))  # other size
    for cell in ((0, 3), (1, 4), (2, 4), (3, 4)):  # the covered safe cells
        controller.click(cell)
    summary = view.summaries[-1]
    assert summary.won and summary.clicks == 5, "the first click counts too"
    assert summary.rank == 2 and summary.ranked == 2 and not summary.new_best
    assert summary.three_bv == controller.game.three_bv == 5
    assert summary.efficiency == 1.0


def test_a_loss_is_summarised_without_a_rank() -> None:
    controller, _, view = _playing()
    controller.click((0, 4))
    summary = view.summaries[-1]
    assert not summary.won and summary.rank is None and summary.efficiency is None
    assert summary.headline.startswith("Boom: a mine at row 1, column 5.")


def test_a_hint_can_open_flag_or_take_a_wrong_flag_off() -> None:
    controller, jobs, view = _playing()
    controller.toggle_flag((0, 3))  # wrong: (0, 3) is safe
    clicks = controller.game.clicks
    unflag, flag, open_ = MoveAction.UNFLAG, MoveAction.FLAG, MoveAction.OPEN
    for move, value in (
        (Move(unflag, (0, 3)), -2),
        (Move(flag, (1, 3)), -3),
        (Move(open_, (0, 3)), 2),
    ):
        controller.request_hint()
        ticket, kind, _ = jobs.started[-1]
        said = why.MakeMove(move.cell, move.action is MoveAction.FLAG)
        stage = HintStage(HintKind.MAKE_MOVE, (said,), (), move)
        controller.job_finished(ticket, kind, jobs.deliver(ticket, stage))
        assert int(controller.game.values[move.cell]) == value
    assert controller.game.clicks == clicks, "the hint's moves are not the player's clicks"
    assert len(view.hints) == 3


def test_a_fixed_seed_gives_a_new_board_each_game_in_the_same_order() -> None:
    """Issue 34: with --seed, F2 repeated the same Expert board."""

    def seeds_of(games: int) -> list[int]:
        seeds: list[int] = []
        jobs, view = Jobs(), View()

        def creator(*_: Any, seed: int, **__: Any) -> Any:
            seeds.append(seed)
            return MINES

        controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5, creator=creator)
        for _ in range(games):
            controller.click((2, 0))
            ticket, kind, call = jobs.started[-1]
            controller.job_finished(ticket, kind, call(lambda: False))
            controller.new_game()
        return seeds

    first = seeds_of(3)
    assert len(set(first)) == 3, first
    assert first == seeds_of(3), "the same seed gives the same boards, in order"
    assert first[0] == 5


def test_a_seed_set_during_a_game_starts_its_boards_with_the_next_game() -> None:
    seeds: list[int] = []
    jobs, view = Jobs(), View()

    def creator(*_: Any, seed: int, **__: Any) -> Any:
        seeds.append(seed)
        return MINES

    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5, creator=creator)
    controller.click((2, 0))
    ticket, kind, call = jobs.started[-1]
    controller.job_finished(ticket, kind, call(lambda: False))
    controller.seed = 9  # as the screenshot script does between games
    controller.new_game()
    controller.click((2, 0))
    for _, _, call in jobs.started[1:]:
        call(lambda: False)
    assert seeds == [5, 9]
