"""The PySide6 desktop game.

Importing the package first protects ``None`` from a PySide6 reference-count bug (see
:mod:`minesweeper_app.ui.none_guard`), so every entry point (app, tests, bench) is safe.
"""

from minesweeper_app.ui import none_guard

none_guard.install()
