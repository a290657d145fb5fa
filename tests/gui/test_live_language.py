"""Options > Language applies at once: every open window reads as a fresh start in the new
language would, the hint and the flag check already shown included (made again from their
reasons), the statistics too."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QMenu,
    QTableWidget,
    QTabWidget,
    QToolButton,
    QWidget,
)

from minesweeper_app import i18n
from minesweeper_app.game import custom_level
from minesweeper_app.ui.language import current_language, install_language
from minesweeper_app.ui.stats.dialog import StatisticsDialog
from tests.gui.a11y_helpers import board_tree
from tests.gui.helpers import fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})  # start (2, 0); (1, 3) is provably a mine
REPLAY = (
    Path(__file__).resolve().parents[1] / "data" / "replays" / "Wang_Jia_Ning_Beg_15.523bv24.avf"
)


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")
    i18n.install(None)


def _play(qtbot: Any, make_window: Callable[..., Any], data_dir: Path) -> tuple[Any, QWidget]:
    """A lost game in the statistics; a game with a hint shown, a wrong flag checked; and the
    statistics open."""
    win = make_window(data_dir=data_dir, creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.click_cell((1, 3))  # a mine
    qtbot.waitUntil(lambda: win.game.finished)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.hint_shown, timeout=30_000):
        win.request_hint()
    hint = win.last_message
    win.toggle_flag((0, 3))  # safe: a wrong flag
    with qtbot.waitSignal(win.flags_checked, timeout=30_000):
        win.request_flag_check()
    assert win.last_message != hint
    stats = StatisticsDialog(win.stats, win)
    qtbot.addWidget(stats)
    stats.show()
    win.session.pause()  # as leaving the window for the statistics may do (the cover's words)
    qtbot.wait(50)
    return win, stats


def _own_texts(w: QWidget) -> Iterator[tuple[str, str]]:
    """What ``texts_of`` reads, for ``w`` alone (not its children)."""
    name = f"{type(w).__name__}({w.objectName()})"
    if w.isWindow():
        yield name + ".windowTitle", w.windowTitle()
    yield name + ".toolTip", w.toolTip()
    yield name + ".accessibleName", w.accessibleName()
    yield name + ".accessibleDescription", w.accessibleDescription()
    if isinstance(w, QLabel | QAbstractButton):
        yield name, w.text()
    elif isinstance(w, QTabWidget):
        yield from ((f"{name}.tab{i}", w.tabText(i)) for i in range(w.count()))
    elif isinstance(w, QComboBox):
        yield from ((f"{name}.item{i}", w.itemText(i)) for i in range(w.count()))
    elif isinstance(w, QTableWidget):
        for i in range(w.columnCount()):
            item = w.horizontalHeaderItem(i)
            yield f"{name}.header{i}", item.text() if item is not None else ""
        for r in range(w.rowCount()):
            for c in range(w.columnCount()):
                cell = w.item(r, c)
                if cell is not None:
                    yield f"{name}.item{r},{c}", cell.text()
                    yield f"{name}.item{r},{c}.toolTip", cell.toolTip()
    elif isinstance(w, QMenu):
        yield name + ".title", w.title()
        for act in w.actions():
            yield f"{name}.action", act.text()
            yield f"{name}.action.toolTip", act.toolTip()


SECONDS = re.compile(r"\d+[.,]\d(&nbsp;| )s\b")
"""A game's time in the summary: how long the test took to click, not a word."""


def _texts(*windows: QWidget) -> list[tuple[str, str]]:
    """What a player can read or hear now: the texts of every visible widget and of every
    menu (hidden until opened), but the menu bar's overflow menu, which holds what does not
    fit the window's width (layout, not language)."""
    out = []
    for window in windows:
        overflow = {
            id(button.menu())
            for button in window.findChildren(QToolButton, "qt_menubar_ext_button")
        }
        for w in [window, *window.findChildren(QWidget)]:
            if (isinstance(w, QMenu) and id(w) not in overflow) or w.isVisible():
                out += [(where, SECONDS.sub("#s", text)) for where, text in _own_texts(w) if text]
    return sorted(out)


def _every_tab(dialog: Any) -> list[tuple[str, str]]:
    """The texts of each of ``dialog``'s tabs in turn."""
    out = []
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        out += _texts(dialog)
    dialog.tabs.setCurrentIndex(0)
    return out


def test_choosing_german_in_options_turns_every_open_window_german(
    english: None, qtbot: Any, make_window: Callable[..., Any], qapp: QApplication, tmp_path: Path
) -> None:
    win, stats = _play(qtbot, make_window, tmp_path / "a")
    before = _texts(win, stats)
    message = win.last_message
    win.menus.language_actions["de"].trigger()
    assert current_language() == "de"
    qtbot.wait(50)  # Qt posts LanguageChange to each window
    switched = _texts(win) + _every_tab(stats)
    assert win.last_message != message and "Zeile" in win.last_message
    install_language(qapp, "de")
    fresh_win, fresh_stats = _play(qtbot, make_window, tmp_path / "b")
    fresh = _texts(fresh_win) + _every_tab(fresh_stats)
    missing = sorted(set(fresh) - set(switched))
    left = sorted(set(switched) - set(fresh))
    assert (missing, left) == ([], []), f"fresh German only: {missing}\nswitched only: {left}"
    assert switched != before


