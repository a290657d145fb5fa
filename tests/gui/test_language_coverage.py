"""No English left anywhere a player reads or hears: a whole game in the pseudo-locale.

The pseudo-locale (``pseudo_locale`` in test_languages.py) shows every marked sentence as
"[sentence]"; these tests walk what the window says during a game (hints, the flag check,
the reading keys, the loss and its explanation), what a screen reader is told (every
announcement, the board's and every cell's accessible name and description) and the
message boxes and dialogs a player meets, and fail on any word outside brackets.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QMessageBox, QWidget

from minesweeper_app.game import custom_level
from minesweeper_app.i18n import LANGUAGES
from tests.gui.a11y_helpers import Listener, board_tree
from tests.gui.helpers import click, fixed_layout, start_game
from tests.gui.test_languages import (  # noqa: F401  (pseudo_locale is a fixture)
    QT_OWN,
    pseudo_locale,
    texts_of,
    untranslated,
)

QT_KEY_NAMES = re.compile(r"\b(?:Ctrl|Shift|Alt|Tab|Left|Right|PgUp|PgDown|Home|End|Space)\b")
LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})  # start (2, 0); (1, 3) is provably a mine


def _english(said: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in said if untranslated(text) and text not in QT_OWN]


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, str]]]:
    """Every message box the window opens, read instead of shown (answered No/Cancel)."""
    seen: list[tuple[str, str]] = []

    def read(box: QMessageBox) -> None:
        seen.extend(texts_of(box))
        seen.extend((f"box.{b.text()}", b.text()) for b in box.buttons())

    def static(icon: QMessageBox.Icon) -> Any:
        def shown(parent: QWidget | None, title: str, text: str, *args: Any, **kw: Any) -> Any:
            box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
            read(box)
            box.deleteLater()
            return QMessageBox.StandardButton.Cancel

        return staticmethod(shown)

    monkeypatch.setattr(QMessageBox, "information", static(QMessageBox.Icon.Information))
    monkeypatch.setattr(QMessageBox, "warning", static(QMessageBox.Icon.Warning))
    monkeypatch.setattr(QMessageBox, "critical", static(QMessageBox.Icon.Critical))
    monkeypatch.setattr(QMessageBox, "question", static(QMessageBox.Icon.Question))

    def exec_(box: QMessageBox) -> int:
        read(box)
        return int(QMessageBox.StandardButton.No.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    yield seen


def _tooltip(win: Any, cell: tuple[int, int]) -> str:
    """The tooltip a player reads when resting the pointer on ``cell``."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    pos = win.board.cell_rect(cell).center()
    win.board.event(QHelpEvent(QEvent.Type.ToolTip, pos, win.board.mapToGlobal(pos)))
    return QToolTip.text()


def _board_words(win: Any) -> list[tuple[str, str]]:
    face = win.board.access.face
    said = [("board", face.accessibleName()), ("board", face.accessibleDescription())]
    height, width = win.game.level.height, win.game.level.width
    tree = board_tree(win)
    for cell in ((r, c) for r in range(height) for c in range(width)):
        iface = tree.child(cell[0] * width + cell[1])
        said.append((f"cell{cell}", iface.text(QAccessible.Text.Name)))
        said.append((f"cell{cell}.description", iface.text(QAccessible.Text.Description)))
    return said


@pytest.mark.usefixtures("pseudo_locale")
def test_a_whole_game_says_and_announces_only_marked_words(
    make_window: Any, qtbot: Any, listener: Listener
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    said: list[tuple[str, str]] = []
    for _ in range(5):  # each press says more, up to making the move
        with qtbot.waitSignal(win.hint_shown, timeout=30_000):
            qtbot.keyClick(win.board, Qt.Key.Key_H)
        said.append(("hint", win.last_message))
        said.extend(_board_words(win))
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # a flag where no mine is
    with qtbot.waitSignal(win.flags_checked, timeout=30_000):
        qtbot.keyClick(win.board, Qt.Key.Key_C)
    said.append(("flag check", win.last_message))
    said.extend(_board_words(win))
    with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
        win.menus.analysis_action.trigger()  # every covered cell described by its chance
    assert win.board.probabilities
    said.extend(_board_words(win))
    said.extend(("tooltip", _tooltip(win, cell)) for cell in win.board.probabilities)
    win.board.cursor_cell = (1, 2)
    for key in "ILNMTA":
        qtbot.keyClick(win.board, key)
    said.extend(texts_of(win))
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # the flags off again
    click(qtbot, win, (1, 3), Qt.MouseButton.RightButton)  # (the fifth hint's)
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, (1, 3))
    said.append(("end panel", win.summary_panel.text()))
    said.extend(texts_of(win))
    said.extend(_board_words(win))
    win.before_button.click()  # the position before the mistake, the explanation marked
    said.extend(_board_words(win))
    said.extend(texts_of(win))
    heard = listener.announcements()
    assert len(heard) >= 10
    said.extend(("announced", text) for text in heard)
    said.extend(("event name", e.name) for e in listener.events)
    assert _english(said) == []


