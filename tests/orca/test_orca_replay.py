"""A listener steps through a replay with Debian's Orca: every Left and Right is answered,
from Orca's own transcript, by where the replay is and what the step did, in time.

The game opens the replay given on its command line in the player (see ``harness.py``
for the desk); the keys are the player's own: Right and Left step click by click, T says
the position, Space plays and pauses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.orca.harness import Desk, missing
from tests.orca.test_orca_game import Player

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]

REPLAY = (
    Path(__file__).resolve().parents[1] / "data" / "replays" / "Wang_Jia_Ning_Beg_15.523bv24.avf"
)
POSITION = r"^\d+\.\d\d of 14\.52 s, move (\d+) of 38\."


def test_a_replay_is_stepped_by_keys_and_every_step_is_spoken() -> None:
    with Desk([str(REPLAY)]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            desk.key("Escape")  # the first start's welcome dialog
        desk.settle(1.0)
        opened = False
        for _ in range(4):
            heard = player.press("Right", POSITION + r" (Left|Right) button (down|up) at row ")
            opened = opened or heard.first(r"It opened: |cells? opened") is not None
        assert opened, desk.heard[-4:]
        player.press("Left", POSITION)
        player.press("t", POSITION + "$")
        player.press("space", r"^Playing\.$")
        player.press("space", r"^Paused\. " + POSITION[1:])
    transcript = "\n".join(desk.transcript())
    print(transcript)
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript


def test_the_review_of_a_replay_says_each_move_and_its_judgement() -> None:
    with Desk([str(REPLAY)]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            desk.key("Escape")
        desk.settle(1.0)
        for _ in range(8):  # Tab to the Review button
            if desk.key("Tab").first(r"^Review"):
                break
        opened = desk.key("Return", r"Move 1 of \d+\. ", limit=30)
        assert opened.first(r"Move 1 of \d+\. "), opened.texts
        desk.settle(1.0)
        for k in (2, 3, 4):
            player.press("Right", rf"^Move {k} of \d+\. (Forced|First move|Guess|Lucky|Mistake)")
        player.press("Left", r"^Move 3 of \d+\. ")
    transcript = "\n".join(desk.transcript())
    print(transcript)
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript
