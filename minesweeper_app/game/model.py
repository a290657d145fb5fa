"""The game-state model: what the player has done to one board, with no Qt in sight.

The window renders ``Game.values`` (the engine's cell-value board) and sends clicks
here.  The model never creates boards itself: on the first click it reports that it
needs one (``Game.needs_board``) and the controller asks the engine off the GUI thread,
then hands the mines back with :meth:`Game.place_mines`.  Keeping the model free of Qt
lets the rules be tested fast and lets the self-test play through exactly the code the
window uses.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    MINE,
    Board,
    BoardLayout,
    Cell,
    Grade,
    Move,
    MoveAction,
    cell_type_board,
    covered_board,
    neighbours,
    three_bv,
)
from minesweeper_app.game.levels import Level

MOVE_ACTIONS = tuple(MoveAction)
"""Every action, in the order of the statistics' stored codes."""

FLAG_ACTIONS = frozenset(
    {MoveAction.FLAG, MoveAction.UNFLAG, MoveAction.QUESTION, MoveAction.UNQUESTION}
)
"""Flags and question marks: the moves that need no board yet."""


@dataclass(frozen=True)
class _Snapshot:
    """The position before a player action, so a fatal one can be taken back."""

    values: Board
    questions: frozenset[Cell]
    moves: int


