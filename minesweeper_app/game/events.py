"""What the controller reports, as typed data: one frozen event per thing that happened.

:class:`~minesweeper_app.game.flow.controller.GameController` publishes each of these to its
subscribers (``controller.subscribe(listener)``) in the order they subscribed: the
window, the replay recorder, the speech layer.  An event carries data (cells, counts,
enums, the engine's value objects), never a finished sentence: whoever shows or says
it words it, in the language of the moment.  The flow of a click::

    board input -> controller.click(cell) -> Move -> Game.apply(move)
        -> MoveMade(...) (or MoveRefused(...)) -> every subscriber

Events about a game carry ``generation``, the controller's count of games, so a
listener can tell a late report about an earlier game from one about the current game.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    Cell,
    FlagReport,
    Grade,
    GradeChoice,
    HintKind,
    HintRole,
    HintStage,
    Move,
)
from minesweeper_app.engine import MoveAction as MoveAction
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.levels import Level
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.game.model import State
from minesweeper_app.game.summary import GameSummary


class MoveSource(enum.Enum):
    """Who made a move: the player's own click, or the helper's proven move."""

    PLAYER = "player"
    HINT = "hint"
    AUTO_OPEN = "auto_open"  # Options > Auto-open, on a number whose flags are complete


class Refusal(enum.Enum):
    """Why a player's action did nothing."""

    NOT_THE_START = "not_the_start"
    """A board given in advance starts at its marked cell; the click was elsewhere."""
    NO_EFFECT = "no_effect"
    """The rules let it change nothing (an opened cell, a chord with flags missing, the
    game over, a flag while the board is being made)."""


class HelpRefusal(enum.Enum):
    """Why Hint or Check flags gave no answer."""

    NOT_STARTED = "not_started"  # no board yet: the first click makes it
    NO_FLAGS = "no_flags"  # Check flags with no flag on the board


class BoardSource(enum.Enum):
    """How a board known before the first click was asked for."""

    RETRY = "retry"  # the same board again
    BOARD_ID = "board_id"
    DAILY = "daily"


class Button(enum.Enum):
    """A mouse button as the replay formats record it."""

    LEFT = "l"
    RIGHT = "r"


class FailedJob(enum.Enum):
    """Help and after-game work that can fail without touching the game."""

    HINT = "hint"  # a hint or a flag check
    ANALYSIS = "analysis"
    EXPLAIN_LOSS = "explain_loss"
    PREPARE_BOARD = "prepare_board"


Highlights = Mapping[Cell, HintRole]
QUESTIONS = frozenset({HintKind.PROGRESS_AREA, HintKind.PROGRESS_CELL})
"""Hint stages that name a cell without saying whether it is safe or a mine."""


# ---------------------------------------------------------------- games
@dataclass(frozen=True)
class NewGame:
    """A fresh game on ``level`` (its board is made at the first click)."""

    generation: int
    level: Level


@dataclass(frozen=True)
class CreationStarted:
    """The board is being made (``start``: the first click) or, with ``start`` None and
    ``preparing`` True, a board id's or the daily board's grade is being worked out."""

    generation: int
    start: Cell | None
    grade_choice: GradeChoice
    preparing: bool = False


@dataclass(frozen=True)
class BoardReady:
    """The mines are placed and the first click opened ``opened``; the clock runs."""

    generation: int
    start: Cell
    opened: tuple[Cell, ...]
    grade: Grade | None


@dataclass(frozen=True)
class CreationFailed:
    """The board could not be made (a timeout or an error); the game is READY again."""

    generation: int
    error: BaseException
    start: Cell | None


@dataclass(frozen=True)
class BoardPrepared:
    """A board known in advance waits for the click on ``start`` (``date``: the daily's)."""

    generation: int
    source: BoardSource
    level: Level
    start: Cell
    grade: Grade | None
    replay: bool
    """Finished before by this player: a replay, not counted for best times."""
    date: date | None = None


# ---------------------------------------------------------------- moves and presses
@dataclass(frozen=True)
class MoveMade:
    """A move changed the game.

    ``action`` is what was asked (a left click is OPEN, also on a number, where the game
    chords); ``moves`` are the moves the game logged for it, auto-open's included, with
    their game times; ``opened`` every cell it opened (a mine that was hit included);
    ``state`` the game's state after it.  A first click that asks for the board is a
    move whose ``state`` is CREATING and that opened nothing yet (see :class:`BoardReady`).
    """

    generation: int
    action: MoveAction
    cell: Cell
    source: MoveSource
    moves: tuple[Move, ...]
    opened: tuple[Cell, ...]
    state: State


