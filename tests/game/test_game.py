"""The game rules a player relies on, checked on the Qt-free model with fixed layouts."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper_app.engine import COVERED, FLAGGED, MINE
from minesweeper_app.game import Game, Level, Move, MoveAction, State, max_mines

# 5x5, mines in the right column's corners:  . . . . *
#                                             . . . . .
#                                             . . . . .
#                                             . . . . .
#                                             . . . . *
LEVEL = Level("custom", 5, 5, 2)
MINES = frozenset({(0, 4), (4, 4)})
# Three mines that leave (0, 3) and others covered after the first click.
LEVEL3 = Level("custom", 5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def started(level: Level = LEVEL, mines: frozenset = MINES, start=(2, 0), clock=None) -> Game:
    game = Game(level, clock or FakeClock())
    assert game.click(start)
    assert game.state is State.CREATING and game.needs_board
    game.place_mines(mines)
    return game


def test_first_click_requests_a_board_and_then_floods_the_zeros() -> None:
    game = Game(LEVEL3)
    assert game.state is State.READY
    game.click((2, 0))
    assert game.needs_board and game.start_cell == (2, 0)
    opened = game.place_mines(MINES3)
    assert game.state is State.PLAYING
    # Safe cells touching no zero stay covered: the column beside the mines.
    assert len(opened) == 18
    assert {c for c in [(0, 3), (1, 4), (2, 4), (3, 4)] if game.is_covered(c)} == {
        (0, 3),
        (1, 4),
        (2, 4),
        (3, 4),
    }
    assert int(game.values[1, 2]) == 1 and int(game.values[2, 0]) == 0


def test_opening_the_last_safe_cell_wins_and_flags_every_mine() -> None:
    game = started()
    assert game.state is State.WON
    assert {tuple(map(int, c)) for c in np.argwhere(game.values == FLAGGED)} == set(MINES)
    assert game.mines_left() == 0


def test_opening_a_mine_loses_and_marks_it_and_wrong_flags() -> None:
    game = started(LEVEL3, MINES3)
    assert game.state is State.PLAYING
    assert game.toggle_flag((4, 4))  # a correct flag
    game.click((0, 4))
    assert game.state is State.LOST
    assert game.exploded == (0, 4) and int(game.values[0, 4]) == MINE
    assert game.wrong_flags() == frozenset()
    assert not game.toggle_flag((0, 3)), "nothing changes after the game is over"


def test_wrong_flags_are_reported_after_a_loss() -> None:
    game = started(LEVEL3, MINES3)
    game.toggle_flag((0, 3))
    game.click((1, 3))
    assert game.state is State.LOST
    assert game.wrong_flags() == {(0, 3)}


def test_flag_cycle_with_and_without_question_marks() -> None:
    game = Game(LEVEL)
    cell = (1, 1)
    assert game.toggle_flag(cell) and int(game.values[cell]) == FLAGGED
    assert game.mines_left() == 1
    assert game.toggle_flag(cell) and int(game.values[cell]) == COVERED
    assert cell not in game.questions
    game.toggle_flag(cell, use_questions=True)
    game.toggle_flag(cell, use_questions=True)
    assert cell in game.questions and int(game.values[cell]) == COVERED
    game.toggle_flag(cell, use_questions=True)
    assert cell not in game.questions and int(game.values[cell]) == COVERED


def test_a_flagged_cell_does_not_start_the_game() -> None:
    game = Game(LEVEL)
    game.toggle_flag((0, 0))
    assert not game.click((0, 0))
    assert game.state is State.READY


def test_chord_opens_the_rest_only_when_flags_are_complete() -> None:
    # Mines (0,0) and (0,2): the first click at (4,4) leaves row 0 and (1,*) partly covered.
    level = Level("custom", 5, 5, 2)
    layout = frozenset({(0, 0), (0, 2)})
    game = started(level, layout, start=(4, 4))
    assert game.state is State.PLAYING
    assert int(game.values[1, 1]) == 2
    covered_before = int((game.values == COVERED).sum())
    assert not game.chord((1, 1)), "no flags yet: chording does nothing"
    game.toggle_flag((0, 0))
    assert not game.click((1, 1)), "one flag of two: still nothing"
    game.toggle_flag((0, 2))
    assert game.click((1, 1)), "left click on a complete number chords"
    assert int((game.values == COVERED).sum()) < covered_before
    assert int(game.values[0, 1]) == 2


def test_a_chord_on_an_opened_zero_opens_a_neighbour_the_flood_left_flagged() -> None:
    # ms-toollib lets a 0 chord: its flags (none) are complete, so it opens the rest.
    game = Game(Level("custom", 3, 3, 1))
    game.toggle_flag((0, 0))  # flagged before the first click: the flood skips it
    game.click((0, 1))
    game.place_mines({(2, 2)})
    assert int(game.values[0, 1]) == 0 and int(game.values[0, 0]) == FLAGGED
    game.toggle_flag((0, 0))
    assert game.chord((0, 1))
    assert int(game.values[0, 0]) == 0
    assert game.state is State.WON


def test_chord_with_a_wrong_flag_loses() -> None:
    level = Level("custom", 5, 5, 2)
    layout = frozenset({(0, 0), (0, 2)})
    game = started(level, layout, start=(4, 4))
    game.toggle_flag((0, 0))
    game.toggle_flag((0, 1))  # wrong: (0,2) is the mine
    game.chord((1, 1))
    assert game.state is State.LOST and game.exploded == (0, 2)


def test_auto_open_applies_the_complete_flags_rule_repeatedly() -> None:
    level = Level("custom", 5, 5, 2)
    layout = frozenset({(0, 0), (0, 2)})
    game = started(level, layout, start=(4, 4))
    game.values[0, 0] = FLAGGED
    game.values[0, 2] = FLAGGED
    game.auto_open_trivial()
    assert game.state is State.WON


def test_timer_starts_on_the_first_click_and_stops_at_the_end() -> None:
    clock = FakeClock()
    game = Game(LEVEL, clock)
    clock.now += 5
    assert game.elapsed() == 0.0
    game.click((2, 0))
    clock.now += 1
    game.place_mines(MINES)  # wins at once: the layout opens everything
    clock.now += 10
    assert game.state is State.WON and game.elapsed() == 0.0


def test_place_mines_refuses_a_mine_under_the_first_click() -> None:
    game = Game(LEVEL)
    game.click((0, 4))
    with pytest.raises(ValueError):
        game.place_mines(MINES)


def test_hints_are_counted_only_while_playing() -> None:
    game = started(LEVEL3, MINES3)
    game.note_hint()
    game.note_hint()
    assert game.hints_used == 2
    game.click((0, 4))
    game.note_hint()
    assert game.hints_used == 2


def test_max_mines_keeps_room_for_the_first_click() -> None:
    assert max_mines(9, 9) == 72
    assert max_mines(1, 5) == 2
    assert max_mines(2, 2) == 0


def test_clicks_count_the_players_actions_that_changed_something() -> None:
    game = started(LEVEL3, MINES3)  # the first click counts
    assert game.clicks == 1
    game.click((2, 0))  # already open: nothing happens
    game.click((1, 2))  # a number with no flags around: the chord does nothing
    assert game.clicks == 1
    game.toggle_flag((1, 3))
    game.toggle_flag((0, 4))
    assert game.clicks == 3
    game.click((1, 3))  # a left click on a flag
    assert game.clicks == 3
    game.apply(Move(MoveAction.FLAG, (4, 4)), hint=True)  # the helper's move is no click
    game.auto_open_trivial()
    assert game.clicks == 3


def test_three_bv_is_known_once_the_board_exists() -> None:
    game = Game(LEVEL)
    assert game.three_bv is None
    game.click((2, 0))
    game.place_mines(MINES)
    assert game.three_bv == 1  # one opening reaches every number


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("beginner", (9, 9, 10)),
        ("Expert", (16, 30, 99)),
        ("30x16/99", (16, 30, 99)),
        (" 60x40/400 ", (40, 60, 400)),
    ],
)
def test_parse_level_reads_names_and_columns_x_rows_slash_mines(text, expected) -> None:
    from minesweeper_app.game import parse_level

    level = parse_level(text)
    assert (level.height, level.width, level.mines) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("hard", "Unknown level"),
        ("30x16", "WxH/M"),
        ("30*16/99", "WxH/M"),
        ("0x16/5", "between 1 and 128"),
        ("200x16/5", "between 1 and 128"),
        ("3x3/1", "no room for mines"),
        ("9x9/0", "at least one mine"),
        ("9x9/80", "at most 72 mines"),
    ],
)
def test_parse_level_explains_bad_values(text, words) -> None:
    from minesweeper_app.game import parse_level

    with pytest.raises(ValueError, match=words.replace("/", "/")):
        parse_level(text)


def test_remove_flag_takes_only_a_flag_off() -> None:
    game = started(LEVEL3, MINES3)
    game.toggle_flag((0, 3))
    unflag = Move(MoveAction.UNFLAG, (0, 3))
    assert game.apply(unflag, hint=True) and int(game.values[0, 3]) == COVERED
    assert not game.apply(unflag, hint=True)
    assert not game.apply(Move(MoveAction.UNFLAG, (-1, 0)), hint=True)


def test_a_hint_cannot_flag_a_cell_off_the_board() -> None:
    game = started()
    before = game.values.copy()
    assert not game.apply(Move(MoveAction.FLAG, (-1, -1)), hint=True)
    assert not game.apply(Move(MoveAction.FLAG, (5, 0)), hint=True)
    assert (game.values == before).all()


def test_a_chord_off_the_board_changes_nothing_like_a_click_there() -> None:
    # Found by the controller's property test: (0, 5) raised an IndexError and (-1, 2)
    # chorded the number at the bottom row (a negative index wraps around).
    game = started(LEVEL3, MINES3)
    game.toggle_flag((1, 3))
    before, clicks = game.values.copy(), game.clicks
    for cell in ((-1, 2), (0, 5), (5, 0), (-1, -1)):
        assert not game.chord(cell) and not game.click(cell)
    assert (game.values == before).all() and game.clicks == clicks
    assert game.state is State.PLAYING
