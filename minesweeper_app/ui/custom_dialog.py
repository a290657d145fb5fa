"""The Custom level dialog: width, height, mines or density, and presets to start from.

Every refusal is said in words and OK stays disabled. Levels that cannot
have a board without guessing are refused before any creation starts, with the
engine's reason (``no_guess_obstacle``): at most ``cells - 9`` mines (the first click
and its neighbours stay free), and an even count on boards 2 cells high or wide.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import MAX_SIDE, no_guess_obstacle
from minesweeper_app.game import Level, custom_level
from minesweeper_app.game.wording.problems import level_obstacle_text
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.retranslate import live_text

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


def _preset_name(name: str, width: int, height: int, mines: int) -> str:
    return translate("Custom", "{name}: {width}x{height}, {mines} mines").format(
        name=translate("Levels", name), width=width, height=height, mines=mines
    )


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
            errors["mines"] = level_obstacle_text(reason)
    return errors


PRESETS: tuple[tuple[str, int, int, int], ...] = (
    (QT_TRANSLATE_NOOP("Levels", "Beginner"), 9, 9, 10),
    (QT_TRANSLATE_NOOP("Levels", "Intermediate"), 16, 16, 40),
    (QT_TRANSLATE_NOOP("Levels", "Expert"), 30, 16, 99),
    (QT_TRANSLATE_NOOP("Levels", "Wide"), 50, 20, 200),
    (QT_TRANSLATE_NOOP("Levels", "Big"), 60, 60, 720),
)
"""Name, width, height, mines of the starting points the dialog offers."""


class CustomDialog(QDialog):
    """Asks for a custom level; ``level()`` is only valid after the dialog was accepted.

    Spin boxes for the sizes (1 to ``MAX_SIDE``, as the text above them says), the mines
    and their density kept in step, and presets to start from. A mine count the board
    cannot take is not clamped: it is refused in words, and OK stays disabled.
    """

    def __init__(self, initial: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Custom board"))
        self.presets = QComboBox()
        self.presets.setObjectName("presets")
        self.presets.addItem(translate("Custom", "Your own"))
        for i, preset in enumerate(PRESETS, 1):
            self.presets.addItem("")
            live_text(self.presets, "setItemText", partial(_preset_name, *preset), i)
        self.presets.activated.connect(self._use_preset)
        self.width_edit = self._spin(1, MAX_SIDE, initial.width)
        self.height_edit = self._spin(1, MAX_SIDE, initial.height)
        self.mines_edit = self._spin(1, MAX_SIDE * MAX_SIDE, initial.mines)
        self.density = QDoubleSpinBox()
        self.density.setObjectName("density_edit")
        self.density.setRange(0.1, 99.9)
        self.density.setDecimals(1)
        self.density.setSuffix("%")
        self.density.setToolTip(
            translate("Custom", "Mines as a share of the cells: 12% is Beginner, 21% Expert")
        )
        self.density.valueChanged.connect(self._density_changed)
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
            edit.valueChanged.connect(self._revalidate)
            form.addRow(labels[name], edit)
        form.addRow(translate("Custom", "&Density:"), self.density)
        form.addRow(translate("Custom", "&Start from:"), self.presets)
        intro = QLabel()
        live_text(intro, "setText", intro_text)
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

    @staticmethod
    def _spin(low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setAccelerated(True)
        return spin

    def values(self) -> tuple[int, int, int]:
        """Width, height and mines as shown."""
        return self.width_edit.value(), self.height_edit.value(), self.mines_edit.value()

    def errors(self) -> dict[str, str]:
        width, height, mines = self.values()
        return validate(str(height), str(width), str(mines))

    def _use_preset(self, index: int) -> None:
        if index <= 0:
            return
        _name, width, height, mines = PRESETS[index - 1]
        for edit, value in ((self.width_edit, width), (self.height_edit, height)):
            edit.setValue(value)
        self.mines_edit.setValue(mines)

    def _density_changed(self, percent: float) -> None:
        """A density the player set gives the mines; the density the mines already
        show (rounded to a tenth) never changes them (3000 would become 2999)."""
        width, height, mines = self.values()
        cells = max(1, width * height)
        if round(100 * mines / cells, self.density.decimals()) == round(percent, 1):
            return
        self.mines_edit.setValue(max(1, round(cells * percent / 100)))

    def _revalidate(self) -> None:
        width, height, mines = self.values()
        self.density.blockSignals(True)
        self.density.setValue(100 * mines / max(1, width * height))
        self.density.blockSignals(False)
        current = (width, height, mines)
        match = [i + 1 for i, p in enumerate(PRESETS) if p[1:] == current]
        self.presets.setCurrentIndex(match[0] if match else 0)
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
        width, height, mines = self.values()
        return custom_level(height, width, mines)
