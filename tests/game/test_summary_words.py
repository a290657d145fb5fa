"""Issue 34: the end panel says why Efficiency or Rank has no value ("Efficiency —" and
"Rank —" were unexplained)."""

from __future__ import annotations

from minesweeper_app.game import BEGINNER
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.summary import GameSummary


def _rows(game: FinishedGame, rank: int | None = None) -> dict[str, str]:
    return dict(GameSummary(game, rank=rank, ranked=3 if rank else 0).rows())


def test_a_loss_says_efficiency_and_rank_are_for_wins() -> None:
    rows = _rows(FinishedGame(BEGINNER, 12.0, False, 0, 7, 9, exploded=(0, 0)))
    assert rows["Efficiency"] == "— (wins only)" and rows["Rank"] == "— (wins only)"


def test_a_win_without_a_rank_says_why() -> None:
    helped = _rows(FinishedGame(BEGINNER, 12.0, True, 2, 7, 9))
    assert helped["Rank"] == "— (help was used)" and helped["Hints"] == "2"
    undone = _rows(FinishedGame(BEGINNER, 12.0, True, 0, 7, 9, assisted=True))
    assert undone["Rank"] == "— (after an undo)"
    retried = _rows(FinishedGame(BEGINNER, 12.0, True, 0, 7, 9, replay=True))
    assert retried["Rank"] == "— (a retried board)"
    ranked = _rows(FinishedGame(BEGINNER, 12.0, True, 0, 7, 9), rank=1)
    assert ranked["Rank"] == "1 of 3" and ranked["Efficiency"] == "78%"
