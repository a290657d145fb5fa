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
        raise FileNotFoundError(
            f"Missing resource {name}: the package {ASSETS_PACKAGE} is not installed "
            "(from a checkout, install it with pip install -e .)."
        ) from None
    if not resource.is_file():
        raise FileNotFoundError(f"Missing resource {name} (looked in {resource}).")
    if not isinstance(resource, Path):
        raise FileNotFoundError(f"Resource {name} is not a file on disk ({resource!r}).")
    return resource
