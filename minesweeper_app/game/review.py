"""The game review, without Qt: what each move of a finished game was worth, and the logic.

A finished game is its board (size, mines, start) and the moves the player made
(``Move`` as the statistics store them).  :func:`review_game` replays the moves through
the game's own rules (:class:`~minesweeper_app.game.Game`) and judges each against what
the numbers shown at that moment (and the mine count) prove (``solve_state``):

- *forced*: every cell the move opened was provably safe, or the flag was a proven mine;
- *guess*: nothing proved it, but it happened to be safe (or the flag happened to be right);
- *mistake*: it opened a mine, or put a flag on a cell without one;
- *other*: moves that neither open nor claim anything (question marks, taking a flag off).

It also finds the first moment a forced move was available while the player guessed or
erred: on a no-guess board that is where the game went off the logical path.

:func:`logic_path` is the solver's own way through the same board, one deduction at a
time, with the hint engine's words (``easiest_step``).

Move actions are read as ``Game`` logs them: "open" a covered cell (the first click,
and every cell auto-open opens), "chord" on a number, "flag", "unflag", "question"
(a flag became a question mark), "unquestion", and "hint" (the helper's move: it opens
a safe cell, flags a mine or takes a wrong flag off, which the board's mines tell apart).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from minesweeper_app.engine import (
    COVERED,
    FLAGGED,
    Board,
    BoardLayout,
    Cell,
    InconsistentPosition,
    OutOfTime,
    Step,
    bv_per_second,
    cell_type_board,
    easiest_step,
    efficiency,
    mine_probabilities,
    solve_state,
    three_bv,
)
from minesweeper_app.engine.assist.reasons import Reason
from minesweeper_app.game import Move, MoveAction, State, wording
from minesweeper_app.game import review_words as say
from minesweeper_app.game.model import FLAG_ACTIONS
from minesweeper_app.game.move_replay import MoveReplay, ReplayError, replay
from minesweeper_app.i18n import translate

CancelCheck = Callable[[], bool]

PLAYER_ACTIONS = frozenset(MoveAction) - {MoveAction.HINT}
"""Actions that are the player's own clicks (a "hint" move is the helper's)."""


class MoveKind(enum.Enum):
    """What a move was worth at the moment it was made."""

    FIRST = "first click"
    FORCED = "forced"
    GUESS = "lucky guess"
    MISTAKE = "mistake"
    OTHER = "other"


@dataclass(frozen=True)
class MoveReview:
    """One move judged; ``before``/``after`` are the positions as the player saw them."""

    index: int
    move: Move
    kind: MoveKind
    seconds_taken: float
    words: str
    before: Board
    after: Board
    targets: frozenset[Cell]
    """The cells the move opened directly or flagged (a flood around a zero not included)."""
    safe_available: frozenset[Cell]
    """Covered, unflagged cells the numbers proved safe just before the move."""
    mines_available: frozenset[Cell]
    """Unflagged cells the numbers proved to be mines just before the move."""
    mine_chance: float | None = None
    """For a guess or a mistake: the exact chance of a mine on the cell it was about."""

    @property
    def missed_forced(self) -> bool:
        """A forced move was there, and the player guessed or erred instead."""
        return self.kind in (MoveKind.GUESS, MoveKind.MISTAKE) and bool(
            self.safe_available or self.mines_available
        )


@dataclass(frozen=True)
class GameReview:
    """A finished game move by move, with its totals."""

    height: int
    width: int
    mines: frozenset[Cell]
    start: Cell
    moves: tuple[MoveReview, ...]
    initial: Board
    won: bool
    lost: bool
    three_bv: int
    clicks: int
    seconds: float
    first_missed: int | None
    """Index of the first move that ignored an available forced move (None if none did)."""
    missed_step_text: str | None
    """At ``first_missed``: the easiest deduction that was there, in the hint engine's words."""
    missed_step_cell: Cell | None = None
    """The cell that deduction proves."""
    missed_step_clues: frozenset[Cell] = frozenset()
    """The numbers that prove it."""

    def position(self, step: int) -> Board:
        """The board after ``step`` moves (0: before the first)."""
        return self.initial if step == 0 else self.moves[step - 1].after

    def count(self, kind: MoveKind) -> int:
        return sum(1 for m in self.moves if m.kind is kind)

    @property
    def efficiency(self) -> float | None:
        """3BV per click for a won game (above 1 with chords); None otherwise."""
        return efficiency(self.three_bv, self.clicks) if self.won else None

    @property
    def three_bv_per_second(self) -> float | None:
        return bv_per_second(self.three_bv, self.seconds) if self.won else None

    def summary(self) -> str:
        """One paragraph: the result, the counts of each kind and the first missed move."""
        counts = (
            self.count(MoveKind.FORCED),
            self.count(MoveKind.GUESS),
            self.count(MoveKind.MISTAKE),
        )
        return say.summary(
            self.won, self.lost, self.seconds, len(self.moves), counts, self.first_missed
        )


