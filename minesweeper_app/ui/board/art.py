"""The board's pictures: one pixmap per kind of cell and per overlay bucket, cached.

Each kind of cell (covered, a number, a flag...) and each analysis percentage is drawn
once per cell size, screen pixel ratio and palette; painting then only blits.  What each
cell looks like right now is :func:`cell_kinds`, a small array the painter and the
widget's change detection share.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from minesweeper_app.engine import COVERED, FLAGGED, MINE, Cell
from minesweeper_app.game import PositionLike, State
from minesweeper_app.i18n import number, translate
from minesweeper_app.ui.art import svg_renderer
from minesweeper_app.ui.theme import Palette, overlay_style

# What each cell looks like, one pixmap per kind: 0..8 are opened numbers (0 is blank).
KIND_COVERED = 9
KIND_FLAG = 10
KIND_QUESTION = 11
KIND_EXPLODED = 12
KIND_MINE = 13  # a mine shown after a loss
KIND_WRONG_FLAG = 14  # a flag without a mine, shown after a loss
KIND_COUNT = 15

# The analysis overlay, one pixmap per bucket: 0 certainly safe, 100 certainly a mine,
# 1..99 the rounded percentage, and two more for "under 1 %" and "over 99 %".
BUCKET_NONE = -1
BUCKET_SAFE = 0
BUCKET_MINE = 100
BUCKET_UNDER_1 = 101
BUCKET_OVER_99 = 102
PERCENT_MIN_CELL = 22
"""Smallest cell size that shows the percentage on the cell (it is always in the tooltip)."""


def probability_text(p: float) -> str:
    """A probability in words, as the tooltip and a screen reader say it."""
    if p <= 0.0:
        return translate("Analysis", "certainly safe")
    if p >= 1.0:
        return translate("Analysis", "certainly a mine")
    if p < 0.0005:
        return translate("Analysis", "under {percent} chance of a mine").format(
            percent=_percent(0.1)
        )
    if p > 0.9995:
        return translate("Analysis", "over {percent} chance of a mine").format(
            percent=_percent(99.9)
        )
    return translate("Analysis", "{percent} chance of a mine").format(percent=_percent(100 * p))


def _percent(value: float) -> str:
    return translate("Summary", "{value}%").format(value=number(value, 1))


def bucket_label(bucket: int) -> str:
    """What the overlay writes for a bucket: "37", "<1", ">99"."""
    return {BUCKET_UNDER_1: "<1", BUCKET_OVER_99: ">99"}.get(bucket, str(bucket))


def buckets_of(chances: npt.NDArray[np.float64]) -> npt.NDArray[np.int16]:
    """The overlay bucket of every cell (BUCKET_NONE where the chance is NaN)."""
    buckets = np.full(chances.shape, BUCKET_NONE, dtype=np.int16)
    shown = ~np.isnan(chances)
    rounded = np.clip(np.rint(np.nan_to_num(chances) * 100), 1, 99)
    buckets[shown] = rounded[shown].astype(np.int16)
    buckets[shown & (chances < 0.005)] = BUCKET_UNDER_1
    buckets[shown & (chances > 0.995)] = BUCKET_OVER_99
    buckets[shown & (chances <= 0.0)] = BUCKET_SAFE
    buckets[shown & (chances >= 1.0)] = BUCKET_MINE
    return buckets


class MineMask:
    """The mines as a boolean array, rebuilt only when the game's mines change."""

    def __init__(self) -> None:
        self._cached: tuple[frozenset[Cell], npt.NDArray[np.bool_]] | None = None

    def clear(self) -> None:
        self._cached = None

    def of(self, mines: frozenset[Cell], shape: tuple[int, ...]) -> npt.NDArray[np.bool_]:
        if self._cached is None or self._cached[0] is not mines:
            mask = np.zeros(shape, dtype=bool)
            if mines:
                rows, cols = zip(*mines, strict=True)
                mask[list(rows), list(cols)] = True
            self._cached = (mines, mask)
        return self._cached[1]


def cell_kinds(
    game: PositionLike, pressed: Iterable[Cell], mines: MineMask
) -> npt.NDArray[np.uint8]:
    """What each cell looks like now, as KIND_* codes (uint8, the board's shape)."""
    v = game.values
    kinds = np.where(v >= 0, v, KIND_COVERED).astype(np.uint8)
    kinds[v == FLAGGED] = KIND_FLAG
    kinds[v == MINE] = KIND_EXPLODED
    for cell in game.questions:
        if int(v[cell]) == COVERED:
            kinds[cell] = KIND_QUESTION
    if game.state is State.LOST and game.mines is not None:
        mask = mines.of(game.mines, v.shape)
        kinds[mask & (v == COVERED)] = KIND_MINE
        kinds[~mask & (v == FLAGGED)] = KIND_WRONG_FLAG
    for cell in pressed:
        kinds[cell] = 0
    return kinds


