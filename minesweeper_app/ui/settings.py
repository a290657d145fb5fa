"""The player's choices, in ``settings.ini``.

Settings are an INI file beside the statistics in one data folder (chosen in
``minesweeper_app.game.datadir``), so a single ``MINESWEEPER_DATA_DIR`` (or constructor argument)
isolates tests and portable installs from the real player's files.  Every value is read
defensively: a hand-edited or damaged file falls back to defaults instead of stopping the game.
The file is written atomically (``game.settings_file``, the format QSettings wrote before).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from minesweeper_app.engine import GradeChoice
from minesweeper_app.game import BEGINNER, CUSTOM, LEVELS, Level, custom_level
from minesweeper_app.game.settings_file import SettingsFile, Value
from minesweeper_app.ui.board.widget import RULER_MODES, RulerMode
from minesweeper_app.ui.speech import VERBOSITIES, Verbosity
from minesweeper_app.ui.theme import THEMES, Theme


@dataclass
class Options:
    question_marks: bool = False
    no_flag_hints: bool = False
    auto_open: bool = False
    standard: bool = False
    zoom: float = 1.0
    theme: Theme = Theme.SYSTEM
    colour_blind: bool = False
    rulers: RulerMode = RulerMode.HINT
    verbosity: Verbosity = Verbosity.FULL


class Settings:
    """Typed access to the INI file; every change is saved at once."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "settings.ini"
        self._file = SettingsFile(self.path)
        self.problem: str | None = self._file.problem
        """What the window says at start (a file that could not be read or saved)."""
        self.on_problem: Callable[[str], None] | None = None
        """Told once when a save fails (until one works again); before it is set, the
        sentence goes to ``problem``."""

    def _value(self, key: str, default: object) -> str:
        value = self._file.get(key)
        return str(default) if value is None else value

    def _save(self, values: Mapping[str, Value]) -> None:
        message = self._file.update(values)
        if message is None:
            return
        if self.on_problem is not None:
            self.on_problem(message)
        else:
            self.problem = message if self.problem is None else f"{self.problem} {message}"

    def _int(self, key: str, default: int) -> int:
        try:
            return int(self._value(key, default))
        except (TypeError, ValueError):
            return default

    def _bool(self, key: str, default: bool) -> bool:
        word = self._value(key, default).strip().lower()
        if word in ("1", "true", "yes", "on"):
            return True
        if word in ("0", "false", "no", "off"):
            return False
        return default

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        word = self._value(key, default).strip().lower()
        return word if word in choices else default

    def level(self) -> Level:
        key = self._value("level/key", BEGINNER.key)
        if key in LEVELS:
            return LEVELS[key]
        if key == CUSTOM:
            h = self._int("level/height", 0)
            w = self._int("level/width", 0)
            m = self._int("level/mines", 0)
            # Validated like the dialog so a damaged file cannot ask the creator for nonsense.
            from minesweeper_app.ui.custom_dialog import validate

            if not validate(str(h), str(w), str(m)):
                return custom_level(h, w, m)
        return BEGINNER

    def set_level(self, level: Level) -> None:
        values: dict[str, Value] = {"level/key": level.key}
        if level.is_custom:
            values.update(
                {
                    "level/height": level.height,
                    "level/width": level.width,
                    "level/mines": level.mines,
                }
            )
        self._save(values)

    def options(self) -> Options:
        try:
            zoom = float(self._value("view/zoom", 1.0))
        except (TypeError, ValueError):
            zoom = 1.0
        if not 0.5 <= zoom <= 4.0:
            zoom = 1.0
        return Options(
            question_marks=self._bool("options/question_marks", False),
            no_flag_hints=self._bool("options/no_flag_hints", False),
            auto_open=self._bool("options/auto_open", False),
            standard=self._bool("options/standard", False),
            zoom=zoom,
            theme=Theme(self._choice("view/theme", THEMES, Theme.SYSTEM)),
            colour_blind=self._bool("view/colour_blind", False),
            rulers=RulerMode(self._choice("view/rulers", RULER_MODES, RulerMode.HINT)),
            verbosity=Verbosity(self._choice("view/verbosity", VERBOSITIES, Verbosity.FULL)),
        )

    def language(self) -> str:
        """The chosen language code, or "system" to follow the system's language."""
        return self._value("options/language", "system").strip() or "system"

    def set_language(self, code: str) -> None:
        self._save({"options/language": code})

    def grade_choice(self) -> GradeChoice:
        """The logic grade New game asks for ("any", "easy", "hard" or "hardest")."""
        choice = self._value("options/logic", "any").strip().lower()
        return GradeChoice(choice) if choice in set(GradeChoice) else GradeChoice.ANY

    def set_grade_choice(self, choice: str) -> None:
        self._save({"options/logic": choice})

    def set_options(self, options: Options) -> None:
        self._save(
            {
                "options/question_marks": options.question_marks,
                "options/no_flag_hints": options.no_flag_hints,
                "options/auto_open": options.auto_open,
                "options/standard": options.standard,
                "view/zoom": options.zoom,
                "view/theme": options.theme,
                "view/colour_blind": options.colour_blind,
                "view/rulers": options.rulers,
                "view/verbosity": options.verbosity,
            }
        )
