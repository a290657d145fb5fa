"""The board: one widget paints every cell and turns mouse and keys into requests.

One widget instead of a button per cell keeps Expert (480 cells) cheap to lay out and
lets the whole grid scale as a unit.  Everything is painted as vectors or from SVG
pixmaps rendered at the screen's device pixel ratio, so the board is crisp at any zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

from minesweeper_app.engine import COVERED, FLAGGED, MINE, Cell
from minesweeper_app.game import Game, State
from minesweeper_app.ui.art import svg_renderer

BASE_CELL = 24
ZOOM_STEPS = (0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)

NUMBER_COLOURS = {
    1: QColor("#0000ff"),
    2: QColor("#008000"),
    3: QColor("#ff0000"),
    4: QColor("#000080"),
    5: QColor("#800000"),
    6: QColor("#008080"),
    7: QColor("#000000"),
    8: QColor("#808080"),
}
FACE_COLOUR = QColor("#c0c0c0")
OPEN_COLOUR = QColor("#d4d4d4")
LIGHT_EDGE = QColor("#ffffff")
DARK_EDGE = QColor("#7b7b7b")
GRID_COLOUR = QColor("#9a9a9a")
EXPLODED_COLOUR = QColor("#ff2020")

# Hint roles by name, so this module does not depend on the hint module being present.
ROLE_COLOURS = {
    "CLUE": QColor(40, 110, 255),
    "TARGET": QColor(20, 170, 60),
    "AREA": QColor(255, 200, 0),
    "WRONG_FLAG": QColor(230, 20, 20),
    "UNPROVEN_FLAG": QColor(255, 130, 0),
    "TOO_MANY": QColor(200, 0, 200),
}


class BoardWidget(QWidget):
    """Paints a :class:`Game` and emits what the player asks for; it never changes the game."""

    open_requested = Signal(object)
    flag_requested = Signal(object)
    chord_requested = Signal(object)
    pressing_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._zoom = 1.0
        self.cursor_cell: Cell = (0, 0)
        self._cursor_visible = False
        self._pressed: set[Cell] = set()
        self._press_cell: Cell | None = None
        self._chording = False
        self._swallow_release = False
        self._highlights: dict[Cell, str] = {}
        self._renderers: dict[str, QSvgRenderer] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName("Minesweeper board")

    # ------------------------------------------------------------ geometry
    def set_game(self, game: Game) -> None:
        self._game = game
        self._pressed.clear()
        self._highlights.clear()
        self._chording = False
        self.cursor_cell = (min(self.cursor_cell[0], game.height - 1),
                            min(self.cursor_cell[1], game.width - 1))
        self.updateGeometry()
        self.update()

    @property
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, zoom: float) -> None:
        self._zoom = min(max(zoom, ZOOM_STEPS[0]), ZOOM_STEPS[-1])
        self.updateGeometry()
        self.adjustSize()
        self.update()

    def cell_size(self) -> int:
        return max(8, round(BASE_CELL * self._zoom))

    def sizeHint(self) -> QSize:
        if self._game is None:
            return QSize(9 * self.cell_size(), 9 * self.cell_size())
        return QSize(self._game.width * self.cell_size(), self._game.height * self.cell_size())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def cell_rect(self, cell: Cell) -> QRect:
        s = self.cell_size()
        return QRect(cell[1] * s, cell[0] * s, s, s)

    def cell_at(self, pos: QPoint) -> Cell | None:
        if self._game is None:
            return None
        s = self.cell_size()
        if pos.x() < 0 or pos.y() < 0:
            return None
        cell = (pos.y() // s, pos.x() // s)
        return cell if self._game.on_board(cell) else None

    @property
    def is_pressing(self) -> bool:
        """A button is held on the board (the face shows surprise, as in the classic)."""
        return self._press_cell is not None

    # ------------------------------------------------------------ highlights
    def set_highlights(self, highlights: dict[Cell, str]) -> None:
        """Cells to mark by hint role name (``HintRole.name``); an empty dict clears them."""
        self._highlights = dict(highlights)
        self.update()

    @property
    def highlights(self) -> dict[Cell, str]:
        return dict(self._highlights)

    # ------------------------------------------------------------ painting
    def _renderer(self, name: str) -> QSvgRenderer:
        if name not in self._renderers:
            self._renderers[name] = svg_renderer(name)
        return self._renderers[name]

    def _draw_svg(self, p: QPainter, name: str, rect: QRect) -> None:
        """Render the vector straight onto the widget: sharp at every zoom and pixel ratio."""
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._renderer(name).render(p, QRectF(rect))
        p.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        game = self._game
        if game is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        s = self.cell_size()
        dirty = event.rect()
        r0, r1 = max(0, dirty.top() // s), min(game.height - 1, dirty.bottom() // s)
        c0, c1 = max(0, dirty.left() // s), min(game.width - 1, dirty.right() // s)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(6, round(s * 0.68)))
        p.setFont(font)
        lost = game.state is State.LOST
        wrong = game.wrong_flags() if lost else frozenset()
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                self._paint_cell(p, (r, c), s, lost, wrong)
        self._paint_overlays(p, s)
        p.end()

    def _paint_cell(
        self, p: QPainter, cell: Cell, s: int, lost: bool, wrong: frozenset[Cell]
    ) -> None:
        game = self._game
        assert game is not None
        rect = self.cell_rect(cell)
        value = int(game.values[cell])
        is_mine = game.mines is not None and cell in game.mines
        show_mine = lost and is_mine and value == COVERED
        if value >= 0 or value == MINE or show_mine or cell in self._pressed:
            self._paint_open(p, rect, EXPLODED_COLOUR if value == MINE else OPEN_COLOUR)
        else:
            self._paint_raised(p, rect, s)
        pad = max(1, round(s * 0.1))
        inner = rect.adjusted(pad, pad, -pad, -pad)
        if value >= 1:
            p.setPen(NUMBER_COLOURS[value])
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        elif value == MINE or show_mine:
            self._draw_svg(p, "mine", inner)
        elif value == FLAGGED:
            if cell in wrong:
                self._draw_svg(p, "mine", inner)
                p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                p.setPen(QPen(QColor("#e00000"), max(2.0, s / 10)))
                p.drawLine(inner.topLeft(), inner.bottomRight())
                p.drawLine(inner.topRight(), inner.bottomLeft())
                p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            else:
                self._draw_svg(p, "flag", inner)
        elif value == COVERED and cell in game.questions and cell not in self._pressed:
            self._draw_svg(p, "question", inner)

    def _paint_open(self, p: QPainter, rect: QRect, fill: QColor) -> None:
        p.fillRect(rect, fill)
        p.setPen(GRID_COLOUR)
        p.drawLine(rect.topLeft(), rect.topRight())
        p.drawLine(rect.topLeft(), rect.bottomLeft())

    def _paint_raised(self, p: QPainter, rect: QRect, s: int) -> None:
        p.fillRect(rect, FACE_COLOUR)
        bevel = max(2, s // 8)
        p.fillRect(QRect(rect.left(), rect.top(), rect.width(), bevel), LIGHT_EDGE)
        p.fillRect(QRect(rect.left(), rect.top(), bevel, rect.height()), LIGHT_EDGE)
        p.fillRect(QRect(rect.left(), rect.bottom() - bevel + 1, rect.width(), bevel), DARK_EDGE)
        p.fillRect(QRect(rect.right() - bevel + 1, rect.top(), bevel, rect.height()), DARK_EDGE)

    def _paint_overlays(self, p: QPainter, s: int) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        width = max(2.0, s / 9)
        for cell, role in self._highlights.items():
            colour = ROLE_COLOURS.get(role, QColor("#444"))
            fill = QColor(colour)
            fill.setAlpha(70)
            half = width / 2
            rect = QRectF(self.cell_rect(cell)).adjusted(half, half, -half, -half)
            p.fillRect(rect, fill)
            p.setPen(QPen(colour, width))
            p.drawRect(rect)
        if self._cursor_visible and self.hasFocus():
            pen = QPen(QColor("#111"), max(1.5, s / 14), Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.cell_rect(self.cursor_cell)).adjusted(2, 2, -2, -2))

    # ------------------------------------------------------------ mouse
    def _set_pressed(self, cell: Cell | None) -> None:
        game = self._game
        new: set[Cell] = set()
        if game is not None and cell is not None and not game.finished:
            around = [cell, *game.neighbours(cell)] if self._chording else [cell]
            new = {n for n in around if int(game.values[n]) == COVERED and n not in game.questions}
            if not self._chording and int(game.values[cell]) == COVERED:
                new = {cell}
        if new != self._pressed:
            self._pressed = new
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        buttons = event.buttons()
        both = bool(buttons & Qt.MouseButton.LeftButton) and bool(
            buttons & Qt.MouseButton.RightButton
        )
        self._cursor_visible = False
        if cell is None:
            return
        if both or event.button() == Qt.MouseButton.MiddleButton:
            self._chording = True
        elif event.button() == Qt.MouseButton.RightButton:
            self.flag_requested.emit(cell)
            return
        elif event.button() != Qt.MouseButton.LeftButton:
            return
        self._press_cell = cell
        self._set_pressed(cell)
        self.pressing_changed.emit(True)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press_cell is None:
            return
        cell = self.cell_at(event.position().toPoint())
        self._press_cell = cell
        self._set_pressed(cell)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if self._swallow_release:
            # The second button of a two-button chord: the chord already happened.
            if not event.buttons():
                self._swallow_release = False
            return
        if self._press_cell is None:
            return
        chording = self._chording
        self._chording = False
        self._press_cell = None
        self._set_pressed(None)
        self.pressing_changed.emit(False)
        if chording and event.buttons():
            self._swallow_release = True
        if cell is None:
            return
        if chording:
            self.chord_requested.emit(cell)
        elif event.button() == Qt.MouseButton.LeftButton:
            self.open_requested.emit(cell)

    # ------------------------------------------------------------ keyboard
    def keyPressEvent(self, event: QKeyEvent) -> None:
        game = self._game
        key = event.key()
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        if game is None:
            super().keyPressEvent(event)
            return
        if key in moves:
            dr, dc = moves[key]
            r = min(max(self.cursor_cell[0] + dr, 0), game.height - 1)
            c = min(max(self.cursor_cell[1] + dc, 0), game.width - 1)
            self.cursor_cell = (r, c)
            self._cursor_visible = True
            self.update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._cursor_visible = True
            self.open_requested.emit(self.cursor_cell)
        elif key == Qt.Key.Key_F:
            self._cursor_visible = True
            self.flag_requested.emit(self.cursor_cell)
        else:
            super().keyPressEvent(event)
