"""Every resource the code loads exists in the checkout (build.py checks the bundle likewise)."""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from minesweeper_app.resources import resource_path

SCANNER = Path(__file__).resolve().parents[1] / "packaging" / "resource_scan.py"


@functools.cache
def _scanner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("resource_scan", SCANNER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["resource_scan"] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


def test_every_resource_path_call_names_its_file_literally() -> None:
    refs = _scanner().scan()
    assert refs.unreadable == [], (
        "resource_path() with computed arguments cannot be checked in the bundle; "
        "pass literal strings (e.g. pick from a dict of literal calls)"
    )


def test_every_referenced_resource_is_found_from_the_checkout() -> None:
    refs = _scanner().scan()
    assert refs.names, "found no resource_path() calls; the scanner is broken"
    missing = {}
    for name, used_at in refs.names.items():
        try:
            path = resource_path(*name.split("/"))
        except FileNotFoundError:
            missing[name] = used_at
            continue
        assert path.is_file(), f"{name} is not a file"
    assert missing == {}


def test_scanner_sees_literal_and_computed_calls(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(
        "from x import resource_path\n"
        "resource_path('icons', 'a.svg')\n"
        "res.resource_path('b.txt')\n"
        "resource_path(f'{n}.svg')\n",
        encoding="utf-8",
    )
    refs = _scanner().scan(package)
    assert refs.names == {"icons/a.svg": ["pkg/a.py:2"], "b.txt": ["pkg/a.py:3"]}
    assert refs.unreadable == ["pkg/a.py:4"]
