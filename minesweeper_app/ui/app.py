"""Application start-up; the scripted runs (``--self-test``, ``--screenshot``) are in
:mod:`minesweeper_app.ui.scripted`.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from minesweeper_app.game import Level, parse_level

APP_NAME = "noguess-minesweeper"
ORG_NAME = "noguess-minesweeper"


def _level(text: str) -> Level:
    try:
        return parse_level(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _board_id(text: str) -> str:
    from minesweeper_app.engine import decode_board_id

    try:
        decode_board_id(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="minesweeper", description="No-guess Minesweeper")
    parser.add_argument("--seed", type=int, default=None, help="seed for reproducible boards")
    parser.add_argument("--data-dir", type=Path, default=None, help="folder for settings/stats")
    parser.add_argument("--self-test", action="store_true",
                        help="play one seeded Expert game to a win with hints, then exit")
    parser.add_argument("--screenshot", type=Path, metavar="DIR",
                        help="write screenshots of typical game states into DIR and exit")
    parser.add_argument("--board", type=_board_id, default=None, metavar="ID",
                        help="play the board of an id (Game > Copy board id)")
    parser.add_argument("--level", type=_level, default=None,
                        help="start at beginner, intermediate, expert or WxH/M "
                             "(W columns, H rows, M mines), e.g. 30x16/99")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    args = parse_args(argv[1:])
    app = QApplication.instance() or QApplication(argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("No-guess Minesweeper")
    app.setDesktopFileName("io.github.noguess_minesweeper")

    from minesweeper_app.ui.main_window import MainWindow
    from minesweeper_app.ui.scripted import screenshots, self_test
    from minesweeper_app.ui.settings import default_data_dir
    from minesweeper_app.ui.workers import exec_until_closed

    if args.self_test or args.screenshot:
        with tempfile.TemporaryDirectory(prefix="minesweeper-") as tmp:
            data_dir = args.data_dir or Path(tmp)
            try:
                if args.self_test:
                    return self_test(data_dir, 2024 if args.seed is None else args.seed)
                return screenshots(data_dir, args.screenshot, 7 if args.seed is None else args.seed)
            except (RuntimeError, TimeoutError) as exc:
                print(f"FAILED: {exc}", file=sys.stderr)
                return 1

    window = MainWindow(args.data_dir or default_data_dir(), seed=args.seed, level=args.level,
                        board_id=args.board)
    window.show()
    return exec_until_closed(app, window.runner)


if __name__ == "__main__":
    sys.exit(run(sys.argv))
