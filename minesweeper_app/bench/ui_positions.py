"""The positions ``bench ui`` asks the window about: the hardest ones ``bench probabilities``
finds, and proven moves to play one after another with the analysis on."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any


def flag_guessed_mines(values: Any, mines: frozenset[tuple[int, int]]) -> Any:
    """Every mine next to an opened number flagged: right, but mostly not provable."""
    from minesweeper_app.engine import FLAGGED, neighbours

    out = values.copy()
    h, w = values.shape
    for cell in mines:
        if any(int(values[n]) >= 0 for n in neighbours(h, w, cell)):
            out[cell] = FLAGGED
    return out


def hardest_positions(args: argparse.Namespace) -> dict[str, Any]:
    """The hardest ``bench probabilities`` positions for a Hint and for Check flags.

    Hardest means the slowest direct engine call (best of two, so a busy moment of
    the machine does not pick the position).
    """
    from minesweeper_app.bench.hint_lines import early_position
    from minesweeper_app.bench.probabilities import (
        BIG_SIZES,
        PlayedPosition,
        big_played,
        guessing_played,
    )
    from minesweeper_app.engine import HintLadder, check_flags

    seed = args.positions_seed
    if args.quick:
        guessing = guessing_played(1, 12, seed)
        big = [p for p, _ in big_played(30, 30, 225, 2, seed)]
    else:
        guessing = guessing_played(10, 4, seed)
        big = [p for h, w, m in BIG_SIZES for p, _ in big_played(h, w, m, 12, seed)]

    def slowest(cands: list[Any], call: Callable[[Any], object]) -> tuple[Any, float]:
        best: tuple[Any, float] | None = None
        for p in cands:
            t = []
            for _ in range(2):
                began = time.perf_counter()
                call(p)
                t.append((time.perf_counter() - began) * 1000)
            if best is None or min(t) > best[1]:
                best = (p, min(t))
        assert best is not None
        return best

    def hint(p: Any) -> object:
        return HintLadder().press(p.values, p.total)

    def check(p: Any) -> object:
        return check_flags(flag_guessed_mines(p.values, p.mines), p.total)

    out: dict[str, Any] = {}
    print(
        f"\nHardest of {len(guessing)} guessing-play Expert positions and of {len(big)} "
        "big stuck positions (engine alone, no window):"
    )
    for family, cands in (("guessing Expert", guessing), ("big stuck", big)):
        for kind, call in (("hint", hint), ("check", check)):
            p, ms = slowest(cands, call)
            out[f"{kind} {family}"] = p
            h, w = p.values.shape
            covered = int((p.values < 0).sum())
            print(f"  {kind:<5} {family:<16} {w}x{h}/{p.total}, {covered} covered: {ms:.1f} ms")
    if not args.quick:
        # issue 36: the first Hint of a 128x128 game after some lucky clicks, cold
        values, _, mines = early_position(128, 128, 3000, 0.10, seed)
        out["hint early game"] = PlayedPosition(values, 3000, mines, (64, 64))
    return out


def proven_moves(values: Any, mines: frozenset[Any], total: int, limit: int) -> list[Any]:
    """Moves a logician would make, found before the clock runs: (cell, flag?) pairs."""
    from minesweeper_app.engine import COVERED, FLAGGED, neighbours, solve_state

    values = values.copy()
    height, width = values.shape
    types: dict[Any, int] = {}
    moves: list[Any] = []
    while len(moves) < limit:
        proven = solve_state(values, total)
        todo = [(c, False) for c in sorted(proven.safe) if int(values[c]) == COVERED]
        todo += [(c, True) for c in sorted(proven.mines) if int(values[c]) == COVERED]
        if not todo:
            break
        for cell, flag in todo:
            if int(values[cell]) != COVERED:
                continue
            moves.append((cell, flag))
            if flag:
                values[cell] = FLAGGED
                continue
            stack = [cell]
            while stack:
                c = stack.pop()
                if int(values[c]) != COVERED:
                    continue
                if c not in types:
                    types[c] = sum(n in mines for n in neighbours(height, width, c))
                values[c] = types[c]
                if types[c] == 0:
                    stack.extend(neighbours(height, width, c))
    return moves[:limit]
