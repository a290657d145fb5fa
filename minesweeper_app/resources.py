"""The one place that finds files under ``resources/``, from a checkout or a bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The ``resources`` folder: beside the package in a checkout, in ``_MEIPASS`` when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a resource file; raises FileNotFoundError naming it when it is missing."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"Missing resource {'/'.join(parts)} (looked in {path}).")
    return path
