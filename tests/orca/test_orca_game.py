"""A blind player wins a Beginner game with Debian's Orca, by keys alone, told every result.

Real clients throughout: Xvfb, a session bus, the AT-SPI bus, openbox, the game over Qt's
AT-SPI bridge and Orca 43.1 (see ``harness.py``).  The board is a known one (made by the
engine from a seed and played through its board id), so the keys are the same on every
run; what the test checks is Orca's own transcript: after every key, the sentence that says
what the key did, once, within half a second.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import numpy as np
import numpy.typing as npt
import pytest

from minesweeper_app.engine import Cell, create_board, encode_board_id
from tests.orca.harness import Desk, Heard, missing

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]

HEIGHT, WIDTH, MINES = 9, 9, 10
START: Cell = (4, 4)
SEED = 32
IN_TIME = 0.5
"""Seconds within which a key's result must be spoken, from when Orca received the key."""
BUSY_LIMIT = 2.0
"""The bound while the machine is overloaded (load average above its cores): a shared CI
runner can stall any process for a second, which says nothing about the game."""

KEYS = {(0, -1): "Left", (0, 1): "Right", (-1, 0): "Up", (1, 0): "Down"}


class KnownBoard:
    """The board as the test knows it: its mines, and the cells opened so far."""

    def __init__(self, mines: frozenset[Cell]) -> None:
        self.mines = mines
        self.numbers: npt.NDArray[np.int8] = np.zeros((HEIGHT, WIDTH), dtype=np.int8)
        for r, c in mines:
            self.numbers[max(r - 1, 0) : r + 2, max(c - 1, 0) : c + 2] += 1
        self.opened: set[Cell] = set()

    def around(self, cell: Cell) -> Iterator[Cell]:
        for r in range(cell[0] - 1, cell[0] + 2):
            for c in range(cell[1] - 1, cell[1] + 2):
                if (r, c) != cell and 0 <= r < HEIGHT and 0 <= c < WIDTH:
                    yield (r, c)

    def open(self, cell: Cell) -> int:
        """Open ``cell`` as the game does (an empty cell opens its neighbours); how many."""
        todo, count = [cell], 0
        while todo:
            here = todo.pop()
            if here in self.opened:
                continue
            self.opened.add(here)
            count += 1
            if self.numbers[here] == 0:
                todo.extend(self.around(here))
        return count

    def words(self, cell: Cell) -> str:
        n = int(self.numbers[cell])
        return "empty" if n == 0 else str(n)


def _made_board() -> tuple[frozenset[Cell], str]:
    mines = create_board(HEIGHT, WIDTH, MINES, START, seed=SEED)
    return mines, encode_board_id(HEIGHT, WIDTH, mines, START)


def _cell_name(cell: Cell) -> str:
    return rf"^row {cell[0] + 1}, column {cell[1] + 1}, "


