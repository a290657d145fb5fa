"""The PySide6 desktop game: a thin Qt layer over ``minesweeper_app.game`` and the engine."""
