"""Practice puzzles judged by brute force: answers, flags, technique tags and motifs.

The oracle shares no code with the engine: whole positions are enumerated on small
boards (``bruteforce``), and on Expert boards every one-number and two-number
subproblem is enumerated on its own, so "no single number decides anything" is
checked number by number.
"""

from __future__ import annotations

import json
from itertools import combinations, product
from statistics import median

import numpy as np
import pytest

from minesweeper_app.engine import easiest_step
from minesweeper_app.engine.puzzle_proof import motifs_of
from minesweeper_app.engine.puzzles import (
    TECHNIQUES,
    NoPuzzleFound,
    Puzzle,
    generate_puzzles,
)
from tests.engine.bruteforce import around, deduce
from tests.volume import volume

Cell = tuple[int, int]

SMALL = ((4, 6, 6), (3, 8, 6))
"""Levels small enough to enumerate every position (at most 20 covered cells)."""

EXPERT = ((16, 30, 99),)


def parse(rows: list[str]) -> np.ndarray:
    code = {"#": -2, "F": -3}
    return np.array([[code.get(ch, ord(ch) - 48) for ch in row] for row in rows], dtype=np.int8)


def cells_of(values: np.ndarray, code: int) -> set[Cell]:
    return {(int(r), int(c)) for r, c in zip(*(values == code).nonzero(), strict=True)}


def decided_by(values: np.ndarray, numbers: tuple[Cell, ...]) -> set[Cell]:
    """Covered cells these numbers alone decide, flags counting as mines (enumerated)."""
    h, w = values.shape
    cover = sorted({x for n in numbers for x in around(h, w, *n) if values[x] == -2})
    cons = []
    for n in numbers:
        near = around(h, w, *n)
        need = int(values[n]) - sum(1 for x in near if values[x] == -3)
        cons.append(([cover.index(x) for x in near if values[x] == -2], need))
    seen_mine = [False] * len(cover)
    seen_safe = [False] * len(cover)
    for bits in product((0, 1), repeat=len(cover)):
        if all(sum(bits[i] for i in idx) == need for idx, need in cons):
            for i, b in enumerate(bits):
                if b:
                    seen_mine[i] = True
                else:
                    seen_safe[i] = True
    return {x for i, x in enumerate(cover) if seen_mine[i] != seen_safe[i]}


def frontier_numbers(values: np.ndarray) -> list[Cell]:
    h, w = values.shape
    return [
        (r, c)
        for r in range(h)
        for c in range(w)
        if values[r, c] >= 0 and any(values[x] == -2 for x in around(h, w, r, c))
    ]


def smallest_local_proof(values: np.ndarray) -> int | None:
    """1 or 2 when some one (two) numbers decide a covered cell, else None."""
    numbers = frontier_numbers(values)
    if any(decided_by(values, (n,)) for n in numbers):
        return 1
    h, w = values.shape
    for a, b in combinations(numbers, 2):
        near_a = {x for x in around(h, w, *a) if values[x] == -2}
        near_b = {x for x in around(h, w, *b) if values[x] == -2}
        if near_a & near_b and decided_by(values, (a, b)):
            return 2
    return None


def check_exact(puzzle: Puzzle) -> None:
    """Answers, flags and technique against the enumeration of the whole position."""
    values = parse(puzzle.rows)
    assert np.array_equal(values, puzzle.values)
    flags = cells_of(values, -3)
    with_count = deduce(values, puzzle.mines)
    assert with_count is not None, "the position agrees with its numbers and count"
    safe, mines = with_count
    assert flags <= mines, "every flag is on a proven mine"
    assert puzzle.safe == safe
    assert puzzle.mine == mines - flags
    assert puzzle.safe or puzzle.mine
    known = values.copy()
    known[values == -3] = -1  # proven, so the numbers may count them as mines
    by_numbers = deduce(known, None)
    assert by_numbers is not None
    numbers_decide = bool(by_numbers[0] or by_numbers[1])
    local = smallest_local_proof(values)
    expected = {1: "single", 2: "pair"}.get(local or 0) or (
        "chain" if numbers_decide else "mine-count"
    )
    assert puzzle.technique == expected


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_small_board_puzzles_match_the_enumeration(technique: str) -> None:
    puzzles = generate_puzzles(volume(12, fast=4), 7, technique, levels=SMALL)
    assert {p.technique for p in puzzles} == {technique}
    for puzzle in puzzles:
        check_exact(puzzle)
    assert len({tuple(p.rows) for p in puzzles}) == len(puzzles), "positions are distinct"
    assert len({p.id for p in puzzles}) == len(puzzles)


def test_mixed_export_cycles_through_the_techniques_and_is_exact() -> None:
    puzzles = generate_puzzles(8, 3, levels=SMALL)
    assert [p.technique for p in puzzles] == list(TECHNIQUES) * 2
    for puzzle in puzzles:
        check_exact(puzzle)


