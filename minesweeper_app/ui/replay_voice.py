"""The replay player for a screen reader user: each step and the position said in words.

A sighted viewer watches the pointer and the board change; a listener hears, after each
Left or Right, the time, how far the replay is (move so many of so many), what the
pointer did where, and what that did to the board.  Space says whether it plays or is
paused, and T reads the position again.  The words go out through
:func:`~minesweeper_app.ui.announce.announce`, which speaks through the board's focused
cell (the one event Orca 43.1 and current Orca both speak).
"""

from __future__ import annotations

import math

import numpy as np

from minesweeper_app.engine import FLAGGED, Board, Cell
from minesweeper_app.game.replays.playback import Playback
from minesweeper_app.game.wording import format_cell
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, number, translate
from minesweeper_app.ui import speech

BUTTONS = {
    "lc": QT_TRANSLATE_NOOP("Speech", "Left button down"),
    "lr": QT_TRANSLATE_NOOP("Speech", "Left button up"),
    "rc": QT_TRANSLATE_NOOP("Speech", "Right button down"),
    "rr": QT_TRANSLATE_NOOP("Speech", "Right button up"),
    "mc": QT_TRANSLATE_NOOP("Speech", "Middle button down"),
    "mr": QT_TRANSLATE_NOOP("Speech", "Middle button up"),
    "mv": QT_TRANSLATE_NOOP("Speech", "Pointer moved"),
}


def pointer_cell(playback: Playback, event: int) -> Cell | None:
    """The cell under the pointer after ``event`` (None: off the board, or no event yet)."""
    at = playback.cursor(event)
    if at is None:
        return None
    row, col = math.floor(at[0]), math.floor(at[1])
    replay = playback.replay
    if 0 <= row < replay.height and 0 <= col < replay.width:
        return (row, col)
    return None


def button_event(playback: Playback, event: int) -> int:
    """The button event among those at ``event``'s millisecond (a step shows them all),
    else ``event`` itself: a press is what a listener wants to hear of, not the pointer."""
    times, kinds = playback.times, playback.kinds
    i = event
    while i >= 0 and times[i] == times[event]:
        if kinds[i] != "mv":
            return i
        i -= 1
    return event


def position(playback: Playback, seconds: float) -> str:
    """ "3.21 of 15.52 s, move 4 of 30." """
    event = playback.event_at(seconds)
    moves = len(playback.move_events)
    return translate("Speech", "{seconds} of {total} s, move {move} of {moves}.").format(
        seconds=number(min(seconds, playback.duration), 2),
        total=number(playback.duration, 2),
        move=playback.moves_done(event),
        moves=moves,
    )


def change(before: Board, after: Board, pointer: Cell | None = None) -> str:
    """What one step did to the board, in words ("" when nothing changed); a cell opened
    under the ``pointer`` is not named again."""
    opened = (after >= 0) & (before < 0)
    count = int(opened.sum())
    if np.any((after == -1) & (before != -1)):
        return translate("Speech", "A mine: game lost.")
    parts: list[str] = []
    if count == 1:
        row, col = (int(i) for i in np.argwhere(opened)[0])
        state = speech.cell_state(int(after[row, col]))
        if (row, col) == pointer:
            parts.append(translate("Speech", "It opened: {state}.").format(state=state))
        else:
            parts.append(
                translate("Speech", "Opened {cell}: {state}.").format(
                    cell=format_cell((row, col)), state=state
                )
            )
    elif count:
        parts.append(translate("Speech", "%n cell(s) opened.", None, count))
    closed = int(((before >= 0) & (after < 0)).sum())
    if closed:
        parts.append(translate("Speech", "%n cell(s) covered again.", None, closed))
    flagged = int(((after == FLAGGED) & (before != FLAGGED)).sum())
    if flagged:
        parts.append(translate("Speech", "%n flag(s) placed.", None, flagged))
    unflagged = int(((before == FLAGGED) & (after != FLAGGED)).sum())
    if unflagged:
        parts.append(translate("Speech", "%n flag(s) removed.", None, unflagged))
    if count and not np.any(after == -2) and not np.any(after == -1):
        parts.append(translate("Speech", "The board is cleared."))
    return " ".join(parts)


def step_said(playback: Playback, before: float, after: float) -> str:
    """One step from ``before`` to ``after`` seconds: where it is, what the pointer did
    where, and what changed on the board."""
    event = button_event(playback, playback.event_at(after))
    said = [position(playback, after)]
    cell = None
    if event >= 0:
        kind = playback.kinds[event]
        button = translate("Speech", BUTTONS.get(kind, BUTTONS["mv"]))
        cell = pointer_cell(playback, event)
        where = format_cell(cell) if cell is not None else translate("Speech", "off the board")
        said.append(translate("Speech", "{action} at {cell}.").format(action=button, cell=where))
    moved = change(
        playback.position(playback.event_at(before)),
        playback.position(playback.event_at(after)),
        cell,
    )
    if moved:
        said.append(moved)
    return " ".join(said)


def playing(playback: Playback, seconds: float, on: bool) -> str:
    """What Space did: playing, or paused and where."""
    if on:
        return translate("Speech", "Playing.")
    return translate("Speech", "Paused. {position}").format(position=position(playback, seconds))
