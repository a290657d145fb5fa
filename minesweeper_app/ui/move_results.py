"""What the game just did, in words for a listener: the controller's events made into speech.

A sighted player sees what a move did; a screen reader user must be told.  The speaker
subscribes to the controller's typed events (:mod:`minesweeper_app.game.events`) and
:func:`said` words the ones a listener needs and the window does not already say: what
an opening showed and how many cells it opened, a flag and the mines left, a move that
did nothing and why, a new game, a pause, the end of a game.  Hints, flag checks and the
other messages under the board are said as they are shown.  A focus change already says
which cell the cursor reached, so moving says nothing here but at the board's edge.
"""

from __future__ import annotations

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.engine.board import FLAGGED
from minesweeper_app.game import State
from minesweeper_app.game.events import (
    BoardReady,
    GameEvent,
    GameOver,
    Highlights,
    LossExplained,
    MoveAction,
    MoveMade,
    MoveRefused,
    MoveSource,
    NewGame,
    Paused,
    Refusal,
    Resumed,
)
from minesweeper_app.game.position import PositionLike
from minesweeper_app.ui import speech


def said(event: GameEvent, game: PositionLike, mines_left: int) -> str:
    """What a listener is told of ``event`` ("" when the window says it or nothing needs
    saying); ``game`` and ``mines_left`` are the position after it."""
    match event:
        case NewGame(level=level):
            title = "" if level.is_custom else level.title
            return speech.new_game(title, level.height, level.width, level.mines)
        case BoardReady(start=start, opened=opened):
            return speech.opened(speech.cell_state(_shown(game, start)), len(opened))
        case MoveMade(source=MoveSource.PLAYER):
            return _move(event, game, mines_left)
        case MoveRefused(reason=Refusal.NO_EFFECT, action=action, cell=cell):
            return _refused(action, cell, game)
        case Paused():
            return speech.paused()
        case Resumed():
            return speech.resumed()
        case GameOver(summary=summary):
            return speech.game_end(summary.headline, summary.rows())
        case LossExplained(explanation=explanation):
            return " ".join(explanation.sentences())
    return ""


def _shown(game: PositionLike, cell: Cell) -> int:
    """The cell's value as the words name it: a number, 0 for empty (-1 a mine)."""
    return int(game.values[cell])


def _move(event: MoveMade, game: PositionLike, mines_left: int) -> str:
    cell, action, opened = event.cell, event.action, event.opened
    if event.state is State.CREATING:
        return ""  # the board is being made: BoardReady says what the click opened
    if event.state is State.LOST:
        return ""  # the game's end says it ("Boom: a mine at ..."), in the same breath
    if action is MoveAction.FLAG:
        return speech.flagged(mines_left)
    if action in (MoveAction.UNFLAG, MoveAction.UNQUESTION):
        return speech.unflagged(mines_left)
    if action is MoveAction.QUESTION:
        return speech.questioned()
    if action is MoveAction.CHORD or (opened and cell not in opened):
        return speech.chorded(len(opened))
    if cell in opened:
        return speech.opened(speech.cell_state(_shown(game, cell)), len(opened))
    return ""


def _refused(action: MoveAction, cell: Cell, game: PositionLike) -> str:
    if game.finished:
        return speech.game_is_over()
    value = int(game.values[cell])
    if value >= 0:
        return (
            speech.open_cannot_flag(cell)
            if action is MoveAction.FLAG
            else speech.already_open(cell)
        )
    if value == FLAGGED and action is not MoveAction.FLAG:
        return speech.flag_blocks_open(cell)
    return ""  # (a flag while the board is being made: the opening is said soon)


def at_edge(cell: Cell, step: tuple[int, int], height: int, width: int) -> bool:
    """An arrow from ``cell`` by ``step`` would leave the board."""
    r, c = cell[0] + step[0], cell[1] + step[1]
    return not (0 <= r < height and 0 <= c < width)


def hint_target(highlights: Highlights) -> Cell | None:
    """The cell a hint is about (the cursor goes there), or None when it names none."""
    targets = sorted(c for c, role in highlights.items() if role is HintRole.TARGET)
    return targets[0] if targets else None
