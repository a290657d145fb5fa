"""Issue 33, points 1-7: the kept game is read with doubt. Every hostile or impossible
file below is refused without an exception, moved aside (never lost, never left to crash
the next start) and named in a notice; a normal game comes back exactly, flags before
the first click included; of two windows only one takes it."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from minesweeper_app.engine import FLAGGED, cell_type_board, create_board
from minesweeper_app.game import BEGINNER, Game, State, custom_level
from minesweeper_app.game.kept_game import (
    SAVE_FILE,
    KeptGameError,
    game_to_dict,
    kept_game_from_dict,
    save_kept_game,
    take_kept_game,
)
from minesweeper_app.game.safe_files import ASIDE_MARK

START = (4, 4)


class Clock:
    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _beginner(clock: Clock) -> Game:
    """A Beginner game the creator made, a few moves in, with a flag set before the start."""
    game = Game(BEGINNER, clock)
    mines = create_board(9, 9, 10, START, seed=5)
    flag = min(mines)
    game.toggle_flag(flag)
    game.click(START)
    game.place_mines(mines)
    clock.now += 3.0
    covered = [(r, c) for r in range(9) for c in range(9) if game.values[r, c] == -2]
    safe = [c for c in covered if c not in mines]
    game.click(safe[-1])
    assert game.state is State.PLAYING
    return game


def _base() -> dict[str, Any]:
    return game_to_dict(_beginner(Clock()))


def _changed(change: Callable[[dict[str, Any]], None]) -> str:
    data = copy.deepcopy(_base())
    change(data)
    return json.dumps(data)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.__setitem__(key, value)


def _all_safe_open(d: dict[str, Any]) -> None:
    mines = {tuple(m) for m in d["mines"]}

    types = cell_type_board(9, 9, frozenset(mines))  # type: ignore[arg-type]
    d["values"] = [
        [-2 if (r, c) in mines else int(types[r, c]) for c in range(9)] for r in range(9)
    ]


def _number_on_a_mine(d: dict[str, Any]) -> None:
    r, c = d["mines"][0]
    d["values"][r][c] = 3


def _wrong_number(d: dict[str, Any]) -> None:
    r, c = d["start"]
    d["values"][r][c] = (d["values"][r][c] + 1) % 9


def _start_covered(d: dict[str, Any]) -> None:
    r, c = d["start"]
    d["values"][r][c] = -2


def _mine_off_board(d: dict[str, Any]) -> None:
    d["mines"][0] = [9, 0]


def _mine_twice(d: dict[str, Any]) -> None:
    d["mines"][1] = list(d["mines"][0])


def _needs_a_guess(d: dict[str, Any]) -> None:
    d.update(
        level=["custom", 2, 2, 1],
        mines=[[0, 0]],
        start=[1, 1],
        values=[[-2, -2], [-2, 1]],
        questions=[],
        moves=[[0.0, "open", 1, 1]],
        given=False,
    )


HOSTILE: dict[str, str] = {
    "a list": "[]",
    "null": "null",
    "a number": "1",
    "text": '"str"',
    "true": "true",
    "truncated": json.dumps(_base())[:200],
    "garbage": "\x00\xff{not json at all",
    "deep nesting": "[" * 100_000,
    "a cell of 1000": _changed(lambda d: d["values"][0].__setitem__(0, 1000)),
    "clicks 1e999": _changed(_set("clicks", 1e999)).replace("Infinity", "1e999"),
    "format 2": _changed(_set("format", 2)),
    "a mine off the board": _changed(_mine_off_board),
    "a mine twice": _changed(_mine_twice),
    "2000x2000": _changed(_set("level", ["custom", 2000, 2000, 10])),
    "every safe cell open": _changed(_all_safe_open),
    "a number on a mine": _changed(_number_on_a_mine),
    "a wrong number": _changed(_wrong_number),
    "the start covered": _changed(_start_covered),
    "a 2x2 board that needs a guess": _changed(_needs_a_guess),
    "seconds 1e18": _changed(_set("seconds", 1e18)),
    "seconds Infinity": _changed(_set("seconds", float("inf"))),
    "seconds NaN": _changed(_set("seconds", float("nan"))),
    "negative hints": _changed(_set("hints", -7)),
    "negative clicks": _changed(_set("clicks", -7)),
    "hints 1e20": _changed(_set("hints", 10**20)),
    "Expert of another size": _changed(_set("level", ["expert", 9, 9, 10])),
    "a move off the board": _changed(lambda d: d["moves"].append([9.0, "flag", 0, 99])),
    "a move in the future": _changed(lambda d: d["moves"].append([1e9, "flag", 0, 0])),
    "an unknown move": _changed(lambda d: d["moves"].append([3.0, "explode", 0, 0])),
    "moves as a dict": _changed(_set("moves", {"a": 1})),
    "a bool as a count": _changed(_set("clicks", True)),
    "an unknown grade": _changed(_set("grade", "__class__")),
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_kept_game_is_set_aside_with_a_notice(tmp_path: Path, text: str) -> None:
    raw = text.encode("utf-8", "surrogateescape")
    (tmp_path / SAVE_FILE).write_bytes(raw)
    game, notice = take_kept_game(tmp_path, Clock())
    assert game is None
    assert notice is not None and "kept as" in notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(SAVE_FILE + ASIDE_MARK)]
    assert len(kept) == 1 and kept[0].read_bytes() == raw and kept[0].name in notice
    assert not (tmp_path / SAVE_FILE).exists(), "the next start does not meet it again"
    assert take_kept_game(tmp_path, Clock()) == (None, None)


def test_the_base_file_of_the_hostile_ones_is_itself_fine(tmp_path: Path) -> None:
    (tmp_path / SAVE_FILE).write_text(json.dumps(_base()))
    game, notice = take_kept_game(tmp_path, Clock())
    assert notice is None and game is not None and game.state is State.PLAYING


def test_an_expert_level_of_another_size_is_refused() -> None:
    data = _base()
    data["level"] = ["expert", 9, 9, 10]
    with pytest.raises(KeptGameError, match="size"):
        kept_game_from_dict(data)


def test_flags_before_the_first_click_come_back_exactly() -> None:
    """Custom 4x6/1, a flag at (0,1), the first click at (1,1): the opening stops at the
    flag. Replaying only the first click (as before) opened past it and won outright."""
    level = custom_level(4, 6, 1)
    clock = Clock()
    game = Game(level, clock)
    game.toggle_flag((0, 1))
    game.click((1, 1))
    game.place_mines({(3, 5)})
    assert game.state is State.PLAYING and int(game.values[0, 1]) == FLAGGED
    clock.now += 2.5
    back = kept_game_from_dict(json.loads(json.dumps(game_to_dict(game))), Clock(50.0))
    assert back.state is State.PLAYING
    assert np.array_equal(back.values, game.values) and back.moves == game.moves
    assert back.elapsed() == pytest.approx(2.5)


def test_a_given_board_stays_given_and_needs_no_proof() -> None:
    """A board id may need a guess: kept as given, it comes back (and stays given)."""
    level = custom_level(2, 2, 1)
    game = Game(level, Clock())
    game.use_board({(0, 0)}, (1, 1))
    game.click((1, 1))
    game.place_mines({(0, 0)})
    data = game_to_dict(game)
    back = kept_game_from_dict(data)
    assert back.fixed_board == game.fixed_board and back.state is State.PLAYING
    data["given"] = False
    with pytest.raises(KeptGameError, match="guess"):
        kept_game_from_dict(data)


def test_of_two_windows_only_one_takes_the_kept_game(tmp_path: Path) -> None:
    save_kept_game(tmp_path, _beginner(Clock()))
    first = take_kept_game(tmp_path, Clock())
    second = take_kept_game(tmp_path, Clock())
    assert first[0] is not None and second == (None, None)
    assert list(tmp_path.iterdir()) == []


def test_a_kept_game_that_cannot_be_moved_is_not_resumed_at_every_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An immutable file or a read-only folder: resuming it would record it at every start."""
    save_kept_game(tmp_path, _beginner(Clock()))

    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(1, "Operation not permitted", str(src))

    monkeypatch.setattr(os, "rename", refuse)
    for _ in range(2):
        game, notice = take_kept_game(tmp_path, Clock())
        assert game is None and notice is not None and "cannot be moved" in notice
    assert (tmp_path / SAVE_FILE).exists(), "left for the player to move"


def test_the_standard_rules_and_the_settings_used_come_back_and_unknown_ones_are_refused() -> None:
    """A replay's header is written from them (game/rules.py): a resumed game keeps them."""
    game = _beginner(Clock())
    game.standard = True
    game.settings_used.add("question-marks")
    back = kept_game_from_dict(json.loads(json.dumps(game_to_dict(game))), Clock())
    assert back.standard and back.settings_used == {"question-marks"}
    old = _base()
    del old["standard"], old["settings_used"]  # a file from before they were kept
    plain = kept_game_from_dict(old, Clock())
    assert not plain.standard and plain.settings_used == set()
    data = _base()
    data["settings_used"] = ["cheat"]
    with pytest.raises(KeptGameError, match="unknown settings"):
        kept_game_from_dict(data)
