"""The game's accessibility tree as AT-SPI clients (Orca among them) read it: pyatspi, over
the real bridge, on a desk without Orca (``harness.Desk(orca=False)``)."""

from __future__ import annotations

import subprocess

import pytest

from tests.orca.harness import Desk, missing

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
        assert len(boards) == 1 and boards[0]["children"] == 81
        cells = [e for e in tree if e["role"] == "table cell"]
        names = [f"row {r}, column {c}, covered" for r in range(1, 10) for c in range(1, 10)]
        assert [e["name"] for e in cells] == names
        focused = [e for e in tree if "focused" in e["states"]]  # type: ignore[operator]
        assert [e["name"] for e in focused] == ["row 1, column 1, covered"]  # not the board
        controls = [e for e in tree if e["role"] in ("push button", "check box", "table")]
        assert controls and all(e["name"] for e in controls), [e for e in controls if not e["name"]]
        counters = {e["name"]: e["description"] for e in tree if e["role"] == "filler"}
        assert counters.get("Mines left") == "10"  # a plain number
