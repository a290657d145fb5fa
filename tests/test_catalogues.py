"""The translation catalogues: complete, current with the sources, placeholders intact."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

from minesweeper_app import i18n_tools
from minesweeper_app.i18n import LANGUAGES, english_plural, normalize_language, translate

MARKERS = ("translate", "QT_TRANSLATE_NOOP")
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%[1-9]|%n|%\([a-z_]+\)[sr]|%[sr]")

needs_lupdate = pytest.mark.skipif(
    shutil.which("pyside6-lupdate") is None
    and not Path(i18n_tools.sys.executable).with_name("pyside6-lupdate").exists(),
    reason="needs pyside6-lupdate (PySide6-Essentials)",
)


@pytest.mark.parametrize("code", i18n_tools.TRANSLATED)
def test_every_sentence_is_translated_and_none_is_obsolete(code: str) -> None:
    messages = i18n_tools.read_ts(i18n_tools.ts_path(code))
    assert len(messages) > 20
    unfinished = [m.source for m in messages if m.unfinished or not all(f.strip() for f in m.forms)]
    assert unfinished == []
    text = i18n_tools.ts_path(code).read_text(encoding="utf-8")
    assert 'type="obsolete"' not in text and 'type="vanished"' not in text


@pytest.mark.parametrize("code", i18n_tools.TRANSLATED)
def test_translations_keep_every_placeholder(code: str) -> None:
    wrong = []
    for message in i18n_tools.read_ts(i18n_tools.ts_path(code)):
        wanted = sorted(PLACEHOLDER.findall(message.source))
        for form in message.forms:
            if sorted(PLACEHOLDER.findall(form)) != wanted:
                wrong.append((message.source, form))
    assert wrong == []


@pytest.mark.parametrize("code", i18n_tools.TRANSLATED)
def test_plurals_have_the_languages_forms(code: str) -> None:
    plurals = [m for m in i18n_tools.read_ts(i18n_tools.ts_path(code)) if m.plural]
    wanted = i18n_tools.PLURAL_FORMS[code]
    assert [m.source for m in plurals if len(m.forms) != wanted] == []


@pytest.mark.slow  # a child process
@needs_lupdate
def test_catalogues_hold_exactly_the_marked_sentences_and_their_compiled_forms(
    tmp_path: Path,
) -> None:
    """A sentence marked in the sources but missing from a catalogue (or the reverse) fails:
    run ``python -m minesweeper_app.i18n_tools update``."""
    extracted = {m.key for m in i18n_tools.extract()}
    for code in i18n_tools.TRANSLATED:
        in_catalogue = {m.key for m in i18n_tools.read_ts(i18n_tools.ts_path(code))}
        assert sorted(extracted - in_catalogue) == [], code
        assert sorted(in_catalogue - extracted) == [], code
        shutil.copy(i18n_tools.ts_path(code), i18n_tools.ts_path(code, tmp_path))
    i18n_tools.compile_catalogues(tmp_path)
    for code in i18n_tools.TRANSLATED:
        fresh = i18n_tools.qm_path(code, tmp_path).read_bytes()
        assert fresh == i18n_tools.qm_path(code).read_bytes(), f"{code}: .qm older than .ts"


def test_english_plurals_without_a_catalogue() -> None:
    assert english_plural("%n mine(s) left", 1) == "1 mine left"
    assert english_plural("%n mine(s) left", 3) == "3 mines left"
    assert english_plural("%n box(es)", 2) == "2 boxes"
    assert translate("Test", "%n flag(s)", None, 0) == "0 flags"
    assert translate("Test", "Plain {x}") == "Plain {x}"


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("de", "de"),
        ("de_AT", "de"),
        ("fr-CA", "fr"),
        ("ES", "es"),
        ("zh", "zh_CN"),
        ("zh-CN", "zh_CN"),
        ("zh_Hans", "zh_CN"),
        ("zh_TW", None),
        ("pl_PL", "pl"),
        ("ru-RU", "ru"),
        ("cs_CZ", "cs"),
        ("ja_JP", "ja"),
        ("pt_BR", "pt_BR"),
        ("pt-br", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("en_GB", "en"),
        ("xx", None),
    ],
)
def test_language_codes(typed: str, code: str | None) -> None:
    assert normalize_language(typed) == code
    assert code is None or code in LANGUAGES


def _marked_calls() -> list[tuple[str, int, ast.Call]]:
    calls = []
    for path in i18n_tools.source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in MARKERS:
                calls.append((path.name, node.lineno, node))
    return calls


def test_every_marked_sentence_reaches_the_catalogues() -> None:
    """lupdate's Python parser silently skips a call whose arguments it cannot read (a plural
    count that is not a plain name, a marker inside an f-string): none may be skipped."""
    keys = {(m.context, m.source) for m in i18n_tools.read_ts(i18n_tools.ts_path("de"))}
    missed = []
    for name, line, call in _marked_calls():
        args = call.args
        if len(args) >= 4 and not isinstance(args[3], ast.Name):
            missed.append((name, line, "the plural count must be a plain name"))
        if len(args) >= 2 and all(isinstance(a, ast.Constant) for a in args[:2]):
            context, source = args[0].value, args[1].value  # type: ignore[attr-defined]
            if (context, source) not in keys:
                missed.append((name, line, source))
        if call.keywords:
            missed.append((name, line, "keyword arguments are not extracted"))
    assert missed == []
    assert len(_marked_calls()) > 200
