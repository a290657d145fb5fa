"""Opening the practice window: one per game window, and the lessons offered once."""

from __future__ import annotations

import weakref

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.practice import texts
from minesweeper_app.ui.practice.window import PRACTICE_FILE, PracticeWindow

_OPEN: weakref.WeakKeyDictionary[QWidget, PracticeWindow] = weakref.WeakKeyDictionary()


def show_practice(
    parent: QWidget,
    stats: StatsStore,
    *,
    lessons: bool = False,
    look: tuple[str, bool] = ("system", False),
    seed: int | None = None,
) -> PracticeWindow:
    """Show the window's practice (one per window), with its ratings beside the
    statistics (``practice.sqlite3``); ``lessons`` starts the lessons. ``look`` is the
    game's theme and colour-blind choice, which the practice board follows; ``seed`` (the
    game's ``--seed``) makes its puzzles the same on every run."""
    window = _OPEN.get(parent)
    if window is None:
        path = None if stats.path is None else stats.path.with_name(PRACTICE_FILE)
        window = PracticeWindow(
            PracticeStore(path), seed=seed, parent=parent, stats=stats, lessons=lessons
        )
        _OPEN[parent] = window
    elif lessons:
        window.start_lessons()
    window.board.set_theme(look[0])
    window.board.set_colour_blind(look[1])
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def offer_lessons_once(parent: QWidget, stats: StatsStore) -> QMessageBox | None:
    """On a first start (no games played, no practice yet) offer the lessons, once: the
    practice file is created either way, so the offer never comes back."""
    if stats.path is None or stats.history(1):
        return None
    path = stats.path.with_name(PRACTICE_FILE)
    if path.exists():
        return None
    PracticeStore(path).close()
    title, text, yes, no = texts.welcome()
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    show = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(
        lambda button: show_practice(parent, stats, lessons=True) if button is show else None
    )
    box.open()
    return box
