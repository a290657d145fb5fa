"""The only code that calls ms-toollib, run in a child process.

ms-toollib (Rust) aborts the whole process on some bad input: a garbage or truncated
file, a player name with invalid UTF-8.  The parent (:mod:`.files`) runs this file as
``python child.py read FILE`` (no package import) and reads one JSON object from
its standard output, so an abort here becomes a clear message there and never takes the
game down.  Nothing here is imported by the game itself.
"""

from __future__ import annotations

import contextlib
import json
import sys
from typing import Any

# Mouse events as ms-toollib names them; "useful" levels of an event (what it changed).
FLAG_CHANGE, LEFT_OPEN, CHORD = 1, 2, 3
COVERED_CODE, FLAG_CODE = 10, 11

TIMELINE = ("path", "left", "right", "double", "ce", "solved")
"""Per mouse event, as ms-toollib counts them up to it: cursor path (in hundredths of a
pixel), clicks, effective clicks and 3BV solved; the player's live counters come from these.
Event times are sent in whole milliseconds: integers cost the pipe and JSON far less."""
inf = float("inf")

FORMATS = {".avf": "AvfVideo", ".rmv": "RmvVideo", ".mvf": "MvfVideo", ".evf": "EvfVideo"}


def _finite(x: float) -> float | None:
    return x if x == x and abs(x) != float("inf") else None


