"""The Custom dialog refuses what the creator would refuse, and says why, before creation;
spin boxes, the density and presets (issue 26, point 7)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel

from minesweeper_app.engine import MAX_SIDE
from minesweeper_app.game import BEGINNER
from minesweeper_app.ui.custom_dialog import CustomDialog
from tests.gui.helpers import settle


def _dialog(qtbot: Any) -> CustomDialog:
    dialog = CustomDialog(BEGINNER)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _fill(qtbot: Any, dialog: CustomDialog, width: str, height: str, mines: str) -> None:
    for edit, text in (
        (dialog.width_edit, width),
        (dialog.height_edit, height),
        (dialog.mines_edit, mines),
    ):
        edit.clear()
        qtbot.keyClicks(edit, text)


def _ok(dialog: CustomDialog) -> Any:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_bad_input_is_refused_with_the_reason_and_ok_stays_disabled(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    cases = [  # width, height, mines
        (("10", "10", "92"), "mines", "at most 91 mines"),
        (("4", "1", "2"), "mines", "at most 1 mine:"),
        (("3", "3", "1"), "mines", "side at least 4"),
        (("9", "2", "5"), "mines", "even number of mines"),
        (("2", "9", "3"), "mines", "row with one mine"),
    ]
    for (w, h, m), field, words in cases:
        _fill(qtbot, dialog, w, h, m)
        assert words in dialog.message.text(), (w, h, m, dialog.message.text())
        assert field in dialog.errors()
        assert dialog.message.isVisible()
        assert not _ok(dialog).isEnabled()
        dialog.accept()
        assert dialog.isVisible(), "accept() must refuse invalid input too"


def test_valid_input_is_accepted_as_a_custom_level(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "30", "20", "91")
    assert _ok(dialog).isEnabled()
    assert dialog.message.text() == ""
    _ok(dialog).click()
    assert dialog.result() == CustomDialog.DialogCode.Accepted
    level = dialog.level()
    assert (level.key, level.width, level.height, level.mines) == ("custom", 30, 20, 91)


def test_a_two_high_board_with_an_even_count_is_accepted(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "9", "2", "4")
    assert _ok(dialog).isEnabled()
    level = dialog.level()
    assert (level.width, level.height, level.mines) == (9, 2, 4)


def test_width_is_asked_before_height_and_the_real_minimum_is_stated(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    form = dialog.findChild(QFormLayout)
    assert form is not None
    rows = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        assert isinstance(label, QLabel)
        rows.append(label.text().replace("&", ""))
    assert rows[0].startswith("Width") and rows[1].startswith("Height"), rows
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"from 1 to {MAX_SIDE}" in texts and "at least one side 4" in texts
    # The real minimum: 3x3 is refused, 4x1 and 1x4 are not.
    _fill(qtbot, dialog, "3", "3", "1")
    assert not _ok(dialog).isEnabled()
    _fill(qtbot, dialog, "4", "1", "1")
    assert _ok(dialog).isEnabled()
    _fill(qtbot, dialog, "1", "4", "1")
    assert _ok(dialog).isEnabled()


def test_the_dialog_keeps_its_height_as_messages_come_and_go(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "9", "9", "10")
    settle()
    height = dialog.height()
    for values in (("9", "2", "5"), ("10", "10", "92"), ("9", "9", "10")):
        _fill(qtbot, dialog, *values)
        settle()
        assert dialog.height() == height, (values, dialog.height(), height)
        assert dialog.sizeHint().height() <= height


def test_sizes_stay_within_the_stated_range(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, str(MAX_SIDE + 1), "0", "10")
    width, height, _mines = dialog.values()
    assert 1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE


def test_density_and_mines_follow_each_other(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "30", "16", "99")
    assert dialog.density.text().replace(",", ".") == "20.6%"
    dialog.density.setValue(10.0)
    assert dialog.mines_edit.value() == 48
    assert _ok(dialog).isEnabled()


def test_a_preset_fills_the_fields_and_is_shown_when_they_match(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    assert dialog.presets.currentText().startswith("Beginner"), "9x9 with 10 is Beginner"
    index = next(i for i in range(dialog.presets.count()) if "Expert" in dialog.presets.itemText(i))
    dialog.presets.setCurrentIndex(index)
    dialog.presets.activated.emit(index)
    assert dialog.values() == (30, 16, 99)
    _fill(qtbot, dialog, "31", "16", "99")
    assert dialog.presets.currentText() == "Your own"


def test_tabbing_through_the_density_keeps_the_mines_typed(qtbot: Any) -> None:
    """Issue 34: 3000 mines typed on 99x99 became 2999 after tabbing through Density
    (30.6 % of 9801 cells is 2999.1)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    dialog = _dialog(qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    _fill(qtbot, dialog, "99", "99", "3000")
    dialog.mines_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.mines_edit)
    qtbot.keyClick(dialog.mines_edit, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.density
    qtbot.keyClick(dialog.density, Qt.Key.Key_Tab)
    settle()
    assert dialog.values() == (99, 99, 3000)
    dialog.density.clear()
    qtbot.keyClicks(dialog.density, "10")
    qtbot.keyClick(dialog.density, Qt.Key.Key_Tab)
    assert dialog.values()[2] == 980, "a density the player types still sets the mines"


def test_the_density_the_mines_already_show_leaves_them_alone(qtbot: Any) -> None:
    """The density box re-committing its own rounded value (30.6 %) keeps 3000 mines."""
    dialog = _dialog(qtbot)
    _fill(qtbot, dialog, "99", "99", "3000")
    dialog.density.valueChanged.emit(dialog.density.value())
    assert dialog.values() == (99, 99, 3000)
    dialog.density.setValue(10.0)
    assert dialog.values()[2] == 980
