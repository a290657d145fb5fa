"""The PySide6 desktop game.

Importing the package first protects ``None``/``True``/``False`` from a PySide6
reference-count bug (see :mod:`minesweeper_app.ui.refcount_guard`), so every entry point
(app, tests, bench) is safe.
"""

from minesweeper_app.ui import refcount_guard

refcount_guard.install()
