"""The questions the window asks: after a board took too long, and for a board id."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from minesweeper_app.engine import Cell, GradeChoice
from minesweeper_app.game import Level, custom_level
from minesweeper_app.game.wording.grades import choice_name
from minesweeper_app.i18n import translate


def ask_after_timeout(
    parent: QWidget,
    level: Level,
    seconds: float,
    grade: GradeChoice,
    alternatives: Sequence[frozenset[Cell]],
    choose: Callable[[Level, bool], None],
) -> QMessageBox:
    """Offer to try again, or a smaller mine count only if the creator made such a board.

    ``choose(level, retry)`` gets the same level with ``retry`` True, or a level with fewer
    mines; nothing is called on Cancel.
    """
    counts = sorted({len(board) for board in alternatives if len(board) < level.mines})
    box = QMessageBox(parent)
    box.setObjectName("timeout_box")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("Dialogs", "Board creation took too long"))
    found = translate(
        "Dialogs",
        "No guess-free {width}x{height} board with {mines} mines was found within {seconds} "
        "seconds.",
    ).format(
        width=level.width,
        height=level.height,
        mines=level.mines,
        seconds=QLocale().toString(float(seconds), "g", 6),
    )
    if grade is GradeChoice.ANY:
        why = translate("Dialogs", "Dense boards are hard to create.")
    else:
        why = translate(
            "Dialogs",
            "Boards of logic grade “{grade}” are rare at this size: Game > Logic > Any finds one "
            "sooner.",
        ).format(grade=choice_name(grade))
    box.setText(f"{found} {why}")
    retry = box.addButton(translate("Dialogs", "Try again"), QMessageBox.ButtonRole.AcceptRole)
    lower = {
        box.addButton(
            translate("Dialogs", "Use %n mine(s)", None, n), QMessageBox.ButtonRole.ActionRole
        ): n
        for n in reversed(counts)
    }
    box.addButton(QMessageBox.StandardButton.Cancel)

    def chosen() -> None:
        clicked = box.clickedButton()
        if clicked is retry:
            choose(level, True)
        elif clicked in lower:
            choose(custom_level(level.height, level.width, lower[clicked]), False)

    box.finished.connect(lambda _result: chosen())
    box.open()
    return box


def ask_board_id(parent: QWidget, open_id: Callable[[str], object]) -> QInputDialog:
    """Game > Open board id: the clipboard's text is offered when it could be one."""
    dialog = QInputDialog(parent)
    dialog.setObjectName("board_id_dialog")
    dialog.setWindowTitle(translate("Dialogs", "Open board id"))
    dialog.setLabelText(translate("Dialogs", "Board id (from Game > Copy board id):"))
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    clip = QGuiApplication.clipboard().text().strip()
    if clip and len(clip) < 5000:  # a 128x128 board's id has about 2300 characters
        dialog.setTextValue(clip)
    dialog.textValueSelected.connect(open_id)
    dialog.open()
    return dialog


def notice_box(parent: QWidget, text: str) -> QMessageBox:
    """A warning the player acknowledges; opened window-modal, never blocking the loop."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("Window", "No-guess Minesweeper"),
        text,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.open()
    return box
