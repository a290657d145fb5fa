"""Issue 13 without Qt: what a finished game stores, the loss explained, undo, retry,
board ids, the daily board and the logic grade choice."""

from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np
import pytest

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Grade,
    HintRole,
    decode_board_id,
    encode_board_id,
    grade_board,
    solve_state,
)
from minesweeper_app.game import EXPERT, Level, Move, MoveAction, State
from minesweeper_app.game.flow.controller import (
    CreatedBoard,
    GameController,
    JobKind,
    PreparedBoard,
)
from minesweeper_app.game.loss import explain_loss
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

LEVEL = Level("custom", 5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})
START = (2, 0)
SAFE_LEFT = ((0, 3), (1, 4), (2, 4), (3, 4))  # covered safe cells after the start


def _fixed(mines: frozenset[tuple[int, int]], calls: list[dict[str, Any]] | None = None) -> Any:
    def creator(height: int, width: int, count: int, start: Any, **kwargs: Any) -> Any:
        if calls is not None:
            calls.append(kwargs)
        return mines

    return creator


def _playing(
    level: Level = LEVEL, mines: frozenset[tuple[int, int]] = MINES, start: tuple[int, int] = START
) -> tuple[GameController, Jobs, View]:
    jobs, view = Jobs(), View()
    controller = GameController(level, view, jobs, StatsStore(None), seed=1, creator=_fixed(mines))
    controller.click(start)
    created = jobs.run(controller, JobKind.CREATE)
    assert isinstance(created, CreatedBoard)
    assert controller.game.state is State.PLAYING
    return controller, jobs, view


# ------------------------------------------------------------------ what is stored


def test_a_finished_game_stores_size_3bv_clicks_grade_id_and_moves() -> None:
    controller, _, view = _playing()
    controller.toggle_flag((1, 3))
    for cell in SAFE_LEFT:
        controller.click(cell)
    game = controller.game
    assert game.state is State.WON
    record = controller.stats.history()[0]
    assert (record.height, record.width, record.mines) == (5, 5, 3)
    assert record.name == "5x5/3"
    assert record.three_bv == game.three_bv == 5 and record.clicks == game.clicks == 6
    assert record.grade is Grade.ONE_NUMBER == grade_board(5, 5, MINES, START).grade
    assert record.board_id == encode_board_id(5, 5, MINES, START)
    assert not record.replay and not record.assisted and record.counted
    assert record.game_id is not None
    stored = controller.stats.moves(record.game_id)
    assert stored is not None
    assert [(m.action, m.cell) for m in stored] == [
        (MoveAction.OPEN, START),
        (MoveAction.FLAG, (1, 3)),
        *((MoveAction.OPEN, c) for c in SAFE_LEFT),
    ]
    assert [m.action for m in stored] == [m.action for m in game.moves]
    assert view.summaries[-1].grade is Grade.ONE_NUMBER
    assert ("Logic", "one number") in view.summaries[-1].rows()


def test_hint_moves_and_question_marks_are_logged() -> None:
    controller, _, _ = _playing()
    controller.question_marks = True
    controller.toggle_flag((0, 3))  # flag
    controller.toggle_flag((0, 3))  # the flag becomes a question mark
    controller.toggle_flag((0, 3))  # the mark goes
    controller.play_move(Move(MoveAction.FLAG, (1, 3)))  # a hint flags a mine
    actions = [m.action.value for m in controller.game.moves[1:]]
    assert actions == ["flag", "question", "unquestion", "hint"]
    assert controller.game.clicks == 4, "the hint's move is not the player's click"


# ------------------------------------------------------------------ the loss explained


def test_a_provable_mine_is_explained_with_its_proof() -> None:
    controller, jobs, view = _playing()
    controller.click((1, 3))  # the 1 at row 3, column 3 proves this is a mine
    assert controller.game.state is State.LOST
    assert controller.explaining and not view.explanations
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    explanation = view.explanations[-1]
    assert explanation.proven_mine and explanation.probability is None
    text = explanation.text
    assert text.startswith("Row 2, column 4 was provably a mine.")
    assert "The 1 at row 3, column 3 touches exactly one covered cell" in text
    assert "should have been flagged, not opened" in text
    marks = explanation.highlights()
    assert marks[(1, 3)] is HintRole.MISTAKE and marks[(2, 2)] is HintRole.CLUE


def test_a_mine_proven_in_several_steps_keeps_only_the_steps_it_needs() -> None:
    controller, jobs, view = _playing()
    controller.click((4, 4))
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    explanation = view.explanations[-1]
    assert explanation.proven_mine and len(explanation.proof) == 2
    assert [s.cell for s in explanation.proof] == [(1, 3), (4, 4)]
    assert "Step by step" in explanation.text
    assert "The easiest deduction available instead: The 1 at row 3, column 3" in (explanation.text)


