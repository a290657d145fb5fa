"""Community replay files: read in a child process, checked against ms-toollib's own reading,
refused cleanly when broken, and reviewed move by move."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.game.replays import ReplayFileError, read_replay, review_replay
from minesweeper_app.game.review import MoveKind

pytestmark = pytest.mark.slow  # ms-toollib reads every file in a child process

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = ROOT / "tests" / "data" / "replays"
"""ms-toollib's sample replays (MIT, see LICENSE-ms-toollib there)."""


def _samples() -> list[Path]:
    return sorted(
        p
        for p in SAMPLES.iterdir()
        if p.suffix in (".avf", ".evf", ".mvf", ".rmv") and "utf8_invalid" not in p.name
    )


def _toollib_reading(path: Path) -> dict[str, object]:
    """ms-toollib's own reading of the file, in its own process (it may abort)."""
    code = (
        "import json, sys, ms_toollib as m\n"
        "p = sys.argv[1]\n"
        "cls = {'avf': m.AvfVideo, 'rmv': m.RmvVideo, 'mvf': m.MvfVideo, 'evf': m.EvfVideo}\n"
        "v = cls[p.rsplit('.', 1)[1]](p); v.parse(); v.analyse(); v.current_time = 1e9\n"
        "b = v.board\n"
        "print(json.dumps({'height': v.row, 'width': v.column, 'bbbv': v.bbbv,\n"
        "  'time': v.rtime, 'left': v.left, 'right': v.right, 'double': v.double,\n"
        "  'player': v.player_identifier, 'zini': v.zini,\n"
        "  'mines': sorted([r, c] for r in range(v.row) for c in range(v.column)\n"
        "                  if b[r][c] == -1)}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True
    )
    return dict(json.loads(out.stdout))


@pytest.mark.parametrize("path", _samples(), ids=lambda p: p.name[:30])
def test_info_matches_ms_toollib_field_by_field(path: Path) -> None:
    info = read_replay(path).info()
    expected = _toollib_reading(path)
    for key, value in expected.items():
        assert info[key] == value, key
    assert info["format"] == path.suffix[1:]


@pytest.mark.parametrize("name", ["test_rmv1_utf8_invalid.rmv", "test_rmv2_utf8_invalid.rmv"])
def test_files_that_abort_the_reader_are_refused_with_a_sentence(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ReplayFileError, match=r"damaged or not a \.rmv replay"):
        read_replay(SAMPLES / name)
    assert list(tmp_path.iterdir()) == [], "the reader's crash.log stays out of the player's folder"


def test_truncated_empty_garbage_and_unknown_files_are_refused(tmp_path: Path) -> None:
    whole = (SAMPLES / "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf").read_bytes()
    (tmp_path / "cut.avf").write_bytes(whole[:2000])
    (tmp_path / "empty.evf").write_bytes(b"")
    (tmp_path / "noise.mvf").write_bytes(bytes(range(256)) * 3)
    (tmp_path / "notes.txt").write_text("not a replay")
    for name, words in [
        ("cut.avf", "damaged"),
        ("empty.evf", "empty"),
        ("noise.mvf", "damaged"),
        ("notes.txt", "not a replay"),
        ("missing.rmv", "cannot be opened"),
    ]:
        with pytest.raises(ReplayFileError, match=words):
            read_replay(tmp_path / name)


def test_a_path_of_the_wrong_type_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="path"):
        read_replay(3)  # type: ignore[arg-type]


def test_review_of_an_imported_expert_game_judges_every_move() -> None:
    replay = read_replay(SAMPLES / "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf")
    review = review_replay(replay)
    assert review.won
    assert len(review.moves) == len(replay.moves)
    assert review.moves[0].kind is MoveKind.FIRST
    guesses = [m for m in review.moves if m.kind is MoveKind.GUESS]
    assert guesses, "a classic Expert board needs guesses"
    for move in guesses:
        assert move.mine_chance is not None and 0 < move.mine_chance < 1


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper_app.replay", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_cli_info_prints_the_fields_tools_read() -> None:
    done = _cli("info", str(SAMPLES / "Wang_Jia_Ning_Beg_15.523bv24.avf"))
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout)
    for key in ("height", "width", "mines", "bbbv", "time", "left", "right", "double"):
        assert key in info
    assert (info["height"], info["width"], len(info["mines"]), info["bbbv"]) == (8, 8, 10, 24)
    assert info["player"] == "Wang Jianing G15208" and info["format"] == "avf"


def test_cli_refuses_a_broken_file_with_status_2_and_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.evf"
    bad.write_bytes(b"\x00garbage" * 40)
    done = _cli("info", str(bad))
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_cli_review_lists_every_move() -> None:
    done = _cli("review", str(SAMPLES / "beg_chinese_name.avf"))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["won"] is True
    assert {m["kind"] for m in out["moves"]} <= {"first", "forced", "guess", "mistake", "other"}
