"""Boards given in advance: the same board again, a board id, the daily board.

A part of :class:`~minesweeper_app.game.controller.GameController`, kept apart because it
is one job: such a board is known before the first click, its logic grade is worked out
in a job, and then the game waits for the click on its start cell.
"""

from __future__ import annotations

import datetime as dt

from minesweeper_app.engine import BoardLayout, GradeChoice, decode_board_id
from minesweeper_app.game.events import BoardPrepared, BoardSource, CreationStarted, GameEvent
from minesweeper_app.game.jobs import (
    CancelCheck,
    EngineCall,
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


class SharedBoards:
    """The controller's methods for boards known before the first click."""

    game: Game
    generation: int
    stats: StatsRecorder
    job_table: JobTable
    grade_choice: GradeChoice
    daily_date: dt.date | None
    rules: PlayRules

    def new_game(self, level: Level | None = None) -> None:
        raise NotImplementedError  # the controller's

    def _publish(self, event: GameEvent) -> None:
        raise NotImplementedError  # the controller's

    # ------------------------------------------------------------ boards given in advance
    def retry_board(self) -> bool:
        """A new game on the same mines and start; a replay, not counted for best times."""
        old = self.game
        if not old.finished or old.mines is None or old.start_cell is None:
            return False
        if not self.rules.allows(Help.RETRY):  # Standard: a known board is not a fair one
            return False
        mines, start, grade = old.mines, old.start_cell, old.grade
        self.new_game(old.level)
        self.game.use_board(mines, start)
        self.game.grade = grade
        self.game.replay = True
        self._publish(
            BoardPrepared(self.generation, BoardSource.RETRY, old.level, start, grade, True)
        )
        return True

    def open_board_id(self, text: str) -> str | None:
        """Play the board of an id; returns the reason in words if the id is bad.

        The id is read at once; its grade is worked out in a job, then the game waits
        for the click on the start cell.
        """
        try:
            height, width, mines, start = decode_board_id(text)
        except (ValueError, TypeError) as exc:
            return str(exc)
        level = level_for(height, width, len(mines))

        def prepare(cancel: CancelCheck) -> PreparedBoard:
            grade = grade_of(height, width, mines, start, cancel)
            facts = board_facts(BoardLayout(height, width, mines, start))
            return PreparedBoard(level, mines, start, grade, BoardSource.BOARD_ID, facts)

        self._start_prepare(prepare)
        return None

    def open_daily_board(self, date: dt.date | None = None) -> None:
        """The daily board of ``date`` (today by default): the same for every player."""
        day = date or dt.date.today()
        self._start_prepare(lambda cancel: prepare_daily(day, cancel))
        self.daily_date = day

    def _start_prepare(self, call: EngineCall) -> None:
        self.job_table.start(JobKind.PREPARE_BOARD, call)
        self._publish(CreationStarted(self.generation, None, self.grade_choice, preparing=True))

    @property
    def preparing(self) -> bool:
        """A board id's or the daily board's job is running."""
        return self.job_table.running(JobKind.PREPARE_BOARD)

    def use_prepared(self, board: PreparedBoard) -> None:
        self.new_game(board.level)
        game = self.game
        game.use_board(board.mines, board.start)
        if board.facts is not None:
            game.adopt_facts(board.facts.layout, board.facts.three_bv)
        game.grade = board.grade
        # A board this player has finished before is a replay: its time is not fair.
        game.replay = any(r.board_id == game.board_id for r in self.stats.history(None))
        date = self.daily_date if board.source is BoardSource.DAILY else None
        event = BoardPrepared(
            self.generation, board.source, board.level, board.start, board.grade, game.replay, date
        )
        self._publish(event)
        self.job_table.cancel(JobKind.ANALYSIS)
