"""The Standard rules for competition: the controller gives no help of any kind, and a
game played to them from its start says "Standard" in its summary and its replay's name."""

from __future__ import annotations

from minesweeper_app.engine import create_board
from minesweeper_app.game import BEGINNER, State
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.replays.live_recorder import replay_name
from minesweeper_app.game.rules import played_standard
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

START = (4, 4)
MINES = frozenset(create_board(9, 9, 10, START, seed=3))


def _playing(standard: bool) -> tuple[GameController, Jobs]:
    jobs = Jobs()
    controller = GameController(BEGINNER, View(), jobs, StatsStore(None), seed=5)
    controller.set_standard(standard)
    controller.question_marks = controller.auto_open = controller.analysis = True
    controller.click(START)
    ticket, kind, _ = jobs.started[-1]
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    assert controller.game.state is State.PLAYING
    return controller, jobs


def _kinds(jobs: Jobs) -> list[JobKind]:
    return [kind for _, kind, _ in jobs.started]


def test_standard_gives_no_hint_check_analysis_question_mark_or_auto_open() -> None:
    controller, jobs = _playing(standard=True)
    game = controller.game
    assert game.standard
    opened_by_click = int((game.values >= 0).sum())
    controller.request_hint()
    controller.toggle_flag(min(MINES))
    controller.request_flag_check()
    assert JobKind.HINT not in _kinds(jobs) and JobKind.CHECK_FLAGS not in _kinds(jobs)
    assert JobKind.ANALYSIS not in _kinds(jobs) and game.hints_used == 0
    controller.toggle_flag(min(MINES))  # flag -> covered, not a question mark
    assert not game.questions and "question-marks" not in game.settings_used
    assert "auto-open" not in game.settings_used
    assert int((game.values >= 0).sum()) == opened_by_click


def test_free_play_gives_the_same_help() -> None:
    controller, jobs = _playing(standard=False)
    controller.request_hint()
    controller.toggle_flag(min(MINES))
    controller.toggle_flag(min(MINES))
    assert JobKind.HINT in _kinds(jobs) and JobKind.ANALYSIS in _kinds(jobs)
    assert controller.game.questions == {min(MINES)}


def test_a_loss_under_standard_cannot_be_undone_or_retried() -> None:
    controller, _ = _playing(standard=True)
    controller.click(min(MINES))
    assert controller.game.state is State.LOST
    assert not controller.undo_loss() and controller.game.state is State.LOST
    assert not controller.retry_board() and controller.game.mines == MINES


def test_a_standard_win_says_standard_in_the_summary_and_the_replay_name() -> None:
    controller, _ = _playing(standard=True)
    for r in range(9):
        for c in range(9):
            if (r, c) not in MINES and controller.game.state is State.PLAYING:
                controller.click((r, c))
    game = controller.game
    assert game.state is State.WON and played_standard(game)
    summary = controller.last_summary
    assert summary is not None and ("Rules", "Standard") in summary.rows()
    name = replay_name(9, 9, 10, 12.5, 20, True, "me", standard=played_standard(game))
    assert name.endswith("_Standard_me.evf")


def test_standard_turned_on_mid_game_counts_from_the_next_game() -> None:
    controller, _ = _playing(standard=False)
    controller.set_standard(True)
    assert not controller.game.standard
    controller.new_game()
    assert controller.game.standard


def test_standard_chords_with_both_buttons_only_not_a_left_click_on_a_number() -> None:
    for standard in (True, False):
        controller, _ = _playing(standard=standard)
        controller.auto_open = False  # else flagging the mine opens the chord's cells
        game = controller.game
        number = next(
            (r, c)
            for r in range(9)
            for c in range(9)
            if game.values[r, c] >= 1
            and len(_around((r, c)) & MINES) == 1
            and any(game.values[n] == -2 for n in _around((r, c)) - MINES)
        )
        mine = next(
            (r + dr, c + dc)
            for r, c in [number]
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (r + dr, c + dc) in MINES
        )
        controller.toggle_flag(mine)
        before = game.values.copy()
        controller.click(number)  # a left click on the number
        left_chorded = not (game.values == before).all()
        controller.chord(number)  # both buttons
        assert left_chorded is not standard
        if standard:
            assert not (game.values == before).all(), "both buttons still chord"


def _around(cell: tuple[int, int]) -> set[tuple[int, int]]:
    r, c = cell
    return {
        (r + dr, c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if 0 <= r + dr < 9 and 0 <= c + dc < 9
    }
