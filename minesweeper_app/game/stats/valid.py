"""What a result may hold before it is shown, written or summed: checked in one place.

A result comes from a game, from the journal of unsaved results or from the statistics
file, and the last two are files anything may have happened to. ``problem_of`` names the
first impossible value of a record (None if it is possible): a level name that does not
match its size (an "Expert" best on a 2x2 board), a time that is negative, infinite or
longer than anyone plays, counts SQLite cannot hold. A refused record never reaches the
writer thread (whose death once stopped all saving) nor the best times.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from minesweeper_app.engine import MAX_SIDE, Grade
from minesweeper_app.game.levels import LEVELS
from minesweeper_app.game.stats.records import GameRecord
from minesweeper_app.game.stats.schema import SqlValue, record_of_row

MAX_SECONDS = 10_000_000.0
"""About four months: no game was played longer."""
MAX_COUNT = 10_000_000
"""The most clicks or hints a game may claim (SQLite itself holds 2**63 - 1)."""
MAX_TEXT = 200


def _count(value: object, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


def problem_of(r: GameRecord) -> str | None:
    """The first impossible value of ``r`` in words (for the log), or None."""
    if not isinstance(r.finished_at, str) or len(r.finished_at) > MAX_TEXT:
        return "the finishing time is not a date"
    if not isinstance(r.level, str) or len(r.level) > MAX_TEXT:
        return "the level is not a name"
    sizes = (r.height, r.width, r.mines)
    if any(v is not None for v in sizes):
        if not (_count(r.height, 1, MAX_SIDE) and _count(r.width, 1, MAX_SIDE)):
            return f"the size {r.width}x{r.height} is not a board"
        assert r.height is not None and r.width is not None
        if not _count(r.mines, 1, r.height * r.width - 1):
            return f"{r.mines} mines do not fit {r.width}x{r.height}"
    level = LEVELS.get(r.level)
    standard = None if level is None else (level.height, level.width, level.mines)
    if standard is not None and r.height is not None and standard != sizes:
        return f"{r.level} is not {r.width}x{r.height}/{r.mines}"
    if isinstance(r.seconds, bool) or not isinstance(r.seconds, int | float):
        return "the time is not a number"
    if not (math.isfinite(r.seconds) and 0.0 <= r.seconds <= MAX_SECONDS):
        return f"the time {r.seconds!r} is impossible"
    if not _count(r.hints, 0, MAX_COUNT):
        return f"the hints {r.hints!r} are impossible"
    if r.clicks is not None and not _count(r.clicks, 0, MAX_COUNT):
        return f"the clicks {r.clicks!r} are impossible"
    if r.three_bv is not None:
        cells = (r.height or MAX_SIDE) * (r.width or MAX_SIDE)
        if not _count(r.three_bv, 0, cells):
            return f"the 3BV {r.three_bv!r} is impossible"
    if r.grade is not None and not isinstance(r.grade, Grade):
        return "the grade is unknown"
    if r.board_id is not None and (not isinstance(r.board_id, str) or len(r.board_id) > 10_000):
        return "the board id is not one"
    for name in ("won", "replay", "assisted", "has_moves"):
        if not isinstance(getattr(r, name), bool):
            return f"{name} is not true or false"
    return None


def possible_records(
    rows: Sequence[Sequence[SqlValue]], log: Callable[[str], None]
) -> tuple[list[GameRecord], int]:
    """The rows of the file that hold a possible game, and how many do not (each logged)."""
    out, bad = [], 0
    for row in rows:
        try:
            record: GameRecord | None = record_of_row(row)
        except (ValueError, TypeError, OverflowError):
            record = None
        problem = None if record is None else problem_of(record)
        if record is None or problem is not None:
            bad += 1
            log(f"row {row[0]!r} is impossible ({problem or 'unreadable'}); not shown")
            continue
        out.append(record)
    return out, bad
