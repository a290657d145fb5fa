"""Pause, save and resume, and abandonment, in the Qt-free game layer (issue 26, point 5)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from minesweeper_app.engine import FLAGGED
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game.session import (
    SAVE_FILE,
    PausableClock,
    game_to_dict,
    load_game,
    record_abandoned,
    save_game,
)
from tests.fakes import RecordingStats

LEVEL = custom_level(5, 5, 3)
MINES = frozenset({(0, 4), (4, 4), (1, 3)})


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _game_in_progress(clock: Clock) -> Game:
    game = Game(LEVEL, clock)
    game.click((2, 0))
    game.place_mines(MINES)
    clock.now += 7.5
    game.toggle_flag((1, 3))
    game.toggle_flag((0, 4), use_questions=True)
    game.toggle_flag((0, 4), use_questions=True)  # a flag, then a question mark
    clock.now += 4.0
    game.click((0, 3))
    game.note_hint()
    assert game.state is State.PLAYING
    return game


def test_a_saved_game_comes_back_exactly_timer_included(tmp_path: Path) -> None:
    clock = Clock()
    game = _game_in_progress(clock)
    save_game(tmp_path, game)
    assert [p.name for p in tmp_path.iterdir()] == [SAVE_FILE], "no temporary file left"

    later = Clock()
    later.now = 5000.0  # another session: the clock starts anywhere
    back = load_game(tmp_path, later)
    assert back is not None and back.state is State.PLAYING
    assert np.array_equal(back.values, game.values) and back.values.dtype == np.int8
    assert back.questions == game.questions == {(0, 4)}
    assert int(back.values[1, 3]) == FLAGGED
    assert back.mines == MINES and back.start_cell == (2, 0)
    assert back.moves == game.moves and back.clicks == game.clicks
    assert back.hints_used == 1 and back.board_id == game.board_id
    assert back.elapsed() == pytest.approx(11.5)
    later.now += 3.0
    assert back.elapsed() == pytest.approx(14.5), "the clock runs on from where it stopped"
    assert not (tmp_path / SAVE_FILE).exists(), "a saved game resumes once"
    # It plays on by the same rules.
    back.click((4, 4))
    assert back.state is State.LOST


def test_a_damaged_save_is_set_aside_and_nothing_resumes(tmp_path: Path) -> None:
    data = game_to_dict(_game_in_progress(Clock()))
    data["values"][0][0] = 42
    (tmp_path / SAVE_FILE).write_text(json.dumps(data))
    assert load_game(tmp_path) is None
    assert [p for p in tmp_path.iterdir() if p.name.startswith(SAVE_FILE + ".unreadable-")]
    (tmp_path / SAVE_FILE).write_text("{not json")
    assert load_game(tmp_path) is None
    kept = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(kept) == 2, "the second damaged file does not replace the first"
    assert load_game(tmp_path / "missing") is None


def test_only_a_game_in_progress_is_saved(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="in progress"):
        save_game(tmp_path, Game(LEVEL))
    assert not (tmp_path / SAVE_FILE).exists()


def test_the_clock_stands_still_while_paused() -> None:
    base = Clock()
    clock = PausableClock(base)
    game = Game(LEVEL, clock)
    game.click((2, 0))
    game.place_mines(MINES)
    base.now += 5
    clock.pause()
    base.now += 60
    assert game.elapsed() == pytest.approx(5)
    clock.pause()  # twice is once
    clock.resume()
    base.now += 2
    assert game.elapsed() == pytest.approx(7) and not clock.paused


def test_an_abandoned_game_counts_once_as_a_loss() -> None:
    stats = RecordingStats()
    game = _game_in_progress(Clock())
    assert record_abandoned(stats, game)
    assert len(stats.records) == 1
    record = stats.records[0]
    assert (record.level.key, record.won, record.hints) == ("custom", False, 1)
    assert record.seconds == pytest.approx(11.5)
    assert record.board_id == game.board_id and list(record.moves or ()) == game.moves
    assert not record_abandoned(stats, Game(LEVEL)), "a game not started is no loss"
