"""Playing real no-guess boards from the engine: first click, a seeded win, hints, flag checks."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import Qt

from minesweeper_app.engine import COVERED, FLAGGED, HintRole, solve_state
from minesweeper_app.game import BEGINNER, MoveAction, State
from minesweeper_app.game.wording import say
from tests.gui.helpers import click, opened_count, start_game

LADDER_ORDER = [
    "too_many_flags",
    "wrong_flags",
    "unproven_flags",
    "progress_area",
    "progress_cell",
    "progress_reason",
    "offer_move",
    "make_move",
    "no_progress",
    "solved",
]


def test_first_click_never_loses_and_opens_an_area(qtbot: Any, make_window) -> None:
    win = make_window()
    for seed, cell in ((1, (0, 0)), (2, (4, 4)), (3, (8, 3))):
        win.seed = seed
        win.new_game(BEGINNER)
        start_game(qtbot, win, cell)
        assert win.game.state in (State.PLAYING, State.WON)
        assert int(win.game.values[cell]) == 0, "the first click lands on an empty cell"
        assert opened_count(win) > 1


def test_a_seeded_game_is_won_by_clicking_proven_safe_cells(qtbot: Any, make_window) -> None:
    win = make_window(seed=11)
    win.new_game(BEGINNER)
    start_game(qtbot, win, (4, 4))
    clicks = 0
    while win.game.state is State.PLAYING:
        proof = solve_state(win.game.board_for_engine(), BEGINNER.mines)
        assert proof.safe, "a no-guess board always has a proven safe cell"
        for cell in sorted(proof.safe):
            click(qtbot, win, cell)
            clicks += 1
    assert win.game.state is State.WON and win.face_name == "face_win"
    assert clicks > 0 and win.game.hints_used == 0
    assert win.stats.history()[0].won and "beginner" in win.stats.best_times()


def test_hint_ladder_stages_arrive_in_order_with_highlights(qtbot: Any, make_window) -> None:
    win = make_window(seed=5)
    win.new_game(BEGINNER)
    start_game(qtbot, win, (4, 4))
    before = win.game.values.copy()
    kinds: list[str] = []
    for _ in range(len(LADDER_ORDER)):
        with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
            qtbot.keyClick(win.board, Qt.Key.Key_H)
        stage = shown.args[0]
        kinds.append(stage.kind)
        assert say(stage) and win.last_message == say(stage)
        roles = {role for _, role in stage.highlights}
        # Once the words tell, the board shows "safe, open it" or "mine, flag it".
        shown = set(win.board.highlights.values())
        told = stage.kind not in ("progress_cell", "progress_area")
        decided = (HintRole.SAFE, HintRole.MINE)
        assert {HintRole.TARGET if told and r in decided else r for r in shown} == roles
        if stage.kind in ("progress_cell", "offer_move", "make_move"):
            assert HintRole.TARGET in roles
        if stage.kind == "make_move":
            break
    positions = [LADDER_ORDER.index(k) for k in kinds]
    assert positions == sorted(positions) and len(set(positions)) == len(positions), kinds
    assert kinds[-1] == "make_move", kinds
    assert not np.array_equal(before, win.game.values), "the last press made the move"
    assert win.game.hints_used == 1, "one position asked about counts once"
    move = win.last_stage.move
    assert move is not None
    cell = move.cell
    if move.action is MoveAction.FLAG:
        assert int(win.game.values[cell]) == FLAGGED
    else:
        assert int(win.game.values[cell]) >= 0


def test_check_flags_finds_a_planted_wrong_flag(qtbot: Any, make_window) -> None:
    win = make_window(seed=9)
    win.new_game(BEGINNER)
    start_game(qtbot, win, (4, 4))
    proof = solve_state(win.game.board_for_engine(), BEGINNER.mines)
    wrong = min(c for c in proof.safe if int(win.game.values[c]) == COVERED)
    click(qtbot, win, wrong, Qt.MouseButton.RightButton)
    with qtbot.waitSignal(win.flags_checked, timeout=30_000) as checked:
        qtbot.keyClick(win.board, Qt.Key.Key_C)
    report = checked.args[0]
    assert wrong in report.wrong
    assert win.board.highlights.get(wrong) == HintRole.WRONG_FLAG
    assert "is on a safe cell" in win.last_message


def test_hint_before_the_first_click_explains_how_to_start(qtbot: Any, make_window) -> None:
    win = make_window()
    win.new_game(BEGINNER)
    win.hint_button.click()
    assert "the first cell opened" in win.last_message and win.game.state is State.READY


def test_no_flag_mode_hints_only_ever_open_cells(qtbot: Any, make_window) -> None:
    win = make_window(seed=3)
    win.menus.no_flag_action.setChecked(True)
    win.new_game(BEGINNER)
    start_game(qtbot, win, (4, 4))
    moves = []
    for _ in range(40):
        if win.game.state is not State.PLAYING or len(moves) >= 4:
            break
        with qtbot.waitSignal(win.hint_shown, timeout=30_000) as shown:
            win.hint_button.click()
        if shown.args[0].move is not None:
            moves.append(shown.args[0].move)
    assert len(moves) >= 2
    assert all(move.action is MoveAction.OPEN for move in moves)
    assert win.game.flag_count() == 0
