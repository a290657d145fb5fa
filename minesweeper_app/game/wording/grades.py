"""Logic grades and the grade choices of New game, in the player's language."""

from __future__ import annotations

from minesweeper_app.engine.grading import Grade
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate

GRADE_LABELS = {
    Grade.ONE_NUMBER: QT_TRANSLATE_NOOP("Grades", "one number"),
    Grade.TWO_NUMBERS: QT_TRANSLATE_NOOP("Grades", "two numbers"),
    Grade.THREE_PLUS: QT_TRANSLATE_NOOP("Grades", "three+ numbers"),
    Grade.MINE_COUNT: QT_TRANSLATE_NOOP("Grades", "mine count"),
}
CHOICE_NAMES = {
    "any": QT_TRANSLATE_NOOP("Grades", "any"),
    "easy": QT_TRANSLATE_NOOP("Grades", "easy"),
    "hard": QT_TRANSLATE_NOOP("Grades", "hard"),
    "hardest": QT_TRANSLATE_NOOP("Grades", "hardest"),
}
"""The names of the ``GRADE_CHOICES`` as sentences say them."""


def grade_label(grade: Grade) -> str:
    """ "two numbers": the hardest reasoning a board needs."""
    return translate("Grades", GRADE_LABELS[grade])


def choice_name(choice: str) -> str:
    """ "hardest": a logic grade New game asks for."""
    return translate("Grades", CHOICE_NAMES.get(choice, choice))
