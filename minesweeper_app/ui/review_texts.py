"""The review window's words: each move's worth and time, the summary line, and the plain
text a screen reader is given for a rich label."""

from __future__ import annotations

import html

from PySide6.QtGui import QTextDocument

from minesweeper_app.game.review import GameReview, MoveKind, MoveReview
from minesweeper_app.game.review_words import kind_name
from minesweeper_app.game.wording import again, format_cell
from minesweeper_app.i18n import number, translate

KIND_COLOURS = {
    MoveKind.FIRST: "#12803a",
    MoveKind.FORCED: "#12803a",
    MoveKind.GUESS: "#b07800",
    MoveKind.MISTAKE: "#c01818",
    MoveKind.OTHER: "#555555",
}
"""The colour of a move's worth in its words: green proven, amber a guess, red a mistake."""


def move_html(m: MoveReview, first_missed: bool, review: GameReview | None) -> str:
    """A move's words: what it was worth, its time, and the move the numbers proved
    instead where it was not proven."""
    colour = KIND_COLOURS[m.kind]
    head = (
        f"<b style='color:{colour}'>{html.escape(kind_name(m.kind.value))}</b> · "
        + html.escape(
            translate("Review", "{taken} s · at {at} s").format(
                taken=number(m.seconds_taken, 1), at=number(m.move.seconds, 1)
            )
        )
        + "<br>"
    )
    text = head + html.escape(again(m.words))
    if first_missed and review is not None and review.missed_step_text:
        # When the proof was about the very cell played, the move's mark covers the green.
        green = review.missed_step_cell not in (m.targets or {m.move.cell})
        lead = (
            translate(
                "Review",
                "The first move the numbers did not prove. What could be proven instead "
                "(green, from the blue numbers):",
            )
            if green
            else translate(
                "Review",
                "The first move the numbers did not prove. What could be proven instead "
                "(from the blue numbers):",
            )
        )
        missed = again(review.missed_step_text)
        text += f"<br>{html.escape(lead)} <i>{html.escape(missed)}</i>"
    elif m.missed_forced:
        cells = sorted(m.safe_available)[:3]
        if cells:
            names = "; ".join(format_cell(c) for c in cells)
            instead = translate(
                "Review", "A forced move was there instead (green), e.g. {cells}."
            ).format(cells=names)
            text += "<br>" + html.escape(instead)
    return text


def summary_html(review: GameReview) -> str:
    """The game's summary and its counters in one line; a measure there is none of is
    left out."""
    eff = review.efficiency
    rate = review.three_bv_per_second
    pairs = [
        ("3BV", str(review.three_bv)),
        (translate("Summary", "Clicks"), str(review.clicks)),
        (
            translate("Summary", "Efficiency"),
            "" if eff is None else translate("Summary", "{value}%").format(value=number(100 * eff)),
        ),
        ("3BV/s", "" if rate is None else number(rate, 2)),
        (translate("Review", "Forced"), str(review.count(MoveKind.FORCED))),
        (translate("Review", "Lucky guesses"), str(review.count(MoveKind.GUESS))),
        (translate("Review", "Mistakes"), str(review.count(MoveKind.MISTAKE))),
    ]
    # A measure there is none of is left out: a dash would be read as "em dash".
    row = " · ".join(f"{html.escape(a)}&nbsp;<b>{html.escape(b)}</b>" for a, b in pairs if b)
    return f"{html.escape(review.summary())}<br>{row}"


def plain(rich: str) -> str:
    """A label's rich text as one line a screen reader says: no tags, no separators."""
    doc = QTextDocument()
    doc.setHtml(rich)
    lines = doc.toPlainText().replace("\u00a0", " ").replace(" · ", ". ").splitlines()
    lines = [" ".join(line.split()) for line in lines]
    return " ".join(line if line[-1] in ".:!?" else line + "." for line in lines if line)
