"""Hint speed: ``check_flags`` and ``easiest_step`` on positions from real Expert games.

Positions come from play, not from random fill: seeded Expert layouts (30x16, 99
mines, first click in the middle with its neighbours mine-free) are played by a
perfect player (the exact solver, flagging every mine it proves) until won or
stuck, and snapshots are taken at several stages of each game. Goal: median
<= 30 ms and p95 <= 150 ms for each call.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable
from functools import partial

import numpy as np

from minesweeper_app.bench.stats import print_table, summary, time_ms
from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    HintLadder,
    Step,
    check_flags,
    create_board,
    easiest_step,
)
from minesweeper_app.engine.board import cell_type_board, geometry
from minesweeper_app.engine.solver import KNOWN_MINE, OPENED, Knowledge

HEIGHT, WIDTH, MINES = 16, 30, 99
STAGES = (0.05, 0.1, 0.3, 0.5, 0.7, 0.9)


HARD_PER_GAME = 4


def expert_layout(rng: np.random.Generator) -> tuple[frozenset[tuple[int, int]], tuple[int, int]]:
    """A no-guess Expert board as the game creates it, first click in the middle.

    Real games are no-guess boards, so the perfect player reaches every stage of
    the game, late positions with few cells left included.
    """
    start = (HEIGHT // 2, WIDTH // 2)
    return create_board(HEIGHT, WIDTH, MINES, start, seed=rng), start


def _append(out: list[Step | None], call: Callable[..., Step | None], *args: object) -> None:
    out.append(call(*args))


def _snapshot(know: Knowledge, types: list[int], upto: tuple[int, int] | None = None) -> Board:
    """The board as the player sees it; ``upto`` keeps only the first moves made so far."""
    flat = np.full(HEIGHT * WIDTH, COVERED, dtype=np.int8)
    for i, s in enumerate(know.state):
        if s == OPENED:
            flat[i] = types[i]
        elif s == KNOWN_MINE:
            flat[i] = FLAGGED
    if upto is not None:
        for i in know.new_safe[upto[0] :]:
            flat[i] = COVERED
        for i in know.new_mines[upto[1] :]:
            flat[i] = COVERED
    return flat.reshape(HEIGHT, WIDTH)


def game_positions(rng: np.random.Generator) -> list[tuple[str, Board]]:
    """Snapshots of one perfect game at several stages, plus where it got stuck.

    A stage snapshot is taken halfway through the moves of one round of reasoning,
    so some moves the player could make next are still pending, as in real play.
    The first few positions where no single number decides anything are kept
    too: those are the ones where a player asks for help and the search works.
    """
    mines, start = expert_layout(rng)
    types = cell_type_board(HEIGHT, WIDTH, mines).ravel().tolist()
    geo = geometry(HEIGHT, WIDTH)
    know = Knowledge(geo, types, MINES)
    know.open_number(geo.index(start), types[geo.index(start)])
    safe_total = HEIGHT * WIDTH - MINES
    out: list[tuple[str, Board]] = []
    pending = list(STAGES)
    hard = 0
    while know.n_opened < safe_total:
        before = len(know.new_safe), len(know.new_mines)
        if not know.easy_moves():
            if hard < HARD_PER_GAME:
                out.append(("hard: no single number decides", _snapshot(know, types)))
                hard += 1
            if not know.step():
                out.append(("stuck (guess needed)", _snapshot(know, types)))
                break
        done = know.n_opened / safe_total
        if pending and done >= pending[0]:
            while pending and done >= pending[0]:
                stage = pending.pop(0)
            half = (
                (before[0] + len(know.new_safe)) // 2,
                (before[1] + len(know.new_mines)) // 2,
            )
            out.append((f"{int(stage * 100)}% opened", _snapshot(know, types, half)))
    return out


def without_flags(values: Board) -> Board:
    """The same position for a player who never flags."""
    out = values.copy()
    out[out == FLAGGED] = COVERED
    return out


def _stage_order(name: str) -> tuple[float, str]:
    head = name.split("%")[0]
    return (float(head) if head.isdigit() else 1000.0, name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench hints")
    parser.add_argument("--games", type=int, default=30, help="Expert games to play")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    positions: list[tuple[str, Board]] = []
    for _ in range(args.games):
        for stage, values in game_positions(rng):
            positions.append((stage, values))
            positions.append((stage + ", no flags", without_flags(values)))
    timings: dict[str, list[float]] = defaultdict(list)
    by_stage: dict[str, list[float]] = defaultdict(list)
    by_kind: dict[str, list[float]] = defaultdict(list)
    for stage, values in positions:
        t_flags = time_ms(partial(check_flags, values, MINES))
        result: list[Step | None] = []
        t_step = time_ms(partial(_append, result, easiest_step, values, MINES))
        step = result[0]
        if step is None:
            kind = "nothing provable"
        elif step.uses_mine_count:
            kind = "mine count"
        else:
            n = len(step.clues)
            kind = f"{n} clue{'s' if n > 1 else ''}" if n < 3 else "3+ clues"
        timings["check_flags"].append(t_flags)
        timings["easiest_step"].append(t_step)
        timings["easiest_step(safe_only)"].append(
            time_ms(partial(easiest_step, values, MINES, safe_only=True))
        )
        timings["HintLadder().press"].append(time_ms(partial(HintLadder().press, values, MINES)))
        by_stage[stage].append(t_step)
        by_kind[kind].append(t_step)
    header = ["call", "positions", "median ms", "p95 ms", "max ms"]
    rows: list[list[object]] = []
    for name, samples in timings.items():
        s = summary(samples)
        rows.append([name, len(samples), s["median"], s["p95"], s["max"]])
    print_table(f"Hints on {len(positions)} positions from {args.games} Expert games", header, rows)
    for title, groups in (
        ("easiest_step by stage", by_stage),
        ("easiest_step by kind of step", by_kind),
    ):
        rows = []
        for name in sorted(groups, key=_stage_order):
            s = summary(groups[name])
            rows.append([name, len(groups[name]), s["median"], s["p95"], s["max"]])
        print_table(title, ["group", "positions", "median ms", "p95 ms", "max ms"], rows)
    goal = [timings["check_flags"], timings["easiest_step"]]
    med_ok = all(summary(t)["median"] <= 30 for t in goal)
    p95_ok = all(summary(t)["p95"] <= 150 for t in goal)
    print(
        "\nGoal for check_flags and easiest_step: "
        f"median <= 30 ms {'met' if med_ok else 'MISSED'}; "
        f"p95 <= 150 ms: {'met' if p95_ok else 'MISSED'}"
    )
    return 0
