"""Issue 34, point 8: every window takes the theme, and high contrast draws every control.

Game review showed a light board in the dark and high-contrast themes, and on black its
"Show the logic" check box and its slider were not drawn at all.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from minesweeper_app.engine import BoardLayout
from minesweeper_app.ui.review import ReviewWindow
from tests.game.test_review import MINES, SCRIPT, START, H, W
from tests.gui.helpers import settle


def _colours(widget: QWidget) -> set[int]:
    image: QImage = widget.grab().toImage()
    return {
        image.pixelColor(x, y).rgb()
        for x in range(0, image.width(), 1)
        for y in range(0, image.height(), 1)
    }


def _review(qtbot: Any) -> ReviewWindow:
    window = ReviewWindow(BoardLayout(H, W, MINES, START), SCRIPT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.review is not None or bool(window.problem), timeout=20_000)
    settle()
    return window


@pytest.mark.parametrize("theme", ["dark", "contrast", "light"])
def test_the_review_board_draws_in_the_main_windows_theme(
    qtbot: Any, make_window, theme: str
) -> None:
    win = make_window()
    win.set_theme(theme)
    review = _review(qtbot)
    assert review.board.palette_in_use().name == theme
    assert review.palette().color(review.backgroundRole()) == win.palette().color(
        win.backgroundRole()
    )


def test_in_high_contrast_the_check_box_and_the_slider_are_drawn(qtbot: Any, make_window) -> None:
    win = make_window()
    win.set_theme("contrast")
    review = _review(qtbot)
    white, yellow = QColor("#ffffff").rgb(), QColor("#ffff00").rgb()
    assert white in _colours(review.slider), "the slider's groove shows on black"
    assert yellow in _colours(review.slider), "and its handle"
    box = review.logic_box
    indicator = box.grab().toImage()
    left = {indicator.pixelColor(x, indicator.height() // 2).rgb() for x in range(0, 20)}
    assert white in left, "the check box's square shows on black"
    box.setChecked(True)
    settle()
    indicator = box.grab().toImage()
    left = {indicator.pixelColor(x, indicator.height() // 2).rgb() for x in range(0, 20)}
    assert yellow in left, "a ticked box looks ticked"
    win.set_theme("light")
    from PySide6.QtWidgets import QApplication

    assert QApplication.instance().styleSheet() == "", "light needs no sheet of its own"


@pytest.mark.parametrize("theme", ["dark", "contrast"])
def test_the_menu_bar_and_menus_take_the_theme_over_the_platforms_colours(
    qtbot: Any, make_window, theme: str
) -> None:
    """A platform theme (GTK, KDE) sets the menu bar's colours apart from the window's."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.ui import theme as theme_module

    theme_module._platform_menus.clear()  # as at start: the platform's colours come first
    light = QPalette(QColor("#f0f0f0"))
    QApplication.setPalette(light, "QMenuBar")
    QApplication.setPalette(light, "QMenu")
    try:
        win = make_window()
        win.set_theme(theme)
        settle()
        window_colour = win.palette().color(QPalette.ColorRole.Window)
        bar = win.menuBar()
        assert bar.palette().color(QPalette.ColorRole.Window) == window_colour
        menu = win.menus.game_menu
        assert menu.palette().color(QPalette.ColorRole.Window) == window_colour
        assert window_colour.lightness() < 60
        win.set_theme("system")
        assert bar.palette().color(QPalette.ColorRole.Window) == QColor("#f0f0f0")
    finally:
        QApplication.setPalette(QPalette(), "QMenuBar")
        QApplication.setPalette(QPalette(), "QMenu")
        theme_module._platform_menus.clear()


@pytest.mark.parametrize("order", [("contrast",), ("dark", "contrast"), ("contrast", "dark")])
def test_the_end_panel_takes_every_themes_colours(
    qtbot: Any, make_window, order: tuple[str, ...]
) -> None:
    """In high contrast the end panel stayed light grey with black text (the style
    sheet polished it before the palette came)."""
    from PySide6.QtGui import QPalette

    from minesweeper_app.ui.theme import contrast_window_palette, dark_window_palette

    win = make_window()
    for theme in order:
        win.set_theme(theme)
        settle()
    win.info.show_summary("<b>Boom</b>")
    settle()
    wanted = {"contrast": contrast_window_palette, "dark": dark_window_palette}[order[-1]]()
    role = QPalette.ColorRole.AlternateBase
    assert win.summary_panel.palette().color(role) == wanted.color(role)
    image = win.summary_panel.grab().toImage()
    corner = image.pixelColor(image.width() - 8, image.height() - 4)
    assert corner.lightness() < 80, f"the panel is drawn {corner.name()}"


def test_the_end_of_a_lost_game_in_review_shows_its_wrong_flags(qtbot: Any) -> None:
    """Issue 34: a wrong flag after a loss looked like any flag (the review's last
    step drew the end as a position in play)."""
    from minesweeper_app.engine import COVERED
    from minesweeper_app.game import Game, Move, MoveAction, custom_level
    from minesweeper_app.ui.board.art import KIND_MINE, KIND_WRONG_FLAG, cell_kinds

    game = Game(custom_level(H, W, len(MINES)))
    game.click(START)
    game.place_mines(MINES)
    wrong = next(
        (r, c)
        for r in range(H)
        for c in range(W)
        if game.values[r, c] == COVERED and (r, c) not in MINES
    )
    hit = min(MINES)
    moves = [
        Move(MoveAction.OPEN, START, 0.0),
        Move(MoveAction.FLAG, wrong, 1.0),
        Move(MoveAction.OPEN, hit, 2.0),
    ]
    window = ReviewWindow(BoardLayout(H, W, MINES, START), moves)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.review is not None or bool(window.problem), timeout=20_000)
    assert window.review is not None and not window.review.won, window.problem
    window.slider.setValue(window.slider.maximum())
    settle()
    shown = window.board.game
    assert shown is not None
    kinds = cell_kinds(shown, (), window.board._mines)
    assert kinds[wrong] == KIND_WRONG_FLAG
    others = [m for m in MINES if m != hit and shown.values[m] == COVERED]
    assert all(kinds[m] == KIND_MINE for m in others)