class State(enum.Enum):
    READY = "ready"  # no board yet: the first click will ask for one
    CREATING = "creating"  # the engine is building the board for the first click
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Game:
    """One game on one level, from the first click to a win or a loss."""

    def __init__(self, level: Level, clock: Callable[[], float] = time.monotonic) -> None:
        self.level = level
        self._clock = clock
        self.values: Board = covered_board(level.height, level.width)
        self.mines: frozenset[Cell] | None = None
        self._types: Board | None = None
        self.questions: set[Cell] = set()
        self.state = State.READY
        self.start_cell: Cell | None = None
        self.exploded: Cell | None = None
        self.hints_used = 0
        self.clicks = 0
        self.moves: list[Move] = []
        self.assisted = False
        """Set by an undo after a loss: such a game cannot set a best time."""
        self.replay = False
        """A retry of a board already played: not counted for best times."""
        self.settings_used: set[str] = set()
        """Settings that were on during the game and its replay must declare (game/rules.py):
        "auto-open" (it played moves, so the game is not fair), "question-marks"."""
        self.standard = False
        """Played to the Standard rules for competition (game/rules.py)."""
        self.grade: Grade | None = None
        self.fixed_board: tuple[frozenset[Cell], Cell] | None = None
        """Mines and start of a board given in advance (retry, board id, daily board)."""
        self.before_loss: Board | None = None
        """The position just before the action that hit a mine (flags included)."""
        self.fatal_action: Move | None = None
        self._three_bv: int | None = None
        self._board_id: str | None = None
        self._layout: BoardLayout | None = None
        self._facts_known = False
        self._snapshot: _Snapshot | None = None
        self._loss_snapshot: _Snapshot | None = None
        self._started_at: float | None = None
        self._ended_at: float | None = None

    # ----------------------------------------------------------------- queries
    @property
    def height(self) -> int:
        return self.level.height

    @property
    def width(self) -> int:
        return self.level.width

    @property
    def finished(self) -> bool:
        return self.state in (State.WON, State.LOST)

    @property
    def needs_board(self) -> bool:
        return self.state is State.CREATING and self.mines is None

    @property
    def three_bv(self) -> int | None:
        """The board's 3BV (least clicks that clear it); None until the board exists."""
        if self._types is None:
            return None  # a board given in advance may know it already; it is not placed
        if self._three_bv is None:
            self._three_bv = three_bv(self._types)
        return self._three_bv

    @property
    def layout(self) -> BoardLayout | None:
        """The board (size, mines, start); None until it exists."""
        mines, start = self.mines, self.start_cell
        if self.fixed_board is not None:
            mines, start = self.fixed_board
        if mines is None or start is None:
            return None
        kept = self._layout
        if kept is None or kept.mines != mines or kept.start != start:
            # Kept while the board stays, so its id (costly on big boards) is encoded once.
            kept = self._layout = BoardLayout(self.height, self.width, mines, start)
        return kept

    @property
    def board_id(self) -> str | None:
        """The id that reproduces this board; None until it exists (or if it has none)."""
        if self._board_id is None and (layout := self.layout) is not None:
            self._board_id = layout.board_id
        return self._board_id

    def adopt_facts(self, layout: BoardLayout, three_bv: int) -> None:
        """Keep what a job worked out about this board (its id, its 3BV), so the game's end
        need not; a layout of another board is ignored."""
        current = self.layout
        if current is None or current != layout:
            return
        self._layout = layout
        if self._three_bv is None:
            self._three_bv = three_bv
        self._facts_known = True

    @property
    def facts_known(self) -> bool:
        """The board's id and 3BV came from the facts job: reading them costs nothing."""
        return self._facts_known

    @property
    def required_start(self) -> Cell | None:
        """The cell the first click must open on a board given in advance, else None."""
        if self.fixed_board is None or self.state is not State.READY:
            return None
        return self.fixed_board[1]

    def use_board(self, mines: Iterable[Cell], start: Cell) -> None:
        """Play a board given in advance; the first click must be on ``start``."""
        if self.state is not State.READY:
            raise RuntimeError("a board can only be given before the first click")
        layout = frozenset((int(r), int(c)) for r, c in mines)
        if len(layout) != self.level.mines or not self.on_board(start) or start in layout:
            raise ValueError("the board does not fit this level")
        self.fixed_board = (layout, (int(start[0]), int(start[1])))

    def flag_count(self) -> int:
        return int(np.count_nonzero(self.values == FLAGGED))

    def mines_left(self) -> int:
        """The classic counter: mines minus flags (may go negative, as in the original)."""
        return self.level.mines - self.flag_count()

    def elapsed(self) -> float:
        if self._started_at is None:
            return 0.0
        end = self._ended_at if self._ended_at is not None else self._clock()
        return max(0.0, end - self._started_at)

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def neighbours(self, cell: Cell) -> list[Cell]:
        return neighbours(self.height, self.width, cell)

    def is_covered(self, cell: Cell) -> bool:
        return int(self.values[cell]) in (COVERED, FLAGGED)

    def wrong_flags(self) -> frozenset[Cell]:
        """Flags on cells without a mine; only meaningful once the mines are known."""
        if self.mines is None:
            return frozenset()
        return frozenset(
            (int(r), int(c))
            for r, c in np.argwhere(self.values == FLAGGED)
            if (int(r), int(c)) not in self.mines
        )

    def board_for_engine(self) -> Board:
        """A copy the engine may keep: question marks are plain covered cells there."""
        return self.values.copy()

    # ----------------------------------------------------------------- moves
    # ``clicks`` counts the player's own actions that did something: a left click that
    # asked for the board or opened a cell, a right click that changed a flag or question
    # mark, a chord that opened cells.  Clicks that change nothing (on an opened number
    # with incomplete flags, on a flag) and moves made by a hint or by auto-open are not
    # counted, so efficiency (3BV / clicks) measures the player's own play.
    def apply(self, move: Move, *, hint: bool = False) -> bool:
        """Play one move: the one place the rules are applied.  True when it changed something.

        The live game, the review's replay, the logic path and the replay files all come
        here.  OPEN on the covered board asks for the board (``needs_board``); OPEN on an
        opened number chords, as a click does.  ``hint=True`` makes it the helper's move:
        logged as HINT, no click counted.  A HINT move (from a stored log) is the helper's
        move the board's mines decide.  The move is logged at the game's own clock;
        ``move.seconds`` is not read.
        """
        cell = (int(move.cell[0]), int(move.cell[1]))
        action: MoveAction | None = move.action
        if action is MoveAction.HINT:
            action, hint = self._hint_action(cell), True
        if action is None or not self.on_board(cell):
            return False
        if action is MoveAction.OPEN and self.state is State.PLAYING and self.values[cell] >= 1:
            action = MoveAction.OPEN if hint else MoveAction.CHORD
        self._take_snapshot()
        if action is MoveAction.OPEN:
            # Only the player's click asks for the board; the helper opens proven cells.
            changed = bool(self._open(cell)) if hint else self._open_or_start(cell)
        elif action is MoveAction.CHORD:
            changed = self._chord(cell)
        else:
            changed = self._mark(action, cell)
        if changed:
            if not hint:
                self.clicks += 1
            self._log(MoveAction.HINT if hint else action, cell)
        return changed

    def click(self, cell: Cell) -> bool:
        """A left click: the first asks for a board, later ones open (or chord a number).

        Returns True when the board changed or a board was requested.  On a board
        given in advance the first click must be its start cell (``required_start``).
        """
        start = self.required_start
        if start is not None and cell != start:
            return False
        return self.apply(Move(MoveAction.OPEN, cell))

    def toggle_flag(self, cell: Cell, use_questions: bool = False) -> bool:
        """Right click: covered -> flag -> (question ->) covered.  Works before the board exists."""
        if not self.on_board(cell):
            return False
        value = int(self.values[cell])
        if use_questions and value in (FLAGGED, COVERED):
            self.settings_used.add("question-marks")
        if value == FLAGGED:
            action = MoveAction.QUESTION if use_questions else MoveAction.UNFLAG
        elif value == COVERED:
            action = MoveAction.UNQUESTION if cell in self.questions else MoveAction.FLAG
        else:
            return False
        return self.apply(Move(action, cell))

    def chord(self, cell: Cell) -> bool:
        """Open the unflagged neighbours of a number whose flags are complete."""
        return self.apply(Move(MoveAction.CHORD, cell))

    def _hint_action(self, cell: Cell) -> MoveAction | None:
        """What a logged HINT did: the board's mines tell an open, a flag and an unflag apart."""
        if self.mines is None or not self.on_board(cell):
            return None
        value = int(self.values[cell])
        if value == FLAGGED:
            return MoveAction.UNFLAG
        if value == COVERED:
            return MoveAction.FLAG if cell in self.mines else MoveAction.OPEN
        return None

    def _open_or_start(self, cell: Cell) -> bool:
        if self.state is State.READY:
            if int(self.values[cell]) == FLAGGED:
                return False
            self.state = State.CREATING
            self.start_cell = cell
            self.questions.discard(cell)
            return True
        return bool(self._open(cell))

    def _mark(self, action: MoveAction, cell: Cell) -> bool:
        """Flags and question marks; they work before the board exists, not while it is made."""
        assert action in FLAG_ACTIONS
        if self.finished or self.state is State.CREATING:
            return False
        value = int(self.values[cell])
        if action is MoveAction.FLAG and value == COVERED:
            self.values[cell] = FLAGGED
            self.questions.discard(cell)
        elif action in (MoveAction.UNFLAG, MoveAction.QUESTION) and value == FLAGGED:
            self.values[cell] = COVERED
            if action is MoveAction.QUESTION:
                self.questions.add(cell)
        elif action is MoveAction.UNQUESTION and value == COVERED and cell in self.questions:
            self.questions.discard(cell)
        else:
            return False
        return True

    def place_mines(self, mines: Iterable[Cell]) -> list[Cell]:
        """Install the engine's board and open the first click (which is never a mine)."""
        if self.state is not State.CREATING or self.start_cell is None:
            raise RuntimeError("place_mines is only valid while a board is being created")
        layout = frozenset((int(r), int(c)) for r, c in mines)
        if len(layout) != self.level.mines:
            raise ValueError(f"expected {self.level.mines} mines, got {len(layout)}")
        if self.start_cell in layout:
            raise ValueError("the creator put a mine under the first click")
        self.mines = layout
        self._types = cell_type_board(self.height, self.width, layout)
        self.state = State.PLAYING
        self._started_at = self._clock()
        return self._open(self.start_cell)

    def cancel_creation(self) -> None:
        """Go back to a fresh board, e.g. when creation failed and the player was told."""
        if self.state is State.CREATING:
            self.state = State.READY
            self.start_cell = None

    def _open(self, cell: Cell) -> list[Cell]:
        """Open one covered cell; zeros flood-fill.  Returns the cells opened."""
        if self.state is not State.PLAYING or not self.on_board(cell):
            return []
        if int(self.values[cell]) != COVERED:
            return []
        assert self._types is not None and self.mines is not None
        if cell in self.mines:
            self.values[cell] = MINE
            self.questions.discard(cell)
            self.exploded = cell
            self._finish(State.LOST)
            return [cell]
        opened = self._flood(cell)
        if self._all_safe_open():
            self._finish(State.WON)
        return opened

    def _flood(self, start: Cell) -> list[Cell]:
        assert self._types is not None
        opened: list[Cell] = []
        stack = [start]
        while stack:
            cell = stack.pop()
            if int(self.values[cell]) != COVERED:
                continue
            value = int(self._types[cell])
            self.values[cell] = value
            self.questions.discard(cell)
            opened.append(cell)
            if value == 0:
                stack.extend(n for n in self.neighbours(cell) if int(self.values[n]) == COVERED)
        return opened

    def _chord(self, cell: Cell) -> bool:
        if self.state is not State.PLAYING or not self.on_board(cell):
            return False
        value = int(self.values[cell])
        if value < 0:  # a 0 chords too (ms-toollib's rule): it opens neighbours unflagged
            return False
        around = self.neighbours(cell)
        if sum(int(self.values[n]) == FLAGGED for n in around) != value:
            return False
        changed = False
        for n in around:
            if self.state is not State.PLAYING:
                break
            if int(self.values[n]) == COVERED:
                changed |= bool(self._open(n))
        return changed

    def auto_open_trivial(self) -> list[Cell]:
        """Hoff's local rule, repeated: a number with complete flags opens its other neighbours.

        The player's flags are trusted, as with chording: a wrong flag can lose the game.
        """
        opened: list[Cell] = []
        progress = True
        while progress and self.state is State.PLAYING:
            progress = False
            for r, c in np.argwhere(self.values >= 1):
                cell = (int(r), int(c))
                around = self.neighbours(cell)
                covered = [n for n in around if int(self.values[n]) == COVERED]
                if not covered:
                    continue
                flags = sum(int(self.values[n]) == FLAGGED for n in around)
                if flags == int(self.values[cell]):
                    for n in covered:
                        if self.state is not State.PLAYING:
                            break
                        now = self._open(n)
                        if now:
                            # A loss here is the number's automatic chord.
                            fatal = Move(MoveAction.CHORD, cell, self.elapsed())
                            self._log(MoveAction.OPEN, n, fatal)
                        opened.extend(now)
                    progress = True
        if opened:
            self.settings_used.add("auto-open")
        return opened

    def note_hint(self) -> None:
        """Count a hint or flag check; a game won with help is recorded as such."""
        if not self.finished:
            self.hints_used += 1

    # ----------------------------------------------------------------- the loss
    def _take_snapshot(self) -> None:
        """Remember the position before a player action (auto-open's moves belong to it)."""
        if self.state is State.PLAYING:
            self._snapshot = _Snapshot(
                self.values.copy(), frozenset(self.questions), len(self.moves)
            )

    def _log(self, action: MoveAction, cell: Cell, fatal: Move | None = None) -> None:
        move = Move(action, cell, self.elapsed())
        self.moves.append(move)
        if self.state is State.LOST and self.fatal_action is None:
            self.fatal_action = fatal or move

    @property
    def can_undo_loss(self) -> bool:
        return self.state is State.LOST and self._loss_snapshot is not None

    def undo_loss(self) -> None:
        """Take back the action that hit a mine and play on; the game becomes assisted.

        The position, question marks and move log return to what they were before
        that action; the time spent looking at the loss is not counted.
        """
        snap = self._loss_snapshot
        if self.state is not State.LOST or snap is None:
            raise RuntimeError("only a lost game can be taken back")
        self.values = snap.values.copy()
        self.questions = set(snap.questions)
        del self.moves[snap.moves :]
        self.exploded = None
        self.before_loss = None
        self.fatal_action = None
        self._loss_snapshot = None
        self.assisted = True
        self.state = State.PLAYING
        if self._started_at is not None and self._ended_at is not None:
            self._started_at += self._clock() - self._ended_at
        self._ended_at = None

    def _all_safe_open(self) -> bool:
        safe_cells = self.height * self.width - self.level.mines
        return int(np.count_nonzero(self.values >= 0)) == safe_cells

    def _finish(self, state: State) -> None:
        self.state = state
        self._ended_at = self._clock()
        if state is State.LOST and self._snapshot is not None:
            self._loss_snapshot = self._snapshot
            self.before_loss = self._snapshot.values.copy()
        if state is State.WON:
            # The classic flags every mine on a win, so the counter reads zero.
            assert self.mines is not None
            for m in self.mines:
                self.values[m] = FLAGGED
            self.questions.clear()
