"""The player's rating after each rated attempt, drawn as a small line."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from minesweeper_app.i18n import translate
from minesweeper_app.ui.practice import texts
from minesweeper_app.ui.retranslate import live_text


class RatingChart(QWidget):
    """The player's rating after each rated attempt, as a small line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[float] = []
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("Practice", "Rating chart"))

    def set_points(self, points: Sequence[float]) -> None:
        self.points = list(points)
        count = len(self.points)
        live_text(self, "setToolTip", lambda: texts.chart_tip(count))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(240, 44)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(2, 4, -2, -4)
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        points = [1500.0, *self.points]
        if len(points) < 2:
            return
        lo, hi = min(points), max(points)
        span = max(hi - lo, 50.0)
        step = rect.width() / (len(points) - 1)
        line = QPolygonF(
            [
                QPointF(rect.left() + i * step, rect.bottom() - (p - lo) / span * rect.height())
                for i, p in enumerate(points)
            ]
        )
        painter.setPen(QPen(QColor("#2f6fff"), 2))
        painter.drawPolyline(line)
