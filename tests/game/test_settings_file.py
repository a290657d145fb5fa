"""settings.ini: read as QSettings wrote it, written atomically, faults reported once."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from minesweeper_app.game.settings_file import SettingsFile, parse, render

OLD_FILE = """[General]
version=1

[level]
height=16
key=custom
mines=40
width=30

[options]
auto_open=true
logic=hard

[view]
theme="dark, then light"
zoom=1.25
"""


def test_a_file_in_the_old_format_is_read_and_written_back_the_same() -> None:
    values = parse(OLD_FILE)
    assert values["level/key"] == "custom" and values["level/width"] == "30"
    assert values["options/auto_open"] == "true" and values["view/zoom"] == "1.25"
    assert values["view/theme"] == "dark, then light" and values["version"] == "1"
    assert render(values) == OLD_FILE
    assert parse(render({"a/b": 'a "quoted" \\ value\n', "c": "@x"})) == {
        "a/b": 'a "quoted" \\ value\n',
        "c": "@x",
    }


def _no_space(_fd: int) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_keeps_the_saved_file_and_is_reported_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(OLD_FILE, encoding="utf-8")
    settings = SettingsFile(path)
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", _no_space)
        first = settings.update({"view/zoom": 2.0})
        second = settings.update({"options/logic": "easy"})
    assert first is not None and "the disk is full" in first and str(tmp_path) in first
    assert second is None, "one fault, one notice"
    assert path.read_text(encoding="utf-8") == OLD_FILE, "what was saved is untouched"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["minesweeper.log", "settings.ini"]
    assert settings.get("view/zoom") == "2.0", "the change lasts while the game runs"
    assert settings.update({"view/zoom": 1.5}) is None
    again = SettingsFile(path)
    assert (again.get("view/zoom"), again.get("options/logic")) == ("1.5", "easy")
    assert again.get("version") == "1", "keys of other versions are kept"
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", _no_space)
        assert settings.update({"view/zoom": 3.0}) is not None, "a new fault is told again"


def test_a_read_only_folder_is_named_in_plain_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(*_: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    message = SettingsFile(tmp_path / "settings.ini").update({"level/key": "expert"})
    assert message is not None and message.startswith(
        "Your settings could not be saved: the folder is read-only"
    )
    assert not (tmp_path / "settings.ini").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_damaged_file_gives_defaults_and_is_kept_when_settings_are_saved(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.ini"
    garbage = b"\xff\xfe not settings \x00" * 10
    path.write_bytes(garbage)
    settings = SettingsFile(path)
    assert settings.problem and "could not be read; defaults are used" in settings.problem
    assert settings.get("level/key") is None
    assert path.read_bytes() == garbage, "reading never changes the file"
    assert settings.update({"level/key": "expert"}) is None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.ini.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert SettingsFile(path).get("level/key") == "expert"


def test_saving_the_same_values_again_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = SettingsFile(tmp_path / "settings.ini")
    assert settings.update({"level/key": "expert"}) is None
    monkeypatch.setattr(os, "fsync", _no_space)
    assert settings.update({"level/key": "expert"}) is None, "nothing to save, nothing to tell"
    assert settings.update({"level/key": "beginner"}) is not None
    assert settings.update({"level/key": "beginner"}) is None, "told once"
    monkeypatch.undo()
    assert settings.update({"level/key": "beginner"}) is None
    assert SettingsFile(tmp_path / "settings.ini").get("level/key") == "beginner", "saved late"
