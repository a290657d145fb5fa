"""The board's look: the theme it is drawn in, the colour-blind numbers, and its pictures.

The chosen theme may be "system", which follows the desktop's light or dark scheme (and
high contrast) as it switches; the board is told to repaint, and listeners which theme
is now drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from minesweeper_app.ui.board.art import CellArt
from minesweeper_app.ui.theme import (
    PALETTES,
    THEMES,
    Palette,
    Theme,
    drawn_window_theme,
    follow_system_look,
    system_is_dark,
    system_theme,
)


def _system_is_dark() -> bool:
    return system_is_dark()  # looked up here so tests can pretend the system is dark


class BoardLook(QObject):
    """The theme and colours one board is drawn in (a child of the board: it goes with it)."""

    def __init__(
        self, board: QObject, repaint: Callable[[], None], drawn: Callable[[str], None]
    ) -> None:
        """``repaint`` redraws the board; ``drawn`` hears the theme now drawn ("light"...)."""
        super().__init__(board)
        self._repaint = repaint
        self._drawn = drawn
        # The game's other windows (review, replay) draw as the main window does.
        window = drawn_window_theme()
        self.theme = Theme(window) if window in THEMES else Theme.SYSTEM
        self.colour_blind = False
        self.art = CellArt()
        self._drawn_name = self.palette().name
        follow_system_look(self._on_system_scheme)

    def palette(self) -> Palette:
        if self.theme is Theme.SYSTEM:
            return PALETTES[system_theme(_system_is_dark())]
        return PALETTES[self.theme]

    def set_theme(self, theme: Theme | str) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {THEMES}, not {theme!r}")
        self.theme = Theme(theme)
        self._switched()

    def set_colour_blind(self, on: bool) -> None:
        if on != self.colour_blind:
            self.colour_blind = on
            self._repaint()

    def _on_system_scheme(self, _scheme: object) -> None:
        if self.theme is Theme.SYSTEM:
            self._switched()

    def _switched(self) -> None:
        name = self.palette().name
        self._repaint()
        if name != self._drawn_name:
            self._drawn_name = name
            self._drawn(name)
