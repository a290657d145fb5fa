"""Read and use the game's board through AT-SPI's Table interfaces, as a screen reader does.

Run by the system Python (it has pyatspi) on a desk's buses; prints one JSON object:

- ``python3 atspi_table.py PID read R C [R C ...]``: the board table's row and column
  count, its interfaces, and for each asked cell (0-based) what ``getAccessibleAt`` gives:
  name, states, interfaces, actions, its position from its own TableCell interface, the
  table's row and column for its index, and its extents on screen;
- ``... PID click R C BUTTON``: a mouse click (button 1 or 3) on the middle of that cell's
  extents, as Orca's own click commands make it (``eventsynthesizer.clickObject``);
- ``... PID act R C ACTION``: the cell's action of that name.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import Atspi  # type: ignore[import-not-found]

BOARD = "Minesweeper board"


def _board(pid: int) -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == pid:
            found = pyatspi.findDescendant(
                app, lambda o: o.getRoleName() == "table" and o.name == BOARD
            )
            if found is not None:
                return found
    raise SystemExit(json.dumps({"error": f"no board table in application {pid}"}))


def _interfaces(obj: Any) -> list[str]:
    return sorted(str(i) for i in pyatspi.listInterfaces(obj))


def _cell(table: Any, r: int, c: int) -> dict[str, Any]:
    cell = table.queryTable().getAccessibleAt(r, c)
    if cell is None:
        return {"missing": True}
    index = cell.getIndexInParent()
    tab = table.queryTable()
    entry: dict[str, Any] = {
        "name": cell.name,
        "description": cell.description,
        "role": cell.getRoleName(),
        "states": sorted(pyatspi.stateToString(s) for s in cell.getState().getStates()),
        "interfaces": _interfaces(cell),
        "index_row": tab.getRowAtIndex(index),
        "index_column": tab.getColumnAtIndex(index),
    }
    if "TableCell" in entry["interfaces"]:
        ok, row, column = Atspi.TableCell.get_position(cell)
        entry["position"] = [row, column] if ok else None
    if "Action" in entry["interfaces"]:
        action = cell.queryAction()
        entry["actions"] = [action.getName(i) for i in range(action.nActions)]
    box = cell.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    entry["extents"] = [box.x, box.y, box.width, box.height]
    return entry


def main() -> int:
    pid, command, *rest = sys.argv[1:]
    table = _board(int(pid))
    tab = table.queryTable()
    if command == "read":
        cells = [(int(rest[i]), int(rest[i + 1])) for i in range(0, len(rest), 2)]
        out = {
            "rows": tab.nRows,
            "columns": tab.nColumns,
            "interfaces": _interfaces(table),
            "cells": [_cell(table, r, c) for r, c in cells],
        }
    elif command == "click":
        r, c, button = int(rest[0]), int(rest[1]), int(rest[2])
        box = tab.getAccessibleAt(r, c).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        x, y = box.x + box.width // 2, box.y + box.height // 2
        Atspi.generate_mouse_event(x, y, f"b{button}c")
        out = {"clicked": [x, y]}
    elif command == "act":
        r, c, name = int(rest[0]), int(rest[1]), rest[2]
        action = tab.getAccessibleAt(r, c).queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        out = {"done": name in names and bool(action.doAction(names.index(name))), "of": names}
    else:
        out = {"error": f"unknown command {command}"}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
