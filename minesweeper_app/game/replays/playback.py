"""Playing a replay back, without Qt: the board, the cursor and the counters at any time.

Everything is worked out once when the replay opens: the position after each move (our
own ``Game`` plays the moves, so the board is our int8 cell-value array) and, from
ms-toollib's per-event counts (:class:`~.files.Timeline`), the counters after each mouse
event.  A frame then only looks its time up (a binary search), so the player keeps a
steady frame rate on any board.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import Board
from minesweeper_app.engine.measures import (
    bv_per_second,
    correctness,
    efficiency,
    rqp,
    stnb,
    throughput,
)
from minesweeper_app.game.move_replay import MoveReplay, ReplayError
from minesweeper_app.game.replays.files import ReplayFile, ReplayFileError
from minesweeper_app.i18n import translate

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""The playing speeds offered, slowest first."""


@dataclass(frozen=True)
class Counters:
    """The community's counters at one moment of a replay (None: not defined yet)."""

    seconds: float
    bbbv: int
    solved: int
    bbbv_s: float | None
    left: int
    right: int
    double: int
    ioe: float | None
    rqp: float | None
    zini: int | None
    stnb: float | None
    corr: float | None
    thrp: float | None
    path: float


class Playback:
    """A replay ready to show: positions per move, counters and cursor per event."""

    def __init__(self, replay: ReplayFile) -> None:
        timeline = replay.timeline
        if timeline is None:
            raise ReplayFileError(
                translate("Replays", "{name} has no event data to play back.").format(
                    name=replay.path.name
                )
            )
        self.replay = replay
        self.timeline = timeline
        track = replay.track
        self.times: list[float] = track.seconds.tolist()
        self.kinds = track.kinds
        self.cursor_x = track.x / replay.pixels
        self.cursor_y = track.y / replay.pixels
        self.problem: str | None = None
        """Why the board stops following the replay early (a move our rules refuse)."""
        self.positions: list[Board] = self._positions()
        self.move_events: list[int] = [int(i) for i in timeline.move_events]

    def _positions(self) -> list[Board]:
        """The board before the first move, then after each move the rules accepted."""
        replay = self.replay
        layout = replay.layout
        covered = np.full((replay.height, replay.width), -2, dtype=np.int8)
        if layout is None:
            return [covered]
        play = MoveReplay(layout)
        out = [covered]
        for move in replay.moves:
            try:
                play.apply(move)
            except ReplayError as exc:
                self.problem = str(exc)
                break
            out.append(play.game.values.copy())
        return out

    # ------------------------------------------------------------------ looking up
    @property
    def duration(self) -> float:
        return self.times[-1] if self.times else 0.0

    @property
    def event_count(self) -> int:
        return len(self.times)

    def event_at(self, seconds: float) -> int:
        """The last event at or before ``seconds`` (-1 before the first)."""
        return bisect.bisect_right(self.times, seconds) - 1

    def moves_done(self, event: int) -> int:
        """How many moves were made up to and including ``event``."""
        return bisect.bisect_right(self.move_events, event)

    def position(self, event: int) -> Board:
        """The board after ``event`` (not a copy: do not change it)."""
        return self.positions[min(self.moves_done(event), len(self.positions) - 1)]

    def lost_at(self, event: int) -> bool:
        """Whether a mine is open on the board after ``event``."""
        return bool(np.any(self.position(event) == -1))

    def cursor(self, event: int) -> tuple[float, float] | None:
        """The pointer after ``event``, in cells (row, column as floats)."""
        if event < 0 or not self.times:
            return None
        return float(self.cursor_y[event]), float(self.cursor_x[event])

    def trail(self, event: int, count: int) -> npt.NDArray[np.float64]:
        """The pointer's last ``count`` positions up to ``event``: rows of (row, column)."""
        if event < 0:
            return np.empty((0, 2))
        low = max(0, event - count + 1)
        return np.column_stack((self.cursor_y[low : event + 1], self.cursor_x[low : event + 1]))

    def counters(self, seconds: float) -> Counters:
        """The counters at ``seconds``, as ms-toollib counts them."""
        event = self.event_at(seconds)
        t = self.timeline
        seconds = max(0.0, min(seconds, self.duration, self.replay.seconds or self.duration))
        bbbv = self.replay.bbbv
        if event < 0:
            return Counters(
                seconds, bbbv, 0, None, 0, 0, 0, None, None, None, None, None, None, 0.0
            )
        solved = int(t.solved[event])
        left, right, double = int(t.left[event]), int(t.right[event]), int(t.double[event])
        clicks, effective = left + right + double, int(t.ce[event])
        zini = self.replay.counters.get("zini")
        path, final_path = float(t.path[event]), self.replay.counters.get("path")
        if event == self.event_count - 1 and isinstance(final_path, int | float):
            path = float(final_path)  # ms-toollib's total can count the last step more
        return Counters(
            seconds=seconds,
            bbbv=bbbv,
            solved=solved,
            bbbv_s=bv_per_second(solved, seconds),
            left=left,
            right=right,
            double=double,
            ioe=efficiency(solved, clicks),
            rqp=rqp(solved, seconds),
            zini=int(zini) if isinstance(zini, int | float) else None,
            stnb=stnb(t.stnb_factor, solved, bbbv, seconds),
            corr=correctness(effective, clicks),
            thrp=throughput(solved, effective),
            path=path,
        )


class PlayerClock:
    """Where the player is in a replay: the time shown, the speed, playing or paused."""

    def __init__(self, playback: Playback) -> None:
        self.playback = playback
        self.seconds = 0.0
        self.speed = 1.0
        self.playing = False

    @property
    def at_end(self) -> bool:
        return self.seconds >= self.playback.duration

    def play(self) -> None:
        if self.at_end:
            self.seconds = 0.0
        self.playing = True

    def pause(self) -> None:
        self.playing = False

    def set_speed(self, speed: float) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed must be one of {SPEEDS}, not {speed!r}")
        self.speed = speed

    def advance(self, real_seconds: float) -> None:
        """Real time went by: move on at the speed; stop at the end."""
        if not self.playing:
            return
        self.seek(self.seconds + real_seconds * self.speed)
        if self.at_end:
            self.playing = False

    def seek(self, seconds: float) -> None:
        self.seconds = max(0.0, min(seconds, self.playback.duration))

    @property
    def event(self) -> int:
        return self.playback.event_at(self.seconds)

    def step(self, forward: bool, *, clicks_only: bool = True) -> None:
        """To the next (or previous) button event; any mouse event if not ``clicks_only``.

        Events at the same millisecond are one step: a time shows all of them.
        """
        times = self.playback.times
        kinds = self.playback.kinds
        self.playing = False
        i = self.event
        while True:
            i = i + 1 if forward else i - 1
            if i < 0:
                self.seconds = 0.0
                return
            if i >= len(times):
                self.seconds = self.playback.duration
                return
            if (not clicks_only or kinds[i] != "mv") and times[i] != self.seconds:
                self.seconds = times[i]
                return
