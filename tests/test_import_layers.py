"""The layers import only downwards: the engine knows nothing of the game or the window,
and the game layer (the controller, statistics, practice, replays, and the command-line
tools built on it) knows nothing of Qt.  Every import counts, also one inside a function
or under ``if TYPE_CHECKING:``."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper_app"
QT_ROOTS = {"PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "shiboken2", "qtpy"}
GAME_LAYER = [PACKAGE / "game", PACKAGE / "practice", PACKAGE / "replay", PACKAGE / "i18n.py"]


def _imported(path: Path, package: str) -> set[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    parts = package.split(".")
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = parts[: len(parts) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def _package_of(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts if path.name == "__init__.py" else parts[:-1])


def _files(roots: list[Path]) -> list[Path]:
    found: list[Path] = []
    for root in roots:
        found.extend(sorted(root.rglob("*.py")) if root.is_dir() else [root])
    assert found, f"nothing found under {roots}"
    return found


def _offenders(roots: list[Path], bad: tuple[str, ...]) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for path in _files(roots):
        names = _imported(path, _package_of(path))
        hits = sorted(n for n in names if any(n == b or n.startswith(f"{b}.") for b in bad))
        if hits:
            result[str(path.relative_to(PACKAGE))] = hits
    return result


def test_the_engine_imports_nothing_of_the_game_or_the_window() -> None:
    bad = ("minesweeper_app.game", "minesweeper_app.ui")
    assert _offenders([PACKAGE / "engine"], bad) == {}


def test_the_game_layer_imports_no_qt() -> None:
    bad = tuple(QT_ROOTS)
    assert _offenders(GAME_LAYER, bad) == {}
    assert _offenders(GAME_LAYER, ("minesweeper_app.ui",)) == {}


def test_the_checker_sees_an_import_inside_a_function_and_under_type_checking(
    tmp_path: Path,
) -> None:
    source = tmp_path / "x.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from PySide6.QtCore import QObject\n"
        "def f():\n    from ..ui.board import widget\n"
    )
    package = "minesweeper_app.game"
    names = _imported(source, package)
    assert "PySide6.QtCore" in names and "minesweeper_app.ui.board.widget" in names


@pytest.mark.slow
def test_importing_the_game_layer_loads_no_qt_module() -> None:
    roots = sorted(QT_ROOTS)
    code = (
        "import sys, minesweeper_app.game.flow.controller, minesweeper_app.game.stats, "
        "minesweeper_app.game.practice, minesweeper_app.game.replays; "
        f"bad = [m for m in sys.modules if m.split('.')[0] in {roots!r}]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=PACKAGE.parent, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
