"""The README's install section says what CI and the game actually do, per route."""

from __future__ import annotations

import re
from pathlib import Path

from minesweeper_app import __version__
from minesweeper_app.system_libraries import PACKAGES

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def _commands() -> list[str]:
    return re.findall(r"`([^`]+)`", README.split("## Installing", 1)[1].split("\n## ", 1)[0])


def route_commands(route: str) -> list[str]:
    """The commands (backticked) of one route's row in the README's Debian/Ubuntu table."""
    debian = README.split("## Installing", 1)[1].split("On **Fedora**", 1)[0]
    (row,) = [line for line in debian.splitlines() if line.startswith(f"| {route} |")]
    return re.findall(r"`([^`]+)`", row)


def test_the_readme_pipx_route_reaches_the_game_and_its_manual_with_and_without_path() -> None:
    """tests/test_install.py runs these; here: the row still says each of them."""
    commands = route_commands("pipx")
    assert commands[0].startswith("sudo apt-get install pipx && ")
    assert commands[0].endswith(" && ~/.local/bin/minesweeper --install-desktop")
    for command in (
        "pipx ensurepath",
        "minesweeper",
        "man minesweeper",
        "~/.local/bin/minesweeper",
        "man ~/.local/share/man/man6/minesweeper.6",
        "minesweeper --uninstall-desktop && pipx uninstall noguess-minesweeper",
    ):
        assert command in commands, command


def test_the_readme_deb_and_test_commands_are_lines_ci_runs_verbatim() -> None:
    build = [c for c in _commands() if c.endswith("packaging/build.py --deb")]
    assert len(build) == 1 and build[0] in CI
    top = README.split("```sh", 1)[1].split("```", 1)[0].splitlines()
    assert top[4] in CI, "the README's test command is CI's"


def test_the_readme_names_the_deb_that_build_py_writes_for_this_version() -> None:
    installs = [c for c in _commands() if c.startswith("sudo apt-get install ./dist/")]
    assert installs == [f"sudo apt-get install ./dist/noguess-minesweeper_{__version__}_amd64.deb"]


def test_the_fedora_package_list_gives_qt_every_library_the_game_names_when_missing() -> None:
    (dnf,) = [c for c in _commands() if c.startswith("sudo dnf install mesa-libGL")]
    assert set(dnf.split()[3:]) == {fedora for _, fedora in PACKAGES.values()}


def test_ci_runs_the_bundle_route_s_command_as_written() -> None:
    """After building the bundle (the .deb command without --deb), CI runs this line."""
    command = route_commands("the bundle (no Python)")[-1]
    assert command == "dist/minesweeper/minesweeper --install-desktop"
    assert any(f"sh -c '{command}'" in line for line in CI)


def readme_command(start: str) -> str:
    """The one backticked command in the README that begins with ``start``."""
    (command,) = [c for c in re.findall(r"`([^`\n]+)`", README) if c.startswith(start)]
    return command


def test_no_readme_command_calls_a_bare_python_which_debian_and_ubuntu_lack() -> None:
    """Debian 12 and Ubuntu 24.04 have ``python3`` only (``python`` needs python-is-python3):
    a command starting ``python -m`` fails with "command not found" as written; the tools
    run with the checkout's ``.venv/bin/python``."""
    bare = [c for c in re.findall(r"`([^`]+)`", README) if c.split()[:1] == ["python"]]
    assert bare == []
    for start in ("minesweeper_app.replay info", "minesweeper_app.practice export"):
        assert readme_command(f".venv/bin/python -m {start}")