@pytest.mark.parametrize("technique", ["pair", "chain"])
def test_expert_puzzles_need_no_less_than_their_technique(technique: str) -> None:
    """Every one-number (and for chains, two-number) subproblem decides nothing."""
    for puzzle in generate_puzzles(3, 11, technique, levels=EXPERT):
        values = puzzle.values
        assert values.shape == (16, 30) and puzzle.mines == 99
        local = smallest_local_proof(values)
        assert local == (2 if technique == "pair" else None)
        clues = puzzle.step.clues
        assert len(clues) == (2 if technique == "pair" else len(clues))
        assert decided_by(values, tuple(sorted(clues))) & (puzzle.safe | puzzle.mine)


def test_single_puzzles_have_a_number_that_decides() -> None:
    for puzzle in generate_puzzles(5, 2, "single", levels=EXPERT):
        (clue,) = puzzle.step.clues
        assert puzzle.step.cell in decided_by(puzzle.values, (clue,))


def test_same_seed_same_puzzles_other_seed_others() -> None:
    first = [json.dumps(p.to_json()) for p in generate_puzzles(6, 42)]
    again = [json.dumps(p.to_json()) for p in generate_puzzles(6, 42)]
    other = [json.dumps(p.to_json()) for p in generate_puzzles(6, 43)]
    assert first == again
    assert first != other


def test_every_level_is_used_by_default() -> None:
    shapes = {p.values.shape for p in generate_puzzles(24, 5, "single")}
    assert shapes == {(9, 9), (16, 16), (16, 30)}


def test_starting_ratings_rise_with_the_technique() -> None:
    medians = [
        median(p.rating for p in generate_puzzles(15, 9, t, levels=EXPERT + SMALL))
        for t in ("single", "pair", "chain")
    ]
    assert medians == sorted(medians) and len(set(medians)) == 3


def test_json_lines_have_the_documented_fields() -> None:
    (puzzle,) = generate_puzzles(1, 1, "pair")
    data = puzzle.to_json()
    assert list(data) == ["id", "technique", "motifs", "rating", "mines", "rows", "safe", "mine"]
    assert all(set(row) <= set("#F012345678") for row in data["rows"])
    assert [tuple(c) for c in data["safe"]] == sorted(puzzle.safe)


def test_a_one_one_against_the_wall_is_named() -> None:
    """Hand-checked: the corner 1 sees two of the three cells its neighbour 1 sees, so
    the third (row 1, column 3) is safe: a subset, and a 1-1."""
    values = parse(["####", "1121", "0000"])
    step = easiest_step(values, 2)
    assert step is not None and step.cell == (0, 2) and not step.is_mine
    assert step.clues == {(1, 0), (1, 1)}
    assert set(motifs_of(values, "pair", step.clues)) == {"1-1", "subset"}


def test_flags_subtracted_are_a_reduction_and_a_one_two_two_one_is_named() -> None:
    line = parse(["######", "012210", "000000"])
    assert "1-2-2-1" in motifs_of(line, "chain", [(1, 1), (1, 2), (1, 3), (1, 4)])
    assert "1-2-1" not in motifs_of(line, "chain", [(1, 1), (1, 2), (1, 3)])
    flagged = parse(["F#####", "232210", "000000"])  # the 3 needs 2 more, the 2 one more
    assert set(motifs_of(flagged, "pair", [(1, 0), (1, 1)])) == {"1-2", "reduction", "subset"}
    assert "reduction" not in motifs_of(line, "pair", [(1, 1), (1, 2)])


def test_a_one_two_pair_that_starts_a_longer_line_is_named_by_it() -> None:
    """A 1-2-1 is solved by its 1-2 end (the smallest proof is a pair); the player
    still knows the pattern by its longer name."""
    one_two_one = parse(["#####", "11211", "00000"])  # mines at row 0, columns 1 and 3
    assert "1-2-1" in motifs_of(one_two_one, "pair", [(1, 1), (1, 2)])
    assert "1-2-1" in motifs_of(one_two_one, "pair", [(1, 3), (1, 2)])
    assert set(motifs_of(parse(["######", "012210", "000000"]), "pair", [(1, 1), (1, 2)])) >= {
        "1-2",
        "1-2-2-1",
    }
    plain = parse(["####", "0122", "0000"])
    assert not {"1-2-1", "1-2-2-1"} & set(motifs_of(plain, "pair", [(1, 1), (1, 2)]))


def test_bad_requests_are_refused_in_words() -> None:
    with pytest.raises(ValueError, match="between 1 and"):
        generate_puzzles(0, 1)
    with pytest.raises(ValueError, match="between 1 and"):
        generate_puzzles(-4, 1)
    with pytest.raises(TypeError, match="whole number"):
        generate_puzzles("3", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seed"):
        generate_puzzles(1, 1.5)
    with pytest.raises(TypeError, match="seed"):
        generate_puzzles(1, "seed")
    with pytest.raises(ValueError, match="seed"):
        generate_puzzles(1, -1)
    with pytest.raises(ValueError, match="Unknown technique"):
        generate_puzzles(1, 1, "double")


def test_a_level_that_never_needs_the_technique_says_so() -> None:
    with pytest.raises(NoPuzzleFound, match="chain"):
        generate_puzzles(1, 1, "chain", levels=((5, 5, 1),))
