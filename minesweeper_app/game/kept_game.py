"""The game kept over a closed window: written whole, taken by one window, read with doubt.

``saved_game.json`` comes from disk, so anything may be in it (a damaged disk, an older
or newer version, a hand edit). ``kept_game_from_dict`` therefore checks every field's
type and range before using it (no huge, negative, infinite or deeply nested value gets
near the game) and then plays the kept moves again, as the player played them, through
the game's own rules on the kept mines: the position that comes out must be the kept one
and still in progress, and a board the creator made must be one a perfect player wins
without guessing. Anything else is :class:`KeptGameError`.

``take_kept_game`` renames the file before reading it, so of two windows started together
only one gets the game, and a file that cannot be moved (a read-only folder) is never
resumed at every start; a file that fails the checks is moved aside and named in a notice.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from minesweeper_app.engine import MAX_SIDE, Grade, Move, MoveAction, is_solvable
from minesweeper_app.engine.errors import Cancelled
from minesweeper_app.game.datadir import append_log
from minesweeper_app.game.json_value import Json
from minesweeper_app.game.levels import CUSTOM, LEVELS, Level
from minesweeper_app.game.model import FLAG_ACTIONS, Game, State
from minesweeper_app.game.safe_files import aside_name, atomic_write
from minesweeper_app.i18n import translate

SAVE_FILE = "saved_game.json"
FORMAT = 1

MAX_FILE_BYTES = 32 * 1024 * 1024
"""Far above a 128x128 game with every cell flagged and unflagged a dozen times."""
MAX_SECONDS = 10_000_000.0
"""About four months of play: more is not a time a game was played for."""
MAX_COUNT = 10_000_000
"""The most clicks or hints a kept game may claim."""
MOVES_PER_CELL = 4
"""A kept game may hold this many moves per cell (and at least ``MIN_MOVES``): far more
than any player makes, few enough that replaying them at start stays quick."""
MIN_MOVES = 10_000
KNOWN_SETTINGS = frozenset({"auto-open", "question-marks"})
"""``Game.settings_used``'s names (game/rules.py)."""
SOLVER_BUDGET = 2.0
"""Seconds the no-guess check may take at start; a board it cannot judge in time is
given the benefit of the doubt (the other checks still hold)."""

_ACTIONS = {action.value: action for action in MoveAction}


class KeptGameError(ValueError):
    """The kept game cannot be played on (the reason is for the log, in English)."""


def game_to_dict(game: Game) -> dict[str, Json]:
    """Everything needed to play on exactly where the player stopped: the moves as played
    (replayed at the next start) and the position they lead to (which checks them)."""
    if game.state is not State.PLAYING or game.mines is None or game.start_cell is None:
        raise ValueError("Only a game in progress can be saved.")
    level = game.level
    return {
        "format": FORMAT,
        "level": [level.key, level.height, level.width, level.mines],
        "values": game.values.astype(int).tolist(),
        "mines": sorted([int(r), int(c)] for r, c in game.mines),
        "start": [int(game.start_cell[0]), int(game.start_cell[1])],
        "questions": sorted([int(r), int(c)] for r, c in game.questions),
        "seconds": game.elapsed(),
        "moves": [[m.seconds, m.action.value, int(m.cell[0]), int(m.cell[1])] for m in game.moves],
        "clicks": game.clicks,
        "hints": game.hints_used,
        "assisted": game.assisted,
        "replay": game.replay,
        "grade": game.grade.name if game.grade is not None else None,
        "given": game.fixed_board is not None,
        "settings_used": sorted(game.settings_used),
        "standard": game.standard,
    }


