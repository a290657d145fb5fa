"""The end of a game on a big board: its id and 3BV are worked out off the GUI thread while
the game is played, yet whatever the timing the statistics and the replay record the right
board, and a late answer about one game never lands on the next."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument

from minesweeper_app.engine import cell_type_board, create_board, encode_board_id, three_bv
from minesweeper_app.engine.measures import SHORTEST_TIMED
from minesweeper_app.game import State, custom_level
from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.game_recording import replay_for
from minesweeper_app.game.stats import StatsStore
from tests.gui.helpers import click, settle

H, W, M = 99, 99, 1960
START = (H // 2, W // 2)


def _board(seed: int) -> frozenset[tuple[int, int]]:
    return frozenset(create_board(H, W, M, START, seed=seed))


def _begin(qtbot: Any, window: Any, mines: frozenset[tuple[int, int]], *, settled: bool) -> None:
    """A big board given in advance, opened with the mouse; ``settled``: the player paused
    long enough for the window's background work on the board to be done."""
    window.new_game(custom_level(H, W, M))
    window.game.use_board(mines, START)
    click(qtbot, window, START)
    assert window.game.state is State.PLAYING
    if settled:
        qtbot.waitUntil(
            lambda: window.game.facts_known and window.runner.running() == 0, timeout=30_000
        )
        settle()


def _lose(qtbot: Any, window: Any, mines: frozenset[tuple[int, int]]) -> Any:
    """Click a mine; returns the statistics' record of the loss once its replay is saved."""
    with qtbot.waitSignal(window.replays.saved, timeout=30_000) as saved:
        click(qtbot, window, min(mines))
        assert window.game.state is State.LOST
    assert saved.args[0] is not None, window.last_message
    return window.stats.history(1)[0]


@pytest.mark.slow  # the recorder child saves, the reader child reads back
@pytest.mark.parametrize("settled", [True, False], ids=["after-a-pause", "at-once"])
def test_a_loss_on_a_big_board_records_its_board_and_replay(
    qtbot: Any, make_window: Any, tmp_path: Path, settled: bool
) -> None:
    data = tmp_path / "appdata"
    window = make_window(data)
    mines = _board(3)
    _begin(qtbot, window, mines, settled=settled)
    record = _lose(qtbot, window, mines)
    assert not record.won and (record.height, record.width, record.mines) == (H, W, M)
    assert record.board_id == encode_board_id(H, W, mines, START)
    assert record.three_bv == three_bv(cell_type_board(H, W, mines))
    assert window.game.board_id == record.board_id
    path = replay_for(data / "replays", record.board_id, record.seconds)
    assert path is not None and path == window.replays.last_replay
    assert f"3BV={record.three_bv}_" in path.name and "_lost_" in path.name
    assert read_replay(path).mines == mines
    qtbot.waitUntil(lambda: window.stats.unsaved == 0, timeout=30_000)
    window.close()
    reopened = StatsStore(data / "stats.sqlite3")
    assert reopened.history(1)[0].board_id == record.board_id, "the result is in the file"
    reopened.close()


