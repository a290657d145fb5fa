"""The Statistics dialog's Practice tab: the rating over time and accuracy per technique.

The practice trainer keeps its ratings in ``practice.sqlite3`` beside the statistics;
this tab only reads it, and never creates it (its absence is what makes the first
start offer the lessons).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.game.practice import (
    TECHNIQUES,
    Accuracy,
    PracticeStore,
    PuzzleTechnique,
    Rating,
)
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate

START_RATING = Rating().rating

TECHNIQUE_NAMES = {
    PuzzleTechnique.SINGLE: QT_TRANSLATE_NOOP("Practice", "One number"),
    PuzzleTechnique.PAIR: QT_TRANSLATE_NOOP("Practice", "Two numbers together"),
    PuzzleTechnique.CHAIN: QT_TRANSLATE_NOOP("Practice", "Three or more numbers"),
    PuzzleTechnique.MINE_COUNT: QT_TRANSLATE_NOOP("Practice", "The mine count"),
}


class PracticeRatingChart(QWidget):
    """The player's rating after each rated puzzle, on a labelled axis, in theme colours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[float] = []
        self.setMinimumSize(420, 180)
        self.setAccessibleName(translate("Practice", "Practice rating chart"))

    def set_points(self, points: Sequence[float]) -> None:
        self.points = list(points)
        count = len(self.points)
        self.setAccessibleDescription(
            translate("Practice", "Rating {rating} after %n rated puzzle(s)", None, count).format(
                rating=round(self.points[-1])
            )
            if self.points
            else translate("Practice", "No rated puzzles yet")
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        pal = self.palette()
        text, grid, base = pal.text().color(), pal.mid().color(), pal.base().color()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), base)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        p.setFont(font)
        metrics = p.fontMetrics()
        plot = QRectF(self.rect().adjusted(12 + metrics.horizontalAdvance("0000"), 10, -12, -28))
        p.setPen(QPen(grid, 1))
        p.drawRect(plot)
        if not self.points:
            p.setPen(text)
            p.drawText(
                plot,
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                translate(
                    "Practice",
                    "Solve a practice puzzle (Game > Practice…) to see your rating here.",
                ),
            )
            p.end()
            return
        values = [START_RATING, *self.points]
        low, high = _axis(min(values), max(values))
        step_x = plot.width() / max(len(values) - 1, 1)

        def at(i: int, rating: float) -> QPointF:
            y = plot.bottom() - plot.height() * (rating - low) / (high - low)
            return QPointF(plot.left() + i * step_x, y)

        tick = _tick_step(high - low)
        value = math.ceil(low / tick) * tick
        while value <= high:
            y = at(0, value).y()
            p.setPen(QPen(grid, 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            p.drawText(
                QRectF(0, y - 8, plot.left() - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:.0f}",
            )
            value += tick
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            translate(
                "Practice",
                "rating after each of {count} rated puzzles, oldest left (everyone starts at "
                "{start})",
            ).format(count=len(self.points), start=f"{START_RATING:.0f}"),
        )
        line = QPolygonF([at(i, v) for i, v in enumerate(values)])
        p.setPen(QPen(pal.highlight().color(), 2))
        p.drawPolyline(line)
        p.setBrush(pal.highlight())
        p.drawEllipse(at(len(values) - 1, values[-1]), 3.5, 3.5)
        p.end()


def _tick_step(span: float) -> float:
    """A round step (10, 20, 25, 50, 100, ...) giving four or five marks over ``span``."""
    raw = max(span / 5, 1.0)
    power = 10.0 ** math.floor(math.log10(raw))
    return next(s * power for s in (1, 2, 2.5, 5, 10) if s * power >= raw)


def _axis(low: float, high: float) -> tuple[float, float]:
    """A range around the ratings with room above and below, at least 100 points tall."""
    middle, half = (low + high) / 2, max((high - low) / 2 * 1.15, 50.0)
    return middle - half, middle + half


class PracticeStatsTab(QWidget):
    """Read-only view of the practice ratings kept at ``path``."""

    def __init__(self, path: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        box = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        self.chart = PracticeRatingChart()
        box.addWidget(self.chart, 1)
        box.addWidget(
            QLabel(
                translate(
                    "Practice", "Right the first time, per technique (retries are not counted):"
                )
            )
        )
        self.table = QTableWidget(0, 4)
        self.table.setAccessibleName(translate("Practice", "Accuracy per technique"))
        self.table.setHorizontalHeaderLabels(
            [
                translate("Practice", "Technique"),
                translate("Practice", "Puzzles"),
                translate("Practice", "Right"),
                translate("Practice", "Accuracy"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        box.addWidget(self.table)
        self.refresh()

    def refresh(self) -> None:
        history: list[float] = []
        accuracy: dict[str, Accuracy] = {t: Accuracy(0, 0) for t in TECHNIQUES}
        player = Rating()
        problem = None
        if self.path is not None and self.path.exists():
            store = PracticeStore(self.path)
            try:
                history = [r for _, r in store.history()]
                accuracy = store.accuracy()
                player = store.player()
                problem = store.problem
            finally:
                store.close()
        if problem:
            self.summary.setText(problem)
        elif history:
            rated = len(history)
            self.summary.setText(
                translate(
                    "Practice",
                    "Your practice rating: {rating} ± {deviation} after %n rated puzzle(s).",
                    None,
                    rated,
                ).format(rating=round(player.rating), deviation=round(player.deviation))
            )
        else:
            self.summary.setText(
                translate(
                    "Practice",
                    "No practice yet. Game > Practice… trains one technique at a time with "
                    "puzzles near your rating.",
                )
            )
        self.chart.set_points(history)
        self.table.setRowCount(len(TECHNIQUES))
        for row, technique in enumerate(TECHNIQUES):
            acc = accuracy.get(technique, Accuracy(0, 0))
            share = acc.share
            cells = [
                translate("Practice", TECHNIQUE_NAMES[technique]),
                str(acc.attempts),
                str(acc.right),
                "—" if share is None else f"{round(100 * share)}%",
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if text == "—":  # read as "em dash": a screen reader gets the word
                    item.setData(
                        Qt.ItemDataRole.AccessibleTextRole, translate("Statistics", "none")
                    )
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
