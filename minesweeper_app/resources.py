"""The one place that finds the game's files (SVG art, icons, licences).

They live in the repository's top-level ``resources/`` folder, which pyproject.toml installs
as the data package ``minesweeper_app.assets`` and the PyInstaller spec copies to the same
place in the bundle, so one ``importlib.resources`` lookup serves a checkout (editable
install), an installed wheel or sdist, and the bundle.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

ASSETS_PACKAGE = "minesweeper_app.assets"


def resource_path(*parts: str) -> Path:
    """Path of a resource file; raises FileNotFoundError naming it when it is missing."""
    name = "/".join(parts)
    try:
        resource = files(ASSETS_PACKAGE).joinpath(name)
    except ModuleNotFoundError:
        # A source tree run with PYTHONPATH (no install): the folder sits beside the package.
        source_tree = Path(__file__).resolve().parents[1] / "resources"
        if not source_tree.is_dir():
            raise FileNotFoundError(
                f"Missing resource {name}: the package {ASSETS_PACKAGE} is not installed "
                "(from a checkout, install it with pip install -e .)."
            ) from None
        resource = source_tree.joinpath(name)
    if not resource.is_file():
        raise FileNotFoundError(f"Missing resource {name} (looked in {resource}).")
    if not isinstance(resource, Path):
        raise FileNotFoundError(f"Resource {name} is not a file on disk ({resource!r}).")
    return resource


def bundled_notices() -> list[tuple[str, str]]:
    """(libraries, notice text) for the system libraries a bundle carries; empty elsewhere.

    The PyInstaller spec writes ``licenses/bundle/index.txt`` ("library notice-file package"
    per line) and the notices beside it; wheels and checkouts have no such folder.
    """
    try:
        folder = files(ASSETS_PACKAGE).joinpath("licenses/bundle")
    except ModuleNotFoundError:
        return []
    index = folder.joinpath("index.txt")
    if not index.is_file():
        return []
    libraries: dict[str, list[str]] = {}
    for line in index.read_text(encoding="utf-8").splitlines():
        library, notice = line.split()[:2]
        libraries.setdefault(notice, []).append(library)
    return [
        (", ".join(names), folder.joinpath(notice).read_bytes().decode("utf-8", "replace"))
        for notice, names in sorted(libraries.items())
    ]
