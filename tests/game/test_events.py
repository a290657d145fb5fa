"""The controller's typed events: what a subscriber hears of a game, in order, as data."""

from __future__ import annotations

import dataclasses
import enum

from minesweeper_app.engine import HintKind, HintStage
from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.game import Level, Move, MoveAction, State
from minesweeper_app.game.events import (
    BoardReady,
    CreationStarted,
    FlagsChecked,
    GameEvent,
    GameOver,
    HelpRefusal,
    HelpRefused,
    HintShown,
    MoveMade,
    MoveRefused,
    MoveSource,
    NewGame,
    Paused,
    Refusal,
    Resumed,
)
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

LEVEL = Level("custom", 5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})
SAFE = [(r, c) for r in range(5) for c in range(5) if (r, c) not in MINES]


def _controller() -> tuple[GameController, Jobs, list[GameEvent]]:
    jobs = Jobs()
    controller = GameController(LEVEL, View(), jobs, StatsStore(None), seed=5)
    heard: list[GameEvent] = []
    controller.subscribe(heard.append)
    return controller, jobs, heard


def _start(controller: GameController, jobs: Jobs) -> None:
    controller.click((2, 0))
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.CREATE
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))


def test_a_game_is_heard_from_the_first_click_to_its_end() -> None:
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    first, started, ready = heard[:3]
    assert isinstance(first, MoveMade) and first.state is State.CREATING
    assert first.opened == () and first.source is MoveSource.PLAYER
    assert isinstance(started, CreationStarted) and started.start == (2, 0)
    assert isinstance(ready, BoardReady) and ready.start == (2, 0)
    opened_by_first = set(ready.opened)
    assert (2, 0) in opened_by_first
    assert all(controller.game.values[cell] >= 0 for cell in opened_by_first)

    heard.clear()
    for cell in SAFE:
        if controller.game.values[cell] < 0:
            controller.click(cell)
    moves = [e for e in heard if isinstance(e, MoveMade)]
    opened = {c for e in moves for c in e.opened}
    assert opened_by_first | opened == set(SAFE), "every safe cell is reported opened once"
    assert moves[-1].state is State.WON
    assert all(e.moves and e.moves[-1].cell == e.cell for e in moves)
    over = heard[-1]
    assert isinstance(over, GameOver) and over.won
    assert over.finished.won and over.generation == controller.generation


def test_flags_and_clicks_that_do_nothing_say_so() -> None:
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    heard.clear()
    controller.toggle_flag((1, 3))
    controller.toggle_flag((1, 3))
    controller.click((2, 0))  # already open: nothing happens
    flag, unflag, nothing = heard
    assert isinstance(flag, MoveMade) and flag.action is MoveAction.FLAG and flag.opened == ()
    assert isinstance(unflag, MoveMade) and unflag.action is MoveAction.UNFLAG
    assert isinstance(nothing, MoveRefused) and nothing.reason is Refusal.NO_EFFECT


def test_a_board_given_in_advance_refuses_a_click_elsewhere_naming_its_start() -> None:
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    for cell in SAFE:
        controller.click(cell)
    assert controller.retry_board()
    heard.clear()
    controller.click((0, 0))
    (refused,) = heard
    assert isinstance(refused, MoveRefused)
    assert refused.reason is Refusal.NOT_THE_START and refused.start == (2, 0)
    controller.request_hint()
    assert heard[-1] == HelpRefused(controller.generation, HelpRefusal.NOT_STARTED, (2, 0))


def test_a_hint_move_is_heard_before_the_hint_itself() -> None:
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    heard.clear()
    controller.request_hint()
    ticket, kind, _ = jobs.started[-1]
    words = (why.MakeMove((1, 3), True),)
    stage = HintStage(HintKind.MAKE_MOVE, words, (((1, 3), "mine"),), Move(MoveAction.FLAG, (1, 3)))
    controller.job_finished(ticket, kind, jobs.deliver(ticket, stage))
    move, hint = heard
    assert isinstance(move, MoveMade) and move.source is MoveSource.HINT
    assert move.moves[-1].action is MoveAction.HINT
    assert isinstance(hint, HintShown) and hint.stage is stage and hint.shown
    assert dict(hint.highlights) == {(1, 3): "mine"}


def test_check_flags_answers_with_data_or_says_there_are_none() -> None:
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    controller.request_flag_check()
    assert heard[-1] == HelpRefused(controller.generation, HelpRefusal.NO_FLAGS)
    controller.toggle_flag((0, 3))  # a wrong flag
    controller.request_flag_check()
    jobs.run(controller, JobKind.CHECK_FLAGS)
    checked = heard[-1]
    assert isinstance(checked, FlagsChecked)
    assert (0, 3) in checked.highlights


def test_unsubscribed_listeners_hear_nothing_more() -> None:
    controller, _, heard = _controller()
    later: list[GameEvent] = []
    stop = controller.subscribe(later.append)
    controller.new_game()
    stop()
    controller.unsubscribe(heard.append)
    controller.new_game()
    assert heard == later == [NewGame(controller.generation - 1, LEVEL)]


def test_pause_and_resume_are_heard() -> None:
    controller, _, heard = _controller()
    controller.set_paused(True)
    controller.set_paused(False)
    assert [type(e) for e in heard] == [Paused, Resumed]


def test_no_event_of_a_whole_game_carries_a_sentence() -> None:
    """Words are made where an event is shown or said, in the language of that moment."""
    controller, jobs, heard = _controller()
    _start(controller, jobs)
    controller.toggle_flag((0, 3))
    controller.request_flag_check()
    jobs.run(controller, JobKind.CHECK_FLAGS)
    controller.click((0, 4))  # a mine
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    controller.undo_loss()
    kinds = {type(e).__name__ for e in heard}
    assert {"MoveMade", "GameOver", "LossExplained", "LossUndone", "FlagsChecked"} <= kinds
    for event in heard:
        for field in dataclasses.fields(event):
            value = getattr(event, field.name)
            assert isinstance(value, enum.Enum) or not isinstance(value, str), (event, field)


def test_a_hint_that_only_points_at_a_cell_keeps_its_answer_back() -> None:
    """The view is told not to frame the cell as safe or mine (no words compared)."""

    class Framing(View):
        def __init__(self) -> None:
            super().__init__()
            self.questions: list[bool] = []

        def show_help(self, message: str, highlights: object, *, question: bool = False) -> None:
            self.questions.append(question)

    jobs, view = Jobs(), Framing()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    _start(controller, jobs)
    stages = (
        (HintKind.PROGRESS_CELL, why.ProgressCell(((1, 2),), (0, 3), False), True),
        (HintKind.OFFER_MOVE, why.OfferMove((0, 3), False), False),
    )
    for kind, reason, question in stages:
        controller.request_hint()
        ticket, job, _ = jobs.started[-1]
        stage = HintStage(kind, (reason,), (((0, 3), "target"),))
        controller.job_finished(ticket, job, jobs.deliver(ticket, stage))
        controller.toggle_flag((1, 3))  # a move: the next hint is asked afresh
        assert view.questions[-1] is question
