"""No import cycle in the package: every import counts, also one inside a function (it
hides a cycle, it does not remove it) and one under ``if TYPE_CHECKING:`` (a circle of
types is still two modules that cannot be understood apart: the window's parts import a
narrow protocol, not ``MainWindow``)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper_app"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(path: Path, name: str, modules: set[str], *, type_checking: bool = True) -> set[str]:
    """The package's modules ``path`` imports.

    ``from package import submodule`` depends on the submodule, as import checkers count
    it; ``from package import name`` on the package's ``__init__``.
    """
    is_package = path.name == "__init__.py"
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if not type_checking and isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            submodules = {f"{module}.{alias.name}" for alias in node.names} & modules
            found.update(submodules)
            if len(submodules) < len(node.names):
                found.add(module)  # a name defined in the module (or its __init__)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m in modules and m != name}


def import_graph(*, type_checking: bool = True) -> dict[str, set[str]]:
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    modules = set(files)
    return {
        name: _imports(path, name, modules, type_checking=type_checking)
        for name, path in files.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def test_the_checker_finds_a_cycle_hidden_inside_a_function() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_the_graph_sees_imports_inside_functions(tmp_path: Path) -> None:
    source = tmp_path / "x.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import b\n"
        "def f():\n    import c\n    from d import e\n    from g import h\n"
    )
    modules = {"b", "c", "d", "d.e", "g"}
    assert _imports(source, "x", modules) == {"b", "c", "d.e", "g"}
    assert _imports(source, "x", modules, type_checking=False) == {"c", "d.e", "g"}


def test_the_package_has_no_import_cycle_counting_type_checking_imports() -> None:
    graph = import_graph()
    assert "minesweeper_app.ui.window.main_window" in graph
    assert cycles(graph) == []


def test_no_part_of_the_window_imports_the_main_window() -> None:
    """The window is built from parts that get what they need, never ``MainWindow``."""
    graph = import_graph()
    builders = graph["minesweeper_app.ui.window.main_window"]
    assert "minesweeper_app.ui.window.game_view" in builders
    back = sorted(m for m in builders if "minesweeper_app.ui.window.main_window" in graph[m])
    assert back == []
