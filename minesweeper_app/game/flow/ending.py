"""A game's end: recorded once (after its board's facts if they are not at hand yet),
summarised with its time's rank among the level's, and a loss explained in a job.

The controller owns one :class:`GameEnd` and gives it what it needs (:class:`EndHost`)
and the call that publishes its events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from minesweeper_app.engine import MoveAction
from minesweeper_app.game.events import (
    FailedJob,
    GameEvent,
    GameOver,
    JobFailed,
    LossExplained,
    ResultSaved,
)
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.flow.jobs import CancelCheck, JobKind, JobTable, facts_at_hand
from minesweeper_app.game.levels import Level
from minesweeper_app.game.loss import LossExplanation, explain_loss
from minesweeper_app.game.model import Game
from minesweeper_app.game.protocols import StatsRecorder
from minesweeper_app.game.summary import GameSummary


def summarise(finished: FinishedGame, stats: StatsRecorder, problem: str | None) -> GameSummary:
    """The end-of-game summary of ``finished``, already recorded in ``stats``."""
    rank: int | None = None
    ranked = 0
    new_best = False
    if finished.counted:
        # The store lists this game too, saved or still waiting to be saved.
        seconds = finished.seconds
        times = winning_times(stats, finished.level)
        ranked = len(times)
        rank = 1 + sum(t < seconds for t in times)
        new_best = sum(t <= seconds for t in times) == 1
    return GameSummary(finished, rank, ranked, new_best, problem)


def winning_times(stats: StatsRecorder, level: Level) -> list[float]:
    """Times of the counted wins on this exact size (custom sizes by "WxH/M")."""
    from minesweeper_app.game.stats import level_name

    name = level_name(level.key, level.height, level.width, level.mines)
    return [r.seconds for r in stats.history(None, name=name) if r.counted]


def explanation_call(game: Game) -> Callable[[CancelCheck], LossExplanation] | None:
    """The job that works out why the mine was hit (None: nothing to explain)."""
    before, cell, fatal = game.before_loss, game.exploded, game.fatal_action
    if before is None or cell is None:
        return None
    action, via = MoveAction.OPEN, None
    if fatal is not None and fatal.action is MoveAction.CHORD and fatal.cell != cell:
        action, via = MoveAction.CHORD, fatal.cell
    total, mines = game.level.mines, game.mines

    def explain(cancel: CancelCheck) -> LossExplanation:
        return explain_loss(before, total, cell, action=action, via=via, mines=mines, cancel=cancel)

    return explain


class EndHost(Protocol):
    """What a game's end needs of the controller."""

    @property
    def game(self) -> Game: ...
    @property
    def generation(self) -> int: ...
    @property
    def stats(self) -> StatsRecorder: ...
    @property
    def job_table(self) -> JobTable: ...


class GameEnd:
    """The end of ``host``'s current game: its summary and, after a loss, why."""

    def __init__(
        self,
        host: EndHost,
        publish: Callable[[GameEvent], None],
        start_board_facts: Callable[[], None],
    ) -> None:
        self.host = host
        self.publish = publish
        self.start_board_facts = start_board_facts
        self.summary: GameSummary | None = None
        self.explanation: LossExplanation | None = None
        self.waits = False
        """The game ended before its board's facts job answered: recorded once it does."""

    def forget(self) -> None:
        """Another game, or the loss undone: nothing of this end is shown any more."""
        self.summary = None
        self.explanation = None

    def finish(self) -> None:
        """Recorded and shown now if the board's id and 3BV are at hand; on a big board won
        by its first click, once the facts job answers (off the GUI thread)."""
        self.waits = not facts_at_hand(self.host.game)
        if not self.waits:
            self._end()
        elif not self.host.job_table.running(JobKind.BOARD_FACTS):
            self.start_board_facts()

    def settle(self) -> None:
        """An end waiting for the facts is recorded now: they arrived, or the player leaves
        the game first (then they are worked out here, so the result is never lost)."""
        if self.waits:
            self.waits = False
            self._end()

    def _end(self) -> None:
        host = self.host
        finished = FinishedGame.of(host.game)
        problem = host.stats.record(finished)
        self.summary = summary = summarise(finished, host.stats, problem)
        if not finished.won:
            explain = explanation_call(host.game)
            if explain is not None:
                host.job_table.start(JobKind.EXPLAIN_LOSS, explain, self._explained, self._failed)
        self.publish(GameOver(host.generation, summary))

    def _explained(self, explanation: LossExplanation) -> None:
        self.explanation = explanation
        self.publish(LossExplained(self.host.generation, explanation))

    def _failed(self, exc: BaseException) -> None:
        self.publish(JobFailed(self.host.generation, FailedJob.EXPLAIN_LOSS, exc))

    @property
    def explaining(self) -> bool:
        return self.host.job_table.running(JobKind.EXPLAIN_LOSS)

    def result_saved(self, problem: str | None) -> bool:
        """The statistics writer saved the finished game's result, or says why not.

        True when that result is the one shown (subscribers hear :class:`ResultSaved`).
        """
        summary = self.summary
        if not self.host.game.finished or summary is None:
            return False
        self.summary = summary = replace(summary, save_problem=problem)
        self.publish(ResultSaved(self.host.generation, summary, problem))
        return True