class Player:
    """Presses keys and checks, from Orca's transcript, that each was answered in time."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.cursor: Cell = (0, 0)
        self.late: list[str] = []
        self.busy_late: list[str] = []

    def press(self, key: str, expect: str, *, once: bool = True) -> Heard:
        heard = self.desk.key(key, expect)
        delay = heard.delay(expect)
        assert delay is not None, f"{key}: Orca never said /{expect}/; it said {heard.texts}"
        busy = os.getloadavg()[0] > (os.cpu_count() or 1)
        if delay > (BUSY_LIMIT if busy else IN_TIME):
            self.late.append(f"{key} -> {expect}: {delay:.2f} s")
        elif delay > IN_TIME:
            self.busy_late.append(f"{key} -> {expect}: {delay:.2f} s (machine overloaded)")
        if once:
            same = [t for t in heard.texts if re.search(expect, t)]
            assert len(same) == 1, f"{key}: said twice: {heard.texts}"
        return heard

    def focused(self) -> Cell:
        """The cell Orca last said the focus is on."""
        for said in reversed(self.desk.said):
            at = re.match(r"^row (\d+), column (\d+), ", said.text)
            if at:
                return (int(at[1]) - 1, int(at[2]) - 1)
        raise AssertionError("Orca never said which cell has the focus")

    def hint(self) -> None:
        """H: the hint's words, and the cursor at the cell it is about (if it names one)."""
        heard = self.press("h", r"(safe|mine|number|progress)", once=False)
        for text in heard.texts:
            moved = re.match(r"^row (\d+), column (\d+), ", text)
            if moved:
                self.cursor = (int(moved[1]) - 1, int(moved[2]) - 1)

    def go(self, cell: Cell) -> None:
        """Arrow to ``cell``; every step says the cell reached."""
        while self.cursor != cell:
            dr = (cell[0] > self.cursor[0]) - (cell[0] < self.cursor[0])
            dc = 0 if dr else (cell[1] > self.cursor[1]) - (cell[1] < self.cursor[1])
            self.cursor = (self.cursor[0] + dr, self.cursor[1] + dc)
            self.press(KEYS[(dr, dc)], _cell_name(self.cursor))


def test_a_beginner_game_is_won_by_keys_and_every_result_is_spoken() -> None:
    mines, board_id = _made_board()
    known = KnownBoard(mines)
    with Desk(["--board", board_id]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            desk.key("Escape", _cell_name(START))  # the first start's welcome dialog
        player.cursor = player.focused()  # a board id's game starts on its start cell
        player.go(START)
        count = known.open(START)
        player.press("space", rf"^empty, {count} cells opened\.$")
        player.press("space", rf"^row {START[0] + 1}, column {START[1] + 1} is already open\.$")
        player.go((START[0], 0))
        player.press("Left", r"^Edge of the board\.$")

        # A flag on a mine beside the opening, taken off and put back.
        mine = min(m for m in mines if any(n in known.opened for n in known.around(m)))
        player.go(mine)
        player.press("f", r"^Flagged, 9 mines left\.$")
        player.press("space", r"is flagged; F removes the flag\.$")
        player.press("f", r"^Flag removed, 10 mines left\.$")
        player.press("f", r"^Flagged, 9 mines left\.$")
        player.press("c", r"flag")  # Check flags: what it found about the one flag
        player.press("m", r"^9 mines left\.$")
        player.hint()  # where to look
        player.hint()  # which cell: the cursor goes there

        # Every safe cell, row by row; the last one wins.
        for cell in sorted(
            (r, c) for r in range(HEIGHT) for c in range(WIDTH) if (r, c) not in mines
        ):
            if cell in known.opened:
                continue
            player.go(cell)
            count = known.open(cell)
            last = len(known.opened) == HEIGHT * WIDTH - MINES
            state = known.words(cell)
            said = rf"^{state}\." if count == 1 else rf"^{state}, {count} cells opened\."
            heard = player.press("space", said + (r" You won in [\d.]+ s" if last else r"$"))
            if last:
                assert not any("—" in t for t in heard.texts), heard.texts
        player.press("space", r"^The game is over; F2 starts a new one\.$")
    transcript = "\n".join(desk.transcript())
    print(transcript)  # (pytest -s shows what Orca said after each key)
    print("\n".join(player.busy_late))
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript


def test_a_practice_puzzle_is_asked_and_judged_aloud() -> None:
    with Desk(["--seed", "5"]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            desk.key("Escape", r"^row \d+, column \d+, ")
        opened = desk.key("ctrl+p", r"Space opens a safe cell, F flags a mine", limit=30)
        assert opened.first(r"Space opens a safe cell"), opened.texts
        desk.settle(1.0)
        player.press("l", r"^row \d+, column \d+$")
        heard = player.press("space", r"^(Right|Wrong|Not proven): ")
        assert not heard.first(r"push button"), heard.texts  # the focus stays on the board
    transcript = "\n".join(desk.transcript())
    print(transcript)
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript
