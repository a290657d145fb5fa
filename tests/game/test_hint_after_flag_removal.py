"""The hint ladder goes on after a wrong flag is removed (by the Hint or by the player).

What a player sees, press by press, on Beginner seed 5000 with two flags on cells the
numbers prove safe: the warning is given once, each flag is named and removed, and
the next press after a removal never repeats what was already said.
"""

from __future__ import annotations

import numpy as np

from minesweeper_app.engine import COVERED, FLAGGED, check_flags, create_board
from minesweeper_app.game import BEGINNER
from minesweeper_app.game.flow.controller import GameController, JobKind
from minesweeper_app.game.wording import say
from tests.fakes import Jobs, RecordingStats, View

START = (4, 4)
MINES = frozenset(create_board(9, 9, 10, START, seed=5000))


def _two_wrong_flags() -> tuple[GameController, Jobs, list[tuple[int, int]]]:
    jobs = Jobs()
    controller = GameController(
        BEGINNER, View(), jobs, RecordingStats(), creator=lambda *_, **__: MINES
    )
    controller.click(START)
    jobs.run(controller, JobKind.CREATE)
    values = controller.game.values
    provably_safe = []
    for r, c in np.argwhere(values == COVERED):
        flagged = values.copy()
        flagged[r, c] = FLAGGED
        if (int(r), int(c)) in check_flags(flagged, BEGINNER.mines).wrong:
            provably_safe.append((int(r), int(c)))
    wrong = provably_safe[:2]
    assert len(wrong) == 2
    for cell in wrong:
        controller.toggle_flag(cell)
    return controller, jobs, wrong


def _press(controller: GameController, jobs: Jobs) -> str:
    controller.request_hint()
    stage = jobs.run(controller, JobKind.HINT)
    return f"{stage.kind}: {say(stage)}"


def test_pressing_on_removes_each_wrong_flag_without_repeating_the_warning() -> None:
    controller, jobs, (a, b) = _two_wrong_flags()
    seen = [_press(controller, jobs) for _ in range(6)]
    assert seen[0] == "wrong_flags: Two flags are wrong."
    assert seen[1].startswith("wrong_flags: The flags at row 3, column 2 and row 3, column 7")
    assert seen[2] == "remove_flag: Removing the flag at row 3, column 2."
    assert seen[3].startswith("wrong_flags: The flag at row 3, column 7 is on a safe cell")
    assert seen[4] == "remove_flag: Removing the flag at row 3, column 7."
    assert seen[5].startswith("progress_area: ")
    assert controller.game.flag_count() == 0 and (a, b) == ((2, 1), (2, 6))
    assert len(set(seen)) == len(seen), "no press repeats an earlier one"


def test_after_the_player_removes_a_named_flag_the_next_press_goes_on() -> None:
    controller, jobs, (a, b) = _two_wrong_flags()
    _press(controller, jobs)
    named = _press(controller, jobs)
    assert "Press Hint again and I will remove the flag at row 3, column 2." in named
    controller.toggle_flag(a)  # the player takes it off instead
    assert _press(controller, jobs).startswith(
        "wrong_flags: The flag at row 3, column 7 is on a safe cell"
    )
    controller.toggle_flag(b)
    assert _press(controller, jobs).startswith("progress_area: ")


def test_flags_not_yet_named_are_warned_about_first() -> None:
    controller, jobs, (a, _) = _two_wrong_flags()
    assert _press(controller, jobs) == "wrong_flags: Two flags are wrong."
    controller.toggle_flag(a)  # removed before the flags were named
    assert _press(controller, jobs) == "wrong_flags: One flag is wrong."
