"""The puzzle bench keeps running; its numbers are read by people, not asserted."""

from __future__ import annotations

import pytest

from minesweeper_app.bench.__main__ import main


def test_puzzle_bench_quick_run_covers_every_level_and_technique(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["puzzles", "--quick"]) == 0
    out = capsys.readouterr().out
    for row in ("| 9x9/10 | single | 3 |", "| 30x16/99 | chain | 3 |", "| 16x16/40 | mine-count |"):
        assert row in out