def lenient_rmv(raw: bytes) -> bytes | None:
    """``raw`` with its player fields (name, nickname, country, token) made valid UTF-8
    when the file says they are UTF-8 but they are not, else None.

    The RMV spec makes those fields UTF-8 (always in v2, by a property in v1) and
    ms-toollib refuses the whole file otherwise; the board and the clicks are intact, so
    the bad bytes become U+FFFD instead. Fields the file does not declare UTF-8 are left
    to ms-toollib, which guesses their code page (a GBK name reads right that way).
    """
    be = int.from_bytes
    try:
        if raw[:4] != b"*rmv":
            return None
        version = be(raw[4:6], "big")
        at = 8 if version >= 2 else 6
        size_at = at  # the whole file's size, u32
        at += 4
        result = be(raw[at : at + 2], "big") if version == 1 else 0
        at += 2 if version == 1 else 0
        version_info = be(raw[at : at + 2], "big")
        player_size_at = at + 2
        preflags, properties = be(raw[at + 6 : at + 8], "big"), be(raw[at + 8 : at + 10], "big")
        at += 10 + (2 if version >= 2 else 0) + 6
        at += (max(result, 3) if version == 1 else 0) + version_info
        count = be(raw[at : at + 2], "big")
        fields_at = at = at + 2
        fields = []
        for _ in range(min(count, 4)):
            fields.append(raw[at + 1 : at + 1 + raw[at]])
            at += 1 + raw[at]
        fields_end = at
        at += 8 + 2 * be(raw[at + 6 : at + 8], "big")  # time, width, height, mines, mines
        if preflags > 0:
            at += 2 + 2 * be(raw[at : at + 2], "big")
        utf8 = version >= 2 or (properties > 4 and raw[at + 4] == 1)
    except IndexError:
        return None  # too short: ms-toollib says so itself
    if not utf8 or all(_is_utf8(f) for f in fields):
        return None
    mended = [f.decode("utf-8", "replace").encode("utf-8")[:255] for f in fields]
    block = b"".join(bytes([len(f)]) + f for f in mended)
    out = bytearray(raw[:fields_at] + block + raw[fields_end:])
    out[player_size_at : player_size_at + 2] = (2 + len(block)).to_bytes(2, "big")
    out[size_at : size_at + 4] = len(out).to_bytes(4, "big")
    return bytes(out)


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def read(path: str) -> dict[str, Any]:
    """Everything the game needs from a replay file, as plain JSON values."""
    import ms_toollib

    suffix = path[path.rfind(".") :].lower() if "." in path else ""
    mended = None
    video: Any
    if suffix == ".rmv":
        with open(path, "rb") as f:
            mended = lenient_rmv(f.read())
    if mended is not None:
        video = ms_toollib.RmvVideo(file_name=path, raw_data=list(mended))
    else:
        video = getattr(ms_toollib, FORMATS[suffix])(path)
    video.parse()
    # EVF's own claims, read before analyse(), which sets official = fair = completed.
    claimed = {"official": bool(video.is_official), "fair": bool(video.is_fair)}
    video.analyse()
    height, width, pix = int(video.row), int(video.column), int(video.pix_size)
    board = video.board
    mines = [[r, c] for r in range(height) for c in range(width) if board[r][c] == -1]
    track: dict[str, list[Any]] = {"t": [], "kind": [], "x": [], "y": []}
    times, kinds, xs, ys = track["t"], track["kind"], track["x"], track["y"]
    moves: list[list[Any]] = []
    columns: dict[str, list[Any]] = {name: [] for name in TIMELINE}
    paths, counted = columns["path"], [columns[name] for name in TIMELINE[1:]]
    counts: tuple[int, ...] = (0, 0, 0, 0, 0)
    move_events: list[int] = []
    for e in video.events:
        event = e.event  # each getter builds a new object: ask once
        if not event.is_mouse():
            continue
        mouse = event.unwrap_mouse()
        ms = round(e.time * 1000)
        kind, x, y = mouse.mouse, mouse.x, mouse.y
        times.append(ms)
        kinds.append(kind)
        xs.append(x)
        ys.append(y)
        paths.append(round(e.path * 100))
        if kind != "mv":  # a move of the pointer counts nothing: reuse the last counts
            k = e.key_dynamic_params
            counts = (k.left, k.right, k.double, k.lce + k.rce + k.dce, k.bbbv_solved)
        for column, value in zip(counted, counts, strict=True):
            column.append(value)
        if kind == "mv":
            continue
        t = ms / 1000
        level = int(e.useful_level)
        row, col = y // pix, x // pix
        if level == 0 or not (0 <= row < height and 0 <= col < width):
            continue
        if level == FLAG_CHANGE:
            after = e.next_game_board
            flagged = after is not None and after.game_board[row][col] == FLAG_CODE
            moves.append([t, "flag" if flagged else "unflag", row, col])
        elif level == LEFT_OPEN:
            moves.append([t, "open", row, col])
        elif level == CHORD:
            moves.append([t, "chord", row, col])
        else:
            continue
        move_events.append(len(times) - 1)
    video.current_time = 1e9  # the counters at the end of the game
    counters = {
        "bbbv_solved": int(video.bbbv_solved),
        "bbbv_s": _finite(float(video.bbbv_s)),
        "cl": int(video.cl),
        "ce": int(video.ce),
        "ioe": _finite(float(video.ioe)),
        "rqp": _finite(float(video.rqp)),
        "zini": int(video.zini),
        "stnb": _finite(float(video.stnb)),
        "corr": _finite(float(video.corr)),
        "thrp": _finite(float(video.thrp)),
        "path": _finite(float(video.path)),
        "flags": int(video.flag),
    }
    return {
        "format": suffix[1:],
        "height": height,
        "width": width,
        "mines": mines,
        "bbbv": int(video.bbbv),
        "time": float(video.rtime),
        "left": int(video.left),
        "right": int(video.right),
        "double": int(video.double),
        "player": str(video.player_identifier),
        "software": str(video.software),
        "completed": bool(video.is_completed),
        "pixels": pix,
        "counters": counters,
        "events": track,
        "moves": moves,
        "timeline": {**columns, "move_events": move_events, "stnb_factor": _stnb_factor(video)},
        "header": _header(video, path, suffix, claimed if suffix == ".evf" else None),
    }


