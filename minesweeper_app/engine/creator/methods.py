"""No-guess board creation (Kunz section 3.4), fast enough to run on the first click.

The methods live here, as functions of one request's ``tries.Tries`` (its random
layouts and the solver runs that judge them); the repairs of a stuck layout are
``repair.Repairs`` (which holds the same ``Tries``), the invisible-swap test
``swaps``.

``random`` is GameCreationRandom (Algorithm 9): rejection sampling, so its boards
are uniform over the no-guess boards. ``iterative`` and ``iterative2`` are
GameCreationIterative versions 1 and 2 (Algorithms 10, 11). ``auto`` combines
rejection with perturbation (Tatham's Mines; Kunz 5.3 suggests combining methods):

- It tries random boards only while that pays: the number of tries follows from
  an estimate of the acceptance rate for the size, density and start
  (``tries.Tries.acceptance``), a fixed function of the request, so a seed
  gives the same board whatever ran before. None at all where acceptance is below 1%.
- Then it perturbs the last stuck try, keeping the solver's knowledge
  (``solver.layout_edits``: ``move_mines``, ``forget_mines``). Where rejection is tried, stuck
  boards are first repaired by a few reshuffles of stuck spots (count kept),
  each repair from a fresh random board, which keeps boards close to uniform.
  Otherwise, and if that fails, a stuck number's unknown cells are emptied or
  filled (after a few reshuffles near uniform density); on dense boards the light
  solver (single numbers and pairs) decides when to perturb, and pockets walled
  in by mines get all their safe cells swapped with wall mines at once.
- A board is returned only after the full solver wins it from scratch.

Cheap tests rule work out: an invisible swap proves a random board needs a guess
without solving it (``swaps``), and ``no_guess_obstacle`` refuses
levels no board can satisfy before any search starts.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from minesweeper_app.engine.board import Cell, check_cell, check_size
from minesweeper_app.engine.creator.repair import MIN_ACCEPTANCE, Repairs
from minesweeper_app.engine.creator.tries import Tries
from minesweeper_app.engine.deadline import Deadline
from minesweeper_app.engine.errors import BudgetExceeded, CreationCancelled, CreationTimeout
from minesweeper_app.engine.levels import LevelError, no_guess_obstacle
from minesweeper_app.engine.seed_stream import SeedStream
from minesweeper_app.engine.solver import Knowledge


class CreationMethod(enum.StrEnum):
    """How the creator finds a no-guess board (a StrEnum: "auto" is AUTO).

    AUTO tries random boards, then repairs a stuck one; RANDOM only draws boards until one
    is solvable; ITERATIVE and ITERATIVE2 move mines away from where the solver is stuck
    (the thesis' iterative creator, checking one or two numbers at a time).
    """

    AUTO = "auto"
    RANDOM = "random"
    ITERATIVE = "iterative"
    ITERATIVE2 = "iterative2"


METHODS = tuple(CreationMethod)

_REJECTION_TRIES = 8
"""Most random boards ``auto`` tries before it perturbs."""

_PRECHECK_ACCEPTANCE = 0.5
"""Below this estimated acceptance ``auto`` looks for an invisible swap before solving a
random try (it settles 37% of them at 30x16/99); above it, where most tries solve, only
once single numbers and pairs are stuck, so a board that solves never pays for it."""

_REJECTION_PAYS = 0.3
"""Estimated acceptance above which a random try is expected to beat perturbing."""

_REJECTION_SHARE = 0.25
"""Where acceptance is below ``_REJECTION_PAYS``: random tries as a share of the average
number a success takes (30x16/99: 2 tries, not 4). A repair from a stuck try costs less
than the tries it saves, and its boards keep the uniform boards' 3BV and hard steps
(``bench creation`` measures both)."""

_REJECTION_WORK = 12_000
"""Cells the rejected tries may open in all before ``auto`` perturbs: on large boards,
where one try costs as much as dozens on an expert board, this ends rejection sooner.
Counted in cells, not seconds, so the same seed still gives the same board."""


def _random(tries: Tries) -> list[int]:
    """GameCreationRandom (Algorithm 9)."""
    while True:
        tries.guard()
        mine_cells = tries.sample()
        if tries.solvable(mine_cells):
            return mine_cells


def _iterative(tries: Tries, version: int) -> list[int]:
    """GameCreationIterative versions 1 and 2 (Algorithms 10 and 11).

    Version 1 returns every rejected cell to P as soon as a mine is added;
    version 2 first tries all of P, then the rejected cells once more, and
    restarts when every rejected cell was tried since the last added mine.
    """
    pool = list(tries.pool)
    chosen: list[int] = []
    possible = list(pool)
    rejected: list[int] = []
    retry = 0  # version 2: rejected cells that were tried before the last added mine
    while len(chosen) < tries.mines:
        tries.guard()
        if not possible:
            if version == 1 or retry == 0:
                chosen, possible, rejected, retry = [], list(pool), [], 0
            else:
                possible, rejected, retry = rejected, [], 0
        i = int(tries.rng.integers(len(possible)))
        cell = possible[i]
        possible[i] = possible[-1]
        possible.pop()
        chosen.append(cell)
        if tries.solvable(chosen):
            if version == 1:
                possible.extend(rejected)
                rejected = []
            else:
                retry = len(rejected)
        else:
            chosen.pop()
            rejected.append(cell)
    return chosen


def _auto(tries: Tries) -> list[int]:
    """Rejection while it pays (estimated from size and density), then perturbation.

    The number of random tries depends only on the request, so the same seed
    gives the same board whatever ran before. The last rejected try's knowledge
    (already stuck) is where perturbation starts, so no solve is repeated.
    """
    stuck: Knowledge | None = None
    precheck = tries.acceptance() < _PRECHECK_ACCEPTANCE
    for _ in range(_rejection_tries(tries)):
        if tries.work > _REJECTION_WORK:
            break
        tries.guard()
        mine_cells = tries.sample()
        if precheck and tries.swap_blocked(mine_cells):
            continue
        know = tries.fresh_solve(mine_cells)
        if know is None or tries.solves(know, check=None if precheck else mine_cells):
            return mine_cells
        tries.work += know.n_opened
        stuck = know
    if stuck is None:
        stuck = tries.knowledge(tries.sample())
    return Repairs(tries).perturbed(stuck)


def _rejection_tries(tries: Tries) -> int:
    """Random boards ``auto`` tries before perturbing.

    A perturbed board costs about as much as two or three random tries, so
    where most tries succeed rejection always pays (all tries); below that it
    is tried a quarter as often as it takes on average to succeed, and not
    at all when success is rare: uniform boards where they are cheap, the
    perturbation's speed where they are not.
    """
    p = tries.acceptance()
    if p < MIN_ACCEPTANCE:
        return 0
    if p >= _REJECTION_PAYS:
        return _REJECTION_TRIES
    return min(_REJECTION_TRIES, max(1, round(_REJECTION_SHARE / p)))


_ALTERNATIVE_SHARE = 0.2
"""Share of the timeout kept back to create a board with fewer mines if the request fails."""

_FEWER = 0.85
"""The alternative's mines as a share of the requested ones."""


def _fewer_mines(height: int, width: int, mines: int, start: Cell) -> int:
    fewer = int(mines * _FEWER)
    if fewer >= mines:
        fewer = mines - 1
    while fewer > 0 and no_guess_obstacle(height, width, fewer, start) is not None:
        fewer -= 1
    return fewer


@lru_cache(maxsize=64)
def _possible(height: int, width: int, mines: int, start: Cell) -> bool:
    """``no_guess_obstacle`` is None: kept per level (the verdict only; a refused
    request is rare and asks again for the reason)."""
    return no_guess_obstacle(height, width, mines, start) is None


def check_request(
    height: int, width: int, mines: int, start: Any, method: str, timeout: float | None
) -> tuple[int, int, int, Cell, CreationMethod]:
    """The size, mine count and start of a creation request, or the error that refuses it."""
    height, width = check_size(height, width)
    start = check_cell(height, width, start, "start cell")
    if isinstance(mines, bool) or not isinstance(mines, int | np.integer):
        raise TypeError(f"The number of mines must be a whole number, not {mines!r}.")
    if not _possible(height, width, int(mines), start):
        obstacle = no_guess_obstacle(height, width, int(mines), start)
        assert obstacle is not None
        raise LevelError(obstacle)
    if method not in METHODS:
        raise ValueError(f"Unknown creation method {method!r}; choose one of {', '.join(METHODS)}.")
    if timeout is not None and not timeout >= 0:
        raise ValueError(f"The timeout must be a number of seconds >= 0, not {timeout!r}.")
    return height, width, int(mines), start, CreationMethod(method)


def create_any_grade(
    height: int,
    width: int,
    mines: int,
    start: Any,
    *,
    seed: Any = None,
    method: CreationMethod | str = CreationMethod.AUTO,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> frozenset[Cell]:
    """``creation.create_board`` without a logic grade (see there for what it promises)."""
    height, width, mines, start, how = check_request(height, width, mines, start, method, timeout)
    draws = SeedStream(seed)
    main = None if timeout is None else timeout * (1.0 - _ALTERNATIVE_SHARE)
    try:
        return _create(height, width, int(mines), start, draws, how, _guard(main, cancel))
    except BudgetExceeded:
        if timeout is None:
            raise  # an area too hard to count, not a deadline
        message = (
            f"No board without guessing was found within {timeout:g} seconds. "
            "Try fewer mines or a larger board."
        )
        fewer = _fewer_mines(height, width, int(mines), start)
        alternatives: tuple[frozenset[Cell], ...] = ()
        if fewer > 0:
            try:
                guard = _guard(timeout * _ALTERNATIVE_SHARE, cancel)
                # A child generator, so the alternative does not depend on how far
                # the failed search got: the same seed gives the same alternative.
                child = SeedStream(draws.generator().spawn(1)[0])
                alternatives = (
                    _create(height, width, fewer, start, child, CreationMethod.AUTO, guard),
                )
            except BudgetExceeded:
                pass
        raise CreationTimeout(message, alternatives) from None


def _guard(seconds: float | None, cancel: Callable[[], bool] | None) -> Deadline:
    return Deadline(seconds, cancel, cancelled=CreationCancelled)


def _create(
    height: int,
    width: int,
    mines: int,
    start: Cell,
    draws: SeedStream,
    method: CreationMethod,
    guard: Deadline,
) -> frozenset[Cell]:
    tries = Tries(height, width, mines, start, draws, guard)
    guard()
    if method is CreationMethod.RANDOM:
        cells = _random(tries)
    elif method is CreationMethod.ITERATIVE:
        cells = _iterative(tries, 1)
    elif method is CreationMethod.ITERATIVE2:
        cells = _iterative(tries, 2)
    else:
        cells = _auto(tries)
    return tries.geo.cells(cells)
