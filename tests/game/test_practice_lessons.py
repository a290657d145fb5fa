"""The lessons' positions, checked by enumerating every mine arrangement."""

from __future__ import annotations

import pytest

from minesweeper_app.game.practice.lessons import LESSONS, Lesson
from minesweeper_app.game.wording import say
from tests.engine.test_puzzles import check_exact

TECHNIQUE_LESSONS = [lesson for lesson in LESSONS if lesson.rows]


def test_the_tutorial_starts_with_the_rules_and_covers_every_technique() -> None:
    assert [lesson.key for lesson in LESSONS[:2]] == ["rules", "first-click"]
    assert [lesson.key for lesson in TECHNIQUE_LESSONS] == [
        "single",
        "pair",
        "chain",
        "mine-count",
    ]


@pytest.mark.parametrize("lesson", TECHNIQUE_LESSONS, ids=lambda lesson: lesson.key)
def test_each_lesson_needs_exactly_its_technique(lesson: Lesson) -> None:
    puzzle = lesson.puzzle()
    assert puzzle is not None and puzzle.technique == lesson.key
    check_exact(puzzle)
    assert say(puzzle.step)


def test_hand_checked_answers() -> None:
    single, pair = (lesson.puzzle() for lesson in TECHNIQUE_LESSONS[:2])
    assert single is not None and pair is not None
    assert single.mine == {(2, 2)} and single.safe == {(2, 3)}
    assert pair.safe == {(0, 0), (0, 2)} and pair.mine == {(0, 1), (0, 3)}
    assert set(pair.motifs) == {"1-1", "subset"}
