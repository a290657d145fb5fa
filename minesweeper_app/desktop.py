"""``--install-desktop`` / ``--uninstall-desktop``: a menu entry and icons for this install.

pip and pipx put the ``minesweeper`` script in a folder the desktop does not look at, so the
entry is written with the absolute command of the running install (the script, the bundle's
executable, or ``python -m minesweeper_app``) into the XDG data folders of the user.
"""

from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path

from minesweeper_app.desktop_mime import install_mime, remove_mime
from minesweeper_app.game.datadir import atomic_write, platform_data_home
from minesweeper_app.resources import resource_path

DESKTOP_ID = "io.github.noguess_minesweeper"
ICON_NAME = "noguess-minesweeper"


def icon_sources() -> dict[str, Path]:
    """hicolor size folder -> icon file (literal names, so the bundle check can see them)."""
    return {
        "16x16": resource_path("icons", "minesweeper-16.png"),
        "32x32": resource_path("icons", "minesweeper-32.png"),
        "48x48": resource_path("icons", "minesweeper-48.png"),
        "64x64": resource_path("icons", "minesweeper-64.png"),
        "128x128": resource_path("icons", "minesweeper-128.png"),
        "256x256": resource_path("icons", "minesweeper-256.png"),
        "scalable": resource_path("icons", "minesweeper.svg"),
    }


def entry_path(data_home: Path) -> Path:
    return data_home / "applications" / f"{DESKTOP_ID}.desktop"


def icon_targets(data_home: Path) -> dict[Path, Path]:
    """Installed icon path -> the resource it is copied from."""
    hicolor = data_home / "icons" / "hicolor"
    return {
        hicolor / size / "apps" / (ICON_NAME + source.suffix): source
        for size, source in icon_sources().items()
    }


def launch_command() -> list[str]:
    """The command that starts this very install of the game."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "minesweeper" and script.is_file():
        return [str(script.absolute())]
    return [sys.executable, "-m", "minesweeper_app"]


def exec_value(command: list[str]) -> str:
    """An ``Exec=`` value per the Desktop Entry spec: quoted arguments, then string escapes."""
    quoted = []
    for arg in command:
        if re.search(r"[\s\"'\\><~|&;$*?#()`%]", arg):
            arg = '"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"'
        quoted.append(arg.replace("%", "%%"))
    return " ".join(quoted).replace("\\", "\\\\")


def desktop_entry(command: list[str]) -> str:
    """The shipped entry with its ``Exec=`` pointing at ``command``.

    ``TryExec`` names the program itself, so a menu hides the entry once the program is
    gone (for example after ``pip uninstall`` without ``--uninstall-desktop``).
    """
    template = resource_path("linux", "io.github.noguess_minesweeper.desktop")
    lines = template.read_text(encoding="utf-8").splitlines()
    out: list[str] = []
    for line in lines:
        if line.startswith("TryExec="):
            continue
        if line.startswith("Exec="):
            out.append(f"TryExec={exec_value(command[:1])}")
            line = f"Exec={exec_value(command)} %f"  # %f: a replay opened from a file manager
        out.append(line)
    return "\n".join(out) + "\n"


def write_entry(data_home: Path, command: list[str]) -> list[Path]:
    """Copy the icons, then write the entry that names them; returns the files written."""
    icons = icon_targets(data_home)
    for target, source in icons.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
    entry = entry_path(data_home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(entry, desktop_entry(command).encode("utf-8"))
    return [entry, *icons, *install_mime(data_home)]


def document_targets(data_home: Path) -> dict[Path, Path | None]:
    """The AppStream metainfo and the man page: installed path -> resource (None: generated).

    ``$XDG_DATA_HOME/man`` is on man's search path when ``~/.local/bin`` is on ``PATH``.
    """
    metainfo = resource_path("linux", "io.github.noguess_minesweeper.metainfo.xml")
    return {
        data_home / "metainfo" / metainfo.name: metainfo,
        data_home / "man" / "man6" / "minesweeper.6": None,
    }


def write_documents(data_home: Path, manual: str) -> list[Path]:
    """Install the metainfo and the man page ``manual`` (the roff text); returns their paths."""
    written = []
    for target, source in document_targets(data_home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        data = manual.encode("utf-8") if source is None else source.read_bytes()
        atomic_write(target, data)
        written.append(target)
    return written


def remove_entry(data_home: Path) -> list[Path]:
    """Delete what write_entry wrote; returns the files that were there."""
    removed = []
    for path in [entry_path(data_home), *icon_targets(data_home), *document_targets(data_home)]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    removed += remove_mime(data_home)
    prune_empty_folders(removed, data_home)
    return removed


def prune_empty_folders(files: list[Path], data_home: Path) -> None:
    """Remove the folders above ``files`` that are now empty, up to (not including)
    ``data_home``: on a fresh account --install-desktop created them all (about 20), and a
    folder that still holds anything, ours or not, stays."""
    folders = {parent for path in files for parent in path.parents}
    for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
        if folder == data_home or not folder.is_relative_to(data_home):
            continue
        with contextlib.suppress(OSError):  # a folder that is not empty stays
            folder.rmdir()


def main(*, install: bool, manual: str) -> int:
    """Install (with the man page's text ``manual``) or remove this install's desktop files."""
    if sys.platform in ("win32", "darwin"):
        print("minesweeper: desktop entries are for Linux and BSD desktops (XDG)", file=sys.stderr)
        return 2
    data_home = platform_data_home()  # XDG_DATA_HOME or ~/.local/share on these systems
    try:
        if install:
            command = launch_command()
            written = write_entry(data_home, command) + write_documents(data_home, manual)
            print(f"Menu entry for {' '.join(command)}:")
            for path in written:
                print(f"  {path}")
        else:
            removed = remove_entry(data_home)
            print("Removed:" if removed else f"No menu entry was installed in {data_home}.")
            for path in removed:
                print(f"  {path}")
    except OSError as error:
        print(f"minesweeper: {error}", file=sys.stderr)
        return 1
    return 0
