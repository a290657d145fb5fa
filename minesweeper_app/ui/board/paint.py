"""Painting the board: cells, the analysis overlay, hint marks, the cursor and the rulers.

Everything here draws from a :class:`BoardGeometry` (where the cells are) and what the
widget hands over; nothing keeps state, so the widget decides when and what to repaint.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.ui.board.art import BUCKET_NONE, KIND_COVERED, KIND_QUESTION
from minesweeper_app.ui.theme import Palette, role_style


@dataclass(frozen=True)
class BoardGeometry:
    """Where the cells are: the top-left of the grid, the cell size and the grid's shape."""

    x: int
    y: int
    cell: int
    height: int
    width: int

    def cell_rect(self, cell: Cell) -> QRect:
        s = self.cell
        return QRect(self.x + cell[1] * s, self.y + cell[0] * s, s, s)

    def cells_in(self, dirty: QRect) -> tuple[int, int, int, int] | None:
        """First and last row and column of the cells a dirty rectangle touches, or None."""
        s = self.cell
        r0 = max(0, (dirty.top() - self.y) // s)
        r1 = min(self.height - 1, (dirty.bottom() - self.y) // s)
        c0 = max(0, (dirty.left() - self.x) // s)
        c1 = min(self.width - 1, (dirty.right() - self.x) // s)
        if r0 > r1 or c0 > c1:
            return None
        return r0, r1, c0, c1


def paint_cells(
    p: QPainter,
    geo: BoardGeometry,
    dirty: QRect,
    kinds: npt.NDArray[np.uint8],
    pixmaps: list[QPixmap],
) -> None:
    cells = geo.cells_in(dirty)
    if cells is None:
        return
    r0, r1, c0, c1 = cells
    s = geo.cell
    # Runs of one kind along a row (covered areas, empty areas) go out as one tiled
    # blit; the runs are found for the whole block at once to keep Python loops short.
    block = kinds[r0 : r1 + 1, c0 : c1 + 1]
    starts = np.ones(block.shape, dtype=bool)
    starts[:, 1:] = block[:, 1:] != block[:, :-1]
    flat = np.flatnonzero(starts)
    lengths = np.diff(flat, append=block.size)
    width = block.shape[1]
    draw = p.drawPixmap
    tiled = p.drawTiledPixmap
    for i, n, k in zip(flat.tolist(), lengths.tolist(), block.flat[flat].tolist(), strict=True):
        r, c = divmod(i, width)
        x, y = geo.x + (c0 + c) * s, geo.y + (r0 + r) * s
        if n == 1:
            draw(x, y, pixmaps[k])
        else:
            tiled(QRect(x, y, n * s, s), pixmaps[k])


def paint_probabilities(
    p: QPainter,
    geo: BoardGeometry,
    dirty: QRect,
    kinds: npt.NDArray[np.uint8],
    buckets: npt.NDArray[np.int16],
    pixmap: Callable[[int], QPixmap],
) -> None:
    """The analysis overlay on covered (and question-marked) cells."""
    cells = geo.cells_in(dirty)
    if cells is None:
        return
    r0, r1, c0, c1 = cells
    s = geo.cell
    block = buckets[r0 : r1 + 1, c0 : c1 + 1]
    shown = kinds[r0 : r1 + 1, c0 : c1 + 1]
    where = np.argwhere(
        (block != BUCKET_NONE) & ((shown == KIND_COVERED) | (shown == KIND_QUESTION))
    )
    draw = p.drawPixmap
    for (r, c), bucket in zip(
        where.tolist(), block[where[:, 0], where[:, 1]].tolist(), strict=True
    ):
        draw(geo.x + (c0 + c) * s, geo.y + (r0 + r) * s, pixmap(bucket))


def paint_highlights(
    p: QPainter,
    geo: BoardGeometry,
    visible: QRect,
    highlights: Mapping[Cell, HintRole],
    outline: str | None = None,
    opened: Container[Cell] = (),
) -> None:
    """Hint marks: a frame per role, filled lightly; some doubled or crossed (no colour needed).

    A cell in ``opened`` shows its number: it keeps only the outer frame, no fill and no
    inner frame, so a green "2" the hint just opened is not green on green.

    ``outline`` (a colour at 4.5:1 against every cell of the theme) rims each frame and
    shows through its dashes, so the frame stands out even where its colour is close to
    the cell's.
    """
    s = geo.cell
    width = max(2.0, s / 9)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for cell, role in highlights.items():
        cell_rect = geo.cell_rect(cell)
        if not visible.intersects(cell_rect):
            continue
        style = role_style(role)
        colour = QColor(style.colour)
        fill = QColor(colour)
        fill.setAlpha(style.fill_alpha)
        rim = max(1.5, width / 2) if outline is not None else 0.0
        inset = width / 2 + rim  # the rim stays inside the cell, which alone is repainted
        rect = QRectF(cell_rect).adjusted(inset, inset, -inset, -inset)
        number = cell in opened
        if not number:
            p.fillRect(rect, fill)
        if style.hatch and not number:
            p.fillRect(rect, QBrush(colour, Qt.BrushStyle.BDiagPattern))
        if outline is not None:
            p.setPen(QPen(QColor(outline), width + 2 * rim))
            p.drawRect(rect)
        pen = QPen(colour, width, style.pen)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        p.setPen(pen)
        p.drawRect(rect)
        if style.double and not number:
            inset = width * 1.6
            p.setPen(QPen(colour, max(1.0, width / 2)))
            p.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        if style.cross:
            p.setPen(QPen(colour, width))
            inset = s * 0.22
            cross = QRectF(cell_rect).adjusted(inset, inset, -inset, -inset)
            p.drawLine(cross.topLeft(), cross.bottomRight())
            p.drawLine(cross.topRight(), cross.bottomLeft())


def paint_cursor(p: QPainter, geo: BoardGeometry, cell: Cell, pal: Palette) -> None:
    """The keyboard cursor: two frames, dark outside and light inside, visible on any cell."""
    s = geo.cell
    outer_w = max(3.0, s / 7)
    inner_w = max(1.5, s / 14)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(geo.cell_rect(cell))
    half = outer_w / 2
    p.setPen(QPen(QColor(pal.cursor_outer), outer_w))
    p.drawRect(rect.adjusted(half, half, -half, -half))
    inset = outer_w + inner_w / 2
    p.setPen(QPen(QColor(pal.cursor_inner), inner_w))
    p.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def ruler_margins(font: QFont, rows: int) -> tuple[int, int]:
    """Width of the row ruler and height of the column ruler in ``font``.

    The space is kept whenever rulers may show, so the board does not move when a
    hint appears; it is kept on both sides so the board stays centred.
    """
    metrics = QFontMetrics(font)
    return metrics.horizontalAdvance("8" * len(str(rows))) + 8, metrics.height() + 4


def largest_fitting(
    area: QSize, grid: tuple[int, int], low: int, high: int, size_at: Callable[[int], QSize]
) -> int:
    """The largest cell size from ``low`` to ``high`` whose board (``size_at``) fits ``area``."""
    h, w = grid
    s = max(low, min(high, area.width() // w, area.height() // h))
    while s > low:
        need = size_at(s)
        if need.width() <= area.width() and need.height() <= area.height():
            break
        s -= 1
    return s


def ruler_font(base: QFont, s: int) -> QFont:
    font = QFont(base)
    font.setPixelSize(min(16, max(9, round(s * 0.5))))
    return font


def paint_rulers(
    p: QPainter,
    geo: BoardGeometry,
    pal: Palette,
    dirty: QRect,
    visible: QRect,
    font: QFont,
    marked: Mapping[Cell, HintRole],
) -> None:
    """Row numbers on the left, column numbers on top, 1-based as the hint text says.

    When the numbers do not fit every cell, every 2nd/5th/10th is shown; rows and
    columns the hint marks are always labelled, in bold.
    """
    s = geo.cell
    ox, oy = geo.x, geo.y
    metrics = QFontMetrics(font)
    bold = QFont(font)
    bold.setBold(True)
    marked_rows = {r for r, _c in marked}
    marked_cols = {c for _r, c in marked}
    widest = metrics.horizontalAdvance(str(geo.width)) + 6
    step = next((k for k in (1, 2, 5, 10, 20) if k * s >= widest), 50)
    row_step = next((k for k in (1, 2, 5, 10, 20) if k * s >= metrics.height()), 50)
    # In a scroll area the rulers stay at the visible edges (like a spreadsheet's
    # frozen headers), on a band over the board, so the numbers the hint names show.
    # The band comes only once the ruler's own margin has scrolled away: near the top
    # left it would cover row 1 and column 1, which the margin leaves free.
    label_y = oy - metrics.height() - 4
    top_band = QRect(visible.left(), visible.top(), visible.width(), oy)
    below_band = -1  # with a band on top, labels of rows mostly under it are left out
    if visible.top() >= oy:
        label_y = visible.top() + 2
        below_band = top_band.bottom()
        p.fillRect(top_band, QColor(pal.background))
    left_x = 0
    right_of_band = -1
    left_band = QRect(visible.left(), visible.top(), ox, visible.height())
    if visible.left() >= ox:
        left_x = visible.left()
        right_of_band = left_band.right()
        p.fillRect(left_band, QColor(pal.background))
    p.setPen(QColor(pal.ruler_text))
    if dirty.top() < max(oy, top_band.bottom() + 1):
        for c in range(geo.width):
            label = c + 1
            if c not in marked_cols and label % step and label != 1:
                continue
            if ox + c * s + s // 2 <= right_of_band:
                continue
            p.setFont(bold if c in marked_cols else font)
            rect = QRect(ox + c * s - s, label_y, 3 * s, metrics.height())
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(label))
    if dirty.left() < max(ox, left_band.right() + 1):
        for r in range(geo.height):
            label = r + 1
            if r not in marked_rows and label % row_step and label != 1:
                continue
            if oy + r * s + s // 2 <= below_band:
                continue
            p.setFont(bold if r in marked_rows else font)
            rect = QRect(left_x, oy + r * s, ox - 4, s)
            p.drawText(
                rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(label)
            )
