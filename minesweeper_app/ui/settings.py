"""The player's choices in QSettings.

Settings are an INI file beside the statistics in one data folder (chosen in
``minesweeper_app.game.datadir``), so a single ``MINESWEEPER_DATA_DIR`` (or constructor argument)
isolates tests and portable installs from the real player's files.  Every value is read
defensively: a hand-edited or damaged file falls back to defaults instead of stopping the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from minesweeper_app.game import BEGINNER, LEVELS, Level, custom_level
from minesweeper_app.ui.board_widget import RULER_MODES
from minesweeper_app.ui.theme import THEMES


@dataclass
class Options:
    question_marks: bool = False
    no_flag_hints: bool = False
    auto_open: bool = False
    zoom: float = 1.0
    theme: str = "system"
    colour_blind: bool = False
    rulers: str = "hint"


class Settings:
    """Typed access to the INI file; writes go straight through."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "settings.ini"
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self.problem: str | None = None
        if self._qs.status() != QSettings.Status.NoError:
            self.problem = "The settings file could not be read; defaults are used."

    def _int(self, key: str, default: int) -> int:
        try:
            return int(str(self._qs.value(key, default)))
        except (TypeError, ValueError):
            return default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        word = str(value).strip().lower()
        if word in ("1", "true", "yes", "on"):
            return True
        if word in ("0", "false", "no", "off"):
            return False
        return default

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        word = str(self._qs.value(key, default)).strip().lower()
        return word if word in choices else default

    def level(self) -> Level:
        key = str(self._qs.value("level/key", BEGINNER.key))
        if key in LEVELS:
            return LEVELS[key]
        if key == "custom":
            h = self._int("level/height", 0)
            w = self._int("level/width", 0)
            m = self._int("level/mines", 0)
            # Validated like the dialog so a damaged file cannot ask the creator for nonsense.
            from minesweeper_app.ui.custom_dialog import validate

            if not validate(str(h), str(w), str(m)):
                return custom_level(h, w, m)
        return BEGINNER

    def set_level(self, level: Level) -> None:
        self._qs.setValue("level/key", level.key)
        if level.key == "custom":
            self._qs.setValue("level/height", level.height)
            self._qs.setValue("level/width", level.width)
            self._qs.setValue("level/mines", level.mines)
        self._qs.sync()

    def window_geometry(self) -> QByteArray | None:
        """Where the window was and how big, as ``QWidget.saveGeometry`` wrote it."""
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, geometry: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)
        self._qs.sync()

    def options(self) -> Options:
        try:
            zoom = float(str(self._qs.value("view/zoom", 1.0)))
        except (TypeError, ValueError):
            zoom = 1.0
        if not 0.5 <= zoom <= 4.0:
            zoom = 1.0
        return Options(
            question_marks=self._bool("options/question_marks", False),
            no_flag_hints=self._bool("options/no_flag_hints", False),
            auto_open=self._bool("options/auto_open", False),
            zoom=zoom,
            theme=self._choice("view/theme", THEMES, "system"),
            colour_blind=self._bool("view/colour_blind", False),
            rulers=self._choice("view/rulers", RULER_MODES, "hint"),
        )

    def language(self) -> str:
        """The chosen language code, or "system" to follow the system's language."""
        return str(self._qs.value("options/language", "system")).strip() or "system"

    def set_language(self, code: str) -> None:
        self._qs.setValue("options/language", code)
        self._qs.sync()

    def grade_choice(self) -> str:
        """The logic grade New game asks for ("any", "easy", "hard" or "hardest")."""
        from minesweeper_app.engine import GRADE_CHOICES

        choice = str(self._qs.value("options/logic", "any")).strip().lower()
        return choice if choice in GRADE_CHOICES else "any"

    def set_grade_choice(self, choice: str) -> None:
        self._qs.setValue("options/logic", choice)
        self._qs.sync()

    def set_options(self, options: Options) -> None:
        self._qs.setValue("options/question_marks", options.question_marks)
        self._qs.setValue("options/no_flag_hints", options.no_flag_hints)
        self._qs.setValue("options/auto_open", options.auto_open)
        self._qs.setValue("view/zoom", options.zoom)
        self._qs.setValue("view/theme", options.theme)
        self._qs.setValue("view/colour_blind", options.colour_blind)
        self._qs.setValue("view/rulers", options.rulers)
        self._qs.sync()
