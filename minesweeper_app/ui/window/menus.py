"""The menu bar and its keyboard shortcuts; every entry calls one command of the window."""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from functools import partial
from typing import Protocol, TypeVar

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from minesweeper_app.engine import GradeChoice
from minesweeper_app.game import CUSTOM, LEVELS, Level
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.board.widget import RulerMode
from minesweeper_app.ui.language_menu import LanguageStore, build_language_menu
from minesweeper_app.ui.option_binding import TOGGLES, ToggleOption
from minesweeper_app.ui.retranslate import live_text
from minesweeper_app.ui.settings import Options
from minesweeper_app.ui.theme import Theme

GRADE_TITLES = {
    GradeChoice.ANY: QT_TRANSLATE_NOOP("Menus", "&Any"),
    GradeChoice.EASY: QT_TRANSLATE_NOOP("Menus", "&Easy (one number at a time)"),
    GradeChoice.HARD: QT_TRANSLATE_NOOP("Menus", "&Hard (two numbers together)"),
    GradeChoice.HARDEST: QT_TRANSLATE_NOOP("Menus", "Hardes&t (three+ numbers or the mine count)"),
}
THEME_TITLES = {
    Theme.SYSTEM: QT_TRANSLATE_NOOP("Menus", "&System"),
    Theme.LIGHT: QT_TRANSLATE_NOOP("Menus", "&Light"),
    Theme.DARK: QT_TRANSLATE_NOOP("Menus", "&Dark"),
    Theme.CONTRAST: QT_TRANSLATE_NOOP("Menus", "&High contrast"),
}
RULER_TITLES = {
    RulerMode.OFF: QT_TRANSLATE_NOOP("Menus", "&Off"),
    RulerMode.HINT: QT_TRANSLATE_NOOP("Menus", "While a &hint is shown"),
    RulerMode.ALWAYS: QT_TRANSLATE_NOOP("Menus", "&Always"),
}
Choice = TypeVar("Choice", bound=enum.StrEnum)

Shortcut = str | QKeySequence | QKeySequence.StandardKey | None


def _level_label(level: Level) -> str:
    return translate("Menus", "&{level} ({width}x{height}, {mines} mines)").format(
        level=level.title, width=level.width, height=level.height, mines=level.mines
    )


class MenuCommands(Protocol):
    """What the menus can ask of the window."""

    def new_game(self, level: Level | None = None) -> None: ...
    def set_grade_choice(self, choice: GradeChoice) -> None: ...
    def copy_board_id(self) -> str | None: ...
    def ask_board_id(self) -> None: ...
    def open_daily_board(self) -> None: ...
    def choose_custom(self) -> None: ...
    def show_statistics(self) -> None: ...
    def show_practice(self, lessons: bool = False) -> None: ...
    def set_toggle(self, option: ToggleOption, on: bool) -> None: ...
    def set_analysis(self, on: bool) -> None: ...
    def set_theme(self, theme: Theme) -> None: ...
    def set_colour_blind(self, on: bool) -> None: ...
    def set_rulers(self, mode: RulerMode) -> None: ...
    def zoom_in(self) -> None: ...
    def zoom_out(self) -> None: ...
    def set_zoom(self, zoom: float) -> None: ...
    def request_hint(self) -> None: ...
    def request_flag_check(self) -> None: ...
    def show_about(self) -> None: ...
    @property
    def settings(self) -> LanguageStore: ...


