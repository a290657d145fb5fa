"""Application start-up; the scripted runs (``--self-test``, ``--screenshot``) are in
:mod:`minesweeper_app.ui.scripted`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

APP_NAME = "noguess-minesweeper"
ORG_NAME = "noguess-minesweeper"


def run(args: argparse.Namespace) -> int:
    """Open the window, or do the scripted run ``args`` asks for (parsed in ``__main__``)."""
    if QApplication.instance() is None:
        from minesweeper_app.ui.platform_check import (
            display_connection_problem,
            platform_plugin_problem,
        )

        problem = platform_plugin_problem(os.environ)
        if problem is not None:
            print(problem, file=sys.stderr)
            return 1
        problem = display_connection_problem(os.environ)
        if problem is not None:
            print(problem, file=sys.stderr)
            return 2
    from minesweeper_app.ui.qt_messages import filter_offscreen_noise

    filter_offscreen_noise()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("No-guess Minesweeper")
    app.setDesktopFileName("io.github.noguess_minesweeper")
    from minesweeper_app.ui import closed_windows
    from minesweeper_app.ui.fonts import install_fonts

    install_fonts(app)
    closed_windows.install(app)

    from minesweeper_app.game.datadir import DATA_DIR_ENV, default_data_dir
    from minesweeper_app.ui.language import install_language, resolve
    from minesweeper_app.ui.settings import Settings

    language = getattr(args, "language", None)
    if language is None and not (args.self_test or args.screenshot):
        language = Settings(args.data_dir or default_data_dir(), repair=False).language()
    code = resolve(language)
    font_notice = None
    if not (args.self_test or args.screenshot):  # those keep the language: catalogue checks
        from minesweeper_app.ui.fonts import drawable_language

        install_language(app, "en")  # the notice is said in English, which our font draws
        code, font_notice = drawable_language(app, code)
    install_language(app, code)
    from minesweeper_app.ui.scripted import screenshots, self_test
    from minesweeper_app.ui.window.main_window import MainWindow
    from minesweeper_app.ui.workers import exec_until_closed

    if args.self_test or args.screenshot:
        with tempfile.TemporaryDirectory(prefix="minesweeper-") as tmp:
            data_dir = args.data_dir or Path(tmp)
            try:
                if args.self_test:
                    # A chosen folder (--data-dir or MINESWEEPER_DATA_DIR), so faults can be
                    # checked from a shell; pictures always start from an empty one.
                    chosen = args.data_dir or os.environ.get(DATA_DIR_ENV) or tmp
                    return self_test(Path(chosen), 2024 if args.seed is None else args.seed)
                return screenshots(data_dir, args.screenshot, 7 if args.seed is None else args.seed)
            except (RuntimeError, TimeoutError) as exc:
                print(f"FAILED: {exc}", file=sys.stderr)
                return 1

    window = MainWindow(
        args.data_dir or default_data_dir(),
        seed=args.seed,
        level=args.level,
        board_id=args.board,
        welcome=args.replay is None,  # `minesweeper FILE`: the replay, not the lessons' offer
    )
    if getattr(args, "standard", False):  # as the Options entry: remembered
        window.menus.toggle_actions["standard"].setChecked(True)
    window.show()
    if font_notice is not None:
        from PySide6.QtCore import QTimer

        from minesweeper_app.ui.prompts import notice_box

        print(f"minesweeper: {font_notice}", file=sys.stderr)
        QTimer.singleShot(0, window, lambda: notice_box(window, font_notice))
    if args.replay is not None:
        window.replays.opener.open(args.replay)
    return exec_until_closed(app, window.runner)
