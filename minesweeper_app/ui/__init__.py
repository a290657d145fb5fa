"""The PySide6 desktop game."""
