"""Reading the statistics: history, best times, summaries and top tens over the records.

Pure functions of the list of finished games (oldest first), which the store keeps in
memory, so the window never waits for the file to show them.
"""

from __future__ import annotations

import csv
import io
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path

from minesweeper_app.game import LEVELS
from minesweeper_app.game.levels import LevelName, standard_name
from minesweeper_app.game.safe_files import atomic_write
from minesweeper_app.game.stats.records import GameRecord, LevelSummary, Outcome
from minesweeper_app.game.wording.grades import grade_label
from minesweeper_app.i18n import translate

TOP_N = 10


def history(
    records: Sequence[GameRecord],
    limit: int | None = 200,
    *,
    name: LevelName | None = None,
    won: bool | None = None,
    outcome: Outcome | None = None,
) -> list[GameRecord]:
    """Most recent finished games first; ``name`` filters by level name ("Expert",
    "30x16/170"), ``won`` by won or not, ``outcome`` by how the game ended."""
    found = [
        r
        for r in reversed(records)
        if (name is None or r.name == name)
        and (won is None or r.won == won)
        and (outcome is None or r.outcome == outcome)
    ]
    return found if limit is None else found[:limit]


def best_times(records: Sequence[GameRecord]) -> dict[str, float]:
    """Fastest counted win per level key (no hints, not assisted, not a replay)."""
    best: dict[str, float] = {}
    for r in records:
        if r.counted and (r.level not in best or r.seconds < best[r.level]):
            best[r.level] = r.seconds
    return best


def level_names(records: Sequence[GameRecord]) -> list[LevelName]:
    """Names of the levels played: the standard ones first, then custom sizes."""
    names = {r.name for r in records}
    standard = [standard_name(lv) for lv in LEVELS if standard_name(lv) in names]
    return standard + sorted(names - set(standard))


def summaries(records: Sequence[GameRecord], recent: int = 30) -> dict[LevelName, LevelSummary]:
    """Played, won, abandoned, streaks, best time and recent winning times, per level.

    A game played on after an Undo ends again (recorded ``assisted``) as often as the
    player undoes; its first end, the loss, already counted it: it is one game played,
    however many undos. An abandoned game is played and not won (it ends a streak).
    """
    groups: dict[str, list[GameRecord]] = {}
    for r in records:
        groups.setdefault(r.name, []).append(r)
    out = {}
    for name in level_names(records):
        games = groups[name]
        played = [g for g in games if not g.assisted]
        best_streak = streak = 0
        for g in played:
            streak = streak + 1 if g.won else 0
            best_streak = max(best_streak, streak)
        counted = [g.seconds for g in games if g.counted]
        wins = [g.seconds for g in games if g.won and not g.replay]
        out[name] = LevelSummary(
            name=name,
            played=len(played),
            won=sum(g.won for g in played),
            abandoned=sum(g.abandoned for g in played),
            current_streak=streak,
            best_streak=best_streak,
            best_time=min(counted, default=None),
            recent_times=tuple(wins[-recent:]),
        )
    return out


def top_times(records: Sequence[GameRecord], name: LevelName, n: int = TOP_N) -> list[GameRecord]:
    """The ``n`` fastest counted wins of a level, fastest first."""
    wins = [r for r in records if r.counted and r.name == name]
    return sorted(wins, key=lambda r: (r.seconds, r.finished_at))[:n]


CSV_HEADER = [
    "finished_at",
    "level",
    "seconds",
    "won",
    "hints",
    "assisted",
    "replay",
    "3bv",
    "3bv_per_s",
    "clicks",
    "grade",
    "board_id",
    "outcome",
]


def export_csv(target: Path, records: Sequence[GameRecord]) -> str | None:
    """Write games as CSV (for a spreadsheet), atomically; a message if it cannot be written."""
    text = io.StringIO(newline="")
    writer = csv.writer(text)
    writer.writerow(CSV_HEADER)
    for r in records:
        rate = r.bv_per_second
        writer.writerow(
            [
                r.finished_at,
                r.name,
                f"{r.seconds:.3f}",
                int(r.won),
                r.hints,
                int(r.assisted),
                int(r.replay),
                "" if r.three_bv is None else r.three_bv,
                "" if rate is None else f"{rate:.3f}",
                "" if r.clicks is None else r.clicks,
                grade_label(r.grade) if r.grade else "",
                r.board_id or "",
                r.outcome,
            ]
        )
    try:
        atomic_write(target, text.getvalue().encode("utf-8"))
    except OSError as exc:
        return translate(
            "Statistics", "The history could not be exported to {file} ({detail})."
        ).format(file=target, detail=exc.strerror or exc)
    return None


class RecordQueries(ABC):
    """The store's reading methods, all over ``_records()`` (the games in memory, which
    the store keeps): a class, so that the store offers them under one name each."""

    @abstractmethod
    def _records(self) -> list[GameRecord]:
        """The finished games, oldest first."""

    def history(
        self,
        limit: int | None = 200,
        *,
        name: LevelName | None = None,
        won: bool | None = None,
        outcome: Outcome | None = None,
    ) -> list[GameRecord]:
        """Most recent finished games first; ``name`` filters by level name ("Expert",
        "30x16/170"), ``won`` by won or not, ``outcome`` by how the game ended."""
        return history(self._records(), limit, name=name, won=won, outcome=outcome)

    def best_times(self) -> dict[str, float]:
        return best_times(self._records())

    def level_names(self) -> list[LevelName]:
        return level_names(self._records())

    def summaries(self, recent: int = 30) -> dict[LevelName, LevelSummary]:
        return summaries(self._records(), recent)

    def top_times(self, name: LevelName, n: int = TOP_N) -> list[GameRecord]:
        return top_times(self._records(), name, n)

    def export_csv(self, target: Path, records: Sequence[GameRecord]) -> str | None:
        """Write games as CSV (for a spreadsheet); a message if the file cannot be written."""
        return export_csv(target, records)