def test_an_unproven_cell_is_called_a_guess_with_its_odds() -> None:
    # Hand-made: the 1 at row 1, column 3 has two covered neighbours in the top row
    # and nothing tells them apart; the 0 at row 1, column 4 proves its neighbours safe.
    values = np.full((3, 4), COVERED, dtype=np.int8)
    values[0, 2], values[0, 3], values[1, 0] = 1, 0, 2
    explanation = explain_loss(values, 2, (0, 1))
    assert not explanation.proven_mine
    assert explanation.probability is not None and 0 < explanation.probability < 1
    text = explanation.text
    assert text.startswith("Nothing proved row 1, column 2 safe: opening it was a guess.")
    assert "put a mine on row 1, column 2" in text
    assert "The easiest deduction available instead: The 0 at row 1, column 4" in text
    assert explanation.instead is not None and explanation.instead.cell in {(1, 2), (1, 3)}


def test_an_unproven_click_in_a_real_game_gets_the_guess_explanation() -> None:
    mines = frozenset({(0, 0), (0, 6), (5, 2), (6, 6), (3, 5), (6, 0)})
    level = Level("custom", 7, 7, len(mines))
    controller, jobs, view = _playing(level, mines, (3, 2))
    proven = solve_state(controller.game.values, len(mines)).mines
    guess = min(m for m in mines if m not in proven and int(controller.game.values[m]) == COVERED)
    controller.click(guess)
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    explanation = view.explanations[-1]
    assert not explanation.proven_mine and "was a guess" in explanation.text
    assert explanation.probability is not None


def test_a_chord_on_a_wrong_flag_names_the_flag() -> None:
    controller, jobs, view = _playing()
    controller.toggle_flag((2, 4))  # wrong: (1, 3) is the mine next to the 1 at (2, 3)
    controller.chord((2, 3))
    assert controller.game.state is State.LOST and controller.game.exploded == (1, 3)
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    explanation = view.explanations[-1]
    assert explanation.action is MoveAction.CHORD and explanation.wrong_flags == ((2, 4),)
    assert explanation.text.startswith("The chord on the 1 at row 3, column 4 opened")
    assert "the flag at row 3, column 5 was not on a mine" in explanation.text


def test_a_late_explanation_of_an_abandoned_game_is_ignored() -> None:
    controller, jobs, view = _playing()
    controller.click((1, 3))
    ticket = jobs.started[-1][0]
    controller.new_game()
    assert ticket in jobs.cancelled
    jobs.run(controller, JobKind.EXPLAIN_LOSS)
    assert view.explanations == []


# ------------------------------------------------------------------ undo and retry


def test_undo_after_a_loss_then_a_win_is_recorded_as_assisted() -> None:
    controller, _, view = _playing()
    controller.toggle_flag((1, 3))
    controller.click((0, 3))
    controller.click((0, 4))  # the mine
    game = controller.game
    assert game.state is State.LOST and game.can_undo_loss
    before = game.before_loss
    assert before is not None and int(before[0, 4]) == COVERED
    assert int(before[1, 3]) == FLAGGED, "the position before keeps the player's flags"
    assert controller.undo_loss() and view.resumed == 1
    assert game.state is State.PLAYING and game.assisted and game.exploded is None
    assert int(game.values[0, 4]) == COVERED and int(game.values[1, 3]) == FLAGGED
    assert [m.cell for m in game.moves][-1] == (0, 3), "the fatal click left the log"
    for cell in SAFE_LEFT[1:]:
        controller.click(cell)
    assert game.state is State.WON
    summary = view.summaries[-1]
    assert summary.assisted and summary.rank is None and "after an undo" in summary.headline
    won, lost = controller.stats.history()[:2]
    assert won.won and won.assisted and not won.counted
    assert not lost.won and not lost.assisted, "the loss itself stays in the history"
    assert controller.stats.top_times("5x5/3") == []


def test_retry_plays_the_same_mines_from_the_same_start_as_a_replay() -> None:
    controller, jobs, view = _playing()
    first = controller.game
    controller.click((1, 3))  # lose
    assert controller.retry_board()
    game = controller.game
    assert game is not first and game.replay and game.required_start == START
    assert "Retry" in view.prepared[-1]
    controller.request_hint()
    assert "Click the marked cell at row 3, column 1" in view.messages[-1]
    created = len(jobs.started)
    controller.click((0, 0))  # not the start
    assert game.state is State.READY and "starts at row 3, column 1" in view.messages[-1]
    controller.click(START)
    kinds = [kind for _, kind, _ in jobs.started[created:]]
    assert JobKind.CREATE not in kinds, "no creation job: the board is known"
    assert game.state is State.PLAYING and game.mines == MINES and game.start_cell == START
    assert game.board_id == first.board_id and game.grade == first.grade
    controller.toggle_flag((1, 3))
    for cell in SAFE_LEFT:
        controller.click(cell)
    assert game.state is State.WON
    record = controller.stats.history()[0]
    assert record.replay and not record.counted and view.summaries[-1].rank is None


