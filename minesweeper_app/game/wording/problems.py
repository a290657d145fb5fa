"""Why a level or a board id is refused, in the player's language.

The engine says what is wrong as data (``engine.levels.LevelObstacle``,
``engine.board_id.BoardIdError``); these functions word it when it is shown, so the
engine never calls the translations.
"""

from __future__ import annotations

from minesweeper_app.engine.board_id import BoardIdError, BoardIdProblem
from minesweeper_app.engine.levels import LevelError, LevelObstacle, LevelProblem
from minesweeper_app.i18n import translate


def level_obstacle_text(obstacle: LevelObstacle) -> str:
    """Why no board of the level can be won without guessing (or is not played)."""
    problem = obstacle.problem
    if problem is LevelProblem.NEGATIVE_MINES:
        text = translate(
            "Levels", "The number of mines cannot be negative ({mines} was asked for)."
        )
    elif problem is LevelProblem.NO_ROOM:
        text = translate(
            "Levels",
            "A {width}x{height} board has no room for mines: the first click and its "
            "neighbours never hold one. Make one side at least 4.",
        )
    elif problem is LevelProblem.TOO_MANY:
        most = obstacle.most
        text = translate(
            "Levels",
            "A {width}x{height} board holds at most %n mine(s): the first cell opened and its "
            "neighbours never hold one ({mines} were asked for).",
            None,
            most,
        )
    elif problem is LevelProblem.TWO_HIGH_ODD:
        text = translate(
            "Levels",
            "A board 2 cells high needs an even number of mines: the two cells of a column "
            "look the same to every number, so a column with one mine would be a guess.",
        )
    elif problem is LevelProblem.TWO_WIDE_ODD:
        text = translate(
            "Levels",
            "A board 2 cells wide needs an even number of mines: the two cells of a row look "
            "the same to every number, so a row with one mine would be a guess.",
        )
    else:
        text = translate("Levels", "A board needs at least one mine, not {mines}.")
    return text.format(width=obstacle.width, height=obstacle.height, mines=obstacle.mines)


def board_id_error_text(error: BoardIdError) -> str:
    """What is wrong with a board id."""
    problem = error.problem
    if problem is BoardIdProblem.NO_ID:
        text = translate(
            "BoardIds", "This board has no id: the game does not play its level. {reason}"
        )
    elif problem is BoardIdProblem.CHARACTERS:
        text = translate(
            "BoardIds",
            "This is not a board id: it contains {characters}. Board ids use only the digits "
            "and the letters A-Z without I, L, O and U.",
        )
    elif problem is BoardIdProblem.EMPTY:
        text = translate("BoardIds", "The board id is empty.")
    elif problem is BoardIdProblem.TOO_SHORT:
        text = translate("BoardIds", "The board id {id} is too short: part of it is missing.")
    elif problem is BoardIdProblem.VERSION:
        text = translate(
            "BoardIds",
            "The board id starts with {found}; this version of the game reads ids starting "
            "with {expected} (a newer game may have made it, or it is mistyped).",
        )
    elif problem is BoardIdProblem.CHECKSUM:
        text = translate(
            "BoardIds",
            "The board id does not check out: a character is wrong or missing (compare it "
            "with the original).",
        )
    elif problem is BoardIdProblem.LEVEL:
        text = translate(
            "BoardIds",
            "The board id describes a {width}x{height} board with {mines} mines, which this "
            "game does not play: {reason} It was not made by this game.",
        )
    else:
        text = translate(
            "BoardIds",
            "The board id describes {mines} mines in a way no {height}x{width} board can hold "
            "(mines out of range); it was not made by this game.",
        )
    reason = "" if error.reason is None else level_obstacle_text(error.reason)
    return text.format(
        characters=error.text,
        id=error.text,
        found=error.text,
        expected=repr(error.expected),
        width=error.width,
        height=error.height,
        mines=error.mines,
        reason=reason,
    )


def problem_text(error: Exception) -> str:
    """A refused request in words: the engine's reasons translated, other errors as they are."""
    if isinstance(error, BoardIdError):
        return board_id_error_text(error)
    if isinstance(error, LevelError):
        return level_obstacle_text(error.obstacle)
    return str(error)
