"""About dialog: game name, version, its own licence and those of everything the bundle ships."""

from __future__ import annotations

import platform
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app import __version__
from minesweeper_app.i18n import translate
from minesweeper_app.resources import bundled_notices, resource_path
from minesweeper_app.ui.retranslate import live_text

GAME_NAME = "No-guess Minesweeper"


@dataclass(frozen=True)
class Component:
    """A third-party part we redistribute; its licence text must travel with the bundle."""

    name: str
    version: str
    licence: str
    text: str


def _distribution_version(name: str) -> str:
    """Version from package metadata; the bundle may lack metadata, which must not break About."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "unknown version"


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def components() -> list[Component]:
    """The game itself, then the redistributed parts, in the order the dialog lists them."""
    import numpy

    parts = [
        Component(
            GAME_NAME,
            __version__,
            "MIT",
            _read(resource_path("licenses", "noguess-minesweeper-MIT.txt")),
        ),
        Component(
            "Qt / PySide6",
            qVersion(),
            "LGPL-3.0",
            _read(resource_path("licenses", "Qt-PySide6-LGPL-3.0.txt"))
            + "\n\n"
            + _read(resource_path("licenses", "GPL-3.0.txt")),
        ),
        Component(
            "NumPy",
            numpy.__version__,
            "BSD-3-Clause",
            _read(resource_path("licenses", "numpy-BSD-3-Clause.txt")),
        ),
        Component(
            translate("About", "DejaVu Sans (the game's font)"),
            "2.37",
            "Bitstream Vera / public domain",
            _read(resource_path("licenses", "DejaVu-fonts.txt")),
        ),
        Component(
            translate("About", "ms-toollib (replay files)"),
            _distribution_version("ms-toollib"),
            "MIT",
            _read(resource_path("licenses", "ms-toollib-MIT.txt")),
        ),
        Component(
            "Python",
            platform.python_version(),
            "PSF-2.0",
            _read(resource_path("licenses", "Python-PSF-2.0.txt")),
        ),
    ]
    notices = bundled_notices()
    if notices:
        parts.append(
            Component(
                translate("About", "System libraries in this bundle"),
                f"({len(notices)})",
                translate("About", "see each notice"),
                "\n\n".join(f"==== {name} ====\n\n{text}" for name, text in notices),
            )
        )
    return parts


def _heading() -> str:
    name = translate("Window", GAME_NAME)
    version = translate("About", "Version {version}").format(version=__version__)
    promise = translate(
        "About",
        "Every board is created on your first click so that a perfect logician never has to guess.",
    )
    licence = translate(
        "About",
        "It is free software under the MIT licence. It includes the components below; select "
        "one to read its licence.",
    )
    return f"<h2>{name}</h2><p>{version}</p><p>{promise}</p><p>{licence}</p>"


class AboutDialog(QDialog):
    """Lists each component with its licence and shows the chosen licence's full text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        live_text(
            self,
            "setWindowTitle",
            lambda: translate("About", "About {name}").format(name=translate("Window", GAME_NAME)),
        )
        self._components = components()

        icon = QLabel()
        icon.setPixmap(QIcon(str(resource_path("icons", "minesweeper.svg"))).pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        heading = QLabel()
        live_text(heading, "setText", _heading)
        heading.setObjectName("aboutHeading")
        heading.setWordWrap(True)
        header = QHBoxLayout()
        header.addWidget(icon)
        header.addWidget(heading, 1)

        self.component_list = QListWidget()
        self.component_list.setObjectName("aboutComponents")
        for part in self._components:
            self.component_list.addItem(f"{part.name} {part.version} — {part.licence}")
            item = self.component_list.item(self.component_list.count() - 1)
            # The dash would be read as "em dash": a screen reader gets a comma.
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole, f"{part.name} {part.version}, {part.licence}"
            )
        rows = self.component_list.sizeHintForRow(0) * self.component_list.count()
        self.component_list.setFixedHeight(rows + 2 * self.component_list.frameWidth())

        self.licence_text = QPlainTextEdit()
        self.licence_text.setObjectName("aboutLicence")
        self.licence_text.setReadOnly(True)
        self.licence_text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.component_list)
        layout.addWidget(self.licence_text, 1)
        layout.addWidget(buttons)

        self.component_list.currentRowChanged.connect(self._show_licence)
        self.component_list.setCurrentRow(0)
        self.resize(640, 520)

    def _show_licence(self, row: int) -> None:
        if 0 <= row < len(self._components):
            self.licence_text.setPlainText(self._components[row].text)


def show_about(parent: QWidget | None) -> None:
    """Show the About dialog modally (Help > About)."""
    dialog = AboutDialog(parent)
    dialog.exec()
    dialog.deleteLater()
