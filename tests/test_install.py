"""What pip and pipx users get: wheel and sdist carry the resources; an installed wheel plays.

The wheel is installed into a fresh venv in a temporary folder outside the checkout and plays
its self-test offscreen from there, so nothing can come from the source tree by accident.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNER = ROOT / "packaging" / "resource_scan.py"
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("build") is None, reason="needs the 'build' package (test extra)"
    ),
]


@functools.cache
def _referenced_resources() -> list[str]:
    spec = importlib.util.spec_from_file_location("resource_scan", SCANNER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["resource_scan"] = module
    spec.loader.exec_module(module)
    names = sorted(module.scan().names)
    assert names
    return names


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        # No --sdist/--wheel: the wheel is built from the sdist, as pip builds it from the
        # index, so a stale build/ folder in the checkout cannot leak into it.
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


def _clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_DATA_HOME=str(home / "share"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_RUNTIME_DIR=str(home),
    )
    env.pop("MINESWEEPER_DATA_DIR", None)
    return env


def test_wheel_holds_every_game_module_resource_licence_and_the_desktop_entry_not_bench(
    dists: dict[str, Path],
) -> None:
    names = set(zipfile.ZipFile(dists["wheel"]).namelist())
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "minesweeper_app").rglob("*.py")}
    bench = {m for m in modules if m.startswith("minesweeper_app/bench/")}
    assert bench, "the checkout's benchmarks moved; update this test"
    assert modules - bench - names == set(), "modules missing: add their package to pyproject.toml"
    assert not any(n.startswith("minesweeper_app/bench") for n in names), "bench is not shipped"
    for resource in _referenced_resources():
        assert f"minesweeper_app/assets/{resource}" in names, resource
    extras = (
        "licenses/noguess-minesweeper-MIT.txt",
        "linux/io.github.noguess_minesweeper.desktop",
        "linux/io.github.noguess_minesweeper.metainfo.xml",
    )
    for name in extras:
        assert f"minesweeper_app/assets/{name}" in names, name
    assert sum(n.endswith(".svg") for n in names) >= 9
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(dists["wheel"]).read(metadata).decode()
    assert "License-Expression: MIT" in text
    assert "Classifier: Topic :: Games/Entertainment :: Puzzle Games" in text
    assert "Project-URL: " in text


def test_sdist_holds_the_resources_folder_licence_and_system_deps_script(
    dists: dict[str, Path],
) -> None:
    with tarfile.open(dists["sdist"]) as archive:
        top = archive.getnames()[0].split("/")[0]
        names = {n.removeprefix(top + "/") for n in archive.getnames()}
    expected = {p.relative_to(ROOT).as_posix() for p in (ROOT / "resources").rglob("*")}
    expected = {n for n in expected if "__pycache__" not in n}
    assert expected - names == set()
    for name in ("LICENSE", "README.md", "packaging/system-deps.sh", "packaging/minesweeper.spec"):
        assert name in names, name


def test_installed_wheel_plays_its_self_test_outside_the_checkout(
    dists: dict[str, Path], tmp_path: Path
) -> None:
    venv = tmp_path / "venv"
    env = _clean_env(tmp_path)

    def run(*command: str | Path, timeout: float = 600) -> str:
        """Run in the temporary folder with the clean environment; stdout when it succeeds."""
        result = subprocess.run(
            [str(c) for c in command],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        assert result.returncode == 0, f"{command}:\n{result.stdout}\n{result.stderr}"
        return result.stdout

    run(sys.executable, "-m", "venv", venv)
    python = venv / "bin" / "python"
    run(python, "-m", "pip", "install", "-q", dists["wheel"], timeout=900)

    where = run(
        python,
        "-c",
        "import minesweeper_app.resources as r;print(r.resource_path('icons', 'minesweeper.svg'))",
    )
    assert Path(where.strip()).is_relative_to(venv), where
    assert "self-test: WON" in run(venv / "bin" / "minesweeper", "--self-test")

    # The sdist builds and installs on its own too (no dependencies needed again).
    run(python, "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", dists["sdist"])
    about = run(
        python, "-c", "from minesweeper_app.ui.about import components;print(len(components()))"
    )
    assert int(about) > 0


QT_PARTS = (
    "Qt/plugins/platforms/libqxcb.so",
    "Qt/plugins/platforms/libqwayland.so",
    "Qt/plugins/platforms/libqoffscreen.so",
    "Qt/plugins/imageformats/libqsvg.so",
    "Qt/plugins/iconengines/libqsvgicon.so",
    "Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "Qt/lib/libQt6XcbQpa.so.6",
    "Qt/lib/libQt6WaylandClient.so.6",
    "Qt/lib/libQt6DBus.so.6",
    "Qt/lib/libQt6Widgets.so.6",
    "Qt/lib/libQt6Svg.so.6",
    "lupdate",  # the catalogue tests run it (libgssapi_krb5: not on a minimal Ubuntu 24.04)
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd and Debian packages")
def test_system_deps_script_gives_qt_every_library_it_links() -> None:
    """After ``sh packaging/system-deps.sh`` (the README's first step) ldd finds everything."""
    import PySide6

    qt = Path(PySide6.__file__).parent
    missing = {}
    for part in QT_PARTS:
        path = qt / part
        if not path.exists():
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=True)
        for line in out.stdout.splitlines():
            if "not found" in line:
                missing.setdefault(line.split()[0], []).append(part)
    listed = subprocess.run(
        ["sh", str(ROOT / "packaging" / "system-deps.sh"), "--list"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    unlisted = sorted(set(missing) - set(listed[0::2]))
    assert unlisted == [], f"add these to packaging/system-deps.sh: {unlisted}"
    assert missing == {}, f"run sh packaging/system-deps.sh; ldd cannot find {missing}"


def _pipx() -> str | None:
    """Debian's pipx (CI apt-installs it), or one next to this Python (a venv)."""
    here = Path(sys.executable).with_name("pipx")
    return shutil.which("pipx") or (str(here) if here.is_file() else None)


@pytest.mark.skipif(_pipx() is None, reason="needs pipx (Debian package pipx)")
def test_pipx_route_of_the_readme_runs_as_written_in_a_fresh_home(tmp_path: Path) -> None:
    """The README's pipx row, run in a new home the way a newcomer types it: the install
    line (its ``sudo apt-get install`` part only checked, as tests cannot be root), the
    game and the manual by full path, then ``pipx ensurepath`` and a new terminal (an
    interactive bash) where ``minesweeper`` and ``man minesweeper`` work by name."""
    from tests.test_readme_install import route_commands

    commands = route_commands("pipx")
    home = tmp_path / "home"
    home.mkdir()
    for name in (".profile", ".bashrc"):  # what adduser gives a new account
        if (Path("/etc/skel") / name).is_file():
            shutil.copy(Path("/etc/skel") / name, home / name)
    path = os.pathsep.join(
        dict.fromkeys([str(Path(str(_pipx())).parent), "/usr/local/bin", "/usr/bin", "/bin"])
    )
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "VIRTUAL_ENV", "XDG_", "PIPX_", "MANPATH"))
    }
    env.update(
        HOME=str(home),
        PATH=path,
        SHELL="/bin/bash",
        QT_QPA_PLATFORM="offscreen",
        XDG_RUNTIME_DIR=str(tmp_path),
        MANPAGER="cat",
        PAGER="cat",
    )
    env.pop("MINESWEEPER_DATA_DIR", None)

    def sh(command: str, *, shell: tuple[str, ...] = ("sh", "-c")) -> str:
        done = subprocess.run(
            [*shell, command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900
        )
        assert done.returncode == 0, f"{command}:\n{done.stdout}\n{done.stderr}"
        return done.stdout

    install = commands[0].split(" && ")
    assert install[0] == "sudo apt-get install pipx"  # the one step a test cannot take
    sh(" && ".join(install[1:]))
    entry = home / ".local/share/applications/io.github.noguess_minesweeper.desktop"
    exe = home / ".local/bin/minesweeper"
    assert f"Exec={exe} %f" in entry.read_text(encoding="utf-8")
    assert "~/.local/bin/minesweeper" in commands
    assert "self-test: WON" in sh("~/.local/bin/minesweeper --self-test")
    manual = "man ~/.local/share/man/man6/minesweeper.6"
    assert manual in commands
    has_man = shutil.which("man") is not None
    if has_man:
        assert "no-guess" in sh(manual).lower()
    with pytest.raises(AssertionError):
        sh("command -v minesweeper")  # what the old README line ran into (exit 127)

    assert "pipx ensurepath" in commands
    terminal = ("bash", "-i", "-c")  # a terminal: an interactive, non-login bash
    # Typed in the terminal the install ran in (its PATH from before ~/.local/bin existed):
    # pipx asks that shell's kind which file to edit; from sh it writes nothing.
    assert "Success" in sh("pipx ensurepath; echo", shell=terminal)
    assert sh("command -v minesweeper", shell=terminal).strip() == str(exe)
    assert __import__("minesweeper_app").__version__ in sh("minesweeper --version", shell=terminal)
    if has_man:
        assert "man minesweeper" in commands
        found = sh("man -w minesweeper", shell=terminal).strip()
        assert found == str(home / ".local/share/man/man6/minesweeper.6")

    (remove,) = [c for c in commands if c.endswith("pipx uninstall noguess-minesweeper")]
    sh(remove, shell=terminal)
    assert not entry.exists() and not exe.exists()
    ours = [home / ".local/share" / name for name in ("applications", "icons", "metainfo", "mime")]
    empty = [
        p for top in ours for p in (top, *top.rglob("*")) if p.is_dir() and not any(p.iterdir())
    ]
    assert empty == [], "--uninstall-desktop leaves no empty folder behind"


def _checkout_copy(target: Path) -> Path:
    """The files a fresh clone has (git's list, this working tree's contents)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, (n.decode() for n in listed)):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git to list the checkout")
def test_the_readme_play_command_runs_as_written_in_a_fresh_clone(tmp_path: Path) -> None:
    """The README's first command, word for word, in a copy of the checkout with no venv;
    its last step, which opens the window, is run with --self-test (offscreen)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    play = readme.split("```sh", 1)[1].split("```", 1)[0].splitlines()[2]
    assert play.endswith(" && .venv/bin/minesweeper"), play
    clone = _checkout_copy(tmp_path / "clone")
    env = _clean_env(tmp_path)
    done = subprocess.run(
        ["sh", "-c", play + " --self-test"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "self-test: WON" in done.stdout
    assert (clone / ".venv" / "bin" / "minesweeper").is_file()


def _as_written(command: str) -> str:
    """A README command for the checkout's venv; where the tests run from another Python
    (no ``.venv`` in the checkout), the same command with that Python."""
    if (ROOT / ".venv" / "bin" / "python").is_file():
        return command
    assert command.startswith(".venv/bin/python ")
    return shlex.quote(sys.executable) + command.removeprefix(".venv/bin/python")


def test_the_readme_replay_and_practice_commands_run_as_written(tmp_path: Path) -> None:
    """The README's ``replay info FILE`` and ``practice export --count N --seed S`` lines,
    run from the checkout with a real file and numbers for the placeholders."""
    from tests.test_readme_install import readme_command

    sample = (
        ROOT / "tests/data/replays/HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf"
    )
    info = readme_command(".venv/bin/python -m minesweeper_app.replay info ")
    assert info.endswith(" FILE")
    practice = readme_command(".venv/bin/python -m minesweeper_app.practice export ")
    assert practice.endswith(" --count N --seed S")
    env = _clean_env(tmp_path)
    for command, expected in (
        (info.removesuffix("FILE") + shlex.quote(str(sample)), "49.25 s"),
        (practice.removesuffix("N --seed S") + "2 --seed 7", '"technique"'),
    ):
        done = subprocess.run(
            ["sh", "-c", _as_written(command)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, f"{command}:\n{done.stdout}\n{done.stderr}"
        assert expected in done.stdout, command
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 2, "two puzzles, one JSON line each"