def paint_raised(p: QPainter, rect: QRect, s: int, pal: Palette) -> None:
    """A covered cell: the classic bevel, light top-left and dark bottom-right."""
    p.fillRect(rect, QColor(pal.covered))
    bevel = max(2, s // 8)
    light, dark = QColor(pal.bevel_light), QColor(pal.bevel_dark)
    for i in range(bevel):
        p.fillRect(QRect(rect.left() + i, rect.top() + i, rect.width() - 2 * i, 1), light)
        p.fillRect(QRect(rect.left() + i, rect.top() + i, 1, rect.height() - 2 * i), light)
        p.fillRect(QRect(rect.left() + i, rect.bottom() - i, rect.width() - 2 * i, 1), dark)
        p.fillRect(QRect(rect.right() - i, rect.top() + i, 1, rect.height() - 2 * i), dark)


def _blank(s: int, dpr: float) -> QPixmap:
    pm = QPixmap(max(1, round(s * dpr)), max(1, round(s * dpr)))
    pm.setDevicePixelRatio(dpr)
    return pm


def render_kind(
    kind: int, s: int, dpr: float, pal: Palette, font: QFont, colour_blind: bool
) -> QPixmap:
    pm = _blank(s, dpr)
    pm.fill(QColor(pal.opened))
    p = QPainter(pm)
    rect = QRect(0, 0, s, s)
    if kind in (KIND_COVERED, KIND_FLAG, KIND_QUESTION):
        paint_raised(p, rect, s, pal)
    else:
        fill = pal.exploded if kind == KIND_EXPLODED else pal.opened
        p.fillRect(rect, QColor(fill))
        p.setPen(QPen(QColor(pal.grid), 1))
        p.drawLine(0, 0, s - 1, 0)
        p.drawLine(0, 0, 0, s - 1)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    pad = max(2, round(s * 0.14))
    inner = QRectF(rect.adjusted(pad, pad, -pad, -pad))
    if 1 <= kind <= 8:
        bold = QFont(font)
        bold.setBold(True)
        bold.setPixelSize(max(8, round(s * 0.68)))
        p.setFont(bold)
        p.setPen(pal.number_colour(kind, colour_blind))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(kind))
    elif kind in (KIND_EXPLODED, KIND_MINE, KIND_WRONG_FLAG):
        glyph = "#111111" if kind == KIND_EXPLODED else pal.glyph
        shine = "#ffffff" if kind == KIND_EXPLODED else pal.glyph_highlight
        svg_renderer("mine", {"#111": glyph, "#fff": shine}).render(p, inner)
        if kind == KIND_WRONG_FLAG:
            p.setPen(QPen(QColor(pal.wrong_cross), max(2.0, s / 9)))
            p.drawLine(inner.topLeft(), inner.bottomRight())
            p.drawLine(inner.topRight(), inner.bottomLeft())
    elif kind == KIND_FLAG:
        # Nearly the whole cell: at 18 px a smaller pennant left a pole that read as "1".
        edge = max(1, round(s * 0.06))
        whole = QRectF(rect.adjusted(edge, edge, -edge, -edge))
        svg_renderer("flag", {"#111": pal.glyph, "#e01010": pal.flag}).render(p, whole)
    elif kind == KIND_QUESTION:
        svg_renderer("question", {"#111": pal.glyph}).render(p, inner)
    p.end()
    return pm


def render_overlay(bucket: int, s: int, dpr: float, pal: Palette, font: QFont) -> QPixmap:
    pm = _blank(s, dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    style = overlay_style(bucket, pal.name)
    inset = max(1, s // 10)
    rect = QRectF(inset, inset, s - 2 * inset, s - 2 * inset)
    p.fillRect(rect, style.fill)
    mark = QColor(style.mark)
    if bucket == BUCKET_SAFE:
        # A ring: "open me", readable without colour.
        pen = QPen(mark, max(1.5, s / 10))
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        r = s * 0.22
        p.drawEllipse(QRectF(s / 2 - r, s / 2 - r, 2 * r, 2 * r))
    elif bucket == BUCKET_MINE:
        # A filled diamond: "a mine for sure".
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(mark)
        r = s * 0.24
        c = s / 2
        p.drawPolygon([QPointF(c, c - r), QPointF(c + r, c), QPointF(c, c + r), QPointF(c - r, c)])
    elif s >= PERCENT_MIN_CELL:
        draw_percent(p, bucket_label(bucket), s, font, mark)
    p.end()
    return pm


def draw_percent(p: QPainter, label: str, s: int, font: QFont, colour: QColor) -> None:
    """ "37%" in a light italic with a small "%": a chance, never mistaken for a number."""
    digits = QFont(font)
    digits.setBold(False)
    digits.setItalic(True)
    digits.setPixelSize(max(7, round(s * (0.34 if len(label) <= 2 else 0.28))))
    sign = QFont(digits)
    sign.setPixelSize(max(6, round(digits.pixelSize() * 0.7)))
    wide = QFontMetricsF(digits).horizontalAdvance(label)
    small = QFontMetricsF(sign).horizontalAdvance("%")
    x = (s - wide - small) / 2
    baseline = (s + QFontMetricsF(digits).capHeight()) / 2
    p.setPen(colour)
    p.setFont(digits)
    p.drawText(QPointF(x, baseline), label)
    p.setFont(sign)
    p.drawText(QPointF(x + wide, baseline), "%")


class CellArt:
    """The cache: cell and overlay pixmaps for the current size, pixel ratio and palette."""

    def __init__(self) -> None:
        self._cells: list[QPixmap] = []
        self._cells_key: tuple[object, ...] | None = None
        self._overlay: dict[int, QPixmap] = {}
        self._overlay_key: tuple[object, ...] | None = None

    def cells(
        self, s: int, dpr: float, pal: Palette, font: QFont, colour_blind: bool
    ) -> list[QPixmap]:
        key = (s, dpr, pal.name, colour_blind)
        if key != self._cells_key:
            self._cells = [
                render_kind(k, s, dpr, pal, font, colour_blind) for k in range(KIND_COUNT)
            ]
            self._cells_key = key
        return self._cells

    def overlay(self, bucket: int, s: int, dpr: float, pal: Palette, font: QFont) -> QPixmap:
        key = (s, dpr, pal.name)
        if key != self._overlay_key:
            self._overlay = {}
            self._overlay_key = key
        pm = self._overlay.get(bucket)
        if pm is None:
            pm = self._overlay[bucket] = render_overlay(bucket, s, dpr, pal, font)
        return pm
