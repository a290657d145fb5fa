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
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from minesweeper_app.engine.board import COVERED, FLAGGED, MINE, Board, geometry
from minesweeper_app.engine.errors import Cancelled, InconsistentPosition
from minesweeper_app.engine.solver.count_cache import SHARED
from minesweeper_app.engine.solver.easy_moves import subset_rules
from minesweeper_app.engine.solver.knowledge import Knowledge
from minesweeper_app.engine.solver.options import SolverOptions
from minesweeper_app.engine.solver.states import KNOWN_MINE, OPENED, UNKNOWN, CancelCheck

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
    ruled: Knowledge | None = None
    """What the quick rules (easy moves, subset rules) prove, to their fixpoint, once a
    quick answer (a loss's proof, a budgeted hint) asked: the exact solve then starts there."""
    numbers: Knowledge | None = None
    """What the numbers alone prove, to the fixpoint (``new_*`` hold it)."""
    full: dict[int, Knowledge] = field(default_factory=dict)
    """Also what the mine count proves, by mine total."""
    plain: npt.NDArray[np.int8] | None = None
    """The position (flags as covered), to find the next position's ``base``."""
    base: weakref.ref[Solved] | None = None
    """A kept earlier position this one follows from by opening cells (``opened``)."""
    opened: list[tuple[int, int]] = field(default_factory=list)
    """The cells opened since ``base``, with their numbers."""


MAX_OPENED = 4096
"""Cells opened since a kept position that still make it the next one's base (beyond,
solving afresh costs about as much)."""


_lock = threading.Lock()
_kept: OrderedDict[tuple[object, ...], Solved] = OrderedDict()


def _plain(board: Board) -> npt.NDArray[np.int8]:
    return np.where(board == FLAGGED, COVERED, board)


def _key(board: Board) -> tuple[object, ...]:
    return (board.shape, _plain(board).tobytes())


def _entry(board: Board, cancel: CancelCheck | None) -> Solved:
    plain = _plain(board)
    key = (board.shape, plain.tobytes())
    with _lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
        earlier = list(reversed(_kept.values()))
    if found is not None:
        if cancel is not None and cancel():
            raise Cancelled("The solver was cancelled.")
        return found
    made = _made(board, plain, earlier, cancel)
    with _lock:
        found = _kept.setdefault(key, made)
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return found


def _made(
    board: Board, plain: npt.NDArray[np.int8], earlier: list[Solved], cancel: CancelCheck | None
) -> Solved:
    """A new position's entry, linked to the latest kept position it follows from by
    opening covered cells (numbers appear where that one had covered cells; nothing else
    differs); its numbers are then read as that one's and the cells opened since."""
    for old in earlier:
        if old.plain is None or old.plain.shape != plain.shape:
            continue
        changed = np.flatnonzero(old.plain.ravel() != plain.ravel())
        if len(changed) > MAX_OPENED:
            continue
        before, after = old.plain.ravel()[changed], plain.ravel()[changed]
        if (before == COVERED).all() and (after >= 0).all():
            opened = list(zip(changed.tolist(), after.tolist(), strict=True))
            made = Solved(old.pristine, plain=plain, base=weakref.ref(old), opened=opened)
            pristine = _derived(made, old.pristine, cancel, run=False)
            if pristine is not None:  # else the numbers contradict: read them to say where
                made.pristine = pristine
                return made
            break
    return Solved(read_numbers(board, cancel), plain=plain)


def _derived(
    entry: Solved, solved: Knowledge | None, cancel: CancelCheck | None, *, run: bool = True
) -> Knowledge | None:
    """``solved`` (a state of the base position) with the cells opened since, solved on
    (``run``).

    Exact: every arrangement that fits this position fits the base position too (it has
    the same numbers and more), so what the base proved still holds, and the run to the
    fixpoint then finds whatever else follows, as a fresh solve would. None when the
    base had a newly opened cell as a mine (the numbers contradict: the fresh solve
    words it), or the numbers contradict each other.
    """
    if solved is None:
        return None
    know = solved.copy(cancel)
    try:
        for c, value in entry.opened:
            if know.state[c] == KNOWN_MINE:
                return None
            know.open_number(c, value)
        state = know.state
        know.new_safe = [v for v in know.new_safe if state[v] != OPENED]
        if run:
            know.run()
    except InconsistentPosition:
        return None
    return know


def _base(entry: Solved) -> Solved | None:
    return None if entry.base is None else entry.base()


def read_position(board: Board, cancel: CancelCheck | None, *, copy: bool = True) -> Knowledge:
    """A fresh copy of the numbers of ``board`` (a checked cell-value board) as read; with
    ``copy=False`` the kept state itself, polling ``cancel``, only to be read."""
    kept = _entry(board, cancel).pristine
    return kept.copy(cancel) if copy else kept.reader(cancel)


