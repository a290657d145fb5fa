"""The board as a table, heard through Orca: its click commands open and flag the focused
cell, "where am I" says the row and column, Up and Down read one cell (not the row), and
the focus comes back to the cursor's cell, read once.

After a menu, a dialog, Tab and Shift+Tab, a pause and a question before a new game, what Orca
says is the cell under the cursor (in the board table's short context), not the board's
long description and not again the last thing the game said.  From Orca 43.1's own
transcript (see ``harness.py``).
"""

from __future__ import annotations

import re

import pytest

from tests.orca.harness import Desk, Heard, missing
from tests.orca.test_orca_game import START, _made_board

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]

DESCRIPTION = r"Arrows move, Space opens"
"""Words of the board's long description: never said when the focus comes back."""


def _cell(cell: tuple[int, int]) -> str:
    return rf"^row {cell[0] + 1}, column {cell[1] + 1}, "


def _back_on(heard: Heard, cell: tuple[int, int], *stale: str) -> None:
    """Orca read ``cell`` once after ``heard``'s key, and none of ``stale``."""
    said = heard.texts
    assert len([t for t in said if re.search(_cell(cell), t)]) == 1, (heard.key, said)
    assert not any(re.search(DESCRIPTION, t) for t in said), (heard.key, said)
    for old in stale:
        assert not any(old in t for t in said), (heard.key, old, said)


def test_the_focus_comes_back_to_the_cursors_cell() -> None:
    _mines, board_id = _made_board()
    with Desk(["--board", board_id]) as desk:
        try:
            if any("Welcome" in s.text for s in desk.said):
                desk.key("Escape", _cell(START))
            assert any(re.search(_cell(START), s.text) for s in desk.said), "the start's cell"
            # Orca's own mouse commands click the focused cell's middle: KP_Divide opens it.
            opened_start = desk.key("KP_Divide", r"cells opened\.$", limit=20)  # (Orca is slow)
            assert opened_start.first(r"^empty, \d+ cells opened\.$"), opened_start.texts
            step = (START[0], START[1] + 1)
            desk.key("Right", _cell(step))
            here = (START[0], START[1] + 2)
            desk.key("Right", _cell(here) + "covered")
            flagged = desk.key("KP_Multiply", r"^Flagged, ")  # and right-click flags it
            assert flagged.first(r"^Flagged, 9 mines left\.$"), flagged.texts
            where = desk.key("KP_Enter", r"of 9")  # Orca's "where am I", from the Table interface
            assert where.first(rf"^column {here[1] + 1} of 9 row {here[0] + 1} of 9"), where.texts
            for arrow, cell in (("Down", (here[0] + 1, here[1])), ("Up", here)):
                moved = desk.key(arrow, _cell(cell))  # one cell, not its whole row
                cells = [t for t in moved.texts if re.match(r"^row \d+, column \d+, ", t)]
                assert len(cells) == 1 and "not selected." not in moved.texts, moved.texts
            opened = "mines left"  # what the game said last: not said again

            for _ in range(3):  # the Game menu, closed again (xdotool's Alt+G is sometimes
                # taken as Alt alone, seen under load: the menu does not open)
                if desk.key("alt+g", r"New game", limit=10).first(r"New game") is not None:
                    break
            for _ in range(3):  # Escape leaves the menu for the menu bar, then the menu bar
                heard = desk.key("Escape", rf"^Game|{_cell(here)}", limit=15)
                if heard.first(_cell(here)) is not None:
                    break
            _back_on(heard, here, opened)

            desk.key("F1", r"How to play")  # a dialog, closed again
            _back_on(desk.key("Escape", _cell(here), limit=15), here, opened)

            desk.key("Tab", r"push button")  # off the board and back
            # (the dialog's closing resumed the game: that sentence is not said again either)
            _back_on(desk.key("shift+Tab", _cell(here)), here, opened, "Playing again.")

            desk.key("p", r"Paused")  # pause, then play on
            resumed = desk.key("p", _cell(here))
            _back_on(resumed, here, opened)

            desk.key("F2", r"Leave the game in progress")  # a dialog that asks, kept playing
            _back_on(desk.key("Escape", _cell(here)), here, opened)
        finally:
            print("\n".join(desk.transcript()))  # (pytest -s shows it)
