"""The Custom dialog refuses what the creator would refuse, and says why next to the field."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from minesweeper_app.engine import MAX_SIDE
from minesweeper_app.game import BEGINNER
from minesweeper_app.ui.custom_dialog import CustomDialog


def _dialog(qtbot: Any) -> CustomDialog:
    dialog = CustomDialog(BEGINNER)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _fill(qtbot: Any, dialog: CustomDialog, height: str, width: str, mines: str) -> None:
    for edit, text in ((dialog.height_edit, height), (dialog.width_edit, width),
                       (dialog.mines_edit, mines)):
        edit.clear()
        qtbot.keyClicks(edit, text)


def _ok(dialog: CustomDialog) -> Any:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_bad_input_gets_inline_messages_and_ok_stays_disabled(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    cases = [
        (("0", "10", "5"), "height", "between 1 and"),
        (("10", str(MAX_SIDE + 1), "5"), "width", "between 1 and"),
        (("ten", "10", "5"), "height", "whole number"),
        (("10", "10", "0"), "mines", "at least one"),
        (("10", "10", "92"), "mines", "At most 91"),
        (("2", "2", "1"), "mines", "too small"),
        (("10", "10", ""), "mines", "whole number"),
    ]
    for (h, w, m), field, words in cases:
        _fill(qtbot, dialog, h, w, m)
        label = dialog.messages[field]
        assert label.isVisible() and words in label.text(), (h, w, m, label.text())
        assert not _ok(dialog).isEnabled()
        dialog.accept()
        assert dialog.isVisible(), "accept() must refuse invalid input too"


def test_valid_input_is_accepted_as_a_custom_level(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "20", "30", "91")
    assert _ok(dialog).isEnabled()
    assert not any(label.isVisible() for label in dialog.messages.values())
    _ok(dialog).click()
    assert dialog.result() == CustomDialog.DialogCode.Accepted
    level = dialog.level()
    assert (level.key, level.height, level.width, level.mines) == ("custom", 20, 30, 91)
