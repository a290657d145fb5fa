"""Recording every game live as a Metasweeper ``.evf`` replay, without risking the game.

The recorder child (``child record``, which alone touches ms-toollib) is started at the
first press and fed each press and release over a pipe the moment it happens, each with
the game's time (its clock stands still while the game is paused), and the replay is
saved with those times: its time is the game's.  Lines go to the child through a writer
thread, so the game never waits for the child, even when it falls behind (a resumed kept
game sends thousands of moves at once, more than a pipe holds); if the child dies, the
game goes on unrecorded and :attr:`LiveRecorder.problem` says why.
"""

from __future__ import annotations

import errno
import json
import queue
import subprocess
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO

from minesweeper_app.engine import Cell, bv_per_second
from minesweeper_app.game.replays.files import child_command, child_cwd, child_env
from minesweeper_app.game.yielding import Yielder
from minesweeper_app.i18n import translate

PIXELS = 16
"""Cell size written into the replay (the players' programs draw at this size)."""

LEVEL_TAGS = {(9, 9, 10): "Beg", (16, 16, 40): "Int", (16, 30, 99): "Exp"}


def replay_name(
    height: int,
    width: int,
    mines: int,
    seconds: float,
    three_bv: int,
    won: bool,
    player: str,
    *,
    standard: bool = False,
) -> str:
    """A file name as Metasweeper names its replays: level, time, 3BV, 3BV/s, player;
    "_Standard" before the player for a game played to the Standard rules."""
    tag = LEVEL_TAGS.get((height, width, mines), f"Cus_{width}x{height}_{mines}")
    rate = (bv_per_second(three_bv, seconds) or 0.0) if won else 0.0
    safe_player = "".join(ch for ch in player if ch.isalnum() or ch in " -_") or "player"
    result = ("" if won else "_lost") + ("_Standard" if standard else "")
    return f"{tag}_{seconds:.2f}_3BV={three_bv}_3BVs={rate:.2f}{result}_{safe_player}.evf"


_YIELD_EVERY_S = 0.002
"""How often the writer lets the window's thread run while it works out a long run of
events (``game/yielding.py``)."""

Button = tuple[str, Cell, float]
"""A button event of the replay: ("lc", "lr", "rc" or "rr"), the cell, the game's seconds."""


def _step_command(
    event: str, cell: Cell, seconds: float, within: tuple[float, float] | None = None
) -> dict[str, object]:
    step: dict[str, object] = {"op": "step", "e": event, "row": cell[0], "col": cell[1]}
    step["t"] = max(0, round(seconds * 1000))
    if within is not None:
        step["within"] = [round(within[0], 3), round(within[1], 3)]
    return step


