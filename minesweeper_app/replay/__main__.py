"""Replay files for tools and tests: ``info FILE`` prints a summary to read (``--json``: the
fields as JSON), ``review FILE`` prints the summary and one line a move (``--json``: as JSON);
``export --data-dir D --out DIR`` copies every game the window recorded (``D/replays``).

A broken, truncated, empty or unknown file exits with status 2 and one line on standard
error; the file is parsed in a child process, so no input can abort this one. ``export``
leaves out a recording that does not read back (a warning on standard error names it and
why), copies the others, and then exits with status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from minesweeper_app.game.replays import (
    REPLAY_FOLDER,
    ReplayFileError,
    read_replay,
    review_replay,
)
from minesweeper_app.game.review import GameReview, MoveKind
from minesweeper_app.game.safe_files import atomic_copy
from minesweeper_app.game.wording import format_cell
from minesweeper_app.pipes import run_piped


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m minesweeper_app.replay",
        description="Read .avf, .evf, .mvf and .rmv replays; review them exactly.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    info = sub.add_parser(
        "info", help="summarise the player, board, time, counters and the file's claims"
    )
    info.add_argument("file")
    info.add_argument(
        "--json", action="store_true", help="print every field (mines included) as JSON"
    )
    review = sub.add_parser(
        "review", help="print, for each move, whether logic forced it, a guess or a mistake"
    )
    review.add_argument("file")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    export = sub.add_parser("export", help="copy every recorded game's .evf replay to a folder")
    export.add_argument("--data-dir", required=True, help="the game's data folder")
    export.add_argument("--out", required=True, help="the folder to write the replays to")
    return parser


def export(data_dir: Path, out: Path) -> tuple[int, list[str]]:
    """Copy each recorded replay that reads back whole; how many were written, and a
    warning for each one left out (a damaged recording is not spread, the rest go on)."""
    folder = data_dir / REPLAY_FOLDER
    if not data_dir.is_dir():
        raise ReplayFileError(f"{data_dir} is not a folder.")
    out.mkdir(parents=True, exist_ok=True)
    written, skipped = 0, []
    for source in sorted(folder.glob("*.evf")) if folder.is_dir() else []:
        try:
            read_replay(source)
        except ReplayFileError as exc:
            skipped.append(f"skipped {source.name}: {exc}")
            continue
        try:
            atomic_copy(source, out / source.name)
        except OSError as exc:
            skipped.append(f"skipped {source.name}: {exc.strerror or exc} ({exc.filename})")
            continue
        written += 1
    return written, skipped


def review_text(review: GameReview) -> str:
    """The review for a person: its summary, then each move's time, action, cell and worth
    (a guess with the chance it was a mine)."""
    lines = [review.summary(), ""]
    for m in review.moves:
        action = str(getattr(m.move.action, "value", m.move.action))
        worth = m.kind.value
        if m.mine_chance is not None and m.kind in (MoveKind.GUESS, MoveKind.MISTAKE):
            worth += f" ({m.mine_chance:.0%} chance of a mine)"
        lines.append(f"{m.move.seconds:8.2f} s  {action:<6} {format_cell(m.move.cell):<22} {worth}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "export":
            count, skipped = export(Path(args.data_dir), Path(args.out))
            for warning in skipped:
                print(f"warning: {warning}", file=sys.stderr)
            print(f"{count} replay{'s' if count != 1 else ''} written to {args.out}")
            return 1 if skipped else 0
        replay = read_replay(args.file)
        if args.command == "info" and not args.json:
            from minesweeper_app.replay.describe import describe

            print(describe(replay))
            return 0
        if args.command == "info":
            out: dict[str, object] = replay.info()
        else:
            review = review_replay(replay)
            if not args.json:
                print(review_text(review))
                return 0
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
    except (ReplayFileError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(run_piped(main))
