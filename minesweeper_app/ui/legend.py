"""The legend of the marks on the board, drawn with the board's own frames.

It sits right under the board and lists only the marks the board shows now, so it can
never describe a position the player is no longer looking at.  Each entry's picture is
painted by the same code as the board's marks (colour, frame pattern, double frame,
cross), so the legend matches without colour vision too.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from minesweeper_app.engine import Cell
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.board_paint import BoardGeometry, paint_highlights
from minesweeper_app.ui.flow_layout import FlowLayout

MARK_WORDS: dict[str, str] = {
    "MISTAKE": QT_TRANSLATE_NOOP("Legend", "the mine you hit"),
    "TARGET": QT_TRANSLATE_NOOP("Legend", "the cell the hint is about"),
    "SAFE": QT_TRANSLATE_NOOP("Legend", "safe: open it"),
    "MINE": QT_TRANSLATE_NOOP("Legend", "a mine: flag it"),
    "AREA": QT_TRANSLATE_NOOP("Legend", "the numbers that prove it"),
    "CLUE": QT_TRANSLATE_NOOP("Legend", "the numbers the reason uses"),
    "IMPLIED": QT_TRANSLATE_NOOP("Legend", "cells a supposition decides"),
    "WRONG_FLAG": QT_TRANSLATE_NOOP("Legend", "a flag on a safe cell"),
    "UNPROVEN_FLAG": QT_TRANSLATE_NOOP("Legend", "a flag nothing proves yet"),
    "TOO_MANY": QT_TRANSLATE_NOOP("Legend", "a number with too many flags"),
    "SURPLUS_FLAG": QT_TRANSLATE_NOOP("Legend", "one of these flags is wrong"),
    "CONTRADICTION": QT_TRANSLATE_NOOP("Legend", "numbers that contradict"),
}
"""What each mark means, in the order the legend lists them."""


def target_roles(marks: Mapping[Cell, object], mines: Collection[Cell] | None) -> dict[Cell, str]:
    """Marks by role name, the cell a reason decides split into "SAFE" or "MINE".

    The reason proved what the cell is, so the board's mines tell which frame it gets:
    "safe, open it" and "a mine, flag it" must never look alike.
    """
    named: dict[Cell, str] = {}
    for cell, role in marks.items():
        name = role if isinstance(role, str) else getattr(role, "name", str(role))
        name = name.upper()
        if name == "TARGET" and mines is not None:
            name = "MINE" if cell in mines else "SAFE"
        named[cell] = name
    return named


def mark_words(role: str) -> str:
    """What the mark of ``role`` means, in the player's language."""
    words = MARK_WORDS.get(role)
    return translate("Legend", words) if words else role.replace("_", " ").lower()


def mark_swatch(role: str, size: int, background: str = "#c0c0c0") -> QPixmap:
    """One cell with ``role``'s mark, painted like the board paints it."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(background))
    painter = QPainter(pixmap)
    try:
        geo = BoardGeometry(0, 0, size, 1, 1)
        paint_highlights(painter, geo, QRect(0, 0, size, size), {(0, 0): role})
    finally:
        painter.end()
    return pixmap


def legend_roles(marks: Mapping[Cell, str] | Iterable[str]) -> list[str]:
    """The roles to explain, in the legend's order (unknown roles last, by name)."""
    present = set(marks.values()) if isinstance(marks, Mapping) else set(marks)
    known = [role for role in MARK_WORDS if role in present]
    return known + sorted(present - set(MARK_WORDS))


class MarkLegend(QWidget):
    """A wrapping row of "picture: words" entries; hidden while the board has no marks."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mark_legend")
        self.flow = FlowLayout(self, spacing=12, line_spacing=3)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.roles: list[str] = []
        self.background = "#c0c0c0"
        self.setVisible(False)

    def set_background(self, colour: str) -> None:
        """The covered-cell colour of the board's theme, behind each picture."""
        if colour != self.background:
            self.background = colour
            roles, self.roles = self.roles, []
            self.show_marks(roles)

    def show_marks(self, marks: Mapping[Cell, str] | Iterable[str]) -> bool:
        """List the roles of ``marks``; whether the legend changed."""
        roles = legend_roles(marks)
        if roles == self.roles:
            return False
        self.roles = roles
        while (item := self.flow.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        size = max(14, self.fontMetrics().height())
        for role in roles:
            entry = QWidget()
            row = QHBoxLayout(entry)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(4)
            picture = QLabel()
            picture.setPixmap(mark_swatch(role, size, self.background))
            words = QLabel(mark_words(role))
            words.setObjectName(f"legend_{role.lower()}")
            row.addWidget(picture)
            row.addWidget(words)
            row.setAlignment(Qt.AlignmentFlag.AlignLeft)
            self.flow.addWidget(entry)
        self.setVisible(bool(roles))
        self.updateGeometry()
        return True

    def text(self) -> str:
        """What the legend says, entry by entry (for tests and the screen reader)."""
        return "; ".join(mark_words(role) for role in self.roles)
