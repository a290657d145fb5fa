"""A layout that wraps its widgets onto the next line when the row is too narrow.

The buttons under the board and the legend of the marks must fit the narrowest window
(Beginner is 330 px wide) without clipping a word; a row that wraps always fits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Left to right, then on to the next line; hidden widgets take no room."""

    def __init__(
        self, parent: QWidget | None = None, spacing: int = 6, line_spacing: int | None = None
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._line_spacing = spacing if line_spacing is None else line_spacing
        self._width = 0  # the width last laid out at: the lines' height follows it
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def heightForWidth(self, width: int) -> int:
        """The height the lines take at ``width`` (not a Qt height-for-width layout: a
        top-level window would then refuse to get shorter than its preferred height)."""
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)
        if rect.width() != self._width:
            self._width = rect.width()
            if self.heightForWidth(self._width) != rect.height():
                self.invalidate()  # ask for the height the lines take at this width

    def assume_width(self, width: int) -> None:
        """Report the height of the lines at ``width`` before the layout is given it
        (a window sizing itself asks for its rows' heights at its coming width)."""
        if width > 0 and width != self._width:
            self._width = width
            self.invalidate()

    def invalidate(self) -> None:
        super().invalidate()
        parent = self.parentWidget()
        if parent is not None:
            parent.updateGeometry()

    def sizeHint(self) -> QSize:
        """As wide as all on one line; as tall as the lines at the width last given."""
        width, height = 0, 0
        for item in self._shown():
            hint = _hint(item)
            width += hint.width() + (self._spacing if width else 0)
            height = max(height, hint.height())
        m = self.contentsMargins()
        if self._width > 0:
            height = self.heightForWidth(self._width) - m.top() - m.bottom()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        """The widest single widget (narrower than that nothing can wrap), all lines tall."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        size += QSize(m.left() + m.right(), m.top() + m.bottom())
        if self._width > 0:
            size.setHeight(max(size.height(), self.heightForWidth(self._width)))
        return size

    def _shown(self) -> list[QLayoutItem]:
        shown = []
        for item in self._items:
            widget = item.widget()
            # A widget just added is hidden until the layout shows it: count it already.
            explicit = widget is not None and widget.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide
            )
            if widget is not None and explicit and widget.isHidden():
                policy = widget.sizePolicy()
                if not policy.retainSizeWhenHidden():
                    continue
            shown.append(item)
        return shown

    def height_of(
        self, widgets: Iterable[QWidget], width: int, extra: tuple[int, QSize] | None = None
    ) -> int:
        """The height the lines would take at ``width`` if just ``widgets`` were shown
        (and an ``extra`` size at an index: a widget whose own hint is not known yet)."""
        sizes = [_hint_of(w) for w in widgets]
        if extra is not None:
            sizes.insert(*extra)
        return self._place(sizes, QRect(0, 0, width, 0), lambda _i, _r: None)

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        shown = self._shown()

        def put(index: int, geometry: QRect) -> None:
            if move:
                shown[index].setGeometry(geometry)

        return self._place([_hint(item) for item in shown], rect, put)

    def _place(self, hints: list[QSize], rect: QRect, put: Callable[[int, QRect], None]) -> int:
        """Lay ``hints`` out in lines within ``rect``; ``put`` gets each one's place."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for index, hint in enumerate(hints):
            if x > area.x() and x + hint.width() > area.right() + 1:
                x = area.x()
                y += line_height + self._line_spacing
                line_height = 0
            width = min(hint.width(), max(area.width(), 1))
            put(index, QRect(QPoint(x, y), QSize(width, hint.height())))
            x += hint.width() + self._spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + m.bottom()


def _hint(item: QLayoutItem) -> QSize:
    """The item's size hint, also for a widget the layout has not shown yet."""
    widget = item.widget()
    if widget is None:
        return item.sizeHint()
    return _hint_of(widget)


def _hint_of(widget: QWidget) -> QSize:
    return widget.sizeHint().expandedTo(widget.minimumSizeHint()).boundedTo(widget.maximumSize())