@pytest.mark.usefixtures("pseudo_locale")
def test_message_boxes_and_the_remaining_dialogs_speak_only_marked_words(
    make_window: Any, qtbot: Any, boxes: list[tuple[str, str]], tmp_path: Path
) -> None:
    from minesweeper_app.game.practice import PracticeStore
    from minesweeper_app.ui.how_to_play import show_how_to_play
    from minesweeper_app.ui.practice import PracticeWindow, offer_lessons_once
    from minesweeper_app.ui.prompts import ask_board_id
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    win = make_window(creator=fixed_layout(MINES3), show_notices=True)
    seen: list[tuple[str, str]] = []
    welcome = offer_lessons_once(win, win.stats)
    assert welcome is not None
    seen.extend(texts_of(welcome))
    seen.extend((f"box.{b.text()}", b.text()) for b in welcome.buttons())
    welcome.close()
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.new_game(LEVEL3)  # a game in progress: leave it? (answered No)
    stats = StatisticsDialog(win.stats, win)
    qtbot.addWidget(stats)
    stats.reset()
    asked = ask_board_id(win, lambda text: None)
    qtbot.addWidget(asked)
    seen.extend(texts_of(asked))
    how = show_how_to_play(win, "#c0c0c0")
    qtbot.addWidget(how)
    seen.extend(texts_of(how))
    # Key names come from Qt's own catalogue (QKeySequence's native text: "Strg+Z" in German).
    seen.append(("how to play", QT_KEY_NAMES.sub(" ", how.text())))
    lessons = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5, lessons=True)
    qtbot.addWidget(lessons)
    lessons.show()
    for index in range(3):  # the rules, the first click, one number decides
        lessons.show_lesson(index)
        seen.extend(texts_of(lessons))
    titles = {text for where, text in boxes if where.endswith(".windowTitle")}
    assert len(titles) >= 2, boxes  # the leave question, the reset
    left = _english(boxes + seen)
    assert left == [], "\n".join(f"{w}: {t!r}" for w, t in left)


def test_how_to_play_names_keys_the_way_the_player_s_qt_does(
    make_window: Any, qtbot: Any, qapp: Any
) -> None:
    from minesweeper_app import i18n
    from minesweeper_app.ui.how_to_play import show_how_to_play
    from minesweeper_app.ui.language import install_language

    install_language(qapp, "de")
    try:
        win = make_window()
        how = show_how_to_play(win, "#c0c0c0")
        qtbot.addWidget(how)
        assert "Strg+Z, Strg+R, Strg+E, B" in how.text() and "Ctrl" not in how.text()
        assert "Pfeile, Leertaste, F" in how.text()
    finally:
        install_language(qapp, "en")
        i18n.install(None)


