"""Hints and flag checks never hold up a new board or the closing of the window."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from minesweeper_app.engine import HintKind, HintStage
from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.engine.errors import Cancelled
from minesweeper_app.game import State, custom_level
from minesweeper_app.game.wording import say
from tests.gui.helpers import click, fixed_layout, start_game

LEVEL3 = custom_level(5, 5, 3)
MINES3 = frozenset({(0, 4), (4, 4), (1, 3)})
ROOT = Path(__file__).resolve().parents[2]


class SlowHint:
    """A hint engine stuck on a hard position: it stops only when cancelled (or released)."""

    def __init__(self, honour_cancel: bool) -> None:
        self.honour_cancel = honour_cancel
        self.release = threading.Event()
        self.calls: list[Any] = []
        self.running = 0
        self._lock = threading.Lock()

    def __call__(self, ladder: Any, values: Any, total: int, cancel: Any) -> HintStage:
        with self._lock:
            self.calls.append(cancel)
            self.running += 1
        try:
            deadline = time.monotonic() + 30
            while not self.release.is_set() and time.monotonic() < deadline:
                if self.honour_cancel and cancel():
                    raise Cancelled("The hint was cancelled.")
                self.release.wait(0.002)  # poll the cancel check, as the engine does
            return HintStage(HintKind.NO_PROGRESS, (why.NoProgress(False),))
        finally:
            with self._lock:
                self.running -= 1


def test_new_game_and_closing_cancel_a_slow_hint(qtbot: Any, make_window) -> None:
    slow = SlowHint(honour_cancel=True)
    win = make_window(creator=fixed_layout(MINES3), hint_engine=slow)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.hint_button.click()
    qtbot.waitUntil(lambda: slow.running == 1)
    win.menus.new_action.trigger()
    assert slow.calls[0](), "New game tells the engine to stop"
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        click(qtbot, win, (2, 0))
    qtbot.waitUntil(lambda: slow.running == 0, timeout=10_000)
    assert win.last_message != "late answer"

    win.hint_button.click()
    qtbot.waitUntil(lambda: slow.running == 1)
    win.close()
    assert slow.calls[1](), "closing the window tells the engine to stop"
    assert not win.isVisible()
    assert win.runner.wait(10_000)


def test_a_move_cancels_a_stale_flag_check(qtbot: Any, make_window) -> None:
    calls: list[Any] = []
    release = threading.Event()

    def slow_check(values: Any, total: int, cancel: Any) -> Any:
        calls.append(cancel)
        while not cancel() and not release.wait(0.002):
            pass
        raise Cancelled("The flag check was cancelled.")

    win = make_window(creator=fixed_layout(MINES3), flag_checker=slow_check)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    win.toggle_flag((0, 3))
    win.check_button.click()
    qtbot.waitUntil(lambda: bool(calls))
    win.toggle_flag((0, 3))  # any move makes the answer stale
    assert calls[0]()
    assert win.runner.wait(10_000)
    assert "could not" not in win.last_message, "a cancelled check is not an error"
    release.set()


def test_hints_that_ignore_cancel_never_delay_a_new_board(qtbot: Any, make_window) -> None:
    slow = SlowHint(honour_cancel=False)
    win = make_window(creator=fixed_layout(MINES3), hint_engine=slow)
    try:
        win.new_game(LEVEL3)
        for stuck in (1, 2):  # as many stuck hints as the machine has cores
            start_game(qtbot, win, (2, 0))
            win.hint_button.click()
            qtbot.waitUntil(lambda n=stuck: slow.running == n)
            win.new_game()
        with qtbot.waitSignal(win.board_created, timeout=10_000):
            click(qtbot, win, (2, 0))
        assert slow.running == 2, "the board arrived while both hints were still running"
        win.close()
        assert not win.isVisible() and not win.workers_idle, "closing did not wait for them"
    finally:
        slow.release.set()
        win.runner.wait(10_000)


@pytest.mark.slow  # a child process
def test_the_process_exits_when_the_window_closes_during_an_endless_hint() -> None:
    script = textwrap.dedent(
        """
        import sys, threading, time
        from pathlib import Path
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        import minesweeper_app.ui
        from minesweeper_app.game import custom_level
        from minesweeper_app.ui.window.main_window import MainWindow
        from minesweeper_app.ui.scripted import wait_for
        from minesweeper_app.ui.workers import exec_until_closed

        def endless(ladder, values, total, cancel):
            print("hint running", flush=True)
            threading.Event().wait()  # ignores its cancel check, as a stuck engine call would

        def creator(h, w, m, start, **_):
            return frozenset({(0, 4), (4, 4), (1, 3)})

        app = QApplication([])
        window = MainWindow(Path(sys.argv[1]), creator=creator, hint_engine=endless,
                            show_notices=False, level=custom_level(5, 5, 3))
        window.show()
        window.click_cell((2, 0))
        wait_for(window.board_created, 10_000)
        window.request_hint()
        QTimer.singleShot(300, window.close)
        code = exec_until_closed(app, window.runner)
        print("not reached: the endless hint is still running", flush=True)
        sys.exit(3)
        """
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as data:
        result = subprocess.run(
            [sys.executable, "-c", script, data],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert "hint running" in result.stdout, result.stderr[-2000:]
    assert result.returncode == 0 and "not reached" not in result.stdout, result.stdout


def test_a_stage_the_engine_could_only_prove_locally_is_shown_as_it_is(
    qtbot: Any, make_window
) -> None:
    stage = HintStage(
        HintKind.PROGRESS_AREA, (why.ProgressArea(((2, 3),), False, False, True),) * 6
    )
    text = say(stage)
    assert len(text) > 600

    def local(ladder: Any, values: Any, total: int, cancel: Any) -> HintStage:
        return stage

    win = make_window(creator=fixed_layout(MINES3), hint_engine=local)
    win.new_game(LEVEL3)
    start_game(qtbot, win, (2, 0))
    height = win.height()
    with qtbot.waitSignal(win.hint_shown, timeout=10_000):
        win.hint_button.click()
    assert win.last_message == text and win.game.state is State.PLAYING
    assert win.height() == height, "a long message scrolls; the window does not grow"
