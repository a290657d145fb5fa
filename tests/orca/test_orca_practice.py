"""Practice by keys with Debian's Orca, from its own transcript: the question in keyboard
words, the reading keys at the puzzle, each answer's verdict within half a second of its
key (right or wrong; the focus stays on the board, where A says it again and J goes to
the cell it is about), Space on an answered puzzle, Try again, and Return for the next
puzzle, each said."""

from __future__ import annotations

import pytest

from tests.orca.harness import Desk, missing
from tests.orca.test_orca_game import Player

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]

QUESTION = r"Space opens a safe cell, F flags a mine"
VERDICT = r"^(Right|Wrong|Not proven): "
CELL = r"^row \d+, column \d+, covered"


def test_practice_puzzles_are_answered_by_keys_and_every_verdict_is_spoken() -> None:
    with Desk(["--seed", "5"]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            desk.key("Escape", CELL)
        opened = desk.key("ctrl+p", QUESTION, limit=30)
        assert opened.first(QUESTION) and opened.first(CELL), opened.texts
        dialog = opened.first(r"dialog")  # the words on screen name the keys too
        assert dialog is not None and "press Space" in dialog.text, opened.texts
        desk.settle(1.0)
        player.press("i", r"^row \d+, column \d+, covered")
        player.press("n", r"^Around row \d+, column \d+: ")
        # (the puzzle varies, the cursor may sit at an edge: E is always answered)
        player.press("e", CELL + r"|^The cursor is on row \d+, column \d+ already\.")
        heard = player.press("f", VERDICT)
        assert heard.first(r"J jumps to the cell the answer is about\.$"), heard.texts
        assert not heard.first(r"push button"), heard.texts  # the focus stays on the board
        player.press("a", VERDICT)  # the verdict again
        player.press("space", r"^This one is answered\. Return goes on")
        # J: to the cell the verdict is about (or the cursor is there already)
        player.press("j", r"^row \d+, column \d+, |^The cursor is on row \d+, column \d+ already")
        again = desk.key("alt+t", r"^Try again \(not rated\)\.", limit=10)
        assert again.first(r"^Try again \(not rated\)\."), again.texts
        player.press("space", VERDICT)
        nxt = desk.key("Return", QUESTION, limit=30)
        assert nxt.first(QUESTION) and nxt.first(r"^A puzzle"), nxt.texts
    transcript = "\n".join(desk.transcript())
    print(transcript)
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript


def test_the_lessons_are_read_and_their_puzzles_answered_by_keys() -> None:
    with Desk(["--seed", "5"]) as desk:
        player = Player(desk)
        if any("Welcome" in s.text for s in desk.said):
            lessons = desk.key("Return", r"^Lesson 1 of \d+: ", limit=30)  # "Show me the lessons"
        else:
            desk.key("alt+h")
            lessons = desk.key("l", r"^Lesson 1 of \d+: ", limit=30)
        assert lessons.first(r"^Lesson 1 of \d+: "), lessons.texts
        desk.settle(1.0)
        for _ in range(8):  # the pages without a puzzle, then the first with one
            page = desk.key("Return", r"^Lesson \d+ of \d+: |" + QUESTION, limit=10)
            if page.first(QUESTION):
                break
        else:
            raise AssertionError("no lesson with a puzzle came")
        assert page.first(r"^row \d+, column \d+, covered"), page.texts  # at the puzzle
        player.press("space", VERDICT)
        player.press("Return", r"^Lesson \d+ of \d+: ")  # Return goes on: the next lesson
    transcript = "\n".join(desk.transcript())
    print(transcript)
    assert not player.late, "spoken later than 0.5 s:\n" + "\n".join(player.late) + transcript