def _ink_height(image: Any, rect: Any) -> int:
    """How many pixel rows of ``rect`` in ``image`` hold text (dark pixels), top to bottom."""
    rows = [
        y
        for y in range(rect.top(), rect.bottom())
        if any(image.pixelColor(x, y).lightness() < 100 for x in range(rect.left(), rect.right()))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_an_unselected_tab_keeps_the_dots_of_its_capitals(
    qapp: Any, qtbot: Any, tmp_path: Path
) -> None:
    """German Statistics read "Ubung": the unselected tab cut the top of "Ü" off."""
    from minesweeper_app.game.stats import StatsStore
    from minesweeper_app.ui.fonts import install_fonts
    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    install_fonts(qapp)
    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.sqlite3"))
    qtbot.addWidget(dialog)
    bar = dialog.tabs.tabBar()
    for i in range(bar.count()):
        bar.setTabText(i, "ÜŽЙ")
    dialog.show()
    bar.setCurrentIndex(0)
    qtbot.waitExposed(dialog)
    image = bar.grab().toImage()
    selected, unselected = _ink_height(image, bar.tabRect(0)), _ink_height(image, bar.tabRect(1))
    assert selected > 5 and unselected == selected, (selected, unselected)


BEGINNER_MINES = frozenset(
    {(0, 0), (0, 8), (8, 0), (8, 8), (0, 4), (8, 4), (4, 0), (4, 8), (1, 1), (7, 7)}
)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_beginner_at_its_narrowest_holds_in_every_language(
    code: str, qapp: Any, make_window: Any, qtbot: Any
) -> None:
    """At Beginner's narrowest window, after a loss (the most buttons), no button, label or
    menu title is cut in any language, and no language needs a wider window: the longest
    language decides the minimum width. The window's title is no wider than English's, so
    a title bar that fits the English one fits every language's (German once read
    "Minesweeper ohne R…")."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from minesweeper_app import i18n
    from minesweeper_app.game import BEGINNER
    from minesweeper_app.ui.language import install_language
    from minesweeper_app.ui.window.main_window import MIN_WIDTH

    install_language(qapp, code)
    try:
        win = make_window(creator=fixed_layout(BEGINNER_MINES))
        win.new_game(BEGINNER)
        win.resize(win.minimumSizeHint())
        start_game(qtbot, win, (4, 4))
        with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
            click(qtbot, win, (1, 1))
        win.resize(win.minimumSizeHint())
        qtbot.waitUntil(lambda: win.width() == MIN_WIDTH)
        cut = [
            (w.text(), w.width(), w.sizeHint().width())
            for w in win.findChildren(QAbstractButton) + win.findChildren(QLabel)
            if w.isVisible()
            and w.text()
            and not (isinstance(w, QLabel) and w.wordWrap())
            and w.width() < w.sizeHint().width()
        ]
        assert cut == []
        bar = win.menuBar()
        menus = [a for a in bar.actions() if a.isVisible()]
        assert all(bar.rect().contains(bar.actionGeometry(a)) for a in menus), code
        assert len(win.findChildren(QAbstractButton)) >= 5
        title_font = QFont(qapp.font())
        title_font.setBold(True)
        metrics = QFontMetrics(title_font)
        english = metrics.horizontalAdvance("No-guess Minesweeper")
        assert metrics.horizontalAdvance(win.windowTitle()) <= english, win.windowTitle()
    finally:
        install_language(qapp, "en")
        i18n.install(None)


@pytest.mark.usefixtures("pseudo_locale")
@pytest.mark.slow  # the reader child, then plays the replay in real time
def test_the_replay_player_speaks_only_marked_words(make_window: Any, qtbot: Any) -> None:
    replay = Path(__file__).resolve().parents[1] / "data" / "replays"
    win = make_window()
    opener = win.replays.opener
    with qtbot.waitSignal(opener.opened, timeout=30_000) as opened:
        opener.open(replay / "Wang_Jia_Ning_Beg_15.523bv24.avf")
    player = opened.args[0]
    qtbot.addWidget(player)
    said = list(texts_of(player))
    player.set_speed(4.0)
    player.play()
    qtbot.waitUntil(lambda: not player.clock.playing, timeout=30_000)
    said.extend(texts_of(player))
    # A player's name and the program that recorded the game are data, not our words.
    names = (player.playback.replay.player, player.playback.replay.software)
    for name in filter(None, names):
        said = [(where, text.replace(str(name), " ")) for where, text in said]
    assert _english(said) == []


def test_replay_counters_write_numbers_the_language_s_way(qapp: Any) -> None:
    from minesweeper_app import i18n
    from minesweeper_app.game.replays.playback import Counters
    from minesweeper_app.ui.language import install_language
    from minesweeper_app.ui.replay_player import counter_texts

    counters = Counters(12.5, 24, 24, 1.546, 13, 16, 13, 0.571, 16.2, 30, 1.5, 0.9, 0.8, 1234.4)
    install_language(qapp, "de")
    try:
        shown = counter_texts(counters)
        assert shown["time"] == "12,50 s" and shown["bbbv_s"] == "1,546"
        assert shown["path"] in ("1234 px", "1.234 px")
    finally:
        install_language(qapp, "en")
        i18n.install(None)
    assert counter_texts(counters)["time"] == "12.50 s"
