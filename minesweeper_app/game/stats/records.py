"""What the statistics remember of a game, and the compact form of its moves."""

from __future__ import annotations

import datetime as dt
import enum
import struct
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from minesweeper_app.engine import Grade, bv_per_second
from minesweeper_app.game import LEVELS, MOVE_ACTIONS, Move
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.levels import UNSIZED, LevelName, standard_name


class Outcome(enum.StrEnum):
    """How a recorded game ended, as the statistics file stores it (schema version 3)."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"
    """Left in progress: counted as played, never as won."""


@dataclass(frozen=True)
class GameRecord:
    """One finished game. ``game_id`` is None while it waits to be saved."""

    finished_at: str
    level: str
    seconds: float
    won: bool
    hints: int
    height: int | None = None
    width: int | None = None
    mines: int | None = None
    three_bv: int | None = None
    clicks: int | None = None
    grade: Grade | None = None
    board_id: str | None = None
    replay: bool = False
    assisted: bool = False
    has_moves: bool = False
    abandoned: bool = False
    """Left in progress (a lost game that was never finished)."""
    game_id: int | None = None

    @property
    def outcome(self) -> Outcome:
        return Outcome.WON if self.won else Outcome.ABANDONED if self.abandoned else Outcome.LOST

    @property
    def name(self) -> LevelName:
        """The level the statistics file this game under ("Beginner", custom sizes
        "30x16/170"); data, not words: ``level_title`` turns it into the player's language."""
        return level_name(self.level, self.height, self.width, self.mines)

    @property
    def counted(self) -> bool:
        """Whether the game can set a best time: won alone, not a replay."""
        return self.won and self.hints == 0 and not self.assisted and not self.replay

    @property
    def bv_per_second(self) -> float | None:
        """3BV per second of a won game (a lost game did not clear its 3BV)."""
        if not self.won or self.three_bv is None:
            return None
        return bv_per_second(self.three_bv, self.seconds)


def record_of(game: FinishedGame, finished_at: dt.datetime) -> GameRecord:
    """The row a finished game becomes (without its moves, which are stored beside it)."""
    level = game.level
    return GameRecord(
        finished_at=finished_at.isoformat(timespec="seconds"),
        level=level.key,
        seconds=float(game.seconds),
        won=bool(game.won),
        hints=int(game.hints),
        height=level.height,
        width=level.width,
        mines=level.mines,
        three_bv=game.three_bv,
        clicks=game.clicks,
        grade=game.grade,
        board_id=game.board_id,
        replay=bool(game.replay),
        assisted=bool(game.assisted),
        has_moves=game.moves is not None,
        abandoned=bool(game.abandoned),
    )


def level_name(level: str, height: int | None, width: int | None, mines: int | None) -> LevelName:
    """The key games are grouped by (shown only through ``level_title``): a standard
    level by its name only when the size is its size (a 2x2 game called
    "expert" is no Expert game); custom sizes as "WxH/M"."""
    standard = LEVELS.get(level)
    if standard is not None and (
        height is None
        or (standard.height, standard.width, standard.mines) == (height, width, mines)
    ):
        return standard_name(level)
    if height is None or width is None or mines is None:
        return UNSIZED
    return LevelName(f"{width}x{height}/{mines}")


@dataclass(frozen=True)
class LevelSummary:
    name: LevelName
    played: int
    won: int
    current_streak: int
    best_streak: int
    best_time: float | None
    abandoned: int = 0
    """Of the games played, those left in progress (not won)."""
    recent_times: tuple[float, ...] = field(default=())
    """Winning times of the last games, oldest first (for the chart)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


_MOVES_VERSION = 1


def encode_moves(moves: Iterable[Move]) -> bytes:
    """Moves as a small blob: per move action, row, column and the time step in ms."""
    out = bytearray([_MOVES_VERSION])
    last = 0
    for m in moves:
        ms = max(last, round(m.seconds * 1000))
        out += struct.pack("BBB", MOVE_ACTIONS.index(m.action), m.cell[0], m.cell[1])
        _varint(out, ms - last)
        last = ms
    return zlib.compress(bytes(out), 9)


def decode_moves(blob: bytes) -> list[Move]:
    """Inverse of ``encode_moves``; ValueError if the blob is not one."""
    try:
        data = zlib.decompress(blob)
    except zlib.error as exc:
        raise ValueError(f"The stored moves cannot be read ({exc}).") from None
    if not data or data[0] != _MOVES_VERSION:
        raise ValueError("The stored moves are in an unknown format.")
    moves: list[Move] = []
    i, ms = 1, 0
    while i < len(data):
        if i + 3 > len(data) or data[i] >= len(MOVE_ACTIONS):
            raise ValueError("The stored moves are damaged.")
        action, row, col = data[i], data[i + 1], data[i + 2]
        i += 3
        step, shift = 0, 0
        while True:
            if i >= len(data):
                raise ValueError("The stored moves are damaged.")
            byte = data[i]
            i += 1
            step |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        ms += step
        moves.append(Move(MOVE_ACTIONS[action], (row, col), ms / 1000.0))
    return moves


def _varint(out: bytearray, n: int) -> None:
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
