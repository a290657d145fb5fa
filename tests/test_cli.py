"""The command line a player meets before any window: --help, -V, no display, data folder, menu."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app import __version__
from minesweeper_app.game.datadir import APP_FOLDER, default_data_dir, migrate_doubled_folder

pytestmark = pytest.mark.slow  # each runs the game or a tool in a child process

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper_app", *args],
        cwd=ROOT,
        env=os.environ.copy() if env is None else env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def _no_display_env() -> dict[str, str]:
    env = os.environ.copy()
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    env.update(LANGUAGE="en", LC_ALL="C.UTF-8")  # the messages follow the system's language
    return env


def test_help_lists_every_option_the_environment_variable_and_the_data_folder(
    tmp_path: Path,
) -> None:
    env = _no_display_env()
    env["XDG_DATA_HOME"] = str(tmp_path / "share")
    env.pop("MINESWEEPER_DATA_DIR", None)
    result = _run("--help", env=env)
    assert result.returncode == 0, result.stderr
    for option in (
        "-V",
        "--version",
        "--seed",
        "--data-dir",
        "--self-test",
        "--screenshot",
        "--install-desktop",
        "--uninstall-desktop",
        "MINESWEEPER_DATA_DIR",
    ):
        assert option in result.stdout, option
    assert str(tmp_path / "share" / APP_FOLDER) in result.stdout


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_version_flags_print_the_version(flag: str) -> None:
    result = _run(flag, env=_no_display_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"No-guess Minesweeper {__version__}"


def test_without_a_display_the_game_says_so_in_one_line_and_exits_2() -> None:
    result = _run(env=_no_display_env())
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "no display" in lines[0]
    assert "DISPLAY" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


def test_an_unknown_option_is_a_usage_error() -> None:
    result = _run("--no-such-option", env=_no_display_env())
    assert result.returncode == 2
    assert "unrecognized arguments: --no-such-option" in result.stderr


def test_data_folder_is_single_and_follows_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MINESWEEPER_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert default_data_dir() == tmp_path / APP_FOLDER
    monkeypatch.setenv("MINESWEEPER_DATA_DIR", str(tmp_path / "elsewhere"))
    assert default_data_dir() == tmp_path / "elsewhere"


def test_files_in_the_old_doubled_folder_move_up_without_loss(tmp_path: Path) -> None:
    folder = tmp_path / APP_FOLDER
    doubled = folder / APP_FOLDER
    doubled.mkdir(parents=True)
    (doubled / "settings.ini").write_text("[level]\nkey=expert\n", encoding="utf-8")
    (doubled / "stats.sqlite3").write_bytes(b"db")
    (doubled / "stats.sqlite3-journal").write_bytes(b"journal")
    assert migrate_doubled_folder(folder) == []
    assert (folder / "settings.ini").read_text(encoding="utf-8") == "[level]\nkey=expert\n"
    assert (folder / "stats.sqlite3").read_bytes() == b"db"
    assert (folder / "stats.sqlite3-journal").read_bytes() == b"journal"
    assert not doubled.exists()
    assert migrate_doubled_folder(folder) == []  # a second start finds nothing to do


def test_migration_moves_nothing_when_a_name_is_taken(tmp_path: Path) -> None:
    folder = tmp_path / APP_FOLDER
    doubled = folder / APP_FOLDER
    doubled.mkdir(parents=True)
    (doubled / "stats.sqlite3").write_bytes(b"old")
    (doubled / "settings.ini").write_bytes(b"old settings")
    (folder / "stats.sqlite3").write_bytes(b"new")
    assert migrate_doubled_folder(folder) == ["stats.sqlite3"]
    assert (doubled / "stats.sqlite3").read_bytes() == b"old"
    assert (doubled / "settings.ini").read_bytes() == b"old settings"
    assert (folder / "stats.sqlite3").read_bytes() == b"new"
    assert not (folder / "settings.ini").exists()


def test_the_game_reads_settings_left_in_the_doubled_folder(tmp_path: Path) -> None:
    """End to end: an old install's settings are what the new version starts with."""
    env = os.environ.copy()
    env.pop("MINESWEEPER_DATA_DIR", None)
    env.update(XDG_DATA_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    doubled = tmp_path / APP_FOLDER / APP_FOLDER
    doubled.mkdir(parents=True)
    (doubled / "settings.ini").write_text("[level]\nkey=expert\n", encoding="utf-8")
    code = (
        "from minesweeper_app.game.datadir import default_data_dir;"
        "from minesweeper_app.ui.settings import Settings;"
        "print(Settings(default_data_dir()).level().key)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "expert"
    assert (tmp_path / APP_FOLDER / "settings.ini").is_file()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG desktop entries")
def test_install_and_uninstall_desktop_use_xdg_data_home(tmp_path: Path) -> None:
    env = _no_display_env()
    env["XDG_DATA_HOME"] = str(tmp_path / "data home")
    result = _run("--install-desktop", env=env)
    assert result.returncode == 0, result.stderr
    apps = tmp_path / "data home" / "applications"
    entry = (apps / "io.github.noguess_minesweeper.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert fields["Exec"] == f"{sys.executable} -m minesweeper_app %f"
    assert fields["TryExec"] == sys.executable, "menus hide the entry once the program is gone"
    assert fields["Icon"] == "noguess-minesweeper"
    hicolor = tmp_path / "data home" / "icons" / "hicolor"
    icons = sorted(p.relative_to(hicolor).as_posix() for p in hicolor.rglob("*") if p.is_file())
    assert "scalable/apps/noguess-minesweeper.svg" in icons
    assert "48x48/apps/noguess-minesweeper.png" in icons
    assert len(icons) == 7

    result = _run("--uninstall-desktop", env=env)
    assert result.returncode == 0, result.stderr
    assert not any(p.is_file() for p in (tmp_path / "data home").rglob("*"))


def test_exec_line_quotes_paths_with_spaces() -> None:
    from minesweeper_app.desktop import exec_value

    assert exec_value(["/opt/my games/minesweeper"]) == '"/opt/my games/minesweeper"'
    assert exec_value(["/a/b", "-m", "x"]) == "/a/b -m x"
    assert exec_value(['/a "q"/$x']) == '"/a \\\\"q\\\\"/\\\\$x"'


def test_a_missing_qt_library_gives_one_paragraph_and_status_1(tmp_path: Path) -> None:
    fake = tmp_path / "PySide6"
    fake.mkdir()
    (fake / "__init__.py").write_text(
        "raise ImportError('libEGL.so.1: cannot open shared object file: No such file')\n"
    )
    env = {**_no_display_env(), "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), str(Path(__file__).resolve().parents[1])])
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper_app", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "libEGL.so.1 is missing" in result.stderr and "system-deps.sh" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_impossible_level_is_refused_where_it_is_typed_with_the_reason() -> None:
    for level, words in [
        ("2x9/5", "needs an even number of mines"),
        ("10x2/3", "needs an even number of mines"),
        ("-3x4/1", "between 1 and"),
        ("9x9/80", "holds at most"),
    ]:
        result = _run("--level", level, "--version", env=_no_display_env())
        assert result.returncode == 2, level
        assert words in result.stderr, (level, result.stderr)
        assert "Traceback" not in result.stderr


@pytest.mark.parametrize("code", ["xx", "zh_TW", "english"])
def test_an_unknown_language_is_refused_with_the_available_ones(code: str) -> None:
    result = _run("--language", code, "--self-test", env=_no_display_env())
    assert result.returncode == 2
    assert f"unknown language {code!r}" in result.stderr
    for shipped in ("en", "de", "fr", "es", "zh_CN", "pl", "ru", "cs", "ja", "pt_BR"):
        assert f"{shipped} (" in result.stderr
    assert "Traceback" not in result.stderr


def test_our_command_line_messages_speak_the_language_asked_for() -> None:
    result = _run("--language", "de", "--level", "9x9/80", env=_no_display_env())
    assert result.returncode == 2
    assert "Aufruf: minesweeper" in result.stderr, "argparse's own words are translated too"
    assert "Fehler: Argument --level: Ein 9x9-Brett fasst höchstens" in result.stderr, result.stderr
    result = _run("--lang=zh", "notes.txt", env=_no_display_env())
    assert "'notes.txt' 不是录像文件（.avf, .evf, .mvf, .rmv）" in result.stderr, result.stderr
    result = _run("--language", "es", env=_no_display_env())
    assert result.returncode == 2
    assert result.stderr.startswith("minesweeper: no hay pantalla en la que abrir una ventana")


def test_without_language_the_command_line_follows_the_systems() -> None:
    env = _no_display_env()
    env.update(LANGUAGE="fr", LC_ALL="fr_FR.UTF-8")
    result = _run("--language", "xx", env=env)
    assert result.returncode == 2
    assert "langue inconnue 'xx' ; disponibles : en (English), de (Deutsch)" in result.stderr
