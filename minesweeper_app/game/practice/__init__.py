"""Practice: rated technique puzzles (Glicko-2 for player and puzzle), Qt-free."""

from minesweeper_app.engine.puzzle_proof import TECHNIQUES, PuzzleTechnique
from minesweeper_app.game.practice.glicko import Rating, expected_score, rate
from minesweeper_app.game.practice.session import CANDIDATES, PracticeSession, Verdict
from minesweeper_app.game.practice.store import (
    THEMED_WEIGHT,
    Accuracy,
    Attempt,
    PracticeStore,
)

__all__ = [
    "CANDIDATES",
    "TECHNIQUES",
    "THEMED_WEIGHT",
    "Accuracy",
    "Attempt",
    "PracticeSession",
    "PracticeStore",
    "PuzzleTechnique",
    "Rating",
    "Verdict",
    "expected_score",
    "rate",
]
