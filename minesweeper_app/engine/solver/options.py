"""What a caller chooses and gets back: the solver's options and a position's deduction."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_app.engine.board import Cell


@dataclass(frozen=True)
class SolverOptions:
    """The thesis' solver variants as options of one solver (Kunz Tables 4.1-4.3).

    ``easy_moves``: IsSolvable Version 2 (True) or Version 1 (False).
    ``subset_rules``: pairwise subset reasoning before the CSP (ours, Studholme step 2).
    ``cs_version``: ConstraintSolver 0 (all of U as one CSP), 1 (every area) or
    2 (areas in random order, stop at the first that makes progress).
    ``random_tries``: RandomTries before the ConstraintSolver (0 = off).
    ``use_mine_count``: global reasoning with the total number of mines.
    """

    easy_moves: bool = True
    subset_rules: bool = True
    cs_version: int = 1
    random_tries: int = 0
    use_mine_count: bool = True
    seed: int = 0

    def __post_init__(self) -> None:
        if self.cs_version not in (0, 1, 2):
            raise ValueError(f"cs_version must be 0, 1 or 2, not {self.cs_version!r}")
        if self.random_tries < 0:
            raise ValueError("random_tries must not be negative")


@dataclass(frozen=True)
class Deduction:
    """Covered cells proven safe and proven to be mines in a position."""

    safe: frozenset[Cell]
    mines: frozenset[Cell]
