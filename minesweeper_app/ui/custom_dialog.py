"""The Custom level dialog: size and mines, checked as the player types.

Plain line edits rather than spin boxes, because a spin box silently clamps what was
typed; here every refusal is said in words next to the field and OK stays disabled.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import MAX_SIDE
from minesweeper_app.game import Level, custom_level, max_mines


def validate(height_text: str, width_text: str, mines_text: str) -> dict[str, str]:
    """Messages by field name ("height", "width", "mines"); empty when the level is valid.

    Mirrors what the creator refuses: sides 1..MAX_SIDE, and room for the first click
    and its neighbours to stay free of mines.
    """
    errors: dict[str, str] = {}
    values: dict[str, int] = {}
    for name, text in (("height", height_text), ("width", width_text), ("mines", mines_text)):
        try:
            values[name] = int(text.strip())
        except ValueError:
            errors[name] = f"Enter the {name} as a whole number."
    for name in ("height", "width"):
        if name in values and not 1 <= values[name] <= MAX_SIDE:
            errors[name] = f"The {name} must be between 1 and {MAX_SIDE}."
    if "mines" in values and values["mines"] < 1:
        errors["mines"] = "There must be at least one mine."
    if not errors:
        limit = max_mines(values["height"], values["width"])
        if limit < 1:
            errors["mines"] = "This board is too small: the first click needs room around it."
        elif values["mines"] > limit:
            errors["mines"] = (
                f"At most {limit} mines fit on a {values['width']}x{values['height']} board "
                "(the first click and its neighbours are kept free)."
            )
    return errors


class CustomDialog(QDialog):
    """Asks for a custom level; ``level()`` is only valid after the dialog was accepted."""

    def __init__(self, initial: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Custom board")
        self.height_edit = QLineEdit(str(initial.height))
        self.width_edit = QLineEdit(str(initial.width))
        self.mines_edit = QLineEdit(str(initial.mines))
        self.messages: dict[str, QLabel] = {}
        form = QFormLayout()
        for name, edit in (
            ("height", self.height_edit),
            ("width", self.width_edit),
            ("mines", self.mines_edit),
        ):
            edit.setObjectName(f"{name}_edit")
            edit.textChanged.connect(self._revalidate)
            message = QLabel()
            message.setObjectName(f"{name}_message")
            message.setStyleSheet("color: #b00000;")
            message.setWordWrap(True)
            message.hide()
            self.messages[name] = message
            form.addRow(f"{name.capitalize()}:", edit)
            form.addRow("", message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(f"Height and width from 1 to {MAX_SIDE}; dense boards take longer to create.")
        )
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._revalidate()

    def errors(self) -> dict[str, str]:
        return validate(self.height_edit.text(), self.width_edit.text(), self.mines_edit.text())

    def _revalidate(self) -> None:
        errors = self.errors()
        for name, label in self.messages.items():
            label.setText(errors.get(name, ""))
            label.setVisible(name in errors)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not errors)

    def accept(self) -> None:
        if self.errors():
            return
        super().accept()

    def level(self) -> Level:
        return custom_level(
            int(self.height_edit.text()), int(self.width_edit.text()), int(self.mines_edit.text())
        )
