"""Reading the community's replay files (.avf, .rmv, .mvf, .evf) without risking the game.

ms-toollib reads the formats, but it aborts its process on some bad input, so the file is
parsed in a child process (:mod:`.child`) and only its JSON answer comes back here, checked
before anything is built from it.  Every failure becomes a :class:`ReplayFileError` whose
message is one sentence a player understands.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine import (
    BoardLayout,
    Cell,
    Move,
    MoveAction,
    cell_type_board,
    three_bv,
)
from minesweeper_app.i18n import translate

REPLAY_SUFFIXES = (".avf", ".evf", ".mvf", ".rmv")
"""The file types the game opens: Arbiter, Metasweeper, Minesweeper Clone, Viennasweeper."""

REPLAY_FOLDER = "replays"
"""Recorded games live in this folder of the data folder, beside the statistics."""

MAX_FILE_BYTES = 64 * 1024 * 1024
"""Far above any real replay (a 56,000-event one is about 300 kB); bigger is not one."""

MAX_SIDE = 1000
MOUSE_EVENTS = frozenset({"mv", "lc", "lr", "rc", "rr", "mc", "mr", "pf", "cc", "l", "r", "m"})
CHILD_ENV = "MINESWEEPER_REPLAY_CHILD"
"""Set for the child when the game is a frozen bundle (no ``python -m`` there)."""


class ReplayFileError(ValueError):
    """A replay file that cannot be read; the message says why in one sentence."""


@dataclass(frozen=True)
class ReplayEvent:
    """One mouse event: seconds since the first click, ms-toollib's name, pixel position."""

    seconds: float
    mouse: str
    x: int
    y: int


@dataclass(frozen=True)
class MouseTrack:
    """Every mouse event as columns: seconds, ms-toollib's name ("mv", "lc", ...), pixels."""

    seconds: npt.NDArray[np.float64]
    kinds: tuple[str, ...]
    x: npt.NDArray[np.int32]
    y: npt.NDArray[np.int32]

    def __len__(self) -> int:
        return len(self.kinds)


@dataclass(frozen=True)
class Timeline:
    """ms-toollib's counts after each mouse event (one entry per event, in order).

    ``path`` is the cursor's path in pixels, ``ce`` the effective clicks, ``solved`` the
    3BV solved; ``move_events`` gives, for each move, the event that made it.
    """

    path: npt.NDArray[np.float64]
    left: npt.NDArray[np.int32]
    right: npt.NDArray[np.int32]
    double: npt.NDArray[np.int32]
    ce: npt.NDArray[np.int32]
    solved: npt.NDArray[np.int32]
    move_events: npt.NDArray[np.int64]
    stnb_factor: float


HeaderValue: TypeAlias = int | float | None
"""A claim of a replay's header: a number (a mode, a check's answer, a score), a bit
(official, fair) or None where the format keeps none."""


@dataclass(frozen=True)
class ReplayFile:
    """A replay as the game uses it: the board, the player's moves and the counters."""

    path: Path
    format: str
    height: int
    width: int
    mines: frozenset[Cell]
    bbbv: int
    seconds: float
    left: int
    right: int
    double: int
    player: str
    software: str
    completed: bool
    pixels: int
    counters: dict[str, float | int | None]
    track: MouseTrack
    moves: tuple[Move, ...]
    timeline: Timeline | None = None
    header: dict[str, HeaderValue] = field(default_factory=dict)
    """The file's own claims (child.py's ``_header``): mode, official, fair, valid..."""

    @cached_property
    def events(self) -> tuple[ReplayEvent, ...]:
        """The mouse events one by one (built when first asked for: there may be 56,000)."""
        t = self.track
        return tuple(
            ReplayEvent(float(s), k, int(x), int(y))
            for s, k, x, y in zip(t.seconds, t.kinds, t.x, t.y, strict=True)
        )

    @property
    def start(self) -> Cell | None:
        """The first cell the player opened (None when no cell was ever opened)."""
        for move in self.moves:
            if move.action is MoveAction.OPEN:
                return move.cell
        return None

    @property
    def layout(self) -> BoardLayout | None:
        """The board as played: its mines and the first opened cell (None without one)."""
        start = self.start
        if start is None:
            return None
        return BoardLayout(self.height, self.width, self.mines, start)

    def info(self) -> dict[str, object]:
        """The JSON summary ``python -m minesweeper_app.replay info`` prints."""
        return {
            "format": self.format,
            "height": self.height,
            "width": self.width,
            "mines": sorted([r, c] for r, c in self.mines),
            "bbbv": self.bbbv,
            "time": self.seconds,
            "left": self.left,
            "right": self.right,
            "double": self.double,
            "player": self.player,
            "software": self.software,
            "completed": self.completed,
            "events": len(self.track),
            **self.counters,
            **self.header,
        }


