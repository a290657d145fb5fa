"""Levels: a board size and mine count, the three classic ones, and parsing ``WxH/M``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NewType

from minesweeper_app.engine import MAX_SIDE, max_mines, no_guess_obstacle
from minesweeper_app.game.wording.problems import level_obstacle_text
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "BEGINNER",
    "CUSTOM",
    "EXPERT",
    "INTERMEDIATE",
    "LEVELS",
    "Level",
    "LevelName",
    "custom_level",
    "level_title",
    "max_mines",
    "parse_level",
]


CUSTOM = "custom"
"""The key of every level that is not one of the three classic ones (as stored in files)."""


@dataclass(frozen=True)
class Level:
    """A board size and mine count; ``key`` names it in settings and statistics."""

    key: str
    height: int
    width: int
    mines: int

    @property
    def is_custom(self) -> bool:
        return self.key == CUSTOM

    @property
    def title(self) -> str:
        if self.is_custom:
            return translate("Levels", "Custom {width}x{height}, {mines} mines").format(
                width=self.width, height=self.height, mines=self.mines
            )
        return level_title(self.key)


LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("Levels", "Intermediate"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
    CUSTOM: QT_TRANSLATE_NOOP("Levels", "Custom"),
}


LevelName = NewType("LevelName", str)
"""What the statistics file a game under: "Beginner" (a classic level at its size),
"30x16/170" (any other size), "Custom" (an old record without a size). Data, not words:
``level_title`` writes it in the player's language."""

UNSIZED = LevelName("Custom")
"""The name of a custom game recorded without its size."""


def standard_name(key: str) -> LevelName:
    """A classic level's name from its key ("beginner": "Beginner")."""
    return LevelName(key.capitalize())


def level_title(name: str) -> str:
    """The words a player reads for a level, the one place levels are named.

    ``name`` is a level key ("beginner") or the name statistics file games under
    ("Beginner", "Custom", "30x16/99"): the classic levels come out in the chosen
    language, a custom size as it is written.
    """
    source = LEVEL_NAMES.get(name.lower())
    return translate("Levels", source) if source is not None else name


BEGINNER = Level("beginner", 9, 9, 10)
INTERMEDIATE = Level("intermediate", 16, 16, 40)
EXPERT = Level("expert", 16, 30, 99)
LEVELS: dict[str, Level] = {lv.key: lv for lv in (BEGINNER, INTERMEDIATE, EXPERT)}


def custom_level(height: int, width: int, mines: int) -> Level:
    return Level(CUSTOM, height, width, mines)


def parse_level(text: str) -> Level:
    """A level from the command line: ``beginner``, ``intermediate``, ``expert`` or ``WxH/M``.

    ``WxH/M`` is W columns, H rows and M mines, written as the menus write sizes
    ("30x16").  Raises ValueError with a sentence a player understands.
    """
    key = text.strip().lower()
    if key in LEVELS:
        return LEVELS[key]
    size, slash, mines_text = key.partition("/")
    width_text, x, height_text = size.partition("x")
    try:
        if not (slash and x):
            raise ValueError
        width, height, mines = int(width_text), int(height_text), int(mines_text)
    except ValueError:
        message = translate(
            "Levels",
            "Unknown level {level}: use beginner, intermediate, expert or WxH/M, "
            "e.g. 30x16/99 (30 columns, 16 rows, 99 mines).",
        )
        raise ValueError(message.format(level=repr(text))) from None
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        message = translate(
            "Levels", "Width and height must be between 1 and {most}, not {width}x{height}."
        )
        raise ValueError(message.format(most=MAX_SIDE, width=width, height=height))
    if mines < 1:
        message = translate("Levels", "A board needs at least one mine, not {mines}.")
        raise ValueError(message.format(mines=mines))
    obstacle = no_guess_obstacle(height, width, mines)
    if obstacle is not None:
        raise ValueError(level_obstacle_text(obstacle))
    return custom_level(height, width, mines)
