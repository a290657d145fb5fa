"""Practice ratings (Glicko-2), attempts in their own file, and a session's verdicts."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper_app.engine.puzzles import Puzzle, generate_puzzles
from minesweeper_app.game.practice import (
    THEMED_WEIGHT,
    PracticeSession,
    PracticeStore,
    Rating,
    expected_score,
    rate,
)
from minesweeper_app.game.wording import say

SMALL = ((4, 6, 6), (3, 8, 6))


def test_glickmans_worked_example() -> None:
    """Glickman (2013): 1500/200/0.06 against 1400/30 (won), 1550/100 and 1700/300 (lost).
    He rounds each intermediate step and prints 1464.06; exactly it is 1464.05."""
    after = rate(
        Rating(1500, 200, 0.06),
        [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)],
    )
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_no_games_only_widen_the_deviation() -> None:
    after = rate(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.deviation == pytest.approx(200.27, abs=0.01)


def test_bad_ratings_and_scores_are_refused() -> None:
    with pytest.raises(ValueError, match="score"):
        rate(Rating(), [(Rating(), 2.0)])
    with pytest.raises(TypeError, match="rating"):
        Rating("1500")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="positive"):
        Rating(1500, 0)


def test_stronger_means_likelier_to_win() -> None:
    assert expected_score(Rating(1700, 60), Rating(1500, 60)) > 0.7
    assert expected_score(Rating(1500), Rating(1500)) == pytest.approx(0.5)


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return generate_puzzles(8, 5, levels=SMALL)


def test_a_first_attempt_rates_player_and_puzzle_a_retry_neither(
    tmp_path: Path, puzzles: list[Puzzle]
) -> None:
    store = PracticeStore(tmp_path / "practice.sqlite3")
    puzzle = puzzles[1]
    first = store.record(puzzle, right=True)
    assert first.first and first.player_after.rating > first.player_before.rating
    assert first.puzzle_before.rating == puzzle.rating
    assert first.puzzle_after.rating < puzzle.rating
    retry = store.record(puzzle, right=False)
    assert not retry.first
    assert retry.player_after == retry.player_before == first.player_after
    assert store.puzzle_rating(puzzle) == first.puzzle_after
    store.close()
    again = PracticeStore(tmp_path / "practice.sqlite3")
    assert again.player() == first.player_after
    assert again.attempted(puzzle.id)
    assert len(again.history()) == 1
    assert again.accuracy()[puzzle.technique].attempts == 1
    assert again.problem is None


def test_training_one_technique_counts_for_less(puzzles: list[Puzzle]) -> None:
    mixed, themed = PracticeStore(None), PracticeStore(None)
    full = mixed.record(puzzles[0], right=False)
    part = themed.record(puzzles[0], right=False, themed=True)
    assert part.player_after.rating - 1500 == pytest.approx(
        THEMED_WEIGHT * (full.player_after.rating - 1500)
    )


def test_accuracy_counts_first_attempts_per_technique(puzzles: list[Puzzle]) -> None:
    store = PracticeStore(None)
    for i, puzzle in enumerate(puzzles):
        store.record(puzzle, right=i % 2 == 0)
        store.record(puzzle, right=True)
    acc = store.accuracy()
    assert {t: (a.right, a.attempts) for t, a in acc.items()} == {
        "single": (2, 2),
        "pair": (0, 2),
        "chain": (2, 2),
        "mine-count": (0, 2),
    }


def test_a_damaged_file_is_kept_aside_and_practice_goes_on(
    tmp_path: Path, puzzles: list[Puzzle]
) -> None:
    path = tmp_path / "practice.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = PracticeStore(path)
    assert store.problem is not None and "kept as" in store.problem
    assert list(tmp_path.glob("practice.sqlite3.unreadable-*"))
    store.record(puzzles[0], right=True)
    assert PracticeStore(path).attempted(puzzles[0].id)


def test_a_file_from_a_newer_version_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "practice.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    store = PracticeStore(path)
    assert store.problem is not None
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 99


def test_the_session_offers_the_candidate_nearest_the_players_rating(
    puzzles: list[Puzzle],
) -> None:
    session = PracticeSession(PracticeStore(None), seed=3)
    offer = session.choose(puzzles[:4])
    assert offer.technique == "pair"  # 1500 is nearest the pair band
    strong = PracticeStore(None)
    strong.conn.execute("INSERT INTO player VALUES (1, 2100, 60, 0.06)")
    assert PracticeSession(strong).choose(puzzles[:4]).technique == "mine-count"


def test_a_right_and_a_wrong_move_in_words_and_marks(puzzles: list[Puzzle]) -> None:
    session = PracticeSession(PracticeStore(None), seed=1)
    puzzle = session.choose([puzzles[1]])
    cell = puzzle.step.cell
    verdict = session.answer(cell, puzzle.step.is_mine)
    assert verdict.right and verdict.text.startswith("Right:")
    assert verdict.attempt is not None and verdict.attempt.first
    assert say(puzzle.step) in verdict.text
    assert verdict.highlights == puzzle.step.highlights
    (expert,) = generate_puzzles(1, 2, "pair", levels=((16, 30, 99),))
    unproven = next(
        (r, c)
        for r, row in enumerate(expert.rows)
        for c, ch in enumerate(row)
        if ch == "#" and (r, c) not in expert.safe | expert.mine
    )
    session.choose([expert])
    guess = session.answer(unproven, False)
    assert not guess.right and guess.text.startswith("Not proven")
    assert say(expert.step) in guess.text
    if expert.mine:
        retry = session.answer(min(expert.mine), False)
        assert not retry.right and "is a mine" in retry.text
        assert retry.attempt is not None and not retry.attempt.first
    with pytest.raises(ValueError, match="not a covered cell"):
        session.answer((99, 99), False)


def test_the_session_draws_fresh_puzzles_of_the_filter() -> None:
    session = PracticeSession(PracticeStore(None), seed=8, technique="single")
    candidates = session.candidates()
    assert len(candidates) == 4 and {p.technique for p in candidates} == {"single"}
    with pytest.raises(ValueError, match="Unknown technique"):
        session.technique = "guess"
    with pytest.raises(ValueError, match="no puzzle"):
        PracticeSession(PracticeStore(None)).answer((0, 0), False)