def _header(video: Any, path: str, suffix: str, claimed: dict[str, bool] | None) -> dict[str, Any]:
    """What the file says of its own game: ms-toollib's mode number (0 standard, 5 no-guess
    "competitive solvable", ...), its official/fair bits (``claimed``: an EVF's header;
    other formats have none, and ms-toollib takes them from "completed"), its ranking
    check (``is_valid``: 0 valid, 1 not, 3 uncertain) and, for Minesweeper Clone, the
    score in its header."""
    header: dict[str, Any] = {
        "mode": int(video.mode),
        "official": bool(video.is_official),
        "fair": bool(video.is_fair),
        **(claimed or {}),
        "valid": int(video.is_valid()),
    }
    if suffix == ".mvf":
        header["clone_score"] = clone_score(path)
    return header


def clone_score(path: str) -> float | None:
    """Minesweeper Clone 0.97's own time: seconds and hundredths at bytes 83-85 (after the
    magic, the version '5' at 27 and the date), from the first press to the last release."""
    with open(path, "rb") as f:
        head = f.read(86)
    if len(head) < 86 or head[:2] != b"\x11\x4d" or head[27:28] != b"5":
        return None
    return int.from_bytes(head[83:85], "big") + head[85] / 100


def _stnb_factor(video: Any) -> float:
    """The level's constant c in STNB = c * solved / time**1.7 * sqrt(solved / 3BV).

    ms-toollib knows c only for the standard levels (0 elsewhere); it is read back from
    its final STNB, so the live counter of the player agrees with it at the end.
    """
    solved, bbbv, seconds = int(video.bbbv_solved), int(video.bbbv), float(video.rtime)
    stnb = float(video.stnb)
    if solved <= 0 or bbbv <= 0 or seconds <= 0 or stnb != stnb or stnb in (inf, -inf):
        return 0.0
    return float(stnb * seconds**1.7 / solved / (solved / bbbv) ** 0.5)


READY, PLAYING, WIN, LOSS, PRE_FLAGGING = 1, 2, 3, 4, 5
BUTTONS = frozenset({"mv", "lc", "lr", "rc", "rr"})
RECORDER_NICENESS = 10
"""The live recorder runs this much nicer than the game (a step is tiny work, so its
timing does not suffer)."""

EVF_KINDS = {"mv": 1, "lc": 2, "lr": 3, "rc": 4, "rr": 5, "mc": 6, "mr": 7, "pf": 8, "cc": 9}
EVF_FIRST_KINDS = frozenset({"mv", "lc", "rc", "pf"})
EVF_RTIME = slice(12, 16)
"""Where an EVF v4 header keeps the game's time in ms (after version, flags, size, mines,
cell size, mode and 3BV)."""


class GameTimes:
    """The game's own time of every event ms-toollib kept, sent by the parent.

    ms-toollib stamps each step with its own clock, which runs on while the game is paused
    and while the board is made; the parent's stamps come from the game's clock, so the
    saved replay's events and time are the game's.
    """

    def __init__(self) -> None:
        self.stamps: list[int] = []
        self.start: int | None = None
        self.end: int | None = None
        self.complete = True
        """False once a step came without a stamp: the library's own times are kept."""

    def stepped(self, before: int, after: int, ms: int | None) -> None:
        if after == READY:  # ms-toollib forgets the events of a board not yet started
            self.stamps.clear()
            return
        if ms is None:
            self.complete = False
            return
        ms = max(ms, self.stamps[-1]) if self.stamps else max(ms, 0)
        self.stamps.append(ms)
        started = before in (READY, PRE_FLAGGING)
        if started and after in (PLAYING, WIN, LOSS):
            self.start = ms
        if after in (WIN, LOSS):
            self.end = ms

    def retime(self, raw: bytes, events: list[tuple[int, str, int, int]], rtime: int) -> bytes:
        """``raw`` (ms-toollib's EVF v4) with the game's times, or ``raw`` itself when its
        layout is not the one expected (then the file is the library's, untouched)."""
        if not self.complete or self.start is None or self.end is None:
            return raw
        if len(events) != len(self.stamps) or raw[EVF_RTIME] != rtime.to_bytes(4, "big"):
            return raw
        tail = b"\x00\x00\x00"  # the end of the events, then an empty checksum
        theirs = _evf_events(events)
        if theirs is None or not raw.endswith(theirs + tail):
            return raw
        first = self.stamps[0]
        ours = _evf_events(
            [(ms - first, *event[1:]) for ms, event in zip(self.stamps, events, strict=True)]
        )
        if ours is None:
            return raw
        head = bytearray(raw[: len(raw) - len(theirs) - len(tail)])
        head[EVF_RTIME] = (self.end - self.start).to_bytes(4, "big")
        return bytes(head) + ours + tail


