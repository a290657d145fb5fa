"""Sight: every theme's numbers and marks at WCAG contrast 4.5:1 against their cell, every
kind of cell told apart without colour, the high-contrast theme, and the window's text
following the system's font size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from minesweeper_app.ui.board.art import (
    KIND_COVERED,
    KIND_EXPLODED,
    KIND_FLAG,
    KIND_MINE,
    KIND_QUESTION,
    KIND_WRONG_FLAG,
    render_kind,
)
from minesweeper_app.ui.theme import CONTRAST, PALETTES, THEMES, Palette, apply_window_theme

AA = 4.5
SIZE = 48
MARKS = (KIND_FLAG, KIND_QUESTION, KIND_EXPLODED, KIND_MINE, KIND_WRONG_FLAG)
ALL_PALETTES = pytest.mark.parametrize("palette", list(PALETTES.values()), ids=list(PALETTES))


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(a: str | QColor, b: str | QColor) -> float:
    la, lb = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_contrast_formula_matches_wcag_examples() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


def test_every_theme_has_a_palette() -> None:
    assert set(THEMES) - {"system"} == set(PALETTES)


@ALL_PALETTES
def test_numbers_meet_aa_on_opened_cells(palette: Palette) -> None:
    for table in (palette.numbers, palette.numbers_colour_blind):
        assert sorted(table) == list(range(1, 9))
        low = {n: round(contrast(c, palette.opened), 2) for n, c in table.items()}
        assert min(low.values()) >= AA, (palette.name, low)


@ALL_PALETTES
def test_marks_meet_aa_on_their_cells(palette: Palette) -> None:
    pairs = {
        "flag pole and question mark": (palette.glyph, palette.covered),
        "flag cloth": (palette.flag, palette.covered),
        "mine shown after a loss": (palette.glyph, palette.opened),
        "cross on a wrong flag": (palette.wrong_cross, palette.opened),
        "ruler numbers": (palette.ruler_text, palette.background),
    }
    low = {what: round(contrast(fg, bg), 2) for what, (fg, bg) in pairs.items()}
    assert min(low.values()) >= AA, (palette.name, low)
    for cell in (palette.covered, palette.opened):  # one of the cursor's two rings shows
        best = max(contrast(palette.cursor_outer, cell), contrast(palette.cursor_inner, cell))
        assert best >= AA, (palette.name, cell)


def _cell_background(kind: int, palette: Palette) -> str:
    if kind in (KIND_FLAG, KIND_QUESTION):
        return palette.covered
    return palette.exploded if kind == KIND_EXPLODED else palette.opened


def _image(kind: int, palette: Palette, colour_blind: bool = False) -> QImage:
    font = QApplication.font()
    image = render_kind(kind, SIZE, 1.0, palette, font, colour_blind).toImage()
    return image.convertToFormat(QImage.Format.Format_RGB32)


def _pixels(image: QImage) -> np.ndarray[Any, np.dtype[np.uint8]]:
    """The image as a (height, width, 3) RGB array."""
    data = np.frombuffer(image.constBits(), dtype=np.uint8)  # type: ignore[call-overload]
    rows = data.reshape(image.height(), image.bytesPerLine())[:, : 4 * image.width()]
    return rows.reshape(image.height(), image.width(), 4)[:, :, 2::-1].copy()


@ALL_PALETTES
@pytest.mark.parametrize("colour_blind", [False, True])
def test_every_drawn_number_and_mark_has_ink_at_aa(
    qapp: Any, palette: Palette, colour_blind: bool
) -> None:
    """Measured on the drawn cell: enough of its pixels at 4.5:1 from the cell's colour."""
    for kind in (*range(1, 9), *MARKS):
        background = QColor(_cell_background(kind, palette))
        pixels = _pixels(_image(kind, palette, colour_blind)).reshape(-1, 3)
        colours, counts = np.unique(pixels, axis=0, return_counts=True)
        strong = [contrast(QColor(*map(int, c)), background) >= AA for c in colours]
        ink = counts[strong].sum() / counts.sum()
        assert ink >= 0.02, (palette.name, kind, ink)


@ALL_PALETTES
def test_mines_and_question_marks_are_drawn_in_the_glyph_colour(
    qapp: Any, palette: Palette
) -> None:
    glyph = np.array(QColor(palette.glyph).getRgb()[:3])
    for kind in (KIND_MINE, KIND_QUESTION):
        pixels = _pixels(_image(kind, palette)).reshape(-1, 3).astype(int)
        share = (np.abs(pixels - glyph).max(axis=1) <= 8).mean()
        assert share >= 0.03, (palette.name, kind, share)


@ALL_PALETTES
def test_every_kind_of_cell_differs_in_grey(qapp: Any, palette: Palette) -> None:
    """Without colour vision: every picture, seen in grey, differs from every other."""
    kinds = [0, *range(1, 9), KIND_COVERED, *MARKS]
    greys = {}
    for kind in kinds:
        rgb = _pixels(_image(kind, palette)).astype(float)
        greys[kind] = rgb @ np.array([0.2126, 0.7152, 0.0722])
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            difference = np.abs(greys[a] - greys[b]).mean()
            assert difference >= 2.0, (palette.name, a, b, difference)


