"""The solver's knowledge of the last few positions, shared by every call on them.

After a move the window asks several questions about one position: the analysis
overlay, the Hint press, Check flags; after a loss the explanation asks for the
deduction, the odds, the easiest step. Each used to read the board and reason from
scratch. Here a position is read once (the pristine numbers, B and U), solved once
with the numbers alone and once more with the mine count, and the three knowledge
states are kept under the position itself (its cells, flags counting as covered,
and the mine total), so the next question on the same position starts from them.
Callers only ever get copies, so what is kept is never changed by a caller; a
position that is not kept is solved afresh, with the area counts of earlier
positions (``count_cache``) doing the work a move did not change.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

import numpy as np

from minesweeper_app.engine.board import COVERED, FLAGGED, MINE, Board, geometry
from minesweeper_app.engine.errors import Cancelled
from minesweeper_app.engine.solver.count_cache import SHARED
from minesweeper_app.engine.solver.knowledge import Knowledge, SolverOptions
from minesweeper_app.engine.solver.states import CancelCheck

KEPT = 4
"""Positions kept: the current one and a few before it (a loss's position, a retry)."""

_POLL_EVERY = 1024
_NUMBERS_ONLY = SolverOptions(use_mine_count=False)
_WITH_COUNT = SolverOptions()


@dataclass
class Solved:
    """One position's knowledge states, each made when first asked for; read them
    through ``Knowledge.copy`` (or only read them)."""

    pristine: Knowledge
    """The numbers read, nothing deduced (``new_safe``/``new_mines`` empty)."""
    numbers: Knowledge | None = None
    """What the numbers alone prove, to the fixpoint (``new_*`` hold it)."""
    full: dict[int, Knowledge] = field(default_factory=dict)
    """Also what the mine count proves, by mine total."""


_lock = threading.Lock()
_kept: OrderedDict[tuple[object, ...], Solved] = OrderedDict()


def _entry(board: Board, cancel: CancelCheck | None) -> Solved:
    plain = np.where(board == FLAGGED, COVERED, board)
    key = (board.shape, plain.tobytes())
    with _lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
    if found is not None:
        if cancel is not None and cancel():
            raise Cancelled("The solver was cancelled.")
        return found
    made = Solved(read_numbers(board, cancel))
    with _lock:
        found = _kept.setdefault(key, made)
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return found


def read_position(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """A fresh copy of the numbers of ``board`` (a checked cell-value board) as read."""
    return _entry(board, cancel).pristine.copy(cancel)


def solved_numbers(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """What the numbers alone prove on ``board``; kept, so only read it (or copy it)."""
    entry = _entry(board, cancel)
    if entry.numbers is None:
        numbers = entry.pristine.copy(cancel)
        numbers.run()
        entry.numbers = numbers
    return entry.numbers


def solved_with_count(board: Board, total: int, cancel: CancelCheck | None) -> Knowledge:
    """What the numbers and the mine count prove on ``board``; kept, so only read it."""
    entry = _entry(board, cancel)
    full = entry.full.get(total)
    if full is None:
        full = solved_numbers(board, cancel).copy(cancel)
        full.total_mines = total
        full.options = _WITH_COUNT
        full.run()
        entry.full[total] = full
    return full


def read_numbers(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """The pristine numbers-only knowledge of a checked board (flags count as covered)."""
    h, w = board.shape
    know = Knowledge(geometry(h, w), None, None, _NUMBERS_ONLY, cancel)
    know.area_cache = SHARED
    flat = board.ravel().tolist()
    for i, x in enumerate(flat):
        if x == MINE:
            know.set_mine(i)
    for i, x in enumerate(flat):
        if i % _POLL_EVERY == 0:
            know.check_cancel()
        if x >= 0:
            know.open_number(i, x)
    know.forget_new()
    return know


def forget_knowledge() -> None:
    """Drop every kept position and area count: the next call solves from scratch."""
    with _lock:
        _kept.clear()
    SHARED.clear()
