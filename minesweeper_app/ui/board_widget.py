"""The board: one widget paints every cell and turns mouse and keys into requests.

One widget instead of a button per cell keeps large boards cheap to lay out and lets the
whole grid scale as a unit.  The widget takes whatever size its layout (or scroll area)
gives it and picks the largest square cell that fits, between :data:`MIN_CELL` (still
easy to click) and :data:`MAX_CELL`; the zoom only sets the preferred size it reports in
``sizeHint`` so the window can size itself.

Painting is cheap enough for 128x128 boards: each kind of cell (covered, a number, a
flag...) is drawn once per cell size and screen pixel ratio into a pixmap, cells are
blitted from those pixmaps, and after a move only the cells whose picture changed are
repainted (:meth:`BoardWidget.refresh` compares with what was last drawn).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from minesweeper_app.engine import COVERED, FLAGGED, MINE, Cell
from minesweeper_app.game import Game, State
from minesweeper_app.ui.art import svg_renderer
from minesweeper_app.ui.theme import (
    DARK,
    LIGHT,
    THEMES,
    Palette,
    overlay_style,
    role_style,
    system_is_dark,
)

BASE_CELL = 24
ZOOM_STEPS = (0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
MIN_CELL = 16  # below this cells get hard to hit; the widget then asks to be scrolled
MAX_CELL = 64  # a bigger window does not blow the cells up further (unless zoomed past it)
RULER_MODES = ("off", "hint", "always")

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
    """A probability in words, as the tooltip says it."""
    if p <= 0.0:
        return "certainly safe"
    if p >= 1.0:
        return "certainly a mine"
    if p < 0.0005:
        return "under 0.1% chance of a mine"
    if p > 0.9995:
        return "over 99.9% chance of a mine"
    return f"{100 * p:.1f}% chance of a mine"


def _system_is_dark() -> bool:
    return system_is_dark()  # looked up here so tests can pretend the system is dark


class BoardWidget(QWidget):
    """Paints a :class:`Game` and emits what the player asks for; it never changes the game."""

    open_requested = Signal(object)
    flag_requested = Signal(object)
    chord_requested = Signal(object)
    pressing_changed = Signal(bool)
    cellSizeChanged = Signal(int)  # Qt-style name: the window connects it
    themeChanged = Signal(str)  # "light" or "dark": the theme now drawn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._zoom = 1.0
        self._cell = BASE_CELL
        self._origin = QPoint(0, 0)
        self.cursor_cell: Cell = (0, 0)
        self._cursor_visible = False
        self._pressed: set[Cell] = set()
        self._press_cell: Cell | None = None
        self._chording = False
        self._swallow_release = False
        self._highlights: dict[Cell, str] = {}
        self._rulers = "off"
        self._theme = "system"
        self._colour_blind = False
        self._drawn_theme = self.palette_in_use().name
        self._pixmaps: list[QPixmap] = []
        self._pixmap_key: tuple[object, ...] | None = None
        self._shown: np.ndarray | None = None  # kinds as last painted or scheduled
        self._mine_mask: tuple[frozenset[Cell], np.ndarray] | None = None
        self._chances: np.ndarray | None = None  # float64, NaN where nothing shows
        self._buckets: np.ndarray | None = None  # int16, BUCKET_NONE where nothing shows
        self._overlay: dict[int, QPixmap] = {}
        self._overlay_key: tuple[object, ...] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAccessibleName("Minesweeper board")
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_system_scheme)

    # ------------------------------------------------------------ game
    def set_game(self, game: Game) -> None:
        """Show another game (or the same one restarted): press, highlights and cache reset."""
        self._game = game
        self._pressed.clear()
        if self._press_cell is not None:
            self._press_cell = None
            self.pressing_changed.emit(False)
        self._highlights.clear()
        self._chances = None
        self._buckets = None
        self._chording = False
        self._shown = None
        self._mine_mask = None
        self.cursor_cell = (
            min(self.cursor_cell[0], game.height - 1),
            min(self.cursor_cell[1], game.width - 1),
        )
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

    def _ruler_font(self, s: int) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(min(16, max(9, round(s * 0.5))))
        return font

    def _margins(self, s: int) -> tuple[int, int]:
        """Width of the row ruler and height of the column ruler for cell size ``s``.

        The space is kept whenever rulers may show, so the board does not move when a
        hint appears; it is kept on both sides so the board stays centred.
        """
        if self._rulers == "off":
            return 0, 0
        metrics = QFontMetrics(self._ruler_font(s))
        digits = len(str(self._grid()[0]))
        return metrics.horizontalAdvance("8" * digits) + 8, metrics.height() + 4

    def _board_size(self, s: int) -> QSize:
        h, w = self._grid()
        left, top = self._margins(s)
        return QSize(w * s + 2 * left, h * s + 2 * top)

    def fitting_cell_size(self, area: QSize) -> int:
        """The largest cell size whose board fits ``area`` (never below :data:`MIN_CELL`)."""
        upper = max(MAX_CELL, self.preferred_cell_size())
        h, w = self._grid()
        s = max(MIN_CELL, min(upper, area.width() // w, area.height() // h))
        while s > MIN_CELL:
            need = self._board_size(s)
            if need.width() <= area.width() and need.height() <= area.height():
                break
            s -= 1
        return s

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
        if s != self._cell:
            self._cell = s
            self.update()
            self.cellSizeChanged.emit(s)
        else:
            self.update()

    def cell_rect(self, cell: Cell) -> QRect:
        s = self._cell
        return QRect(self._origin.x() + cell[1] * s, self._origin.y() + cell[0] * s, s, s)

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
        return self._press_cell is not None

    # ------------------------------------------------------------ highlights and rulers
    def set_highlights(self, highlights: Mapping[Cell, object]) -> None:
        """Cells to mark by hint role (``HintRole`` or its name); an empty mapping clears.

        A finished game shows no hint: highlights given then are dropped.
        """
        game = self._game
        new: dict[Cell, str] = {}
        if game is None or not game.finished:
            for cell, role in highlights.items():
                name = role if isinstance(role, str) else getattr(role, "name", str(role))
                new[(int(cell[0]), int(cell[1]))] = name.upper()
        old = self._highlights
        if new == old:
            return
        self._highlights = new
        for cell in old.keys() | new.keys():
            self.update(self.cell_rect(cell))
        self._update_rulers()

    @property
    def highlights(self) -> dict[Cell, str]:
        """The marks shown now, by role name (none once the game is over)."""
        if self._game is not None and self._game.finished:
            return {}
        return dict(self._highlights)

    @property
    def rulers(self) -> str:
        """ "off", "hint" (while highlights are shown) or "always"."""
        return self._rulers

    @rulers.setter
    def rulers(self, mode: str) -> None:
        self.set_rulers(mode)

    def set_rulers(self, mode: str) -> None:
        if mode not in RULER_MODES:
            raise ValueError(f"ruler mode must be one of {RULER_MODES}, not {mode!r}")
        if mode != self._rulers:
            self._rulers = mode
            self.updateGeometry()
            self._relayout()

    def rulers_visible(self) -> bool:
        return self._rulers == "always" or (self._rulers == "hint" and bool(self.highlights))

    def _update_rulers(self) -> None:
        if self._rulers == "off":
            return
        self.update(QRect(0, 0, self.width(), self._origin.y()))
        self.update(QRect(0, 0, self._origin.x(), self.height()))

    # ------------------------------------------------------------ analysis overlay
    def set_probabilities(
        self, probabilities: Mapping[Cell, float] | npt.NDArray[np.float64] | None
    ) -> None:
        """Tint covered cells by their mine probability (the analysis); None hides it.

        Takes a mapping by cell or an array of the board's shape (NaN: nothing to
        show, as ``mine_probabilities`` returns it).  Drawn on top of the cell art on
        covered cells while the game is played; only cells whose picture changes are
        repainted.
        """
        h, w = self._grid()
        chances: np.ndarray | None = None
        if probabilities is not None and self._game is not None:
            if isinstance(probabilities, np.ndarray):
                if probabilities.shape != (h, w):
                    raise ValueError(
                        f"probabilities of shape {probabilities.shape} for a {h}x{w} board"
                    )
                chances = probabilities.astype(np.float64, copy=True)
            else:
                chances = np.full((h, w), np.nan)
                for (r, c), p in probabilities.items():
                    if 0 <= r < h and 0 <= c < w:
                        chances[int(r), int(c)] = float(p)
        buckets = np.full((h, w), BUCKET_NONE, dtype=np.int16)
        if chances is not None:
            shown = ~np.isnan(chances)
            if not shown.any():
                chances = None
            else:
                rounded = np.clip(np.rint(np.nan_to_num(chances) * 100), 1, 99)
                buckets[shown] = rounded[shown].astype(np.int16)
                buckets[shown & (chances < 0.005)] = BUCKET_UNDER_1
                buckets[shown & (chances > 0.995)] = BUCKET_OVER_99
                buckets[shown & (chances <= 0.0)] = BUCKET_SAFE
                buckets[shown & (chances >= 1.0)] = BUCKET_MINE
        old = self._buckets
        self._chances = chances
        self._buckets = buckets if chances is not None else None
        if old is None:
            changed = np.argwhere(buckets != BUCKET_NONE)
        elif old.shape != buckets.shape:
            self.update()
            return
        else:
            changed = np.argwhere(buckets != old)
        self._update_cells(changed)

    def _update_cells(self, changed: np.ndarray) -> None:
        if len(changed) == 0:
            return
        (r0, c0), (r1, c1) = changed.min(axis=0), changed.max(axis=0)
        if len(changed) > 64:
            self.update(
                self.cell_rect((int(r0), int(c0))).united(self.cell_rect((int(r1), int(c1))))
            )
        else:
            for r, c in changed:
                self.update(self.cell_rect((int(r), int(c))))

    @property
    def probabilities(self) -> dict[Cell, float]:
        """The mine probabilities the overlay shows, by cell (empty when it is off)."""
        if not self._overlay_visible():
            return {}
        assert self._game is not None and self._chances is not None
        chances = self._chances
        rows, cols = np.nonzero((self._game.values == COVERED) & ~np.isnan(chances))
        return {
            (r, c): float(chances[r, c]) for r, c in zip(rows.tolist(), cols.tolist(), strict=True)
        }

    def probability_label(self, cell: Cell) -> str | None:
        """What the overlay writes on ``cell`` ("37", "<1", "0"...), None if nothing."""
        if not self._overlay_visible() or self._buckets is None:
            return None
        assert self._game is not None
        bucket = int(self._buckets[cell])
        if bucket == BUCKET_NONE or int(self._game.values[cell]) != COVERED:
            return None
        return {BUCKET_UNDER_1: "<1", BUCKET_OVER_99: ">99"}.get(bucket, str(bucket))

    def _overlay_visible(self) -> bool:
        game = self._game
        return self._chances is not None and game is not None and game.state is State.PLAYING

    def _overlay_pixmap(self, bucket: int) -> QPixmap:
        s = self._cell
        dpr = self.devicePixelRatioF()
        pal = self.palette_in_use()
        key = (s, dpr, pal.name)
        if key != self._overlay_key:
            self._overlay = {}
            self._overlay_key = key
        pm = self._overlay.get(bucket)
        if pm is None:
            pm = self._overlay[bucket] = self._render_overlay(bucket, s, dpr, pal)
        return pm

    def _render_overlay(self, bucket: int, s: int, dpr: float, pal: Palette) -> QPixmap:
        pm = QPixmap(max(1, round(s * dpr)), max(1, round(s * dpr)))
        pm.setDevicePixelRatio(dpr)
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
            p.drawPolygon(
                [QPointF(c, c - r), QPointF(c + r, c), QPointF(c, c + r), QPointF(c - r, c)]
            )
        elif s >= PERCENT_MIN_CELL:
            label = {BUCKET_UNDER_1: "<1", BUCKET_OVER_99: ">99"}.get(bucket, str(bucket))
            if s >= 40:
                label += "%"
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(7, round(s * (0.36 if len(label) <= 2 else 0.3))))
            p.setFont(font)
            p.setPen(mark)
            p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, label)
        p.end()
        return pm

    def _cells_in(self, dirty: QRect) -> tuple[int, int, int, int] | None:
        """First and last row and column of the cells a dirty rectangle touches, or None."""
        game = self._game
        assert game is not None
        s = self._cell
        ox, oy = self._origin.x(), self._origin.y()
        r0 = max(0, (dirty.top() - oy) // s)
        r1 = min(game.height - 1, (dirty.bottom() - oy) // s)
        c0 = max(0, (dirty.left() - ox) // s)
        c1 = min(game.width - 1, (dirty.right() - ox) // s)
        if r0 > r1 or c0 > c1:
            return None
        return r0, r1, c0, c1

    def _paint_probabilities(self, p: QPainter, dirty: QRect, kinds: np.ndarray) -> None:
        if self._buckets is None or not self._overlay_visible():
            return
        cells = self._cells_in(dirty)
        if cells is None:
            return
        r0, r1, c0, c1 = cells
        s = self._cell
        ox, oy = self._origin.x(), self._origin.y()
        block = self._buckets[r0 : r1 + 1, c0 : c1 + 1]
        shown = kinds[r0 : r1 + 1, c0 : c1 + 1]
        where = np.argwhere(
            (block != BUCKET_NONE) & ((shown == KIND_COVERED) | (shown == KIND_QUESTION))
        )
        draw = p.drawPixmap
        for (r, c), bucket in zip(
            where.tolist(), block[where[:, 0], where[:, 1]].tolist(), strict=True
        ):
            draw(ox + (c0 + c) * s, oy + (r0 + r) * s, self._overlay_pixmap(bucket))

    # ------------------------------------------------------------ theme
    @property
    def theme(self) -> str:
        """The chosen theme: "system", "light" or "dark"."""
        return self._theme

    def set_theme(self, theme: str) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {THEMES}, not {theme!r}")
        self._theme = theme
        self._theme_switched()

    def palette_in_use(self) -> Palette:
        if self._theme == "dark" or (self._theme == "system" and _system_is_dark()):
            return DARK
        return LIGHT

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    def set_colour_blind(self, on: bool) -> None:
        """Number colours from a colour-blind-safe palette (Okabe-Ito based)."""
        if on != self._colour_blind:
            self._colour_blind = on
            self.update()

    def _on_system_scheme(self, _scheme: object) -> None:
        if self._theme == "system":
            self._theme_switched()

    def _theme_switched(self) -> None:
        name = self.palette_in_use().name
        self.update()
        if name != self._drawn_theme:
            self._drawn_theme = name
            self.themeChanged.emit(name)

    # ------------------------------------------------------------ cell art
    def _kinds(self) -> np.ndarray:
        """What each cell looks like now, as KIND_* codes (uint8, the board's shape)."""
        game = self._game
        assert game is not None
        v = game.values
        kinds = np.where(v >= 0, v, KIND_COVERED).astype(np.uint8)
        kinds[v == FLAGGED] = KIND_FLAG
        kinds[v == MINE] = KIND_EXPLODED
        for cell in game.questions:
            if int(v[cell]) == COVERED:
                kinds[cell] = KIND_QUESTION
        if game.state is State.LOST and game.mines is not None:
            mask = self._mines(game.mines, v.shape)
            kinds[mask & (v == COVERED)] = KIND_MINE
            kinds[~mask & (v == FLAGGED)] = KIND_WRONG_FLAG
        for cell in self._pressed:
            kinds[cell] = 0
        return kinds

    def _mines(self, mines: frozenset[Cell], shape: tuple[int, ...]) -> np.ndarray:
        if self._mine_mask is None or self._mine_mask[0] is not mines:
            mask = np.zeros(shape, dtype=bool)
            if mines:
                rows, cols = zip(*mines, strict=True)
                mask[list(rows), list(cols)] = True
            self._mine_mask = (mines, mask)
        return self._mine_mask[1]

    def _cell_pixmaps(self) -> list[QPixmap]:
        s = self._cell
        dpr = self.devicePixelRatioF()
        palette = self.palette_in_use()
        key = (s, dpr, palette.name, self._colour_blind)
        if key != self._pixmap_key:
            self._pixmaps = [self._render_kind(k, s, dpr, palette) for k in range(KIND_COUNT)]
            self._pixmap_key = key
        return self._pixmaps

    def _render_kind(self, kind: int, s: int, dpr: float, pal: Palette) -> QPixmap:
        pm = QPixmap(max(1, round(s * dpr)), max(1, round(s * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(QColor(pal.opened))
        p = QPainter(pm)
        rect = QRect(0, 0, s, s)
        raised = kind in (KIND_COVERED, KIND_FLAG, KIND_QUESTION)
        if raised:
            self._paint_raised(p, rect, s, pal)
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
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, round(s * 0.68)))
            p.setFont(font)
            p.setPen(pal.number_colour(kind, self._colour_blind))
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
            svg_renderer("flag", {"#111": pal.glyph, "#e01010": pal.flag}).render(p, inner)
        elif kind == KIND_QUESTION:
            svg_renderer("question", {"#111": pal.glyph}).render(p, inner)
        p.end()
        return pm

    @staticmethod
    def _paint_raised(p: QPainter, rect: QRect, s: int, pal: Palette) -> None:
        p.fillRect(rect, QColor(pal.covered))
        bevel = max(2, s // 8)
        light, dark = QColor(pal.bevel_light), QColor(pal.bevel_dark)
        for i in range(bevel):
            p.fillRect(QRect(rect.left() + i, rect.top() + i, rect.width() - 2 * i, 1), light)
            p.fillRect(QRect(rect.left() + i, rect.top() + i, 1, rect.height() - 2 * i), light)
            p.fillRect(QRect(rect.left() + i, rect.bottom() - i, rect.width() - 2 * i, 1), dark)
            p.fillRect(QRect(rect.right() - i, rect.top() + i, 1, rect.height() - 2 * i), dark)

    # ------------------------------------------------------------ painting
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
        pixmaps = self._cell_pixmaps()
        for rect in rects:
            self._paint_cells(p, rect, kinds, pixmaps)
        self._paint_probabilities(p, dirty, kinds)
        self._paint_highlights(p, dirty)
        self._paint_cursor(p, pal)
        if self.rulers_visible():
            self._paint_rulers(p, pal, dirty)
        p.end()

    def _paint_cells(
        self, p: QPainter, dirty: QRect, kinds: np.ndarray, pixmaps: list[QPixmap]
    ) -> None:
        cells = self._cells_in(dirty)
        if cells is None:
            return
        r0, r1, c0, c1 = cells
        s = self._cell
        ox, oy = self._origin.x(), self._origin.y()
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
            x, y = ox + (c0 + c) * s, oy + (r0 + r) * s
            if n == 1:
                draw(x, y, pixmaps[k])
            else:
                tiled(QRect(x, y, n * s, s), pixmaps[k])

    def _paint_highlights(self, p: QPainter, visible: QRect) -> None:
        if not self._highlights or (self._game is not None and self._game.finished):
            return
        s = self._cell
        width = max(2.0, s / 9)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for cell, role in self._highlights.items():
            cell_rect = self.cell_rect(cell)
            if not visible.intersects(cell_rect):
                continue
            style = role_style(role)
            colour = QColor(style.colour)
            fill = QColor(colour)
            fill.setAlpha(style.fill_alpha)
            half = width / 2
            rect = QRectF(cell_rect).adjusted(half, half, -half, -half)
            p.fillRect(rect, fill)
            pen = QPen(colour, width, style.pen)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            p.setPen(pen)
            p.drawRect(rect)
            if style.double:
                inset = width * 1.6
                p.setPen(QPen(colour, max(1.0, width / 2)))
                p.drawRect(rect.adjusted(inset, inset, -inset, -inset))
            if style.cross:
                p.setPen(QPen(colour, width))
                inset = s * 0.22
                cross = QRectF(cell_rect).adjusted(inset, inset, -inset, -inset)
                p.drawLine(cross.topLeft(), cross.bottomRight())
                p.drawLine(cross.topRight(), cross.bottomLeft())

    def _paint_cursor(self, p: QPainter, pal: Palette) -> None:
        if not (self._cursor_visible and self.hasFocus()):
            return
        s = self._cell
        outer_w = max(3.0, s / 7)
        inner_w = max(1.5, s / 14)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(self.cell_rect(self.cursor_cell))
        half = outer_w / 2
        p.setPen(QPen(QColor(pal.cursor_outer), outer_w))
        p.drawRect(rect.adjusted(half, half, -half, -half))
        inset = outer_w + inner_w / 2
        p.setPen(QPen(QColor(pal.cursor_inner), inner_w))
        p.drawRect(rect.adjusted(inset, inset, -inset, -inset))

    def _paint_rulers(self, p: QPainter, pal: Palette, dirty: QRect) -> None:
        """Row numbers on the left, column numbers on top, 1-based as the hint text says.

        When the numbers do not fit every cell, every 2nd/5th/10th is shown; rows and
        columns the hint marks are always labelled, in bold.
        """
        game = self._game
        assert game is not None
        s = self._cell
        ox, oy = self._origin.x(), self._origin.y()
        font = self._ruler_font(s)
        metrics = QFontMetrics(font)
        bold = QFont(font)
        bold.setBold(True)
        marked_rows = {r for r, _c in self._highlights}
        marked_cols = {c for _r, c in self._highlights}
        widest = metrics.horizontalAdvance(str(game.width)) + 6
        step = next((k for k in (1, 2, 5, 10, 20) if k * s >= widest), 50)
        row_step = next((k for k in (1, 2, 5, 10, 20) if k * s >= metrics.height()), 50)
        # In a scroll area the rulers stay at the visible edges (like a spreadsheet's
        # frozen headers), on a band over the board, so the numbers the hint names show.
        visible = self.visibleRegion().boundingRect()
        label_y = oy - metrics.height() - 4
        top_band = QRect(visible.left(), visible.top(), visible.width(), oy)
        below_band = -1  # with a band on top, row labels start under it
        if visible.top() > label_y:
            label_y = visible.top() + 2
            below_band = top_band.bottom()
            p.fillRect(top_band, QColor(pal.background))
        left_x = 0
        right_of_band = -1
        left_band = QRect(visible.left(), visible.top(), ox, visible.height())
        if visible.left() > 0:
            left_x = visible.left()
            right_of_band = left_band.right()
            p.fillRect(left_band, QColor(pal.background))
        p.setPen(QColor(pal.ruler_text))
        if dirty.top() < max(oy, top_band.bottom() + 1):
            for c in range(game.width):
                label = c + 1
                if c not in marked_cols and label % step and label != 1:
                    continue
                if ox + c * s <= right_of_band:
                    continue
                p.setFont(bold if c in marked_cols else font)
                rect = QRect(ox + c * s - s, label_y, 3 * s, metrics.height())
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(label))
        if dirty.left() < max(ox, left_band.right() + 1):
            for r in range(game.height):
                label = r + 1
                if r not in marked_rows and label % row_step and label != 1:
                    continue
                if oy + r * s <= below_band:
                    continue
                p.setFont(bold if r in marked_rows else font)
                rect = QRect(left_x, oy + r * s, ox - 4, s)
                p.drawText(
                    rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(label)
                )

    # ------------------------------------------------------------ tooltip and focus
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(event.pos())
            if cell is None:
                QToolTip.hideText()
                event.ignore()
            else:
                text = self.cell_name(cell)
                if self.probability_label(cell) is not None:
                    assert self._chances is not None
                    text += ": " + probability_text(float(self._chances[cell]))
                QToolTip.showText(event.globalPos(), text, self, self.cell_rect(cell))
            return True
        return super().event(event)

    @staticmethod
    def cell_name(cell: Cell) -> str:
        """A cell as the hint text names it: 1-based row and column."""
        return f"row {cell[0] + 1}, column {cell[1] + 1}"

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab stays on the board so the arrow keys keep working."""
        return False

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._cursor_visible = True
        self.update(self.cell_rect(self.cursor_cell))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update(self.cell_rect(self.cursor_cell))

    # ------------------------------------------------------------ mouse
    def _set_pressed(self, cell: Cell | None) -> None:
        """Show the cells a held button would open: one cell, or a chord's neighbours.

        A left button held on an opened number chords on release, so it shows the
        chord's cells like the middle button does.
        """
        game = self._game
        new: set[Cell] = set()
        if game is not None and cell is not None and not game.finished:
            value = int(game.values[cell])
            if self._chording or value >= 1:
                new = {
                    n
                    for n in [cell, *game.neighbours(cell)]
                    if int(game.values[n]) == COVERED and n not in game.questions
                }
            elif value == COVERED:
                new = {cell}
        if new != self._pressed:
            for changed in new ^ self._pressed:
                self.update(self.cell_rect(changed))
            self._pressed = new

    def pressed_cells(self) -> frozenset[Cell]:
        """The cells drawn pushed in right now (press feedback)."""
        return frozenset(self._pressed)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        buttons = event.buttons()
        both = bool(buttons & Qt.MouseButton.LeftButton) and bool(
            buttons & Qt.MouseButton.RightButton
        )
        if self._cursor_visible:
            self._cursor_visible = False
            self.update(self.cell_rect(self.cursor_cell))
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
        moves: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left.value: (0, -1),
            Qt.Key.Key_Right.value: (0, 1),
            Qt.Key.Key_Up.value: (-1, 0),
            Qt.Key.Key_Down.value: (1, 0),
        }
        if game is None:
            super().keyPressEvent(event)
            return
        if key in moves:
            dr, dc = moves[key]
            r = min(max(self.cursor_cell[0] + dr, 0), game.height - 1)
            c = min(max(self.cursor_cell[1] + dc, 0), game.width - 1)
            self.update(self.cell_rect(self.cursor_cell))
            self.cursor_cell = (r, c)
            self._cursor_visible = True
            self.update(self.cell_rect(self.cursor_cell))
            self._scroll_to_cursor()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._show_cursor()
            self.open_requested.emit(self.cursor_cell)
        elif key == Qt.Key.Key_F:
            self._show_cursor()
            self.flag_requested.emit(self.cursor_cell)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # Swallowed: passed on, the parent would move the focus off the board.
            self._show_cursor()
            event.accept()
        else:
            super().keyPressEvent(event)

    def _scroll_to_cursor(self) -> None:
        """Inside a scroll area, keep the cursor cell (and one cell around it) in view."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea) and area.widget() is self:
            centre = self.cell_rect(self.cursor_cell).center()
            margin = self._cell * 3 // 2
            area.ensureVisible(centre.x(), centre.y(), margin, margin)

    def _show_cursor(self) -> None:
        self._cursor_visible = True
        self.update(self.cell_rect(self.cursor_cell))

    def cursor_shown(self) -> bool:
        """The keyboard cursor is drawn (after a key press, hidden again by the mouse)."""
        return self._cursor_visible and self.hasFocus()


__all__ = [
    "BASE_CELL",
    "MAX_CELL",
    "MIN_CELL",
    "RULER_MODES",
    "ZOOM_STEPS",
    "BoardWidget",
    "probability_text",
]
