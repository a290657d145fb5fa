"""The scripted runs CI uses: ``--self-test`` and ``--screenshot``.

They drive the real window (through its public slots and signals), so they exercise
the same code path as a player, just without a mouse.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QRect, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QWidget

from minesweeper_app.game.protocols import StatsRecorder
from minesweeper_app.game.wording import say


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


def _start(window: Any, cell: tuple[int, int]) -> None:
    window.click_cell(cell)
    try:
        wait_for(window.board_created, fail=window.creation_failed)
    except RuntimeError:
        raise RuntimeError(f"board creation failed: {window.last_message}") from None


def self_test(data_dir: Path, seed: int) -> int:
    """Win one seeded Expert game through the window, moving only where the hints say."""
    from minesweeper_app.game import EXPERT, State
    from minesweeper_app.ui.fonts import drawn_family, glyph_problem, language_glyph_problem
    from minesweeper_app.ui.language import current_language
    from minesweeper_app.ui.window.main_window import MainWindow

    app = QApplication.instance()
    problem = glyph_problem(app) if isinstance(app, QApplication) else "no application"
    if problem:
        print(f"self-test FAILED: {problem}")
        return 1
    print(f"self-test: font {drawn_family(QApplication.font())} draws every character shown")
    language = current_language()
    glyphs = language_glyph_problem(app, language) if isinstance(app, QApplication) else None
    if glyphs is not None:
        print(f"self-test {'FAILED' if glyphs[1] else 'notice'}: {glyphs[0]}")
        if glyphs[1]:
            return 1
    print(f"self-test: language {language}")
    began = time.perf_counter()
    window = MainWindow(data_dir, seed=seed, show_notices=False)
    window.show()
    # Every notice the window would show, so faults can be checked from a shell.
    for notice in (window.stats.recovery_message, window.settings.problem):
        if notice:
            print(f"self-test notice: {notice}")
    shown = window.settings.on_problem

    def settings_notice(text: str) -> None:
        print(f"self-test notice: {text}")
        if shown is not None:
            shown(text)

    window.settings.on_problem = settings_notice
    window.new_game(EXPERT)
    start = (EXPERT.height // 2, EXPERT.width // 2)
    _start(window, start)
    game = window.game
    print(
        f"self-test: Expert {EXPERT.width}x{EXPERT.height}/{EXPERT.mines}, seed {seed}; "
        f"first click at {start} opened {int((game.values >= 0).sum())} cells"
    )

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
            print(f"  hint {presses} ({stage.kind}): {say(stage)}")
        if stage.kind in ("no_progress", "solved", "too_many_flags", "wrong_flags"):
            print(f"self-test FAILED: unexpected hint stage {stage.kind}: {say(stage)}")
            return 1
    QApplication.processEvents()
    won = game.state is State.WON
    window.stats.retry()
    # The writer thread saves the result: wait until it is saved or the fault is known.
    waited_until = time.monotonic() + 10.0
    while window.stats.unsaved and not window.stats.problem and time.monotonic() < waited_until:
        QApplication.processEvents()
        time.sleep(0.01)
    history = window.stats.history()
    recorded = bool(history) and history[0].won and history[0].hints == game.hints_used
    summary = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
    print(f"self-test: {presses} hint presses ({summary})")
    print(
        f"self-test: {'WON' if won else game.state.value.upper()} in "
        f"{time.perf_counter() - began:.1f} s; hinted positions {game.hints_used}; "
        f"result {'recorded' if recorded else 'NOT recorded'} as a hinted game"
    )
    replay_ok = _replay_saved(window, game)
    if window.stats.problem:
        print(f"self-test notice: {window.stats.problem}")
    window.close()
    if window.close_notice:
        print(f"self-test notice: {window.close_notice}")
    return 0 if won and recorded and replay_ok else 1


def _replay_saved(window: Any, game: Any) -> bool:
    """The game's .evf replay was saved and reads back with the game's board."""
    from minesweeper_app.game.replays import ReplayFileError, read_replay

    window.replays.wait_saved(30.0)  # a full disk: the recorder gives up after 10 s
    path = window.replays.last_replay
    problem = window.replays.recording.problem
    if path is None and problem:
        # A full or read-only data folder: the player is told, as the statistics' notices are.
        print(f"self-test notice: {problem}")
        return True
    try:
        if path is None:
            raise ReplayFileError("nothing was saved")
        same = bool(read_replay(path).mines == game.mines)
    except ReplayFileError as exc:
        print(f"self-test FAILED: the replay: {exc}")
        return False
    print(f"self-test: replay {path.name} {'reads back' if same else 'has ANOTHER board'}")
    return same


SCREENSHOTS = (
    "expert_hint_light.png",
    "expert_hint_dark.png",
    "analysis_expert.png",
    "board_99x99_on_1280x800.png",
    "beginner_maximised.png",
    "won_summary.png",
    "loss_explained.png",
    "review.png",
    "statistics.png",
)
"""What ``--screenshot`` writes (the README shows them)."""

DESKTOP = QRect(0, 0, 1920, 1050)
"""The available area of an ordinary full-HD desktop (a panel takes the rest)."""
LAPTOP = QRect(0, 27, 1280, 773)
"""A 1280x800 laptop screen under a 27-pixel top bar."""


def _save(widget: QWidget, path: Path) -> None:
    """The widget as painted, every colour exact (a palette of 256 changed rare ones,
    such as a lone 4), compressed as far as Qt's writer goes."""
    QApplication.processEvents()
    # PySide6 takes the format as str at run time (bytes raises); its stubs say bytes.
    if not widget.grab().toImage().save(str(path), "PNG", 0):  # type: ignore[call-overload]
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path}")


