"""The board's voice: what the game says reaches the screen reader through the focused cell.

Orca 43.1 (Debian 12) has no handler for ``object:announcement`` and ignores name changes
of table cells, but it speaks a description change of the object that has the focus
(``scripts/default.py``, ``onDescriptionChanged``).  Current Orca does the same
(``ax_utilities_event.is_presentable_description_change``: the locus of focus or an
ancestor, showing, not the same text as before).  So while the board holds the focus a
sentence is said by making it the cursor cell's description: first empty, then the
sentence, so the same sentence twice is still a change.  It stays the description while
the cursor stays; when the cursor leaves, the cell's own description comes back, after the
focus event, so the screen reader (whose focus is elsewhere by then) does not say it.
When the focus comes back to the board (after a menu, a dialog, Tab) the cell's own
description comes back *before* the focus event, so the old sentence is not said again.

Not measured, read in current Orca's source: a name change of the focused cell is not
ignored there (``event_manager``: the source is the locus of focus) but re-presents the
cell, so an opening there may be heard as the cell's new name and then its result.

Everything said in one turn of the event loop is said together, once, at the end of the
turn (a move's result and the game's end; a hint and the cursor moving to its cell).  If
the cursor moved in that turn, the sentence goes onto the new cell *before* its focus
event: the screen reader's focus is still on the old cell and ignores the change, then
reads the new cell with the sentence as its description.  Either way it is said once.
"""

from __future__ import annotations

from typing import Protocol

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from minesweeper_app.engine import Cell
from minesweeper_app.game import PositionLike


class ShowsGame(Protocol):
    @property
    def game(self) -> PositionLike | None: ...


class BoardAccess(Protocol):
    """What the voice uses of the board's accessible side (``access.BoardAccess``);
    a protocol, so the two modules do not import each other."""

    @property
    def board(self) -> QWidget: ...
    @property
    def face(self) -> QWidget: ...
    @property
    def shown(self) -> ShowsGame: ...
    def cursor_cell(self) -> Cell: ...
    def description(self, cell: Cell) -> str: ...
    def holds(self, cell: Cell) -> bool: ...
    def index(self, cell: Cell) -> int: ...


class CellVoice(QObject):
    """Sentences and focus events of one board, sent in the order a screen reader needs."""

    def __init__(self, access: BoardAccess) -> None:
        super().__init__(access.board)
        self.access = access
        self.cue: tuple[Cell, str] | None = None
        """The cell whose description is the last sentence said, and the sentence."""
        self._stale: set[Cell] = set()
        """Cells whose own description changed while they said a sentence."""
        self._queue: list[str] = []
        self.last_said = ""
        """What the board said last (A repeats it where the window has no A of its own)."""
        self._focus_due: Cell | None = None
        self._focused: Cell | None = None
        self._returned = False
        """The focus came back to the board this turn: an old sentence is not said again."""
        self._scheduled = False
        access.board.installEventFilter(self)

    def said_description(self, cell: Cell) -> str:
        """``cell``'s description as the screen reader reads it."""
        if self.cue is not None and self.cue[0] == cell:
            return self.cue[1]
        return self.access.description(cell)

    def say(self, text: str) -> bool:
        """Say ``text`` at the end of this turn (False: the board is not shown to say it).

        The board may get the focus later in the turn (a menu closing after New game); if
        it has none by the end, the sentence goes out as an announcement (Qt 6.8+), which
        Orca 47 and later speak and 43.1 drops."""
        board = self.access.board
        if not text or self.access.shown.game is None or not board.isVisible():
            return False
        self._queue.append(text)
        self._schedule()
        return True

    def cursor_moved(self, cell: Cell) -> None:
        """The cursor is on ``cell``: it becomes the focused cell (unless it already is)."""
        if cell != self._focused:
            self._focus_due = cell
            self._schedule()

    def holds(self, cell: Cell) -> bool:
        """``cell`` is saying a sentence: a change of its own description waits."""
        if self.cue is not None and self.cue[0] == cell:
            self._stale.add(cell)
            return True
        return False

    def forget(self) -> None:
        """Another game: no cell says anything any more."""
        self.cue, self._stale = None, set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.access.board:
            if event.type() == QEvent.Type.FocusIn:
                # The focus comes back (after a menu, a dialog, Tab): to the cursor's cell,
                # not the board, so the screen reader reads the cell (and not again what
                # it said before the focus left).
                self._focused = None
                self._returned = True
                self.cursor_moved(self.access.cursor_cell())
            elif event.type() == QEvent.Type.FocusOut:
                self._focused = None
        return False

    def _schedule(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self.flush)

    def flush(self) -> None:
        """Send what this turn said, then the focus event, then the old cells' own texts."""
        self._scheduled = False
        text, self._queue = " ".join(self._queue), []
        if text:
            self.last_said = text
        access = self.access
        board = access.board
        cell = access.cursor_cell()
        if not QAccessible.isActive() or access.shown.game is None or not access.holds(cell):
            self._focus_due = None
            return
        ended = set(self._stale)
        returned, self._returned = self._returned, False
        if self.cue is not None and returned and not text:
            # Its own description again before the focus event: the screen reader's focus
            # is still elsewhere and ignores the change, then reads the cell as it is.
            old, self.cue = self.cue[0], None
            self._stale.discard(old)
            if access.holds(old):
                self._send(QAccessible.Event.DescriptionChanged, old)
        if self.cue is not None and (text or self.cue[0] != cell):
            ended.add(self.cue[0])
            self.cue = None
        if text and board.hasFocus():
            self.cue = (cell, "")
            self._send(QAccessible.Event.DescriptionChanged, cell)
            self.cue = (cell, text)
            self._send(QAccessible.Event.DescriptionChanged, cell)
        elif text and hasattr(QtGui, "QAccessibleAnnouncementEvent"):
            QAccessible.updateAccessibility(QtGui.QAccessibleAnnouncementEvent(board, text))
        due, self._focus_due = self._focus_due, None
        if due is not None and board.hasFocus():
            self._send(QAccessible.Event.Focus, due)
            self._focused = due
        held = self.cue[0] if self.cue is not None else None
        self._stale &= {held} if held is not None else set()
        for old in sorted(ended - {held}):
            if access.holds(old):
                self._send(QAccessible.Event.DescriptionChanged, old)

    def _send(self, kind: QAccessible.Event, cell: Cell) -> None:
        event = QAccessibleEvent(self.access.face, kind)
        event.setChild(self.access.index(cell))
        QAccessible.updateAccessibility(event)
