"""What the controller needs from the window and the statistics (no Qt here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    Cell,
    FlagReport,
    HintRole,
    HintStage,
)
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.levels import LevelName
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.game.summary import GameSummary


class GameRecordLike(Protocol):
    @property
    def seconds(self) -> float: ...
    @property
    def counted(self) -> bool: ...
    @property
    def board_id(self) -> str | None: ...


class StatsRecorder(Protocol):
    """The statistics store as the controller uses it (``stats.StatsStore``)."""

    def record(self, game: FinishedGame) -> str | None: ...

    def history(
        self, limit: int | None = ..., *, name: LevelName | None = ..., won: bool | None = ...
    ) -> Sequence[GameRecordLike]: ...


class GameView(Protocol):
    """What the controller tells the window; each call is about the current game."""

    def game_changed(self) -> None:
        """The board, counters or state changed (highlights are cleared)."""

    def creation_started(self) -> None: ...

    def board_ready(self) -> None: ...

    def creation_error(self, exc: BaseException, start: Cell | None) -> None:
        """The board could not be made; the game is back to READY."""

    def show_message(self, text: str) -> None: ...

    def show_help(
        self, message: str, highlights: Mapping[Cell, HintRole], *, question: bool = False
    ) -> None:
        """Hint or flag-check words with the cells they name; ``question``: the hint names
        a cell without saying whether it is safe or a mine (its frame must not say it)."""

    def hint_arrived(self, stage: HintStage) -> None: ...

    def flags_arrived(self, report: FlagReport) -> None: ...

    def game_over(self, summary: GameSummary) -> None: ...

    def loss_explained(self, explanation: LossExplanation) -> None:
        """Why the mine was hit; shown with the position before the mistake."""

    def game_resumed(self) -> None:
        """An undo took a loss back: the clock runs again."""

    def board_prepared(self, note: str) -> None:
        """A new game on a board given in advance waits for the click on its start;
        ``note`` says which board it is."""

    def prepare_failed(self, message: str) -> None: ...
    def show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        """The analysis overlay: mine probabilities of the current position, or None to hide."""
