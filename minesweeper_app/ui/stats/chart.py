"""The Statistics dialog's chart of recent winning times, painted with QPainter: a player
would rather look at a trend than read a column of times."""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from minesweeper_app.i18n import translate
from minesweeper_app.ui.stats.look import ChartColours

_PALETTE = ["#2e7d32", "#1565c0", "#c62828", "#6a1b9a", "#ef6c00", "#00838f", "#5d4037"]


class RecentTimesChart(QWidget):
    """Winning times of the recent games, one line per level, newest on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, tuple[float, ...]] = {}
        self.setMinimumSize(520, 220)

    def set_series(self, series: dict[str, tuple[float, ...]]) -> None:
        self.series = {name: times for name, times in series.items() if times}
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = ChartColours(self)  # the theme's colours: never a white chart on a dark window
        p.fillRect(self.rect(), ink.background)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        p.setFont(font)
        metrics = p.fontMetrics()
        legend_w = max((metrics.horizontalAdvance(n) for n in self.series), default=0) + 30
        plot = QRectF(
            self.rect().adjusted(8 + metrics.horizontalAdvance("9999 s"), 10, -legend_w - 10, -28)
        )
        p.setPen(QPen(ink.frame, 1))
        p.drawRect(plot)
        if not self.series:
            p.setPen(ink.muted)
            p.drawText(
                plot,
                Qt.AlignmentFlag.AlignCenter,
                translate("Statistics", "Win a game to see your times here."),
            )
            p.end()
            return
        # A log scale: Beginner's 15 s and Expert's 200 s both show their trend.
        low = _nice_floor(min(min(t) for t in self.series.values()))
        high = _nice_ceiling(max(max(t) for t in self.series.values()))
        if high <= low:
            high = _nice_ceiling(low * 1.01)
        span = math.log(high / low)
        longest = max(len(t) for t in self.series.values())
        for value in _ticks(low, high):
            y = plot.bottom() - plot.height() * math.log(value / low) / span
            p.setPen(QPen(ink.grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(ink.text)
            p.drawText(
                QRectF(0, y - 8, plot.left() - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                translate("Summary", "{seconds} s").format(seconds=QLocale().toString(value, "g")),
            )
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            translate(
                "Statistics",
                "last %n won game(s) per level, oldest left (time on a log scale)",
                None,
                longest,
            ),
        )

        def point(i: int, n: int, seconds: float) -> QPointF:
            x = plot.left() + plot.width() * (i + 0.5) / n
            y = math.log(max(seconds, low) / low) / span
            return QPointF(x, plot.bottom() - plot.height() * y)

        for index, (name, times) in enumerate(self.series.items()):
            colour = QColor(_PALETTE[index % len(_PALETTE)])
            if ink.background.lightness() < 128:
                colour = colour.lighter(170)  # the same hue, readable on a dark chart
            n = max(longest, 1)
            offset = n - len(times)  # right-aligned: the newest games line up
            path = QPainterPath()
            for i, t in enumerate(times):
                pt = point(i + offset, n, t)
                if i == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setPen(QPen(colour, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setBrush(colour)
            for i, t in enumerate(times):
                p.drawEllipse(point(i + offset, n, t), 3, 3)
            y = plot.top() + 6 + index * (metrics.height() + 4)
            p.fillRect(QRectF(plot.right() + 12, y + 3, 12, 8), colour)
            p.setPen(ink.text)
            p.drawText(QPointF(plot.right() + 28, y + metrics.ascent()), name)
        p.end()


_STEPS = (1, 2, 5)


def _ticks(low: float, high: float) -> list[float]:
    """Axis marks 1, 2, 5, 10, 20, ... from ``low`` to ``high``."""
    out = []
    power = 10.0 ** math.floor(math.log10(low))
    while power <= high:
        out += [step * power for step in _STEPS if low <= step * power <= high]
        power *= 10
    return out


def _nice_ceiling(value: float) -> float:
    """The smallest 1, 2 or 5 times a power of ten at or above ``value``."""
    value = max(value, 0.1)
    power = 10.0 ** math.floor(math.log10(value))
    for step in (*_STEPS, 10):
        if value <= step * power * (1 + 1e-9):
            return step * power
    return 10 * power


def _nice_floor(value: float) -> float:
    """The largest 1, 2 or 5 times a power of ten at or below ``value``."""
    value = max(value, 0.1)
    power = 10.0 ** math.floor(math.log10(value))
    for step in (5, 2, 1):
        if step * power <= value * (1 + 1e-9):
            return step * power
    return power