def child_command(*args: str) -> list[str]:
    """How to start the ms-toollib child: ``python -m`` here, the program itself in a bundle."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    # The file itself, not ``-m``: importing the package first would cost the numpy
    # and engine imports at every file opened (child.py needs only ms-toollib).
    return [sys.executable, str(Path(__file__).with_name("child.py")), *args]


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        env[CHILD_ENV] = "1"
    else:
        # The child must import this very package, also from a source tree.
        root = str(Path(__file__).resolve().parents[3])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    return env


def child_cwd() -> str:
    """Where the child runs: ms-toollib writes ``crash.log`` into the working folder when
    it panics, which must not litter the folder the player started the game from."""
    folder = (
        Path(tempfile.gettempdir())
        / f"noguess-minesweeper-{os.getuid() if hasattr(os, 'getuid') else 'user'}"
    )
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
    except OSError:
        return tempfile.gettempdir()
    return str(folder)


def read_replay(path: str | os.PathLike[str], *, timeout: float = 30.0) -> ReplayFile:
    """Read a replay file; raises :class:`ReplayFileError` with the reason when it cannot."""
    if isinstance(path, bytes) or not isinstance(path, str | os.PathLike):
        raise TypeError(f"path must be a file path (str or Path), not {type(path).__name__}")
    file = Path(path)
    suffix = file.suffix.lower()
    if suffix not in REPLAY_SUFFIXES:
        raise ReplayFileError(
            translate("Replays", "{name} is not a replay this game reads ({types}).").format(
                name=file.name, types=", ".join(REPLAY_SUFFIXES)
            )
        )
    try:
        size = file.stat().st_size
    except OSError as exc:
        reason = exc.strerror or exc
        raise ReplayFileError(
            translate("Replays", "{file} cannot be opened: {reason}.").format(
                file=file, reason=reason
            )
        ) from None
    if not file.is_file():
        raise ReplayFileError(translate("Replays", "{file} is not a file.").format(file=file))
    if size == 0:
        raise ReplayFileError(translate("Replays", "{name} is empty.").format(name=file.name))
    if size > MAX_FILE_BYTES:
        raise ReplayFileError(
            translate("Replays", "{name} is too large to be a replay ({size} bytes).").format(
                name=file.name, size=size
            )
        )
    try:  # here, so "permission denied" is not reported as a reader that stopped
        with file.open("rb") as handle:
            handle.read(1)
    except OSError as exc:
        raise ReplayFileError(
            translate("Replays", "{file} cannot be opened: {reason}.").format(
                file=file, reason=exc.strerror or exc
            )
        ) from None
    try:
        done = subprocess.run(
            child_command("read", str(file.resolve())),
            capture_output=True,
            timeout=timeout,
            env=child_env(),
            cwd=child_cwd(),
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise ReplayFileError(
            translate("Replays", "Reading {name} took too long; it is not a replay.").format(
                name=file.name
            )
        ) from None
    except OSError as exc:
        raise ReplayFileError(
            translate("Replays", "The replay reader could not start: {error}.").format(error=exc)
        ) from None
    if done.returncode != 0:
        raise ReplayFileError(_failure(file, done.returncode, done.stderr))
    try:
        data = json.loads(done.stdout)
        replay = _build(file, data)
    except (ValueError, KeyError, TypeError, IndexError, OverflowError) as exc:
        raise ReplayFileError(
            translate("Replays", "{name} is damaged or not a replay ({error}).").format(
                name=file.name, error=exc
            )
        ) from None
    _check_figures(replay)
    return replay


TIME_SLACK = 1.0
"""Seconds a header's time may pass the last event (the formats round differently)."""


