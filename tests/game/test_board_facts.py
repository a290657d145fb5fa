"""A board's id and 3BV are worked out by a job once the board exists, so the game's end
need not: the end records them right whether the job has answered or not, and an answer
about an abandoned board never changes the next game."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import minesweeper_app.engine.board_id as board_id_module
from minesweeper_app.engine import (
    BoardLayout,
    cell_type_board,
    create_board,
    encode_board_id,
    three_bv,
)
from minesweeper_app.game import Game, Level, State, custom_level
from minesweeper_app.game.flow.controller import CreatedBoard, GameController, JobKind
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
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(mines, None)))
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


# A board too big for its facts to be worked out at the end without a stall (40x40):
# there the game's end waits for the facts job instead.
BIG = custom_level(40, 40, 3)
BIG_START = (20, 20)
CORNER_A = frozenset({(0, 0), (0, 1), (1, 0)})  # the first click opens every safe cell
CORNER_B = frozenset({(39, 39), (39, 38), (38, 39)})
LOSS_LEVEL = custom_level(40, 40, 240)


def _scattered(seed: int) -> frozenset[tuple[int, int]]:
    """240 mines anywhere but around the start: many openings, so a 3BV far from 1."""
    rng = np.random.default_rng(seed)
    free = [(r, c) for r in range(40) for c in range(40) if max(abs(r - 20), abs(c - 20)) > 1]
    return frozenset(free[i] for i in rng.choice(len(free), 240, replace=False))


class _Encodes:
    """Counts board ids encoded (the slow half of a board's facts)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = board_id_module.encode_board_id

        def counting(*args: Any, **kwargs: Any) -> str:
            self.count += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(board_id_module, "encode_board_id", counting)


def _fixed(
    controller: GameController, jobs: Jobs, level: Level, mines: frozenset[tuple[int, int]]
) -> tuple[int, Any]:
    """A new game on ``mines`` opened at the start; the ticket and call of its facts job."""
    controller.new_game(level)
    controller.game.use_board(mines, BIG_START)
    controller.click(BIG_START)
    ticket, kind, call = jobs.started[-1]
    assert kind is JobKind.BOARD_FACTS
    return ticket, call


def _facts(mines: frozenset[tuple[int, int]]) -> tuple[str, int]:
    return encode_board_id(40, 40, mines, BIG_START), three_bv(cell_type_board(40, 40, mines))


@pytest.mark.parametrize("won", [True, False], ids=["first-click-win", "quick-loss"])
def test_a_big_board_s_end_waits_for_its_facts_then_shows_and_records_them(
    monkeypatch: pytest.MonkeyPatch, won: bool
) -> None:
    encodes = _Encodes(monkeypatch)
    jobs, view = Jobs(), View()
    controller = GameController(BIG, view, jobs, StatsStore(None), seed=1)
    mines = CORNER_A if won else _scattered(5)
    _fixed(controller, jobs, BIG if won else LOSS_LEVEL, mines)
    if not won:
        controller.click(min(mines))
    game = controller.game
    assert game.state is (State.WON if won else State.LOST)
    assert encodes.count == 0, "the end did not encode the board's id itself"
    assert view.summaries == [] and controller.stats.history(None) == []
    assert not controller.explaining, "a loss is explained once its end is shown"
    jobs.run(controller, JobKind.BOARD_FACTS)
    assert encodes.count == 1, "only the facts job encoded the id"
    board_id, bv = _facts(mines)
    assert bv == 1 if won else bv > 20
    (summary,) = view.summaries
    assert summary is controller.last_summary and summary.won is won
    assert (summary.board_id, summary.three_bv) == (board_id, bv)
    assert ("3BV", str(bv)) in summary.rows()
    if won and summary.seconds >= 0.05:
        assert summary.three_bv_per_second == pytest.approx(bv / summary.seconds)
    elif won:  # the first click won: no time on the clock, so no speed
        assert summary.three_bv_per_second is None
        assert ("3BV/s", "—") in summary.rows()
    else:
        assert controller.explaining
    (record,) = controller.stats.history(None)
    assert (record.board_id, record.three_bv, record.won) == (board_id, bv, won)


def test_a_stale_answer_after_new_game_never_ends_or_changes_the_next_game() -> None:
    jobs, view = Jobs(), View()
    controller = GameController(BIG, view, jobs, StatsStore(None), seed=1)
    stale_ticket, stale_call = _fixed(controller, jobs, BIG, CORNER_A)
    assert view.summaries == []
    controller.new_game()  # before the facts arrive: the result is kept all the same
    assert stale_ticket in jobs.cancelled
    first = controller.stats.history(None)
    assert [(r.board_id, r.three_bv, r.won) for r in first] == [(*_facts(CORNER_A), True)]
    assert len(view.summaries) == 1
    _fixed(controller, jobs, BIG, CORNER_B)
    assert controller.game.state is State.WON and len(view.summaries) == 1
    controller.job_finished(stale_ticket, JobKind.BOARD_FACTS, stale_call(lambda: False))
    assert len(view.summaries) == 1, "the old board's answer did not end this game"
    assert len(controller.stats.history(None)) == 1 and not controller.game.facts_known
    jobs.run(controller, JobKind.BOARD_FACTS)
    assert (view.summaries[-1].board_id, view.summaries[-1].three_bv) == _facts(CORNER_B)
    assert controller.stats.history(1)[0].board_id == _facts(CORNER_B)[0]


@pytest.mark.parametrize("how", ["job-failed", "window-closed", "loss-undone"])
def test_a_waiting_end_is_never_lost(how: str) -> None:
    jobs, view = Jobs(), View()
    controller = GameController(BIG, view, jobs, StatsStore(None), seed=1)
    mines = _scattered(6)
    ticket, _ = _fixed(controller, jobs, LOSS_LEVEL, mines)
    controller.click(min(mines))
    assert controller.game.state is State.LOST and view.summaries == []
    if how == "job-failed":
        controller.job_failed(ticket, JobKind.BOARD_FACTS, MemoryError())
    elif how == "window-closed":
        controller.close()
    else:
        assert controller.undo_loss() and controller.game.state is State.PLAYING
    (record,) = controller.stats.history(None)
    assert (record.board_id, record.three_bv, record.won) == (*_facts(mines), False)
    assert len(view.summaries) == 1


def test_a_resumed_game_asks_for_its_board_s_facts_again() -> None:
    kept = Game(LOSS_LEVEL)
    mines = _scattered(7)
    kept.use_board(mines, BIG_START)
    kept.click(BIG_START)
    kept.place_mines(mines)
    jobs, view = Jobs(), View()
    controller = GameController(BIG, view, jobs, StatsStore(None), seed=1)
    controller.resume(kept)
    assert controller.game is kept and jobs.started[-1][1] is JobKind.BOARD_FACTS
    controller.click(min(mines))
    assert view.summaries == []
    jobs.run(controller, JobKind.BOARD_FACTS)
    assert controller.stats.history(1)[0].board_id == _facts(mines)[0]


def test_a_big_board_opened_by_its_id_comes_with_its_facts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board_id, bv = _facts(CORNER_A)
    encodes = _Encodes(monkeypatch)
    jobs, view = Jobs(), View()
    controller = GameController(BIG, view, jobs, StatsStore(None), seed=1)
    assert controller.open_board_id(board_id) is None
    jobs.run(controller, JobKind.PREPARE_BOARD)
    assert encodes.count == 1, "encoded once, in the job that read the id"
    controller.click(BIG_START)  # the first click wins: the end needs no facts job
    assert JobKind.BOARD_FACTS not in {kind for _, kind, _ in jobs.started}
    (summary,) = view.summaries
    assert (summary.board_id, summary.three_bv) == (board_id, bv) and encodes.count == 1
    assert controller.stats.history(1)[0].board_id == board_id
