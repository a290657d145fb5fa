"""Issue 26, point 3: after a loss the mines come first; a two-state switch shows the
position before the mistake, reads the same in both themes, and the legend follows it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QTextDocument

from minesweeper_app.game import State, custom_level
from minesweeper_app.ui.legend import legend_roles
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _lose(qtbot: Any, win: Any) -> None:
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.loss_explanation_shown, timeout=30_000):
        click(qtbot, win, (1, 3))
    assert win.game.state is State.LOST


def _fill(button: Any) -> QColor:
    """The colour of a switch half away from its label and its border."""
    image = button.grab().toImage()
    return image.pixelColor(4, image.height() // 2)


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_the_mines_come_first_and_the_switch_shows_the_position_before(
    qtbot: Any, make_window
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    _lose(qtbot, win)
    assert win.board_game is win.game, "the revealed mines are shown first"
    assert win.buttons.mines_button.isChecked() and not win.before_button.isChecked()
    assert not win.info.legend.isVisible(), "no marks on the board, no legend"
    doc = QTextDocument()
    doc.setHtml(win.summary_panel.text())
    assert "B switches between the mines and the position before" in doc.toPlainText()

    win.before_button.click()
    assert win.board_game is not win.game and win.board.highlights
    assert win.before_button.isChecked() and not win.buttons.mines_button.isChecked()
    assert win.info.legend.isVisible()
    assert win.info.legend.roles == legend_roles(win.board.highlights)

    win.buttons.mines_button.click()
    assert win.board_game is win.game
    assert win.buttons.mines_button.isChecked() and not win.before_button.isChecked()
    assert not win.info.legend.isVisible() and win.info.legend.roles == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_chosen_half_of_the_switch_stands_out_in_both_themes(
    qtbot: Any, make_window, theme: str
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.set_theme(theme)
    _lose(qtbot, win)
    qtbot.wait(1)  # the switch takes the theme's colours once the palette is in
    chosen, other = _fill(win.buttons.mines_button), _fill(win.before_button)
    assert _distance(chosen, other) > 120, (theme, chosen.name(), other.name())
    win.before_button.click()
    assert _distance(_fill(win.before_button), _fill(win.buttons.mines_button)) > 120
    window_colour = win.palette().window().color()
    assert _distance(_fill(win.buttons.mines_button), window_colour) < 200, (
        "unchosen half fits the theme"
    )
