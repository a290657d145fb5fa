"""A refused level or board id reaches the player in the chosen language.

The engine says what is wrong as data and in English for logs; the game layer's wording
translates. With no catalogue loaded the two must read the same, and with one every
problem goes through it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from minesweeper_app import i18n
from minesweeper_app.engine import (
    BoardIdError,
    BoardIdProblem,
    LevelError,
    LevelProblem,
    create_board,
    decode_board_id,
    encode_board_id,
    no_guess_obstacle,
)
from minesweeper_app.engine.board_id import VERSION, _checksum
from minesweeper_app.game.wording.problems import problem_text

LEVELS = {  # a level showing each problem
    LevelProblem.NEGATIVE_MINES: (9, 9, -1),
    LevelProblem.NO_ROOM: (3, 3, 1),
    LevelProblem.TOO_MANY: (16, 30, 472),
    LevelProblem.TWO_HIGH_ODD: (2, 10, 5),
    LevelProblem.TWO_WIDE_ODD: (10, 2, 5),
}


def _bad_ids() -> dict[BoardIdProblem, str]:
    good = encode_board_id(9, 9, {(0, 0)}, (4, 4))
    other_version = "Z" + good[1:-4]
    return {
        BoardIdProblem.CHARACTERS: good + "!",
        BoardIdProblem.EMPTY: " - ",
        BoardIdProblem.TOO_SHORT: good[:4],
        BoardIdProblem.VERSION: other_version + _checksum(other_version),
        BoardIdProblem.CHECKSUM: good[:-1] + ("0" if good[-1] != "0" else "1"),
    }


def _refusal(text: str) -> BoardIdError:
    with pytest.raises(BoardIdError) as caught:
        decode_board_id(text)
    return caught.value


@pytest.fixture
def marked() -> Iterator[None]:
    """A catalogue that marks every sentence it translates."""
    i18n.install(lambda context, text, _d, _n: f"<{context}> {text}")
    try:
        yield
    finally:
        i18n.install(None)


def test_every_level_problem_reads_as_the_engine_says_it_in_english() -> None:
    for problem, (h, w, n) in LEVELS.items():
        obstacle = no_guess_obstacle(h, w, n)
        assert obstacle is not None and obstacle.problem is problem
        assert problem_text(LevelError(obstacle)) == str(obstacle)
    assert "at most 1 mine:" in str(no_guess_obstacle(1, 4, 2))


def test_every_bad_board_id_reads_as_the_engine_says_it_in_english() -> None:
    for problem, text in _bad_ids().items():
        error = _refusal(text)
        assert error.problem is problem, text
        assert problem_text(error) == str(error)
    with pytest.raises(BoardIdError) as caught:
        encode_board_id(9, 9, set(), (4, 4))  # no mine: a level the game does not play
    assert caught.value.problem is BoardIdProblem.NO_ID
    assert problem_text(caught.value) == str(caught.value)
    assert str(caught.value).endswith("A board needs at least one mine, not 0.")
    assert VERSION == "1"


def test_refusals_are_translated_where_the_player_reads_them(marked: None) -> None:
    for text in _bad_ids().values():
        error = _refusal(text)
        assert problem_text(error).startswith("<BoardIds> "), text
        assert not str(error).startswith("<")  # the engine's own words stay English
    with pytest.raises(LevelError) as caught:
        create_board(3, 3, 1, (1, 1))
    assert problem_text(caught.value).startswith("<Levels> A 3x3 board has no room")
