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

from minesweeper_app.engine import Cell, HintRole
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.board.paint import BoardGeometry, paint_highlights
from minesweeper_app.ui.flow_layout import FlowLayout

MARK_WORDS: dict[HintRole, str] = {
    HintRole.MISTAKE: QT_TRANSLATE_NOOP("Legend", "the mine you hit"),
    HintRole.TARGET: QT_TRANSLATE_NOOP("Legend", "the cell the hint is about"),
    HintRole.SAFE: QT_TRANSLATE_NOOP("Legend", "safe: open it"),
    HintRole.MINE: QT_TRANSLATE_NOOP("Legend", "a mine: flag it"),
    HintRole.AREA: QT_TRANSLATE_NOOP("Legend", "the numbers that prove it"),
    HintRole.CLUE: QT_TRANSLATE_NOOP("Legend", "the numbers the reason uses"),
    HintRole.IMPLIED: QT_TRANSLATE_NOOP("Legend", "cells a supposition decides"),
    HintRole.WRONG_FLAG: QT_TRANSLATE_NOOP("Legend", "a flag on a safe cell"),
    HintRole.UNPROVEN_FLAG: QT_TRANSLATE_NOOP("Legend", "a flag nothing proves yet"),
    HintRole.TOO_MANY: QT_TRANSLATE_NOOP("Legend", "a number with too many flags"),
    HintRole.SURPLUS_FLAG: QT_TRANSLATE_NOOP("Legend", "one of these flags is wrong"),
    HintRole.CONTRADICTION: QT_TRANSLATE_NOOP("Legend", "numbers that contradict"),
}
"""What each mark means, in the order the legend lists them."""


def mark_words(role: HintRole) -> str:
    """What the mark of ``role`` means, in the player's language."""
    words = MARK_WORDS.get(role)
    return translate("Legend", words) if words else role.value.replace("_", " ")


def target_roles(
    marks: Mapping[Cell, HintRole], mines: Collection[Cell] | None
) -> dict[Cell, HintRole]:
    """The marks, the cell a reason decides shown as SAFE or MINE when ``mines`` is given.

    The reason proved what the cell is, so the board's mines tell which frame it gets:
    "safe, open it" and "a mine, flag it" must never look alike.
    """
    shown: dict[Cell, HintRole] = {}
    for cell, role in marks.items():
        if role is HintRole.TARGET and mines is not None:
            role = HintRole.MINE if cell in mines else HintRole.SAFE
        shown[cell] = role
    return shown


def mark_swatch(
    role: HintRole, size: int, background: str = "#c0c0c0", outline: str | None = None
) -> QPixmap:
    """One cell with ``role``'s mark, painted like the board paints it (rim included)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(background))
    painter = QPainter(pixmap)
    try:
        geo = BoardGeometry(0, 0, size, 1, 1)
        paint_highlights(painter, geo, QRect(0, 0, size, size), {(0, 0): role}, outline)
    finally:
        painter.end()
    return pixmap


def legend_roles(marks: Mapping[Cell, HintRole] | Iterable[HintRole]) -> list[HintRole]:
    """The roles to explain, in the legend's order (roles without words last, by name)."""
    present = set(marks.values()) if isinstance(marks, Mapping) else set(marks)
    known = [role for role in MARK_WORDS if role in present]
    return known + sorted(present - set(MARK_WORDS), key=lambda role: role.name)


class MarkLegend(QWidget):
    """A wrapping row of "picture: words" entries; hidden while the board has no marks."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mark_legend")
        self.flow = FlowLayout(self, spacing=12, line_spacing=3)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.roles: list[HintRole] = []
        self.background = "#c0c0c0"
        self.outline: str | None = None
        self.setVisible(False)

    def line_height(self) -> int:
        """One line of entries: the picture or the words, whichever is taller."""
        return max(self.swatch_size(), self.fontMetrics().height())

    def swatch_size(self) -> int:
        return max(14, self.fontMetrics().height())

    def set_background(self, colour: str, outline: str | None = None) -> None:
        """The covered-cell colour of the board's theme, behind each picture, and the rim
        the board draws around its marks."""
        if (colour, outline) != (self.background, self.outline):
            self.background, self.outline = colour, outline
            roles, self.roles = self.roles, []
            self.show_marks(roles)

    def show_marks(self, marks: Mapping[Cell, HintRole] | Iterable[HintRole]) -> bool:
        """List the roles of ``marks``; whether the legend changed."""
        roles = legend_roles(marks)
        if roles == self.roles:
            return False
        self.roles = roles
        while (item := self.flow.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        size = self.swatch_size()
        for role in roles:
            entry = QWidget()
            row = QHBoxLayout(entry)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(4)
            picture = QLabel()
            picture.setPixmap(mark_swatch(role, size, self.background, self.outline))
            words = QLabel(mark_words(role))
            words.setObjectName(f"legend_{role.value}")
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
