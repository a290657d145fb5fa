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


@pytest.mark.parametrize("suffix", [".avf", ".rmv"])
def test_files_that_abort_the_reader_are_refused_with_a_sentence(
    suffix: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ms-toollib aborts its process on these (a cut file); ours says one sentence."""
    whole = {".avf": "Wang_Jia_Ning_Beg_15.523bv24.avf", ".rmv": "test_rmv1_utf8_basic.rmv"}
    cut = tmp_path / "files" / f"cut{suffix}"
    cut.parent.mkdir()
    cut.write_bytes((SAMPLES / whole[suffix]).read_bytes()[:300])
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ReplayFileError, match=rf"damaged or not a \{suffix} replay"):
        read_replay(cut)
    assert [p.name for p in tmp_path.iterdir()] == ["files"], "no crash.log in the player's folder"


@pytest.mark.parametrize("version", [1, 2])
def test_a_name_that_breaks_the_rmv_utf8_rule_is_read_with_replacement_characters(
    version: int,
) -> None:
    """ms-toollib refuses the whole file (the spec says UTF-8); the game and clicks are
    intact, so only the bad bytes (here 0xF4 for the T of Thomas) become U+FFFD."""
    bad = read_replay(SAMPLES / f"test_rmv{version}_utf8_invalid.rmv").info()
    good = read_replay(SAMPLES / f"test_rmv{version}_utf8_basic.rmv").info()
    assert bad["player"] == "\ufffdhomas Kolar"
    for key in ("mines", "bbbv", "time", "left", "right", "completed"):
        assert bad[key] == good[key], key


def test_names_not_declared_utf8_stay_ms_toollib_s_code_page_guess() -> None:
    from minesweeper_app.game.replays.child import lenient_rmv

    gbk = SAMPLES / "exp_98763_FL_1738209872.rmv"  # a v1 file without the UTF-8 property
    assert lenient_rmv(gbk.read_bytes()) is None
    assert read_replay(gbk).player == "王嘉宁"
    for valid in ("test_rmv1_utf8_nonascii.rmv", "test_rmv2_utf8_basic.rmv"):
        assert lenient_rmv((SAMPLES / valid).read_bytes()) is None, valid
    mended = lenient_rmv((SAMPLES / "test_rmv2_utf8_invalid.rmv").read_bytes())
    assert mended is not None and int.from_bytes(mended[8:12], "big") == len(mended)


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
    done = _cli("info", "--json", str(SAMPLES / "Wang_Jia_Ning_Beg_15.523bv24.avf"))
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
    done = _cli("review", "--json", str(SAMPLES / "beg_chinese_name.avf"))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["won"] is True
    assert {m["kind"] for m in out["moves"]} <= {"first", "forced", "guess", "mistake", "other"}
    text = _cli("review", str(SAMPLES / "beg_chinese_name.avf"))
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0] == out["summary"], "a person reads the summary first"
    moves = [line for line in lines[2:] if line.strip()]
    assert len(moves) == len(out["moves"]), "then one line a move"
    for line, move in zip(moves, out["moves"], strict=True):
        assert move["where"] in line and move["action"] in line
        if move["kind"] == "guess":
            assert "lucky guess (" in line and "chance of a mine" in line


def test_cli_info_without_json_is_a_summary_a_person_reads() -> None:
    """Not 540 mine coordinates: the player, board, time, counters and the file's claims."""
    done = _cli("info", str(SAMPLES / "c_10_1184.575_1021_0.862_Pu Tian Yi(Hu Bei).evf"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert 8 <= len(lines) <= 16 and max(map(len, lines)) < 200
    text = done.stdout
    for words in (
        "Metasweeper (.evf), written by 元3.3.1",
        "Pu Tian Yi(Hu Bei)",
        "Custom: 60 columns x 36 rows, 540 mines",
        "1184.575 s",
        "1021 (solved 1021)",
        "weak guessable (mode 10), not official, fair",  # the header, not analyse()
        "ranking check  valid",
    ):
        assert words in text, words


TIMES_IN_NAMES = {
    "Cus_8x11_7mines_5.42_3BV=8_3BVs=1.47_Wang Jianing G15208.avf": 5.42,
    "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf": 49.25,
    "c_10_1184.575_1021_0.862_Pu Tian Yi(Hu Bei).evf": 1184.575,
    "exp_98763_FL_1738209872.rmv": 98.763,
}


@pytest.mark.parametrize("name", list(TIMES_IN_NAMES))
def test_the_time_is_the_one_the_recording_software_named_the_file_with(name: str) -> None:
    """Arbiter, Metasweeper and Viennasweeper name files by the game's time, which
    ms-toollib (and so the game) reads back to the millisecond."""
    assert read_replay(SAMPLES / name).seconds == pytest.approx(TIMES_IN_NAMES[name], abs=1e-6)


def test_a_clone_replay_s_three_times_are_told_apart() -> None:
    """Zhang Shen Jia_Exp_38.82(3bv122).mvf: ms-toollib reads 37.81 s (its rule for every
    format: from the first left release, 0.01 s here, to the last event); Clone's header
    says 37.82 s (from the first press); the name says 38.82, Clone's counter, which starts
    at 1 as Windows' Minesweeper did. The summary shows all three."""
    replay = read_replay(SAMPLES / "Zhang Shen Jia_Exp_38.82(3bv122).mvf")
    assert replay.seconds == pytest.approx(37.81)
    assert replay.header["clone_score"] == pytest.approx(37.82)
    from minesweeper_app.replay.describe import time_line

    line = time_line(replay)
    assert "37.81 s" in line and "37.82 s" in line and "38.82" in line
