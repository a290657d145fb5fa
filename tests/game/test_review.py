"""The game review, without Qt: each move judged as a player would want it judged.

The expected verdicts of the scripted game are checked against the independent
brute-force enumeration first, so the test states facts about the positions, not
what the engine happens to answer.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    BoardLayout,
    cell_type_board,
    create_board,
    solve_state,
)
from minesweeper_app.game import EXPERT, Game, Move, MoveAction, State, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.review import (
    MoveKind,
    ReplayError,
    logic_path,
    logic_start,
    replay,
    review_game,
)
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.wording import format_cell
from tests.engine.bruteforce import arrangements

H, W = 4, 5
MINES = frozenset({(1, 2), (1, 3), (3, 1), (3, 2)})
START = (0, 0)
LAYOUT = BoardLayout(H, W, MINES, START)
SCRIPT = [
    Move(MoveAction.OPEN, (0, 0), 0.0),
    Move(MoveAction.OPEN, (0, 2), 2.0),
    Move(MoveAction.FLAG, (1, 2), 3.5),
    Move(MoveAction.OPEN, (0, 3), 7.0),
    Move(MoveAction.FLAG, (3, 0), 9.0),
    Move(MoveAction.UNFLAG, (3, 0), 9.5),
    Move(MoveAction.OPEN, (3, 1), 12.0),
]
EXPECTED = [
    MoveKind.FIRST,
    MoveKind.FORCED,
    MoveKind.FORCED,
    MoveKind.GUESS,
    MoveKind.MISTAKE,
    MoveKind.OTHER,
    MoveKind.MISTAKE,
]


def _always(values: np.ndarray, cell: tuple[int, int], mine: bool) -> bool:
    """Brute force: ``cell`` is a mine (or safe) in every arrangement the numbers allow."""
    hidden, grid = arrangements(values, len(MINES))
    column = grid[:, hidden.index(cell)]
    return bool(column.all()) if mine else not bool(column.any())


def _plain(values: np.ndarray) -> np.ndarray:
    out = values.copy()
    out[out == FLAGGED] = COVERED
    return out


def test_the_scripted_positions_are_what_the_expected_verdicts_assume() -> None:
    positions = replay(LAYOUT, SCRIPT)
    before = [_plain(p) for p in positions[:-1]]
    assert _always(before[1], (0, 2), mine=False)  # opened: provably safe
    assert _always(before[2], (1, 2), mine=True)  # flagged: a proven mine
    # (0, 3) was not proven safe, though it is; and (2, 2) was provably safe then.
    assert not _always(before[3], (0, 3), mine=False) and (0, 3) not in MINES
    assert _always(before[3], (2, 2), mine=False)
    assert (3, 0) not in MINES and (3, 1) in MINES


def test_each_move_of_a_scripted_game_is_judged() -> None:
    review = review_game(LAYOUT, SCRIPT)
    assert [m.kind for m in review.moves] == EXPECTED
    assert review.lost and not review.won
    # The guess came while a safe cell was provable: that is where the logic was left.
    assert review.first_missed == 3
    assert review.missed_step_text
    assert (2, 2) in review.moves[3].safe_available
    hidden, grid = arrangements(_plain(review.moves[3].before), len(MINES))
    assert review.moves[3].mine_chance == pytest.approx(grid[:, hidden.index((0, 3))].mean())
    assert [m.seconds_taken for m in review.moves] == [0.0, 2.0, 1.5, 3.5, 2.0, 0.5, 2.5]
    assert review.moves[6].words == (
        "Opened row 4, column 2: it was a mine. The chance of a mine there was 50%."
    )
    assert review.count(MoveKind.MISTAKE) == 2
    assert review.clicks == 7 and review.efficiency is None
    assert review.three_bv == _three_bv_by_hand()


def _three_bv_by_hand() -> int:
    # Types: row 0 = 0 1 2 2 1, row 1 = 0 1 * * 1, row 2 = 1 3 4 3 1, row 3 = 1 * * 1 0.
    # Openings: the zeros at column 0 (opens (0,1),(1,1),(2,0),(2,1)) and the zero at (3,4)
    # (opens (2,3),(2,4),(3,3)); other safe cells one click each: (0,2),(0,3),(0,4),
    # (1,4),(2,2), (3,0).
    return 2 + 6


def test_a_game_played_by_logic_has_no_missed_move_and_full_efficiency() -> None:
    mines = create_board(9, 9, 10, (4, 4), seed=11)
    moves = [Move(MoveAction.OPEN, (4, 4), 0.0)]
    values = logic_start(BoardLayout(9, 9, mines, (4, 4)))
    for i, step in enumerate(logic_path(BoardLayout(9, 9, mines, (4, 4)))):
        if not step.is_mine:
            # The solver's cell was proven at that moment, so opening it is forced.
            assert step.cell in solve_state(values, 10).safe
            moves.append(Move(MoveAction.OPEN, step.cell, 1.0 + i))
        values = step.after
    review = review_game(BoardLayout(9, 9, mines, (4, 4)), moves)
    assert review.won
    assert {m.kind for m in review.moves[1:]} <= {MoveKind.FORCED, MoveKind.OTHER}
    assert review.first_missed is None
    assert review.efficiency is not None and review.efficiency <= 1.0


def test_the_logic_path_solves_a_no_guess_board_one_proven_deduction_at_a_time() -> None:
    mines = create_board(16, 16, 40, (8, 8), seed=4)
    values = logic_start(BoardLayout(16, 16, mines, (8, 8)))
    steps = list(logic_path(BoardLayout(16, 16, mines, (8, 8))))
    assert steps
    for step in steps:
        assert step.is_mine == (step.cell in mines)
        proven = solve_state(values, 40)
        assert step.cell in (proven.mines if step.is_mine else proven.safe)
        assert step.text and step.clues
        values = step.after
    safe = 16 * 16 - 40
    assert int(np.count_nonzero(steps[-1].after >= 0)) == safe


def test_a_stored_game_reloads_and_replays_identically(tmp_path: Path) -> None:
    mines = create_board(16, 30, 99, (8, 15), seed=2)
    game = Game(custom_level(16, 30, 99), clock=lambda: 0.0)
    moves: list[Move] = []
    rng = np.random.default_rng(5)
    game.click((8, 15))
    game.place_mines(mines)
    moves.append(Move(MoveAction.OPEN, (8, 15), 0.0))
    t = 0.0
    # A player who flags what they can prove and sometimes guesses (and may lose).
    for step in logic_path(BoardLayout(16, 30, mines, (8, 15))):
        t += float(rng.uniform(0.2, 3.0))
        move = Move(MoveAction.FLAG if step.is_mine else MoveAction.OPEN, step.cell, t)
        game.apply(move)
        moves.append(move)
        if len(moves) == 40:
            covered = [tuple(map(int, c)) for c in np.argwhere(game.values == COVERED)]
            guess = Move(MoveAction.OPEN, covered[int(rng.integers(len(covered)))], t + 1)
            game.apply(guess)
            moves.append(guess)
        if game.state is not State.PLAYING:
            break
    store = StatsStore(tmp_path / "stats.sqlite3")
    layout = BoardLayout(16, 30, frozenset(mines), (8, 15))
    board_id = layout.board_id
    assert board_id is not None
    store.record(FinishedGame(EXPERT, t, game.state is State.WON, moves=moves, layout=layout))
    store.close()

    again = StatsStore(tmp_path / "stats.sqlite3")
    record = again.history()[0]
    assert record.has_moves and record.game_id is not None and record.board_id == board_id
    stored = again.moves(record.game_id)
    assert stored is not None
    stored_layout = BoardLayout.from_board_id(record.board_id)
    assert stored_layout.mines == mines
    positions = replay(stored_layout, stored)
    assert np.array_equal(positions[-1], game.values)
    first = review_game(BoardLayout(16, 30, mines, (8, 15)), moves)
    second = review_game(stored_layout, stored)
    assert [m.kind for m in first.moves] == [m.kind for m in second.moves]
    assert all(
        np.array_equal(a.after, b.after) for a, b in zip(first.moves, second.moves, strict=True)
    )
    assert second.lost == (game.state is State.LOST)


def test_moves_that_do_not_fit_the_board_are_refused() -> None:
    with pytest.raises(ReplayError):
        review_game(LAYOUT, [Move(MoveAction.OPEN, (2, 4), 0.0)])
    with pytest.raises(ReplayError):
        review_game(
            LAYOUT,
            [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (9, 9), 1.0)],
        )


def test_a_chord_is_judged_by_the_cells_it_opened() -> None:
    types = cell_type_board(H, W, MINES)
    assert int(types[0, 1]) == 1
    moves = [
        Move(MoveAction.OPEN, (0, 0), 0.0),
        Move(MoveAction.FLAG, (1, 2), 1.0),
        Move(MoveAction.CHORD, (0, 1), 2.0),  # (1,2) flagged: opens (0,2) (proven safe)
    ]
    review = review_game(LAYOUT, moves)
    assert review.moves[2].kind is MoveKind.FORCED
    assert review.moves[2].targets == frozenset({(0, 2)})


def test_opening_a_proven_mine_says_the_numbers_proved_it() -> None:
    # One row: the start opens the 0 and the 1 next to it, which proves the cell after it.
    script = [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (0, 2), 1.0)]
    review = review_game(BoardLayout(1, 5, frozenset({(0, 2)}), (0, 0)), script)
    assert review.moves[1].kind is MoveKind.MISTAKE
    assert review.moves[1].words == (
        "Opened row 1, column 3: it was a mine. The numbers proved it."
    )


def test_a_forced_move_is_explained_in_the_hint_engines_words() -> None:
    """Issue 26: the review says why a forced move was forced, as a hint would have."""
    review = review_game(LAYOUT, SCRIPT)
    forced = [m for m in review.moves if m.kind is MoveKind.FORCED]
    assert len(forced) == 2
    for move in forced:
        (cell,) = move.targets
        words = move.words.lower()
        assert "why: " in words and f"so {format_cell(cell)} is" in words, move.words
        assert "flagged" not in words.split("why:")[1], "no flag the player did not set"
    assert all("Why:" not in m.words for m in review.moves if m.kind is not MoveKind.FORCED)


def test_a_first_click_that_opened_a_single_number_is_not_said_to_open_an_area() -> None:
    """Issue 34: a community .avf whose first click opened a single 1 was reviewed as
    "it always opens an area"."""
    start = (0, 1)  # next to the mine at (1, 2): it shows a 1
    layout = BoardLayout(H, W, MINES, start)
    review = review_game(layout, [Move(MoveAction.OPEN, start, 0.0)])
    first = review.moves[0]
    assert first.kind is MoveKind.FIRST
    assert "opens an area" not in first.words
    assert "single 1" in first.words and format_cell(start) in first.words
    opened_area = review_game(LAYOUT, SCRIPT[:1]).moves[0]
    assert "opens an area" in opened_area.words
