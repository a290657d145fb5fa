"""Print the game's accessibility tree as AT-SPI clients see it, one JSON object per line.

Run by the system Python (it has pyatspi) on a desk's buses: ``python3 atspi_tree.py PID``
prints every object of the application with that process id (role, name, description,
states, interfaces, and for cells the table position the Table interface gives).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]

LIMIT = 3000


def _interfaces(obj: Any) -> list[str]:
    try:
        return sorted(str(i) for i in pyatspi.listInterfaces(obj))
    except Exception:  # (an object that went away meanwhile)
        return []


def walk(obj: Any, depth: int, out: list[dict[str, Any]]) -> None:
    if len(out) >= LIMIT:
        return
    try:
        states = obj.getState()
        entry = {
            "depth": depth,
            "role": obj.getRoleName(),
            "name": obj.name or "",
            "description": obj.description or "",
            "states": sorted(
                pyatspi.stateToString(s)
                for s in states.getStates()  # type: ignore[no-untyped-call]
            ),
            "interfaces": _interfaces(obj),
            "children": obj.childCount,
        }
    except Exception:  # (an object that went away meanwhile)
        return
    out.append(entry)
    if entry["role"] == "table cell":
        return
    for i in range(min(obj.childCount, 600)):
        try:
            child = obj.getChildAtIndex(i)
        except Exception:  # (an object that went away meanwhile)
            continue
        if child is not None:
            walk(child, depth + 1, out)


def main() -> int:
    pid = int(sys.argv[1])
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == pid:
            out: list[dict[str, Any]] = []
            walk(app, 0, out)
            for entry in out:
                print(json.dumps(entry))
            return 0
    print(json.dumps({"error": f"no application with pid {pid}"}))
    return 1


if __name__ == "__main__":
    sys.exit(main())
