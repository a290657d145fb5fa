"""Loading the chosen language: the game's catalogue, Qt's own (dialog buttons) and the locale.

The catalogues are ``resources/translations/minesweeper_XX.qm``, compiled from the ``.ts``
sources by ``python -m minesweeper_app.i18n_tools update``. The choice is made before the
window is built; a change in Options > Language is installed here too, while the game runs
(``language_menu.switch_language``), and every open window follows at once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from minesweeper_app import i18n
from minesweeper_app.resources import resource_path

SYSTEM = "system"
"""The setting's value for "follow the system's language"."""

CATALOGUES: dict[str, Callable[[], Path]] = {
    "de": lambda: resource_path("translations", "minesweeper_de.qm"),
    "fr": lambda: resource_path("translations", "minesweeper_fr.qm"),
    "es": lambda: resource_path("translations", "minesweeper_es.qm"),
    "zh_CN": lambda: resource_path("translations", "minesweeper_zh_CN.qm"),
    "pl": lambda: resource_path("translations", "minesweeper_pl.qm"),
    "ru": lambda: resource_path("translations", "minesweeper_ru.qm"),
    "cs": lambda: resource_path("translations", "minesweeper_cs.qm"),
    "ja": lambda: resource_path("translations", "minesweeper_ja.qm"),
    "pt_BR": lambda: resource_path("translations", "minesweeper_pt_BR.qm"),
}
"""Each language's compiled catalogue (literal resource_path calls: the bundle check reads them)."""

_current = "en"
_loaded: list[QTranslator] = []
"""The installed translators; Qt does not own them, so Python must keep them alive."""
_early: QTranslator | None = None
"""The command line's translator (``command_line_translator``), kept alive the same way."""


def system_language() -> str:
    """The shipped language closest to the system's UI languages, English when none fits."""
    for name in QLocale.system().uiLanguages():
        code = i18n.normalize_language(name)
        if code is not None:
            return code
    return "en"


def resolve(choice: str | None) -> str:
    """The language to use for a setting or command-line value (unknown values: the system's)."""
    if choice and choice != SYSTEM:
        code = i18n.normalize_language(choice)
        if code is not None:
            return code
    return system_language()


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def install_language(app: QCoreApplication, code: str) -> str:
    """Load ``code``'s catalogues into ``app`` and make it the default locale; returns code.

    English loads no catalogue (the sources are English). A missing catalogue file leaves the
    game in English rather than stopping it.
    """
    for old in _loaded:
        app.removeTranslator(old)
    _loaded.clear()
    system = QLocale.system()
    # The system's own variant (en_GB, de_AT) when it speaks the language: its date formats.
    same = i18n.normalize_language(system.name()) == code
    locale = system if same else QLocale("en_US" if code == "en" else code)
    QLocale.setDefault(locale)
    if code != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_own = QTranslator(app)
        if qt_own.load(locale, "qtbase", "_", qt_dir):
            app.installTranslator(qt_own)
            _loaded.append(qt_own)
        ours = QTranslator(app)
        try:
            path: Path | None = CATALOGUES[code]()
        except (FileNotFoundError, KeyError):
            path = None
        if path is not None and ours.load(str(path)):
            app.installTranslator(ours)
            _loaded.append(ours)
    i18n.install(
        _qt_translate, lambda value, decimals: QLocale().toString(float(value), "f", decimals)
    )
    if isinstance(app, QGuiApplication):
        # Window managers put this after every title: in English it mixed languages.
        app.setApplicationDisplayName(i18n.translate("Window", "No-guess Minesweeper"))
    global _current
    _current = code
    return code


def command_line_translator(choice: str | None) -> i18n.Translator:
    """``choice``'s catalogue (else the system language's) without a QApplication.

    For the command line's own messages (a bad --level, an unknown --language), shown
    before the window would load the catalogue. English when no catalogue loads.
    """
    global _early
    code = resolve(choice)
    translator = QTranslator()
    try:
        loaded = translator.load(str(CATALOGUES[code]()))
    except (FileNotFoundError, KeyError):
        loaded = False
    if not loaded:
        return lambda context, text, disambiguation, n: text
    _early = translator

    def early(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return translator.translate(context, text, disambiguation, n) or text

    return early


def current_language() -> str:
    """The language ``install_language`` last loaded ("en" before any)."""
    return _current
