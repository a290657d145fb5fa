"""The About dialog tells the player the version and every licence the bundle ships."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from minesweeper_app import __version__
from minesweeper_app.ui.about import GAME_NAME, AboutDialog, show_about

# Phrases that only occur in the right licence text, so a swapped file is caught.
EXPECTED = {
    GAME_NAME: ("MIT", "Permission is hereby granted, free of charge"),
    "Qt / PySide6": ("LGPL-3.0", "GNU LESSER GENERAL PUBLIC LICENSE"),
    "NumPy": ("BSD-3-Clause", "NumPy Developers"),
    "DejaVu Sans": ("Bitstream Vera / public domain", "Bitstream Vera"),
    "ms-toollib": ("MIT", "Permission is hereby granted, free of charge"),
    "Python": ("PSF-2.0", "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"),
}


def _dialog(qtbot: QtBot) -> AboutDialog:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_shows_game_name_and_version(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    heading = dialog.findChild(QLabel, "aboutHeading")
    assert heading is not None
    assert GAME_NAME in heading.text()
    assert f"Version {__version__}" in heading.text()
    assert GAME_NAME in dialog.windowTitle()


def test_lists_each_component_with_its_licence(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    rows = [dialog.component_list.item(i).text() for i in range(dialog.component_list.count())]
    assert len(rows) == len(EXPECTED)  # a checkout or wheel carries no bundle notices
    assert rows[0].startswith(GAME_NAME), "the game's own licence comes first"
    for name, (licence, _) in EXPECTED.items():
        assert any(row.startswith(name) and row.endswith(licence) for row in rows), (name, rows)


def test_selecting_a_component_shows_its_licence_text(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    for row in range(dialog.component_list.count()):
        dialog.component_list.setCurrentRow(row)
        label = dialog.component_list.item(row).text()
        name = next(n for n in EXPECTED if label.startswith(n))
        assert EXPECTED[name][1] in dialog.licence_text.toPlainText(), name


def test_show_about_is_modal_and_returns_when_closed(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: list[str] = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, close_it)
            return
        seen.append(dialog.windowTitle())
        dialog.close()

    QTimer.singleShot(0, close_it)
    show_about(parent)
    assert seen == [f"About {GAME_NAME}"]