def _others(qtbot: Any, make_window: Callable[..., Any], data_dir: Path) -> list[QWidget]:
    """A lost game with its explanation, and the practice, review and replay windows open."""
    from minesweeper_app.engine import BoardLayout
    from minesweeper_app.game import Move, MoveAction
    from minesweeper_app.game.practice import PracticeStore
    from minesweeper_app.ui.practice import PracticeWindow
    from minesweeper_app.ui.review import open_review

    win = make_window(data_dir=data_dir, creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        win.click_cell((1, 3))  # a mine
    practice = PracticeWindow(PracticeStore(data_dir / "practice.sqlite3"), seed=5)
    qtbot.addWidget(practice)
    practice.show()
    qtbot.waitUntil(lambda: not practice.busy and practice.puzzle is not None, timeout=30_000)
    step = practice.puzzle.step
    (practice.board.flag_requested if step.is_mine else practice.board.open_requested).emit(
        step.cell
    )
    review = open_review(
        None,
        BoardLayout(1, 5, frozenset({(0, 2)}), (0, 0)),
        [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (0, 2), 1.0)],
    )
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.review is not None or bool(review.problem), timeout=20_000)
    review.go_to_first_missed()
    opener = win.replays.opener
    with qtbot.waitSignal(opener.opened, timeout=30_000) as opened:
        opener.open(REPLAY)
    player = opened.args[0]
    qtbot.addWidget(player)
    player.seek(1.0)
    qtbot.wait(50)
    return [win, practice, review, player]


@pytest.mark.slow  # the replay reader child
def test_the_loss_explanation_practice_review_and_replay_follow_a_switch(
    english: None, qtbot: Any, make_window: Callable[..., Any], qapp: QApplication, tmp_path: Path
) -> None:
    windows = _others(qtbot, make_window, tmp_path / "a")
    before = _texts(*windows)
    windows[0].menus.language_actions["de"].trigger()
    qtbot.wait(50)
    switched = _texts(*windows)
    install_language(qapp, "de")
    fresh = _texts(*_others(qtbot, make_window, tmp_path / "b"))
    missing = sorted(set(fresh) - set(switched))
    left = sorted(set(switched) - set(fresh))
    assert (missing, left) == ([], []), f"fresh German only: {missing}\nswitched only: {left}"
    assert switched != before


def _dialogs(qtbot: Any, make_window: Callable[..., Any], data_dir: Path) -> list[QWidget]:
    """A game under way with the Custom, About and How to play dialogs open."""
    from minesweeper_app.ui.about import AboutDialog
    from minesweeper_app.ui.custom_dialog import CustomDialog
    from minesweeper_app.ui.how_to_play import show_how_to_play

    win = make_window(data_dir=data_dir, creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    dialogs: list[QWidget] = [
        CustomDialog(win.game.level, win),
        AboutDialog(win),
        show_how_to_play(win, win.board.palette_in_use().covered),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    qtbot.wait(50)
    return [win, *dialogs]


def _cell_names(window: Any) -> list[str]:
    tree = board_tree(window)
    return [tree.child(i).text(QAccessible.Text.Name) for i in range(tree.childCount())]


def test_dialogs_and_the_board_s_cells_follow_a_switch(
    english: None, qtbot: Any, make_window: Callable[..., Any], qapp: QApplication, tmp_path: Path
) -> None:
    windows = _dialogs(qtbot, make_window, tmp_path / "a")
    before, names = _texts(*windows), _cell_names(windows[0])
    assert names[0] == "row 1, column 1, empty"
    windows[0].menus.language_actions["de"].trigger()
    qtbot.wait(50)
    switched, switched_names = _texts(*windows), _cell_names(windows[0])
    install_language(qapp, "de")
    fresh_windows = _dialogs(qtbot, make_window, tmp_path / "b")
    fresh, fresh_names = _texts(*fresh_windows), _cell_names(fresh_windows[0])
    missing = sorted(set(fresh) - set(switched))
    left = sorted(set(switched) - set(fresh))
    assert (missing, left) == ([], []), f"fresh German only: {missing}\nswitched only: {left}"
    assert switched != before
    assert switched_names == fresh_names and switched_names[0].startswith("Zeile 1, Spalte 1, ")


def test_a_filled_in_text_is_made_again_until_something_else_replaces_it(
    english: None, qtbot: Any, qapp: QApplication
) -> None:
    from minesweeper_app.i18n import translate
    from minesweeper_app.ui.language_menu import switch_language
    from minesweeper_app.ui.retranslate import live_text

    kept, replaced = QLabel(), QLabel()
    for label in (kept, replaced):
        qtbot.addWidget(label)
        live_text(label, "setText", lambda: translate("Status", "No flags to check.") + " (2)")
    replaced.setText("12")
    switch_language("de")
    assert (
        kept.text()
        == translate("Status", "No flags to check.") + " (2)"
        != "No flags to check. (2)"
    )
    assert replaced.text() == "12", "a text set since is not overwritten by an old maker"


def test_the_daily_board_s_note_is_said_again_in_the_new_language(
    english: None, qtbot: Any, make_window: Callable[..., Any], qapp: QApplication, tmp_path: Path
) -> None:
    def daily(data_dir: Path) -> Any:
        win = make_window(data_dir=data_dir)
        with qtbot.waitSignal(win.board_prepared_signal, timeout=60_000):
            win.open_daily_board()
        return win

    win = daily(tmp_path / "a")
    assert win.last_message.startswith("The daily board of ")
    win.menus.language_actions["de"].trigger()
    qtbot.wait(50)
    install_language(qapp, "de")
    fresh = daily(tmp_path / "b")
    assert win.last_message == fresh.last_message
    assert fresh.last_message.startswith("Das Tagesbrett vom ")
