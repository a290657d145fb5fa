"""The exact Minesweeper solver (Kunz section 3.3, completed with the mine count).

The design follows the thesis' *IsSolvable*: the knowledge state (cell states,
the cell sum board B and the unsolved numbers U, ``knowledge``) is kept up to
date incrementally while cells are opened and flagged; *EasyMoves* and pairwise
subset rules run first (``easy_moves``), then the *ConstraintSolver* on the
areas from *DivideIntoAreas*, optionally after *RandomTries* (``areas``). Only
when all of that is stuck does the global mine count come in (``mine_count``,
Studholme step 3, Hoff), which makes the solver complete. Both the
ConstraintSolver and the mine count rest on one counting core (``counting``):
the solutions of an area are counted by their number of mines, never listed.

Every layer only ever concludes what holds in *all* consistent arrangements,
and the loop runs until no layer finds anything, so the options change speed,
never the answer (except ``use_mine_count=False``, which drops a fact source).
The public functions are in ``api``.
"""

from minesweeper_app.engine.errors import BudgetExceeded, Cancelled, InconsistentPosition
from minesweeper_app.engine.solver.api import (
    check_total_mines,
    is_solvable,
    knowledge_from_board,
    mine_probabilities,
    new_instance,
    solve_state,
    with_budget,
)
from minesweeper_app.engine.solver.counting import AreaCounts, Constraints, count_solutions
from minesweeper_app.engine.solver.knowledge import Knowledge
from minesweeper_app.engine.solver.mine_count import feasible_mine_counts
from minesweeper_app.engine.solver.options import Deduction, SolverOptions
from minesweeper_app.engine.solver.position_cache import (
    forget_knowledge,
    kept_solution,
    read_position,
    ruled_numbers,
    solved_numbers,
)
from minesweeper_app.engine.solver.states import (
    KNOWN_MINE,
    OPENED,
    SAFE,
    UNKNOWN,
    CancelCheck,
)

__all__ = [
    "KNOWN_MINE",
    "OPENED",
    "SAFE",
    "UNKNOWN",
    "AreaCounts",
    "BudgetExceeded",
    "CancelCheck",
    "Cancelled",
    "Constraints",
    "Deduction",
    "InconsistentPosition",
    "Knowledge",
    "SolverOptions",
    "check_total_mines",
    "count_solutions",
    "feasible_mine_counts",
    "forget_knowledge",
    "is_solvable",
    "kept_solution",
    "knowledge_from_board",
    "mine_probabilities",
    "new_instance",
    "read_position",
    "ruled_numbers",
    "solve_state",
    "solved_numbers",
    "with_budget",
]
