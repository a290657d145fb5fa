"""Issue 34, point 6: a level change fits the window like a fresh start (centred, the
largest cells that fit), and then nothing moves until the next level change."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect

from minesweeper_app.game import BEGINNER, EXPERT, INTERMEDIATE, Level
from tests.gui.helpers import settle

LAPTOP = QRect(0, 0, 1280, 800)


def _centre_offset(win: Any, area: QRect) -> tuple[int, int]:
    frame = win.frameGeometry()
    return (
        abs(frame.center().x() - area.center().x()),
        abs(frame.center().y() - area.center().y()),
    )


@pytest.mark.parametrize(
    ("first", "then"),
    [(BEGINNER, EXPERT), (EXPERT, BEGINNER), (BEGINNER, INTERMEDIATE)],
    ids=["beginner-expert", "expert-beginner", "beginner-intermediate"],
)
def test_a_level_change_fits_like_a_fresh_start(
    qtbot: Any, make_window, tmp_path: Path, first: Level, then: Level
) -> None:
    fresh = make_window(tmp_path / "fresh", level=then, available_geometry=lambda: LAPTOP)
    settle()
    win = make_window(tmp_path / "changed", level=first, available_geometry=lambda: LAPTOP)
    settle()
    win.move(474, 40)  # where the player left it
    settle()
    win.new_game(then)
    settle()
    assert win.board.cell_size() == fresh.board.cell_size(), "the largest cells that fit"
    assert win.size() == fresh.size()
    dx, dy = _centre_offset(win, LAPTOP)
    assert dx <= 1 and dy <= 1, f"not centred on the screen: {win.frameGeometry()}"


def test_a_fresh_start_opens_centred_with_the_welcome_over_the_window(
    qtbot: Any, make_window: Any
) -> None:
    """Under a window manager the Welcome box sat at the screen's left edge, half off the
    window: it was placed over the window's place before the window had one. A fresh
    start now puts the window in the middle of the screen, as a level change does, and
    the Welcome over it."""
    from PySide6.QtWidgets import QMessageBox

    screen = QRect(0, 0, 1280, 800)
    main = make_window(show_notices=True, available_geometry=lambda: screen)
    qtbot.waitUntil(lambda: bool(main.findChildren(QMessageBox)), timeout=5_000)
    (box,) = main.findChildren(QMessageBox)
    qtbot.waitUntil(box.isVisible)
    centre = main.frameGeometry().center()
    assert abs(centre.x() - screen.center().x()) <= 8, main.frameGeometry()
    assert abs(centre.y() - screen.center().y()) <= 20, main.frameGeometry()
    assert main.frameGeometry().contains(box.frameGeometry().center()), box.frameGeometry()
