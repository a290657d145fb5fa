"""The main window's own sentences, translated where they are shown (kept here so the
window's module stays about the window)."""

from __future__ import annotations

from minesweeper_app.engine import Cell
from minesweeper_app.game.wording import again, format_cell, remade
from minesweeper_app.i18n import translate


def title() -> str:
    return translate("Window", "No-guess Minesweeper")


def loss_undone() -> str:
    return translate(
        "Status",
        "The click that hit the mine is taken back; play on. This game now counts as assisted "
        "(no best time).",
    )


@remade
def starts_at(text: str, start: Cell) -> str:
    return translate(
        "Status",
        "{text} It starts at {cell}, marked green: click it, or press Space on it, to begin.",
    ).format(text=again(text), cell=format_cell(start))


def no_board_yet() -> str:
    return translate(
        "Status",
        "There is no board yet: it is made at your first click. Copy its id once you have started.",
    )


def board_id_copied(board_id: str) -> str:
    return translate(
        "Status",
        "Board id copied: {id}. Anyone can play this board with Game > Open board id (it shows "
        "where the mines are to whoever decodes it).",
    ).format(id=board_id)


def board_id_refused(problem: str) -> str:
    return translate("Status", "This board id cannot be opened. {reason}").format(reason=problem)
