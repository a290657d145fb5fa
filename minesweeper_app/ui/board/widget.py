"""The board: one widget paints every cell and turns mouse and keys into requests.

One widget instead of a button per cell keeps large boards cheap to lay out and lets the
whole grid scale as a unit.  It picks the largest square cell that fits its size, between
:data:`MIN_CELL` (still easy to click) and :data:`MAX_CELL`; the zoom only sets the
preferred size it reports in ``sizeHint`` so the window can size itself.  After a move
only the cells whose picture changed are repainted (:meth:`BoardWidget.refresh`).

The cached pictures are in ``art``, the theme and colours in ``look``, the drawing in
``paint``, the analysis overlay's state in ``overlay``, the buttons and keys in ``input``
and what screen readers see in ``access`` (over the table ``face``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.game import PositionLike
from minesweeper_app.game.wording import format_cell
from minesweeper_app.ui.board.access import BoardAccess
from minesweeper_app.ui.board.art import (
    MineMask,
    cell_kinds,
    probability_text,
)
from minesweeper_app.ui.board.input import BoardInput, Requests
from minesweeper_app.ui.board.keys import BoardKeys, move_cursor
from minesweeper_app.ui.board.look import BoardLook
from minesweeper_app.ui.board.overlay import Probabilities, ProbabilityOverlay
from minesweeper_app.ui.board.paint import (
    BoardGeometry,
    largest_fitting,
    paint_cells,
    paint_cursor,
    paint_highlights,
    paint_probabilities,
    paint_rulers,
    ruler_font,
    ruler_margins,
)
from minesweeper_app.ui.theme import Palette, Theme

BASE_CELL = 24
ZOOM_STEPS = (0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
MIN_CELL = 16  # below this cells get hard to hit; the widget then asks to be scrolled
MAX_CELL = 128  # a maximised window fills with the board (zoom can go past it)


class RulerMode(enum.StrEnum):
    """Options > Coordinates: when the rulers show (a StrEnum: "hint" is HINT)."""

    OFF = "off"
    HINT = "hint"  # while the board shows a hint's or an explanation's marks
    ALWAYS = "always"


RULER_MODES = tuple(RulerMode)


class BoardWidget(QWidget):
    """Paints a game or a position (``PositionLike``); emits what the player asks for."""

    open_requested = Signal(object)
    flag_requested = Signal(object)
    chord_requested = Signal(object)
    pressing_changed = Signal(bool)
    left_pressed = Signal(object)  # Cell: the left button went down alone (for the replay)
    left_released = Signal(object)  # Cell | None, after the move the release made
    hovered = Signal(object, object)  # Cell, (down, across) within it: the replay's path
    cellSizeChanged = Signal(int)  # Qt-style name: the window connects it
    themeChanged = Signal(str)  # "light" or "dark": the theme now drawn
    highlightsChanged = Signal()  # the marks shown changed (the legend follows)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: PositionLike | None = None
        self._zoom = 1.0
        self._cell = BASE_CELL
        self._origin = QPoint(0, 0)
        self.input = BoardInput(
            self,
            Requests(
                self.open_requested.emit,
                self.flag_requested.emit,
                self.chord_requested.emit,
                self.pressing_changed.emit,
                lambda cell: self.access.cursor_moved(cell),
                left_press=self.left_pressed.emit,
                left_release=self.left_released.emit,
                hover=self.hovered.emit,
            ),
        )
        self._highlights: dict[Cell, HintRole] = {}
        self._rulers = RulerMode.OFF
        self.look = BoardLook(self, self.update, self.themeChanged.emit)
        self._shown: npt.NDArray[np.uint8] | None = None  # kinds as last painted or scheduled
        self._mines = MineMask()
        self._overlay = ProbabilityOverlay()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.access = BoardAccess(self, self)  # the board and its cells for screen readers
        self.keys = BoardKeys(self, self)  # reading, jump and line keys for screen readers
        self.access.face.chosen.connect(lambda cell: move_cursor(self, cell))

    # ------------------------------------------------------------ game
    def set_game(self, game: PositionLike) -> None:
        """Show another game (or the same one restarted): press, highlights and cache reset."""
        self._game = game
        self.input.reset(game)
        start = getattr(game, "required_start", None)
        if start is not None:  # a retried or shared board: the keys start on its start
            self.input.cursor_cell = start
        self.access.game_set()
        self._highlights.clear()
        self.highlightsChanged.emit()
        self._overlay.clear()
        self._shown = None
        self._mines.clear()
        self.updateGeometry()
        self._relayout()
        self.update()

    def refresh(self) -> None:
        """Repaint what the game changed since the last paint: only those cells.

        Call this after every move instead of ``update()``.  It also drops the hint
        highlights once the game is over.
        """
        game = self._game
        if game is None:
            return
        self.access.refresh()
        if game.finished and self._highlights:
            self.set_highlights({})
        kinds = self._kinds()
        if self._shown is None or self._shown.shape != kinds.shape:
            self._shown = kinds
            self.update()
            return
        changed = np.argwhere(kinds != self._shown)
        self._shown = kinds
        self._update_cells(changed)

    # ------------------------------------------------------------ geometry
    @property
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, zoom: float) -> None:
        """Set the preferred cell size (``BASE_CELL * zoom``) reported by ``sizeHint``."""
        self._zoom = min(max(zoom, ZOOM_STEPS[0]), ZOOM_STEPS[-1])
        self.updateGeometry()
        if self.parentWidget() is None:
            self.resize(self.sizeHint())
        self.update()

    def preferred_cell_size(self) -> int:
        return max(MIN_CELL, round(BASE_CELL * self._zoom))

    def cell_size(self) -> int:
        """The cell size in use now (device-independent pixels)."""
        return self._cell

    def _grid(self) -> tuple[int, int]:
        game = self._game
        return (9, 9) if game is None else (game.height, game.width)

    def _margins(self, s: int) -> tuple[int, int]:
        if self._rulers is RulerMode.OFF:
            return 0, 0
        return ruler_margins(ruler_font(self.font(), s), self._grid()[0])

    def _board_size(self, s: int) -> QSize:
        h, w = self._grid()
        left, top = self._margins(s)
        return QSize(w * s + 2 * left, h * s + 2 * top)

    def fitting_cell_size(self, area: QSize) -> int:
        """The largest cell size whose board fits ``area`` (never below :data:`MIN_CELL`)."""
        upper = max(MAX_CELL, self.preferred_cell_size())
        return largest_fitting(area, self._grid(), MIN_CELL, upper, self._board_size)

    def sizeHint(self) -> QSize:
        return self._board_size(self.preferred_cell_size())

    def minimumSizeHint(self) -> QSize:
        return self._board_size(MIN_CELL)

    def moveEvent(self, event: QMoveEvent) -> None:
        """Scrolling moves the widget; rulers kept at the visible edges must follow."""
        super().moveEvent(event)
        if self.rulers_visible():
            self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        """Pick the cell size and the board's origin for the widget's current size."""
        s = self.fitting_cell_size(self.size())
        h, w = self._grid()
        left, top = self._margins(s)
        x = max(left, (self.width() - w * s) // 2)
        y = max(top, (self.height() - h * s) // 2)
        self._origin = QPoint(x, y)
        self.access.place(QRect(self._origin, QSize(w * s, h * s)), s)
        if s != self._cell:
            self._cell = s
            self.update()
            self.cellSizeChanged.emit(s)
        else:
            self.update()

    def geometry_of_cells(self) -> BoardGeometry:
        h, w = self._grid()
        return BoardGeometry(self._origin.x(), self._origin.y(), self._cell, h, w)

    def cell_rect(self, cell: Cell) -> QRect:
        return self.geometry_of_cells().cell_rect(cell)

    def cell_at(self, pos: QPoint) -> Cell | None:
        if self._game is None:
            return None
        s = self._cell
        x, y = pos.x() - self._origin.x(), pos.y() - self._origin.y()
        if x < 0 or y < 0:
            return None
        cell = (y // s, x // s)
        return cell if self._game.on_board(cell) else None

    @property
    def is_pressing(self) -> bool:
        """A button is held on the board (the face shows surprise, as in the classic)."""
        return self.input.press_cell is not None

    @property
    def cursor_cell(self) -> Cell:
        """The keyboard cursor's cell."""
        return self.input.cursor_cell

    @cursor_cell.setter
    def cursor_cell(self, cell: Cell) -> None:
        self.input.cursor_cell = cell
        self.access.follow_cursor()

    # ------------------------------------------------------------ highlights and rulers
    def set_highlights(self, highlights: Mapping[Cell, HintRole]) -> None:
        """Cells to mark by hint role; an empty mapping clears.

        A finished game shows no hint: highlights given then are dropped.
        """
        game = self._game
        new: dict[Cell, HintRole] = {}
        if game is None or not game.finished:
            for cell, role in highlights.items():
                new[(int(cell[0]), int(cell[1]))] = role
        old = self._highlights
        if new == old:
            return
        self._highlights = new
        for cell in old.keys() | new.keys():
            self.update(self.cell_rect(cell))
        self._update_rulers()
        self.highlightsChanged.emit()

    @property
    def highlights(self) -> dict[Cell, HintRole]:
        """The marks shown now, by role (none once the game is over)."""
        if self._game is not None and self._game.finished:
            return {}
        return dict(self._highlights)

    @property
    def rulers(self) -> RulerMode:
        return self._rulers

    def set_rulers(self, mode: RulerMode | str) -> None:
        if mode not in RULER_MODES:
            raise ValueError(f"ruler mode must be one of {RULER_MODES}, not {mode!r}")
        if mode != self._rulers:
            self._rulers = RulerMode(mode)
            self.updateGeometry()
            self._relayout()

    def rulers_visible(self) -> bool:
        mode = self._rulers
        return mode is RulerMode.ALWAYS or (mode is RulerMode.HINT and bool(self.highlights))

    def _update_rulers(self) -> None:
        if self._rulers is RulerMode.OFF:
            return
        self.update(QRect(0, 0, self.width(), self._origin.y()))
        self.update(QRect(0, 0, self._origin.x(), self.height()))

    # ------------------------------------------------------------ analysis overlay
    def set_probabilities(self, probabilities: Probabilities | None) -> None:
        """Tint covered cells by their mine probability (the analysis); None hides it.

        Takes a mapping by cell or an array of the board's shape (NaN: nothing to
        show, as ``mine_probabilities`` returns it).  Drawn on top of the cell art on
        covered cells while the game is played; only cells whose picture changes are
        repainted.
        """
        shown = probabilities if self._game is not None else None
        changed = self._overlay.set(shown, self._grid())
        if changed is None:
            self.update()
        else:
            self._update_cells(changed)

    def _update_cells(self, changed: npt.NDArray[np.intp]) -> None:
        if len(changed) > 64:  # one rectangle around them all
            (r0, c0), (r1, c1) = changed.min(axis=0).tolist(), changed.max(axis=0).tolist()
            self.update(self.cell_rect((r0, c0)).united(self.cell_rect((r1, c1))))
        for r, c in changed.tolist() if len(changed) <= 64 else ():
            self.update(self.cell_rect((r, c)))

    @property
    def probabilities(self) -> dict[Cell, float]:
        """The mine probabilities the overlay shows, by cell (empty when it is off)."""
        return self._overlay.by_cell(self._game)

    def probability_label(self, cell: Cell) -> str | None:
        """What the overlay writes on ``cell`` ("37", "<1", "0"...), None if nothing."""
        return self._overlay.label(self._game, cell)

    def chance_words(self, cell: Cell) -> str:
        """ ": 37.2% chance of a mine" where the analysis shows one on ``cell``, else nothing."""
        return self._overlay.chance_words(self._game, cell)

    def _overlay_pixmap(self, bucket: int) -> QPixmap:
        return self.look.art.overlay(
            bucket, self._cell, self.devicePixelRatioF(), self.palette_in_use(), self.font()
        )

    # ------------------------------------------------------------ theme
    @property
    def theme(self) -> Theme:
        """The chosen theme: "system", "light", "dark" or "contrast"."""
        return self.look.theme

    def set_theme(self, theme: Theme | str) -> None:
        self.look.set_theme(theme)

    def palette_in_use(self) -> Palette:
        return self.look.palette()

    @property
    def colour_blind(self) -> bool:
        return self.look.colour_blind

    def set_colour_blind(self, on: bool) -> None:
        """Number colours from a colour-blind-safe palette (Okabe-Ito based)."""
        self.look.set_colour_blind(on)

    # ------------------------------------------------------------ painting
    def _kinds(self) -> npt.NDArray[np.uint8]:
        assert self._game is not None
        return cell_kinds(self._game, self.input.pressed, self._mines)

    def paintEvent(self, event: QPaintEvent) -> None:
        pal = self.palette_in_use()
        p = QPainter(self)
        # QRegion iterates over its rectangles at run time; the stubs do not say so.
        rects: list[QRect] = list(event.region())  # type: ignore[call-overload]
        dirty = event.rect()
        game = self._game
        h, w = self._grid()
        board_rect = QRect(self._origin, QSize(w * self._cell, h * self._cell))
        background = QColor(pal.background)
        outside = event.region().subtracted(QRegion(board_rect) if game else QRegion())
        for rect in list(outside):  # type: ignore[call-overload]
            p.fillRect(rect, background)
        if game is None:
            p.end()
            return
        kinds = self._kinds()
        self._shown = kinds
        geo = self.geometry_of_cells()
        pixmaps = self.look.art.cells(
            self._cell, self.devicePixelRatioF(), pal, self.font(), self.look.colour_blind
        )
        for rect in rects:
            paint_cells(p, geo, rect, kinds, pixmaps)
        buckets = self._overlay.buckets
        if buckets is not None and self._overlay.visible(game):
            paint_probabilities(p, geo, dirty, kinds, buckets, self._overlay_pixmap)
        if self._highlights and not game.finished:
            numbers = {c for c in self._highlights if kinds[c] <= 8}  # opened cells
            paint_highlights(p, geo, dirty, self._highlights, pal.glyph, numbers)
        if self.input.cursor_visible and self.hasFocus():
            paint_cursor(p, geo, self.cursor_cell, pal)
        if self.rulers_visible():
            visible = self.visibleRegion().boundingRect()
            font = ruler_font(self.font(), self._cell)
            paint_rulers(p, geo, pal, dirty, visible, font, self._highlights)
        p.end()

    # ------------------------------------------------------------ tooltip and focus
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(event.pos())
            if cell is None:
                QToolTip.hideText()
                event.ignore()
            else:
                text = format_cell(cell) + self.chance_words(cell)
                QToolTip.showText(event.globalPos(), text, self, self.cell_rect(cell))
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.input.cursor_visible = True
        self.update(self.cell_rect(self.cursor_cell))
        self.access.follow_cursor()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update(self.cell_rect(self.cursor_cell))
        self.access.follow_cursor()

    # ------------------------------------------------------------ mouse and keys
    def pressed_cells(self) -> frozenset[Cell]:
        """The cells drawn pushed in right now (press feedback)."""
        return frozenset(self.input.pressed)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.input.mouse_release(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.key_press(event):
            super().keyPressEvent(event)

    def cursor_shown(self) -> bool:
        """The keyboard cursor is drawn (after a key press, hidden again by the mouse)."""
        return self.input.cursor_visible and self.hasFocus()

    # ------------------------------------------------------------ BoardView (for the input)
    @property
    def game(self) -> PositionLike | None:
        return self._game

    def update_cell(self, cell: Cell) -> None:
        self.update(self.cell_rect(cell))

    def scroll_to_cell(self, cell: Cell) -> None:
        """Inside a scroll area, keep ``cell`` (and one cell around it) in view."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea) and area.widget() is self:
            centre = self.cell_rect(cell).center()
            margin = self._cell * 3 // 2
            area.ensureVisible(centre.x(), centre.y(), margin, margin)


__all__ = [
    "BASE_CELL",
    "MAX_CELL",
    "MIN_CELL",
    "RULER_MODES",
    "ZOOM_STEPS",
    "BoardWidget",
    "probability_text",
]
