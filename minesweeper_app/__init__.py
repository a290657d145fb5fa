"""No-guess Minesweeper: a PySide6 game on a Qt-free constraint engine."""

__version__ = "0.1.0"
