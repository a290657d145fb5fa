"""A finished game as one value: what the statistics store, the summary shows and the
review replays, instead of the same dozen arguments passed from hand to hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from minesweeper_app.engine import BoardLayout, Cell, Grade, Move, MoveAction
from minesweeper_app.game.levels import Level
from minesweeper_app.game.model import Game, State
from minesweeper_app.game.rules import played_standard


@dataclass(frozen=True)
class FinishedGame:
    """One game at its end.  ``layout`` and ``moves`` are None when not known (old records)."""

    level: Level
    seconds: float
    won: bool
    hints: int = 0
    three_bv: int | None = None
    clicks: int | None = None
    grade: Grade | None = None
    layout: BoardLayout | None = None
    moves: Sequence[Move] | None = None
    replay: bool = False
    """A retry of a board already played: not counted for best times."""
    assisted: bool = False
    """Taken back after a loss: not counted for best times."""
    exploded: Cell | None = None
    standard: bool = False
    """Played to the Standard rules for competition (game/rules.py's ``played_standard``)."""
    abandoned: bool = False
    """Left in progress: counted as played and not won, shown as abandoned."""

    @classmethod
    def of(cls, game: Game, *, abandoned: bool = False) -> FinishedGame:
        """The game that just ended (``game.finished``), or one in progress the player
        left (``abandoned``), which counts as a loss."""
        assert game.finished or abandoned
        return cls(
            level=game.level,
            seconds=game.elapsed(),
            won=game.state is State.WON and not abandoned,
            hints=game.hints_used,
            three_bv=game.three_bv,
            clicks=game.clicks,
            grade=game.grade,
            layout=game.layout,
            moves=tuple(game.moves),
            replay=game.replay,
            assisted=game.assisted,
            exploded=game.exploded,
            standard=played_standard(game),
            abandoned=abandoned,
        )

    @property
    def board_id(self) -> str | None:
        return None if self.layout is None else self.layout.board_id

    @property
    def counted(self) -> bool:
        """Whether the game can set a best time: won alone, not a replay."""
        return self.won and self.hints == 0 and not self.assisted and not self.replay

    @cached_property
    def moves_by_hints(self) -> int:
        """Moves the Hint button made: they are not the player's clicks."""
        return sum(m.action is MoveAction.HINT for m in self.moves or ())
