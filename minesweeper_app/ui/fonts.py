"""The game's own font: DejaVu Sans ships in resources/fonts and is used when the system's
font cannot draw what the game shows (a minimal system may have no font at all, and Qt
then draws every letter and digit as a box).  The self-test checks the glyphs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

from minesweeper_app.resources import resource_path

FAMILY = "DejaVu Sans"
SHOWN = (
    "0123456789"
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    " .,:;!?()[]/-+%'\"<>="
    "\u00b7\u2014\u2013\u2026\u201c\u201d\u2019\u00d7"
)
"""Every character the window draws: digits, letters and the symbols of its sentences."""


def _font_files() -> tuple[Callable[[], Path], ...]:
    """The shipped files, each a literal resource_path call (the bundle check reads them)."""
    return (
        lambda: resource_path("fonts", "DejaVuSans.ttf"),
        lambda: resource_path("fonts", "DejaVuSans-Bold.ttf"),
    )


def register_bundled_fonts() -> list[str]:
    """Add the shipped font files to Qt's database; the families they provide."""
    families: list[str] = []
    for font_file in _font_files():
        try:
            path = font_file()
        except FileNotFoundError:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return families


def missing_glyphs(font: QFont, text: str = SHOWN) -> str:
    """The characters of ``text`` that ``font`` (after Qt's fallbacks) cannot draw."""
    metrics = QFontMetrics(font)
    return "".join(ch for ch in dict.fromkeys(text) if not metrics.inFontUcs4(ord(ch)))


def install_fonts(app: QApplication) -> str:
    """Register the shipped font and use it when the system font lacks a glyph we draw.

    Returns the family the window will draw with.
    """
    families = register_bundled_fonts()
    if missing_glyphs(app.font()) and FAMILY in families:
        font = QFont(FAMILY)
        size = app.font().pointSizeF()
        font.setPointSizeF(size if size > 0 else 10.0)
        app.setFont(font)
    return drawn_family(app.font())


def drawn_family(font: QFont) -> str:
    """The family Qt really draws ``font`` with (after matching and fallbacks)."""
    return QFontInfo(font).family()


LANGUAGE_SAMPLES = {
    "de": "äöüÄÖÜß„“",
    "fr": "éèêàçùûœ«»",
    "es": "áéíóúñ¿¡«»",
    "zh_CN": "游戏提示地雷旗帜安全检查统计，。：（）",
    "pl": "ąćęłńóśźżŁŚŻ„”",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюяЁ«»",
    "cs": "áčďéěíňóřšťúůýžČŘŠŽ„“",
    "ja": "地雷旗安全ゲームマスのをはですー、。：（）",
    "pt_BR": "ãáâàçéêíóôõúÃÇÉ“”",
}
"""Characters each language's catalogue needs beyond the English ones."""
CJK_LANGUAGES = {"zh_CN": "Chinese", "ja": "Japanese"}
"""Languages whose letters only a system CJK font draws (a notice when it is missing)."""
CJK_FONT_PACKAGES = "fonts-noto-cjk (Debian, Ubuntu) or google-noto-sans-cjk-fonts (Fedora)"


def language_glyph_problem(app: QApplication, code: str) -> tuple[str, bool] | None:
    """(sentence, fatal) when the font cannot draw ``code``'s letters, else None.

    Chinese needs a CJK font from the system (too large to ship): without one the game still
    works, so that is a notice naming the package, not a failure. Accented Latin letters are
    in the shipped font, so missing ones are a real fault.
    """
    missing = missing_glyphs(app.font(), LANGUAGE_SAMPLES.get(code, ""))
    if not missing:
        return None
    if code in CJK_LANGUAGES:
        return (
            f"{CJK_LANGUAGES[code]} text needs a CJK font and none is installed: the game "
            f"would show boxes for {missing!r}. Install {CJK_FONT_PACKAGES}.",
            False,
        )
    return (
        f"The font {drawn_family(app.font()) or '(none)'} has no glyphs for {missing!r} "
        f"({code}): reinstall the game, whose own font is missing.",
        True,
    )


def glyph_problem(app: QApplication) -> str | None:
    """A sentence naming the characters the window's font cannot draw, or None."""
    missing = missing_glyphs(app.font())
    if not missing:
        return None
    return (
        f"The font {drawn_family(app.font()) or '(none)'} has no glyphs for {missing!r}: "
        "the game would show boxes. Install a font (for example fonts-dejavu-core) or "
        "reinstall the game, whose own font is missing."
    )