class LiveRecorder:
    """One game's replay, recorded by a child process as the player plays."""

    def __init__(self, height: int, width: int, *, command: Sequence[str] | None = None) -> None:
        """``command`` starts the child (tests pass one that fails); default: ``child record``."""
        self.height = height
        self.width = width
        self._command = list(command) if command is not None else child_command("record")
        self.problem: str | None = None
        self._child: subprocess.Popen[bytes] | None = None
        self._finished = False
        self._lines: queue.SimpleQueue[Mapping[str, object] | Iterable[Button] | None] = (
            queue.SimpleQueue()
        )
        """Commands for the writer thread, which also encodes them, or runs of button events
        it works out and encodes (``buttons``): a resumed or caught-up big game sends
        thousands at once, and making them held the window's thread."""
        self._writer: threading.Thread | None = None
        self._broken = False
        """Set by the writer thread when the pipe fails; turned into :attr:`problem` here."""
        self._sends = 0

    @property
    def recording(self) -> bool:
        return (
            self._child is not None
            and self.problem is None
            and not self._broken
            and not self._finished
        )

    def _send(self, command: Mapping[str, object] | Iterable[Button]) -> None:
        if self._finished or self.problem is not None:
            return
        if self._child is None:
            try:
                self._child = subprocess.Popen(
                    self._command,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                    env=child_env(),
                    cwd=child_cwd(),
                )
            except OSError as exc:
                self.problem = translate(
                    "Replays", "The replay recorder could not start: {error}."
                ).format(error=exc)
                return
            self._send({"op": "new", "height": self.height, "width": self.width, "pixels": PIXELS})
            stdin = self._child.stdin
            assert stdin is not None  # Popen was given stdin=PIPE
            self._writer = threading.Thread(
                target=self._write_lines, args=(stdin,), name="replay-recorder", daemon=True
            )
            self._writer.start()
        self._sends += 1
        # Whether the child is still there is a system call: asked every 256 commands (a
        # resumed big game sends thousands at once); a pipe it left breaks the writer anyway.
        if self._broken or (self._sends % 256 == 1 and self._child.poll() is not None):
            self.problem = translate(
                "Replays", "The replay recorder stopped; this game is not recorded."
            )
            return
        self._lines.put(command)

    def _write_lines(self, stdin: IO[bytes]) -> None:
        """The writer thread: every queued line in order, one flush per run of lines; ends
        at ``None`` or when the pipe fails."""
        encode = json.JSONEncoder().encode

        def write(item: Mapping[str, object] | Iterable[Button]) -> None:
            if isinstance(item, Mapping):
                stdin.write(encode(item).encode() + b"\n")
                return
            # A run is thousands of events of pure Python: the window's thread, which
            # may be handling the game's last click meanwhile, gets the interpreter
            # every couple of milliseconds instead of every switch interval.
            let_in = Yielder(_YIELD_EVERY_S)
            for n, (event, cell, seconds) in enumerate(item):
                stdin.write(encode(_step_command(event, cell, seconds)).encode() + b"\n")
                if n % 64 == 63:
                    let_in()

        try:
            while (item := self._lines.get()) is not None:
                write(item)
                while True:
                    try:
                        item = self._lines.get_nowait()
                    except queue.Empty:
                        break
                    if item is None:
                        stdin.flush()
                        return
                    write(item)
                stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._broken = True

    def _stop_writer(self, timeout: float) -> bool:
        """Let the writer send what is queued and end; False if it did not in ``timeout``."""
        self._lines.put(None)
        writer, self._writer = self._writer, None
        if writer is None:
            return True
        writer.join(timeout)
        return not writer.is_alive()

    def _step(
        self, event: str, cell: Cell, seconds: float, within: tuple[float, float] | None = None
    ) -> None:
        self._send(_step_command(event, cell, seconds, within))

    def buttons(self, events: Iterable[Button]) -> None:
        """Many button events at once, as ``(event, cell, seconds)`` ("lc", "lr", "rc",
        "rr"), worked out lazily: the writer thread runs through ``events``, so a caught-up
        game's thousands of moves cost the window's thread nothing. ``events`` must not
        depend on anything that changes afterwards (take copies)."""
        self._send(events)

    def press(self, button: str, cell: Cell, seconds: float) -> None:
        """A button pressed ("l" or "r") on a cell at the game's ``seconds``."""
        self._step(f"{button}c", cell, seconds)

    def release(self, button: str, cell: Cell, seconds: float) -> None:
        self._step(f"{button}r", cell, seconds)

    def move(self, cell: Cell, seconds: float, within: tuple[float, float] | None = None) -> None:
        """The pointer moved on a cell (the replay's mouse path): ``within`` is where in the
        cell, (down, across) as fractions of its side; the centre if not given."""
        self._step("mv", cell, seconds, within)

    def set_board(self, mines: Iterable[Cell]) -> None:
        """The board, known only after the first press (it is created for that click)."""
        self._send({"op": "board", "mines": [[r, c] for r, c in mines]})

    def save(
        self,
        path: Path,
        player: str,
        software: str,
        timeout: float = 10.0,
        claims: Mapping[str, object] | None = None,
    ) -> Path:
        """Write the finished game's replay atomically; raises OSError with the reason.

        ``claims``: the header's mode, fair, official and question-mark bits
        (``game.rules.evf_claims``); without them the file claims nothing.
        Blocks until the child has written the file: call it off the GUI thread.
        """
        if self._broken and self.problem is None:
            self.problem = translate(
                "Replays", "The replay recorder stopped; this game is not recorded."
            )
        if self._child is None or self.problem is not None:
            raise OSError(self.problem or translate("Replays", "Nothing was recorded."))
        self._send(
            {
                "op": "save",
                "path": str(Path(path).resolve()),
                "player": player,
                "software": software,
                "claims": dict(claims or {}),
            }
        )
        self._finished = True
        child = self._child
        try:
            if not self._stop_writer(timeout):
                raise subprocess.TimeoutExpired(self._command, timeout)
            out, _ = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            raise OSError(
                translate("Replays", "The replay recorder did not answer in time.")
            ) from None
        lines = out.decode("utf-8", "replace").strip().splitlines()
        try:
            answer = json.loads(lines[-1]) if lines else {}
        except ValueError:
            answer = {}
        if not answer.get("ok"):
            reason = _reason(answer, child.returncode)
            raise OSError(
                translate("Replays", "The replay was not saved: {reason}.").format(reason=reason)
            )
        return Path(str(answer["path"]))

    def abandon(self) -> None:
        """Stop recording (a new game, or the window closes); nothing is written."""
        self._finished = True
        child, self._child = self._child, None
        if child is not None:
            child.kill()  # a writer blocked on a full pipe fails at once and ends
            child.wait()
            self._stop_writer(1.0)
            try:
                if child.stdin is not None:
                    child.stdin.close()
            except (OSError, ValueError):
                pass


def _reason(answer: dict[str, object], status: int | None) -> str:
    """Why the child did not save, in the player's language (the child speaks English)."""
    code = answer.get("errno")
    if answer.get("cause") == "not_over":
        return translate("Replays", "the game is not over")
    if code in (errno.ENOSPC, errno.EDQUOT):
        return translate("Replays", "the disk is full")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return translate("Replays", "the folder is read-only")
    if answer.get("error"):
        return str(answer["error"])
    return translate("Replays", "the recorder stopped (status {code})").format(code=status)
