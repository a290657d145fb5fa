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
PROPER_NAMES = ("3BV/s", "3BV", "Deutsch", "English", "Español", "Français", "简体中文")
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
def pseudo_locale(tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> Iterator[None]:
    """Every marked sentence shown as "[sentence]" (a catalogue written from the sources)."""
    from PySide6.QtCore import QTranslator

    folder = tmp_path_factory.mktemp("pseudo")
    qm = i18n_tools.write_pseudo(folder)
    translator = QTranslator()
    assert translator.load(str(qm))
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
    from minesweeper_app.ui.stats_dialog import StatisticsDialog

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


@pytest.mark.parametrize(("code", "expected"), [("de", "12,50"), ("en", "12.50")])
def test_numbers_are_written_the_language_s_way_whole_or_not(
    code: str, expected: str, qapp: QApplication
) -> None:
    """Whole numbers too: Qt's toString takes no format with an int, which a counter or
    a move number would have raised in every language but English."""
    install_language(qapp, code)
    try:
        assert i18n.number(12.5, 2) == expected
        assert i18n.number(3) == "3" and i18n.number(1234, 0) in {"1234", "1.234", "1,234"}
    finally:
        install_language(qapp, "en")
        i18n.install(None)


CELL_WORDS = {"en": "row", "de": "Zeile", "fr": "ligne", "es": "fila", "zh_CN": "行"}


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
    if code == "zh_CN" and "notice: Chinese text needs a CJK font" in result.stdout:
        assert "fonts-noto-cjk" in result.stdout


def test_a_missing_cjk_font_is_named_not_fatal(qapp: QApplication) -> None:
    from minesweeper_app.ui.fonts import LANGUAGE_SAMPLES, language_glyph_problem, missing_glyphs

    problem = language_glyph_problem(qapp, "zh_CN")
    if missing_glyphs(qapp.font(), LANGUAGE_SAMPLES["zh_CN"]):
        assert problem is not None and not problem[1] and "fonts-noto-cjk" in problem[0]
    else:
        assert problem is None
    for code in ("de", "fr", "es"):
        assert language_glyph_problem(qapp, code) is None, code