def _numbers_only(values: Board) -> Board:
    """The position the way the engine judges it: flags are claims, so covered."""
    out = values.copy()
    out[out == FLAGGED] = COVERED
    return out


def review_game(
    layout: BoardLayout,
    moves: Sequence[Move],
    *,
    clicks: int | None = None,
    cancel: CancelCheck | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> GameReview:
    """Judge every move of a finished game (see the module docstring).

    ``progress(done, total)`` is told the moves judged so far (a window shows it).

    ``clicks`` is the game's own click count when known (auto-open logs its cells as
    "open" moves that were no clicks); otherwise the player's moves are counted.
    Raises :class:`ReplayError` when the moves do not fit the board.
    """
    height, width, mines, start = layout.height, layout.width, layout.mines, layout.start
    total = len(mines)
    r = MoveReplay(layout)
    initial = r.game.values.copy()
    cache: dict[bytes, tuple[frozenset[Cell], frozenset[Cell]]] = {}

    def proven(values: Board) -> tuple[frozenset[Cell], frozenset[Cell]]:
        plain = _numbers_only(values)
        key = plain.tobytes()
        if key not in cache:
            d = solve_state(plain, total, cancel=cancel)
            cache[key] = (d.safe, d.mines)
        return cache[key]

    reviews: list[MoveReview] = []
    previous_time = 0.0
    first_missed: int | None = None
    missed_text: str | None = None
    missed_cell: Cell | None = None
    missed_clues: frozenset[Cell] = frozenset()
    for index, move in enumerate(moves):
        if cancel is not None and cancel():
            raise InterruptedError("review cancelled")
        if progress is not None:
            progress(index, len(moves))
        before = r.game.values.copy()
        questions_before = set(r.game.questions)
        started = r.game.state is not State.READY
        finished_before = r.game.finished
        cell = (int(move.cell[0]), int(move.cell[1]))
        if started and not finished_before:
            safe, proven_mines = proven(before)
        else:
            safe, proven_mines = frozenset(), frozenset()
        flagged = {c for c in proven_mines if int(before[c]) == FLAGGED}
        safe_open = frozenset(c for c in safe if int(before[c]) == COVERED)
        mines_open = frozenset(proven_mines - flagged)
        r.apply(move)
        after = r.game.values.copy()
        kind, words, targets = _judge(
            move,
            cell,
            before,
            after,
            questions_before,
            mines,
            safe,
            proven_mines,
            started=started,
            finished_before=finished_before,
            start=start,
        )
        extra: list[str] = []
        if kind is MoveKind.FORCED and move.action in PLAYER_ACTIONS:
            extra.append(_why(before, total, targets, proven_mines, cancel))
        chance: float | None = None
        if kind in (MoveKind.GUESS, MoveKind.MISTAKE) and started and len(targets) == 1:
            (target,) = targets
            probs = mine_probabilities(_numbers_only(before), total, cancel=cancel)
            chance = float(probs[target])
            if chance == chance:  # not NaN
                extra += [" ", say.chance(chance)]
        review = MoveReview(
            index=index,
            move=move,
            kind=kind,
            seconds_taken=max(0.0, move.seconds - previous_time),
            words=_joined(words, *extra),
            before=before,
            after=after,
            targets=targets,
            safe_available=safe_open,
            mines_available=mines_open,
            mine_chance=chance,
        )
        previous_time = max(previous_time, move.seconds)
        if first_missed is None and review.missed_forced:
            first_missed = index
            step = easiest_step(before, total, cancel=cancel)
            if step is not None:
                missed_text = wording.Words.of(step)
                missed_cell, missed_clues = step.cell, step.clues
        reviews.append(review)

    game = r.game
    if clicks is None:
        clicks = sum(1 for m in moves if m.action in PLAYER_ACTIONS)
    types = cell_type_board(height, width, mines)
    return GameReview(
        height=height,
        width=width,
        mines=mines,
        start=start,
        moves=tuple(reviews),
        initial=initial,
        won=game.state is State.WON,
        lost=game.state is State.LOST,
        three_bv=three_bv(types),
        clicks=clicks,
        seconds=moves[-1].seconds if moves else 0.0,
        first_missed=first_missed,
        missed_step_text=missed_text,
        missed_step_cell=missed_cell,
        missed_step_clues=missed_clues,
    )


def _judge(
    move: Move,
    cell: Cell,
    before: Board,
    after: Board,
    questions_before: set[Cell],
    mines: frozenset[Cell],
    safe: frozenset[Cell],
    proven_mines: frozenset[Cell],
    *,
    started: bool,
    finished_before: bool,
    start: Cell,
) -> tuple[MoveKind, str, frozenset[Cell]]:
    action = move.action
    if finished_before:
        return MoveKind.OTHER, say.after_end(), frozenset()
    if not started and action is MoveAction.OPEN:
        return (
            MoveKind.FIRST,
            say.first_click(cell, max(0, int(after[cell]))),
            frozenset({cell}),
        )
    value = int(before[cell])
    if action is MoveAction.HINT:
        if value == FLAGGED:
            return MoveKind.OTHER, say.hint_unflag(cell), frozenset()
        return MoveKind.FORCED, say.hint_move(cell, cell in mines), frozenset({cell})
    if action in FLAG_ACTIONS:
        if action is MoveAction.FLAG and value == COVERED:
            return _judge_flag(cell, mines, safe, proven_mines, started)
        if action in (MoveAction.UNFLAG, MoveAction.QUESTION) and value == FLAGGED:
            return MoveKind.OTHER, say.flag_removed(cell, cell in mines), frozenset()
        if action is MoveAction.QUESTION:
            return MoveKind.OTHER, say.question(cell, True), frozenset()
        if action is MoveAction.UNQUESTION and cell in questions_before:
            return MoveKind.OTHER, say.question(cell, False), frozenset()
        return MoveKind.OTHER, say.nothing_changed(cell), frozenset()
    # "open" or "chord": the cells it opened directly.
    if value == COVERED:
        targets = frozenset({cell})
    elif value >= 1:
        h, w = before.shape
        targets = frozenset(
            (r, c)
            for r in range(max(0, cell[0] - 1), min(h, cell[0] + 2))
            for c in range(max(0, cell[1] - 1), min(w, cell[1] + 2))
            if int(before[r, c]) == COVERED and int(after[r, c]) != COVERED
        )
    else:
        targets = frozenset()
    if not targets:
        return MoveKind.OTHER, say.opened_nothing(cell), frozenset()
    chord = value != COVERED
    hit = targets & mines
    if hit:
        if not chord:
            return MoveKind.MISTAKE, say.opened_mine(cell), targets
        return MoveKind.MISTAKE, say.chord_hit(cell, min(hit)), targets
    if targets <= safe:
        return MoveKind.FORCED, say.opened_safe(cell, chord, len(targets) == 1), targets
    return MoveKind.GUESS, say.opened_guess(cell, chord), targets


WHY_BUDGET = 0.25
"""Seconds the hint engine may take to put a forced move in words (a review of a long
game asks once per forced move)."""


def _why(
    before: Board,
    total: int,
    targets: frozenset[Cell],
    proven_mines: frozenset[Cell],
    cancel: CancelCheck | None,
) -> str:
    """The hint engine's words for a forced move: the easiest proof of its cell, if the
    numbers prove it in one step.

    The other covered cells are flagged for the search (a flag on a cell that is not a
    proven mine counts as covered), so the step can only be about that cell or about a
    proven mine; the proven mines stay as the player left them, so the words never speak
    of a flag the player did not set.
    """
    target = min(targets)
    scratch = before.copy()
    hidden = (scratch == COVERED) | (scratch == FLAGGED)
    keep = set(proven_mines) | {target}
    for r, c in np.argwhere(hidden).tolist():
        if (r, c) not in keep:
            scratch[r, c] = FLAGGED
    try:
        step = easiest_step(scratch, total, cancel=cancel, budget=WHY_BUDGET)
    except (OutOfTime, InconsistentPosition):
        return ""
    if step is None or step.cell != target:
        return ""
    proof: Step = step
    return wording.Words(
        lambda: " " + translate("Review", "Why: {reason}").format(reason=wording.say(proof))
    )


def _joined(*parts: str) -> str:
    """Sentences said one after another, made again in another language when each can be."""
    return wording.Words(lambda: "".join(wording.again(part) for part in parts))


def _judge_flag(
    cell: Cell,
    mines: frozenset[Cell],
    safe: frozenset[Cell],
    proven_mines: frozenset[Cell],
    started: bool,
) -> tuple[MoveKind, str, frozenset[Cell]]:
    targets = frozenset({cell})
    if cell not in mines:
        return MoveKind.MISTAKE, say.flag_wrong(cell, cell in safe), targets
    if cell in proven_mines:
        return MoveKind.FORCED, say.flag_proven(cell), targets
    if not started:
        return MoveKind.GUESS, say.flag_before_start(cell), targets
    return MoveKind.GUESS, say.flag_guess(cell), targets


@dataclass(frozen=True)
class LogicStep:
    """One deduction of the solver's path: the cell, mine or safe, why, and the board after."""

    cell: Cell
    is_mine: bool
    clues: frozenset[Cell]
    uses_mine_count: bool
    reasons: tuple[Reason, ...]
    after: Board

    @property
    def text(self) -> str:
        """Why, in the language chosen now."""
        return wording.say(self.reasons)


def logic_start(layout: BoardLayout) -> Board:
    """The position the solver's path starts from: the first click opened."""
    r = MoveReplay(layout)
    r.ensure_started(layout.start)
    return r.game.values.copy()


def logic_path(
    layout: BoardLayout,
    *,
    cancel: CancelCheck | None = None,
) -> Iterator[LogicStep]:
    """The solver's way through the board from the first click, one deduction at a time.

    Each step is the hint engine's easiest step (``easiest_step``): its cell is opened
    or flagged and the next step is looked for on the new position, until the board
    is solved (or, on a board that needs a guess, nothing more can be proven).
    """
    mines = layout.mines
    r = MoveReplay(layout)
    r.ensure_started(None)
    game = r.game
    while game.state is State.PLAYING:
        if cancel is not None and cancel():
            return
        step = easiest_step(game.values, len(mines), cancel=cancel)
        if step is None:
            return
        game.apply(Move(MoveAction.FLAG if step.is_mine else MoveAction.OPEN, step.cell), hint=True)
        yield LogicStep(
            step.cell,
            step.is_mine,
            step.clues,
            step.uses_mine_count,
            step.reasons,
            game.values.copy(),
        )


__all__ = [
    "PLAYER_ACTIONS",
    "GameReview",
    "LogicStep",
    "MoveKind",
    "MoveReview",
    "ReplayError",
    "logic_path",
    "logic_start",
    "replay",
    "review_game",
]
