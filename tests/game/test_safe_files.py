"""The one way files are replaced and the one way unreadable files are moved aside
(issue 35 item 6, issue 33): a set-aside copy never replaces an older one."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from minesweeper_app.game.safe_files import aside_name, atomic_copy, atomic_write, set_aside


def test_two_damaged_copies_in_one_second_are_both_kept(tmp_path: Path) -> None:
    path = tmp_path / "saved_game.json"
    path.write_text("first")
    first = set_aside(path)
    path.write_text("second")
    second = set_aside(path)
    assert first != second and not path.exists()
    assert {first.read_text(), second.read_text()} == {"first", "second"}
    assert ".unreadable-" in first.name and ".unreadable-" in second.name


def test_the_aside_name_says_when(tmp_path: Path) -> None:
    when = dt.datetime(2026, 11, 27, 7, 15, 0)
    assert aside_name(tmp_path / "a.ini", when).name == "a.ini.unreadable-20261127-071500"


def test_a_file_that_cannot_move_raises_and_stays(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        set_aside(tmp_path / "missing.json")


def test_a_failed_write_or_copy_leaves_no_part_file(tmp_path: Path) -> None:
    target = tmp_path / "out.evf"
    target.write_bytes(b"old")
    with pytest.raises(OSError):
        atomic_copy(tmp_path / "missing.evf", target)
    with pytest.raises(OSError):
        atomic_write(tmp_path / "no-folder" / "x", b"data")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.evf"]
    atomic_copy(target, tmp_path / "copy.evf")
    assert (tmp_path / "copy.evf").read_bytes() == b"old"