def _evf_events(events: list[tuple[int, str, int, int]]) -> bytes | None:
    """Mouse events ``(ms, kind, x, y)`` as EVF v4 writes them: the first whole, each next
    as a time step (a pause record for steps over 255 ms) and a move from the last."""
    if not events or events[0][1] not in EVF_FIRST_KINDS or not 0 <= events[0][0] <= 255:
        return None
    ms, kind, x, y = events[0]
    out = bytearray([EVF_KINDS[kind], ms, *x.to_bytes(2, "big"), *y.to_bytes(2, "big")])
    last_ms, last_x, last_y = ms, x, y
    for ms, kind, x, y in events[1:]:
        if kind not in EVF_KINDS:
            continue
        step = ms - last_ms
        if step < 0:
            return None
        while step > 255:
            pause = min(step, 65535)
            out += bytes([255]) + pause.to_bytes(2, "big")
            step -= pause
        out += bytes([EVF_KINDS[kind], step])
        out += (x - last_x).to_bytes(2, "big", signed=True)
        out += (y - last_y).to_bytes(2, "big", signed=True)
        last_ms, last_x, last_y = ms, x, y
    return bytes(out)


def _mouse_events(video: Any) -> list[tuple[int, str, int, int]]:
    events = []
    for e in video.events:
        event = e.event
        if event.is_mouse():
            mouse = event.unwrap_mouse()
            events.append((round(e.time * 1000), str(mouse.mouse), int(mouse.x), int(mouse.y)))
    return events


def _write(path: str, data: bytes) -> None:
    """Replace ``path`` with ``data`` at once (temporary file, fsync, rename)."""
    import os

    temp = f"{path}.part{os.getpid()}"
    try:
        with open(temp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):  # a full disk leaves an empty part file
            os.remove(temp)
        raise


