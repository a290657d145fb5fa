"""The review window, opened from the statistics history, steps through a stored game."""

from __future__ import annotations

import html
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, Qt

from minesweeper_app.engine import BoardLayout, HintRole
from minesweeper_app.game import LEVELS, Move, MoveAction, custom_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.review import MoveKind
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui.review import ReviewWindow
from minesweeper_app.ui.stats.dialog import StatisticsDialog
from tests.game.test_review import MINES, SCRIPT, START, H, W


def _dialog(qtbot: Any, tmp_path: Path) -> StatisticsDialog:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.record(
        FinishedGame(LEVELS["beginner"], 30.0, True, 0)
    )  # stored without moves, as old games are
    store.record(
        FinishedGame(
            custom_level(H, W, 4),
            12.0,
            False,
            0,
            clicks=7,
            moves=SCRIPT,
            layout=BoardLayout(H, W, MINES, START),
        )
    )
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentIndex(2)
    return dialog


def _open(qtbot: Any, dialog: StatisticsDialog) -> ReviewWindow:
    dialog.history_table.selectRow(0)  # most recent first: the game with moves
    assert dialog.review_button.isEnabled()
    window = dialog.review_selected()
    assert isinstance(window, ReviewWindow)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.review is not None or bool(window.problem), timeout=20_000)
    assert window.review is not None, window.problem
    return window


def test_a_game_without_moves_cannot_be_reviewed_but_the_history_opens(
    qtbot: Any, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    assert dialog.history_table.rowCount() == 2
    dialog.history_table.selectRow(1)
    assert not dialog.review_button.isEnabled()
    assert "without its moves" in dialog.review_button.toolTip()
    assert dialog.review_selected() is None


def test_stepping_through_a_stored_game_shows_each_position_mark_and_words(
    qtbot: Any, tmp_path: Path
) -> None:
    window = _open(qtbot, _dialog(qtbot, tmp_path))
    review = window.review
    assert review is not None
    assert [m.kind for m in review.moves] == [
        MoveKind.FIRST,
        MoveKind.FORCED,
        MoveKind.FORCED,
        MoveKind.GUESS,
        MoveKind.MISTAKE,
        MoveKind.OTHER,
        MoveKind.MISTAKE,
    ]
    assert window.slider.maximum() == len(SCRIPT)
    assert "Clicks&nbsp;<b>7</b>" in window.summary_label.text()

    # Right arrow: the second move, on the board as it was before it.
    window.slider.setFocus()
    qtbot.keyClick(window.slider, Qt.Key.Key_Right)
    assert window.step == 1
    assert np.array_equal(window.position, review.moves[1].before)
    assert window.board.highlights == {(0, 2): HintRole.TARGET}
    assert "Forced" in window.words_label.text() and "2.0 s" in window.words_label.text()

    # The guess, reached from the button: it is where the logic was left.
    window.go_to_first_missed()
    assert window.step == 3
    assert window.board.highlights[(0, 3)] == HintRole.AREA
    assert review.missed_step_cell is not None
    assert window.board.highlights[review.missed_step_cell] == HintRole.TARGET
    assert "the numbers did not prove" in window.words_label.text()

    # The fatal click, then the end: the mine that was hit is on the board.
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.step == len(SCRIPT)
    assert int(window.position[3, 1]) == -1
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.board.highlights[(3, 1)] == HintRole.WRONG_FLAG
    assert "Mistake" in window.words_label.text()


def test_show_the_logic_replays_the_solver_with_the_hint_words(qtbot: Any, tmp_path: Path) -> None:
    window = _open(qtbot, _dialog(qtbot, tmp_path))
    with qtbot.waitSignal(window.logic_ready, timeout=20_000):
        window.logic_box.setChecked(True)
    assert window.logic
    assert window.slider.maximum() == len(window.logic)
    first = window.logic[0]
    assert window.board.highlights[first.cell] == HintRole.TARGET
    assert all(window.board.highlights[c] == HintRole.CLUE for c in first.clues)
    assert html.escape(first.text) in window.words_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert np.array_equal(window.position, first.after)
    window.logic_box.setChecked(False)
    assert window.slider.maximum() == len(SCRIPT)


def test_the_first_missed_move_on_a_proven_mine_names_no_green_cell(qtbot: Any) -> None:
    from minesweeper_app.ui.review import open_review

    # One row: the start shows a 1 that proves the next cell a mine, which is then opened.
    script = [Move(MoveAction.OPEN, (0, 0), 0.0), Move(MoveAction.OPEN, (0, 2), 1.0)]
    window = open_review(None, BoardLayout(1, 5, frozenset({(0, 2)}), (0, 0)), script)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.review is not None or bool(window.problem), timeout=20_000)
    assert window.review is not None and window.review.first_missed == 1
    window.go_to_first_missed()
    words = window.words_label.text()
    assert "first move the numbers did not prove" in words and "(from the blue numbers)" in words
    assert window.board.highlights[(0, 2)] != HintRole.TARGET, "the mistake's mark is on that cell"


def test_closing_a_review_still_being_worked_out_stops_it_and_hears_nothing_more(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    from minesweeper_app.ui import review

    gate = threading.Event()
    started = threading.Event()
    request.addfinalizer(gate.set)  # a failed check never leaves a pool thread waiting
    told_to_stop: list[bool] = []
    real = review.review_game

    def held(*args: Any, cancel: Any, **kwargs: Any) -> Any:
        started.set()
        gate.wait()
        told_to_stop.append(cancel())
        return real(*args, cancel=lambda: False, **kwargs)  # as if it ignored the request

    monkeypatch.setattr(review, "review_game", held)
    window = review.open_review(None, BoardLayout(H, W, MINES, START), SCRIPT)
    qtbot.addWidget(window)
    # Close only once the review is being worked out: on a loaded machine the pool may not
    # have started the job yet, and a job dropped before it starts never runs at all.
    qtbot.waitUntil(started.is_set, timeout=10_000)
    window.close()
    gate.set()
    assert window.wait_for_jobs()
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    assert told_to_stop == [True]
    assert window.review is None and window.problem == ""
