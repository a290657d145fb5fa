"""The game's own font: DejaVu Sans ships in resources/fonts and is used when the system's
font cannot draw what the game shows (a minimal system may have no font at all, and Qt
then draws every letter and digit as a box).  The self-test checks the glyphs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

from minesweeper_app.i18n import translate
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


SCRIPT_SAMPLES: dict[str, str] = {
    "Latin": "äöüÄÖÜß„“éèêàçùûœ«»áíóúñ¿¡ąćęłńśźżŁŚŻčďěňřšťůýžČŘŠŽãõâêôÃÕ",
    "Cyrillic": "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя«»",
    "Greek": "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψωάέήίόύώ",
    "SimplifiedHan": "游戏提示地雷旗帜安全检查统计，。：（）",
    "TraditionalHan": "遊戲提示地雷旗幟安全檢查統計，。：（）",
    "Japanese": "ゲームヒント地雷旗安全確認統計の「」、。：（）",
    "Korean": "게임힌트지뢰깃발안전확인통계",
    "Arabic": "لعبةتلميحلغم",
    "Hebrew": "משחקרמזמוקש",
    "Thai": "เกมคำใบ้ระเบิด",
    "Devanagari": "खेलसंकेतखदान",
}
"""Characters each script's catalogues need beyond English, keyed by QLocale's script name
without "Script"; a language's script comes from QLocale, so a new catalogue is checked
without an entry here unless it brings a new script."""
SHIPPED_SCRIPTS = frozenset({"Latin", "Cyrillic", "Greek"})
"""Scripts the shipped DejaVu Sans draws: a missing glyph there means a broken install."""
CJK_SCRIPTS = frozenset({"SimplifiedHan", "TraditionalHan", "Japanese", "Korean"})
CJK_FONT_PACKAGES = "fonts-noto-cjk (Debian, Ubuntu) or google-noto-sans-cjk-fonts (Fedora)"
OTHER_FONT_PACKAGES = "fonts-noto-core (Debian, Ubuntu) or google-noto-sans-fonts (Fedora)"


def language_script(code: str) -> str:
    """The script ``code`` is written in, as a key of SCRIPT_SAMPLES ("Latin" for English)."""
    return QLocale(code).script().name.removesuffix("Script")


def font_package(code: str) -> str:
    """The system font package that draws ``code``'s script (the shipped font does not)."""
    return CJK_FONT_PACKAGES if language_script(code) in CJK_SCRIPTS else OTHER_FONT_PACKAGES


def language_glyph_problem(app: QApplication, code: str) -> tuple[str, bool] | None:
    """(sentence, fatal) when the font cannot draw ``code``'s letters, else None.

    Per script: Chinese, Japanese and Korean need a CJK font from the system (too large to
    ship, see docs/packaging.md); without one the game still works in English, so that is a
    notice naming the package, not a failure. Latin, Cyrillic and Greek letters are in the
    shipped font, so missing ones are a real fault. The sentence is English, the one
    language the shipped font always draws.
    """
    script = language_script(code)
    sample = SCRIPT_SAMPLES.get(script, "") if code != "en" else ""
    missing = missing_glyphs(app.font(), sample)
    if not missing:
        return None
    if script in SHIPPED_SCRIPTS:
        return (
            f"The font {drawn_family(app.font()) or '(none)'} has no glyphs for {missing!r} "
            f"({code}): reinstall the game, whose own font is missing.",
            True,
        )
    return (undrawable_language_notice(code, missing), False)


def drawable_language(app: QApplication, code: str) -> tuple[str, str | None]:
    """The language a window run speaks instead of ``code`` when no installed font draws
    ``code``'s script (English, which the shipped font draws), with the notice that says so;
    ``(code, None)`` when it can be drawn. Call it with English installed, as the notice
    must be drawable too."""
    problem = language_glyph_problem(app, code)
    return (code, None) if problem is None else ("en", problem[0])


def undrawable_language_notice(code: str, missing: str) -> str:
    """What the window says, in English, when ``code``'s script has no font here."""
    # The English name: the language's own name is in the script that cannot be drawn.
    name = QLocale.languageToString(QLocale(code).language())
    return translate(
        "Fonts",
        "{language} text needs a font that is not installed: the game would show boxes "
        "for letters such as {missing}. This run is in English. To play in {language}, "
        "install {packages}, then start the game again.",
    ).format(
        language=name,
        missing=" ".join(missing[:6]),
        packages=font_package(code),
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
