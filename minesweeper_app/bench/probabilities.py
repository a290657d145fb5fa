"""``python -m minesweeper_app.bench probabilities``: exact answers on big and guessed positions.

Two kinds of positions, both seeded:

* **big**: uniform random 30x30/225 and 50x50/625 boards (first click in the
  middle, its neighbours mine-free), played by the exact solver with the mine
  count until it is stuck; the positions with the largest areas are kept. Known
  mines are shown covered, so every engine derives them itself.
* **guessing**: no-guess Expert games played by someone who opens random covered
  safe cells (lucky guesses, never logic), with a snapshot every few openings;
  the areas there are wide and full of isolated numbers.

On each position this times ``solve_state`` with the count, ``mine_probabilities``,
``check_flags`` (with the proven mines and one doubtful cell flagged), ``easiest_step``
and one Hint press (a fresh ``HintLadder``), and ms-toollib's
``cal_probability_onboard`` (JSMinesweeper's probability engine in Rust) on the same
position in the same run, when it is installed (the ``bench`` extra). The largest
difference between the two probability tables is printed too. Goals: agreement within
1e-9; ``mine_probabilities`` median <= 50 ms and max <= 500 ms on the big positions;
Hint press p99 <= 100 ms and max <= 1 s on the guessing positions.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from minesweeper_app.bench.big_positions import open_as_game
from minesweeper_app.bench.stats import print_table
from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    HintLadder,
    cell_type_board,
    check_flags,
    create_board,
    easiest_step,
    mine_probabilities,
    solve_state,
)
from minesweeper_app.engine.board import Cell, geometry
from minesweeper_app.engine.solver import OPENED, Knowledge, new_instance

BIG_SIZES = ((30, 30, 225), (50, 50, 625))
EXPERT = (16, 30, 99)

_MS_COVERED = 10
"""ms-toollib's game board code for a covered cell (0..8 are opened numbers)."""


def _ms_toollib() -> Any | None:
    try:
        import ms_toollib
    except ImportError:
        return None
    return ms_toollib


def _area_sizes(know: Knowledge) -> list[int]:
    """Unknown cells of each area the solver is left with, largest first."""
    areas = know.divide_into_areas(know.unsolved)
    return sorted((len(set().union(*(know.unknown[c] for c in a))) for a in areas), reverse=True)


@dataclass(frozen=True)
class PlayedPosition:
    """A position with the board it was played on, so a window can replay it (``bench ui``)."""

    values: Board
    total: int
    mines: frozenset[Cell]
    start: Cell


def big_positions(h: int, w: int, mines: int, count: int, seed: int) -> list[tuple[Board, int]]:
    """Stuck positions of uniform boards, the ``count`` with the largest areas of 3x as many.

    Returns each position with the unknown cells of its largest area.
    """
    return [(p.values, size) for p, size in big_played(h, w, mines, count, seed)]