@dataclass(frozen=True)
class MoveRefused:
    """A player's action that did nothing, and why (``start``: the cell to click first)."""

    generation: int
    action: MoveAction
    cell: Cell
    reason: Refusal
    start: Cell | None = None


@dataclass(frozen=True)
class PointerMoved:
    """The pointer moved on ``cell`` of the board, at ``within`` (fractions of the cell
    down and across): the replay's mouse path, as fine as the mouse reports it."""

    generation: int
    cell: Cell
    seconds: float
    within: tuple[float, float] | None = None


@dataclass(frozen=True)
class ButtonPressed:
    """A mouse button went down on ``cell``; the move, if any, comes with the release."""

    generation: int
    button: Button
    cell: Cell
    seconds: float


@dataclass(frozen=True)
class ButtonReleased:
    """The button came up (``cell`` None: off the board), after its move was made."""

    generation: int
    button: Button
    cell: Cell | None
    seconds: float


# ---------------------------------------------------------------- help
@dataclass(frozen=True)
class HintShown:
    """A hint stage; its move (if any) was played first (a :class:`MoveMade` before this).

    ``highlights`` are the cells it names with their roles; ``shown`` is False when the
    move won the game, so the result is shown instead of the hint.
    """

    generation: int
    stage: HintStage
    highlights: Highlights
    shown: bool = True

    @property
    def question(self) -> bool:
        """The stage names a cell without saying whether it is safe or a mine."""
        return self.stage.kind in QUESTIONS


@dataclass(frozen=True)
class FlagsChecked:
    """Check flags answered: ``stage`` frames the flags that are wrong or unproven."""

    generation: int
    report: FlagReport
    stage: HintStage
    highlights: Highlights


@dataclass(frozen=True)
class HelpRefused:
    """Hint or Check flags could not answer (``start``: the marked start, if any)."""

    generation: int
    reason: HelpRefusal
    start: Cell | None = None


@dataclass(frozen=True, eq=False)
class ProbabilitiesShown:
    """Options > Analysis: the mine probabilities of this position, or None to hide them."""

    generation: int
    probabilities: npt.NDArray[np.float64] | None = field(repr=False)


@dataclass(frozen=True)
class JobFailed:
    """Help or after-game work failed; the game is untouched."""

    generation: int
    job: FailedJob
    error: BaseException


# ---------------------------------------------------------------- the end
@dataclass(frozen=True)
class GameOver:
    """The game ended and is recorded; ``summary`` adds its rank among the level's times."""

    generation: int
    summary: GameSummary

    @property
    def finished(self) -> FinishedGame:
        return self.summary.game

    @property
    def won(self) -> bool:
        return self.summary.won


@dataclass(frozen=True)
class ResultSaved:
    """The statistics writer saved the last result (``problem`` None) or could not."""

    generation: int
    summary: GameSummary
    problem: str | None


@dataclass(frozen=True)
class LossExplained:
    """Why the mine was hit, worked out after the loss."""

    generation: int
    explanation: LossExplanation


@dataclass(frozen=True)
class LossUndone:
    """The action that hit a mine was taken back: play goes on, the clock runs again."""

    generation: int


@dataclass(frozen=True)
class Paused:
    """The clock stopped and the board is hidden."""

    generation: int


@dataclass(frozen=True)
class Resumed:
    """Play goes on after a pause."""

    generation: int


GameEvent = (
    NewGame
    | CreationStarted
    | BoardReady
    | CreationFailed
    | BoardPrepared
    | MoveMade
    | MoveRefused
    | PointerMoved
    | ButtonPressed
    | ButtonReleased
    | HintShown
    | FlagsChecked
    | HelpRefused
    | ProbabilitiesShown
    | JobFailed
    | GameOver
    | ResultSaved
    | LossExplained
    | LossUndone
    | Paused
    | Resumed
)
"""Everything the controller reports; ``match`` on the classes to handle some of them."""

Listener = Callable[[GameEvent], None]


class EventHub:
    """The controller's subscribers, each called with every event in subscription order.

    A listener may subscribe or unsubscribe others while an event is being delivered;
    the change applies from the next event on.
    """

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Add ``listener``; returns the call that removes it again."""
        self._listeners.append(listener)
        return lambda: self.unsubscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def publish(self, event: GameEvent) -> None:
        for listener in tuple(self._listeners):
            listener(event)

    def __len__(self) -> int:
        return len(self._listeners)
