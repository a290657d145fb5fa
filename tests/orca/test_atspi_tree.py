"""The game's accessibility tree as AT-SPI clients (Orca among them) read it: pyatspi, over
the real bridge, on a desk without Orca (``harness.Desk(orca=False)``)."""

from __future__ import annotations

import json
import subprocess
import time
from typing import Any

import pytest

from tests.orca.harness import HERE, SYSTEM_PYTHON, Desk, missing
from tests.orca.test_orca_game import START, _made_board

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]


def test_the_board_is_a_named_table_of_named_cells_and_every_control_is_named() -> None:
    with Desk(["--seed", "7", "--level", "beginner"], orca=False) as desk:

        def welcome(tree: list[dict[str, object]]) -> bool:
            return any(e["name"] == "Show me the lessons" for e in tree)

        assert welcome(desk.wait_for_tree(welcome)), "the first start's welcome dialog"
        subprocess.run(["xdotool", "key", "Escape"], env=desk.env, check=True)
        tree = desk.wait_for_tree(lambda t: not welcome(t))
        boards = [e for e in tree if e["role"] == "table" and e["name"] == "Minesweeper board"]
        assert len(boards) == 1 and boards[0]["children"] == 10 * 10  # and hidden headers
        cells = [e for e in tree if e["role"] == "table cell"]
        names = [f"row {r}, column {c}, covered" for r in range(1, 10) for c in range(1, 10)]
        assert [e["name"] for e in cells] == names
        focused = [e for e in tree if "focused" in e["states"]]  # type: ignore[operator]
        assert [e["name"] for e in focused] == ["row 1, column 1, covered"]  # not the board
        controls = [e for e in tree if e["role"] in ("push button", "check box", "table")]
        assert controls and all(e["name"] for e in controls), [e for e in controls if not e["name"]]
        counters = {e["name"]: e["description"] for e in tree if e["role"] == "filler"}
        assert counters.get("Mines left") == "10"  # a plain number


def _table(desk: Desk, *args: object) -> dict[str, Any]:
    """What ``atspi_table.py`` reads or does on the game's board table (see there)."""
    out = subprocess.run(
        [SYSTEM_PYTHON, str(HERE / "atspi_table.py"), str(desk.procs["game"].pid)]
        + [str(a) for a in args],
        env=desk.env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def _without_welcome(desk: Desk) -> None:
    def welcome(tree: list[dict[str, object]]) -> bool:
        return any(e["name"] == "Show me the lessons" for e in tree)

    def registered() -> bool:  # (the window can show before the bus knows the application)
        try:
            return bool(desk.tree())
        except subprocess.CalledProcessError:
            return False

    assert _wait_for(desk, registered, 30), "the game on the AT-SPI bus"
    if welcome(desk.wait_for_tree(welcome, timeout=10)):
        subprocess.run(["xdotool", "key", "Escape"], env=desk.env, check=True)
        desk.wait_for_tree(lambda t: not welcome(t))


@pytest.mark.parametrize(("level", "rows", "columns"), [("beginner", 9, 9), ("expert", 16, 30)])
def test_the_board_is_a_real_table_a_screen_reader_can_navigate(
    level: str, rows: int, columns: int
) -> None:
    with Desk(["--seed", "7", "--level", level], orca=False) as desk:
        _without_welcome(desk)
        asked = [(0, 0), (rows // 2, columns - 2), (rows - 1, columns - 1)]
        table = _table(desk, "read", *[n for cell in asked for n in cell])
        assert (table["rows"], table["columns"]) == (rows, columns)
        assert {"Table", "Selection"} <= set(table["interfaces"])
        for (r, c), cell in zip(asked, table["cells"], strict=True):
            assert cell["name"] == f"row {r + 1}, column {c + 1}, covered"
            assert cell["role"] == "table cell"
            assert "TableCell" in cell["interfaces"]
            assert cell["position"] == [r, c]  # its own TableCell interface
            assert (cell["index_row"], cell["index_column"]) == (r, c)  # the table's
        first, _, last = (cell["extents"] for cell in table["cells"])
        size = first[2]
        assert size > 0 and first[3] == size and last[2:] == [size, size]
        # Each cell where the board draws it: one cell apart per row and column.
        assert last[0] - first[0] == (columns - 1) * size
        assert last[1] - first[1] == (rows - 1) * size


def test_a_screen_reader_opens_flags_and_moves_to_cells_of_the_table() -> None:
    """Orca's own click commands click the middle of the focused object's extents
    (``eventsynthesizer.clickObject``); a cell's Toggle action selects it, which puts the
    game's cursor there.  Names follow every move."""
    _mines, board_id = _made_board()
    with Desk(["--board", board_id], orca=False) as desk:
        _without_welcome(desk)
        r, c = START
        _table(desk, "click", r, c, 1)
        opened = _wait_for_name(desk, START, lambda name: not name.endswith("covered"))
        assert opened == f"row {r + 1}, column {c + 1}, empty"
        covered = next(
            (i, j)
            for i in range(9)
            for j in range(9)
            if _table(desk, "read", i, j)["cells"][0]["name"].endswith("covered")
        )
        _table(desk, "click", *covered, 3)
        flagged = _wait_for_name(desk, covered, lambda name: name.endswith("flagged"))
        assert flagged == f"row {covered[0] + 1}, column {covered[1] + 1}, flagged"
        target = (8, 8)
        assert _table(desk, "act", *target, "Toggle")["done"]
        focused = _wait_for(
            desk, lambda: "focused" in _table(desk, "read", *target)["cells"][0]["states"]
        )
        assert focused, "the cursor went to the selected cell, and it has the focus"


def _wait_for(desk: Desk, ready: Any, timeout: float = 20) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if ready():
            return True
        time.sleep(0.3)
    return bool(ready())


def _wait_for_name(desk: Desk, cell: tuple[int, int], done: Any) -> str:
    names: list[str] = []

    def ready() -> bool:
        names.append(_table(desk, "read", *cell)["cells"][0]["name"])
        return bool(done(names[-1]))

    _wait_for(desk, ready)
    return names[-1]
