"""Boards given in advance: the same board again, a board id, the daily board.

One job of the game flow, kept apart: such a board is known before the first click, its
logic grade is worked out in a job, and then the game waits for the click on its start
cell.  The controller owns one :class:`SharedBoards` and gives it what it needs
(:class:`BoardHost`: the game, the job table, the statistics, a new game) and the call
that publishes its events.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Protocol

from minesweeper_app.engine import BoardLayout, GradeChoice, decode_board_id
from minesweeper_app.game.events import (
    BoardPrepared,
    BoardSource,
    CreationStarted,
    FailedJob,
    GameEvent,
    JobFailed,
)
from minesweeper_app.game.flow.jobs import (
    CancelCheck,
    JobKind,
    JobTable,
    PreparedBoard,
    board_facts,
    grade_of,
    level_for,
    prepare_daily,
)
from minesweeper_app.game.levels import Level
from minesweeper_app.game.model import Game
from minesweeper_app.game.protocols import StatsRecorder
from minesweeper_app.game.rules import Help, PlayRules
from minesweeper_app.game.wording.problems import problem_text


class BoardHost(Protocol):
    """What the shared boards need of the controller."""

    @property
    def game(self) -> Game: ...
    @property
    def generation(self) -> int: ...
    @property
    def grade_choice(self) -> GradeChoice: ...
    @property
    def stats(self) -> StatsRecorder: ...
    @property
    def job_table(self) -> JobTable: ...
    @property
    def rules(self) -> PlayRules: ...
    def new_game(self, level: Level | None = None) -> None: ...


class SharedBoards:
    """Boards known before the first click, for ``host``'s games."""

    def __init__(self, host: BoardHost, publish: Callable[[GameEvent], None]) -> None:
        self.host = host
        self.publish = publish
        self.daily_date: dt.date | None = None

    def retry(self) -> bool:
        """A new game on the same mines and start; a replay, not counted for best times."""
        host = self.host
        if not host.rules.allows(Help.RETRY):  # Standard: a known board is not a fair one
            return False
        old = host.game
        if not old.finished or old.mines is None or old.start_cell is None:
            return False
        mines, start, grade = old.mines, old.start_cell, old.grade
        host.new_game(old.level)
        host.game.use_board(mines, start)
        host.game.grade = grade
        host.game.replay = True
        self.publish(
            BoardPrepared(host.generation, BoardSource.RETRY, old.level, start, grade, True)
        )
        return True

    def open_id(self, text: str) -> str | None:
        """Play the board of an id; returns the reason in words if the id is bad.

        The id is read at once; its grade is worked out in a job, then the game waits
        for the click on the start cell.
        """
        try:
            height, width, mines, start = decode_board_id(text)
        except (ValueError, TypeError) as exc:
            return problem_text(exc)
        level = level_for(height, width, len(mines))

        def prepare(cancel: CancelCheck) -> PreparedBoard:
            grade = grade_of(height, width, mines, start, cancel)
            facts = board_facts(BoardLayout(height, width, mines, start))
            return PreparedBoard(level, mines, start, grade, BoardSource.BOARD_ID, facts)

        self._start(prepare)
        return None

    def open_daily(self, date: dt.date | None = None) -> None:
        """The daily board of ``date`` (today by default): the same for every player."""
        day = date or dt.date.today()
        self._start(lambda cancel: prepare_daily(day, cancel))
        self.daily_date = day

    def _start(self, call: Callable[[CancelCheck], PreparedBoard]) -> None:
        host = self.host
        host.job_table.start(JobKind.PREPARE_BOARD, call, self.use, self._failed)
        self.publish(CreationStarted(host.generation, None, host.grade_choice, preparing=True))

    def _failed(self, exc: BaseException) -> None:
        self.publish(JobFailed(self.host.generation, FailedJob.PREPARE_BOARD, exc))

    @property
    def preparing(self) -> bool:
        """A board id's or the daily board's job is running."""
        return self.host.job_table.running(JobKind.PREPARE_BOARD)

    def use(self, board: PreparedBoard) -> None:
        """A new game on the prepared board, waiting for the click on its start."""
        host = self.host
        host.new_game(board.level)
        game = host.game
        game.use_board(board.mines, board.start)
        if board.facts is not None:
            game.adopt_facts(board.facts.layout, board.facts.three_bv)
        game.grade = board.grade
        # A board this player has finished before is a replay: its time is not fair.
        game.replay = any(r.board_id == game.board_id for r in host.stats.history(None))
        date = self.daily_date if board.source is BoardSource.DAILY else None
        event = BoardPrepared(
            host.generation, board.source, board.level, board.start, board.grade, game.replay, date
        )
        self.publish(event)
        host.job_table.cancel(JobKind.ANALYSIS)