# ------------------------------------------------------------------ field checks
def _int(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise KeptGameError(f"{name} {_short(value)} is not a whole number in [{low}, {high}]")
    return value


def _float(value: object, name: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise KeptGameError(f"{name} {_short(value)} is not a number")
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise KeptGameError(f"{name} {_short(value)} is not in [{low:g}, {high:g}]")
    return number


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise KeptGameError(f"{name} {_short(value)} is not true or false")
    return value


def _list(
    value: object, name: str, length: int | None = None, most: int = MAX_SIDE * MAX_SIDE
) -> list[object]:
    if not isinstance(value, list) or len(value) > most:
        raise KeptGameError(f"{name} is not a list (of at most {most})")
    if length is not None and len(value) != length:
        raise KeptGameError(f"{name} has {len(value)} entries, not {length}")
    return value


def _cell(value: object, name: str, level: Level) -> tuple[int, int]:
    r, c = _list(value, name, 2)
    return _int(r, f"{name} row", 0, level.height - 1), _int(
        c, f"{name} column", 0, level.width - 1
    )


def _short(value: object) -> str:
    text = repr(value) if not isinstance(value, list | dict) else type(value).__name__
    return text[:40]


def _level(value: object) -> Level:
    key, height, width, mines = _list(value, "level", 4)
    if not isinstance(key, str):
        raise KeptGameError("the level's name is not text")
    height = _int(height, "height", 1, MAX_SIDE)
    width = _int(width, "width", 1, MAX_SIDE)
    level = Level(key, height, width, _int(mines, "mines", 1, height * width - 1))
    if key in LEVELS:
        if LEVELS[key] != level:
            raise KeptGameError(f"the level {key} does not have the size {width}x{height}/{mines}")
    elif key != CUSTOM:
        raise KeptGameError(f"unknown level {key[:20]!r}")
    return level


def _moves(value: object, level: Level, seconds: float) -> list[Move]:
    moves, last = [], 0.0
    most = max(MIN_MOVES, MOVES_PER_CELL * level.height * level.width)
    for entry in _list(value, "moves", most=most):
        t, action, r, c = _list(entry, "a move", 4)
        t = _float(t, "a move's time", last, seconds + 1e-6)
        if not isinstance(action, str) or action not in _ACTIONS:
            raise KeptGameError(f"unknown move {_short(action)}")
        moves.append(Move(_ACTIONS[action], _cell([r, c], "a move's cell", level), t))
        last = t
    return moves


# ------------------------------------------------------------------ the game's own rules
def kept_game_from_dict(
    data: object, clock: Callable[[], float] = time.monotonic, *, budget: float = SOLVER_BUDGET
) -> Game:
    """The kept game, replayed move by move onto its board, at the second it was kept."""
    if not isinstance(data, dict):
        raise KeptGameError(f"the file holds {type(data).__name__}, not a kept game")
    if data.get("format") != FORMAT:
        raise KeptGameError(f"unknown format {_short(data.get('format'))}")
    try:
        level = _level(data["level"])
        start = _cell(data["start"], "the start", level)
        raw_mines = _list(data["mines"], "mines", level.mines)
        mines = frozenset(_cell(m, "a mine", level) for m in raw_mines)
        if len(mines) != level.mines or start in mines:
            raise KeptGameError("the mines do not fit the level and the start")
        rows = _list(data["values"], "values", level.height)
        values = [_list(row, "a row of values", level.width) for row in rows]
        board = np.array([[_int(v, "a cell", -3, 8) for v in row] for row in values], np.int8)
        questions = {_cell(q, "a question mark", level) for q in _list(data["questions"], "marks")}
        seconds = _float(data["seconds"], "seconds", 0.0, MAX_SECONDS)
        moves = _moves(data["moves"], level, seconds)
        clicks = _int(data["clicks"], "clicks", 0, MAX_COUNT)
        hints = _int(data["hints"], "hints", 0, MAX_COUNT)
        assisted = _bool(data["assisted"], "assisted")
        replay = _bool(data["replay"], "replay")
        given = _bool(data.get("given", False), "given")
        standard = _bool(data.get("standard", False), "standard")
        listed = _list(data.get("settings_used", []), "settings used", most=8)
        if not all(isinstance(s, str) and s in KNOWN_SETTINGS for s in listed):
            raise KeptGameError(f"unknown settings {_short(listed)}")
        used = {str(s) for s in listed}
        grade = data.get("grade")
        if grade is not None and (not isinstance(grade, str) or grade not in Grade.__members__):
            raise KeptGameError(f"unknown grade {_short(grade)}")
    except KeyError as exc:
        raise KeptGameError(f"{exc} is missing") from None
    except ValueError as exc:  # a list of the wrong length to unpack
        raise KeptGameError(str(exc)) from None
    live: list[float | None] = [None]
    now = [0.0]

    def game_clock() -> float:
        return now[0] if live[0] is None else clock() - live[0]

    game = _replayed(level, mines, start, moves, given, game_clock, now)
    if game.state is not State.PLAYING:
        raise KeptGameError("the moves end the game: it is not a game in progress")
    if not np.array_equal(game.values, board) or game.questions != questions:
        raise KeptGameError("the kept position is not the one its moves lead to")
    if not given and not _no_guess(level, mines, start, budget):
        raise KeptGameError("the board needs a guess, so the creator did not make it")
    # From here the game's clock reads ``seconds`` played and runs on with ``clock``.
    started = now[0] - game.elapsed()
    live[0] = clock() - (started + seconds)
    game.moves = moves
    game.clicks, game.hints_used = clicks, hints
    game.assisted, game.replay = assisted, replay
    game.settings_used, game.standard = used, standard
    game.grade = Grade[grade] if grade is not None else None
    return game


def _replayed(
    level: Level,
    mines: frozenset[tuple[int, int]],
    start: tuple[int, int],
    moves: list[Move],
    given: bool,
    clock: Callable[[], float],
    now: list[float],
) -> Game:
    """The moves played again through ``Game`` (``clock`` reads ``now``, set to each move's
    time): flags before the first click, the first click on the start, then every move
    must change the board as it did the first time."""
    game = Game(level, clock)
    if given:
        game.use_board(mines, start)
    for move in moves:
        now[0] = move.seconds
        if game.state is State.READY and move.action is MoveAction.OPEN:
            if move.cell != start or not game.click(start):
                raise KeptGameError("the first click is not on the start")
            game.place_mines(mines)
            continue
        if game.state is not State.PLAYING and move.action not in FLAG_ACTIONS:
            raise KeptGameError(f"a {move.action.value} before the first click")
        if not game.apply(move):
            raise KeptGameError(f"a {move.action.value} at {move.cell} changes nothing")
    if game.state is State.READY:
        raise KeptGameError("the game has no first click")
    return game


def _no_guess(
    level: Level, mines: frozenset[tuple[int, int]], start: tuple[int, int], budget: float
) -> bool:
    try:
        return is_solvable(level.height, level.width, mines, start, budget=budget)
    except Cancelled:
        return True


# ------------------------------------------------------------------ the file
def save_kept_game(folder: Path, game: Game) -> None:
    """Keep ``game`` for the next start (atomically; OSError when the disk refuses)."""
    text = json.dumps(game_to_dict(game), separators=(",", ":"))
    atomic_write(folder / SAVE_FILE, text.encode("utf-8"))


def parse_kept(text: bytes, clock: Callable[[], float] = time.monotonic) -> Game:
    """The kept game in ``text``; KeptGameError for anything else, whatever the bytes."""
    if len(text) > MAX_FILE_BYTES:
        raise KeptGameError(f"the file is too large ({len(text)} bytes)")
    try:
        data = json.loads(text.decode("utf-8"))
    except (ValueError, RecursionError, MemoryError) as exc:
        raise KeptGameError(f"not JSON: {type(exc).__name__}") from None
    try:
        return kept_game_from_dict(data, clock)
    except (RecursionError, MemoryError, OverflowError) as exc:
        raise KeptGameError(f"impossible values: {type(exc).__name__}") from None


def take_kept_game(
    folder: Path, clock: Callable[[], float] = time.monotonic
) -> tuple[Game | None, str | None]:
    """The game kept last time, taken out of the folder (it resumes once, in one window),
    and a sentence for the player when there was one that cannot be played on."""
    path = folder / SAVE_FILE
    taken = folder / f".{SAVE_FILE}.{os.getpid()}.taken"
    try:
        os.rename(path, taken)  # atomic: of two windows, one gets the file
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        if not path.exists():
            return None, None
        append_log(folder, f"kept game: {path} cannot be moved: {exc!r}")
        return None, translate(
            "KeptGame",
            "Your game from last time was not resumed: its file {file} cannot be moved "
            "({cause}), so it would come back at every start. Move or delete it by hand.",
        ).format(file=path, cause=_cause(exc))
    try:
        game = parse_kept(taken.read_bytes(), clock)
    except (OSError, KeptGameError) as exc:
        append_log(folder, f"kept game: {path} cannot be played on: {exc}")
        aside = aside_name(path)
        try:
            os.rename(taken, aside)
        except OSError:
            aside = taken
        return None, translate(
            "KeptGame",
            "Your game from last time could not be played on (the file is damaged or was "
            "changed); it was kept as {file} in {folder}, and a new game starts.",
        ).format(file=aside.name, folder=folder)
    with contextlib.suppress(OSError):
        taken.unlink()
    return game, None


def _cause(exc: OSError) -> str:
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return translate("KeptGame", "the file or its folder is read-only")
    return exc.strerror or str(exc)
