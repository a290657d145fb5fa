"""Puzzles from the player's own games: where they lost, flagged wrongly, guessed while
a forced move was there, or asked for a hint (as lichess builds puzzles from a
player's mistakes).

The statistics keep each game's board id and moves; the game review replays them and
judges every move, and the position just before such a move becomes a puzzle (its
unproven flags taken off, so its flags are facts).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from minesweeper_app.engine import BoardLayout
from minesweeper_app.engine.puzzles import Puzzle, puzzle_from_position
from minesweeper_app.game import Move, MoveAction
from minesweeper_app.game.review import GameReview, MoveKind, ReplayError, review_game
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.i18n import translate

GAMES_LOOKED_AT = 30
"""Most recent games with moves that are searched for mistakes."""


@dataclass(frozen=True)
class PersonalPuzzle:
    """A puzzle from one of the player's games and why it was chosen."""

    puzzle: Puzzle
    reason: str
    finished_at: str
    move: int
    """1-based number of the move it comes before."""


def review_puzzles(review: GameReview, finished_at: str = "") -> list[PersonalPuzzle]:
    """The positions of a reviewed game that deserve another look, as puzzles."""
    total = len(review.mines)
    out: list[PersonalPuzzle] = []
    seen: set[str] = set()
    for m in review.moves:
        if m.kind is MoveKind.MISTAKE:
            reason = (
                translate("Practice", "a wrong flag")
                if m.move.action is MoveAction.FLAG
                else translate("Practice", "the move that lost")
            )
        elif m.move.action is MoveAction.HINT:
            reason = translate("Practice", "where you asked for a hint")
        elif m.missed_forced:
            reason = translate("Practice", "a guess where a forced move was there")
        else:
            continue
        puzzle = puzzle_from_position(m.before, total)
        if puzzle is not None and puzzle.id not in seen:
            seen.add(puzzle.id)
            out.append(PersonalPuzzle(puzzle, reason, finished_at, m.index + 1))
    return out


@dataclass(frozen=True)
class StoredGame:
    """What the review needs of a finished game, read from the statistics."""

    finished_at: str
    board_id: str
    moves: tuple[Move, ...]


def stored_games(stats: StatsStore, games: int = GAMES_LOOKED_AT) -> list[StoredGame]:
    """The most recent games that kept their board and moves, newest first (fast: read on
    the thread that owns the statistics)."""
    out: list[StoredGame] = []
    for record in stats.history(None):
        if len(out) >= games:
            break
        if record.game_id is None or not record.has_moves or not record.board_id:
            continue
        moves = stats.moves(record.game_id)
        if moves:
            out.append(StoredGame(record.finished_at, record.board_id, tuple(moves)))
    return out


def puzzles_from_games(
    games: list[StoredGame], cancel: Callable[[], bool] | None = None
) -> list[PersonalPuzzle]:
    """Every personal puzzle of these games (slow: reviews each game)."""
    out: list[PersonalPuzzle] = []
    seen: set[str] = set()
    for game in games:
        try:
            layout = BoardLayout.from_board_id(game.board_id)
            review = review_game(layout, game.moves, cancel=cancel)
        except (ValueError, ReplayError):
            continue  # a foreign or damaged record: nothing to learn from it
        for personal in review_puzzles(review, game.finished_at):
            if personal.puzzle.id not in seen:
                seen.add(personal.puzzle.id)
                out.append(personal)
    return out


def personal_puzzles(
    stats: StatsStore,
    *,
    games: int = GAMES_LOOKED_AT,
    cancel: Callable[[], bool] | None = None,
) -> list[PersonalPuzzle]:
    """Puzzles from the most recent games that kept their moves and board, newest first."""
    return puzzles_from_games(stored_games(stats, games), cancel)
