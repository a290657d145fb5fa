"""The practice window: a puzzle on the board, one move, the verdict, ratings, lessons."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from minesweeper_app.engine import BoardLayout, HintRole
from minesweeper_app.game import LEVELS
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.practice import PracticeStore
from minesweeper_app.game.practice.lessons import LESSONS
from minesweeper_app.game.wording import say
from minesweeper_app.ui.practice import FILTERS, PracticeWindow, offer_lessons_once


def _window(qtbot: Any, tmp_path: Path, **kwargs: Any) -> PracticeWindow:
    window = PracticeWindow(PracticeStore(tmp_path / "practice.sqlite3"), seed=5, **kwargs)
    qtbot.addWidget(window)
    window.show()
    return window


def _wait_for_puzzle(qtbot: Any, window: PracticeWindow) -> None:
    qtbot.waitUntil(lambda: not window.busy and window.puzzle is not None, timeout=30_000)


def test_a_right_move_is_praised_rated_and_explained(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _wait_for_puzzle(qtbot, window)
    puzzle = window.puzzle
    assert puzzle is not None
    assert window.board.highlights == {}
    step = puzzle.step
    (window.board.flag_requested if step.is_mine else window.board.open_requested).emit(step.cell)
    assert window.verdict_label.text().startswith("Right:")
    assert say(step) in window.verdict_label.text()
    assert window.board.highlights[step.cell] == HintRole.TARGET
    assert "Your rating:" in window.rating.text() and "(+" in window.rating.text()
    assert "Right the first time" in window.accuracy.text()
    assert len(window.chart.points) == 1
    before = window.verdict_label.text()
    window.board.open_requested.emit(step.cell)  # one move per puzzle
    assert window.verdict_label.text() == before


def test_a_wrong_move_is_marked_and_the_retry_is_not_rated(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _wait_for_puzzle(qtbot, window)
    puzzle = window.puzzle
    assert puzzle is not None
    if puzzle.safe:
        cell, flag = min(puzzle.safe), True
    else:
        cell, flag = min(puzzle.mine), False
    (window.board.flag_requested if flag else window.board.open_requested).emit(cell)
    assert window.verdict_label.text().startswith("Wrong:")
    assert window.board.highlights[cell] == HintRole.WRONG_FLAG
    assert "(-" in window.rating.text()
    window.retry_button.click()
    assert window.board.highlights == {}
    if puzzle.mine:
        window.board.flag_requested.emit(min(puzzle.mine))
    else:
        window.board.open_requested.emit(min(puzzle.safe))
    assert "not rated" in window.rating.text()


def test_the_filter_brings_puzzles_of_one_technique(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _wait_for_puzzle(qtbot, window)
    index = next(i for i, (_, t) in enumerate(FILTERS) if t == "chain")
    window.filter.setCurrentIndex(index)
    qtbot.waitUntil(
        lambda: (
            not window.busy and window.puzzle is not None and window.puzzle.technique == "chain"
        ),
        timeout=30_000,
    )
    assert "three or more numbers" in window.prompt.text()


def test_the_lessons_walk_from_the_rules_to_practice(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, lessons=True)
    assert "Lesson 1 of" in window.prompt.text() and "rules" in window.prompt.text().lower()
    for _ in range(2):
        window.next_button.click()
    assert "One number decides" in window.prompt.text()
    puzzle = window.puzzle
    assert puzzle is not None
    window.board.flag_requested.emit((2, 2))
    assert window.verdict_label.text().startswith("Right:")
    assert window.store.history() == [], "lessons are not rated"
    while window.next_button.text() != "&Practice":
        window.next_button.click()
    assert window.prompt.text().startswith(f"Lesson {len(LESSONS)} of")
    window.next_button.click()
    _wait_for_puzzle(qtbot, window)
    assert window.next_button.text() == "&Next puzzle"


def test_puzzles_from_the_players_own_games(qtbot: Any, tmp_path: Path) -> None:
    from minesweeper_app.game.stats import StatsStore
    from tests.game.test_practice_mistakes import START, H, W, _game

    mines, moves, _ = _game()
    stats = StatsStore(tmp_path / "stats.sqlite3")
    stats.record(
        FinishedGame(
            LEVELS["beginner"], 9.0, False, 1, moves=moves, layout=BoardLayout(H, W, mines, START)
        )
    )
    window = PracticeWindow(PracticeStore(None), seed=1, stats=stats)
    qtbot.addWidget(window)
    _wait_for_puzzle(qtbot, window)
    window.filter.setCurrentIndex(len(FILTERS) - 1)
    qtbot.waitUntil(lambda: "From your game of" in window.prompt.text(), timeout=30_000)
    shown = 0
    while "From your game of" in window.prompt.text():
        puzzle = window.puzzle
        assert puzzle is not None
        window.play(puzzle.step.cell, flag=puzzle.step.is_mine)
        assert window.verdict_label.text().startswith("Right:")
        shown += 1
        window.next_button.click()
    assert shown == 3
    assert "No puzzles from your own games yet" in window.prompt.text()


def test_the_game_menu_opens_practice_and_help_the_lessons(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    main = make_window()
    main.set_theme("dark")
    assert main.menus.practice_action.shortcut().toString() == "Ctrl+P"  # P pauses
    main.menus.practice_action.trigger()
    practice = main.findChildren(PracticeWindow)
    assert len(practice) == 1 and practice[0].isVisible()
    assert (tmp_path / "appdata" / "practice.sqlite3").exists()
    assert practice[0].board.theme == "dark", "the practice board looks like the game's"
    _wait_for_puzzle(qtbot, practice[0])
    main.menus.lessons_action.trigger()
    assert main.findChildren(PracticeWindow) == practice, "one practice window per window"
    assert practice[0].prompt.text().startswith("Lesson 1 of")


def test_closing_while_looking_looks_again_when_shown(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    window.close()
    window.show()
    _wait_for_puzzle(qtbot, window)
    assert window.prompt.text().startswith("A puzzle")


def test_a_first_start_offers_the_lessons_once(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QMessageBox

    main = make_window(show_notices=True)
    qtbot.waitUntil(lambda: bool(main.findChildren(QMessageBox)), timeout=5_000)
    (box,) = main.findChildren(QMessageBox)
    assert "Help > Lessons" in box.text()
    show = next(b for b in box.buttons() if b.text() == "Show me the lessons")
    show.click()
    (practice,) = main.findChildren(PracticeWindow)
    assert practice.prompt.text().startswith("Lesson 1 of")
    again = make_window()
    assert offer_lessons_once(again, again.stats) is None, "offered once only"


def _big(puzzle: Any) -> Any:
    """The puzzle on a 30x16 board: its position in the top left, covered cells around."""
    import dataclasses

    import numpy as np

    from minesweeper_app.engine import COVERED

    values = np.full((16, 30), COVERED, dtype=np.int8)
    h, w = puzzle.values.shape
    values[:h, :w] = puzzle.values
    return dataclasses.replace(puzzle, values=values)


def test_a_30x16_puzzle_is_whole_and_stays_put_after_the_answer(qtbot: Any, tmp_path: Path) -> None:
    """Issue 34, point 5: the explanation squeezed rows 13-16 away, the dialog changed
    width between answers, and cells were 16 px on a 1280x800 screen."""
    from PySide6.QtCore import QSize

    from minesweeper_app.ui.practice import practice_size
    from tests.gui.helpers import settle

    window = _window(qtbot, tmp_path)
    window.resize(practice_size(QSize(1280, 800)))
    _wait_for_puzzle(qtbot, window)
    assert window.puzzle is not None
    big = _big(window.puzzle)
    window.session.choose([big])
    window._show(big)
    settle()
    board, area = window.board, window.board_area
    before = (window.width(), board.cell_size(), area.geometry())
    assert board.cell_size() >= 20, "cells big enough to click on a laptop"
    for answer in range(3):
        step = big.step
        (board.flag_requested if step.is_mine else board.open_requested).emit(step.cell)
        settle()
        assert window.verdict_label.text(), "the explanation shows"
        assert (window.width(), board.cell_size(), area.geometry()) == before, answer
        geo = board.geometry_of_cells()
        shown = board.visibleRegion().boundingRect()
        whole = geo.y + geo.height * geo.cell <= shown.bottom() + 1
        assert whole or area.verticalScrollBar().maximum() > 0, "rows cut off, no scroll bar"
        window.retry_button.click()
        settle()


def test_a_lesson_without_a_puzzle_shows_its_words_not_an_empty_board(
    qtbot: Any, tmp_path: Path
) -> None:
    window = _window(qtbot, tmp_path, lessons=True)
    assert window.puzzle is None
    assert window.lesson_page.isVisible() and not window.board.isVisible()
    assert "Lesson 1 of" in window.lesson_page.text()
    while window.puzzle is None:
        window.next_button.click()
    assert window.board.isVisible() and not window.lesson_page.isVisible()


def test_a_replay_opened_at_start_is_not_covered_by_the_welcome(
    qtbot: Any, make_window: Any
) -> None:
    """Issue 34: `minesweeper FILE` on a fresh profile covered the replay with the offer
    of the lessons; the offer waits for a start without a file."""
    from PySide6.QtWidgets import QMessageBox

    from tests.gui.helpers import settle

    main = make_window(show_notices=True, welcome=False)
    for _ in range(5):
        settle()
    assert not main.findChildren(QMessageBox)
    later = make_window(show_notices=True)
    qtbot.waitUntil(lambda: bool(later.findChildren(QMessageBox)), timeout=5_000)
