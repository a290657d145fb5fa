"""Staged hints and flag checks against brute-force enumeration, and worded examples."""

from __future__ import annotations

import math
import re
import threading
import time
from collections.abc import Callable
from itertools import combinations

import numpy as np
import pytest

from minesweeper_app.engine import (
    HintKind,
    HintLadder,
    HintRole,
    HintStage,
    InconsistentPosition,
    Move,
    MoveAction,
    OutOfTime,
    check_flags,
    easiest_step,
    flag_check_stage,
)
from minesweeper_app.engine.assist import clue_search
from minesweeper_app.game.wording import say
from tests.engine import bruteforce
from tests.engine.positions import random_inconsistent_ish, random_position
from tests.volume import share, volume

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
        self.count_ok = None if self.total is None else self.grid.sum(axis=1) == self.total

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


def clues_and_count_prove(
    values: np.ndarray, clues: list[Cell], total: int, cell: Cell, is_mine: bool
) -> bool:
    """Do just these numbers and the mine count decide ``cell``? Flags count as covered."""
    h, w = values.shape
    hidden = [(r, c) for r in range(h) for c in range(w) if values[r, c] in (C, F)]
    n = len(hidden)
    grid = ((np.arange(2**n)[:, None] >> np.arange(n)[None, :]) & 1).astype(bool)
    col = {x: i for i, x in enumerate(hidden)}
    opened_mines = int((values == -1).sum())
    ok = grid.sum(axis=1) + opened_mines == total
    for r, c in clues:
        nb = bruteforce.around(h, w, r, c)
        idx = [col[x] for x in nb if x in col]
        known = sum(1 for x in nb if values[x] == -1)
        ok &= grid[:, idx].sum(axis=1) + known == values[r, c]
    sols = grid[ok]
    assert len(sols)
    column = sols[:, col[cell]]
    return bool(column.all()) if is_mine else not column.any()


NAMED = re.compile(r"row (\d+), column (\d+)")


def named_cells(text: str) -> set[Cell]:
    return {(int(r) - 1, int(c) - 1) for r, c in NAMED.findall(text)}


def assert_words_match_board(text: str, highlights: tuple[tuple[Cell, HintRole], ...]) -> None:
    """Every named cell is highlighted; every highlighted cell is named unless the text
    speaks of a "highlighted" group; no cell is highlighted twice."""
    cells = [c for c, _ in highlights]
    assert len(cells) == len(set(cells)), highlights
    named = named_cells(text)
    assert named <= set(cells), (text, highlights)
    unnamed = set(cells) - named
    if unnamed:
        assert "highlighted" in text, (text, unnamed)
    roles = dict(highlights)
    for cell in named:
        assert roles[cell] is not HintRole.AREA, (text, cell)


BAD_GRAMMAR = re.compile(
    r"(?<!column )(?<!row )\b(1|one) (mines|flags|numbers|cells|covered cells|more mines)\b"
    r"|(?<!column )(?<!row )\b([02-9]|two|three|four|five|six|seven|eight) "
    r"(mine|flag|number|cell)\b(?! at)"
    r"|All two|All 1 |All 0 |is a mine: .* is a mine"
)


def assert_good_english(text: str) -> None:
    assert not BAD_GRAMMAR.search(text), text


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
    assert "row" in say(step) and "column" in say(step)
    assert_words_match_board(say(step), step.highlights)
    assert_good_english(say(step))
    assert (step.cell, HintRole.TARGET) in step.highlights
    assert not step.local
    truth = bruteforce.deduce(values, total)
    assert truth is not None
    assert step.cell in (truth[1] if step.is_mine else truth[0])
    clues = sorted(step.clues)
    assert all(values[c] >= 0 for c in clues)
    if step.uses_mine_count:
        assert not by_numbers, "the mine count is only used when numbers alone cannot"
        assert by_count.get(step.cell) is step.is_mine
        assert total is not None
        assert clues_and_count_prove(values, clues, total, step.cell, step.is_mine), (
            values,
            total,
            clues,
        )
        return "count"
    assert step.cell in by_numbers
    assert ref.decided(clues).get(step.cell) is step.is_mine, "the clues alone must prove it"
    assert step.minimal, "small positions never reach the search cap"
    for k in range(1, len(clues)):
        for subset in combinations(numbers, k):
            if ref.connected(subset):
                assert not _wanted(ref.decided(list(subset)), safe_only), (
                    values,
                    total,
                    clues,
                    subset,
                )
    return str(len(clues))


@pytest.mark.parametrize("seed", range(3))
def test_easiest_step_is_true_proved_by_its_clues_and_smallest(seed: int) -> None:
    rng = np.random.default_rng(4000 + seed)
    kinds: dict[str, int] = {}
    for i in range(volume(250, fast=100)):
        values, total, _ = random_position(rng, max_hidden=12)
        count = total if i % 2 else None
        kind = _check_step(values, count, safe_only=i % 3 == 0)
        kinds[kind] = kinds.get(kind, 0) + 1
    assert (
        kinds.get("1", 0) > share(50, 250, fast=100)
        and kinds.get("2", 0) > 0
        and kinds.get("none", 0) > 0
    ), kinds