def record(lines: Any, out: Any) -> int:
    """Record a game live: one JSON command per line, each stepped as it arrives.

    Commands: ``{"op": "new", "height", "width", "pixels"}`` first; ``{"op": "step", "e",
    "row", "col", "t"}`` with ``e`` one of mv/lc/lr/rc/rr and ``t`` the game's time in ms;
    ``{"op": "board", "mines"}`` after the first press (a no-guess board exists only then);
    ``{"op": "save", "path", "player", "software"}`` last, answered with one JSON line.
    Events the recorder would not accept (after the end, off the board) are dropped here,
    since ms-toollib aborts on them.
    """
    import os

    import ms_toollib

    # The window comes first: the step that ends a 99x99 game costs ms-toollib real work,
    # at the moment the window shows the end (on two busy cores they compete).
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(RECORDER_NICENESS)
    video: Any = None
    times = GameTimes()
    height = width = pixels = 0
    for line in lines:
        cmd = json.loads(line)
        op = cmd.get("op")
        if op == "new":
            height, width = int(cmd["height"]), int(cmd["width"])
            pixels = int(cmd.get("pixels", 16))
            video = ms_toollib.BaseVideo([[0] * width for _ in range(height)], pixels)
            times = GameTimes()
        elif video is None:
            continue
        elif op == "step":
            row, col, e = int(cmd["row"]), int(cmd["col"]), str(cmd["e"])
            before = int(video.game_board_state)
            live = before in (READY, PLAYING, PRE_FLAGGING)
            if live and e in BUTTONS and 0 <= row < height and 0 <= col < width:
                down, across = _within(cmd.get("within"), pixels)
                video.step(e, (row * pixels + down, col * pixels + across))
                ms = cmd.get("t")
                times.stepped(before, int(video.game_board_state), None if ms is None else int(ms))
        elif op == "board":
            board = [[0] * width for _ in range(height)]
            for r, c in cmd["mines"]:
                board[r][c] = -1
            for r in range(height):
                for c in range(width):
                    if board[r][c] != -1:
                        board[r][c] = sum(
                            1
                            for rr in range(max(r - 1, 0), min(r + 2, height))
                            for cc in range(max(c - 1, 0), min(c + 2, width))
                            if board[rr][cc] == -1
                        )
            if int(video.game_board_state) in (READY, PRE_FLAGGING):
                video.board = board
        elif op == "save":
            if int(video.game_board_state) not in (WIN, LOSS):
                answer = {"ok": False, "error": "the game is not over", "cause": "not_over"}
                out.write(json.dumps(answer) + "\n")
                return 1
            video.player_identifier = str(cmd.get("player", ""))
            video.software = str(cmd.get("software", ""))
            _claim(video, cmd.get("claims") or {})
            video.generate_evf_v4_raw_data()
            raw = bytes(video.raw_data)
            data = with_digest(times.retime(raw, _mouse_events(video), int(video.rtime_ms)))
            final = str(cmd["path"])
            try:
                _write(final, data)
            except OSError as exc:
                reason = exc.strerror or str(exc)
                # The parent words the cause in the player's language from the errno.
                out.write(json.dumps({"ok": False, "error": reason, "errno": exc.errno}) + "\n")
                return 1
            out.write(json.dumps({"ok": True, "path": final}) + "\n")
            out.flush()
            return 0
    return 0


def _within(within: Any, pixels: int) -> tuple[int, int]:
    """Pixels into the cell for a position given as fractions (the centre without one)."""
    try:
        down, across = (min(pixels - 1, max(0, int(float(f) * pixels))) for f in within)
    except (TypeError, ValueError):
        return pixels // 2, pixels // 2
    return down, across


def _claim(video: Any, claims: dict[str, Any]) -> None:
    """The header's claims the parent worked out (game/rules.py); ms-toollib sets
    *completed* and *no flags* itself. Unknown keys are ignored; missing ones claim
    nothing (not fair, not official), as a game with help must not claim."""
    video.mode = int(claims.get("mode", 0))
    video.is_official = bool(claims.get("official", False))
    video.is_fair = bool(claims.get("fair", False))
    video.use_question = bool(claims.get("question_marks", False))


def with_digest(data: bytes) -> bytes:
    """``data`` (EVF v4, empty checksum) with the SHA-256 of everything before the checksum
    in its checksum field. It proves the file whole, not who wrote it: anyone can compute
    it, unlike Metasweeper's own keyed checksum, which is not public."""
    import hashlib

    if not data.endswith(b"\x00\x00"):
        return data
    body = data[:-2]
    digest = hashlib.sha256(body).digest()
    return body + len(digest).to_bytes(2, "big") + digest


def main(argv: list[str]) -> int:
    if argv == ["record"]:
        return record(sys.stdin, sys.stdout)
    if len(argv) != 2 or argv[0] != "read":
        print("usage: child read FILE | child record", file=sys.stderr)
        return 2
    try:
        result = read(argv[1])
    except Exception as exc:  # a Python-level failure of the library: say it in one line
        print(f"{type(exc).__name__}: {exc}".splitlines()[0], file=sys.stderr)
        return 3
    # One write: json.dump's many small ones cost the parent a wake-up each.
    sys.stdout.buffer.write(json.dumps(result, separators=(",", ":")).encode())
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
