"""What the recording sends to ms-toollib as the controller plays: the first press at once,
the board and its release once the board exists, each move as the mouse events that make
it, one save per finished game under Metasweeper's name (a fake recorder listens)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from minesweeper_app.game import Level, State
from minesweeper_app.game.events import Button
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.flow.jobs import CreatedBoard
from minesweeper_app.game.replays.game_recording import GameRecording, record_games, replay_for
from minesweeper_app.game.stats import StatsStore
from tests.fakes import Jobs, View

LEVEL = Level("custom", 5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})  # a click at (2, 0) leaves (0,3) (1,4) (2,4) (3,4)


class FakeRecorder:
    def __init__(self, height: int, width: int) -> None:
        self.sent: list[tuple[Any, ...]] = []
        self.abandoned = False

    def press(self, button: str, cell: tuple[int, int], seconds: float) -> None:
        self.sent.append((f"{button}c", cell))

    def release(self, button: str, cell: tuple[int, int], seconds: float) -> None:
        self.sent.append((f"{button}r", cell))

    def move(
        self, cell: tuple[int, int], seconds: float, within: tuple[float, float] | None = None
    ) -> None:
        self.sent.append(("mv", cell))

    def buttons(self, events: Any) -> None:
        self.sent.extend((event, cell) for event, cell, _ in events)

    def set_board(self, mines: Any) -> None:
        self.sent.append(("board", frozenset(mines)))

    def save(
        self, path: Path, player: str, software: str, claims: dict[str, Any] | None = None
    ) -> Path:
        self.claims = claims
        path.write_bytes(b"evf")
        return path

    def abandon(self) -> None:
        self.abandoned = True


def _controller(tmp_path: Path) -> tuple[GameController, Jobs, GameRecording, list[FakeRecorder]]:
    recorders: list[FakeRecorder] = []

    def recorder(height: int, width: int) -> Any:
        recorders.append(FakeRecorder(height, width))
        return recorders[-1]

    def save_now(save: Callable[[], Path], done: Callable[[Path | None, str | None], None]) -> None:
        done(save(), None)

    recording = GameRecording(tmp_path / "replays", "Ann", save_now, recorder=recorder)
    jobs, view = Jobs(), View()
    controller = GameController(LEVEL, view, jobs, StatsStore(None), seed=5)
    record_games(controller, recording)
    return controller, jobs, recording, recorders


def _start(controller: GameController, jobs: Jobs, recorders: list[FakeRecorder]) -> None:
    controller.click((2, 0))
    assert recorders[-1].sent == [("lc", (2, 0))], "the first press goes out at once"
    ticket, kind, _ = jobs.started[-1]
    assert kind is JobKind.CREATE
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))


def test_the_board_is_set_after_the_first_press_and_before_its_release(tmp_path: Path) -> None:
    controller, jobs, _recording, recorders = _controller(tmp_path)
    _start(controller, jobs, recorders)
    assert recorders[0].sent == [("lc", (2, 0)), ("board", MINES), ("lr", (2, 0))]
    controller.toggle_flag((1, 3))
    controller.chord((2, 3))  # 2,3 shows 1 with (1,3) flagged: opens (1,4), (2,4), (3,4)
    controller.point_at((0, 0))
    assert recorders[0].sent[3:] == [
        ("rc", (1, 3)),
        ("rr", (1, 3)),
        ("lc", (2, 3)),
        ("rc", (2, 3)),
        ("lr", (2, 3)),
        ("rr", (2, 3)),
        ("mv", (0, 0)),
    ]


def test_a_finished_game_is_saved_once_and_found_from_the_statistics(tmp_path: Path) -> None:
    controller, jobs, recording, recorders = _controller(tmp_path)
    _start(controller, jobs, recorders)
    controller.click((0, 3))
    controller.click((3, 4))
    controller.click((2, 4))
    controller.click((1, 4))
    game = controller.game
    assert game.state is State.WON
    path = recording.last_path
    assert path is not None and path.parent == tmp_path / "replays"
    assert path.name.startswith("Cus_5x5_3_") and path.name.endswith("_Ann.evf")
    record = controller.stats.history(1)[0]  # type: ignore[attr-defined]
    assert replay_for(tmp_path / "replays", record.board_id, record.seconds) == path
    recording.finish(game)  # a second report of the same end saves nothing more
    assert sorted(p.name for p in (tmp_path / "replays").iterdir()) == [path.name, "index.json"]


def test_a_new_game_drops_the_recording_and_an_undone_loss_ends_it(tmp_path: Path) -> None:
    controller, jobs, recording, recorders = _controller(tmp_path)
    _start(controller, jobs, recorders)
    controller.new_game()
    controller.click((2, 0))
    assert recorders[0].abandoned and len(recorders) == 2
    ticket, kind, _ = jobs.started[-1]
    controller.job_finished(ticket, kind, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    controller.click((1, 3))  # a mine: the loss is saved
    assert controller.game.state is State.LOST and recording.last_path is not None
    assert "_lost_" in recording.last_path.name
    sent = len(recorders[1].sent)
    controller.undo_loss()
    controller.click((0, 3))
    assert len(recorders[1].sent) == sent, "after the undo the replay has already ended"


def test_a_left_press_goes_out_at_its_time_and_its_release_with_the_click(
    tmp_path: Path,
) -> None:
    controller, jobs, _recording, recorders = _controller(tmp_path)
    _start(controller, jobs, recorders)
    game, sent = controller.game, recorders[0].sent
    del sent[:]
    controller.press(Button.LEFT, (0, 3))
    assert sent == [("lc", (0, 3))], "the press is sent when the button goes down"
    controller.click((0, 3))
    controller.release(Button.LEFT, (0, 3))
    assert sent == [("lc", (0, 3)), ("lr", (0, 3))], "the click's move releases it, once"
    del sent[:]
    controller.toggle_flag((1, 3))
    controller.press(Button.LEFT, (1, 3))
    controller.release(Button.LEFT, (1, 3))  # on a flag: nothing happened, nothing opens
    assert sent[2:] == [("lc", (1, 3)), ("lr", (1, 3))]
    del sent[:]
    controller.press(Button.LEFT, (2, 3))
    controller.click((2, 3))  # a left click on a complete number chords: both buttons there
    assert sent == [("lc", (2, 3)), ("rc", (2, 3)), ("lr", (2, 3)), ("rr", (2, 3))]
    assert game.state is State.WON
    del sent[:]
    controller.new_game()
    controller.click((2, 0))
    ticket = jobs.started[-1][0]
    controller.job_finished(ticket, JobKind.CREATE, jobs.deliver(ticket, CreatedBoard(MINES, None)))
    sent = recorders[-1].sent
    del sent[:]
    controller.press(Button.LEFT, (0, 3))
    controller.release(Button.LEFT, None)  # let go off the board: a covered cell
    assert sent == [("lc", (0, 3)), ("rc", (0, 3)), ("lr", (0, 3)), ("rr", (0, 3))]
    assert int(controller.game.values[0, 3]) == -2


def test_a_caught_up_game_sends_the_events_it_would_have_sent_move_by_move(
    tmp_path: Path,
) -> None:
    """A kept game comes back with all its moves at once; from ``BULK_MOVES`` on, their
    events are worked out on the recorder's writer thread, and must be the very events
    the moves give one at a time (hints included: they read the board)."""
    from minesweeper_app.engine import Move, MoveAction
    from minesweeper_app.game import Game
    from minesweeper_app.game.replays.game_recording import BULK_MOVES

    wall = {(r, 5) for r in range(12)}  # the first click opens the left side only
    mines = frozenset(wall | {(11, 11), (6, 11)})
    level = Level("custom", 12, 12, len(mines))

    def play(follow_each: bool) -> list[tuple[Any, ...]]:
        made: list[FakeRecorder] = []

        def recorder(height: int, width: int) -> Any:
            made.append(FakeRecorder(height, width))
            return made[-1]

        recording = GameRecording(tmp_path, "Ann", lambda save, done: None, recorder=recorder)
        game = Game(level)
        game.click((0, 0))
        recording.follow(game)  # the first press
        game.place_mines(mines)
        for i in range(BULK_MOVES + 10):
            cell = (11, 11) if i % 3 else (6, 11)
            game.toggle_flag(cell)
            if i == BULK_MOVES // 2:
                game.apply(Move(MoveAction.HINT, (5, 11)), hint=True)  # a number: no win
            if follow_each:
                recording.follow(game)
        recording.follow(game)
        return made[0].sent

    one_by_one = play(follow_each=True)
    assert len(one_by_one) > 2 * BULK_MOVES
    assert play(follow_each=False) == one_by_one
