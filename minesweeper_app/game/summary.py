"""The end-of-game summary: the result, the numbers and the words the window shows."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_app.engine import (
    Cell,
    Grade,
    bv_per_second,
    efficiency,
    format_cell,
)
from minesweeper_app.game import Level
from minesweeper_app.game.finished import FinishedGame


@dataclass(frozen=True)
class GameSummary:
    """A finished game as the end-of-game panel shows it.

    ``rank`` is the place of this time among the level's wins without help (1 = best),
    out of ``ranked``; both are None for a loss or a game won with help.
    """

    game: FinishedGame
    rank: int | None = None
    ranked: int = 0
    new_best: bool = False
    save_problem: str | None = None

    # The finished game's facts, read as the panel names them.
    @property
    def won(self) -> bool:
        return self.game.won

    @property
    def level(self) -> Level:
        return self.game.level

    @property
    def seconds(self) -> float:
        return self.game.seconds

    @property
    def hints(self) -> int:
        return self.game.hints

    @property
    def exploded(self) -> Cell | None:
        return self.game.exploded

    @property
    def grade(self) -> Grade | None:
        return self.game.grade

    @property
    def board_id(self) -> str | None:
        return self.game.board_id

    @property
    def replay(self) -> bool:
        return self.game.replay

    @property
    def assisted(self) -> bool:
        return self.game.assisted

    @property
    def moves_by_hints(self) -> int:
        return self.game.moves_by_hints

    @property
    def three_bv(self) -> int:
        return self.game.three_bv or 0

    @property
    def clicks(self) -> int:
        return self.game.clicks or 0

    @property
    def three_bv_per_second(self) -> float | None:
        return bv_per_second(self.three_bv, self.seconds) if self.won else None

    @property
    def efficiency(self) -> float | None:
        """3BV per click: 1.0 means no click was wasted (above 1 with chords).

        Not given when hints made moves: the clicks would not cover the game.
        """
        if not self.won or self.moves_by_hints:
            return None
        return efficiency(self.three_bv, self.clicks)

    @property
    def headline(self) -> str:
        if not self.won:
            assert self.exploded is not None
            return f"Boom: a mine at {format_cell(self.exploded)}."
        text = f"You won in {self.seconds:.1f} s"
        if self.hints:
            text += f" with help ({count_words(self.hints, 'hint', 'hints')})."
        elif self.assisted:
            text += " after an undo (not counted for best times)."
        elif self.replay:
            text += " on a retried board (not counted for best times)."
        elif self.new_best:
            text += ": a new best time!"
        else:
            text += "."
        if self.save_problem:
            text += " " + self.save_problem
        return text

    def rows(self) -> list[tuple[str, str]]:
        """Label and value pairs, in the order the panel shows them."""

        def num(x: float | None, fmt: str) -> str:
            return "—" if x is None else format(x, fmt)

        rank = "—" if self.rank is None else f"{self.rank} of {self.ranked}"
        return [
            ("Time", f"{self.seconds:.1f} s"),
            ("3BV", str(self.three_bv)),
            ("3BV/s", num(self.three_bv_per_second, ".2f")),
            ("Clicks", str(self.clicks)),
            ("Efficiency", "—" if self.efficiency is None else f"{100 * self.efficiency:.0f}%"),
            ("Hints", str(self.hints) if self.hints else "none"),
            ("Logic", self.grade.label if self.grade else "—"),
            ("Rank", rank),
        ]


def count_words(n: int, one: str, many: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {many}"
