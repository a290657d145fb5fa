"""The replay file types for ``--install-desktop``: a shared-mime-info package naming the
four formats by their globs, so a file manager opens a replay with the game.

The desktop entry lists the same types in ``MimeType=`` (see :mod:`.desktop`).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from minesweeper_app.game.datadir import atomic_write

MIME_TYPES = {
    "application/x-minesweeper-evf": ("evf", "Minesweeper replay (Metasweeper)"),
    "application/x-minesweeper-avf": ("avf", "Minesweeper replay (Arbiter)"),
    "application/x-minesweeper-rmv": ("rmv", "Minesweeper replay (Viennasweeper)"),
    "application/x-minesweeper-mvf": ("mvf", "Minesweeper replay (Minesweeper Clone)"),
}
PACKAGE = "io.github.noguess_minesweeper.xml"
ICON = "noguess-minesweeper"


def mime_xml() -> str:
    """The shared-mime-info package: each type with its comment, glob and icon."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">',
    ]
    for mime, (suffix, comment) in MIME_TYPES.items():
        lines += [
            f'  <mime-type type="{mime}">',
            f"    <comment>{escape(comment)}</comment>",
            f'    <glob pattern="*.{suffix}"/>',
            f'    <icon name="{ICON}"/>',
            "  </mime-type>",
        ]
    lines.append("</mime-info>")
    return "\n".join(lines) + "\n"


def mime_type_line() -> str:
    """The desktop entry's ``MimeType=`` value."""
    return "".join(f"{mime};" for mime in MIME_TYPES)


def package_path(data_home: Path) -> Path:
    return data_home / "mime" / "packages" / PACKAGE


def _update_database(mime_dir: Path) -> None:
    """Rebuild the user's MIME database when the tool is there (it is on most desktops)."""
    tool = shutil.which("update-mime-database")
    if tool is not None:
        subprocess.run([tool, str(mime_dir)], capture_output=True, check=False, timeout=60)


def install_mime(data_home: Path) -> list[Path]:
    """Write the package and rebuild the database; returns the file written."""
    target = package_path(data_home)
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, mime_xml().encode("utf-8"))
    _update_database(data_home / "mime")
    return [target]


def remove_mime(data_home: Path) -> list[Path]:
    """Remove the package; the database is rebuilt, or removed if ours was its only package."""
    target = package_path(data_home)
    if not target.is_file():
        return []
    target.unlink()
    mime_dir = target.parent.parent
    if any(target.parent.iterdir()):
        _update_database(mime_dir)
    else:
        # Generated from our package alone: nothing else needs it.
        shutil.rmtree(mime_dir, ignore_errors=True)
    return [target]
