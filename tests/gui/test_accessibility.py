"""The board as a screen reader reads it: a table of named cells, the cursor as focus."""

from __future__ import annotations

import gc
from typing import Any

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_app.engine import COVERED, HintRole
from minesweeper_app.game import INTERMEDIATE, State, custom_level
from minesweeper_app.ui.legend import mark_words
from tests.gui.a11y_helpers import Listener, board_tree, cell_names, settle
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})


def key(qtbot: Any, window: Any, *keys: Qt.Key) -> None:
    for k in keys:
        qtbot.keyClick(window.board, k)
        settle()  # the event loop runs between two keys a player presses


def test_beginner_board_is_a_table_of_81_named_cells(qtbot: Any, make_window) -> None:
    win = make_window()
    tree = board_tree(win)
    assert tree.role() == QAccessible.Role.Table
    assert tree.text(QAccessible.Text.Name) == "Minesweeper board"
    assert "9 rows by 9 columns" in tree.text(QAccessible.Text.Description)
    assert tree.childCount() == 81
    gc.collect()  # the cells must outlive Python's garbage collection
    for i in range(81):
        cell = tree.child(i)
        assert cell.role() == QAccessible.Role.Cell
        assert tree.indexOfChild(cell) == i
        assert cell.parent().object() is win.board.access.face
        r, c = divmod(i, 9)
        assert cell.text(QAccessible.Text.Name) == f"row {r + 1}, column {c + 1}, covered"
        assert win.board.mapFromGlobal(cell.rect().center()) == win.board.cell_rect((r, c)).center()
    assert tree.child(81) is None and tree.child(-1) is None
    middle = win.board.mapToGlobal(win.board.cell_rect((3, 5)).center())
    assert (
        tree.childAt(middle.x(), middle.y())
        .text(QAccessible.Text.Name)
        .startswith("row 4, column 6,")
    )


def test_space_at_the_cursor_opens_and_the_names_change(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window(seed=3)
    before = cell_names(win)
    key(qtbot, win, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down)
    key(qtbot, win, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: win.game.state is not State.CREATING, timeout=60_000)
    after = cell_names(win)
    opened = {(int(r), int(c)) for r, c in np.argwhere(win.game.values >= 0)}
    assert (1, 2) in opened
    changed = {divmod(i, 9) for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b}
    assert changed == opened
    for r, c in opened:
        value = int(win.game.values[r, c])
        shown = "empty" if value == 0 else str(value)
        assert after[r * 9 + c] == f"row {r + 1}, column {c + 1}, {shown}"
    heard = {e.child for e in listener.of(QAccessible.Event.NameChanged)}
    assert heard == {r * 9 + c for r, c in opened}


def test_focus_follows_the_keyboard_cursor(qtbot: Any, make_window, listener: Listener) -> None:
    win = make_window()
    win.activateWindow()
    win.board.setFocus()
    qtbot.waitUntil(win.board.hasFocus)
    tree = board_tree(win)
    assert tree.indexOfChild(tree.focusChild()) == 0
    assert [e.child for e in listener.of(QAccessible.Event.Focus)][-1:] == [0]  # the cell's
    listener.clear()
    key(qtbot, win, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right)
    assert tree.indexOfChild(tree.focusChild()) == 2 * 9 + 1
    focus = listener.of(QAccessible.Event.Focus)
    assert [e.child for e in focus] == [9, 18, 19]
    assert focus[-1].name == "row 3, column 2, covered"
    key(qtbot, win, Qt.Key.Key_Left, Qt.Key.Key_Left)  # the second stops at the edge
    assert [e.child for e in listener.of(QAccessible.Event.Focus)][-2:] == [19, 18]
    assert listener.announcements()[-1] == "Edge of the board."  # (no second focus event)
    win.activateWindow()
    win.board.setFocus()
    qtbot.waitUntil(win.board.hasFocus)
    assert tree.focusChild().state().focused
    assert not tree.child(0).state().focused
    win.hint_button.setFocus()  # the cursor's cell is focused only while the board is
    qtbot.waitUntil(lambda: not win.board.hasFocus())
    assert tree.focusChild() is None


def test_flags_and_a_lost_board_are_named(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    tree = board_tree(win)
    win.board.cursor_cell = (0, 4)
    key(qtbot, win, Qt.Key.Key_F)
    assert tree.child(4).text(QAccessible.Text.Name) == "row 1, column 5, flagged"
    click(qtbot, win, (0, 3), Qt.MouseButton.RightButton)  # a flag where there is no mine
    click(qtbot, win, (1, 3))  # the mine
    assert win.game.state is State.LOST
    names = cell_names(win)
    assert names[1 * 5 + 3] == "row 2, column 4, exploded mine"
    assert names[4 * 5 + 4] == "row 5, column 5, mine"
    assert names[0 * 5 + 3] == "row 1, column 4, flagged, no mine"
    assert names[0 * 5 + 4] == "row 1, column 5, flagged"


def test_a_new_level_gives_a_new_grid(qtbot: Any, make_window, listener: Listener) -> None:
    win = make_window()
    tree = board_tree(win)
    old = [tree.child(i) for i in range(81)]
    win.new_game(INTERMEDIATE)
    gc.collect()
    assert tree.childCount() == 256
    assert tree.child(255).text(QAccessible.Text.Name) == "row 16, column 16, covered"
    assert "16 rows by 16 columns" in tree.text(QAccessible.Text.Description)
    assert listener.of(QAccessible.Event.ObjectReorder)
    del old
    gc.collect()
    assert int(win.game.values[0, 0]) == COVERED


def test_the_board_can_go_away_while_cells_are_known(qtbot: Any, make_window) -> None:
    from minesweeper_app.game import BEGINNER, Game
    from minesweeper_app.ui.board.widget import BoardWidget

    board = BoardWidget()
    board.set_game(Game(BEGINNER))
    board.refresh()
    tree = board_tree(board)
    cells = [tree.child(i) for i in range(81)]
    assert cells[5].text(QAccessible.Text.Name) == "row 1, column 6, covered"
    gone: list[bool] = []
    board.destroyed.connect(lambda: gone.append(True))
    board.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))
    del cells, tree
    gc.collect()
    again = BoardWidget()
    again.set_game(Game(BEGINNER))
    again.refresh()
    assert board_tree(again).childCount() == 81
    assert board_tree(again).child(80).text(QAccessible.Text.Name) == "row 9, column 9, covered"
    again.deleteLater()


