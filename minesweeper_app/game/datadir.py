"""Where settings and statistics live: one folder per player, found without importing Qt.

Qt-free so that ``minesweeper --help`` can name the folder on a machine without a display.
Versions up to 0.1.0 asked Qt for its AppDataLocation with organisation and application both
called ``noguess-minesweeper``, which doubled the folder name; ``default_data_dir`` moves
such files up one level the first time it runs.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from minesweeper_app.game.safe_files import atomic_write as atomic_write  # older callers
from minesweeper_app.i18n import translate

APP_FOLDER = "noguess-minesweeper"
DATA_DIR_ENV = "MINESWEEPER_DATA_DIR"


def platform_data_home() -> Path:
    """The per-user data root: XDG_DATA_HOME (or ~/.local/share), %APPDATA%, Application Support."""
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # The XDG spec says relative paths are invalid and must be ignored.
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def standard_data_dir() -> Path:
    """The folder used when neither --data-dir nor MINESWEEPER_DATA_DIR says otherwise."""
    return platform_data_home() / APP_FOLDER


def default_data_dir() -> Path:
    """MINESWEEPER_DATA_DIR when set, else the standard folder (with old files moved into it)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    folder = standard_data_dir()
    try:
        clashes = migrate_doubled_folder(folder)
    except OSError as error:
        clashes = [translate("DataFolder", "the files ({error})").format(error=error)]
    if clashes:
        text = translate(
            "DataFolder",
            "left {names} in {old} (from an older version) because {folder} already has "
            "them; move them by hand to keep them",
        )
        names = ", ".join(clashes)
        print(
            f"minesweeper: {text.format(names=names, old=folder / APP_FOLDER, folder=folder)}",
            file=sys.stderr,
        )
    return folder


def migrate_doubled_folder(folder: Path) -> list[str]:
    """Move everything from ``folder/noguess-minesweeper`` up into ``folder``.

    All or nothing, so a statistics database never gets separated from its journal: when any
    name already exists in ``folder`` nothing moves and those names are returned. The doubled
    folder is removed once it is empty.
    """
    doubled = folder / APP_FOLDER
    if not doubled.is_dir():
        return []
    entries = sorted(doubled.iterdir())
    clashes = [e.name for e in entries if os.path.lexists(folder / e.name)]
    if clashes:
        return clashes
    for entry in entries:
        entry.rename(folder / entry.name)
    doubled.rmdir()
    return []


def append_log(folder: Path, text: str) -> None:
    """Add a dated line to ``minesweeper.log`` in the data folder (details a notice omits).

    On a full or read-only disk the line is dropped, and no empty log file is left behind.
    """
    import datetime as dt

    log = folder / "minesweeper.log"
    existed = log.exists()
    try:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(f"{dt.datetime.now().isoformat(timespec='seconds')} {text}\n")
    except OSError:
        if not existed:
            with contextlib.suppress(OSError):
                log.unlink()
