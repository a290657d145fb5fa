"""Issue 33 point 8: every loader of a file from disk under random and mutated input.
Whatever the bytes, nothing raises past the loader (a kept game is KeptGameError or a
game; the stores open and read), and nothing impossible is accepted: a kept game that
comes back is in progress with numbers that match its mines and a level that matches its
size; every statistics record shown passes ``problem_of``; every rating is finite."""

from __future__ import annotations

import copy
import json
import math
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from minesweeper_app.engine import cell_type_board, create_board
from minesweeper_app.game import BEGINNER, LEVELS, Game, State
from minesweeper_app.game.kept_game import (
    MAX_COUNT,
    MAX_SECONDS,
    KeptGameError,
    game_to_dict,
    parse_kept,
)
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.settings_file import SettingsFile
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.stats.valid import problem_of
from tests.volume import volume

FUZZ = settings(
    max_examples=volume(100, fast=20),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["open", "flag", "chord", "hint", "expert", "custom", "ONE_NUMBER"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)


def _kept_games() -> list[dict[str, Any]]:
    games = []
    for seed in (1, 2, 3):
        now = [100.0]

        def clock(now: list[float] = now) -> float:
            return now[0]

        game = Game(BEGINNER, clock)
        mines = create_board(9, 9, 10, (4, 4), seed=seed)
        game.toggle_flag(min(mines))
        game.click((4, 4))
        game.place_mines(mines)
        now[0] += 2.0
        covered = [(r, c) for r in range(9) for c in range(9) if game.values[r, c] == -2]
        game.click(next(c for c in covered if c not in mines))
        if game.state is State.PLAYING:
            games.append(game_to_dict(game))
    return games


KEPT = _kept_games()


def _accepted_is_possible(game: Game) -> None:
    assert game.state is State.PLAYING and game.mines is not None
    level = game.level
    assert level.key == "custom" or LEVELS[level.key] == level
    types = cell_type_board(level.height, level.width, game.mines)
    opened = game.values >= 0
    assert (game.values[opened] == types[opened]).all()
    assert not opened[tuple(np.array(sorted(game.mines)).T)].any()
    assert math.isfinite(game.elapsed()) and 0 <= game.elapsed() <= MAX_SECONDS + 1
    assert 0 <= game.clicks <= MAX_COUNT and 0 <= game.hints_used <= MAX_COUNT


def _load(data: Any) -> None:
    try:
        text = json.dumps(data, allow_nan=True).encode()
    except (ValueError, RecursionError):
        return
    try:
        game = parse_kept(text)
    except KeptGameError:
        return
    _accepted_is_possible(game)


@FUZZ
@given(json_values)
def test_a_random_kept_file_is_refused_or_possible(data: Any) -> None:
    _load(data)


@FUZZ
@given(st.binary(max_size=200))
def test_random_bytes_as_a_kept_file_are_refused(raw: bytes) -> None:
    try:
        parse_kept(raw)
    except KeptGameError:
        return
    raise AssertionError("random bytes were taken for a game")


def _mutate(data: Any, path: list[int], value: Any, delete: bool) -> Any:
    """Replace (or delete) the part of ``data`` that ``path`` picks, step by step."""
    node = data
    for i, step in enumerate(path):
        if isinstance(node, dict) and node:
            keys = sorted(node)
            key: Any = keys[step % len(keys)]
        elif isinstance(node, list) and node:
            key = step % len(node)
        else:
            return data
        last = i == len(path) - 1 or not isinstance(node[key], dict | list)
        if last:
            if delete and isinstance(node, dict):
                del node[key]
            else:
                node[key] = value
            return data
        node = node[key]
    return data


@FUZZ
@given(
    st.sampled_from(range(len(KEPT))),
    st.lists(st.integers(0, 200), min_size=1, max_size=4),
    json_values,
    st.booleans(),
)
def test_a_mutated_kept_file_is_refused_or_possible(
    which: int, path: list[int], value: Any, delete: bool
) -> None:
    _load(_mutate(copy.deepcopy(KEPT[which]), path, value, delete))


# ---------------------------------------------------------------- the statistics
row_values = st.dictionaries(
    st.sampled_from(
        [
            "finished_at",
            "level",
            "seconds",
            "won",
            "hints",
            "height",
            "width",
            "mines",
            "three_bv",
            "clicks",
            "grade",
            "board_id",
            "replay",
            "assisted",
            "has_moves",
            "moves",
            "extra",
        ]
    ),
    json_values,
    max_size=16,
)


@settings(FUZZ, max_examples=volume(30, fast=8))
@given(st.lists(row_values, max_size=4) | json_values)
def test_a_random_journal_never_breaks_the_statistics(rows: Any) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.sqlite3"
        try:
            text = json.dumps(rows, allow_nan=True)
        except (ValueError, RecursionError):
            return
        (Path(folder) / "stats.sqlite3.pending.json").write_text(text)
        store = StatsStore(path)
        assert all(problem_of(r) is None for r in store.history(None))
        store.close()


sql_values = (
    st.none()
    | st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False)
    | st.text(max_size=10)
    | st.binary(max_size=4)
    | st.sampled_from(["expert", "beginner", "custom"])
)


@settings(FUZZ, max_examples=volume(30, fast=8))
@given(
    st.lists(
        st.tuples(*[sql_values] * 9).filter(lambda row: None not in row[:5]),  # NOT NULL
        min_size=1,
        max_size=4,
    )
)
def test_random_rows_of_the_statistics_file_are_left_out_or_possible(rows: list[Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.sqlite3"
        StatsStore(path).close()
        conn = sqlite3.connect(path)
        columns = "finished_at, level, seconds, won, hints, height, width, mines, three_bv"
        with conn:
            conn.executemany(f"INSERT INTO games ({columns}) VALUES ({', '.join('?' * 9)})", rows)
        conn.close()
        store = StatsStore(path)
        shown = store.history(None)
        assert all(problem_of(r) is None for r in shown)
        store.summaries()
        store.close()


@settings(FUZZ, max_examples=volume(30, fast=8))
@given(
    st.tuples(sql_values, sql_values, sql_values).filter(lambda row: None not in row),
    st.tuples(*[sql_values] * 8).filter(lambda row: None not in row),  # NOT NULL
)
def test_random_practice_rows_never_raise_and_ratings_stay_finite(
    player: tuple[Any, ...], attempt: tuple[Any, ...]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "practice.sqlite3"
        PracticeStore(path).close()
        conn = sqlite3.connect(path)
        with conn:
            conn.execute("INSERT INTO player VALUES (1, ?, ?, ?)", player)
            conn.execute(
                "INSERT INTO attempts (at, puzzle, technique, right, first, themed, "
                "player_before, player_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                attempt,
            )
        conn.close()
        store = PracticeStore(path)
        rating = store.player()
        assert math.isfinite(rating.rating) and rating.deviation > 0
        assert all(math.isfinite(r) for _, r in store.history())
        store.accuracy()
        store.close()


@FUZZ
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_a_random_settings_file_never_raises(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.ini"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        SettingsFile(path).get("level/key")
