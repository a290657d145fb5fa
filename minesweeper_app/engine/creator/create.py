"""Creating a board of a chosen logic grade: the creator and the grading, combined.

``creator`` makes no-guess boards and ``grading`` says how hard their logic is; neither
imports the other.  This module asks the creator for boards until the grading accepts
one, and is where :func:`create_board`, the engine's front door for creation, lives.
"""

from __future__ import annotations

from collections.abc import Callable

from minesweeper_app.engine.board import Cell, CellLike, SeedLike
from minesweeper_app.engine.creator.methods import CreationMethod, check_request, create_any_grade
from minesweeper_app.engine.deadline import Deadline
from minesweeper_app.engine.errors import BudgetExceeded, CreationCancelled, CreationTimeout
from minesweeper_app.engine.grading import Grade, GradeChoice, grade_board, wanted_grades
from minesweeper_app.engine.seeds import generator


def create_board(
    height: int,
    width: int,
    mines: int,
    start: CellLike,
    *,
    seed: SeedLike = None,
    method: CreationMethod | str = CreationMethod.AUTO,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    grade: Grade | GradeChoice | str = GradeChoice.ANY,
) -> frozenset[Cell]:
    """Mine cells of a board a perfect logician wins from ``start`` without guessing.

    The start and its neighbours are never mines, so the first click opens an
    area. Raises ValueError for impossible requests (``no_guess_obstacle`` says
    why), CreationTimeout after ``timeout`` seconds and CreationCancelled when
    ``cancel()`` returns True. On a timeout, the last fifth of the time goes
    to a board with fewer mines, which the exception carries if it was made.
    ``grade`` asks for a logic grade ("any", "easy", "hard", "hardest" or a
    ``Grade``; see ``grading.GRADE_CHOICES``).
    """
    if grade == "any":  # checks the request itself (once: a tenth of a 9x9 board's time)
        return create_any_grade(
            height, width, mines, start, seed=seed, method=method, timeout=timeout, cancel=cancel
        )
    height, width, mines, start, how = check_request(height, width, mines, start, method, timeout)
    return create_graded_board(
        height,
        width,
        mines,
        start,
        grade,
        seed=seed,
        method=how,
        timeout=timeout,
        cancel=cancel,
    )


def create_graded_board(
    height: int,
    width: int,
    mines: int,
    start: Cell,
    grade: str | Grade,
    *,
    seed: SeedLike,
    method: CreationMethod,
    timeout: float | None,
    cancel: Callable[[], bool] | None,
) -> frozenset[Cell]:
    """``create_board(..., grade=...)``: create no-guess boards until one has the grade.

    Boards come from one random stream, so a seed still gives one board. Among
    the creator's boards the result is uniform over those of the asked grade.
    """
    wanted = wanted_grades(grade)
    if mines == 0 and Grade.ONE_NUMBER not in wanted:
        raise ValueError(
            "A board without mines is opened by the first click: it has no harder grade."
        )
    rng = generator(seed)
    check = Deadline(timeout, cancel, cancelled=CreationCancelled)
    try:
        while True:
            check()
            try:
                cells = create_any_grade(
                    height,
                    width,
                    mines,
                    start,
                    seed=rng,
                    method=method,
                    timeout=check.left(),
                    cancel=cancel,
                )
            except CreationTimeout:
                check()
                raise
            if grade_board(height, width, cells, start, cancel=check).grade in wanted:
                return cells
    except BudgetExceeded:
        if timeout is None:
            raise  # an area too hard to count, not a deadline
        names = ", ".join(sorted(g.english for g in wanted))
        raise CreationTimeout(
            f"No board needing {names} was found within {timeout:g} seconds. "
            "Try another logic grade or level."
        ) from None
