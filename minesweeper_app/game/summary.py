"""The end-of-game summary: the result, the numbers and the words the window shows."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_app.engine import (
    Cell,
    Grade,
    format_cell,
)
from minesweeper_app.game import Level
from minesweeper_app.i18n import number, translate


@dataclass(frozen=True)
class GameSummary:
    """A finished game as the end-of-game panel shows it.

    ``rank`` is the place of this time among the level's wins without help (1 = best),
    out of ``ranked``; both are None for a loss or a game won with help.
    """

    won: bool
    level: Level
    seconds: float
    three_bv: int
    clicks: int
    hints: int
    rank: int | None
    ranked: int
    new_best: bool
    exploded: Cell | None
    save_problem: str | None = None
    grade: Grade | None = None
    board_id: str | None = None
    replay: bool = False
    assisted: bool = False
    moves_by_hints: int = 0
    """Moves the Hint button made: they are not the player's clicks."""

    @property
    def three_bv_per_second(self) -> float | None:
        if not self.won or self.seconds <= 0:
            return None
        return self.three_bv / self.seconds

    @property
    def efficiency(self) -> float | None:
        """3BV per click: 1.0 means no click was wasted (above 1 with chords).

        Not given when hints made moves: the clicks would not cover the game.
        """
        if not self.won or self.clicks == 0 or self.moves_by_hints:
            return None
        return self.three_bv / self.clicks

    @property
    def headline(self) -> str:
        if not self.won:
            assert self.exploded is not None
            text = translate("Summary", "Boom: a mine at {cell}.")
            return text.format(cell=format_cell(self.exploded))
        hints = self.hints
        if hints:
            text = translate(
                "Summary", "You won in {seconds} s with help (%n hint(s)).", None, hints
            )
        elif self.assisted:
            text = translate(
                "Summary", "You won in {seconds} s after an undo (not counted for best times)."
            )
        elif self.replay:
            text = translate(
                "Summary", "You won in {seconds} s on a retried board (not counted for best times)."
            )
        elif self.new_best:
            text = translate("Summary", "You won in {seconds} s: a new best time!")
        else:
            text = translate("Summary", "You won in {seconds} s.")
        text = text.format(seconds=number(self.seconds, 1))
        if self.save_problem:
            text += " " + self.save_problem
        return text

    def rows(self) -> list[tuple[str, str]]:
        """Label and value pairs, in the order the panel shows them."""

        def num(x: float | None, decimals: int) -> str:
            return "—" if x is None else number(x, decimals)

        rank = "—"
        if self.rank is not None:
            rank = translate("Summary", "{rank} of {ranked}").format(
                rank=self.rank, ranked=self.ranked
            )
        efficiency = "—"
        if self.efficiency is not None:
            efficiency = translate("Summary", "{value}%").format(
                value=number(100 * self.efficiency)
            )
        return [
            (
                translate("Summary", "Time"),
                translate("Summary", "{seconds} s").format(seconds=number(self.seconds, 1)),
            ),
            ("3BV", str(self.three_bv)),
            ("3BV/s", num(self.three_bv_per_second, 2)),
            (translate("Summary", "Clicks"), str(self.clicks)),
            (translate("Summary", "Efficiency"), efficiency),
            (
                translate("Summary", "Hints"),
                str(self.hints) if self.hints else translate("Summary", "none"),
            ),
            (translate("Summary", "Logic"), self.grade.label if self.grade else "—"),
            (translate("Summary", "Rank"), rank),
        ]
