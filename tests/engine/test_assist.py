"""Staged hints and flag checks against brute-force enumeration, and worded examples."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest

from minesweeper_app.engine import (
    HintLadder,
    HintRole,
    check_flags,
    easiest_step,
)
from tests.engine import bruteforce
from tests.engine.positions import random_position

C, F = -2, -3
Cell = tuple[int, int]


def board(rows: list[list[int]]) -> np.ndarray:
    return np.array(rows, dtype=np.int8)


class Reference:
    """Brute force over a chosen subset of the opened numbers (flags handled as the API says).

    Flags that the full position proves to be mines count as known mines; every
    other flag is a covered cell. Each number's constraint is a boolean column
    over all 2^n arrangements, so any subset of numbers is checked with a few ANDs.
    """

    def __init__(self, values: np.ndarray, total: int | None) -> None:
        self.values = values
        h, w = values.shape
        full = bruteforce.deduce(values, total)
        assert full is not None
        flags = {(r, c) for r in range(h) for c in range(w) if values[r, c] == F}
        self.known = {(r, c) for r in range(h) for c in range(w) if values[r, c] == -1}
        self.known |= flags & full[1]
        self.flags = flags
        self.hidden = [
            (r, c)
            for r in range(h)
            for c in range(w)
            if values[r, c] in (C, F) and (r, c) not in self.known
        ]
        n = len(self.hidden)
        self.grid = ((np.arange(2**n)[:, None] >> np.arange(n)[None, :]) & 1).astype(bool)
        col = {cell: i for i, cell in enumerate(self.hidden)}
        self.ok: dict[Cell, np.ndarray] = {}
        self.vars: dict[Cell, set[Cell]] = {}
        for r in range(h):
            for c in range(w):
                v = int(values[r, c])
                if v < 0:
                    continue
                nb = bruteforce.around(h, w, r, c)
                idx = [col[x] for x in nb if x in col]
                if not idx:
                    continue
                known = sum(1 for x in nb if x in self.known)
                self.ok[(r, c)] = self.grid[:, idx].sum(axis=1) + known == v
                self.vars[(r, c)] = {x for x in nb if x in col}
        self.total = None if total is None else total - len(self.known)
        self.count_ok = (
            None if self.total is None else self.grid.sum(axis=1) == self.total
        )

    def decided(self, numbers: list[Cell], with_count: bool = False) -> dict[Cell, bool]:
        """Unflagged covered cells fixed in every arrangement fitting ``numbers``."""
        ok = np.ones(len(self.grid), dtype=bool)
        for c in numbers:
            ok &= self.ok[c]
        if with_count:
            assert self.count_ok is not None
            ok &= self.count_ok
        sols = self.grid[ok]
        assert len(sols), "a subset of a real position is consistent"
        out: dict[Cell, bool] = {}
        for i, cell in enumerate(self.hidden):
            if cell in self.flags:
                continue
            if not sols[:, i].any():
                out[cell] = False
            elif sols[:, i].all():
                out[cell] = True
        return out

    def connected(self, numbers: tuple[Cell, ...]) -> bool:
        seen = {numbers[0]}
        stack = [numbers[0]]
        while stack:
            a = stack.pop()
            for b in numbers:
                if b not in seen and self.vars[a] & self.vars[b]:
                    seen.add(b)
                    stack.append(b)
        return len(seen) == len(numbers)


def _wanted(decided: dict[Cell, bool], safe_only: bool) -> dict[Cell, bool]:
    return {c: m for c, m in decided.items() if not (safe_only and m)}


def _check_step(values: np.ndarray, total: int | None, safe_only: bool) -> str:
    step = easiest_step(values, total, safe_only=safe_only)
    ref = Reference(values, total)
    numbers = sorted(ref.ok)
    by_numbers = _wanted(ref.decided(numbers), safe_only) if numbers else {}
    by_count = (
        _wanted(ref.decided(numbers, with_count=True), safe_only) if total is not None else {}
    )
    if step is None:
        assert not by_numbers and not by_count, (values, total, safe_only)
        return "none"
    assert values[step.cell] == C
    assert not (safe_only and step.is_mine)
    assert "row" in step.text and "column" in step.text
    truth = bruteforce.deduce(values, total)
    assert truth is not None
    assert step.cell in (truth[1] if step.is_mine else truth[0])
    clues = sorted(step.clues)
    assert all(values[c] >= 0 for c in clues)
    if step.uses_mine_count:
        assert not by_numbers, "the mine count is only used when numbers alone cannot"
        assert by_count.get(step.cell) is step.is_mine
        assert set(clues) <= set(numbers)
        return "count"
    assert step.cell in by_numbers
    assert ref.decided(clues).get(step.cell) is step.is_mine, "the clues alone must prove it"
    assert step.minimal, "small positions never reach the search cap"
    for k in range(1, len(clues)):
        for subset in combinations(numbers, k):
            if ref.connected(subset):
                assert not _wanted(ref.decided(list(subset)), safe_only), (
                    values, total, clues, subset)
    return str(len(clues))


@pytest.mark.parametrize("seed", range(3))
def test_easiest_step_is_true_proved_by_its_clues_and_smallest(seed: int) -> None:
    rng = np.random.default_rng(4000 + seed)
    kinds: dict[str, int] = {}
    for i in range(250):
        values, total, _ = random_position(rng, max_hidden=12)
        count = total if i % 2 else None
        kind = _check_step(values, count, safe_only=i % 3 == 0)
        kinds[kind] = kinds.get(kind, 0) + 1
    assert kinds.get("1", 0) > 50 and kinds.get("2", 0) > 0 and kinds.get("none", 0) > 0, kinds


def test_hard_positions_need_larger_sets_and_the_mine_count() -> None:
    """Positions without easy moves, so that sets of 3+ numbers and the count get exercised."""
    rng = np.random.default_rng(99)
    kinds: dict[str, int] = {}
    checked = 0
    while checked < 150:
        values, total, _ = random_position(rng, max_hidden=13)
        if easiest_step(values) is None and easiest_step(values, total) is None:
            continue
        first = easiest_step(values, total)
        if first is not None and len(first.clues) == 1 and not first.uses_mine_count:
            continue
        checked += 1
        for count, safe_only in ((None, False), (total, False), (total, True)):
            kind = _check_step(values, count, safe_only)
            kinds[kind] = kinds.get(kind, 0) + 1
    assert kinds.get("count", 0) > 5 and kinds.get("3", 0) > 0, kinds


def test_check_flags_classifies_exactly() -> None:
    rng = np.random.default_rng(31)
    seen_wrong = seen_doubtful = seen_too_many = 0
    for i in range(600):
        values, total, _ = random_position(rng)
        count = total if i % 2 else None
        report = check_flags(values, count)
        h, w = values.shape
        flags = {(r, c) for r in range(h) for c in range(w) if values[r, c] == F}
        too_many = {
            (r, c)
            for r in range(h)
            for c in range(w)
            if values[r, c] >= 0
            and sum(x in flags for x in bruteforce.around(h, w, r, c)) > values[r, c]
        }
        truth = bruteforce.deduce(values, count)
        assert truth is not None
        assert report.too_many == too_many
        assert report.wrong == flags & truth[0]
        assert report.unproven == flags - truth[1]
        assert report.wrong <= report.unproven
        seen_wrong += bool(report.wrong)
        seen_doubtful += bool(report.unproven - report.wrong)
        seen_too_many += bool(report.too_many)
    assert seen_wrong > 10 and seen_doubtful > 10 and seen_too_many > 5


# -- worded examples -----------------------------------------------------------------------


def test_easy_move_mine_in_words() -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues, step.uses_mine_count) == (
        (0, 0), True, {(1, 0)}, False)
    assert step.text == (
        "The 2 at row 2, column 1 touches exactly two covered cells, so both are mines: "
        "row 1, column 1 is a mine."
    )


def test_easy_move_safe_counts_a_proven_flag_as_a_mine() -> None:
    # The 1 at (1,0) proves the flag; the 1 at (0,1) then has its mine and frees (0,2).
    values = board([[F, 1, C], [1, 1, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 2), False, {(0, 1)})
    assert step.text == (
        "The 1 at row 1, column 2 already has its one mine flagged, so its other covered "
        "cells are safe: row 1, column 3 is safe."
    )


def test_unproven_flag_counts_as_covered() -> None:
    values = board([[F, C], [1, 1]])
    assert check_flags(values).unproven == {(0, 0)}
    assert check_flags(values).wrong == frozenset()
    assert easiest_step(values) is None


def test_two_number_subset_argument_safe() -> None:
    # Thesis Figure 2.5: the 2 needs a mine next to the 1, which frees the 1's other cells.
    values = board([[C, C, C, C, C, C], [C, 1, 2, 2, 1, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 0), False, {(1, 1), (1, 2)})
    assert step.text == (
        "The 2 at row 2, column 3 needs two mines but has only one covered cell away from "
        "the 1 at row 2, column 2, so at least one mine is next to both numbers. That is "
        "all the 1 at row 2, column 2 needs, so its other covered cells are safe: "
        "row 1, column 1 is safe."
    )


def test_two_number_subset_argument_mine() -> None:
    values = board([[C, C, C], [1, 3, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 2), True, {(1, 0), (1, 1)})
    assert step.text == (
        "The 1 at row 2, column 1 needs only one mine, so the cells it shares with the 3 at "
        "row 2, column 2 hold at most one mine. The 3 at row 2, column 2 needs three mines, "
        "so its two other covered cells must hold the rest: row 1, column 3 is a mine."
    )


def test_three_numbers_as_a_chain_of_reasons() -> None:
    values = board([[1, C], [2, C], [C, C], [2, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((3, 1), True, {(0, 0), (1, 0), (3, 0)})
    assert step.text == (
        "Suppose row 4, column 2 were safe. Then the 2 at row 4, column 1 makes row 3, "
        "column 1 and row 3, column 2 mines. Then the 2 at row 2, column 1 makes row 1, "
        "column 2 and row 2, column 2 safe. But then the 1 at row 1, column 1 would have too "
        "few mines. So row 4, column 2 is a mine."
    )


def test_three_numbers_by_trying_every_arrangement() -> None:
    values = board([[C, C, C], [C, 2, 1], [C, 1, 0]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 0), False, {(1, 1), (1, 2), (2, 1)})
    assert step.text == (
        "Try every way to place mines around the 2 at row 2, column 2, the 1 at row 2, "
        "column 3 and the 1 at row 3, column 2 that fits all three numbers: row 1, column 1 "
        "is safe in each of them."
    )


def test_mine_count_frees_cells_that_touch_no_number() -> None:
    values = board([[1, C], [C, C], [C, C]])
    assert easiest_step(values) is None
    step = easiest_step(values, 1)
    assert step is not None and step.uses_mine_count
    assert (step.cell, step.is_mine, step.clues) == ((2, 0), False, {(0, 0)})
    assert step.text == (
        "One mine is left, and the cells next to numbers need at least one mine, so every "
        "covered cell that touches no number is safe: row 3, column 1 is safe."
    )


def test_mine_count_decides_inside_an_area() -> None:
    values = board([[2, C, C], [C, C, 2]])
    assert easiest_step(values) is None
    step = easiest_step(values, 3)
    assert step is not None and step.uses_mine_count and step.is_mine
    assert step.text.startswith("Three mines are left. The numbers around ")
    assert "allow 2 or 3 mines" in step.text and "only 3 fits the count" in step.text


def test_mine_count_with_a_proven_flag_accounted_for() -> None:
    values = board([[F, C], [C, C], [1, 1]])
    step = easiest_step(values, 3)
    assert step is not None and step.uses_mine_count
    assert step.text == (
        "All 3 mines but 2 are accounted for. The cells next to numbers can hold at most "
        "one mine, so the one covered cell that touches no number is a mine: row 1, "
        "column 2 is a mine."
    )


# -- the ladder ----------------------------------------------------------------------------


def test_ladder_mistakes_then_progress_in_order() -> None:
    # One mine at (0, 0); the player flagged (0, 1) and (0, 2), which the 0s prove safe.
    values = board([[C, F, F, C], [1, 1, 0, 0], [0, 0, 0, 0]])
    ladder = HintLadder()
    stages = [ladder.press(values, 1) for _ in range(9)]
    assert [s.kind for s in stages] == [
        "too_many_flags", "too_many_flags", "wrong_flags", "wrong_flags",
        "progress_area", "progress_cell", "progress_reason", "offer_move", "make_move",
    ]
    assert stages[0].highlights == () and stages[2].highlights == ()
    assert stages[1].highlights == tuple(
        (cell, HintRole.TOO_MANY) for cell in ((1, 1), (1, 2), (1, 3)))
    assert stages[1].message == (
        "Too many flags around the number at row 2, column 2, the number at row 2, column 3 "
        "and the number at row 2, column 4.")
    assert stages[3].highlights == (((0, 1), HintRole.WRONG_FLAG), ((0, 2), HintRole.WRONG_FLAG))
    assert stages[3].message == (
        "The flag at row 1, column 2 and the flag at row 1, column 3 are on safe cells: "
        "the numbers prove there is no mine there.")
    target = ((0, 0), HintRole.TARGET)
    assert target not in stages[4].highlights and stages[4].highlights
    assert all(role is HintRole.AREA for _, role in stages[4].highlights)
    for stage in stages[5:8]:
        assert ((0, 3), HintRole.TARGET) in stage.highlights
    assert stages[6].message.endswith("row 1, column 4 is safe.")
    assert all(s.move is None for s in stages[:-1])
    assert stages[-1].move == ((0, 3), False)
    assert ladder.press(values, 1).kind == "make_move"


def test_ladder_restarts_when_the_board_changes() -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    ladder = HintLadder()
    assert ladder.press(values, 2).kind == "progress_area"
    assert ladder.press(values, 2).kind == "progress_cell"
    assert ladder.press(values, 2).kind == "progress_reason"
    values[0, 0] = F
    first = ladder.press(values, 2)
    assert first.kind == "progress_area"
    assert ladder.press(values, 2).kind == "progress_cell"
    values[0, 1] = F
    assert ladder.press(values, 2).kind == "progress_area"


def test_ladder_unproven_flags_and_nothing_to_prove() -> None:
    values = board([[F, C], [1, 1]])
    ladder = HintLadder()
    stages = [ladder.press(values, 1) for _ in range(4)]
    assert [s.kind for s in stages] == [
        "unproven_flags", "unproven_flags", "no_progress", "no_progress"]
    assert stages[0].highlights == ()
    assert stages[1].highlights == (((0, 0), HintRole.UNPROVEN_FLAG),)
    assert "row 1, column 1" in stages[1].message
    assert "guess" in stages[2].message


def test_ladder_no_flag_mode_only_hints_safe_cells() -> None:
    # Both top-left cells are mines by one number; the safe (0, 2) needs two numbers.
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    normal = HintLadder()
    for _ in range(4):
        normal.press(values, 2)
    assert normal.press(values, 2).move == ((0, 0), True)
    ladder = HintLadder(no_flag_mode=True)
    stages = [ladder.press(values, 2) for _ in range(5)]
    assert [s.kind for s in stages] == [
        "progress_area", "progress_cell", "progress_reason", "offer_move", "make_move"]
    assert "open a cell" in stages[0].message
    assert stages[-1].move == ((0, 2), False)


def test_ladder_no_flag_mode_with_only_mines_left_to_prove() -> None:
    values = board([[C, C, 1], [2, 2, 1]])
    assert HintLadder(no_flag_mode=True).press(values).kind == "solved"
    assert HintLadder().press(values).kind == "solved"


def test_ladder_says_when_nothing_can_be_proven() -> None:
    values = board([[C, C], [1, C]])
    stage = HintLadder().press(values, 1)
    assert stage.kind == "no_progress" and stage.highlights == () and stage.move is None


def test_search_cap_names_a_local_group_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper_app.engine import assist

    values = board([[1, C], [2, C], [C, C], [2, C]])
    monkeypatch.setattr(assist, "MAX_CLUES", 2)
    step = easiest_step(values)
    assert step is not None and not step.minimal
    assert step.clues == {(0, 0), (1, 0), (3, 0)}
    assert step.text.endswith(
        "(This uses the 3 numbers around it; a smaller set may also work.)")
    truth = bruteforce.deduce(values, None)
    assert truth is not None and step.cell in (truth[1] if step.is_mine else truth[0])