@pytest.fixture
def _system_look_afterwards(qapp: Any) -> Iterator[None]:
    """Themes and fonts are the application's: put the system's back for the next test."""
    font = QFont(qapp.font())
    yield
    apply_window_theme("light", False)
    qapp.setFont(font)


@pytest.mark.usefixtures("_system_look_afterwards")
def test_high_contrast_reaches_board_and_window_and_survives_a_relaunch(
    make_window: Any, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window = make_window(data)
    window.menus.theme_actions["contrast"].trigger()
    assert window.board.palette_in_use() is CONTRAST
    palette = QGuiApplication.palette()
    assert palette.color(QPalette.ColorRole.Window).name() == "#000000"
    assert palette.color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    image = window.board.grab().toImage()
    rect = window.board.cell_rect((0, 0))
    dpr = image.devicePixelRatio()
    inside = image.pixelColor(int(rect.center().x() * dpr), int(rect.center().y() * dpr))
    assert inside.name() == CONTRAST.covered
    window.close()
    again = make_window(data)
    assert again.board.theme == "contrast" and again.menus.theme_actions["contrast"].isChecked()


@pytest.mark.usefixtures("_system_look_afterwards")
def test_the_window_text_follows_the_system_font_size(qapp: Any, make_window: Any) -> None:
    window = make_window()
    before = (window.info.pages.height(), window.hint_button.font().pointSizeF())
    larger = QFont(qapp.font())
    larger.setPointSizeF(qapp.font().pointSizeF() * 2)
    qapp.setFont(larger)  # what the platform does when the system's size changes
    qapp.processEvents()
    assert window.message_label.font().pointSizeF() == pytest.approx(larger.pointSizeF())
    assert window.hint_button.font().pointSizeF() >= 1.9 * before[1]
    assert window.info.pages.height() >= 1.8 * before[0], "the message area keeps its lines"


@pytest.mark.usefixtures("_system_look_afterwards")
def test_the_system_theme_follows_a_high_contrast_desktop(
    make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper_app.ui import theme

    wants = [False]
    monkeypatch.setattr(theme, "system_wants_contrast", lambda: wants[0])
    window = make_window()
    assert window.board.theme == "system" and window.board.palette_in_use() is not CONTRAST
    wants[0] = True  # the desktop turns high contrast on
    hints = QGuiApplication.styleHints().accessibility()
    hints.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert window.board.palette_in_use() is CONTRAST
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    wants[0] = False
    hints.contrastPreferenceChanged.emit(Qt.ContrastPreference.NoPreference)
    assert window.board.palette_in_use() is not CONTRAST
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).name() != "#000000"


@ALL_PALETTES
def test_hint_frames_stand_out_at_aa_from_the_cell(qtbot: Any, palette: Palette) -> None:
    """Every role's frame, however light or dark its colour, has an edge at 4.5:1."""
    from minesweeper_app.game import Game, custom_level
    from minesweeper_app.ui.board.widget import BoardWidget
    from minesweeper_app.ui.theme import ROLE_STYLES

    board = BoardWidget()
    qtbot.addWidget(board)
    board.set_theme(palette.name)
    board.set_game(Game(custom_level(5, 5, 3)))
    board.resize(200, 200)
    covered = QColor(palette.covered)
    for role in ROLE_STYLES:
        board.set_highlights({(2, 2): role})
        image = board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        rect = board.cell_rect((2, 2))
        band = max(3, rect.width() // 8)
        edge = [
            image.pixelColor(x, y)
            for x in range(rect.left(), rect.right() + 1)
            for y in range(rect.top(), rect.bottom() + 1)
            if min(x - rect.left(), rect.right() - x, y - rect.top(), rect.bottom() - y) < band
        ]
        strong = sum(contrast(colour, covered) >= AA for colour in edge) / len(edge)
        assert strong >= 0.25, (palette.name, role, strong)


@pytest.mark.usefixtures("_system_look_afterwards")
def test_the_legend_draws_the_marks_with_the_boards_rim(qtbot: Any, make_window: Any) -> None:
    from minesweeper_app.game import custom_level
    from minesweeper_app.ui.theme import DARK
    from tests.gui.helpers import fixed_layout, start_game

    win = make_window(creator=fixed_layout({(0, 4), (4, 4), (1, 3)}))
    win.menus.theme_actions["dark"].trigger()
    win.new_game(custom_level(5, 5, 3))
    start_game(qtbot, win, (2, 0))
    with qtbot.waitSignal(win.hint_shown, timeout=30_000):
        win.hint_button.click()
    pictures = [
        label.pixmap().toImage().convertToFormat(QImage.Format.Format_RGB32)
        for label in win.info.legend.findChildren(QLabel)
        if not label.pixmap().isNull()
    ]
    assert pictures and len(pictures) == len(win.info.legend.roles)
    rim = QColor(DARK.glyph)
    for image in pictures:
        pixels = [
            image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
        ]
        assert sum(contrast(p, rim) < 1.1 for p in pixels) >= len(pixels) // 20
