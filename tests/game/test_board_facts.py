"""A board's id and 3BV are worked out by a job once the board exists, so the game's end
need not: the end records them right whether the job has answered or not, and an answer
about an abandoned board never changes the next game."""

from __future__ import annotations

import pytest

from minesweeper_app.engine import (
    BoardLayout,
    cell_type_board,
    create_board,
    encode_board_id,
    three_bv,
)
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game.controller import CreatedBoard, GameController, JobKind
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

LEVEL = custom_level(9, 9, 10)
START = (4, 4)
BOARD_A = frozenset(create_board(9, 9, 10, START, seed=1))
BOARD_B = frozenset(create_board(9, 9, 10, START, seed=2))


def _id(mines: frozenset[tuple[int, int]]) -> str:
    return encode_board_id(9, 9, mines, START)


def _bv(mines: frozenset[tuple[int, int]]) -> int:
    return three_bv(cell_type_board(9, 9, mines))


def _created(controller: GameController, jobs: Jobs, mines: frozenset[tuple[int, int]]) -> int:
    """The first click's board arrives; returns the ticket of the facts job it starts."""
    controller.click(START)
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.CREATE
    controller.job_finished(ticket, kind, CreatedBoard(mines, None))
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.BOARD_FACTS, "the board's facts are asked for once it exists"
    return ticket


@pytest.mark.parametrize("answered", [True, False], ids=["answered", "not-yet"])
def test_the_end_records_the_board_s_id_and_3bv_either_way(answered: bool) -> None:
    assert BOARD_A != BOARD_B and _bv(BOARD_A) > 0
    jobs = Jobs()
    controller = GameController(LEVEL, View(), jobs, StatsStore(None), seed=1)
    _created(controller, jobs, BOARD_A)
    if answered:
        jobs.run(controller, JobKind.BOARD_FACTS)
    controller.click(min(BOARD_A))
    assert controller.game.state is State.LOST
    record = controller.stats.history(1)[0]
    assert (record.board_id, record.three_bv) == (_id(BOARD_A), _bv(BOARD_A))
    if not answered:  # a late answer for the finished game changes nothing
        jobs.run(controller, JobKind.BOARD_FACTS)
        assert (controller.game.board_id, controller.game.three_bv) == (_id(BOARD_A), _bv(BOARD_A))


def test_an_answer_about_an_abandoned_board_is_ignored() -> None:
    jobs = Jobs()
    controller = GameController(LEVEL, View(), jobs, StatsStore(None), seed=1)
    stale = _created(controller, jobs, BOARD_A)
    stale_call = jobs.started[-1][2]
    controller.new_game()
    assert stale in jobs.cancelled
    _created(controller, jobs, BOARD_B)
    controller.job_finished(stale, JobKind.BOARD_FACTS, stale_call(lambda: False))
    game = controller.game
    assert (game.board_id, game.three_bv) == (_id(BOARD_B), _bv(BOARD_B))
    controller.click(min(BOARD_B))
    assert controller.stats.history(1)[0].board_id == _id(BOARD_B)


def test_a_game_keeps_only_facts_about_its_own_board() -> None:
    game = Game(LEVEL)
    game.use_board(BOARD_A, START)
    game.click(START)
    game.place_mines(BOARD_A)
    game.adopt_facts(BoardLayout(9, 9, BOARD_B, START), _bv(BOARD_B))
    assert (game.board_id, game.three_bv) == (_id(BOARD_A), _bv(BOARD_A))
    own = BoardLayout(9, 9, BOARD_A, START)
    game.adopt_facts(own, _bv(BOARD_A))
    assert game.layout is own and game.board_id == _id(BOARD_A)
