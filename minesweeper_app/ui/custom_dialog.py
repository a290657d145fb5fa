"""The Custom level dialog: width, height and mines, checked as the player types.

Plain line edits rather than spin boxes, because a spin box silently clamps what was
typed; here every refusal is said in words and OK stays disabled. Levels that cannot
have a board without guessing are refused before any creation starts, with the
engine's reason (``no_guess_obstacle``): at most ``cells - 9`` mines (the first click
and its neighbours stay free), and an even count on boards 2 cells high or wide.
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

from minesweeper_app.engine import MAX_SIDE, no_guess_obstacle
from minesweeper_app.game import Level, custom_level
from minesweeper_app.i18n import translate

MIN_LONG_SIDE = 4
"""One side must be at least 4: the first click keeps a 3x3 area free of mines."""

FIELDS = ("width", "height", "mines")
"""In the order of the menus' "30x16": width (columns) first, then height (rows)."""

MESSAGE_LINES = 4
"""Lines kept for messages, so the dialog never changes height while the player types."""


def intro_text() -> str:
    return translate(
        "Dialogs",
        "Width and height from 1 to {max_side}, with at least one side {min_side} or more: the "
        "first click and its neighbours never hold a mine. Up to all cells but those 9 can hold "
        "mines; boards 2 cells high or wide need an even number. Dense boards take longer to "
        "create.",
    ).format(max_side=MAX_SIDE, min_side=MIN_LONG_SIDE)


WHOLE_NUMBER = {
    "width": lambda: translate("Dialogs", "Enter the width as a whole number."),
    "height": lambda: translate("Dialogs", "Enter the height as a whole number."),
    "mines": lambda: translate("Dialogs", "Enter the mines as a whole number."),
}
BETWEEN = {
    "width": lambda: translate("Dialogs", "The width must be between 1 and {max_side}."),
    "height": lambda: translate("Dialogs", "The height must be between 1 and {max_side}."),
}


def validate(height_text: str, width_text: str, mines_text: str) -> dict[str, str]:
    """Messages by field name ("width", "height", "mines"); empty when the level is valid.

    Mirrors what the creator refuses: sides 1..MAX_SIDE, at least one mine, and a
    level that can have a board won without guessing wherever the first click lands.
    """
    errors: dict[str, str] = {}
    values: dict[str, int] = {}
    texts = {"width": width_text, "height": height_text, "mines": mines_text}
    for name in FIELDS:
        try:
            values[name] = int(texts[name].strip())
        except ValueError:
            errors[name] = WHOLE_NUMBER[name]()
    for name in ("width", "height"):
        if name in values and not 1 <= values[name] <= MAX_SIDE:
            errors[name] = BETWEEN[name]().format(max_side=MAX_SIDE)
    if "mines" in values and values["mines"] < 1:
        errors["mines"] = translate("Dialogs", "There must be at least one mine.")
    if not errors:
        reason = no_guess_obstacle(values["height"], values["width"], values["mines"])
        if reason is not None:
            errors["mines"] = reason
    return errors


class CustomDialog(QDialog):
    """Asks for a custom level; ``level()`` is only valid after the dialog was accepted."""

    def __init__(self, initial: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Custom board"))
        self.width_edit = QLineEdit(str(initial.width))
        self.height_edit = QLineEdit(str(initial.height))
        self.mines_edit = QLineEdit(str(initial.mines))
        edits = {"width": self.width_edit, "height": self.height_edit, "mines": self.mines_edit}
        self.edits = edits
        form = QFormLayout()
        labels = {
            "width": translate("Dialogs", "&Width (columns):"),
            "height": translate("Dialogs", "&Height (rows):"),
            "mines": translate("Dialogs", "&Mines:"),
        }
        for name in FIELDS:
            edit = edits[name]
            edit.setObjectName(f"{name}_edit")
            edit.textChanged.connect(self._revalidate)
            form.addRow(labels[name], edit)
        intro = QLabel(intro_text())
        intro.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setStyleSheet("color: #b00000;")
        self.message.setWordWrap(True)
        metrics = self.message.fontMetrics()
        self.message.setFixedHeight(metrics.lineSpacing() * MESSAGE_LINES + 4)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(metrics.averageCharWidth() * 60)
        self._revalidate()

    def errors(self) -> dict[str, str]:
        return validate(self.height_edit.text(), self.width_edit.text(), self.mines_edit.text())

    def _revalidate(self) -> None:
        errors = self.errors()
        self.message.setText("\n".join(errors[name] for name in FIELDS if name in errors))
        for name, edit in self.edits.items():
            edit.setToolTip(errors.get(name, ""))
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
