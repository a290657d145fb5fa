"""A saved replay keeps the game's time: a pause, the wait for the board and the recorder's
own clock count no more in the .evf than in the game and its statistics.  The game runs on a
clock the test moves by hand; the real recorder child writes the file and the game's own
reader reads it back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from minesweeper_app.engine import MoveAction
from minesweeper_app.game import Level, State
from minesweeper_app.game.events import Button
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.game_recording import GameRecording, record_games
from minesweeper_app.game.session import PausableClock, game_from_dict, game_to_dict
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

pytestmark = pytest.mark.slow  # the recorder child writes, the reader child reads back

LEVEL = Level("custom", 5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})  # a click at (2, 0) leaves (0,3) (1,4) (2,4) (3,4)


class HandClock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


def _game(
    tmp_path: Path,
) -> tuple[GameController, GameRecording, HandClock, PausableClock, Callable[[], None]]:
    hand = HandClock()
    clock = PausableClock(hand)

    def save_now(save: Callable[[], Path], done: Callable[[Path | None, str | None], None]) -> None:
        try:
            done(save(), None)
        except OSError as exc:
            done(None, str(exc))

    recording = GameRecording(tmp_path / "replays", "Ann", save_now)
    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5, clock=clock)
    record_games(controller, recording)

    def board_made() -> None:
        ticket, kind, _ = jobs.started[-1]
        assert kind is JobKind.CREATE
        controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))

    return controller, recording, hand, clock, board_made


@pytest.mark.parametrize(
    ("lose", "think"),
    [(False, 0.75), (True, 0.75), (False, 100.0)],
    ids=["won", "lost", "won after 100 s of thought"],  # longer than one step of the file
)
def test_a_paused_game_s_replay_has_the_game_s_time(
    tmp_path: Path, lose: bool, think: float
) -> None:
    controller, recording, hand, clock, board_made = _game(tmp_path)
    controller.click((2, 0))
    hand.wait(2.0)  # the board is being made: the game's clock has not started
    board_made()
    hand.wait(1.0)
    controller.point_at((0, 3))
    controller.press(Button.LEFT, (0, 3))  # pressed now, released a moment later
    hand.wait(0.25)
    controller.click((0, 3))
    controller.release(Button.LEFT, (0, 3))
    clock.pause()
    hand.wait(600.0)  # ten minutes away from a paused game
    clock.resume()
    hand.wait(think)
    controller.toggle_flag((1, 3))
    hand.wait(0.5)
    if lose:
        controller.click((0, 4))
    else:
        controller.click((3, 4))
        hand.wait(0.125)
        controller.chord((2, 3))  # (1, 3) flagged: opens (1, 4) and (2, 4), and wins
    game = controller.game
    assert game.state is (State.LOST if lose else State.WON)
    seconds = (1.75 if lose else 1.875) + think
    assert game.elapsed() == pytest.approx(seconds)
    record = controller.stats.history(1)[0]
    assert record.seconds == pytest.approx(seconds)

    assert recording.problem is None and recording.last_path is not None
    replay = read_replay(recording.last_path)
    assert replay.seconds == pytest.approx(seconds, abs=0.001), "not the pause, nor the wait"
    assert replay.completed is not lose
    assert f"_{seconds:.2f}_" in recording.last_path.name
    # Each move at the second the game logged it (its first click starts the clock); the
    # reader leaves out the click on a mine.
    played = [(m.action, m.cell, m.seconds) for m in game.moves]
    replayed = [(m.action, m.cell, m.seconds) for m in replay.moves]
    if lose:
        action, cell, at = played.pop()
        assert (action, cell, at) == (MoveAction.OPEN, (0, 4), seconds)
    assert [m[:2] for m in replayed] == [m[:2] for m in played]
    assert [m[2] for m in replayed] == pytest.approx([m[2] for m in played], abs=0.001)
    track = list(zip(replay.track.seconds.tolist(), replay.track.kinds, strict=True))
    assert (pytest.approx(1.0), "lc") in track
    assert max(replay.track.seconds) == pytest.approx(seconds, abs=0.001)


def test_a_first_click_that_wins_has_no_time_however_long_the_board_took(
    tmp_path: Path,
) -> None:
    controller, recording, hand, _, _ = _game(tmp_path)
    controller.new_game(Level("custom", 3, 3, 1))
    controller.click((0, 0))
    hand.wait(3.0)
    ticket, kind, _ = controller.jobs.started[-1]  # type: ignore[attr-defined]
    controller.job_finished(
        ticket,
        kind,
        controller.jobs.deliver(ticket, CreatedBoard(frozenset({(2, 2)}), None)),  # type: ignore[attr-defined]
    )
    assert controller.game.state is State.WON and controller.game.elapsed() == 0.0
    assert recording.last_path is not None
    assert read_replay(recording.last_path).seconds == 0.0


def test_a_game_kept_over_a_closed_window_is_replayed_with_the_game_s_time(
    tmp_path: Path,
) -> None:
    """Played, kept when the window closed, back at the next start an hour later and won:
    the replay has every move at its second and the game's time, not the hour between."""
    controller, recording, hand, clock, board_made = _game(tmp_path)
    controller.click((2, 0))
    board_made()
    hand.wait(1.5)
    controller.click((0, 3))
    kept = game_to_dict(controller.game)
    recording.abandon()  # the window closes

    controller, recording, hand, clock, _ = _game(tmp_path)
    hand.wait(3600.0)
    controller.game = game_from_dict(kept, clock)
    hand.wait(0.5)
    controller.toggle_flag((1, 3))
    hand.wait(0.25)
    controller.click((3, 4))
    controller.chord((2, 3))
    game = controller.game
    assert game.state is State.WON and game.elapsed() == pytest.approx(2.25)
    assert recording.last_path is not None, recording.problem
    replay = read_replay(recording.last_path)
    assert replay.completed and replay.mines == MINES
    assert replay.seconds == pytest.approx(2.25, abs=0.001)
    assert [(m.cell, m.seconds) for m in replay.moves] == [
        (m.cell, pytest.approx(m.seconds, abs=0.001)) for m in game.moves
    ]
