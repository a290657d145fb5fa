"""The window in other languages: a pseudo-locale finds any text that was never marked for
translation, and the real catalogues change what the player reads."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from minesweeper_app import i18n, i18n_tools
from minesweeper_app.engine import BoardLayout
from minesweeper_app.game import BEGINNER
from minesweeper_app.ui.language import install_language

BRACKETED = re.compile(r"\[[^\[\]]*\]")
TAG = re.compile(r"<[^>]+>")
PROPER_NAMES = ("3BV/s", "3BV", *i18n.LANGUAGES.values())
"""Texts that stay as they are in every language: a measure's name and languages' own names."""
QT_OWN = {"OK", "&OK", "Cancel", "&Cancel", "Close", "&Close", "&Yes", "&No", "Yes", "No"}
QT_OWN |= {"Scroll Left", "Scroll Right"}
"""Standard dialog buttons and a tab bar's scroll arrows: Qt's own catalogue (qtbase_XX.qm)
translates them."""


def untranslated(text: str) -> str | None:
    """What is left of ``text`` outside "[...]" when it still holds a word, else None."""
    text = TAG.sub(" ", text).replace("&nbsp;", " ").replace("&amp;", "&")
    while BRACKETED.search(text):
        text = BRACKETED.sub("", text)
    for name in PROPER_NAMES:
        text = text.replace(name, "")
    rest = text.strip()
    return rest if re.search(r"[^\W\d_]{2,}", rest) else None


def texts_of(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a player can read or hear (a screen reader speaks the
    accessible names) in ``widget`` and its children."""
    for w in [widget, *widget.findChildren(QWidget)]:
        name = f"{type(w).__name__}({w.objectName()})"
        if w.isWindow():
            yield name + ".windowTitle", w.windowTitle()
        yield name + ".toolTip", w.toolTip()
        yield name + ".accessibleName", w.accessibleName()
        yield name + ".accessibleDescription", w.accessibleDescription()
        yield name + ".whatsThis", w.whatsThis()
        yield name + ".statusTip", w.statusTip()
        if isinstance(w, QLabel | QAbstractButton):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield f"{name}.tab{i}", w.tabText(i)
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{name}.item{i}", w.itemText(i)
        elif isinstance(w, QTableWidget):
            for i in range(w.columnCount()):
                item = w.horizontalHeaderItem(i)
                if item is not None:
                    yield f"{name}.header{i}", item.text()
        elif isinstance(w, QMenu):
            for act in w.actions():
                yield f"{name}.action", act.text()
                yield f"{name}.action.toolTip", act.toolTip()
                yield f"{name}.action.statusTip", act.statusTip()
                yield f"{name}.action.whatsThis", act.whatsThis()


