"""Find every resource the code asks for, by reading ``resource_path(...)`` calls in the source.

Shared by tests/test_resources.py (checkout) and packaging/build.py (bundle) so both check the
same list, and the list cannot go stale when someone adds a resource. Deliberately not a
package module: ``packaging`` is also the name of a PyPA library, so this folder has no
``__init__.py`` and callers load the file by path.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1] / "minesweeper_app"


@dataclass
class ResourceRefs:
    """Resource names (``"icons/x.svg"``) with where they are used, and calls we cannot read."""

    names: dict[str, list[str]] = field(default_factory=dict)
    unreadable: list[str] = field(default_factory=list)


def _is_resource_call(node: ast.Call) -> bool:
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name == "resource_path"


def scan(package_dir: Path = PACKAGE_DIR) -> ResourceRefs:
    """Literal arguments become names; anything computed is reported as unreadable."""
    refs = ResourceRefs()
    for path in sorted(package_dir.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _is_resource_call(node)):
                continue
            where = f"{path.relative_to(package_dir.parent)}:{node.lineno}"
            args = node.args
            if (
                args
                and not node.keywords
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args)
            ):
                name = "/".join(a.value for a in args)  # type: ignore[attr-defined]
                refs.names.setdefault(name, []).append(where)
            else:
                refs.unreadable.append(where)
    return refs