def test_a_new_game_right_after_a_loss_gets_nothing_of_the_lost_one(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    data = tmp_path / "appdata"
    window = make_window(data)
    first, second = _board(3), _board(4)
    assert first != second
    explained: list[Any] = []
    window.loss_explanation_shown.connect(explained.append)
    _begin(qtbot, window, first, settled=True)
    click(qtbot, window, min(first))
    assert window.game.state is State.LOST and window.controller.explaining
    # At once, before the explanation arrives or the replay is written: the next board.
    with qtbot.waitSignal(window.replays.saved, timeout=30_000) as saved:
        _begin(qtbot, window, second, settled=False)
    assert saved.args[0] is not None, "the lost game's replay is still written"
    qtbot.waitUntil(lambda: window.runner.running() == 0, timeout=30_000)
    settle()
    game = window.game
    assert game.state is State.PLAYING and window.last_summary is None
    assert explained == [], "the lost game's explanation never shows on the new one"
    assert game.board_id == encode_board_id(H, W, second, START)
    assert game.three_bv == three_bv(cell_type_board(H, W, second))
    lost = window.stats.history(1)[0]
    assert lost.board_id == encode_board_id(H, W, first, START)
    assert replay_for(data / "replays", lost.board_id, lost.seconds) == saved.args[0]
    # The new game ends with its own board in the statistics, not the lost one's.
    record = _lose(qtbot, window, second)
    assert record.board_id == game.board_id and record.three_bv == game.three_bv
    assert [r.board_id for r in window.stats.history(2)] == [game.board_id, lost.board_id]


CORNER = frozenset({(0, 0), (0, 1), (1, 0)})
"""Three mines in a corner of the big board: the first click opens every other cell."""
FAR_CORNER = frozenset({(H - 1, W - 1), (H - 1, W - 2), (H - 2, W - 1)})


def _win_at_once(window: Any, mines: frozenset[tuple[int, int]]) -> None:
    """A big board won by its first click, before any event (so before the facts job,
    which starts after a timer, can answer)."""
    window.new_game(custom_level(H, W, len(mines)))
    window.game.use_board(mines, START)
    window.click_cell(START)
    assert window.game.state is State.WON


def _panel_text(window: Any) -> str:
    doc = QTextDocument()
    doc.setHtml(window.summary_panel.text())
    return doc.toPlainText().replace("\u00a0", " ")


def test_a_first_click_win_on_a_big_board_is_shown_and_saved_with_its_facts(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    data = tmp_path / "appdata"
    window = make_window(data)
    saved = qtbot.waitSignal(window.replays.saved, timeout=30_000)
    _win_at_once(window, CORNER)
    assert window.last_summary is None and window.stats.history(None) == []
    saved.wait()  # the facts arrive, the end is recorded and shown, the replay written
    board_id = encode_board_id(H, W, CORNER, START)
    summary = window.last_summary
    assert summary is not None and summary.won
    assert (summary.board_id, summary.three_bv) == (board_id, 1)
    text = _panel_text(window)
    assert "You won in" in text and "3BV 1 " in text
    # A first click that wins leaves (next to) no time on the clock: then no speed.
    timed = summary.seconds >= SHORTEST_TIMED
    assert ("3BV/s —" in text) is not timed
    record = window.stats.history(1)[0]
    assert (record.board_id, record.three_bv, record.won) == (board_id, 1, True)
    path = replay_for(data / "replays", board_id, record.seconds)
    assert path is not None and path == saved.args[0] and "_3BV=1_" in path.name


def test_a_new_game_before_the_facts_arrive_keeps_the_win_and_ignores_the_late_answer(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    window = make_window(tmp_path / "appdata")
    finished: list[bool] = []
    window.game_finished.connect(finished.append)
    _win_at_once(window, CORNER)
    window.new_game()  # at once: the win is recorded with its board's facts all the same
    (record,) = window.stats.history(None)
    assert (record.board_id, record.three_bv) == (encode_board_id(H, W, CORNER, START), 1)
    assert finished == [True]
    qtbot.waitUntil(lambda: window.runner.running() == 0, timeout=30_000)
    qtbot.waitUntil(lambda: window.replays.pending == 0, timeout=30_000)
    settle()  # the abandoned facts job's answer has come and gone
    assert replay_for(tmp_path / "appdata" / "replays", record.board_id, record.seconds)
    assert window.game.state is State.READY and window.last_summary is None
    assert finished == [True] and len(window.stats.history(None)) == 1
    with qtbot.waitSignal(window.game_finished, timeout=30_000):
        _win_at_once(window, FAR_CORNER)
    assert window.last_summary.board_id == encode_board_id(H, W, FAR_CORNER, START)
    assert window.stats.history(1)[0].board_id == window.last_summary.board_id


@pytest.mark.slow  # the reader child reads the replay back
def test_closing_the_window_before_the_facts_arrive_keeps_the_win_and_its_replay(
    make_window: Any, tmp_path: Path
) -> None:
    data = tmp_path / "appdata"
    window = make_window(data)
    _win_at_once(window, CORNER)
    window.close()
    board_id = encode_board_id(H, W, CORNER, START)
    reopened = StatsStore(data / "stats.sqlite3")
    record = reopened.history(1)[0]
    reopened.close()
    assert (record.board_id, record.three_bv, record.won) == (board_id, 1, True)
    path = replay_for(data / "replays", board_id, record.seconds)
    assert path is not None and read_replay(path).mines == CORNER
