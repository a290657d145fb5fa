"""``python -m minesweeper_app.practice export``: JSON lines out, bad arguments refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.practice.__main__ import main

pytestmark = pytest.mark.slow  # each runs the practice tool in a child process

ROOT = Path(__file__).resolve().parent.parent


def test_export_prints_one_json_object_per_puzzle(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "--count", "3", "--seed", "4", "--technique", "chain"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    for line in lines:
        data = json.loads(line)
        assert data["technique"] == "chain"
        assert set(data) == {"id", "technique", "motifs", "rating", "mines", "rows", "safe", "mine"}
        assert data["safe"] or data["mine"]
        cells = {tuple(c) for c in data["safe"] + data["mine"]}
        assert all(data["rows"][r][c] == "#" for r, c in cells)


def test_export_without_a_technique_mixes_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "--count", "4", "--seed", "4"]) == 0
    out = [json.loads(line)["technique"] for line in capsys.readouterr().out.splitlines()]
    assert out == ["single", "pair", "chain", "mine-count"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["export", "--count", "0", "--seed", "1"], "--count must be between 1 and"),
        (["export", "--count", "-5", "--seed", "1"], "--count must be between 1 and"),
        (["export", "--count", "99999999999", "--seed", "1"], "--count must be between 1 and"),
        (["export", "--count", "many", "--seed", "1"], "--count must be a whole number"),
        (["export", "--count", "2", "--seed", "1.5"], "--seed must be a whole number"),
        (["export", "--count", "2", "--seed", "abc"], "--seed must be a whole number"),
        (["export", "--count", "2", "--seed", "-1"], "--seed must be >= 0"),
        (["export", "--count", "2", "--seed", "1", "--technique", "guess"], "unknown technique"),
        (["export", "--count", "2"], "required: --seed"),
        (["import"], "invalid choice"),
    ],
)
def test_bad_arguments_are_refused_in_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and words in captured.err


def test_the_module_runs_and_refuses_without_a_traceback() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    bad = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper_app.practice",
            "export",
            "--count",
            "-1",
            "--seed",
            "x",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    good = subprocess.run(
        [sys.executable, "-m", "minesweeper_app.practice", "export", "--count", "2", "--seed", "1"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert good.returncode == 0
    assert [json.loads(x)["technique"] for x in good.stdout.splitlines()] == ["single", "pair"]


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """``... export --count 200 | head -1``: the reader closing the pipe is not an error."""
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "minesweeper_app.practice",
            "export",
            "--count",
            "200",
            "--seed",
            "1",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None and child.stderr is not None
    first = child.stdout.readline()
    child.stdout.close()
    err = child.stderr.read().decode()
    assert child.wait(timeout=120) == 0
    assert json.loads(first)["id"]
    assert "Traceback" not in err and "BrokenPipe" not in err, err