class WindowMenus:
    """Builds Game, Options and Help on ``window``'s menu bar and keeps their actions."""

    def __init__(
        self, window: QMainWindow, commands: MenuCommands, options: Options, grade: GradeChoice
    ) -> None:
        self.window = window
        self.commands = commands
        menu = window.menuBar()
        self.game_menu = menu.addMenu(translate("Menus", "&Game"))
        """The Game menu; the after-game entries and Pause are added to it from outside."""
        self._build_game_menu(self.game_menu, grade)
        self._build_options_menu(menu.addMenu(translate("Menus", "&Options")), options)
        help_menu = menu.addMenu(translate("Menus", "&Help"))
        self.hint_action = self._action(translate("Menus", "&Hint"), "H", commands.request_hint)
        self.check_action = self._action(
            translate("Menus", "&Check flags"), "C", commands.request_flag_check
        )
        help_menu.addAction(self.hint_action)
        help_menu.addAction(self.check_action)
        help_menu.addSeparator()
        self.lessons_action = self._action(
            translate("Menus", "&Lessons…"), None, lambda: commands.show_practice(lessons=True)
        )
        help_menu.addAction(self.lessons_action)
        help_menu.addAction(self._action(translate("Menus", "&About"), None, commands.show_about))

    def _action(self, text: str, shortcut: Shortcut, slot: Callable[[], object]) -> QAction:
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        self.window.addAction(act)  # shortcuts work with the menu bar hidden too
        return act

    def _build_game_menu(self, game_menu: QMenu, grade: GradeChoice) -> None:
        commands = self.commands
        self.new_action = self._action(
            translate("Menus", "&New game"), "F2", lambda: commands.new_game()
        )
        game_menu.addAction(self.new_action)
        self.grade_actions = self._choice_menu(
            game_menu.addMenu(translate("Menus", "&Logic")),
            GRADE_TITLES,
            grade,
            commands.set_grade_choice,
        )
        game_menu.addSeparator()
        self.copy_id_action = self._action(
            translate("Menus", "Cop&y board id"), None, commands.copy_board_id
        )
        self.open_id_action = self._action(
            translate("Menus", "&Open board id…"), None, commands.ask_board_id
        )
        self.daily_action = self._action(
            translate("Menus", "&Daily board"), None, commands.open_daily_board
        )
        for act in (self.copy_id_action, self.open_id_action, self.daily_action):
            game_menu.addAction(act)
        game_menu.addSeparator()
        self.level_group = QActionGroup(self.window)
        self.level_actions: dict[str, QAction] = {}
        for key, level in LEVELS.items():
            act = self._action("", None, partial(commands.new_game, level))
            live_text(act, "setText", partial(_level_label, level))
            self._add_level(key, act, game_menu)
        self._add_level(
            CUSTOM,
            self._action(translate("Menus", "&Custom…"), None, commands.choose_custom),
            game_menu,
        )
        game_menu.addSeparator()
        game_menu.addAction(
            self._action(translate("Menus", "&Statistics…"), None, commands.show_statistics)
        )
        self.practice_action = self._action(
            translate("Menus", "&Practice…"),
            "Ctrl+P",
            commands.show_practice,  # P pauses
        )
        game_menu.addAction(self.practice_action)
        game_menu.addSeparator()
        game_menu.addAction(
            self._action(
                translate("Menus", "&Quit"), QKeySequence.StandardKey.Quit, self.window.close
            )
        )

    def _add_level(self, key: str, act: QAction, menu: QMenu) -> None:
        act.setCheckable(True)
        self.level_group.addAction(act)
        self.level_actions[key] = act
        menu.addAction(act)

    def _standard_greys_help(self, standard: bool) -> None:
        """Under the Standard rules the help options do nothing: they are shown greyed."""
        for action in (
            self.question_action,
            self.no_flag_action,
            self.auto_open_action,
            self.analysis_action,
        ):
            action.setEnabled(not standard)

    def _build_options_menu(self, opts: QMenu, options: Options) -> None:
        commands = self.commands
        self.toggle_actions: dict[str, QAction] = {}
        for option in TOGGLES:
            act = QAction(translate("Menus", option.title), self.window)
            act.setCheckable(True)
            act.setChecked(option.read(options))
            act.toggled.connect(lambda on, o=option: commands.set_toggle(o, on))
            opts.addAction(act)
            self.toggle_actions[option.key] = act
        self.question_action = self.toggle_actions["question_marks"]
        self.no_flag_action = self.toggle_actions["no_flag_hints"]
        self.auto_open_action = self.toggle_actions["auto_open"]
        self.analysis_action = QAction(
            translate("Menus", "A&nalysis (mine probabilities; marks the game as assisted)"),
            self.window,
        )
        self.analysis_action.setCheckable(True)
        self.analysis_action.toggled.connect(commands.set_analysis)
        opts.addAction(self.analysis_action)
        standard = self.toggle_actions["standard"]
        standard.toggled.connect(self._standard_greys_help)
        self._standard_greys_help(standard.isChecked())
        opts.addSeparator()
        # Theme, colour-blind numbers and coordinate rulers: remembered, applied at once.
        self.theme_actions = self._choice_menu(
            opts.addMenu(translate("Menus", "&Theme")),
            THEME_TITLES,
            options.theme,
            commands.set_theme,
        )
        self.colour_blind_action = QAction(translate("Menus", "Colour-&blind numbers"), self.window)
        self.colour_blind_action.setCheckable(True)
        self.colour_blind_action.setChecked(options.colour_blind)
        self.colour_blind_action.toggled.connect(commands.set_colour_blind)
        opts.addAction(self.colour_blind_action)
        self.ruler_actions = self._choice_menu(
            opts.addMenu(translate("Menus", "Coo&rdinates")),
            RULER_TITLES,
            options.rulers,
            commands.set_rulers,
        )
        self.language_actions = build_language_menu(
            opts.addMenu(translate("Menus", "&Language")), commands.settings, self.window
        )
        opts.addSeparator()
        self.zoom_in_action = self._action(translate("Menus", "Zoom &in"), None, commands.zoom_in)
        # Ctrl+= is Ctrl++ without Shift on most keyboards: both zoom in.
        keys: list[QKeySequence] = []
        for seq in (
            *QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn),
            QKeySequence("Ctrl++"),
            QKeySequence("Ctrl+="),
        ):
            if seq not in keys:  # a key listed twice would be ambiguous and do nothing
                keys.append(seq)
        self.zoom_in_action.setShortcuts(keys)
        opts.addAction(self.zoom_in_action)
        opts.addAction(
            self._action(
                translate("Menus", "Zoom &out"), QKeySequence.StandardKey.ZoomOut, commands.zoom_out
            )
        )
        opts.addAction(
            self._action(
                translate("Menus", "Actual si&ze"), "Ctrl+0", lambda: commands.set_zoom(1.0)
            )
        )

    def _choice_menu(
        self,
        menu: QMenu,
        titles: Mapping[Choice, str],
        current: Choice,
        slot: Callable[[Choice], None],
    ) -> dict[Choice, QAction]:
        """One checkable entry per choice (a StrEnum, so "dark" finds Theme.DARK's entry)."""
        group = QActionGroup(menu)
        actions: dict[Choice, QAction] = {}
        for key, title in titles.items():
            act = QAction(translate("Menus", title), menu)
            act.setCheckable(True)
            act.setChecked(key == current)
            act.triggered.connect(lambda _=False, k=key: slot(k))
            group.addAction(act)
            menu.addAction(act)
            actions[key] = act
        return actions

    def show_level(self, key: str) -> None:
        act = self.level_actions.get(key)
        if act is not None:
            act.setChecked(True)
