"""The only code that calls ms-toollib, run in a child process.

ms-toollib (Rust) aborts the whole process on some bad input: a garbage or truncated
file, a player name with invalid UTF-8.  The parent (:mod:`.files`) runs this module as
``python -m minesweeper_app.game.replays.child read FILE`` and reads one JSON object from
its standard output, so an abort here becomes a clear message there and never takes the
game down.  Nothing here is imported by the game itself.
"""

from __future__ import annotations

import json
import sys
from typing import Any

# Mouse events as ms-toollib names them; "useful" levels of an event (what it changed).
FLAG_CHANGE, LEFT_OPEN, CHORD = 1, 2, 3
COVERED_CODE, FLAG_CODE = 10, 11

FORMATS = {".avf": "AvfVideo", ".rmv": "RmvVideo", ".mvf": "MvfVideo", ".evf": "EvfVideo"}


def _finite(x: float) -> float | None:
    return x if x == x and abs(x) != float("inf") else None


def read(path: str) -> dict[str, Any]:
    """Everything the game needs from a replay file, as plain JSON values."""
    import ms_toollib

    suffix = path[path.rfind(".") :].lower() if "." in path else ""
    video = getattr(ms_toollib, FORMATS[suffix])(path)
    video.parse()
    video.analyse()
    height, width, pix = int(video.row), int(video.column), int(video.pix_size)
    board = video.board
    mines = [[r, c] for r in range(height) for c in range(width) if board[r][c] == -1]
    events: list[list[Any]] = []
    moves: list[list[Any]] = []
    for e in video.events:
        if not e.event.is_mouse():
            continue
        mouse = e.event.unwrap_mouse()
        t = round(float(e.time), 4)
        events.append([t, str(mouse.mouse), int(mouse.x), int(mouse.y)])
        level = int(e.useful_level)
        if level == 0:
            continue
        row, col = int(mouse.y) // pix, int(mouse.x) // pix
        if not (0 <= row < height and 0 <= col < width):
            continue
        if level == FLAG_CHANGE:
            after = e.next_game_board
            flagged = after is not None and after.game_board[row][col] == FLAG_CODE
            moves.append([t, "flag" if flagged else "unflag", row, col])
        elif level == LEFT_OPEN:
            moves.append([t, "open", row, col])
        elif level == CHORD:
            moves.append([t, "chord", row, col])
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
        "events": events,
        "moves": moves,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "read":
        print("usage: child read FILE", file=sys.stderr)
        return 2
    try:
        result = read(argv[1])
    except Exception as exc:  # a Python-level failure of the library: say it in one line
        print(f"{type(exc).__name__}: {exc}".splitlines()[0], file=sys.stderr)
        return 3
    json.dump(result, sys.stdout, separators=(",", ":"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
