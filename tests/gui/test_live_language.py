"""Options > Language applies at once: every open window reads as a fresh start in the new
language would, the hint and the flag check already shown included (made again from their
reasons), the statistics too."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
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
from minesweeper_app.ui.stats_dialog import StatisticsDialog
from tests.gui.helpers import fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})  # start (2, 0); (1, 3) is provably a mine


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
    qtbot.wait(50)  # the window is left for the statistics: the game pauses
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
                out += [t for t in _own_texts(w) if t[1]]
    return sorted(out)


def test_choosing_german_in_options_turns_every_open_window_german(
    english: None, qtbot: Any, make_window: Callable[..., Any], qapp: QApplication, tmp_path: Path
) -> None:
    win, stats = _play(qtbot, make_window, tmp_path / "a")
    before = _texts(win, stats)
    message = win.last_message
    win.menus.language_actions["de"].trigger()
    assert current_language() == "de"
    qtbot.wait(50)  # Qt posts LanguageChange to each window
    switched = _texts(win, stats)
    assert win.last_message != message and "Zeile" in win.last_message
    install_language(qapp, "de")
    fresh_win, fresh_stats = _play(qtbot, make_window, tmp_path / "b")
    fresh = _texts(fresh_win, fresh_stats)
    missing = sorted(set(fresh) - set(switched))
    left = sorted(set(switched) - set(fresh))
    assert (missing, left) == ([], []), f"fresh German only: {missing}\nswitched only: {left}"
    assert switched != before
