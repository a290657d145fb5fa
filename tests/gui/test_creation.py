"""Board creation happens off the GUI thread and can be abandoned or can fail politely."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from minesweeper_app.engine import CreationTimeout
from minesweeper_app.game import State, custom_level
from tests.gui.helpers import click, fixed_layout, opened_count

LEVEL2 = custom_level(5, 5, 2)
MINES2 = frozenset({(0, 0), (0, 2)})


class GatedCreator:
    """Holds creation until the test opens the gate; records how it was called."""

    def __init__(self, layout: frozenset[tuple[int, int]]) -> None:
        self.gate = threading.Event()
        self.inner = fixed_layout(layout)
        self.threads: list[threading.Thread] = []
        self.cancels: list[Any] = []

    def __call__(self, *args: Any, cancel: Any = None, **kwargs: Any) -> Any:
        self.threads.append(threading.current_thread())
        self.cancels.append(cancel)
        assert self.gate.wait(20), "test never opened the gate"
        return self.inner(*args, **kwargs)


def test_gui_thread_keeps_processing_events_during_a_slow_creation(qtbot: Any, make_window) -> None:
    creator = GatedCreator(MINES2)
    win = make_window(creator=creator)
    win.new_game(LEVEL2)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    click(qtbot, win, (4, 4))
    assert win.game.state is State.CREATING
    # The creation is still blocked, yet the GUI thread runs timers and repaints.
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=10_000)
    assert not creator.gate.is_set() and win.game.state is State.CREATING
    assert creator.threads and creator.threads[0] is not threading.main_thread()
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        creator.gate.set()
    timer.stop()
    assert win.game.state is State.PLAYING and opened_count(win) > 1


def test_busy_indicator_shows_while_creation_takes_long(qtbot: Any, make_window) -> None:
    creator = GatedCreator(MINES2)
    win = make_window(creator=creator)
    win.new_game(LEVEL2)
    click(qtbot, win, (4, 4))
    qtbot.waitUntil(win.busy.isVisible, timeout=5_000)
    assert win.face_name == "face_busy" and "Creating" in win.last_message
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        creator.gate.set()
    assert not win.busy.isVisible() and win.face_name != "face_busy"


def test_new_game_during_creation_abandons_it_and_ignores_the_late_board(
    qtbot: Any, make_window
) -> None:
    creator = GatedCreator(MINES2)
    win = make_window(creator=creator)
    win.new_game(LEVEL2)
    click(qtbot, win, (4, 4))
    qtbot.waitUntil(lambda: bool(creator.cancels), timeout=5_000)
    cancel = creator.cancels[0]
    assert callable(cancel) and not cancel()
    win.menus.new_action.trigger()  # F2 while the board is being created
    assert cancel(), "the engine is told to stop"
    assert win.game.state is State.READY and not win.busy.isVisible()
    creator.gate.set()
    assert QThreadPool.globalInstance().waitForDone(10_000)
    for _ in range(5):
        QApplication.processEvents()
    assert win.game.state is State.READY and win.game.mines is None
    assert opened_count(win) == 0, "the late board must not land on the new game"
    # The new game starts normally afterwards.
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        click(qtbot, win, (4, 4))
    assert win.game.state in (State.PLAYING, State.WON)


def test_level_change_during_creation_abandons_it(qtbot: Any, make_window) -> None:
    creator = GatedCreator(MINES2)
    win = make_window(creator=creator)
    win.new_game(LEVEL2)
    click(qtbot, win, (4, 4))
    win.menus.level_actions["beginner"].trigger()
    creator.gate.set()
    assert QThreadPool.globalInstance().waitForDone(10_000)
    QApplication.processEvents()
    assert win.game.level.key == "beginner" and win.game.state is State.READY


def _timeout_then(
    layout: frozenset[tuple[int, int]], alternatives: tuple[frozenset[tuple[int, int]], ...] = ()
) -> Any:
    inner = fixed_layout(layout)
    calls: list[int] = []

    def creator(height: int, width: int, mines: int, start: Any, **kwargs: Any) -> Any:
        calls.append(mines)
        if len(calls) == 1:
            raise CreationTimeout("no board within the time limit", alternatives)
        return inner(height, width, mines, start, **kwargs)

    creator.calls = calls  # type: ignore[attr-defined]
    return creator


def _timeout_box(qtbot: Any, win: Any) -> QMessageBox:
    qtbot.waitUntil(lambda: getattr(win, "timeout_box", None) is not None, timeout=10_000)
    box = win.timeout_box
    qtbot.waitUntil(box.isVisible, timeout=5_000)
    return box


def test_creator_timeout_offers_fewer_mines(qtbot: Any, make_window) -> None:
    creator = _timeout_then(MINES2, alternatives=(MINES2,))
    win = make_window(creator=creator)
    win.new_game(custom_level(5, 5, 3))
    click(qtbot, win, (4, 4))
    box = _timeout_box(qtbot, win)
    assert win.game.state is State.READY, "the window is usable, not frozen or half-created"
    lower = next(b for b in box.buttons() if b.text() == "Use 2 mines")
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        lower.click()
    assert creator.calls == [3, 2]
    assert win.game.level.mines == 2 and win.game.state is not State.READY


def test_creator_timeout_offers_only_counts_that_were_created(qtbot: Any, make_window) -> None:
    win = make_window(creator=_timeout_then(MINES2))
    win.new_game(custom_level(5, 5, 3))
    click(qtbot, win, (4, 4))
    box = _timeout_box(qtbot, win)
    assert not [b.text() for b in box.buttons() if b.text().startswith("Use")]
    box.reject()
    one = frozenset({(0, 0)})
    other = make_window(creator=_timeout_then(MINES2, alternatives=(one,)))
    other.new_game(custom_level(5, 5, 3))
    click(qtbot, other, (4, 4))
    texts = [b.text() for b in _timeout_box(qtbot, other).buttons()]
    assert "Use 1 mine" in texts and "Use 1 mines" not in texts


def test_creator_timeout_try_again_uses_a_new_seed(qtbot: Any, make_window) -> None:
    seeds: list[int] = []
    creator = _timeout_then(MINES2)

    def recording(*args: Any, seed: int, **kwargs: Any) -> Any:
        seeds.append(seed)
        return creator(*args, seed=seed, **kwargs)

    win = make_window(creator=recording, seed=40)
    win.new_game(LEVEL2)
    click(qtbot, win, (4, 4))
    box = _timeout_box(qtbot, win)
    retry = next(b for b in box.buttons() if b.text() == "Try again")
    with qtbot.waitSignal(win.board_created, timeout=10_000):
        retry.click()
    assert seeds == [40, 41] and win.game.level == LEVEL2


def test_an_impossible_request_is_explained(qtbot: Any, make_window) -> None:
    def refusing(*_: Any, **__: Any) -> Any:
        raise ValueError("Too many mines for this board.")

    win = make_window(creator=refusing)
    win.new_game(LEVEL2)
    with qtbot.waitSignal(win.creation_failed, timeout=10_000):
        click(qtbot, win, (4, 4))
    assert "Too many mines" in win.last_message and win.game.state is State.READY
