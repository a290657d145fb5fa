"""Closed dialogs leave the screen reader's tree.

Qt's accessibility bridge lists every top-level window that exists, shown or not, as a
child of the application; a dialog kept for its next opening (Practice keeps its puzzle,
Statistics its tab) stays there after closing, nameless, and a screen reader user
walking the application's windows meets it.  Once such a dialog is hidden its native
window is given back (``QWidget.destroy``): it leaves the tree, and ``show`` makes a new
one with everything else the dialog holds intact.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

_FILTER = "closed_windows_filter"


class ClosedWindows(QObject):
    """Watches every dialog's hide; a top-level dialog still hidden a turn later goes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Hide
            and isinstance(watched, QDialog)
            and watched.isWindow()
            and watched.windowHandle() is not None
        ):
            QTimer.singleShot(0, watched, lambda: drop_native_window(watched))
        return False


def drop_native_window(widget: QWidget) -> None:
    """Give back ``widget``'s native window if it is still hidden (then it has no place in
    the accessibility tree until shown again)."""
    if not widget.isVisible() and widget.windowHandle() is not None:
        widget.destroy(True, True)


def install(app: QApplication) -> None:
    """Make closed dialogs leave the accessibility tree, for the whole application (once)."""
    if app.findChild(ClosedWindows, _FILTER) is None:
        watcher = ClosedWindows(app)
        watcher.setObjectName(_FILTER)
        app.installEventFilter(watcher)
