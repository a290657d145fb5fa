"""Issue 33 point 10: a replay header whose figures contradict its own board or events
is refused with the reason (a flipped header read as 3BV 65407 for 1021 and 4294967 s for
1184.575), and a file that cannot be opened says so instead of "damaged"."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from minesweeper_app.game.replays import ReplayFileError, read_replay

DATA = Path(__file__).resolve().parents[2] / "data" / "replays"
EVF = DATA / "c_10_1184.575_1021_0.862_Pu Tian Yi(Hu Bei).evf"


def _patched(tmp_path: Path, offset: int, data: bytes) -> Path:
    raw = bytearray(EVF.read_bytes())
    raw[offset : offset + len(data)] = data
    target = tmp_path / EVF.name
    target.write_bytes(bytes(raw))
    return target


def test_the_sample_reads_with_its_true_figures() -> None:
    replay = read_replay(EVF)
    assert replay.bbbv == 1021 and replay.seconds == pytest.approx(1184.575)


def test_a_3bv_the_board_does_not_have_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ReplayFileError, match="3BV of 65407, its board has 1021"):
        read_replay(_patched(tmp_path, 10, struct.pack(">H", 65407)))


def test_a_time_beyond_the_events_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ReplayFileError, match=r"time of 4\.29497e\+06 s"):
        read_replay(_patched(tmp_path, 12, struct.pack(">I", 4294967167)))


def test_a_file_that_cannot_be_opened_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As root a mode of 000 still reads, so the refusal is the one the OS gives a player."""
    target = tmp_path / EVF.name
    target.write_bytes(EVF.read_bytes())
    real_open = Path.open

    def refuse(self: Path, *args: object, **kwargs: object) -> object:
        if self == target:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", refuse)
    with pytest.raises(ReplayFileError, match="Permission denied") as caught:
        read_replay(target)
    assert "damaged" not in str(caught.value)
