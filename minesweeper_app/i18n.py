"""Translation for every layer, without Qt: the engine and the game layer call ``translate``.

``translate(context, text)`` is the marker ``pyside6-lupdate`` extracts from Python source
(its Python parser knows ``translate(...)`` with literal, positional arguments only: a
plural is ``translate(context, text, None, n)``; ``n=`` as a keyword is not extracted).
Until the window installs Qt's translator (``ui/language.py``) it returns the English source.

Plural sources are written in English with ``%n`` and ``(s)``, e.g. "%n mine(s) left"; the
catalogues give each language its numerus forms, and English itself (which has no catalogue)
gets "1 mine left" / "2 mines left" from ``english_plural``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Translator = Callable[[str, str, str | None, int], str]
"""(context, source, disambiguation, n) -> the translation, or the source when there is none."""

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "zh_CN": "简体中文",
    "pl": "Polski",
    "ru": "Русский",
    "cs": "Čeština",
    "ja": "日本語",
    "pt_BR": "Português (Brasil)",
}
"""The languages the game speaks: code -> the language's own name (shown in the menu)."""

ALIASES = {"zh": "zh_CN", "zh_hans": "zh_CN", "zh_sg": "zh_CN", "pt": "pt_BR"}
"""Codes people type or systems report for a language we ship under another code."""

SPELLED_CONTEXTS = frozenset({"Hints"})
"""Contexts whose English counts up to eight are words ("two mines"), as the hints say them."""
WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")

_ALT = re.compile(r"(?<=[a-z])\(([a-z]{1,2})\)")
_CHOICE = re.compile(r"\(([^()|]*)\|([^()|]*)\)")


def english_plural(text: str, n: int, spelled: bool = False) -> str:
    """The English form of a plural source for ``n``.

    "%n mine(s) (is|are) left" -> "1 mine is left" / "3 mines are left" ("three" if spelled).
    """
    text = _CHOICE.sub(lambda m: m[1] if n == 1 else m[2], text)
    text = _ALT.sub("" if n == 1 else r"\1", text)
    word = WORDS[n] if spelled and 0 <= n < len(WORDS) else str(n)
    return text.replace("%n", word)


def _untranslated(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return text


_translator: Translator = _untranslated


def _plain_number(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}"


_number: Callable[[float, int], str] = _plain_number


def install(
    translator: Translator | None, number_format: Callable[[float, int], str] | None = None
) -> None:
    """Route ``translate`` (and ``number``) through Qt (None: back to English sources)."""
    global _translator, _number
    _translator = translator or _untranslated
    _number = number_format or _plain_number


def number(value: float, decimals: int = 0) -> str:
    """``value`` with ``decimals`` digits as the chosen language writes it ("12.5", "12,5")."""
    return _number(value, decimals)


_sources: dict[str, tuple[str, str, str | None]] = {}
"""Each whole sentence ``translate`` gave, back to its (context, source, disambiguation), so a
text a widget still shows can be translated again after a language change."""


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language; ``%n`` becomes ``n`` (plural forms) when n >= 0."""
    out = _translator(context, text, disambiguation, n)
    if n < 0:
        _sources[out] = (context, text, disambiguation)
        return out
    if out == text or out == text.replace("%n", str(n)):
        return english_plural(text, n, context in SPELLED_CONTEXTS)
    return out.replace("%n", str(n))


def translate_again(shown: str) -> str | None:
    """``shown``, a sentence ``translate`` gave in some language, in the language chosen now;
    None when ``shown`` did not come whole from ``translate`` (a filled-in template)."""
    source = _sources.get(shown)
    if source is None:
        return None
    return translate(*source)


def join_list(items: Iterable[str], last: str = "and") -> str:
    """ "A, B and C" (or "A, B or C") in the chosen language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    head = translate("Lists", ", ").join(items[:-1])
    if last == "or":
        return translate("Lists", "{list} or {last}").format(list=head, last=items[-1])
    return translate("Lists", "{list} and {last}").format(list=head, last=items[-1])


def normalize_language(code: str) -> str | None:
    """The shipped language a code names ("de", "de_AT", "zh-CN", "zh"), or None."""
    key = code.strip().replace("-", "_")
    lowered = key.lower()
    if lowered in ALIASES:
        return ALIASES[lowered]
    for shipped in LANGUAGES:
        if lowered == shipped.lower():
            return shipped
    base = lowered.split("_")[0]
    if base == "zh":
        # Only Simplified Chinese ships; Traditional (zh_TW, zh_HK, zh_Hant) falls back.
        return "zh_CN" if lowered in ("zh_cn", "zh_hans_cn") else None
    # Portuguese ships as Brazil's: Portugal's players read it better than English.
    base = ALIASES.get(base, base)
    return base if base in LANGUAGES else None


def language_list() -> str:
    """ "en (English), de (Deutsch), ..." for messages that list the choices."""
    return ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for extraction where it is defined; ``translate`` it where it is shown."""
    return text
