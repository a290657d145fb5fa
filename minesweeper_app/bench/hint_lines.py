"""Hint lines: the Hint pressed again and again from the first click, as a player does.

``bench big``'s played positions are late-game snapshots; the early game (one huge
frontier, many isolated openings after a few lucky guesses) is where a Hint costs
most. A line starts a seeded no-guess board at its centre, opens a share of the safe
cells at random (0 %, 2.5 % or 10 %: a player who guessed), then presses Hint and makes
the move it names, ``presses`` times. Each line is played twice on the same positions:
once timing ``easiest_step(values, total)`` and once a fresh ``HintLadder().press``
(the game's first press on a new position, which also checks the flags). Knowledge is
kept across a line's moves, as in the game, and dropped between lines.
"""

from __future__ import annotations

import gc
import os
import time
from dataclasses import dataclass

import numpy as np

from minesweeper_app.bench.big_positions import open_as_game
from minesweeper_app.bench.stats import print_table
from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    Cell,
    HintLadder,
    cell_type_board,
    create_board,
    easiest_step,
    forget_knowledge,
)

SIZES = ((60, 60, 720), (99, 99, 2000), (128, 128, 3000))
OPENED_SHARES = (0.0, 0.025, 0.10)


@dataclass(frozen=True)
class LineTimes:
    """ms per call along one line, by call: wall time, and CPU time of this thread (on a
    shared machine the wall time adds whatever else runs)."""

    size: str
    step: list[float]
    press: list[float]
    step_cpu: list[float]
    press_cpu: list[float]


class _Timer:
    """Wall and thread CPU time of each call, in ms."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def __enter__(self) -> None:
        self._wall, self._cpu = time.perf_counter(), time.thread_time()

    def __exit__(self, *exc: object) -> None:
        self.wall.append((time.perf_counter() - self._wall) * 1000.0)
        self.cpu.append((time.thread_time() - self._cpu) * 1000.0)


def early_position(
    h: int, w: int, total: int, share: float, seed: int
) -> tuple[Board, Board, frozenset[Cell]]:
    """A line's first position: the first click at the centre and ``share`` of the safe
    cells opened at random; with its cell types and its mines."""
    rng = np.random.default_rng(seed)
    start = (h // 2, w // 2)
    mines = create_board(h, w, total, start, seed=rng)
    types = cell_type_board(h, w, mines)
    values = np.full((h, w), COVERED, dtype=np.int8)
    open_as_game(values, types, start)
    safe = np.argwhere(types >= 0)
    for r, c in safe[rng.permutation(len(safe))[: int(share * len(safe))]].tolist():
        open_as_game(values, types, (r, c))
    return values, types, mines


def _start(h: int, w: int, total: int, share: float, seed: int) -> tuple[Board, Board]:
    values, types, _ = early_position(h, w, total, share, seed)
    return values, types


def _line_moves(
    values: Board, types: Board, total: int, presses: int
) -> tuple[_Timer, list[Cell | None]]:
    """Times of ``easiest_step`` along the line and the cells it named (None: nothing)."""
    times = _Timer()
    cells: list[Cell | None] = []
    for _ in range(presses):
        with times:
            step = easiest_step(values, total)
        cells.append(None if step is None else step.cell)
        if step is None:
            break
        _play(values, types, step.cell)
    return times, cells


def _play(values: Board, types: Board, cell: Cell) -> None:
    if types[cell] < 0:
        values[cell] = FLAGGED
    else:
        open_as_game(values, types, cell)


def _press_times(values: Board, types: Board, total: int, cells: list[Cell | None]) -> _Timer:
    """Times of a fresh ladder press on each position of the line."""
    times = _Timer()
    for cell in cells:
        with times:
            HintLadder().press(values, total)
        if cell is None:
            break
        _play(values, types, cell)
    return times


def play_line(h: int, w: int, total: int, share: float, seed: int, presses: int) -> LineTimes:
    """One line, played with ``easiest_step`` and again with the ladder's first press."""
    values, types = _start(h, w, total, share, seed)
    first = values.copy()
    forget_knowledge()
    gc.collect()
    step, cells = _line_moves(values, types, total, presses)
    forget_knowledge()
    gc.collect()
    press = _press_times(first, types, total, cells)
    return LineTimes(f"{h}x{w}/{total}", step.wall, press.wall, step.cpu, press.cpu)


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    a = np.asarray(samples, dtype=np.float64)
    return float(np.median(a)), float(np.percentile(a, 99)), float(a.max())


def run(
    sizes: tuple[tuple[int, int, int], ...], seeds: int, presses: int, seed: int
) -> list[tuple[str, bool]]:
    """Play every line, print a table per size and call, and return the goals."""
    header = ["call", "opened at random", "lines", "calls", "median ms", "p99 ms", "max ms"]
    header += ["CPU median ms", "CPU p99 ms", "CPU max ms"]
    goals: list[tuple[str, bool]] = []
    for h, w, total in sizes:
        rows: list[list[object]] = []
        every: dict[str, tuple[list[float], list[float]]] = {
            "easiest_step": ([], []),
            "HintLadder().press": ([], []),
        }
        for share in OPENED_SHARES:
            lines = [play_line(h, w, total, share, seed + i, presses) for i in range(seeds)]
            for name, times, cpu in (
                (
                    "easiest_step",
                    [t for line in lines for t in line.step],
                    [t for line in lines for t in line.step_cpu],
                ),
                (
                    "HintLadder().press",
                    [t for line in lines for t in line.press],
                    [t for line in lines for t in line.press_cpu],
                ),
            ):
                every[name][0].extend(times)
                every[name][1].extend(cpu)
                rows.append(
                    [
                        name,
                        f"{share:.1%}",
                        len(lines),
                        len(times),
                        *percentiles(times),
                        *percentiles(cpu),
                    ]
                )
        for name, (times, cpu) in every.items():
            rows.append(
                [
                    f"{name}, all lines",
                    "",
                    len(OPENED_SHARES) * seeds,
                    len(times),
                    *percentiles(times),
                    *percentiles(cpu),
                ]
            )
            _, p99, worst = percentiles(times)
            goals.append((f"{name} p99 <= 100 ms ({h}x{w}/{total} hint lines)", p99 <= 100))
            goals.append((f"{name} max <= 250 ms ({h}x{w}/{total} hint lines)", worst <= 250))
        print_table(
            f"Hint lines, {h}x{w}/{total} (load average {os.getloadavg()[0]:.1f})", header, rows
        )
    return goals