def test_hint_marks_describe_their_cells(qtbot: Any, make_window, listener: Listener) -> None:
    """What the legend says of a mark, a listener hears as the marked cell's description."""
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.hint_shown, timeout=30_000):
        win.hint_button.click()
    marks = win.board.highlights
    assert marks
    tree = board_tree(win)
    for (r, c), role in marks.items():
        described = tree.child(r * 5 + c).text(QAccessible.Text.Description)
        assert described and described == mark_words(role)
    cursor = win.board.cursor_cell
    plain = next(i for i in range(25) if divmod(i, 5) not in marks and divmod(i, 5) != cursor)
    assert tree.child(plain).text(QAccessible.Text.Description) == ""
    heard = {e.child for e in listener.of(QAccessible.Event.DescriptionChanged) if not e.cue}
    assert heard == {r * 5 + c for r, c in marks} - {cursor[0] * 5 + cursor[1]}
    listener.clear()
    win.new_game()  # the marks go, and the cells say so
    assert {e.child for e in listener.of(QAccessible.Event.DescriptionChanged)} >= heard


def test_the_analysis_chance_is_in_the_description_and_read_by_i(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.analysis_shown, timeout=30_000):
        win.set_analysis(True)
    tree = board_tree(win)
    assert tree.child(1 * 5 + 3).text(QAccessible.Text.Description) == "certainly a mine"
    assert tree.child(2 * 5 + 0).text(QAccessible.Text.Description) == "", "opened: no chance"
    win.board.cursor_cell = (1, 3)
    qtbot.keyClick(win.board, "I")
    assert listener.announcements()[-1] == "row 2, column 4, covered: certainly a mine"


def test_counters_are_plain_numbers_and_the_clock_is_not_pushed(
    qtbot: Any, make_window, listener: Listener
) -> None:
    win = make_window()
    win.top.show_counts(9, 7.0, 10)
    assert win.top.mines_label.accessibleDescription() == "9"  # not "009"
    win.top.show_counts(-2, 8.0, 10)
    assert win.top.mines_label.accessibleDescription() == "-2"
    listener.clear()
    for second in range(3):
        win.top.show_counts(-2, 9.0 + second, 10)
    assert win.top.time_label.accessibleDescription() == ""  # T reads the time
    assert not listener.of(QAccessible.Event.DescriptionChanged)


def test_a_cell_the_hint_opened_no_longer_says_open_it(qtbot: Any, make_window) -> None:
    win = make_window(creator=fixed_layout(MINES3))
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.board.set_highlights({(0, 3): HintRole.SAFE, (2, 2): HintRole.CLUE})
    assert win.board.access.description((0, 3)) == "safe: open it"  # covered: still to do
    win.game.values[0, 3] = 2  # (as the hint's own move leaves it)
    win.board.refresh()
    assert win.board.access.description((0, 3)) == ""
    assert win.board.access.description((2, 2)) == "the numbers the reason uses"
