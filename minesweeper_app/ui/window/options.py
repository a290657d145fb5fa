"""The player's remembered choices of look and play: applied at once, saved at once.

Options > Theme, Colour-blind numbers, Coordinates, zoom and the on/off entries each
change one thing (the board, the window's size, or the game through the controller)
and write :class:`~minesweeper_app.ui.settings.Options` back to the settings file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtGui import QAction

from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.ui.board.widget import BoardWidget, RulerMode
from minesweeper_app.ui.option_binding import ToggleOption
from minesweeper_app.ui.settings import Options, Settings
from minesweeper_app.ui.theme import Theme, apply_window_theme, system_is_dark
from minesweeper_app.ui.window.fit import WindowFitter, next_zoom


class OptionActions(Protocol):
    """The menu entries that show the options (checked when changed from elsewhere)."""

    @property
    def theme_actions(self) -> Mapping[Theme, QAction]: ...
    @property
    def ruler_actions(self) -> Mapping[RulerMode, QAction]: ...
    @property
    def colour_blind_action(self) -> QAction: ...


class WindowOptions:
    """Theme, colour-blind numbers, rulers, zoom and the toggles of one window."""

    def __init__(
        self,
        settings: Settings,
        options: Options,
        board: BoardWidget,
        fitter: WindowFitter,
        controller: GameController,
        actions: OptionActions,
    ) -> None:
        self.settings = settings
        self.options = options
        self.board = board
        self.fitter = fitter
        self.controller = controller
        self.actions = actions
        board.themeChanged.connect(self._theme_drawn)

    def apply_look(self) -> None:
        """The board (and the widgets around it) as the options say, at the start."""
        self.board.set_theme(self.options.theme)
        self.board.set_colour_blind(self.options.colour_blind)
        self.board.set_rulers(self.options.rulers)
        self._theme_drawn(self.board.palette_in_use().name)

    def _theme_drawn(self, name: str) -> None:
        """The widgets around the board follow the board's light or dark look."""
        apply_window_theme(name, system_is_dark())

    def _save(self) -> None:
        self.settings.set_options(self.options)

    def set_theme(self, theme: Theme) -> None:
        theme = Theme(theme)
        self.options.theme = theme
        self._save()
        self.actions.theme_actions[theme].setChecked(True)
        self.board.set_theme(theme)
        self._theme_drawn(self.board.palette_in_use().name)

    def set_colour_blind(self, on: bool) -> None:
        action = self.actions.colour_blind_action
        if action.isChecked() != on:
            action.setChecked(on)  # comes back here through toggled
            return
        self.options.colour_blind = on
        self._save()
        self.board.set_colour_blind(on)

    def set_rulers(self, mode: RulerMode) -> None:
        mode = RulerMode(mode)
        self.options.rulers = mode
        self._save()
        self.actions.ruler_actions[mode].setChecked(True)
        self.board.set_rulers(mode)  # the window keeps its size: the cells make room

    def set_toggle(self, option: ToggleOption, on: bool) -> None:
        """An on/off entry: remembered, and the game follows."""
        option.write(self.options, on)
        self._save()
        option.apply(self.controller, on)

    def zoom(self, bigger: bool) -> None:
        zoom = next_zoom(self.board.zoom, bigger=bigger)
        if zoom is not None:
            self.set_zoom(zoom)

    def set_zoom(self, zoom: float) -> None:
        """The player's zoom: kept for later games, the window follows (up to the screen)."""
        self.fitter.apply_zoom(zoom)
        self.options.zoom = self.board.zoom
        self._save()
        self.fitter.follow_zoom()
        self.board.setFocus()

    def fit_to_screen(self) -> None:
        """At start and on a level change: the player's zoom, or less until the board fits."""
        self.fitter.fit(self.options.zoom)
