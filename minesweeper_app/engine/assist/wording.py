"""Every sentence the assistance says, and the cells each sentence names.

A sentence is built together with its marks: each cell it names ("row R, column C",
1-based, always through ``format_cell``) is marked with the role of what the
sentence says about it, so text and board agree one to one. The only cells marked
without being named are a group the sentence calls "highlighted" (role AREA: the
numbers a hint points at, or the rest of a list too long to read out).

The sentences, by kind (``tests/engine/test_assist.py`` has one test per kind):

Reasons (``Step.text``)
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

Ladder stages (``HintStage.message``)
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

from minesweeper_app.engine.assist.wording_reasons import (
    ChainLine,
    chain,
    count_all_found,
    count_free_mines,
    count_free_safe,
    count_general,
    count_head,
    count_inside,
    every_way,
    not_smallest,
    pair_mine,
    pair_safe,
    single_mine,
    single_safe,
)
from minesweeper_app.engine.assist.wording_stages import (
    flags_fine,
    flags_unchecked,
    inconsistent,
    make_move,
    no_flags,
    no_progress,
    offer_move,
    offer_unflag,
    out_of_time,
    progress_area,
    progress_cell,
    remove_flag,
    solved,
    too_many_general,
    too_many_number,
    too_many_rest,
    unproven_cells,
    unproven_general,
    wrong_cells,
    wrong_general,
)
from minesweeper_app.engine.assist.words import (
    MAX_NAMED,
    HintRole,
    Marks,
    Number,
    Said,
    cap,
    cell_list,
    join,
    merge,
    mines,
    number,
)

__all__ = [
    "MAX_NAMED",
    "ChainLine",
    "HintRole",
    "Marks",
    "Number",
    "Said",
    "cap",
    "cell_list",
    "chain",
    "count_all_found",
    "count_free_mines",
    "count_free_safe",
    "count_general",
    "count_head",
    "count_inside",
    "every_way",
    "flags_fine",
    "flags_unchecked",
    "inconsistent",
    "join",
    "make_move",
    "merge",
    "mines",
    "no_flags",
    "no_progress",
    "not_smallest",
    "number",
    "offer_move",
    "offer_unflag",
    "out_of_time",
    "pair_mine",
    "pair_safe",
    "progress_area",
    "progress_cell",
    "remove_flag",
    "single_mine",
    "single_safe",
    "solved",
    "too_many_general",
    "too_many_number",
    "too_many_rest",
    "unproven_cells",
    "unproven_general",
    "wrong_cells",
    "wrong_general",
]
