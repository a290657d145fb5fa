"""What ``--install-desktop`` and the .deb install besides the menu entry: the AppStream
metainfo and the man page, checked by the tools a distribution checks them with."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from minesweeper_app import __version__
from minesweeper_app.__main__ import build_parser
from minesweeper_app.desktop_mime import MIME_TYPES

ROOT = Path(__file__).resolve().parents[1]
pytestmark = [
    pytest.mark.slow,  # each runs the game or a tool in a child process
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG and man"),
]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An XDG data folder after ``minesweeper --install-desktop``."""
    data_home = tmp_path_factory.mktemp("share")
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "--install-desktop"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return data_home


def _metainfo(data_home: Path) -> Path:
    return data_home / "metainfo" / "io.github.noguess_minesweeper.metainfo.xml"


def test_install_desktop_writes_the_metainfo_and_man_page_and_uninstall_removes_them(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "minesweeper_app"]
    out = subprocess.run([*command, "--install-desktop"], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    man = tmp_path / "man" / "man6" / "minesweeper.6"
    for path in (_metainfo(tmp_path), man):
        assert path.is_file() and str(path) in out.stdout
    assert man.read_text(encoding="utf-8").startswith(".TH MINESWEEPER 6")
    out = subprocess.run([*command, "--uninstall-desktop"], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert not _metainfo(tmp_path).exists() and not man.exists()


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="needs appstreamcli (appstream)")
def test_installed_metainfo_passes_appstreamcli_validate(installed: Path) -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--strict", "--pedantic", _metainfo(installed)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_names_the_desktop_entry_shipped_screenshots_and_the_changelog_releases(
    installed: Path,
) -> None:
    root = ET.parse(_metainfo(installed)).getroot()
    launchable = root.findtext("launchable")
    assert (ROOT / "resources" / "linux" / str(launchable)).is_file()
    assert (installed / "applications" / str(launchable)).is_file()
    images = [Path(str(image.text)).name for image in root.iter("image")]
    assert images and all((ROOT / "resources" / "screenshots" / name).is_file() for name in images)
    assert root.find("content_rating[@type='oars-1.1']") is not None
    mediatypes = {m.text for m in root.iter("mediatype")}
    assert mediatypes == set(MIME_TYPES), "the replay types the game registers"
    releases = [(r.get("version"), r.get("date")) for r in root.iter("release")]
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    dated = re.findall(r"^## (\d[\w.]*) \((\d{4}-\d\d-\d\d)", changelog, flags=re.M)
    assert releases == dated, "metainfo <releases> and CHANGELOG.md disagree"
    assert __version__ in {version for version, _ in releases} or "## Unreleased" in changelog


def _option_strings() -> list[str]:
    """Every option the command line's own help names."""
    helped = build_parser().format_help()
    return sorted(set(re.findall(r"(?<![\w$-])(--?[a-zA-Z][\w-]*)", helped)))


@pytest.mark.skipif(shutil.which("groff") is None, reason="needs groff (groff-base)")
def test_man_page_has_no_groff_warnings(installed: Path) -> None:
    page = installed / "man" / "man6" / "minesweeper.6"
    result = subprocess.run(
        # -Tutf8, as man renders it on a terminal: the language list names Chinese in Chinese.
        ["groff", "-Tutf8", "-man", "-ww", "-z", page],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr


@pytest.mark.skipif(shutil.which("man") is None, reason="needs man (man-db)")
def test_man_finds_the_installed_page_and_it_documents_every_option(installed: Path) -> None:
    env = {**os.environ, "MANPATH": str(installed / "man"), "MANWIDTH": "100", "LC_ALL": "C.UTF-8"}
    where = subprocess.run(["man", "-w", "minesweeper"], env=env, capture_output=True, text=True)
    assert where.stdout.strip() == str(installed / "man" / "man6" / "minesweeper.6"), where
    shown = subprocess.run(
        ["man", "-l", where.stdout.strip()], env=env, capture_output=True, text=True, check=False
    )
    assert shown.returncode == 0, shown.stderr
    text = re.sub(r".\x08", "", shown.stdout)  # a pager-less man may still overstrike bold
    for option in _option_strings():
        assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text), option
    assert "MINESWEEPER_DATA_DIR" in text and __version__ in text
    assert "Français" in text, "characters beyond ASCII reach the reader"