class PlayerClock:
    """A game clock that moves only when the script says, at about a player's pace.

    A script plays in milliseconds; the pictures should show times, 3BV/s and move
    times a person could have.
    """

    PACE = 0.8
    """Seconds per move."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float = PACE) -> None:
        self.now += seconds


def _play_easiest(window: Any, steps: int, *, stop: Callable[[Any], bool] | None = None) -> Any:
    """Make up to ``steps`` proven moves; returns the step ``stop`` chose (not made), if any."""
    from minesweeper_app.engine import easiest_step
    from minesweeper_app.game import State

    game = window.game
    for _ in range(steps):
        if game.state is not State.PLAYING:
            return None
        step = easiest_step(game.board_for_engine(), game.level.mines)
        if step is None:
            return None
        if stop is not None and stop(step):
            return step
        clock = getattr(window.controller.clock, "base", None)  # under the pause clock
        if isinstance(clock, PlayerClock):
            clock.advance()
        if step.is_mine:
            window.toggle_flag(step.cell)
        else:
            window.click_cell(step.cell)
    return None


def _sample_history(stats: StatsRecorder) -> None:
    """A few weeks of play, so the statistics dialog and its chart have something to show."""
    import numpy as np

    from minesweeper_app.game import LEVELS
    from minesweeper_app.game.finished import FinishedGame

    rng = np.random.default_rng(3)
    for level, base, n in (
        ("beginner", 30.0, 30),
        ("intermediate", 110.0, 20),
        ("expert", 330.0, 14),
    ):
        for i in range(n):
            won = bool(rng.random() < 0.75)
            seconds = base * (1.35 - 0.5 * i / n) * float(rng.uniform(0.8, 1.2))
            stats.record(FinishedGame(LEVELS[level], seconds, won, int(rng.random() < 0.2)))


def screenshots(data_dir: Path, out: Path, seed: int) -> int:
    """The README's pictures, each from the real window at a realistic size."""
    from minesweeper_app.game import BEGINNER, EXPERT, INTERMEDIATE, State, custom_level
    from minesweeper_app.ui.theme import Theme
    from minesweeper_app.ui.window.main_window import MainWindow

    out.mkdir(parents=True, exist_ok=True)
    clock = PlayerClock()
    window = MainWindow(
        data_dir, seed=seed, show_notices=False, available_geometry=lambda: DESKTOP, clock=clock
    )
    window.show()

    def opened() -> int:
        return int((window.game.values >= 0).sum())

    # Expert mid-game with a hint whose reason takes two numbers or more: rulers show and
    # every cell named is marked. Not every board has one after the opening: try a few.
    def long_reason(step: Any) -> bool:
        return 100 < opened() < 260 and len(step.clues) >= 2 and len(say(step)) > 240

    for k in range(10):
        window.seed = seed + k
        window.new_game(EXPERT)
        _start(window, (8, 15))
        if _play_easiest(window, 480, stop=long_reason) is not None:
            break
    else:
        raise RuntimeError("no Expert game with a long hint in ten tries")
    window.seed = seed
    stage = None
    for _ in range(4):  # area, cell, then the reason in words
        window.request_hint()
        stage = wait_for(window.hint_shown)[0]
        if stage.kind == "progress_reason":
            break
    _save(window, out / "expert_hint_light.png")
    window.set_theme(Theme.DARK)
    _save(window, out / "expert_hint_dark.png")
    window.set_theme(Theme.LIGHT)

    # The analysis overlay on an Expert game in its opening.
    window.new_game(EXPERT)
    _start(window, (8, 15))
    _play_easiest(window, 400, stop=lambda _step: opened() > 70)
    window.set_analysis(True)
    wait_for(window.analysis_shown)
    _save(window, out / "analysis_expert.png")
    window.set_analysis(False)

    # The game won by proven moves only: the summary under the finished board.
    _sample_history(window.stats)
    window.new_game(INTERMEDIATE)
    _start(window, (8, 8))
    _play_easiest(window, 400)
    if window.game.state is not State.WON:
        raise RuntimeError("the scripted Intermediate game was not won")
    _save(window, out / "won_summary.png")

    # A loss on a cell the numbers proved to be a mine, some way into the game, explained.
    window.new_game(EXPERT)
    _start(window, (8, 15))
    mine = _play_easiest(window, 400, stop=lambda step: step.is_mine and opened() > 60)
    if mine is None:
        raise RuntimeError("no provable mine to step on in the scripted Expert game")
    clock.advance()
    window.click_cell(mine.cell)
    wait_for(window.loss_explanation_shown)
    _save(window, out / "loss_explained.png")

    window.review_game()
    review = window.review_window
    assert review is not None, "a lost game on a known board can be reviewed"
    review.wait_for_jobs()
    QApplication.processEvents()
    review.go_to_first_missed()
    _save(review, out / "review.png")
    review.close()

    from minesweeper_app.ui.stats.dialog import StatisticsDialog

    dialog = StatisticsDialog(window.stats, window)
    dialog.show()
    _save(dialog, out / "statistics.png")
    dialog.close()

    window.new_game(BEGINNER)
    window.showMaximized()
    QApplication.processEvents()
    _start(window, (4, 4))
    _play_easiest(window, 12)
    _save(window, out / "beginner_maximised.png")
    window.close()

    # The largest common custom size on a laptop: zoomed out to fit, scrolling only if it must.
    laptop = MainWindow(
        data_dir,
        seed=seed,
        show_notices=False,
        clock=PlayerClock(),
        level=custom_level(99, 99, 1600),
        available_geometry=lambda: LAPTOP,
    )
    laptop.show()
    _start(laptop, (49, 49))
    _play_easiest(laptop, 40)
    _save(laptop, out / "board_99x99_on_1280x800.png")
    laptop.close()
    return 0
