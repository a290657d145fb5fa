"""The controller's sentences, translated where they are said (the controller stays about flow).

Each is ``remade``: a window shows it again in another language after a switch."""

from __future__ import annotations

from minesweeper_app.engine import Cell
from minesweeper_app.game.events import BoardPrepared, BoardSource, FailedJob
from minesweeper_app.game.wording import format_cell, remade
from minesweeper_app.game.wording.grades import grade_label
from minesweeper_app.i18n import translate


@remade
def starts_at(start: Cell) -> str:
    text = translate(
        "Status", "This board starts at {cell} (marked): click it, or press Space on it, to begin."
    )
    return text.format(cell=format_cell(start))


@remade
def click_to_start(start: Cell | None) -> str:
    if start is None:
        return translate(
            "Status",
            "Click any cell, or press Space on it, to start: the first cell opened always "
            "opens an area.",
        )
    text = translate(
        "Status", "Click the marked cell at {cell}, or press Space on it, to start this board."
    )
    return text.format(cell=format_cell(start))


@remade
def no_flags() -> str:
    return translate("Status", "No flags to check.")


@remade
def explain_failed(exc: BaseException) -> str:
    text = translate("Status", "Why the mine was hit could not be worked out: {error}")
    return text.format(error=exc)


@remade
def prepare_failed(exc: BaseException) -> str:
    return translate("Status", "The board could not be prepared: {error}").format(error=exc)


@remade
def analysis_failed(exc: BaseException) -> str:
    text = translate("Status", "The analysis could not work this position out: {error}")
    return text.format(error=exc)


@remade
def help_failed(exc: BaseException) -> str:
    text = translate("Status", "The helper could not work this position out: {error}")
    return text.format(error=exc)


def job_failed(job: FailedJob, exc: BaseException) -> str:
    """Help or after-game work failed: the words for ``job``."""
    if job is FailedJob.EXPLAIN_LOSS:
        return explain_failed(exc)
    if job is FailedJob.PREPARE_BOARD:
        return prepare_failed(exc)
    if job is FailedJob.ANALYSIS:
        return analysis_failed(exc)
    return help_failed(exc)


@remade
def board_note(event: BoardPrepared) -> str:
    """Which board a game given in advance is on, said when it waits for its first click."""
    if event.source is BoardSource.RETRY:
        return translate(
            "Status", "Retry: the same board again (a replay, not counted for best times)."
        )
    level = event.level
    if event.source is BoardSource.DAILY and event.date is not None:
        note = translate("Status", "The daily board of {date}: the same for everyone today.")
        note = note.format(date=event.date.isoformat())
    else:
        note = translate("Status", "The board of this id ({width}x{height}, {mines} mines).")
        note = note.format(width=level.width, height=level.height, mines=level.mines)
    if event.replay:
        note += " " + translate(
            "Status", "You have played it before: a replay, not counted for best times."
        )
    if event.grade is None:
        note += " " + translate(
            "Status", "It cannot be won without guessing: it was not made by a no-guess creator."
        )
    else:
        note += " " + translate("Status", "Logic: {grade}.").format(grade=grade_label(event.grade))
    return note
