"""Issue 26, point 4: hint words go as soon as the board changes, and "safe, open it"
never looks like "a mine, flag it" (colour and frame pattern both differ)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from minesweeper_app.engine import HintRole
from minesweeper_app.game import custom_level
from minesweeper_app.game.wording import say
from minesweeper_app.ui.legend import MARK_WORDS
from minesweeper_app.ui.theme import role_style
from tests.gui.helpers import cell_colour, click, fixed_layout, start_game

# A 5x5 board: the first click at (4, 0) opens the left; (1, 3) is a provable mine.
LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def _hint(qtbot: Any, win: Any) -> Any:
    with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
        qtbot.keyClick(win.board, Qt.Key.Key_H)
    return shown.args[0]


def test_the_words_of_a_hint_go_with_the_next_move(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.activateWindow()
    qtbot.waitUntil(win.board.hasFocus)
    start_game(qtbot, win, (2, 0))
    stage = _hint(qtbot, win)
    assert win.message_label.text() and win.last_message == say(stage)
    assert win.board.highlights
    flag_at = next(c for c in ((0, 4), (4, 4)) if win.game.values[c] < 0)
    click(qtbot, win, flag_at, Qt.MouseButton.RightButton)  # the player acts elsewhere
    assert win.message_label.text() == "", "the words described the board before the move"
    assert not win.board.highlights and not win.info.legend.isVisible()


def test_safe_and_mine_targets_differ_in_colour_and_pattern(qtbot: Any, make_window) -> None:
    safe, mine = role_style(HintRole.SAFE), role_style(HintRole.MINE)
    assert safe.colour != mine.colour
    assert (safe.pen, safe.hatch, safe.cross) != (mine.pen, mine.hatch, mine.cross)
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.view.show_help("test", {(1, 3): HintRole.TARGET, (3, 3): HintRole.TARGET})
    assert win.board.highlights == {(1, 3): HintRole.MINE, (3, 3): HintRole.SAFE}
    assert win.info.legend.roles == [HintRole.SAFE, HintRole.MINE]
    assert MARK_WORDS[HintRole.MINE] in win.info.legend.text()
    # On screen the mine's frame is not the safe cell's green.
    edge_mine = cell_colour(win, (1, 3), 0.06, 0.5)
    edge_safe = cell_colour(win, (3, 3), 0.06, 0.5)
    assert edge_mine.name() != edge_safe.name()


def test_a_hint_that_names_a_mine_frames_it_as_a_mine(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    win.activateWindow()
    qtbot.waitUntil(win.board.hasFocus)
    start_game(qtbot, win, (2, 0))
    roles: set[HintRole] = set()
    for _ in range(6):
        stage = _hint(qtbot, win)
        decided = {c for c, r in stage.highlights if r is HintRole.TARGET}
        for cell in decided:
            expected = HintRole.MINE if cell in MINES3 else HintRole.SAFE
            if stage.kind in ("progress_cell", "progress_area"):
                expected = HintRole.TARGET  # the question stage does not tell, nor its frame
            assert win.board.highlights.get(cell, expected) == expected
            roles.add(expected)
        if roles >= {HintRole.TARGET, HintRole.MINE} or stage.move is not None:
            break
    assert roles, "some hint named the cell it decides"
