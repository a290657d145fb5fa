"""Personal puzzles: positions from the player's own games where they erred or asked."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from minesweeper_app.engine import (
    FLAGGED,
    BoardLayout,
    create_board,
    easiest_step,
    solve_state,
)
from minesweeper_app.engine.puzzles import puzzle_from_position
from minesweeper_app.game import LEVELS, Move, MoveAction
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.practice.mistakes import personal_puzzles, review_puzzles
from minesweeper_app.game.review import replay, review_game
from minesweeper_app.game.stats import StatsStore

H, W, N, START = 9, 9, 10, (4, 4)


def _game() -> tuple[frozenset[tuple[int, int]], list[Move], tuple[int, int]]:
    """A game that opens, asks for a hint, flags a cell nothing proves a mine (wrongly:
    it is safe), opens a proven safe cell, then opens a mine; and the wrong flag."""
    mines = create_board(H, W, N, START, seed=12)
    layout = BoardLayout(H, W, mines, START)
    moves = [Move(MoveAction.OPEN, START, 0.0)]
    first = replay(layout, moves)[-1]
    hinted = easiest_step(first, N)
    assert hinted is not None
    moves.append(Move(MoveAction.HINT, hinted.cell, 1.0))
    second = replay(layout, moves)[-1]
    proven = solve_state(second, N)
    wrong = next(
        (r, c)
        for r in range(H)
        for c in range(W)
        if second[r, c] == -2 and (r, c) not in mines and (r, c) not in proven.safe
    )
    moves.append(Move(MoveAction.FLAG, wrong, 2.0))
    moves.append(Move(MoveAction.OPEN, min(proven.safe), 3.0))
    third = replay(layout, moves)[-1]
    unproven_mine = min(mines - solve_state(third, N).mines)
    moves.append(Move(MoveAction.OPEN, unproven_mine, 4.0))
    return mines, moves, wrong


def test_a_wrong_flag_a_hint_and_the_losing_move_become_puzzles() -> None:
    mines, moves, wrong = _game()
    review = review_game(BoardLayout(H, W, mines, START), moves)
    found = review_puzzles(review, "today")
    reasons = [p.reason for p in found]
    assert "a wrong flag" in reasons and "the move that lost" in reasons
    assert "where you asked for a hint" in reasons
    for personal in found:
        puzzle = personal.puzzle
        position = review.moves[personal.move - 1].before
        flags = {tuple(map(int, x)) for x in np.argwhere(puzzle.values == FLAGGED)}
        truth = solve_state(position, N)
        assert flags <= truth.mines, "unproven flags were taken off"
        assert puzzle.safe == truth.safe
        assert puzzle.mine | flags == truth.mines
        assert puzzle.values[wrong] == -2


def test_a_position_with_nothing_provable_gives_no_puzzle() -> None:
    values = np.full((3, 3), -2, dtype=np.int8)
    assert puzzle_from_position(values, 4) is None


def test_personal_puzzles_come_from_the_statistics(tmp_path: Path) -> None:
    mines, moves, _ = _game()
    stats = StatsStore(tmp_path / "stats.sqlite3")
    stats.record(
        FinishedGame(
            LEVELS["beginner"], 10.0, False, 1, moves=moves, layout=BoardLayout(H, W, mines, START)
        )
    )
    stats.record(
        FinishedGame(LEVELS["beginner"], 5.0, True, 0)
    )  # no moves kept: nothing to learn from
    found = personal_puzzles(stats)
    assert len(found) >= 3 and all(p.finished_at for p in found)
    assert len({p.puzzle.id for p in found}) == len(found)
