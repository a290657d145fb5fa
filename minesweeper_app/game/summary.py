"""The end-of-game summary: the result, the numbers and the words the window shows."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_app.engine import (
    Cell,
    Grade,
    bv_per_second,
    efficiency,
)
from minesweeper_app.game import Level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.wording import format_cell
from minesweeper_app.game.wording.grades import grade_label
from minesweeper_app.i18n import number, translate


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

    def unranked_reason(self) -> str:
        """Why a game has no rank, in the panel's words: "Rank —" alone read as a fault."""
        if not self.won:
            return translate("Summary", "— (wins only)")
        if self.hints or self.moves_by_hints:
            return translate("Summary", "— (help was used)")
        if self.assisted:
            return translate("Summary", "— (after an undo)")
        if self.replay:
            return translate("Summary", "— (a retried board)")
        return "—"

    def rows(self) -> list[tuple[str, str]]:
        """Label and value pairs, in the order the panel shows them."""

        def num(x: float | None, decimals: int) -> str:
            return "—" if x is None else number(x, decimals)

        rank = self.unranked_reason()
        if self.rank is not None:
            rank = translate("Summary", "{rank} of {ranked}").format(
                rank=self.rank, ranked=self.ranked
            )
        if self.efficiency is not None:
            efficiency = translate("Summary", "{value}%").format(
                value=number(100 * self.efficiency)
            )
        elif not self.won:
            efficiency = translate("Summary", "— (wins only)")
        else:
            efficiency = translate("Summary", "— (hints made moves)")
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
            (translate("Summary", "Logic"), grade_label(self.grade) if self.grade else "—"),
            (translate("Summary", "Rank"), rank),
            *self._rules_row(),
        ]

    def _rules_row(self) -> list[tuple[str, str]]:
        """ "Standard" for a game played to the competition rules (Options > Standard)."""
        if not self.game.standard:
            return []
        return [(translate("Summary", "Rules"), translate("Summary", "Standard"))]
