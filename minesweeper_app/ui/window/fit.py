"""Zoom and window size: the board at the player's zoom, or smaller until it fits the screen.

Kept apart from the main window because it is one rule with many details (the frame the
window manager adds, maximised windows, boards that must scroll at the smallest zoom).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QMainWindow, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from minesweeper_app.ui.board.widget import ZOOM_STEPS, BoardWidget
from minesweeper_app.ui.flow_layout import FlowLayout

DEFAULT_FRAME = QSize(8, 34)
"""Window-manager frame assumed before the window is shown and its frame is known."""

AvailableGeometry = Callable[[], QRect]


class BoardScrollArea(QScrollArea):
    """Holds the board: asks for the board's full size, scrolls only when it must."""

    def __init__(self, board: BoardWidget) -> None:
        super().__init__()
        self.setObjectName("board_area")
        self.setWidget(board)
        self.setWidgetResizable(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.Panel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.setLineWidth(3)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        board = self.widget()
        frame = 2 * self.frameWidth()
        hint = board.sizeHint() if board is not None else QSize(0, 0)
        return QSize(hint.width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 120)


def next_zoom(current: float, bigger: bool) -> float | None:
    """The zoom step after ``current`` (None at either end)."""
    if bigger:
        steps = [z for z in ZOOM_STEPS if z > current + 1e-9]
        return steps[0] if steps else None
    steps = [z for z in ZOOM_STEPS if z < current - 1e-9]
    return steps[-1] if steps else None


class WindowFitter:
    """Sizes ``window`` to show the whole board, within the screen's available area."""

    def __init__(
        self,
        window: QMainWindow,
        board: BoardWidget,
        board_area: BoardScrollArea,
        central: QWidget,
        layout: QVBoxLayout,
        scale_chrome: Callable[[int], None],
        available_geometry: AvailableGeometry | None = None,
    ) -> None:
        self.window = window
        self.board = board
        self.board_area = board_area
        self.central = central
        self.layout = layout
        self.scale_chrome = scale_chrome
        self.available_geometry = available_geometry
        self.before_fit: Callable[[], None] = lambda: None
        """Called before a fit: the text area takes back the lines a small window took."""

    def apply_zoom(self, zoom: float) -> None:
        self.board.set_zoom(zoom)
        self.scale_chrome(self.board.preferred_cell_size())
        self.board_area.updateGeometry()

    def available_area(self) -> QRect:
        if self.available_geometry is not None:
            return self.available_geometry()
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def available_size(self) -> QSize:
        """The screen's available area minus the window frame."""
        window = self.window
        area = self.available_area()
        frame = window.frameGeometry().size() - window.geometry().size()
        if not window.isVisible():
            frame = DEFAULT_FRAME
        return QSize(
            max(200, area.width() - frame.width()), max(200, area.height() - frame.height())
        )

    def wanted_size(self) -> QSize:
        """The window size that shows the whole board at the current zoom.

        The rows that wrap (the buttons) are measured at the width the window will have,
        not the one it has: a narrow level's buttons take two lines from the start.
        """
        margins = self.layout.contentsMargins()
        self.layout.invalidate()
        self.layout.activate()  # the nested rows cache their hints until activated
        width = 0
        for _ in range(3):  # the rows' heights follow the width, the width the hints
            hint = self.central.sizeHint().expandedTo(self.central.minimumSizeHint())
            if max(hint.width(), self.central.minimumWidth()) == width:
                break
            width = max(hint.width(), self.central.minimumWidth())
            for flow in self.wrapping_rows():
                flow.assume_width(width - margins.left() - margins.right())
            self.layout.invalidate()  # not activated: that lays out at the old width
        menu_bar = self.window.menuBar()
        menu = menu_bar.sizeHint().height() if menu_bar.isVisibleTo(self.window) else 0
        return QSize(max(width, hint.width()), hint.height() + menu)

    def wrapping_rows(self) -> list[FlowLayout]:
        rows = (self.layout.itemAt(i) for i in range(self.layout.count()))
        layouts = (row.layout() for row in rows if row is not None)
        return [layout for layout in layouts if isinstance(layout, FlowLayout)]

    @staticmethod
    def bounded(size: QSize, limit: QSize) -> QSize:
        return QSize(min(size.width(), limit.width()), min(size.height(), limit.height()))

    def fills_screen(self) -> bool:
        return bool(self.window.isMaximized() or self.window.isFullScreen())

    def follow_zoom(self) -> None:
        """After a zoom: the window grows or shrinks with the board (up to the screen)."""
        if not self.fills_screen():
            self.before_fit()
            self.resize_on_screen(self.bounded(self.wanted_size(), self.available_size()))

    def fit(self, preferred: float) -> None:
        """The player's zoom, or less until the board fits; the window then centred.

        At the smallest zoom a board that still does not fit scrolls (cells never get
        too small to click); the window then takes the whole available area.
        """
        self.before_fit()
        candidates = [preferred, *(z for z in reversed(ZOOM_STEPS) if z < preferred - 1e-9)]
        limit = self.window.size() if self.fills_screen() else self.available_size()
        wanted = limit
        for zoom in candidates:
            self.apply_zoom(zoom)
            wanted = self.wanted_size()
            if wanted.width() <= limit.width() and wanted.height() <= limit.height():
                break
        if not self.fills_screen():
            self.window.resize(self.bounded(wanted, limit))
            self.centre()

    def centre(self) -> None:
        """In the middle of the available area, as a fresh start opens (a level change:
        the old place, fitted to another level's size, is no place the player chose)."""
        window = self.window
        if not window.isVisible():
            return
        area, frame = self.available_area(), window.frameGeometry()
        centre = area.center() - frame.center() + frame.topLeft()
        x = max(area.left(), centre.x())
        y = max(area.top(), centre.y())
        window.move(x, y)

    def resize_on_screen(self, size: QSize) -> None:
        """Resize, then move back inside the available area if the window now sticks out."""
        window = self.window
        window.resize(size)
        if not window.isVisible():
            return
        area, frame = self.available_area(), window.frameGeometry()
        x = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
        y = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
        if (x, y) != (frame.left(), frame.top()):
            window.move(x, y)

    def scroll_into_view(self, area: QRect, margin: int) -> None:
        """Bring ``area`` of the board into view, or its centre when it is too big."""
        view = self.board_area.viewport().size()
        centre = area.center()
        self.board_area.ensureVisible(
            centre.x(),
            centre.y(),
            min(area.width() // 2 + margin, view.width() // 2),
            min(area.height() // 2 + margin, view.height() // 2),
        )

    def reveal(self, area: QRect) -> None:
        """Centre ``area`` of the board in the view, unless it is in view already (the
        cell a player just clicked must not move from under the pointer)."""
        viewport = self.board_area.viewport()
        board = self.board_area.widget()
        if board is not None:
            shown = QRect(board.mapTo(viewport, area.topLeft()), area.size())
            if viewport.rect().contains(shown):
                return
        self.scroll_into_view(area, margin=1 << 20)

    def viewport_size(self) -> QSize:
        return self.board_area.viewport().size()
