"""PyInstaller runtime hook: with ``MINESWEEPER_STARTUP_PROBE=1`` the bundle exits at first paint.

build.py times the bundle (and the venv, by running this file first) from process start to the
``startup-probe: first-paint`` line. The probe lives here, not in the game, so the UI code needs
no hook for it. When the game imports ``minesweeper_app.ui.app``, its ``QApplication`` name is
replaced by a subclass that installs an application-wide event filter; the first Paint event of
a visible window ends the process once that paint has finished. Everything runs on the main
thread: an earlier version polled for the QApplication from a watcher thread, and touching
PySide6 types from that thread while the main thread was still creating them could deadlock.
Without the variable this hook does nothing.
"""

import os

if os.environ.get("MINESWEEPER_STARTUP_PROBE") == "1":
    import importlib.abc
    import importlib.util
    import sys

    _TARGET = "minesweeper_app.ui.app"

    def _report() -> None:
        print("startup-probe: first-paint", flush=True)
        os._exit(0)

    def _probe_application(base: type) -> type:
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QWidget

        class PaintWatcher(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if (
                    event.type() == QEvent.Type.Paint
                    and isinstance(watched, QWidget)
                    and watched.window().isVisible()
                ):
                    QTimer.singleShot(0, _report)
                return False

        class ProbeApplication(base):  # type: ignore[misc, valid-type]
            def __init__(self, *args: object) -> None:
                super().__init__(*args)
                self._paint_watcher = PaintWatcher()
                self.installEventFilter(self._paint_watcher)

        return ProbeApplication

    class _Loader(importlib.abc.Loader):
        """Loads the module as usual, then swaps in the probing QApplication."""

        def __init__(self, inner: importlib.abc.Loader) -> None:
            self.inner = inner

        def create_module(self, spec):  # type: ignore[no-untyped-def]
            return self.inner.create_module(spec)

        def exec_module(self, module) -> None:  # type: ignore[no-untyped-def]
            self.inner.exec_module(module)
            module.QApplication = _probe_application(module.QApplication)

    class _Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
            if name != _TARGET:
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            if spec is not None and spec.loader is not None:
                spec.loader = _Loader(spec.loader)
            return spec

    sys.meta_path.insert(0, _Finder())
