"""The benchmark suites must keep running; their numbers are read by people, not asserted."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from minesweeper_app.bench.__main__ import main

pytestmark = pytest.mark.slow  # smoke runs of the bench suites, some in a child process


def test_solver_bench_quick_run_agrees_across_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solver", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "Table 4.1 IsSolvable" in out and "Table 4.3 RandomTries" in out
    assert "ERROR" not in out


def test_creation_bench_randomness_table_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["creation", "--quick", "--randomness"]) == 0
    out = capsys.readouterr().out
    assert "Randomness at 30x16/99" in out and "| auto | 12 |" in out and "| random | 12 |" in out


def test_creation_bench_timing_table_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["creation", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "| 9x9/10 | 3 |" in out and "| 30x16/99 |" in out and "Targets" in out
    assert "auto p95/median" in out and "p95 <= 2x median" in out
    assert "auto/rej p95" in out and "auto/adj p95" in out  # ms-toollib is a dependency


def test_unknown_suite_prints_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nope"]) == 2
    assert "usage" in capsys.readouterr().out


def test_hints_bench_runs_on_played_positions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hints", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "check_flags" in out and "easiest_step by kind of step" in out


def test_grades_bench_reports_frequencies_and_costs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["grades", "--quick", "--boards", "3"]) == 0
    out = capsys.readouterr().out
    assert "Grades of uniform no-guess boards" in out and "| 9x9/10 | hardest |" in out


def test_probabilities_bench_runs_on_big_and_guessed_positions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["probabilities", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "| mine_probabilities |" in out and "Expert positions after guessing play" in out
    assert "MISSED" not in out.split("Largest probability difference")[-1].split("\n")[0]


def test_probabilities_bench_runs_without_ms_toollib(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ms_toollib", None)  # "import ms_toollib" fails
    assert main(["probabilities", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "ms-toollib is not installed" in out and "cal_probability_onboard |" not in out


def test_report_writes_the_page_with_date_machine_commit_and_each_suite(
    tmp_path: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    from pathlib import Path

    out = Path(str(tmp_path)) / "benchmarks.md"
    assert main(["report", "--quick", "--only", "solver", "--out", str(out)]) == 0
    page = out.read_text()
    assert page.startswith("# Benchmarks")
    for field in ("- date: ", "- machine: ", "- commit: ", "## solver", "Table 4.1 IsSolvable"):
        assert field in page, field


def test_big_bench_times_every_answer_on_played_and_adversarial_positions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["big", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "| explain_loss |" in out and "Adversarial: lucky rows 40x40" in out
    assert "Goal: no call fails: met" in out


def test_replays_bench_quick_run_measures_opening_review_and_frames() -> None:
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "minesweeper_app.bench", "replays", "--quick"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for title in ("Opening a replay", "Exact review of Expert replays", "Replay player frames"):
        assert title in done.stdout
    assert "| 56659 |" in done.stdout


def test_creation_bench_runs_tathams_driver_interleaved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A driver (a child process) speaking the protocol (here a stand-in answering
    0.5 ms, all mines laid) gets its own measured columns; without one the constants
    are labelled as such."""
    driver = tmp_path / "tatham"
    driver.write_text(
        f"#!{sys.executable}\n"
        "import sys\n"
        "for line in sys.stdin:\n"
        "    h, w, n, r, c, seed = line.split()\n"
        "    print(0.5, n, flush=True)\n"
    )
    driver.chmod(0o755)
    monkeypatch.setenv("MINESWEEPER_TATHAM", str(driver))
    assert main(["creation", "--quick", "--sizes", "9x9/10"]) == 0
    out = capsys.readouterr().out
    assert "Tatham median | Tatham p95 | Tatham failed" in out
    assert "| 0.500 | 0.500 | 0 |" in out
    monkeypatch.delenv("MINESWEEPER_TATHAM")
    assert main(["creation", "--quick", "--sizes", "9x9/10"]) == 0
    assert "Tatham median (constant)" in capsys.readouterr().out
