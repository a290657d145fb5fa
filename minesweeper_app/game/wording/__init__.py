"""Words at the edge: every sentence the assistance says, made from its reason when shown.

The engine answers with reasons as frozen data (``engine.assist.reasons``: the numbers,
the counts, the cells, the technique); ``say`` turns them into sentences in the language
chosen at that moment, as python-chess's ``board.san(move)`` writes a move's notation from
the move. Nothing keeps a finished sentence, so a hint shown in English reads in German
after a switch: the window words the same reasons again. This lives in the game layer,
the lowest layer that talks to a player, so the engine's search never calls the
translations and the engine's hints need no i18n at all.

Each cell a sentence names ("row R, column C", 1-based, always through ``format_cell``) is
in its reason's ``marks`` with the role of what the sentence says about it, so text and
board agree one to one. The only cells marked without being named are a group the
sentence calls "highlighted" (role AREA: the numbers a hint points at, or the rest of a
list too long to read out).

The sentences, by kind (``tests/engine/test_assist.py`` has one test per kind;
``tests/game/reason_sentences.json`` pins each kind of reason's English sentence):

Reasons (``say(step)``)
  single, safe:        "The 0 at A has no mines around it, so X is safe."
  single, safe, flags: "The 2 at A already has its two mines flagged, so its other covered
                        cells are safe, including X."
  single, one mine:    "The 1 at A touches exactly one covered cell, so X is a mine."
  single, mines:       "The 2 at A touches exactly two covered cells, so both are mines:
                        X is a mine."  (with flags: "The 3 at A has one mine flagged and
                        needs two more; it touches exactly two other covered cells, ...")
  pair, safe:          "The 2 at A needs two mines but has only one covered cell away from
                        the 1 at B, so at least one mine is next to both numbers. That is all
                        the 1 at B needs, so its other covered cells are safe, including X."
                        ("still needs" when B has mines around it already)
                        (or "Every covered cell around the 1 at A also touches the 2 at B,
                        so the one mine it needs is next to both numbers. ...")
  pair, mine:          "The 1 at A needs only one mine, so the cells it shares with the 3 at
                        B hold at most one mine. The 3 at B needs three mines, so its two
                        other covered cells must hold the rest: X is a mine."
  chain:               "Suppose X were safe. Then the 2 at A makes Y and Z mines. ...
                        But then the 1 at B would have too few mines. So X is a mine."
  every way:           "Try every way to place mines around the 2 at A, the 1 at B and the 1
                        at C that fits all three numbers: X is safe in each of them."
                        (more than six numbers: "... around the 9 highlighted numbers ...")
  not smallest:        "(This uses the 7 numbers around it; a smaller set may also work.)"
  local, out of time:  "(Finding the easiest step takes too long here, so this uses 7
                        numbers around it; a smaller set may also work.)"
  mine count, head:    "All 10 mines are accounted for by the highlighted numbers" /
                       "The only mine is accounted for ..." / "There are no mines" /
                       "All but 2 of the 40 mines are accounted for by the highlighted
                        numbers" / "Two mines are left" (nothing found yet), then one of
    all found:         "{head}, so every other covered cell is safe, including X."
    away, safe:        "{head}, which need at least two more mines among their covered
                        cells, so every covered cell that touches no number is safe,
                        including X." (or "..., and the highlighted numbers need at least ..." /
                        "..., and they can only go next to the highlighted numbers, ...")
    away, mines:       "{head}. The highlighted numbers leave room for at most one mine
                        among their covered cells, so the only covered cell that touches no
                        number, X, is a mine." (or "... so the three covered cells that
                        touch no number are all mines: X is a mine.")
    inside an area:    "{head}. The highlighted numbers around X allow 2 or 3 mines among
                        their covered cells, but only 3 fits the count; with that, X is
                        always a mine."
    general:           "{head}. Counting the mines left against every way the highlighted
                        numbers allow, X is safe."

Ladder stages (``say(stage)``)
  too many flags:      "Two numbers have more flags around them than their values." then
                       "The 1 at A has two flags around it, at F and G, but only one mine,
                        so at least one of these flags is wrong." (per number, at most three;
                        "... but no mine, so all of these flags are wrong."; "One more
                        number has too many flags as well.")
  wrong flags:         "One flag is wrong." then "The flag at F is on a safe cell: the
                        numbers prove there is no mine there. Press Hint again and I will
                        remove the flag at F." then "Removing the flag at F." (move UNFLAG)
  unproven flags:      "Two flags cannot be proven yet; they may be wrong." then "Nothing
                        proves the flags at F and G yet: each may be wrong."
  long lists:          "... F1, F2, F3, F4, F5, F6 and 2 more highlighted flags ..."
  contradiction:       "These numbers cannot all be right: no arrangement of mines fits the
                        numbers around A." / "... no arrangement of exactly 40 mines fits
                        them."
  where:               "You can make progress in the highlighted area: one number there
                        tells you enough." / "...: two numbers there together tell you
                        enough." / "You can make progress by counting the mines that are
                        left, with the help of the highlighted numbers." ("open a cell" in
                        no-flag mode; out of time: "(A full check of this position takes
                        too long, so this hint uses only nearby numbers.)")
  which cell:          "Look at X: the highlighted number proves whether it is safe or a
                        mine." (or "the highlighted numbers prove" / "the highlighted
                        numbers and the mine count prove")
  why:                 the reason above
  offer, move:         "Press Hint again and I will open X for you." / "Opening X."
                       ("flag", "Flagging X.")
  solved:              "Every covered cell left is a mine: the board is solved. Well done!"
  no progress:         "No covered cell can be proven safe or a mine right now, so the next
                        move is a guess. Try the cell with the best odds." ("safe" only in
                        no-flag mode)
  out of time:         "This position takes too long to check, and no small group of
                        numbers proves anything. Press Hint again to let me think longer."

Check flags (``flag_check_stage``)
  "You have not placed any flags, so there is nothing to check." / "Your flag is a proven
  mine." / "Both your flags are proven mines." / "All three flags are proven mines." /
  the too-many, wrong and unproven sentences above (without the offer), and when out of
  time "No flag is provably wrong, but checking every flag takes too long here." or
  "... Checking the other flags takes too long here."
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, ParamSpec

from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.engine.assist.ladder import HintStage
from minesweeper_app.engine.assist.step import Step
from minesweeper_app.game.wording import reasons as _reasons
from minesweeper_app.game.wording import stages as _stages
from minesweeper_app.game.wording.words import format_cell

_WORDS: dict[type[why.Reason], Callable[[Any], str]] = {
    why.SingleSafe: _reasons.single_safe,
    why.SingleMine: _reasons.single_mine,
    why.PairSafe: _reasons.pair_safe,
    why.PairMine: _reasons.pair_mine,
    why.Chain: _reasons.chain,
    why.EveryWay: _reasons.every_way,
    why.NotSmallest: _reasons.not_smallest,
    why.CountAllFound: _reasons.count_all_found,
    why.CountFreeSafe: _reasons.count_free_safe,
    why.CountFreeMines: _reasons.count_free_mines,
    why.CountInside: _reasons.count_inside,
    why.CountGeneral: _reasons.count_general,
    why.TooManyGeneral: _stages.too_many_general,
    why.TooManyNumber: _stages.too_many_number,
    why.TooManyRest: _stages.too_many_rest,
    why.WrongGeneral: _stages.wrong_general,
    why.WrongCells: _stages.wrong_cells,
    why.OfferUnflag: _stages.offer_unflag,
    why.RemoveFlag: _stages.remove_flag,
    why.UnprovenGeneral: _stages.unproven_general,
    why.UnprovenCells: _stages.unproven_cells,
    why.Inconsistent: _stages.inconsistent,
    why.ProgressArea: _stages.progress_area,
    why.ProgressCell: _stages.progress_cell,
    why.OfferMove: _stages.offer_move,
    why.MakeMove: _stages.make_move,
    why.Solved: _stages.solved,
    why.NoProgress: _stages.no_progress,
    why.TooLong: _stages.too_long,
    why.NoFlags: _stages.no_flags,
    why.FlagsFine: _stages.flags_fine,
    why.FlagsUnchecked: _stages.flags_unchecked,
}
"""Each kind of reason's sentence (exact types: ``RemoveFlag`` is worded apart from the
``OfferUnflag`` it extends)."""


def say(what: Step | HintStage | why.Reason | Iterable[why.Reason]) -> str:
    """The sentences for a step (its proof and any note), a hint stage, one reason or several,
    in the language chosen now."""
    if isinstance(what, Step | HintStage):
        what = what.reasons
    if isinstance(what, why.Reason):
        return _WORDS[type(what)](what)
    if isinstance(what, str):
        raise TypeError(f"say() words reasons, not text: {what!r}")
    return " ".join(text for text in map(say, what) if text)


class Words(str):
    """A sentence that keeps how it was made, so a window can make it again in the language
    chosen later (``again``). It is a plain ``str`` to whatever only shows it."""

    _make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> Words:
        self = super().__new__(cls, make())
        self._make = make
        return self

    @classmethod
    def of(cls, what: Step | HintStage | why.Reason | Iterable[why.Reason]) -> Words:
        """``say(what)``, made again from the same reasons when asked."""
        return cls(lambda: say(what))

    def again(self) -> Words:
        """The same sentence in the language chosen now."""
        return Words(self._make)


P = ParamSpec("P")


def remade(make: Callable[P, str]) -> Callable[P, str]:
    """Marks a function whose sentences a window may make again after a language change:
    it returns ``Words`` that call it again with the same arguments."""

    @functools.wraps(make)
    def made(*args: P.args, **kwargs: P.kwargs) -> str:
        return Words(lambda: make(*args, **kwargs))

    return made


def again(text: str) -> str:
    """``text`` in the language chosen now when it is ``Words``; other text as it is."""
    return text.again() if isinstance(text, Words) else text


__all__ = ["Words", "again", "format_cell", "remade", "say"]
