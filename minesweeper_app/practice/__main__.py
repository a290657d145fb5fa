"""Practice puzzles for tools and tests: ``export --count N --seed S [--technique T]``.

Prints one JSON object per line: ``id``, ``technique``, ``motifs``, ``rating`` (the
starting estimate), ``mines`` (the board's total), ``rows`` (``#`` covered, ``F`` flag,
``0``-``8`` opened) and the answers ``safe`` and ``mine`` as ``[row, col]`` lists. Bad
arguments exit with status 2 and one line on standard error.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from minesweeper_app.engine.puzzles import (
    MAX_COUNT,
    TECHNIQUES,
    NoPuzzleFound,
    iter_puzzles,
)
from minesweeper_app.pipes import run_piped


class _Refused(Exception):
    """A bad argument, said in one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Refused(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m minesweeper_app.practice",
        description="Export practice puzzles from no-guess games as JSON lines.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    export = sub.add_parser("export", help="print N puzzles, one JSON object per line")
    export.add_argument("--count", required=True, help=f"how many puzzles (1 to {MAX_COUNT})")
    export.add_argument(
        "--seed", required=True, help="a whole number >= 0; same seed, same puzzles"
    )
    export.add_argument(
        "--technique",
        help=f"only this technique ({', '.join(TECHNIQUES)}); all of them in turn if left out",
    )
    return parser


def _whole(text: str, what: str, low: int, high: int | None) -> int:
    try:
        value = int(text.strip(), 10)
    except ValueError:
        raise _Refused(f"{what} must be a whole number, not {text!r}") from None
    if value < low or (high is not None and value > high):
        allowed = f"between {low} and {high}" if high is not None else f">= {low}"
        raise _Refused(f"{what} must be {allowed}, not {value}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        count = _whole(args.count, "--count", 1, MAX_COUNT)
        seed = _whole(args.seed, "--seed", 0, None)
        technique = args.technique
        if technique is not None and technique not in TECHNIQUES:
            raise _Refused(
                f"unknown technique {technique!r}; choose one of {', '.join(TECHNIQUES)}"
            )
        for i, puzzle in enumerate(iter_puzzles(seed, technique)):
            sys.stdout.write(json.dumps(puzzle.to_json()) + "\n")
            if i + 1 == count:
                break
        sys.stdout.flush()
    except _Refused as exc:
        # Nothing asked at all: how to ask, then why (else the one-line refusal alone).
        usage = "" if (sys.argv[1:] if argv is None else argv) else parser.format_usage()
        print(f"{usage}error: {exc}", file=sys.stderr)
        return 2
    except NoPuzzleFound as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(run_piped(main))
