"""PyInstaller runtime hook: with ``MINESWEEPER_STARTUP_PROBE=1`` the bundle exits at first paint.

build.py times the bundle from process start to the ``startup-probe: first-paint`` line. The
probe lives here, not in the game, so the UI code needs no hook for it. A watcher thread waits
until the game has created its QApplication, then posts an event to the GUI thread that installs
an application-wide event filter; the first Paint event of a visible window ends the process
once that paint has finished. Without the variable this hook does nothing.
"""

import os

if os.environ.get("MINESWEEPER_STARTUP_PROBE") == "1":
    import sys
    import threading
    import time

    def _report() -> None:
        print("startup-probe: first-paint", flush=True)
        os._exit(0)

    def _watch() -> None:
        deadline = time.monotonic() + 120
        app = None
        while app is None and time.monotonic() < deadline:
            widgets = sys.modules.get("PySide6.QtWidgets")
            app = widgets.QApplication.instance() if widgets is not None else None
            if app is None:
                time.sleep(0.002)
        if app is None:
            print("startup-probe: no QApplication within 120 s", flush=True)
            os._exit(3)

        from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
        from PySide6.QtWidgets import QWidget

        class Probe(QObject):
            def event(self, event: QEvent) -> bool:
                if event.type() == QEvent.Type.User:
                    app.installEventFilter(self)
                    for window in app.topLevelWidgets():
                        if window.isVisible():
                            window.update()  # in case a paint slipped past before the filter
                    return True
                return super().event(event)

            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if (
                    event.type() == QEvent.Type.Paint
                    and isinstance(watched, QWidget)
                    and watched.window().isVisible()
                ):
                    QTimer.singleShot(0, _report)
                return False

        probe = Probe()
        probe.moveToThread(app.thread())
        _watch.probe = probe  # keep the Python wrapper alive
        QCoreApplication.postEvent(probe, QEvent(QEvent.Type.User))

    threading.Thread(target=_watch, name="startup-probe", daemon=True).start()
