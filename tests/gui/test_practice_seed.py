"""``--seed`` reproduces the practice too: two windows started with the same seed on two
data folders open Practice on the same puzzle (before, Practice ignored the game's seed
and differed on every run)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from minesweeper_app.ui.practice import show_practice


def _first_puzzle_id(qtbot: Any, make_window: Any, folder: Path, seed: int) -> str:
    win = make_window(folder, seed=seed)
    win.show_practice()
    practice = show_practice(win, win.stats)  # the one the window opened
    qtbot.waitUntil(lambda: not practice.busy and practice.puzzle is not None, timeout=60_000)
    puzzle_id = str(practice.puzzle.id)
    practice.close()
    return puzzle_id


def test_the_game_seed_gives_the_same_practice_puzzle(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    ids = {_first_puzzle_id(qtbot, make_window, tmp_path / name, 5) for name in "ab"}
    assert len(ids) == 1
