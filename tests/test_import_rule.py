"""The engine must stay Qt-free so it can run headless and be tested without a display."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[1] / "minesweeper_app" / "engine"
QT_ROOTS = {"PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "shiboken2", "qtpy"}


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_sources_do_not_import_qt() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert files, "engine package not found"
    offenders = {str(p.relative_to(ENGINE)): _imported_roots(p) & QT_ROOTS for p in files}
    assert {k: v for k, v in offenders.items() if v} == {}


@pytest.mark.slow  # a child process
def test_importing_the_engine_loads_no_qt_module() -> None:
    roots = sorted(QT_ROOTS)
    code = (
        "import sys, minesweeper_app.engine as e; "
        f"bad = [m for m in sys.modules if m.split('.')[0] in {roots!r}]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ENGINE.parents[1],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _imported_modules(path: Path) -> set[str]:
    """Every module a file imports, by its full name (``from a import b`` gives a and a.b)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_engine_sources_do_not_import_the_translations() -> None:
    """The engine answers with data (reasons, enums); the game layer's wording says them."""
    files = sorted(ENGINE.rglob("*.py"))
    offenders = {
        str(p.relative_to(ENGINE)): sorted(
            m for m in _imported_modules(p) if m.startswith("minesweeper_app.i18n")
        )
        for p in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}