def big_played(
    h: int, w: int, mines: int, count: int, seed: int
) -> list[tuple[PlayedPosition, int]]:
    """:func:`big_positions` with their boards."""
    geo = geometry(h, w)
    start = (h // 2, w // 2)
    s = geo.index(start)
    pool = np.array([i for i in range(geo.size) if i not in {s, *geo.neighbours[s]}])
    rng = np.random.default_rng(seed)
    found: list[tuple[int, int, PlayedPosition]] = []
    for n in range(3 * count):
        layout = [geo.cell(int(i)) for i in rng.choice(pool, mines, replace=False)]
        made = new_instance(h, w, layout, start)
        assert made is not None
        know, _ = made
        know.run()
        types = cell_type_board(h, w, layout).ravel()
        flat = np.full(h * w, COVERED, dtype=np.int8)
        opened = [i for i, x in enumerate(know.state) if x == OPENED]
        flat[opened] = types[opened]
        sizes = _area_sizes(know)
        if sizes:
            played = PlayedPosition(flat.reshape(h, w), mines, frozenset(layout), start)
            found.append((sizes[0], n, played))
    found.sort(key=lambda t: (-t[0], t[1]))
    return [(played, size) for size, _, played in found[:count]]


def guessing_positions(games: int, every: int, seed: int) -> list[tuple[Board, int]]:
    """Snapshots of Expert games played by opening random covered safe cells."""
    return [(p.values, p.total) for p in guessing_played(games, every, seed)]


def guessing_played(games: int, every: int, seed: int) -> list[PlayedPosition]:
    """:func:`guessing_positions` with their boards."""
    h, w, mines = EXPERT
    rng = np.random.default_rng(seed)
    out: list[PlayedPosition] = []
    for _ in range(games):
        start = (h // 2, w // 2)
        layout = create_board(h, w, mines, start, seed=rng)
        types = cell_type_board(h, w, layout)
        values = np.full((h, w), COVERED, dtype=np.int8)

        open_as_game(values, types, start)
        opens = 0
        while True:
            safe = np.argwhere((values == COVERED) & (types >= 0))
            if len(safe) == 0:
                break
            r, c = safe[rng.integers(len(safe))]
            open_as_game(values, types, (int(r), int(c)))
            opens += 1
            if opens % every == 0 and (values == COVERED).sum() > mines:
                out.append(PlayedPosition(values.copy(), mines, frozenset(layout), start))
    return out


def _flagged(values: Board, proof: Any) -> Board:
    """The proven mines flagged, plus one doubtful flag, so the check has work to do."""
    out = values.copy()
    for cell in proof.mines:
        out[cell] = FLAGGED
    doubtful = sorted(
        (int(r), int(c))
        for r, c in zip(*np.nonzero(values == COVERED), strict=True)
        if (int(r), int(c)) not in proof.mines and (int(r), int(c)) not in proof.safe
    )
    if doubtful:
        out[doubtful[len(doubtful) // 2]] = FLAGGED
    return out


def _timed(fn: Callable[..., Any], *args: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    result = fn(*args)
    return (time.perf_counter() - t0) * 1000.0, result


def _stats(samples: list[float]) -> list[object]:
    a = np.asarray(samples, dtype=np.float64)
    return [
        len(a),
        float(np.median(a)),
        float(np.percentile(a, 95)),
        float(np.percentile(a, 99)),
        float(a.max()),
    ]


def run(title: str, positions: list[tuple[Board, int]], ms: Any | None) -> dict[str, list[float]]:
    """Time every call on every position; print the table and the agreement with ms-toollib."""
    times: dict[str, list[float]] = {
        name: []
        for name in (
            "solve_state (count)",
            "mine_probabilities",
            "check_flags",
            "easiest_step",
            "Hint press",
        )
    }
    if ms is not None:
        times["ms-toollib cal_probability_onboard"] = []
    worst_diff = 0.0
    for values, total in positions:
        gc.collect()
        t, proof = _timed(solve_state, values, total)
        times["solve_state (count)"].append(t)
        t, probs = _timed(mine_probabilities, values, total)
        times["mine_probabilities"].append(t)
        times["check_flags"].append(_timed(check_flags, _flagged(values, proof), total)[0])
        times["easiest_step"].append(_timed(easiest_step, values, total)[0])
        times["Hint press"].append(_timed(HintLadder().press, values, total)[0])
        if ms is not None:
            board = np.where(values == COVERED, _MS_COVERED, values).astype(int).tolist()
            t, (theirs, _) = _timed(ms.cal_probability_onboard, board, total)
            times["ms-toollib cal_probability_onboard"].append(t)
            covered = values == COVERED
            diff = np.abs(np.asarray(theirs, dtype=np.float64) - probs)[covered]
            worst_diff = max(worst_diff, float(diff.max()) if diff.size else 0.0)
    rows = []
    ref = times.get("ms-toollib cal_probability_onboard")
    for name, samples in times.items():
        row = [name, *_stats(samples)]
        if ref:
            row.append(f"{float(np.median(samples)) / float(np.median(ref)):.2f}")
        rows.append(row)
    header = ["call", "positions", "median ms", "p95 ms", "p99 ms", "max ms"]
    if ref:
        header.append("median / ms-toollib")
    print_table(title, header, rows)
    if ms is None:
        print("\nms-toollib is not installed (pip install '.[bench]'): no comparison.")
    else:
        verdict = "met" if worst_diff <= 1e-9 else "MISSED"
        print(
            f"\nLargest probability difference to ms-toollib: {worst_diff:.2e} "
            f"(goal <= 1e-9: {verdict})"
        )
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench probabilities")
    parser.add_argument("--quick", action="store_true", help="a few small positions (smoke run)")
    parser.add_argument("--big", type=int, default=12, help="big positions kept per size")
    parser.add_argument("--games", type=int, default=10, help="Expert games of guessing play")
    parser.add_argument("--every", type=int, default=4, help="openings between two snapshots")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    ms = _ms_toollib()
    sizes: tuple[tuple[int, int, int], ...] = BIG_SIZES
    if args.quick:
        sizes, args.big, args.games, args.every = ((30, 30, 225),), 2, 1, 12
    print("Exact probabilities and hints; ms per call on the same positions in one run.")
    big: list[tuple[Board, int]] = []
    for h, w, mines in sizes:
        found = big_positions(h, w, mines, args.big, args.seed)
        largest = [size for _, size in found]
        print(
            f"\n{h}x{w}/{mines}: {len(found)} stuck positions, largest areas "
            f"{min(largest)}-{max(largest)} unknown cells"
        )
        big += [(v, mines) for v, _ in found]
    big_times = run("Big stuck positions (30x30/225, 50x50/625)", big, ms)
    guessing = guessing_positions(args.games, args.every, args.seed)
    print(f"\nGuessing play: {len(guessing)} Expert positions from {args.games} games")
    guess_times = run("Expert positions after guessing play", guessing, ms)
    probs = np.asarray(big_times["mine_probabilities"])
    press = np.asarray(guess_times["Hint press"])
    print(
        "\nGoals: mine_probabilities on big positions median <= 50 ms "
        f"({'met' if np.median(probs) <= 50 else 'MISSED'}), max <= 500 ms "
        f"({'met' if probs.max() <= 500 else 'MISSED'}); Hint press on guessing positions "
        f"p99 <= 100 ms ({'met' if np.percentile(press, 99) <= 100 else 'MISSED'}), "
        f"max <= 1 s ({'met' if press.max() <= 1000 else 'MISSED'})"
    )
    return 0