@pytest.fixture
def pseudo_locale(pseudo_catalogue: Path, qapp: QApplication) -> Iterator[None]:
    """Every marked sentence shown as "[sentence]" (a catalogue written from the sources)."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(pseudo_catalogue))
    install_language(qapp, "en")
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)
    install_language(qapp, "en")
    i18n.install(None)


def _leftovers(widget: QWidget) -> list[tuple[str, str]]:
    return [
        (where, text)
        for where, text in texts_of(widget)
        if untranslated(text) and text not in QT_OWN
    ]


def test_the_pseudo_locale_check_sees_an_unmarked_text(qtbot: Any) -> None:
    label = QLabel("Mines left")
    qtbot.addWidget(label)
    assert ("QLabel()", "Mines left") in _leftovers(label)
    assert untranslated("[Time] 12.5 [s]") is None
    assert untranslated("[A [row 3, column 4] b] 3BV/s 12") is None
    assert untranslated("[Time] seconds") == "seconds"


def test_every_text_of_the_window_and_its_dialogs_is_marked(
    pseudo_locale: None, make_window: Callable[..., Any], qtbot: Any, tmp_path: Path
) -> None:
    from minesweeper_app.game import Move, MoveAction
    from minesweeper_app.game.practice import PracticeStore
    from minesweeper_app.ui.about import AboutDialog
    from minesweeper_app.ui.custom_dialog import CustomDialog
    from minesweeper_app.ui.practice import PracticeWindow
    from minesweeper_app.ui.review import open_review
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    window = make_window(seed=3, level=BEGINNER)
    window.click_cell((4, 4))
    qtbot.waitUntil(lambda: window.game.values is not None and (window.game.values >= 0).any())
    window.request_hint()
    qtbot.waitUntil(lambda: "[" in window.last_message)
    assert _leftovers(window) == []
    for menu in window.menuBar().findChildren(QMenu):
        assert _leftovers(menu) == []
    dialogs: list[QWidget] = [
        CustomDialog(window.game.level, window),
        StatisticsDialog(window.stats, window),
        AboutDialog(window),
    ]
    practice = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5)
    qtbot.addWidget(practice)
    practice.show()
    qtbot.waitUntil(lambda: not practice.busy and practice.puzzle is not None, timeout=30_000)
    review = open_review(
        None,
        BoardLayout(1, 5, frozenset({(0, 2)}), (0, 0)),
        [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (0, 2), 1.0)],
    )
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.review is not None or bool(review.problem), timeout=20_000)
    assert review.review is not None, review.problem
    review.go_to_first_missed()
    dialogs += [practice, review]
    leftovers: list[tuple[str, str]] = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        leftovers.extend(_leftovers(dialog))
    assert leftovers == [], "\n".join(f"{w}: {t!r}" for w, t in leftovers)


def test_the_review_s_progress_is_marked(
    pseudo_locale: None,
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """While a review is worked out it says how far it is, in the player's language."""
    from minesweeper_app.game import Move, MoveAction
    from minesweeper_app.ui import review as review_window

    gate = threading.Event()
    request.addfinalizer(gate.set)  # a failed check never leaves a pool thread waiting

    def held(*args: Any, progress: Any, **kwargs: Any) -> Any:
        progress(0, 2)
        gate.wait()
        raise ValueError("not needed")

    monkeypatch.setattr(review_window, "review_game", held)
    review = review_window.open_review(
        None,
        BoardLayout(1, 5, frozenset({(0, 2)}), (0, 0)),
        [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (0, 2), 1.0)],
    )
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.last_progress is not None)
    assert "1" in review.summary_label.text() and "2" in review.summary_label.text()
    leftovers = _leftovers(review)
    gate.set()
    assert review.wait_for_jobs()
    assert leftovers == []


@pytest.mark.parametrize(
    ("code", "game", "hint"),
    [
        ("de", "&Spiel", "&Hinweis"),
        ("fr", "&Partie", "&Indice"),
        ("es", "&Juego", "&Pista"),
        ("zh_CN", "游戏(&G)", "提示(&H)"),
        ("pl", "&Gra", "&Podpowiedź"),
        ("ru", "&Игра", "&Подсказка"),
        ("cs", "&Hra", "&Nápověda"),
        ("ja", "ゲーム(&G)", "ヒント(&H)"),
        ("pt_BR", "&Jogo", "&Dica"),
    ],
)
def test_the_menus_speak_the_chosen_language(
    code: str, game: str, hint: str, make_window: Callable[..., Any], qapp: QApplication
) -> None:
    install_language(qapp, code)
    try:
        window = make_window()
        titles = {
            a.text()
            for a in window.menuBar().actions()
            if a.menu() is not None and window.menus.new_action in a.menu().actions()
        }
        assert titles == {game}
        assert window.menus.hint_action.text() == hint
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    finally:
        install_language(qapp, "en")
        i18n.install(None)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("de", "12,50"),
        ("en", "12.50"),
        ("pl", "12,50"),
        ("ru", "12,50"),
        ("cs", "12,50"),
        ("ja", "12.50"),
        ("pt_BR", "12,50"),
    ],
)
def test_numbers_are_written_the_language_s_way_whole_or_not(
    code: str, expected: str, qapp: QApplication
) -> None:
    """Whole numbers too: Qt's toString takes no format with an int, which a counter or
    a move number would have raised in every language but English."""
    install_language(qapp, code)
    try:
        assert i18n.number(12.5, 2) == expected
        assert i18n.number(3) == "3" and i18n.number(1234, 0) in {
            "1234",
            "1.234",
            "1,234",
            "1\xa0234",
        }
    finally:
        install_language(qapp, "en")
        i18n.install(None)


