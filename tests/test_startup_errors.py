"""A system library Qt's platform plugin needs is missing: one paragraph, status 1, no abort.

Simulated with a copy of PySide6's xcb plugin whose dependency on ``libxcb-cursor.so.0`` is
renamed to a library no system has, found first through ``QT_PLUGIN_PATH`` as Qt finds it.
Without the game's check, Qt aborts here with "no Qt platform plugin could be initialized".
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.system_libraries import PACKAGES

ROOT = Path(__file__).resolve().parents[1]
pytestmark = [
    pytest.mark.slow,  # each runs the game or a tool in a child process
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF and xcb"),
]


def _broken_xcb_plugin(tmp_path: Path) -> Path:
    """A plugins folder whose xcb platform plugin needs the absent libxcb-cursor.so.9."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = (qt / "plugins" / "platforms" / "libqxcb.so").read_bytes()
    needed = b"libxcb-cursor.so.0\x00"
    assert plugin.count(needed) == 1, "PySide6's xcb plugin no longer links libxcb-cursor"
    platforms = tmp_path / "plugins" / "platforms"
    platforms.mkdir(parents=True)
    (platforms / "libqxcb.so").write_bytes(plugin.replace(needed, b"libxcb-cursor.so.9\x00"))
    # The plugin finds its Qt library through its RUNPATH, $ORIGIN/../../lib.
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libQt6XcbQpa.so.6").symlink_to(qt / "lib" / "libQt6XcbQpa.so.6")
    return tmp_path / "plugins"


@pytest.mark.parametrize("platform", ["xcb", None])
def test_a_platform_plugin_missing_a_library_names_it_and_its_packages(
    tmp_path: Path, platform: str | None
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(QT_PLUGIN_PATH=str(_broken_xcb_plugin(tmp_path)), DISPLAY=":97")
    if platform is not None:
        env["QT_QPA_PLATFORM"] = platform
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 1, result.stderr
    message = result.stderr.strip()
    assert len(message.splitlines()) == 1 and "Traceback" not in message, message
    assert "xcb platform plugin" in message and "libxcb-cursor.so.9" in message
    assert "apt-get install libxcb-cursor0" in message and "dnf install xcb-util-cursor" in message
    assert "system-deps.sh" in message


def test_every_library_of_system_deps_has_its_packages_in_the_start_up_message() -> None:
    listed = subprocess.run(
        ["sh", str(ROOT / "packaging" / "system-deps.sh"), "--list"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    from_script = dict(zip(listed[0::2], listed[1::2], strict=True))
    assert from_script == {soname: apt for soname, (apt, _) in PACKAGES.items()}


def test_an_x_display_nobody_serves_gives_one_line_and_status_2(tmp_path: Path) -> None:
    """A DISPLAY left over from a closed session: Qt's xcb plugin would abort."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env["DISPLAY"] = ":1997"  # no X server listens there
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "--data-dir", str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 2, result.stderr
    message = result.stderr.strip()
    assert len(message.splitlines()) == 1 and "Traceback" not in message, message
    assert "cannot connect to the X display :1997" in message and "offscreen" in message
