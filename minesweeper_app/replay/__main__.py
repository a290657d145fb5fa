"""Replay files for tools and tests: ``info FILE`` and ``review FILE`` print JSON.

A broken, truncated, empty or unknown file exits with status 2 and one line on standard
error; the file is parsed in a child process, so no input can abort this one.
"""

from __future__ import annotations

import argparse
import json
import sys

from minesweeper_app.engine import format_cell
from minesweeper_app.game.replays import ReplayFileError, read_replay, review_replay


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m minesweeper_app.replay",
        description="Read .avf, .evf, .mvf and .rmv replays; review them exactly.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    info = sub.add_parser("info", help="print the board, the counters and the player as JSON")
    info.add_argument("file")
    review = sub.add_parser(
        "review", help="print, for each move, whether logic forced it, a guess or a mistake"
    )
    review.add_argument("file")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        replay = read_replay(args.file)
        if args.command == "info":
            out: dict[str, object] = replay.info()
        else:
            review = review_replay(replay)
            out = {
                "summary": review.summary(),
                "won": review.won,
                "first_missed": review.first_missed,
                "moves": [
                    {
                        "seconds": m.move.seconds,
                        "action": str(getattr(m.move.action, "value", m.move.action)),
                        "cell": list(m.move.cell),
                        "where": format_cell(m.move.cell),
                        "kind": m.kind.name.lower(),
                        "mine_chance": m.mine_chance,
                    }
                    for m in review.moves
                ],
            }
    except ReplayFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