CELL_WORDS = {"en": "row", "de": "Zeile", "fr": "ligne", "es": "fila", "zh_CN": "行"}
CELL_WORDS |= {"pl": "wierszu", "ru": "ряд", "cs": "řádek", "ja": "行", "pt_BR": "linha"}


@pytest.mark.slow  # a child process
@pytest.mark.parametrize("code", list(CELL_WORDS))
def test_the_self_test_speaks_the_chosen_language(code: str, tmp_path: Path) -> None:
    """Its hint sentences come from the catalogue; Chinese without a CJK font is a notice
    naming the package to install, never a failure."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MINESWEEPER_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "--self-test", "--language", code],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    hints = [line.split("): ", 1)[1] for line in result.stdout.splitlines() if "  hint " in line]
    assert len(hints) == 5
    assert all(CELL_WORDS[code] in hint for hint in hints[1:]), hints
    if code != "en":
        english = {m.source for m in i18n_tools.read_ts(i18n_tools.ts_path(code))}
        assert not english & set(hints)
        assert all("row " not in hint for hint in hints)
    if code in ("zh_CN", "ja") and "text needs a font" in result.stdout:
        assert "fonts-noto-cjk" in result.stdout


def test_a_missing_cjk_font_is_named_not_fatal(qapp: QApplication) -> None:
    from minesweeper_app.ui.fonts import (
        SCRIPT_SAMPLES,
        language_glyph_problem,
        language_script,
        missing_glyphs,
    )

    for cjk in ("zh_CN", "ja"):
        problem = language_glyph_problem(qapp, cjk)
        if missing_glyphs(qapp.font(), SCRIPT_SAMPLES[language_script(cjk)]):
            assert problem is not None and not problem[1] and "fonts-noto-cjk" in problem[0]
        else:
            assert problem is None
    for code in ("de", "fr", "es", "pl", "ru", "cs", "pt_BR"):
        assert language_glyph_problem(qapp, code) is None, code


@pytest.mark.parametrize("code", ["de", "zh_CN"])
def test_statistics_name_levels_as_the_menus_do(
    code: str, qapp: QApplication, qtbot: Any, tmp_path: Path
) -> None:
    """Statistics once said "Beginner" beside the menu's "Anfänger": one place names levels."""
    from minesweeper_app.game import LEVELS, custom_level
    from minesweeper_app.game.finished import FinishedGame
    from minesweeper_app.game.stats import StatsStore
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    store = StatsStore(tmp_path / "stats.sqlite3")
    for level in (LEVELS["beginner"], LEVELS["intermediate"], custom_level(16, 30, 170)):
        store.record(FinishedGame(level, 30.0, True, 0))
    install_language(qapp, code)
    try:
        dialog = StatisticsDialog(store)
        qtbot.addWidget(dialog)
        beginner, intermediate = LEVELS["beginner"].title, LEVELS["intermediate"].title
        assert beginner != "Beginner" and intermediate != "Intermediate"
        table = dialog.levels_table
        assert [table.item(r, 0).text() for r in range(table.rowCount())] == [
            beginner,
            intermediate,
            "30x16/170",
        ]
        history = dialog.history_table
        shown = {history.item(r, 1).text() for r in range(history.rowCount())}
        assert shown == {beginner, intermediate, "30x16/170"}
        combo = dialog.top_level
        assert [combo.itemText(i) for i in range(combo.count())][:2] == [beginner, intermediate]
        dialog.level_filter.setCurrentIndex(dialog.level_filter.findText(intermediate))
        assert [r.level for r in dialog.shown_history()] == ["intermediate"]
        dialog.top_level.setCurrentIndex(1)
        assert dialog.top_table.rowCount() == 1
        assert set(dialog.chart.series) == {beginner, intermediate, "30x16/170"}
    finally:
        install_language(qapp, "en")
        i18n.install(None)


