"""Catch a Qt platform plugin that cannot load, or an X display it cannot reach, before Qt
aborts with a core dump.

When, say, ``libxcb-cursor0`` is missing, ``QApplication()`` prints "no Qt platform plugin
could be initialized" and aborts. Loading the plugin Qt would pick first (the dynamic loader
names the first library it cannot find) lets the game say what to install and exit with 1.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

from minesweeper_app.system_libraries import install_advice


def requested_platforms(environ: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt would try, in its order (Linux and BSD)."""
    explicit = environ.get("QT_QPA_PLATFORM", "")
    if explicit:
        return [name.split(":")[0] for name in explicit.split(";") if name]
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"] if environ.get("DISPLAY") else ["wayland"]


def plugin_folders(environ: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for platform plugins, first match wins."""
    folders = [Path(p) for p in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep)]
    folders += [Path(p, "platforms") for p in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep)]
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms"))
    return [folder for folder in folders if str(folder) not in ("", ".", "platforms")]


def load_error(platform: str, folders: list[Path]) -> str | None:
    """The loader's error for the plugin of ``platform``, or None if it loads or is not found."""
    for folder in folders:
        plugin = folder / f"libq{platform}.so"
        if plugin.is_file():
            try:
                ctypes.CDLL(str(plugin))
            except OSError as error:
                # The bundle's ctypes re-raises in PyInstaller's words; the loader's are the cause.
                return str(error.__cause__ or error)
            return None
    return None


def platform_plugin_problem(environ: Mapping[str, str]) -> str | None:
    """One paragraph naming the missing library and its package, or None when Qt can start."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    folders = plugin_folders(environ)
    errors = [(name, load_error(name, folders)) for name in requested_platforms(environ)]
    failed = [(name, error) for name, error in errors if error is not None]
    if not failed or len(failed) < len(errors):
        return None
    platform, error = failed[0]
    missing = re.search(r"(lib[\w.+-]+\.so[\w.]*): cannot open shared object file", error)
    if missing is None:
        return (
            f"minesweeper: Qt's {platform} platform plugin cannot load ({error}). "
            f"{install_advice(None)}"
        )
    return (
        f"minesweeper: Qt cannot open a window because its {platform} platform plugin needs "
        f"the system library {missing.group(1)}, which is missing. "
        f"{install_advice(missing.group(1))}"
    )


def _x_display_reachable(display: str) -> bool | None:
    """Whether libxcb connects to ``display`` as Qt's xcb plugin will (None: cannot tell)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode() or None, None)
    reachable = xcb.xcb_connection_has_error(connection) == 0
    xcb.xcb_disconnect(connection)
    return bool(reachable)


def display_connection_problem(environ: Mapping[str, str]) -> str | None:
    """Why Qt's xcb plugin will not reach the X display named by DISPLAY, or None.

    Qt aborts with a core dump then, too (for example over ssh without X forwarding, or with
    a DISPLAY left over from a closed session). Only for xcb alone: another platform in the
    list could still start.
    """
    if not sys.platform.startswith("linux") or requested_platforms(environ) != ["xcb"]:
        return None
    display = environ.get("DISPLAY", "")
    if not display or _x_display_reachable(display) is not False:
        return None
    return (
        f"minesweeper: cannot connect to the X display {display} (DISPLAY); start the game "
        "from a desktop session, or set QT_QPA_PLATFORM=offscreen for --self-test and "
        "--screenshot"
    )
