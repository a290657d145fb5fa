"""``replay info``'s summary for a person: what the file says, in words, one fact a line.

The JSON (``--json``) stays the tools' form; this is what a player or a ranking site's
volunteer reads to see whose game it is, how fast, and what the file claims about itself.
"""

from __future__ import annotations

from typing import Any

from minesweeper_app.game.replays.files import ReplayFile

FORMATS = {
    "avf": "Arbiter (.avf)",
    "evf": "Metasweeper (.evf)",
    "mvf": "Minesweeper Clone (.mvf)",
    "rmv": "Viennasweeper (.rmv)",
}
MODES = {
    0: "standard",
    1: "UPK",
    2: "cheat",
    3: "density",
    4: "Windows 7",
    5: "no-guess (competitive solvable)",
    6: "strong no-guess",
    7: "weak no-guess",
    8: "to-be-solvable",
    9: "strong guessable",
    10: "weak guessable",
}
"""EVF's (and ms-toollib's) game modes, as its specification names them."""
VALIDITY = {0: "valid", 1: "not valid", 3: "uncertain"}
"""ms-toollib's ``is_valid()``, the ranking sites' automatic check of an uploaded file."""
LEVELS = {(9, 9, 10): "Beginner", (16, 16, 40): "Intermediate", (16, 30, 99): "Expert"}


def _number(value: Any, digits: int = 3) -> str:
    return "-" if value is None else f"{float(value):.{digits}f}".rstrip("0").rstrip(".")


def time_line(replay: ReplayFile) -> str:
    """The time, and where the format's own convention gives another number, that one."""
    words = f"{_number(replay.seconds)} s (ms-toollib's time, from the first opening release)"
    score = replay.header.get("clone_score")
    if replay.format == "mvf" and score is not None:
        words += (
            f"; Clone's score in the file: {score:.2f} s (first press to last release),"
            f" shown by Clone as {score + 1:.2f} (its counter starts at 1, as Windows' did)"
        )
    return words


def describe(replay: ReplayFile) -> str:
    """The summary ``python -m minesweeper_app.replay info FILE`` prints."""
    h, w, mines = replay.height, replay.width, len(replay.mines)
    level = LEVELS.get((h, w, mines), "Custom")
    c = replay.counters
    rows = [
        ("format", f"{FORMATS.get(replay.format, replay.format)}, written by {replay.software}"),
        ("player", replay.player or "(no name)"),
        ("board", f"{level}: {w} columns x {h} rows, {mines} mines"),
        ("result", "won" if replay.completed else "not won"),
        ("time", time_line(replay)),
        (
            "3BV",
            f"{replay.bbbv} (solved {c.get('bbbv_solved', '-')}), 3BV/s {_number(c.get('bbbv_s'))}",
        ),
        (
            "clicks",
            f"left {replay.left}, right {replay.right}, double {replay.double}; "
            f"effective {c.get('ce', '-')} of {c.get('cl', '-')} (IOE {_number(c.get('ioe'))})",
        ),
        ("flags", str(c.get("flags", "-"))),
    ]
    head = replay.header
    mode = head.get("mode")
    if mode is not None:
        mode = int(mode)
        claims = [MODES.get(mode, f"mode {mode}") + f" (mode {mode})"]
        claims.append("official" if head.get("official") else "not official")
        claims.append("fair" if head.get("fair") else "not fair")
        check = head.get("valid")
        valid = VALIDITY.get(1 if check is None else int(check), str(check))
        rows.append(("claims", ", ".join(claims)))
        rows.append(("ranking check", f"{valid} (ms-toollib's is_valid, the sites' upload check)"))
    rows.append(("events", f"{len(replay.track)} mouse events, {len(replay.moves)} moves"))
    width = max(len(name) for name, _ in rows)
    return "\n".join([str(replay.path.name)] + [f"  {n:<{width}}  {v}" for n, v in rows])