def _check_figures(replay: ReplayFile) -> None:
    """The header's figures must agree with the board and the events they describe (a
    damaged header once gave 3BV 65407 for 1021 and 4294967 s for 1184)."""
    name = replay.path.name
    board = three_bv(cell_type_board(replay.height, replay.width, replay.mines))
    if replay.bbbv != board:
        raise ReplayFileError(
            translate(
                "Replays",
                "{name} is damaged: its header gives a 3BV of {said}, its board has {bv}.",
            ).format(name=name, said=replay.bbbv, bv=board)
        )
    end = float(replay.track.seconds[-1]) if len(replay.track) else None
    if (
        not math.isfinite(replay.seconds)
        or replay.seconds < 0
        or (end is not None and replay.seconds > end + TIME_SLACK)
    ):
        raise ReplayFileError(
            translate(
                "Replays",
                "{name} is damaged: its header gives a time of {said} s, but its events end "
                "at {end} s.",
            ).format(name=name, said=f"{replay.seconds:g}", end=f"{end or 0:g}")
        )


def _failure(file: Path, code: int, stderr: bytes) -> str:
    if code < 0 or code in (134, 101):
        name = signal.Signals(-code).name if code < 0 and -code in signal.valid_signals() else ""
        return translate(
            "Replays", "{name} is damaged or not a {suffix} replay (the reader stopped{signal})."
        ).format(name=file.name, suffix=file.suffix.lower(), signal=f": {name}" if name else "")
    last = stderr.decode("utf-8", "replace").strip().splitlines()
    reason = last[-1] if last else translate("Replays", "exit status {code}").format(code=code)
    return translate("Replays", "{name} could not be read: {reason}.").format(
        name=file.name, reason=reason
    )


def _int(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} {value!r} is out of range")
    return value


def _build(file: Path, data: dict[str, Any]) -> ReplayFile:
    height = _int(data["height"], "height", 1, MAX_SIDE)
    width = _int(data["width"], "width", 1, MAX_SIDE)
    mines = frozenset(
        (_int(r, "mine row", 0, height - 1), _int(c, "mine column", 0, width - 1))
        for r, c in data["mines"]
    )
    raw = data["events"]
    kinds = tuple(str(k) for k in raw["kind"])
    if not MOUSE_EVENTS.issuperset(kinds):
        raise ValueError("unknown mouse event")
    track = MouseTrack(
        np.asarray(raw["t"], dtype=np.float64) / 1000,
        kinds,
        np.asarray(raw["x"], dtype=np.int32),
        np.asarray(raw["y"], dtype=np.int32),
    )
    if not len(track.seconds) == len(track.x) == len(track.y) == len(kinds):
        raise ValueError("the mouse events are incomplete")
    moves = tuple(
        Move(
            MoveAction(str(action)),
            (_int(r, "row", 0, height - 1), _int(c, "column", 0, width - 1)),
            float(t),
        )
        for t, action, r, c in data["moves"]
    )
    counters = {str(k): v for k, v in dict(data["counters"]).items()}
    timeline = _timeline(data["timeline"], len(track), len(moves)) if "timeline" in data else None
    return ReplayFile(
        path=file,
        format=str(data["format"]),
        height=height,
        width=width,
        mines=mines,
        bbbv=int(data["bbbv"]),
        seconds=float(data["time"]),
        left=int(data["left"]),
        right=int(data["right"]),
        double=int(data["double"]),
        player=str(data["player"]),
        software=str(data["software"]),
        completed=bool(data["completed"]),
        pixels=_int(data["pixels"], "cell size", 1, 255),
        counters=counters,
        track=track,
        moves=moves,
        timeline=timeline,
        header=dict(data.get("header") or {}),
    )


def _timeline(data: dict[str, Any], events: int, moves: int) -> Timeline:
    def column(name: str, dtype: type[np.generic], length: int) -> npt.NDArray[Any]:
        values = np.asarray(data[name], dtype=dtype)
        if values.shape != (length,):
            raise ValueError(f"the {name} column has the wrong length")
        return values

    ints = {
        name: column(name, np.int32, events) for name in ("left", "right", "double", "ce", "solved")
    }
    move_events = column("move_events", np.int64, moves)
    if moves and (move_events.min() < 0 or move_events.max() >= events):
        raise ValueError("a move refers to an event that is not there")
    return Timeline(
        path=column("path", np.float64, events) / 100,
        move_events=move_events,
        stnb_factor=float(data["stnb_factor"]),
        **ints,
    )
