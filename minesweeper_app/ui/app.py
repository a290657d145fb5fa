"""Application start-up, plus the scripted runs CI uses: ``--self-test`` and ``--screenshot``.

The scripted runs drive the real window (through its public slots and signals), so they
exercise the same code path as a player, just without a mouse.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication

APP_NAME = "noguess-minesweeper"
ORG_NAME = "noguess-minesweeper"


def wait_for(
    signal: SignalInstance, timeout_ms: int = 60_000, fail: SignalInstance | None = None
) -> list[Any]:
    """Spin the event loop until ``signal`` fires; returns its arguments.

    Raises TimeoutError on timeout and RuntimeError if ``fail`` fires first.
    """
    loop = QEventLoop()
    got: list[Any] = []
    failed: list[Any] = []
    done = {"ok": False}

    def on_signal(*args: Any) -> None:
        got.extend(args)
        done["ok"] = True
        loop.quit()

    def on_fail(*args: Any) -> None:
        failed.extend(args or ["failed"])
        loop.quit()

    signal.connect(on_signal)
    if fail is not None:
        fail.connect(on_fail)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(timeout_ms)
    try:
        loop.exec()
    finally:
        timer.stop()
        signal.disconnect(on_signal)
        if fail is not None:
            fail.disconnect(on_fail)
    if failed:
        raise RuntimeError(" ".join(str(a) for a in failed))
    if not done["ok"]:
        raise TimeoutError(f"no signal within {timeout_ms} ms")
    return got


def run(args: argparse.Namespace) -> int:
    """Open the window, or do the scripted run ``args`` asks for (parsed in ``__main__``)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("No-guess Minesweeper")
    app.setDesktopFileName("io.github.noguess_minesweeper")

    from minesweeper_app.datadir import default_data_dir
    from minesweeper_app.ui.main_window import MainWindow

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

    window = MainWindow(args.data_dir or default_data_dir(), seed=args.seed)
    window.show()
    return int(app.exec())


def _start(window: Any, cell: tuple[int, int]) -> None:
    window.click_cell(cell)
    try:
        wait_for(window.board_created, fail=window.creation_failed)
    except RuntimeError:
        raise RuntimeError(f"board creation failed: {window.last_message}") from None


def self_test(data_dir: Path, seed: int) -> int:
    """Win one seeded Expert game through the window, moving only where the hints say."""
    from minesweeper_app.game import EXPERT, State
    from minesweeper_app.ui.main_window import MainWindow

    began = time.perf_counter()
    window = MainWindow(data_dir, seed=seed, show_notices=False)
    window.show()
    window.new_game(EXPERT)
    start = (EXPERT.height // 2, EXPERT.width // 2)
    _start(window, start)
    game = window.game
    print(f"self-test: Expert {EXPERT.width}x{EXPERT.height}/{EXPERT.mines}, seed {seed}; "
          f"first click at {start} opened {int((game.values >= 0).sum())} cells")

    # Every move is made by pressing Hint until the ladder's last stage makes it.
    kinds: Counter[str] = Counter()
    presses = 0
    limit = 8 * EXPERT.height * EXPERT.width
    while game.state is State.PLAYING and presses < limit:
        window.request_hint()
        stage = wait_for(window.hint_shown)[0]
        presses += 1
        kinds[stage.kind] += 1
        if presses <= 5:
            print(f"  hint {presses} ({stage.kind}): {stage.message}")
        if stage.kind in ("no_progress", "solved", "too_many_flags", "wrong_flags"):
            print(f"self-test FAILED: unexpected hint stage {stage.kind}: {stage.message}")
            return 1
    QApplication.processEvents()
    won = game.state is State.WON
    history = window.stats.history()
    recorded = bool(history) and history[0].won and history[0].hints == game.hints_used
    summary = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
    print(f"self-test: {presses} hint presses ({summary})")
    print(f"self-test: {'WON' if won else game.state.value.upper()} in "
          f"{time.perf_counter() - began:.1f} s; hinted positions {game.hints_used}; "
          f"result {'recorded' if recorded else 'NOT recorded'} as a hinted game")
    window.close()
    return 0 if won and recorded else 1


def screenshots(data_dir: Path, out: Path, seed: int) -> int:
    """Beginner mid-game, Expert with a hint shown, and a lost game, as PNG files."""
    from minesweeper_app.engine import FLAGGED, easiest_step
    from minesweeper_app.game import BEGINNER, EXPERT, State
    from minesweeper_app.ui.main_window import MainWindow

    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow(data_dir, seed=seed, show_notices=False)
    window.show()

    def shot(name: str) -> None:
        QApplication.processEvents()
        path = out / name
        window.grab().save(str(path))
        print(f"wrote {path}")

    window.new_game(BEGINNER)
    _start(window, (4, 4))
    for _ in range(6):
        step = easiest_step(window.game.board_for_engine(), BEGINNER.mines)
        if step is None or window.game.state is not State.PLAYING:
            break
        if step.is_mine:
            window.toggle_flag(step.cell)
        else:
            window.click_cell(step.cell)
    shot("beginner_midgame.png")

    window.new_game(EXPERT)
    _start(window, (8, 15))
    for _ in range(3):  # area, cell, then the reason in words
        window.request_hint()
        wait_for(window.hint_shown)
    shot("expert_hint.png")

    window.new_game(BEGINNER)
    _start(window, (4, 4))
    game = window.game
    assert game.mines is not None
    covered_safe = [
        (r, c) for r in range(game.height) for c in range(game.width)
        if int(game.values[r, c]) != FLAGGED and game.is_covered((r, c))
        and (r, c) not in game.mines
    ]
    if covered_safe:
        window.toggle_flag(covered_safe[0])
    window.click_cell(sorted(game.mines)[len(game.mines) // 2])
    shot("lost.png")
    window.close()
    return 0


if __name__ == "__main__":
    from minesweeper_app.__main__ import main

    sys.exit(main())
