"""The counters drawn like a desktop Minesweeper's: red seven-segment digits on black.

The unlit segments show faintly, as on the real displays, so "8" and "0" never look
alike at a glance; the same look in both themes (it is a display, not a window part).
``text()`` keeps what a label would say ("010", "-03") for tests and screen readers.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

LIT = QColor("#ff2020")
UNLIT = QColor("#3c0a0a")
BACKGROUND = QColor("#0a0a0a")

# Segments a..g of each character, as in the usual seven-segment naming.
SEGMENTS = {
    "0": "abcdef",
    "1": "bc",
    "2": "abdeg",
    "3": "abcdg",
    "4": "bcfg",
    "5": "acdfg",
    "6": "acdefg",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
    "-": "g",
    " ": "",
}


def segment_polygon(name: str, x: float, y: float, w: float, h: float, t: float) -> QPolygonF:
    """Segment ``name`` of a digit whose box is (x, y, w, h); ``t`` is the stroke width."""
    half = t / 2
    mid = y + h / 2

    def horizontal(cy: float) -> QPolygonF:
        return QPolygonF(
            [
                QPointF(x + half, cy),
                QPointF(x + t, cy - half),
                QPointF(x + w - t, cy - half),
                QPointF(x + w - half, cy),
                QPointF(x + w - t, cy + half),
                QPointF(x + t, cy + half),
            ]
        )

    def vertical(cx: float, top: float, bottom: float) -> QPolygonF:
        return QPolygonF(
            [
                QPointF(cx, top + half),
                QPointF(cx + half, top + t),
                QPointF(cx + half, bottom - t),
                QPointF(cx, bottom - half),
                QPointF(cx - half, bottom - t),
                QPointF(cx - half, top + t),
            ]
        )

    left, right = x + half, x + w - half
    shapes = {
        "a": lambda: horizontal(y + half),
        "g": lambda: horizontal(mid),
        "d": lambda: horizontal(y + h - half),
        "f": lambda: vertical(left, y, mid),
        "b": lambda: vertical(right, y, mid),
        "e": lambda: vertical(left, mid, y + h),
        "c": lambda: vertical(right, mid, y + h),
    }
    return shapes[name]()


DIGIT_WIDTH = 62 / 3
"""Width of one digit at 100 % (three digits were 62 px, frame included)."""


class SevenSegment(QWidget):
    """Seven-segment digits (three, or as many as the level's mine count needs) in an
    inset black frame."""

    def __init__(self, name: str, tip: str, *, described: bool = True) -> None:
        super().__init__()
        self.described = described
        """Its value is its accessible description (a plain number); the clock's is not: a
        description change every second would be read out or flood the screen reader
        (T reads the time on request)."""
        self.setObjectName(name)
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        self._text = "000"
        self._scale = 1.0
        self._digits = 3
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            if self.described:
                number = text.strip()
                plain = number.lstrip("-").lstrip("0") or "0"
                self.setAccessibleDescription(("-" if number.startswith("-") else "") + plain)
            self.update()

    def set_scale(self, scale: float) -> None:
        """The size at ``scale`` times 100 % (a 24 px cell)."""
        self._scale = scale
        self.updateGeometry()
        self.update()

    def digits(self) -> int:
        return self._digits

    def set_digits(self, digits: int) -> None:
        """Show ``digits`` digits (at least three): 5000 mines need four."""
        digits = max(3, digits)
        if digits != self._digits:
            self._digits = digits
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        s = self._scale
        return QSize(round(DIGIT_WIDTH * self._digits * s), round(38 * s))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        p.fillRect(rect, BACKGROUND)
        edge = max(1.0, 2 * self._scale)
        # An inset frame: dark above and left, light below and right.
        p.setPen(QPen(QColor("#5a5a5a"), edge))
        p.drawLine(rect.topLeft(), rect.topRight())
        p.drawLine(rect.topLeft(), rect.bottomLeft())
        p.setPen(QPen(QColor("#d8d8d8"), edge))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        p.drawLine(rect.topRight(), rect.bottomRight())
        p.setPen(Qt.PenStyle.NoPen)
        inner = rect.adjusted(edge + 3 * self._scale, edge + 4 * self._scale, -edge, -edge)
        inner.adjust(0, 0, -3 * self._scale, -4 * self._scale)
        n = self._digits
        text = self._text[-n:].rjust(n)
        gap = 2.5 * self._scale
        w = (inner.width() - (n - 1) * gap) / n
        stroke = max(1.5, w * 0.2)
        for i, ch in enumerate(text):
            x = inner.left() + i * (w + gap)
            lit = SEGMENTS.get(ch, "")
            for seg in "abcdefg":
                p.setBrush(LIT if seg in lit else UNLIT)
                p.drawPolygon(segment_polygon(seg, x, inner.top(), w, inner.height(), stroke))
        p.end()


def style_face(button: QToolButton, covered: str, light: str, dark: str) -> None:
    """The face on a raised square, like a covered cell of the board's theme."""
    button.setStyleSheet(
        f"QToolButton {{ background: {covered}; border: 2px solid;"
        f" border-color: {light} {dark} {dark} {light}; padding: 1px; }}"
        f" QToolButton:pressed {{ border-color: {dark} {light} {light} {dark}; }}"
        f" QToolButton:focus {{ outline: none; border: 2px dotted {dark}; }}"
    )
