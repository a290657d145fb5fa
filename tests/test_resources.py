"""Every resource the code loads exists in the checkout (build.py checks the bundle likewise)."""

from __future__ import annotations

import functools
import importlib.util
import re
import struct
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


def test_linux_desktop_entry_names_the_bundle_executable_and_icon() -> None:
    root = SCANNER.parents[1]
    entry = resource_path("linux", "io.github.noguess_minesweeper.desktop").read_text(
        encoding="utf-8"
    )
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    spec = (root / "packaging" / "minesweeper.spec").read_text(encoding="utf-8")
    app_name = re.search(r'^APP_NAME = "([^"]+)"', spec, re.MULTILINE)
    assert app_name is not None
    assert fields["Type"] == "Application"
    assert fields["Exec"].split()[0] == app_name.group(1)
    assert fields["Icon"] == "noguess-minesweeper"


def test_app_icon_pngs_have_their_named_sizes() -> None:
    for size in (16, 32, 48, 64, 128, 256):
        data = resource_path("icons", f"minesweeper-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])  # IHDR
        assert (width, height) == (size, size)


def test_the_licence_about_shows_is_the_repository_licence() -> None:
    root = SCANNER.parents[1]
    shown = resource_path("licenses", "noguess-minesweeper-MIT.txt").read_text(encoding="utf-8")
    assert shown == (root / "LICENSE").read_text(encoding="utf-8")
    assert shown.startswith("MIT License")
