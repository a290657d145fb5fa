"""--install-desktop registers the replay types, so a file manager opens replays with the game."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each runs the desktop tools in a child process

NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
TYPES = {
    "application/x-minesweeper-evf": "*.evf",
    "application/x-minesweeper-avf": "*.avf",
    "application/x-minesweeper-rmv": "*.rmv",
    "application/x-minesweeper-mvf": "*.mvf",
}


def _run(flag: str, data_home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    return subprocess.run(
        [sys.executable, "-m", "minesweeper_app", flag], env=env, capture_output=True, text=True
    )


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG desktops only")
def test_install_desktop_registers_the_replay_types_and_uninstall_removes_them(
    tmp_path: Path,
) -> None:
    done = _run("--install-desktop", tmp_path)
    assert done.returncode == 0, done.stderr
    package = tmp_path / "mime" / "packages" / "io.github.noguess_minesweeper.xml"
    root = ET.parse(package).getroot()
    globs = {
        t.get("type"): [g.get("pattern") for g in t.iter(f"{NS}glob")]
        for t in root.iter(f"{NS}mime-type")
    }
    assert globs == {mime: [glob] for mime, glob in TYPES.items()}
    entry = (tmp_path / "applications" / "io.github.noguess_minesweeper.desktop").read_text(
        encoding="utf-8"
    )
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert set(fields["MimeType"].rstrip(";").split(";")) == set(TYPES)
    assert fields["Exec"].endswith(" %f"), "the file manager passes the replay's path"
    if shutil.which("update-mime-database"):
        known = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
        assert ":application/x-minesweeper-evf:*.evf" in known
    done = _run("--uninstall-desktop", tmp_path)
    assert done.returncode == 0, done.stderr
    assert not package.exists()
    assert not any(p.is_file() for p in tmp_path.rglob("*")), "nothing of ours is left"
    assert list(tmp_path.iterdir()) == [], "nor the folders it created"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG desktops only")
def test_uninstall_desktop_keeps_folders_that_hold_someone_elses_files(tmp_path: Path) -> None:
    other = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "other-game.png"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"png")
    assert _run("--install-desktop", tmp_path).returncode == 0
    assert _run("--uninstall-desktop", tmp_path).returncode == 0
    assert other.is_file()
    left = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*"))
    assert left == [
        "icons",
        "icons/hicolor",
        "icons/hicolor/48x48",
        *[
            "icons/hicolor/48x48/apps",
            "icons/hicolor/48x48/apps/other-game.png",
        ],
    ]


def test_a_file_named_on_the_command_line_must_be_a_replay() -> None:
    from minesweeper_app.__main__ import build_parser

    replay = build_parser().parse_args(["game.evf"]).replay
    assert replay == Path("game.evf")
    done = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "notes.txt"], capture_output=True, text=True
    )
    assert done.returncode == 2 and "is not a replay file" in done.stderr