def ruled_numbers(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """What the quick rules alone prove on ``board`` (the first rounds of the exact solve,
    which then continues from it); kept, so only read it: it polls ``cancel``."""
    entry = _entry(board, cancel)
    if entry.ruled is None:
        ruled = entry.pristine.copy(cancel)
        while ruled.easy_moves() or subset_rules(ruled):
            pass
        entry.ruled = ruled
    return entry.ruled.reader(cancel)


def solved_numbers(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """What the numbers alone prove on ``board``; kept, so only read it (or copy it)."""
    entry = _entry(board, cancel)
    if entry.numbers is None:
        # from the quick rules' result when a call asked for it, else from the numbers read
        # (a copy of 16,384 cells' sets less: their allocation wakes the garbage collector)
        base = _base(entry)
        numbers = None if base is None else _derived(entry, base.numbers, cancel)
        if numbers is None:
            start = entry.ruled if entry.ruled is not None else entry.pristine
            numbers = start.copy(cancel)
            numbers.run()
        entry.numbers = numbers
    return entry.numbers


def solved_with_count(board: Board, total: int, cancel: CancelCheck | None) -> Knowledge:
    """What the numbers and the mine count prove on ``board``; kept, so only read it."""
    entry = _entry(board, cancel)
    full = entry.full.get(total)
    if full is None:
        base = _base(entry)
        full = None if base is None else _derived(entry, base.full.get(total), cancel)
        if full is None:
            full = solved_numbers(board, cancel).copy(cancel)
            full.total_mines = total
            full.options = _WITH_COUNT
            full.run()
        entry.full[total] = full
    return full


def kept_solution(board: Board, total: int | None) -> Knowledge | None:
    """The position's solution (with the mine count when ``total`` is given) if a call
    already made it, else None: never solves. Only to be read."""
    with _lock:
        found = _kept.get(_key(board))
    if found is None:
        return None
    return found.numbers if total is None else found.full.get(total)


def read_numbers(board: Board, cancel: CancelCheck | None) -> Knowledge:
    """The pristine numbers-only knowledge of a checked board (flags count as covered).

    Read with whole-board array sums: what each number still needs and which numbers
    touch a covered cell; only those numbers get their set of unknown cells. The same
    state as opening the numbers one at a time (``knowledge_from_board``), which is
    what a board whose numbers contradict each other goes through, for its message.
    """
    h, w = board.shape
    know = Knowledge(geometry(h, w), None, None, _NUMBERS_ONLY, cancel)
    know.area_cache = SHARED
    know.check_cancel()
    opened = board >= 0
    mine = board == MINE
    hidden = ~(opened | mine)
    near_hidden = _around(hidden)
    rem = np.where(opened, board.astype(np.int16) - _around(mine), 0)
    if (opened & ((rem < 0) | (rem > near_hidden))).any():
        return read_one_by_one(board, cancel)
    state = np.zeros(h * w, dtype=np.uint8)
    state[opened.ravel()] = OPENED
    state[mine.ravel()] = KNOWN_MINE
    know.state = bytearray(state.tobytes())
    know.rem = rem.ravel().tolist()
    frontier = np.flatnonzero((opened & (near_hidden > 0)).ravel()).tolist()
    nbrs, unknown, known = know.geo.neighbours, know.unknown, know.state
    for c in frontier:
        unknown[c] = {v for v in nbrs[c] if known[v] == UNKNOWN}
    know.unsolved = set(frontier)
    know.dirty = set(frontier)
    know.pair_dirty = set(frontier)
    know.area_dirty = set(frontier)
    know.n_opened = int(opened.sum())
    know.n_known_mines = int(mine.sum())
    know.version = 1
    know.check_cancel()
    return know


def _around(cells: npt.NDArray[np.bool_]) -> npt.NDArray[np.int16]:
    """For every cell, how many of its neighbours are in ``cells``."""
    h, w = cells.shape
    padded = np.pad(cells.astype(np.int16), 1)
    total = np.zeros((h, w), dtype=np.int16)
    for dr in (0, 1, 2):
        for dc in (0, 1, 2):
            if dr != 1 or dc != 1:
                total += padded[dr : dr + h, dc : dc + w]
    return total


def read_one_by_one(
    board: Board,
    cancel: CancelCheck | None,
    total_mines: int | None = None,
    options: SolverOptions | None = _NUMBERS_ONLY,
) -> Knowledge:
    """The numbers opened one at a time (raises naming the first number that fails)."""
    h, w = board.shape
    know = Knowledge(geometry(h, w), None, total_mines, options, cancel)
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
