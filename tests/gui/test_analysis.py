"""The analysis overlay: exact probabilities over the board, after every move, both themes."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

from minesweeper_app.engine import COVERED, mine_probabilities, solve_state
from minesweeper_app.game import INTERMEDIATE, State
from tests.gui.helpers import cell_colour, click, settle, start_game


def _covered(window: Any) -> list[tuple[int, int]]:
    return [(int(r), int(c)) for r, c in np.argwhere(window.game.values == COVERED)]


def _expected(window: Any) -> dict[tuple[int, int], float]:
    probs = mine_probabilities(window.game.values, window.game.level.mines)
    return {cell: float(probs[cell]) for cell in _covered(window)}


def _play_a_little(qtbot: Any, window: Any) -> None:
    """Open a few proven cells and flag a proven mine, as a player would."""
    proven = solve_state(window.game.values, window.game.level.mines)
    for cell in sorted(proven.safe)[:5]:
        click(qtbot, window, cell)
    window.toggle_flag(sorted(proven.mines)[0])


def test_the_overlay_shows_exactly_the_engine_probabilities_after_every_move(
    qtbot: Any, make_window: Any
) -> None:
    win = make_window(seed=3, level=INTERMEDIATE)
    assert not win.menus.analysis_action.isChecked(), "off by default"
    start_game(qtbot, win, (8, 8))
    _play_a_little(qtbot, win)
    assert not win.controller.assisted
    with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
        win.menus.analysis_action.trigger()
    assert win.controller.assisted, "turning the analysis on marks the game as assisted"
    assert win.board.probabilities == _expected(win)
    assert set(win.board.probabilities) == set(_covered(win))

    # A move: the overlay follows the new position.
    before = dict(win.board.probabilities)
    safe = sorted(solve_state(win.game.values, win.game.level.mines).safe)[0]
    with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
        click(qtbot, win, safe)
    assert win.board.probabilities == _expected(win)
    assert win.board.probabilities != before

    # What the cell says: certain cells by a mark, others by their rounded percentage.
    for cell, p in win.board.probabilities.items():
        label = win.board.probability_label(cell)
        if 0 < p < 1 and 0.005 <= p <= 0.995:
            assert label == str(round(100 * p))
    # The tooltip says it exactly.
    some = next(c for c, p in win.board.probabilities.items() if 0 < p < 1)
    assert f"{100 * win.board.probabilities[some]:.1f}% chance of a mine" in _tooltip(win, some)
    certain = next(c for c, p in win.board.probabilities.items() if p == 0)
    assert _tooltip(win, certain).endswith("certainly safe")


def _tooltip(window: Any, cell: tuple[int, int]) -> str:
    board = window.board
    pos = board.cell_rect(cell).center()
    board.event(QHelpEvent(QEvent.Type.ToolTip, pos, board.mapToGlobal(pos)))
    return QToolTip.text()


def test_certain_cells_look_different_from_doubtful_ones_in_both_themes(
    qtbot: Any, make_window: Any
) -> None:
    win = make_window(seed=3, level=INTERMEDIATE)
    start_game(qtbot, win, (8, 8))
    proven = solve_state(win.game.values, win.game.level.mines)
    safe, mine = sorted(proven.safe)[0], sorted(proven.mines)[0]
    doubtful = next(c for c in _covered(win) if c not in proven.safe | proven.mines)
    for theme in ("light", "dark", "contrast"):
        win.board.set_theme(theme)
        win.set_analysis(False)
        settle()
        plain = {c: cell_colour(win, c, 0.2, 0.2).name() for c in (safe, mine, doubtful)}
        with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
            win.set_analysis(True)
        tinted = {c: cell_colour(win, c, 0.2, 0.2).name() for c in (safe, mine, doubtful)}
        assert all(plain[c] != tinted[c] for c in plain), theme
        assert len(set(tinted.values())) == 3, f"{theme}: safe, mine and doubtful alike"


def test_the_overlay_goes_with_the_game_and_with_the_option(qtbot: Any, make_window: Any) -> None:
    win = make_window(seed=3, level=INTERMEDIATE)
    win.set_analysis(True)
    start_game(qtbot, win, (8, 8))
    qtbot.waitUntil(lambda: bool(win.board.probabilities), timeout=10_000)
    assert win.controller.assisted
    with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
        win.menus.analysis_action.trigger()
    assert win.board.probabilities == {}
    with qtbot.waitSignal(win.analysis_shown, timeout=10_000):
        win.menus.analysis_action.trigger()
    assert win.board.probabilities
    # A loss: the overlay is gone from the finished board.
    click(qtbot, win, sorted(win.game.mines or ())[0])
    assert win.game.state is State.LOST
    assert win.board.probabilities == {}
    win.new_game()
    assert not win.controller.assisted