@pytest.mark.parametrize(
    ("code", "forms"),
    [
        (
            "pl",
            {
                1: "Została 1 mina.",
                2: "Zostały 2 miny.",
                5: "Zostało 5 min.",
                22: "Zostały 22 miny.",
            },
        ),
        (
            "ru",
            {
                1: "Осталась 1 мина.",
                3: "Осталось 3 мины.",
                11: "Осталось 11 мин.",
                21: "Осталась 21 мина.",
            },
        ),
        ("cs", {1: "Zbývá 1 mina.", 4: "Zbývají 4 miny.", 5: "Zbývá 5 min.", 22: "Zbývá 22 min."}),
        ("ja", {1: "残り地雷 1 個。", 7: "残り地雷 7 個。"}),
        ("pt_BR", {0: "Resta 0 mina.", 1: "Resta 1 mina.", 2: "Restam 2 minas."}),
    ],
)
def test_each_language_counts_with_its_own_plural_forms(
    code: str, forms: dict[int, str], qapp: QApplication
) -> None:
    """Polish, Russian and Czech have three forms, chosen by Qt's rules (22: Polish "few",
    Czech "other"; 21: Russian "one"); Japanese one; Brazilian Portuguese counts 0 as 1."""
    install_language(qapp, code)
    try:
        said = {n: i18n.translate("Speech", "%n mine(s) left.", None, n) for n in forms}
        assert said == forms
    finally:
        install_language(qapp, "en")
        i18n.install(None)


@pytest.mark.parametrize("code", ["pl", "ru", "cs", "ja", "pt_BR"])
def test_dates_are_written_the_language_s_way(code: str, qapp: QApplication) -> None:
    from minesweeper_app.ui.stats.dialog import _date

    install_language(qapp, "en")
    english = _date("2026-03-04T17:05:00")
    install_language(qapp, code)
    try:
        shown = _date("2026-03-04T17:05:00")
        assert shown != english and "17" in shown and "4" in shown, shown
    finally:
        install_language(qapp, "en")
        i18n.install(None)


CLI_NAMES = re.compile(
    r"(?<![\w-])--?[a-z][\w-]*|\b[A-Z][A-Z_]*\b|minesweeper|/[^\s\]]*|'[^']*'"
    r"|\b(?:" + "|".join(i18n.LANGUAGES) + r")\b"
)
"""What a command line shows as it is: options, metavars and variables, the program's name,
paths, quoted values and language codes."""


def test_help_and_usage_errors_are_translated_to_the_last_word(
    pseudo_locale: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own words ("usage:", "options", "error:") come from our catalogues too."""
    from minesweeper_app.__main__ import build_parser

    shown = [build_parser().format_help()]
    for argv in (["--bogus"], ["--level", "9x9/80"], ["--seed", "x"], ["--seed"], ["-l", "x"]):
        with pytest.raises(SystemExit):
            build_parser().parse_args(argv)
        shown.append(capsys.readouterr().err)
    for argv in (["--language", "xx"], ["notes.txt"], ["--board", "AB"]):
        with pytest.raises(SystemExit):
            build_parser().parse_args(argv)
        shown.append(capsys.readouterr().err)
    assert "[usage: ]" in shown[0] and "[options]" in shown[0]
    assert all("[%(prog)s: error: %(message)s]" not in text for text in shown)
    left = [rest for text in shown if (rest := untranslated(CLI_NAMES.sub(" ", text)))]
    assert left == []


@pytest.mark.slow  # child processes
def test_the_command_line_speaks_japanese_and_english_help_needs_no_qt() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    run = [sys.executable, "-m", "minesweeper_app"]
    result = subprocess.run(
        [*run, "--language", "ja", "--level", "9x9/80"], capture_output=True, text=True, env=env
    )
    assert result.returncode == 2
    assert result.stderr.startswith("使い方: minesweeper"), result.stderr
    assert "エラー: 引数 --level: 9x9 の盤面に置ける地雷は最大 72 個です" in result.stderr
    probe = (
        "import sys, runpy; sys.argv = ['minesweeper', '--help']\n"
        "try:\n    runpy.run_module('minesweeper_app', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "print('Qt loaded' if any(m.startswith('PySide6') for m in sys.modules) else 'no Qt')"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env)
    assert "usage: minesweeper" in result.stdout and result.stdout.rstrip().endswith("no Qt")