def test_hard_positions_need_larger_sets_and_the_mine_count() -> None:
    """Positions without easy moves, so that sets of 3+ numbers and the count get exercised."""
    rng = np.random.default_rng(99)
    kinds: dict[str, int] = {}
    checked = 0
    while checked < volume(150, fast=50):
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
    assert kinds.get("count", 0) > share(5, 150, fast=50) and kinds.get("3", 0) > 0, kinds


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
        (0, 0),
        True,
        {(1, 0)},
        False,
    )
    assert say(step) == (
        "The 2 at row 2, column 1 touches exactly two covered cells, so both are mines: "
        "row 1, column 1 is a mine."
    )


def test_easy_move_safe_counts_a_proven_flag_as_a_mine() -> None:
    # The 1 at (1,0) proves the flag; the 1 at (0,1) then has its mine and frees (0,2).
    values = board([[F, 1, C], [1, 1, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 2), False, {(0, 1)})
    assert say(step) == (
        "The 1 at row 1, column 2 already has its one mine flagged, so its other covered "
        "cells are safe, including row 1, column 3."
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
    assert say(step) == (
        "The 2 at row 2, column 3 needs two mines but has only one covered cell away from "
        "the 1 at row 2, column 2, so at least one mine is next to both numbers. That is "
        "all the 1 at row 2, column 2 needs, so its other covered cells are safe, "
        "including row 1, column 1."
    )


def test_two_number_subset_argument_mine() -> None:
    values = board([[C, C, C], [1, 3, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((0, 2), True, {(1, 0), (1, 1)})
    assert say(step) == (
        "The 1 at row 2, column 1 needs only one mine, so the cells it shares with the 3 at "
        "row 2, column 2 hold at most one mine. The 3 at row 2, column 2 needs three mines, "
        "so its two other covered cells must hold the rest: row 1, column 3 is a mine."
    )


def test_three_numbers_as_a_chain_of_reasons() -> None:
    values = board([[1, C], [2, C], [C, C], [2, C]])
    step = easiest_step(values)
    assert step is not None
    assert (step.cell, step.is_mine, step.clues) == ((3, 1), True, {(0, 0), (1, 0), (3, 0)})
    assert say(step) == (
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
    assert say(step) == (
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
    assert say(step) == (
        "One mine is left, and the highlighted numbers need at least one mine among their "
        "covered cells, so every covered cell that touches no number is safe, including "
        "row 3, column 1."
    )
    assert step.highlights == (((0, 0), HintRole.AREA), ((2, 0), HintRole.TARGET))


def test_mine_count_decides_inside_an_area() -> None:
    values = board([[2, C, C], [C, C, 2]])
    assert easiest_step(values) is None
    step = easiest_step(values, 3)
    assert step is not None and step.uses_mine_count and step.is_mine
    assert say(step).startswith("Three mines are left. The highlighted numbers around ")
    assert "allow 2 or 3 mines" in say(step) and "only 3 fits the count" in say(step)


def test_mine_count_with_a_proven_flag_accounted_for() -> None:
    values = board([[F, C], [C, C], [1, 1]])
    step = easiest_step(values, 3)
    assert step is not None and step.uses_mine_count
    assert say(step) == (
        "All but 2 of the 3 mines are accounted for by the highlighted numbers. The highlighted "
        "numbers leave room for at most one mine among their covered cells, so the only "
        "covered cell that touches no number, row 1, column 2, is a mine."
    )


def test_mine_count_step_names_the_numbers_that_proved_the_counted_mines() -> None:
    # The 1s on the left prove the flag; only the two 1s on the right touch unknown cells.
    values = board([[F, 1, 0, 1, C, C, C], [1, 1, 0, 1, C, C, C]])
    step = easiest_step(values, 2)
    assert step is not None and step.uses_mine_count and not step.is_mine
    assert step.clues == {(0, 1), (1, 0), (1, 1), (0, 3), (1, 3)}
    assert clues_and_count_prove(values, sorted(step.clues), 2, step.cell, False)
    assert not clues_and_count_prove(values, [(0, 3), (1, 3)], 2, step.cell, False)
    assert say(step) == (
        "All but 1 of the 2 mines are accounted for by the highlighted numbers, which need at "
        "least one more mine among their covered cells, so every covered cell that touches no "
        "number is safe, including row 1, column 6."
    )
    assert_words_match_board(say(step), step.highlights)


def test_mine_count_all_mines_found_and_no_mines_at_all() -> None:
    step = easiest_step(board([[C, C], [C, C]]), 0)
    assert step is not None and say(step) == (
        "There are no mines, so every covered cell is safe, including row 1, column 1."
    )
    assert step.highlights == (((0, 0), HintRole.TARGET),)
    values = board([[0, 1, F, C]])
    step = easiest_step(values, 1)
    assert step is not None and say(step) == (
        "The only mine is accounted for by the highlighted numbers, so every other covered "
        "cell is safe, including row 1, column 4."
    )
    assert step.highlights == (((0, 1), HintRole.AREA), ((0, 3), HintRole.TARGET))


def test_single_number_sentences_say_the_cell_once() -> None:
    step = easiest_step(board([[1, C], [3, 3], [C, C], [F, 4], [2, C]]))
    assert step is not None and say(step) == (
        "The 1 at row 1, column 1 touches exactly one covered cell, so row 1, column 2 is a mine."
    )
    step = easiest_step(board([[C, C, F, 2], [C, 4, C, 2]]))
    assert step is not None and say(step) == (
        "The 2 at row 1, column 4 has one mine flagged and needs one more; it touches exactly "
        "one other covered cell, so row 2, column 3 is a mine."
    )
    step = easiest_step(board([[0, C], [C, C]]))
    assert step is not None and say(step) == (
        "The 0 at row 1, column 1 has no mines around it, so row 1, column 2 is safe."
    )
    for step in (easiest_step(board([[C, C, C], [3, C, C]])),):
        assert step is not None and say(step) == (
            "The 3 at row 2, column 1 touches exactly three covered cells, so all of them are "
            "mines: row 1, column 1 is a mine."
        )


def test_two_numbers_when_every_cell_is_shared() -> None:
    step = easiest_step(board([[1, 1, C, C, C, C], [C, C, 1, C, C, C]]))
    assert step is not None and say(step) == (
        "Every covered cell around the 1 at row 1, column 1 also touches the 1 at row 1, "
        "column 2, so the one mine it needs is next to both numbers. That is all the 1 at "
        "row 1, column 2 needs, so its other covered cells are safe, including row 1, column 3."
    )
    assert_words_match_board(say(step), step.highlights)


def test_two_numbers_when_one_has_a_mine_already() -> None:
    # After a lost game: the opened mine at the top is already one of the 2's mines.
    step = easiest_step(board([[-1, C], [2, C], [1, F]]))
    assert step is not None and say(step) == (
        "Every covered cell around the 1 at row 3, column 1 also touches the 2 at row 2, "
        "column 1, so the one mine it needs is next to both numbers. That is all the 2 at "
        "row 2, column 1 still needs, so its other covered cells are safe, including row 1, "
        "column 2."
    )


def test_chain_marks_the_cells_it_decides_along_the_way() -> None:
    step = easiest_step(board([[1, C], [2, C], [C, C], [2, C]]))
    assert step is not None
    roles = dict(step.highlights)
    assert roles == {
        (3, 1): HintRole.TARGET,
        (3, 0): HintRole.CLUE,
        (2, 0): HintRole.IMPLIED,
        (2, 1): HintRole.IMPLIED,
        (1, 0): HintRole.CLUE,
        (0, 1): HintRole.IMPLIED,
        (1, 1): HintRole.IMPLIED,
        (0, 0): HintRole.CLUE,
    }
    assert_words_match_board(say(step), step.highlights)


# -- the ladder ----------------------------------------------------------------------------


def press_all(values: np.ndarray, total: int | None, n: int, **kw: object) -> list[HintStage]:
    ladder = HintLadder(**kw)  # type: ignore[arg-type]
    return [ladder.press(values, total) for _ in range(n)]


def test_ladder_mistakes_then_progress_in_order() -> None:
    # One mine at (0, 0); the player flagged (0, 1) and (0, 2), which the 0s prove safe.
    values = board([[C, F, F, C], [1, 1, 0, 0], [0, 0, 0, 0]])
    stages = press_all(values, 1, 10)
    assert [s.kind for s in stages] == [
        HintKind.TOO_MANY_FLAGS,
        HintKind.TOO_MANY_FLAGS,
        HintKind.WRONG_FLAGS,
        HintKind.WRONG_FLAGS,
        HintKind.REMOVE_FLAG,
        HintKind.PROGRESS_AREA,
        HintKind.PROGRESS_CELL,
        HintKind.PROGRESS_REASON,
        HintKind.OFFER_MOVE,
        HintKind.MAKE_MOVE,
    ]
    assert stages[0].kind == "too_many_flags", "kinds compare equal to their old strings"
    assert say(stages[0]) == "Three numbers have more flags around them than their values."
    assert stages[0].highlights == () and stages[2].highlights == ()
    assert say(stages[1]) == (
        "The 1 at row 2, column 2 has two flags around it, at row 1, column 2 and row 1, "
        "column 3, but only one mine, so at least one of these flags is wrong. The 0 at row 2, "
        "column 3 has two flags around it, at row 1, column 2 and row 1, column 3, but no mine, "
        "so all of these flags are wrong. The 0 at row 2, column 4 has one flag around it, at "
        "row 1, column 3, but no mine, so the flag is wrong."
    )
    assert dict(stages[1].highlights) == {
        (1, 1): HintRole.TOO_MANY,
        (1, 2): HintRole.TOO_MANY,
        (1, 3): HintRole.TOO_MANY,
        (0, 1): HintRole.SURPLUS_FLAG,
        (0, 2): HintRole.SURPLUS_FLAG,
    }
    assert say(stages[2]) == "Two flags are wrong."
    assert stages[3].highlights == (((0, 1), HintRole.WRONG_FLAG), ((0, 2), HintRole.WRONG_FLAG))
    assert say(stages[3]) == (
        "The flags at row 1, column 2 and row 1, column 3 are on safe cells: the numbers prove "
        "there are no mines there. Press Hint again and I will remove the flag at row 1, "
        "column 2."
    )
    assert say(stages[4]) == "Removing the flag at row 1, column 2."
    assert stages[4].move == Move(MoveAction.UNFLAG, (0, 1))
    assert stages[4].highlights == (((0, 1), HintRole.WRONG_FLAG),)
    assert stages[5].highlights and all(r is HintRole.AREA for _, r in stages[5].highlights)
    for stage in stages[6:]:
        assert ((0, 3), HintRole.TARGET) in stage.highlights
    assert say(stages[7]).endswith("row 1, column 4 is safe.")
    assert all(s.move is None for s in stages[:-1] if s.kind is not HintKind.REMOVE_FLAG)
    assert stages[-1].move == Move(MoveAction.OPEN, (0, 3))
    for stage in stages:
        assert_words_match_board(say(stage), stage.highlights)


def test_one_wrong_flag_in_words() -> None:
    values = board([[C, 1, F], [1, 1, C]])
    stages = press_all(values, None, 4)
    assert [say(s) for s in stages[:3]] == [
        "One flag is wrong.",
        "The flag at row 1, column 3 is on a safe cell: the numbers prove there is no mine "
        "there. Press Hint again and I will remove the flag at row 1, column 3.",
        "Removing the flag at row 1, column 3.",
    ]
    assert stages[2].move == Move(MoveAction.UNFLAG, (0, 2))
    assert stages[2].move.action is MoveAction.UNFLAG
    assert stages[3].kind is HintKind.PROGRESS_AREA, "then the progress hints follow"


def test_too_many_flags_on_one_number() -> None:
    values = board([[F, F, C], [1, C, C], [C, C, C]])
    stages = press_all(values, None, 2)
    assert say(stages[0]) == "One number has more flags around it than its value."
    assert say(stages[1]) == (
        "The 1 at row 2, column 1 has two flags around it, at row 1, column 1 and row 1, "
        "column 2, but only one mine, so at least one of these flags is wrong."
    )
    assert dict(stages[1].highlights) == {
        (1, 0): HintRole.TOO_MANY,
        (0, 0): HintRole.SURPLUS_FLAG,
        (0, 1): HintRole.SURPLUS_FLAG,
    }


def test_ladder_restarts_when_the_board_changes() -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    ladder = HintLadder()
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_AREA
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_CELL
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_REASON
    values[0, 0] = F
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_AREA
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_CELL
    values[0, 1] = F
    assert ladder.press(values, 2).kind is HintKind.PROGRESS_AREA


def test_ladder_unproven_flags_and_nothing_to_prove() -> None:
    values = board([[F, C], [1, 1]])
    stages = press_all(values, 1, 4)
    assert [s.kind for s in stages] == [
        HintKind.UNPROVEN_FLAGS,
        HintKind.UNPROVEN_FLAGS,
        HintKind.NO_PROGRESS,
        HintKind.NO_PROGRESS,
    ]
    assert say(stages[0]) == "One flag cannot be proven yet; it may be wrong."
    assert stages[0].highlights == ()
    assert stages[1].highlights == (((0, 0), HintRole.UNPROVEN_FLAG),)
    assert say(stages[1]) == "Nothing proves the flag at row 1, column 1 yet: it may be wrong."
    assert say(stages[2]) == (
        "No covered cell can be proven safe or a mine right now, so the next move is a guess. "
        "Try the cell with the best odds."
    )


def test_two_unproven_flags_in_words() -> None:
    stages = press_all(board([[F, C, F], [C, 2, C]]), None, 2)
    assert say(stages[0]) == "Two flags cannot be proven yet; they may be wrong."
    assert say(stages[1]) == (
        "Nothing proves the flags at row 1, column 1 and row 1, column 3 yet: each may be wrong."
    )


def test_progress_stage_wording() -> None:
    stages = press_all(board([[C, C, C], [2, 2, 1], [0, 0, 0]]), 2, 5)
    assert [say(s) for s in stages] == [
        "You can make progress in the highlighted area: one number there tells you enough.",
        "Look at row 1, column 1: the highlighted number proves whether it is safe or a mine.",
        "The 2 at row 2, column 1 touches exactly two covered cells, so both are mines: "
        "row 1, column 1 is a mine.",
        "Press Hint again and I will flag row 1, column 1 for you.",
        "Flagging row 1, column 1.",
    ]
    assert stages[-1].move == Move(MoveAction.FLAG, (0, 0))
    pair = press_all(board([[C, C, C], [1, 3, C]]), None, 2)
    assert say(pair[0]) == (
        "You can make progress in the highlighted area: two numbers there together tell you enough."
    )
    assert say(pair[1]) == (
        "Look at row 1, column 3: the highlighted numbers prove whether it is safe or a mine."
    )
    count = press_all(board([[1, C], [C, C], [C, C]]), 1, 2)
    assert say(count[0]) == (
        "You can make progress by counting the mines that are left, with the help of the "
        "highlighted numbers."
    )
    assert say(count[1]) == (
        "Look at row 3, column 1: the highlighted numbers and the mine count prove whether it "
        "is safe or a mine."
    )


def test_ladder_no_flag_mode_only_hints_safe_cells() -> None:
    # Both top-left cells are mines by one number; the safe (0, 2) needs two numbers.
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    assert press_all(values, 2, 5)[-1].move == Move(MoveAction.FLAG, (0, 0))
    stages = press_all(values, 2, 5, no_flag_mode=True)
    assert [s.kind for s in stages] == [
        HintKind.PROGRESS_AREA,
        HintKind.PROGRESS_CELL,
        HintKind.PROGRESS_REASON,
        HintKind.OFFER_MOVE,
        HintKind.MAKE_MOVE,
    ]
    assert "open a cell" in say(stages[0])
    assert stages[-1].move == Move(MoveAction.OPEN, (0, 2))


def test_ladder_solved_when_only_mines_are_left() -> None:
    values = board([[C, C, 1], [2, 2, 1]])
    for ladder in (HintLadder(no_flag_mode=True), HintLadder()):
        stage = ladder.press(values)
        assert stage.kind is HintKind.SOLVED and stage.highlights == ()
        assert say(stage) == "Every covered cell left is a mine: the board is solved. Well done!"


def test_ladder_says_when_nothing_can_be_proven() -> None:
    stage = HintLadder().press(board([[C, C], [1, C]]), 1)
    assert stage.kind is HintKind.NO_PROGRESS and stage.highlights == () and stage.move is None


def test_search_cap_names_a_local_group_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    values = board([[1, C], [2, C], [C, C], [2, C]])
    monkeypatch.setattr(clue_search, "MAX_CLUES", 2)
    step = easiest_step(values)
    assert step is not None and not step.minimal and not step.local
    assert step.clues == {(0, 0), (1, 0), (3, 0)}
    assert say(step).endswith("(This uses the 3 numbers around it; a smaller set may also work.)")
    truth = bruteforce.deduce(values, None)
    assert truth is not None and step.cell in (truth[1] if step.is_mine else truth[0])


def test_every_stage_kind_names_exactly_what_it_highlights() -> None:
    """Random small positions through the whole ladder and Check flags."""
    rng = np.random.default_rng(12)
    seen: set[HintKind] = set()
    for i in range(400):
        values, total, _ = random_position(rng, max_hidden=10)
        count = total if i % 2 else None
        for stage in press_all(values, count, 14, no_flag_mode=i % 5 == 0):
            seen.add(stage.kind)
            assert_words_match_board(say(stage), stage.highlights)
            assert_good_english(say(stage))
            if stage.kind in (HintKind.PROGRESS_CELL, HintKind.OFFER_MOVE, HintKind.MAKE_MOVE):
                assert stage.move is None or stage.move.cell in named_cells(say(stage))
                assert any(r is HintRole.TARGET for _, r in stage.highlights)
            if stage.move is not None:
                assert stage.kind in (HintKind.MAKE_MOVE, HintKind.REMOVE_FLAG)
                assert (stage.move.action is MoveAction.UNFLAG) == (
                    stage.kind is HintKind.REMOVE_FLAG
                )
                assert values[stage.move.cell] == (F if stage.kind is HintKind.REMOVE_FLAG else C)
        stage = flag_check_stage(values, check_flags(values, count))
        seen.add(stage.kind)
        assert_words_match_board(say(stage), stage.highlights)
        assert_good_english(say(stage))
    assert seen >= set(HintKind) - {HintKind.INCONSISTENT, HintKind.OUT_OF_TIME}, seen


def test_long_lists_name_the_first_cells_and_highlight_the_rest() -> None:
    values = np.full((2, 5), C, dtype=np.int8)
    values[:, :4] = F
    stages = press_all(values, 0, 3)
    assert say(stages[0]) == "Eight flags are wrong."
    assert say(stages[1]) == (
        "The flags at row 1, column 1, row 1, column 2, row 1, column 3, row 1, column 4, "
        "row 2, column 1, row 2, column 2 and 2 more highlighted flags are on safe cells: the "
        "numbers prove there are no mines there. Press Hint again and I will remove the flag "
        "at row 1, column 1."
    )
    assert len(stages[1].highlights) == 8
    assert {r for _, r in stages[1].highlights} == {HintRole.WRONG_FLAG}
    assert_words_match_board(say(stages[1]), stages[1].highlights)


def test_more_than_three_numbers_with_too_many_flags() -> None:
    values = board([[F, 0, F, 0, F, 0, F, 0]])
    stage = press_all(values, None, 2)[1]
    assert say(stage).endswith("One more number has too many flags as well.")
    assert_words_match_board(say(stage), stage.highlights)
    assert (0, 7) not in dict(stage.highlights), "the unnamed number is not marked"


def test_rare_sentences_in_words() -> None:
    """Sentences small random positions almost never reach, built from reasons directly."""
    from minesweeper_app.engine.assist import reasons as why

    numbers = tuple((1, (0, c)) for c in range(0, 16, 2))
    reason: why.Reason = why.EveryWay((1, 1), numbers, True)
    assert say(reason) == (
        "Try every way to place mines around the 8 highlighted numbers that fits all of them: "
        "row 2, column 2 is a mine in each of them."
    )
    assert_words_match_board(say(reason), reason.marks)
    assert say(why.NotSmallest(7, out_of_time=True)) == (
        "(Finding the easiest step takes too long here, so this uses 7 numbers around it; a "
        "smaller set may also work.)"
    )
    head = why.MinesLeft(40, 3, True)
    general = why.CountGeneral((2, 2), head, ((0, 0),), False)
    assert say(general) == (
        "All but 3 of the 40 mines are accounted for by the highlighted numbers. Counting the "
        "mines left against every way the highlighted numbers allow, row 3, column 3 is safe."
    )
    three = why.MinesLeft(3, 3, True)
    reason = why.CountFreeSafe((2, 2), three, ((0, 0),), has_numbers=True, need_all=False)
    assert say(reason) == (
        "Three mines are left, and they can only go next to the highlighted numbers, so every "
        "covered cell that touches no number is safe, including row 3, column 3."
    )
    one = why.MinesLeft(1, 1, True)
    for reason in (
        general,
        why.CountFreeSafe((2, 2), one, ((0, 0),), has_numbers=True, need_all=False),
    ):
        assert_words_match_board(say(reason), reason.marks)
        assert_good_english(say(reason))
    assert say(why.CountFreeSafe((2, 2), one, (), has_numbers=True, need_all=False)).startswith(
        "One mine is left, and it can only go next to"
    )


# -- check flags ---------------------------------------------------------------------------


def test_check_flags_with_no_flags_is_empty() -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    report = check_flags(values, 2)
    assert report.is_empty and report.checked == 0 and report.complete
    stage = flag_check_stage(values, report)
    assert stage.kind is HintKind.FLAG_CHECK and stage.highlights == ()
    assert say(stage) == "You have not placed any flags, so there is nothing to check."
    values[0, 0] = F
    report = check_flags(values, 2)
    assert not report.is_empty and report.checked == 1
    assert say(flag_check_stage(values, report)) == "Your flag is a proven mine."
    values[0, 1] = F
    assert say(flag_check_stage(values, check_flags(values, 2))) == (
        "Both your flags are proven mines."
    )


def test_flag_check_stage_names_every_mistake() -> None:
    values = board([[C, F, F, C], [1, 1, 0, 0], [0, 0, 0, 0]])
    report = check_flags(values, 1)
    assert report.surplus == {(0, 1), (0, 2)}
    stage = flag_check_stage(values, report)
    assert_words_match_board(say(stage), stage.highlights)
    roles = dict(stage.highlights)
    assert roles[(1, 1)] is HintRole.TOO_MANY and roles[(0, 1)] is HintRole.SURPLUS_FLAG
    assert "The flags at row 1, column 2 and row 1, column 3 are on safe cells" in say(stage)


# -- bad input, contradictions and the time budget -----------------------------------------


@pytest.mark.parametrize("total", [True, 2.0, math.nan, "2"])
def test_bad_mine_totals_are_refused_with_a_type_error(total: object) -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    for call in (
        lambda: easiest_step(values, total),  # type: ignore[arg-type]
        lambda: check_flags(values, total),  # type: ignore[arg-type]
        lambda: HintLadder().press(values, total),
    ):  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="number of mines"):
            call()


@pytest.mark.parametrize("total", [-1, 10])
def test_mine_totals_out_of_range_are_refused(total: int) -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    with pytest.raises(ValueError, match="between 0 and 9"):
        easiest_step(values, total)
    with pytest.raises(ValueError, match="between 0 and 9"):
        check_flags(values, np.int64(total))


def test_numpy_totals_are_accepted() -> None:
    values = board([[C, C, C], [2, 2, 1], [0, 0, 0]])
    assert easiest_step(values, np.int16(2)) == easiest_step(values, 2)


INCONSISTENT = board([[1], [C], [1], [C], [1]])


def test_inconsistent_position_never_yields_a_proof() -> None:
    with pytest.raises(InconsistentPosition):
        easiest_step(INCONSISTENT)
    with pytest.raises(InconsistentPosition):
        easiest_step(INCONSISTENT, 2)
    flagged = INCONSISTENT.copy()
    flagged[1, 0] = F
    with pytest.raises(InconsistentPosition):
        check_flags(flagged)
    try:  # out of time before the numbers were even read: no verdict, but never a proof
        report = check_flags(flagged, budget=1e-9)
        assert not report.complete and not report.wrong
    except InconsistentPosition:
        pass
    for budget in (1e-9, 0.05):
        try:
            step = easiest_step(INCONSISTENT, budget=budget)
        except (InconsistentPosition, OutOfTime):
            continue
        raise AssertionError(f"a proof on an inconsistent position: {step}")


def test_random_inconsistent_numbers_never_yield_a_proof() -> None:
    rng = np.random.default_rng(77)
    checked = 0
    while checked < volume(150, fast=40):
        values = random_inconsistent_ish(rng)
        if bruteforce.deduce(values, None) is not None:
            continue
        checked += 1
        for budget in (None, 1e-9, 0.05):
            try:
                step = easiest_step(values, budget=budget)
            except (InconsistentPosition, OutOfTime):
                pass
            else:
                raise AssertionError(f"a proof on an inconsistent position: {values} {step}")
            stage = HintLadder(budget=budget).press(values)
            assert stage.kind in (HintKind.INCONSISTENT, HintKind.OUT_OF_TIME), (values, stage)
            assert_words_match_board(say(stage), stage.highlights)


def test_ladder_reports_a_contradiction_as_a_mistake() -> None:
    for total in (None, 2):
        stage = HintLadder().press(INCONSISTENT, total)
        assert stage.kind is HintKind.INCONSISTENT and stage.move is None
        assert say(stage).startswith("These numbers cannot all be right")
        assert_words_match_board(say(stage), stage.highlights)
        assert [r for _, r in stage.highlights] == [HintRole.CONTRADICTION]
    stage = HintLadder().press(board([[1, C], [C, C]]), 3)
    assert stage.kind is HintKind.INCONSISTENT
    assert say(stage) == (
        "These numbers cannot all be right: no arrangement of exactly 3 mines fits them."
    )


def wide_ambiguous_position(width: int = 60) -> tuple[np.ndarray, int]:
    """Three rows: mines above on every third column, below one column later, the numbers
    between them opened (all 2s but the ends).

    Every number touches six covered cells and almost nothing is decided, so the area
    has millions of solutions and counting them for the mine count takes far longer
    than any hint may; only the two ends can be proven (by two numbers each).
    """
    mines = {(0, c) for c in range(0, width, 3)} | {(2, c) for c in range(1, width, 3)}
    types = bruteforce.cell_types(3, width, mines)
    values = np.full((3, width), C, dtype=np.int8)
    values[1] = types[1]
    return values, len(mines)


def test_a_cheap_step_is_given_without_waiting_for_the_full_solver() -> None:
    values, total = wide_ambiguous_position()
    began = time.perf_counter()
    # The full solver needs minutes here; half a second leaves the quick rules room to
    # run on a loaded machine (at 0.05 s they sometimes ran out and the hint went local).
    stages = press_all(values, total, 5, budget=0.5)
    assert time.perf_counter() - began < 10
    assert [s.kind for s in stages] == [
        HintKind.PROGRESS_AREA,
        HintKind.PROGRESS_CELL,
        HintKind.PROGRESS_REASON,
        HintKind.OFFER_MOVE,
        HintKind.MAKE_MOVE,
    ]
    assert say(stages[0]) == (
        "You can make progress in the highlighted area: two numbers there together tell you enough."
    )
    step = easiest_step(values, total, budget=0.5)
    assert step is not None and not step.local and step.minimal and len(step.clues) == 2
    assert stages[-1].move == Move(MoveAction.FLAG if step.is_mine else MoveAction.OPEN, step.cell)


def slow_exact_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stand in for an exact solver that needs longer than any budget (it only stops
    when told to), so the fallback is tested whatever the real solver's speed."""
    from minesweeper_app.engine.assist import easiest, flags
    from minesweeper_app.engine.errors import Cancelled

    def deduce(board: np.ndarray, total: int | None, cancel: Callable[[], bool]) -> None:
        stop = threading.Event()
        while not cancel():
            stop.wait(0.001)  # poll the cancel check, as the solver does
        raise Cancelled("out of time")

    monkeypatch.setattr(flags, "deduce", deduce)
    monkeypatch.setattr(easiest, "deduce", deduce)


def test_a_tiny_budget_gives_a_local_answer_quickly_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    slow_exact_solver(monkeypatch)
    values, total = wide_ambiguous_position()
    values[0, 30] = F  # a right flag: the flag check needs the exact solver
    # The exact solver here never finishes, so the budget need only leave the local search
    # room to run on a loaded machine (at 0.05 s it sometimes did not).
    began = time.perf_counter()
    stages = press_all(values, total, 5, budget=0.3)
    elapsed = time.perf_counter() - began
    assert elapsed < 5, "an exact answer here takes minutes; a local one a fraction of a second"
    assert stages[0].kind is HintKind.PROGRESS_AREA, "unproven flags are not claimed"
    assert say(stages[0]).endswith(
        "(A full check of this position takes too long, so this hint uses only nearby numbers.)"
    )
    for stage in stages:
        assert_words_match_board(say(stage), stage.highlights)
    step = easiest_step(values, total, budget=0.3)
    assert step is not None and step.local and not step.uses_mine_count
    assert stages[-1].move == Move(MoveAction.FLAG if step.is_mine else MoveAction.OPEN, step.cell)
    # The clues alone prove the cell: brute force on the columns around them.
    lo = max(0, min(c for _, c in step.clues) - 1)
    hi = max(c for _, c in step.clues) + 2
    part = np.full((3, hi - lo), C, dtype=np.int8)
    for r, c in step.clues:
        part[r, c - lo] = values[r, c]
    proof = bruteforce.deduce(part, None)
    assert proof is not None
    target = (step.cell[0], step.cell[1] - lo)
    assert target in (proof[1] if step.is_mine else proof[0])


def test_out_of_time_a_group_of_nearby_numbers_is_tried(monkeypatch: pytest.MonkeyPatch) -> None:
    """No single number or pair decides anything here, so the local search grows groups."""
    from minesweeper_app.engine.assist import budget as budget_module

    monkeypatch.setattr(budget_module, "LOCAL_SHARE", 1e9)  # the exact part gets ~0 s, local 1 s
    values = board([[1, C], [2, C], [C, C], [2, C]])
    step = easiest_step(values, budget=1e-9)
    assert step is not None and step.local and not step.minimal
    assert say(step).endswith(
        f"(Finding the easiest step takes too long here, so this uses {len(step.clues)} "
        "numbers around it; a smaller set may also work.)"
    )
    assert Reference(values, None).decided(sorted(step.clues)).get(step.cell) is step.is_mine
    assert_words_match_board(say(step), step.highlights)
    stage = HintLadder(budget=1e-9).press(values)
    assert stage.kind is HintKind.PROGRESS_AREA and "takes too long" in say(stage)


def test_a_tiny_budget_for_check_flags_says_the_check_is_incomplete(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    slow_exact_solver(monkeypatch)
    values, total = wide_ambiguous_position()
    assert check_flags(values, total, budget=0.05).is_empty
    flagged = values.copy()
    flagged[0, 30] = F
    report = check_flags(flagged, total, budget=0.05)
    assert not report.complete and report.checked == 1 and not report.wrong
    stage = flag_check_stage(flagged, report)
    assert say(stage) == ("No flag is provably wrong, but checking every flag takes too long here.")
    flagged[0, 2] = F  # the end numbers prove this cell safe
    report = check_flags(flagged, total, budget=0.05)
    assert report.wrong == {(0, 2)} and not report.complete
    assert say(flag_check_stage(flagged, report)) == (
        "The flag at row 1, column 3 is on a safe cell: the numbers prove there is no mine "
        "there. Checking the other flags takes too long here."
    )


def test_nothing_found_in_time_is_said_and_the_next_press_tries_again() -> None:
    values, total = wide_ambiguous_position()
    ladder = HintLadder(budget=1e-9)
    stage = ladder.press(values, total)
    assert stage.kind is HintKind.OUT_OF_TIME and stage.highlights == ()
    assert say(stage) == (
        "This position takes too long to check, and no small group of numbers proves "
        "anything. Press Hint again to let me think longer."
    )
    assert ladder.press(values, total).kind is HintKind.OUT_OF_TIME
    with pytest.raises(OutOfTime):
        easiest_step(values, total, budget=1e-9)


def test_cancel_is_polled_and_raises() -> None:
    from minesweeper_app.engine.errors import Cancelled

    values, total = wide_ambiguous_position()
    flagged = values.copy()
    flagged[0, 0] = F
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    for call in (
        lambda: easiest_step(values, total, cancel=cancel),
        lambda: easiest_step(flagged, total, cancel=cancel, budget=10.0),
        lambda: HintLadder().press(flagged, total, cancel=cancel),
        lambda: check_flags(flagged, total, cancel=cancel),
    ):
        calls = 0
        with pytest.raises(Cancelled):
            call()
        assert calls == 4, "stopped at the first poll that said so"
