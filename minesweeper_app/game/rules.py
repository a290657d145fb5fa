"""The Standard rules for competition, and what a replay may truthfully claim.

Standard (Options > Standard, ``--standard``) is what ranking sites accept: no hint, flag
check, analysis, undo, retry, question marks or auto-open; chording as Windows and Arbiter
chord (both buttons or the middle one, not a left click on a number); Beginner,
Intermediate or Expert on a board made for this game. The controller asks
:class:`PlayRules` before each kind of help, so the rule lives in one place.

:func:`evf_claims` says what the ``.evf`` header may claim about a finished game, in the
format's own terms (EVF v4, which ms-toollib reads and writes):

- *completed*: won (ms-toollib sets it from the game's end itself);
- *fair*: won with no help of any kind, on a board the game chose (not a retry, a board id
  or the daily board, which a player could know or pick);
- *official*: never. EVF keeps it for its *standard* mode (0, boards of random mines); ours
  are no-guess boards, which EVF says may be fair but not official;
- *mode* 5, "competitive solvable": the board is made so logic alone wins it, and a
  guess that happens to be safe plays on (Simon Tatham's Mines is EVF's example). EVF's
  definition of "solvable" leaves out the mine count, which our boards may need near the
  end; no EVF mode says "solvable with the count", and 5 is the nearest;
- *no question marks*: the question-mark setting was off all game.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from minesweeper_app.game.levels import LEVELS, Level
from minesweeper_app.game.model import Game, State

EVF_NO_GUESS_MODE = 5
"""EVF's mode number for boards made solvable, as ms-toollib's specification numbers them."""
AUTO_OPEN = "auto-open"
QUESTION_MARKS = "question-marks"
"""Names in ``Game.settings_used``."""


class Help(enum.Enum):
    HINT = "hint"
    CHECK_FLAGS = "check flags"
    ANALYSIS = "analysis"
    UNDO = "undo"
    RETRY = "retry"
    QUESTION_MARKS = "question marks"
    AUTO_OPEN = "auto-open"
    LEFT_CLICK_CHORD = "left-click chord"
    """A left click (or Space) on a number chords; Standard chords as Windows and Arbiter
    do, with both buttons or the middle one."""


@dataclass(frozen=True)
class PlayRules:
    """The rules games are played under: free play, or Standard for competition."""

    standard: bool = False

    def allows(self, help: Help) -> bool:
        """Whether ``help`` may be used now (Standard allows none)."""
        return not self.standard


def standard_level(level: Level) -> bool:
    """Beginner, Intermediate or Expert: the levels rankings compare."""
    return LEVELS.get(level.key) == level


def played_standard(game: Game) -> bool:
    """``game`` was played to the Standard rules from its start (``Game.standard``), on a
    standard level, on a board made for it, and no help reached it (Standard turned off
    in the middle would let some in): what the summary and the replay call "Standard"."""
    return game.standard and standard_level(game.level) and fair_so_far(game)


def fair_so_far(game: Game) -> bool:
    """No help of any kind so far, on a board the game chose for this game."""
    return (
        game.hints_used == 0
        and not game.assisted
        and not game.replay
        and game.fixed_board is None
        and AUTO_OPEN not in game.settings_used
    )


@dataclass(frozen=True)
class EvfClaims:
    fair: bool
    official: bool
    mode: int
    question_marks: bool


def fair(game: Game) -> bool:
    """Won with no help of any kind on a board the game chose for this game."""
    return game.state is State.WON and fair_so_far(game)


def evf_claims(game: Game) -> EvfClaims:
    """What the finished ``game``'s ``.evf`` header may truthfully say (module docstring)."""
    return EvfClaims(
        fair=fair(game),
        official=False,
        mode=EVF_NO_GUESS_MODE,
        question_marks=QUESTION_MARKS in game.settings_used,
    )
