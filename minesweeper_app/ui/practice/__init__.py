"""The practice window and the lessons, in parts a newcomer finds in one step.

``window.py`` lays the window out and runs one puzzle at a time; ``texts.py`` holds its
sentences; ``voice.py`` is what a screen reader user hears (the question in keyboard
words, the verdict); ``chart.py`` draws the rating; ``opening.py`` opens one window per
game window and offers the lessons once.
"""

from minesweeper_app.ui.practice.opening import offer_lessons_once, show_practice
from minesweeper_app.ui.practice.window import (
    FILTERS,
    PRACTICE_FILE,
    YOURS,
    PracticeWindow,
    practice_size,
)

__all__ = [
    "FILTERS",
    "PRACTICE_FILE",
    "YOURS",
    "PracticeWindow",
    "offer_lessons_once",
    "practice_size",
    "show_practice",
]
