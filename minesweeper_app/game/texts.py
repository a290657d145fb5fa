"""The controller's sentences, translated where they are said (the controller stays about flow).

Each is ``remade``: a window shows it again in another language after a switch."""

from __future__ import annotations

from minesweeper_app.engine import Cell
from minesweeper_app.game.wording import format_cell, remade
from minesweeper_app.i18n import translate


@remade
def starts_at(start: Cell) -> str:
    text = translate("Status", "This board starts at {cell} (marked): click it to begin.")
    return text.format(cell=format_cell(start))


@remade
def click_to_start(start: Cell | None) -> str:
    if start is None:
        return translate("Status", "Click any cell to start: the first click always opens an area.")
    text = translate("Status", "Click the marked cell at {cell} to start this board.")
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
