"""The loss explanation is true whatever the player flagged, checked against an
independent enumeration of every mine placement (flags count as covered there)."""

from __future__ import annotations

import numpy as np

from minesweeper_app.engine import COVERED, FLAGGED, HintRole, create_board, solve_state
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.game.loss import explain_loss
from tests.engine.bruteforce import deduce
from tests.volume import share, volume


def _position(
    seed: int,
) -> tuple[np.ndarray, int, tuple[int, int], frozenset[tuple[int, int]]] | None:
    rng = np.random.default_rng(seed)
    h, w, total = 5, 6, int(rng.integers(4, 8))
    cells = [(r, c) for r in range(h) for c in range(w)]
    mines = frozenset(cells[i] for i in rng.choice(len(cells), total, replace=False))
    safe = [c for c in cells if c not in mines]
    game = Game(custom_level(h, w, total))
    start = safe[int(rng.integers(len(safe)))]
    game.click(start)
    game.place_mines(mines)
    for _ in range(int(rng.integers(0, 4))):
        covered = [c for c in safe if game.values[c] == COVERED]
        if covered and game.state is State.PLAYING:
            game.click(covered[int(rng.integers(len(covered)))])
    if game.state is not State.PLAYING:
        return None
    values = game.values.copy()
    covered_safe = [c for c in safe if values[c] == COVERED]
    covered_mines = [c for c in sorted(mines) if values[c] == COVERED]
    for c in covered_safe:
        if rng.random() < 0.35:
            values[c] = FLAGGED  # a wrong flag
    for c in covered_mines[1:]:
        if rng.random() < 0.5:
            values[c] = FLAGGED  # a right one
    if int(((values == COVERED) | (values == FLAGGED)).sum()) > 18:
        return None
    hit = covered_mines[int(rng.integers(len(covered_mines)))]
    if values[hit] == FLAGGED:
        return None
    return values, total, hit, mines


def test_every_claim_of_the_loss_explanation_holds_with_wrong_flags() -> None:
    checked = with_wrong = instead_with_flag = 0
    for seed in range(volume(900, fast=250)):
        case = _position(seed)
        if case is None:
            continue
        values, total, hit, mines = case
        truth = deduce(values, total)
        assert truth is not None
        safe, proven_mines = truth
        e = explain_loss(values, total, hit, mines=mines)
        text = e.text
        assert e.proven_mine == (hit in proven_mines), seed
        flagged = {(int(r), int(c)) for r, c in np.argwhere(values == FLAGGED).tolist()}
        assert set(e.misleading_flags) | set(e.wrong_flags) == flagged - mines, seed
        undecided = (safe | proven_mines) - flagged  # the player had not decided these yet
        if e.instead is None:
            assert not undecided, seed
        else:
            # Issue 34: the deduction offered instead is about a cell still undecided.
            assert e.instead.cell in undecided, seed
            assert values[e.instead.cell] == COVERED, seed
            assert e.instead.cell in (proven_mines if e.instead.is_mine else safe), seed
            instead_with_flag += e.instead.cell != hit and bool(flagged & proven_mines)
        if undecided or (safe & flagged):
            assert "needed a guess" not in text, seed
        if e.freed is not None:
            assert e.freed in safe, seed
        if flagged - mines:
            with_wrong += 1
            assert "not on a mine" in text or "not on mines" in text, seed
        checked += 1
    assert checked >= share(180, 900, fast=250), checked
    assert with_wrong >= share(150, 900, fast=250), with_wrong
    assert instead_with_flag >= share(20, 900, fast=250), instead_with_flag


def test_the_deduction_instead_is_never_a_cell_the_player_flagged_right() -> None:
    """Issue 34, point 3: "instead: ... so row 5, column 4 is a mine" when that cell
    carried the player's right flag. Every position where the only easy deduction is a
    flagged mine must offer another cell (or none), checked by brute force."""
    offered_flag_before = 0
    for seed in range(900):
        case = _position(seed)
        if case is None:
            continue
        values, total, hit, mines = case
        flagged = {(int(r), int(c)) for r, c in np.argwhere(values == FLAGGED).tolist()}
        right = flagged & mines
        if not right:
            continue
        plain = values.copy()
        plain[plain == FLAGGED] = COVERED
        unflagged = explain_loss(plain, total, hit, mines=mines).instead
        offered_flag_before += unflagged is not None and unflagged.cell in right
        e = explain_loss(values, total, hit, mines=mines)
        assert e.instead is None or e.instead.cell not in flagged, seed
        marks = e.highlights()
        assert not any(marks.get(c) in (HintRole.MINE, HintRole.TARGET) for c in right), seed
    assert offered_flag_before >= 5, "the positions include the reported case"


def test_the_reported_case_names_the_flags_and_offers_a_true_deduction() -> None:
    mines = create_board(9, 9, 10, (4, 4), seed=5000)
    game = Game(custom_level(9, 9, 10))
    game.click((4, 4))
    game.place_mines(mines)
    values = game.values.copy()
    frontier = sorted(c for c in solve_state(values, 10).safe if values[c] == COVERED)
    for c in frontier[:6]:
        values[c] = FLAGGED
    for c in sorted(mines)[:5]:
        if c != (0, 3):
            values[c] = FLAGGED
    e = explain_loss(values, 10, (0, 3), mines=mines)
    assert "needed a guess" not in e.text
    assert len(e.misleading_flags) == 6 and "were not on mines" in e.text
    assert e.instead is not None