# ------------------------------------------------------------------ shared boards


def test_a_board_id_opens_the_exact_board() -> None:
    controller, jobs, view = _playing()
    board_id = controller.game.board_id
    assert board_id is not None
    controller.new_game(Level("beginner", 9, 9, 10))
    assert controller.open_board_id(board_id.lower()) is None  # case does not matter
    prepared = jobs.run(controller, JobKind.PREPARE_BOARD)
    assert isinstance(prepared, PreparedBoard) and prepared.grade is Grade.ONE_NUMBER
    game = controller.game
    assert game.level == Level("custom", 5, 5, 3) and game.required_start == START
    assert game.fixed_board == (MINES, START) and not game.replay
    assert "Logic: one number" in view.prepared[-1]
    controller.click(START)
    assert game.mines == MINES


def test_the_id_of_a_board_played_before_opens_as_a_replay() -> None:
    controller, jobs, view = _playing()
    controller.click((1, 3))  # lose: the board is in the history now
    board_id = controller.game.board_id
    assert board_id is not None and controller.stats.history()[0].board_id == board_id
    controller.open_board_id(board_id)
    jobs.run(controller, JobKind.PREPARE_BOARD)
    assert controller.game.replay and "played it before" in view.prepared[-1]


def test_a_bad_board_id_gets_a_reason_and_changes_nothing() -> None:
    controller, jobs, _ = _playing()
    game = controller.game
    board_id = game.board_id
    assert board_id is not None
    broken = board_id[:-1] + ("0" if board_id[-1] != "0" else "1")
    problem = controller.open_board_id(broken)
    assert problem is not None and "does not check out" in problem
    assert controller.open_board_id("hello!") is not None
    assert controller.game is game and not any(
        k is JobKind.PREPARE_BOARD for _, k, _ in jobs.started
    )


def test_the_daily_board_is_the_same_expert_board_for_a_date() -> None:
    boards = []
    for _ in range(2):
        jobs, view = Jobs(), View()
        controller = GameController(LEVEL, view, jobs, StatsStore(None))
        controller.open_daily_board(dt.date(2026, 11, 21))
        boards.append(jobs.run(controller, JobKind.PREPARE_BOARD))
        assert controller.game.level == EXPERT
        assert "daily board of 2026-11-21" in view.prepared[-1]
    assert boards[0] == boards[1]
    other = GameController(LEVEL, View(), Jobs(), StatsStore(None))
    other.open_daily_board(dt.date(2026, 11, 22))
    assert isinstance(other.jobs, Jobs)
    assert other.jobs.run(other, JobKind.PREPARE_BOARD).mines != boards[0].mines
    board_id = encode_board_id(16, 30, boards[0].mines, boards[0].start)
    assert decode_board_id(board_id)[2:] == (boards[0].mines, boards[0].start)


# ------------------------------------------------------------------ logic grades


@pytest.mark.parametrize("choice", ["easy", "hard", "hardest"])
def test_the_grade_choice_reaches_the_creator(choice: str) -> None:
    calls: list[dict[str, Any]] = []
    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), creator=_fixed(MINES, calls))
    controller.set_grade_choice(choice)
    controller.click(START)
    jobs.run(controller, JobKind.CREATE)
    assert calls[-1]["grade"] == choice and calls[-1]["timeout"] >= 60


def test_any_grade_asks_nothing_and_the_real_creator_delivers_a_chosen_grade() -> None:
    calls: list[dict[str, Any]] = []
    controller = GameController(
        LEVEL, View(), Jobs(), StatsStore(None), creator=_fixed(MINES, calls)
    )
    controller.click(START)
    assert isinstance(controller.jobs, Jobs)
    controller.jobs.run(controller, JobKind.CREATE)
    assert "grade" not in calls[-1]
    with pytest.raises(ValueError, match="Unknown logic grade"):
        controller.set_grade_choice("medium")
    beginner = GameController(Level("beginner", 9, 9, 10), View(), Jobs(), StatsStore(None), seed=3)
    beginner.set_grade_choice("hard")
    beginner.click((4, 4))
    assert isinstance(beginner.jobs, Jobs)
    beginner.jobs.run(beginner, JobKind.CREATE)
    assert beginner.game.grade is Grade.TWO_NUMBERS
