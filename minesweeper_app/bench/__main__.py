"""Dispatch ``python -m minesweeper_app.bench NAME [args]`` to ``minesweeper_app.bench.NAME``."""

from __future__ import annotations

import importlib
import sys

from minesweeper_app.game.flow.jobs import tune_collector

SUITES = (
    "solver",
    "creation",
    "hints",
    "big",
    "probabilities",
    "grades",
    "ui",
    "puzzles",
    "replays",
    "report",
)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in SUITES:
        print(f"usage: python -m minesweeper_app.bench {{{','.join(SUITES)}}} [options]")
        print("Run a suite with --help for its options.")
        return 2
    tune_collector()  # every figure is measured with the collector set as the game sets it
    module = importlib.import_module(f"minesweeper_app.bench.{args[0]}")
    result: int = module.main(args[1:])
    return result


if __name__ == "__main__":
    sys.exit(main())
