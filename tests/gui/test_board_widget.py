"""The board widget on its own: sizing, painting, highlights, rulers, themes and keys."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QHelpEvent, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea, QToolTip, QVBoxLayout, QWidget

from minesweeper_app.engine import COVERED, HintRole
from minesweeper_app.game import Game, State, custom_level
from minesweeper_app.ui.board.widget import BASE_CELL, MAX_CELL, MIN_CELL, BoardWidget
from minesweeper_app.ui.theme import DARK, LIGHT
from tests.gui.helpers import settle

Cell = tuple[int, int]

# A 9x9 board opened from the bottom-left: columns 0-3 open, the rest stays covered.
MINES9 = frozenset({(0, 0), (0, 8), (4, 4), (8, 8), (1, 4), (7, 4)})


def new_game(height: int, width: int, mines: Iterable[Cell], start: Cell) -> Game:
    layout = frozenset(mines)
    game = Game(custom_level(height, width, len(layout)))
    game.click(start)
    game.place_mines(layout)
    return game


def board(qtbot: Any, game: Game, size: QSize | None = None) -> BoardWidget:
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.set_theme("light")
    widget.set_game(game)
    widget.resize(size or widget.sizeHint())
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def image(widget: BoardWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def colour_at(widget: BoardWidget, cell: Cell, fx: float = 0.5, fy: float = 0.5) -> QColor:
    rect = widget.cell_rect(cell)
    img = widget.grab().toImage()
    dpr = img.devicePixelRatio()
    return img.pixelColor(
        int((rect.left() + rect.width() * fx) * dpr), int((rect.top() + rect.height() * fy) * dpr)
    )


def cell_image(widget: BoardWidget, cell: Cell) -> QImage:
    return image(widget).copy(widget.cell_rect(cell))


def luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# ------------------------------------------------------------------ sizing
def test_cells_follow_the_widget_size_within_limits(qtbot: Any) -> None:
    widget = board(qtbot, new_game(9, 9, MINES9, (8, 0)))
    assert widget.cell_size() == BASE_CELL
    sizes: list[int] = []
    widget.cellSizeChanged.connect(sizes.append)
    widget.resize(400, 500)
    assert widget.cell_size() == 400 // 9 and sizes == [400 // 9]
    # Square cells, the board centred in the space it was given.
    s = widget.cell_size()
    assert widget.cell_rect((0, 0)) == QRect((400 - 9 * s) // 2, (500 - 9 * s) // 2, s, s)
    widget.resize(2000, 2000)
    assert widget.cell_size() == MAX_CELL
    widget.resize(50, 50)
    assert widget.cell_size() == MIN_CELL
    assert widget.minimumSizeHint() == QSize(9 * MIN_CELL, 9 * MIN_CELL)


def test_clicks_find_their_cell_on_a_centred_board(qtbot: Any) -> None:
    widget = board(qtbot, new_game(9, 9, MINES9, (8, 0)), QSize(500, 420))
    with qtbot.waitSignal(widget.open_requested) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.cell_rect((2, 7)).center())
    assert blocker.args == [(2, 7)]
    assert widget.cell_at(QPoint(1, 1)) is None, "the margin around the board is no cell"


def test_zoom_sets_the_preferred_size_and_the_fit_query_answers(qtbot: Any) -> None:
    widget = board(qtbot, new_game(16, 30, set(), (0, 0)))
    widget.set_zoom(2.0)
    assert widget.zoom == 2.0
    assert widget.sizeHint() == QSize(30 * 48, 16 * 48)
    assert widget.fitting_cell_size(QSize(30 * 48, 16 * 48)) == 48
    assert widget.fitting_cell_size(QSize(900, 2000)) == 30
    assert widget.fitting_cell_size(QSize(100, 100)) == MIN_CELL


def test_a_scroll_area_scrolls_when_cells_would_be_too_small(qtbot: Any) -> None:
    area = QScrollArea()
    area.setWidgetResizable(True)
    widget = BoardWidget()
    widget.set_game(new_game(60, 60, set(), (0, 0)))
    area.setWidget(widget)
    qtbot.addWidget(area)
    area.resize(400, 300)
    area.show()
    qtbot.waitExposed(area)
    assert widget.cell_size() == MIN_CELL
    assert widget.width() >= 60 * MIN_CELL and widget.height() >= 60 * MIN_CELL
    assert area.horizontalScrollBar().maximum() > 0 and area.verticalScrollBar().maximum() > 0
    # The keyboard cursor drags the view along.
    widget.setFocus()
    widget.cursor_cell = (0, 59)
    qtbot.keyClick(widget, Qt.Key.Key_Down)
    view = QRect(-widget.pos(), area.viewport().size())
    assert view.contains(widget.cell_rect((1, 59)))
    assert area.horizontalScrollBar().value() > 0
    area.resize(1400, 1300)
    qtbot.waitUntil(lambda: widget.cell_size() > MIN_CELL)
    assert widget.cell_size() == widget.fitting_cell_size(area.viewport().size())
    assert area.verticalScrollBar().maximum() == 0


# ------------------------------------------------------------------ painting
def test_a_move_repaints_only_the_cells_it_changed(qtbot: Any) -> None:
    game = new_game(16, 30, WALL, (15, 29))
    widget = board(qtbot, game)
    painted: list[list[QRect]] = []

    class Spy(QWidget):
        def eventFilter(self, obj: Any, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(list(event.region()))  # type: ignore[attr-defined]
            return False

    before = colour_at(widget, (0, 4))
    spy = Spy()
    widget.installEventFilter(spy)
    settle()  # let any pending full paint of the new window happen first
    painted.clear()
    game.click((0, 4))  # a number beside the wall of mines: this one cell opens
    widget.refresh()
    qtbot.waitUntil(lambda: bool(painted))
    assert painted == [[widget.cell_rect((0, 4))]]
    painted.clear()
    widget.refresh()
    settle()
    assert painted == [], "nothing changed, nothing is painted"
    widget.removeEventFilter(spy)
    assert colour_at(widget, (0, 4)) != before


def test_partial_repaints_draw_the_same_picture_as_a_fresh_board(qtbot: Any) -> None:
    game = new_game(9, 9, MINES9, (8, 0))
    widget = board(qtbot, game)
    widget.set_highlights({(7, 1): HintRole.CLUE})
    for cell in [(0, 4), (1, 0), (8, 7)]:
        game.click(cell)
        widget.refresh()
        QApplication.processEvents()
    game.toggle_flag((4, 4))
    widget.refresh()
    QApplication.processEvents()
    fresh = board(qtbot, game)
    fresh.set_highlights({(7, 1): HintRole.CLUE})
    assert image(widget) == image(fresh)


# ------------------------------------------------------------------ highlights
WALL = frozenset({(r, 5) for r in range(16)})  # a 16x30 game kept unfinished


def test_every_hint_role_is_drawn_differently(qtbot: Any) -> None:
    widget = board(qtbot, new_game(9, 9, MINES9, (8, 0)))
    cell = (0, 5)  # covered
    plain = cell_image(widget, cell)
    looks = []
    for role in HintRole:
        widget.set_highlights({cell: role})
        looks.append(cell_image(widget, cell))
    assert all(look != plain for look in looks)
    assert all(looks[i] != looks[j] for i in range(len(looks)) for j in range(i))


def test_highlights_accept_hint_roles_and_clear_when_the_game_ends(qtbot: Any) -> None:

    game = new_game(9, 9, MINES9, (8, 0))
    widget = board(qtbot, game)
    widget.set_highlights({(8, 0): HintRole.CLUE, (7, 7): HintRole.TARGET})
    assert widget.highlights == {(8, 0): HintRole.CLUE, (7, 7): HintRole.TARGET}
    plain_game = new_game(9, 9, MINES9, (8, 0))
    for r in range(9):
        for c in range(9):
            if (r, c) not in MINES9:
                game.click((r, c))
    assert game.state is State.WON
    widget.refresh()
    assert widget.highlights == {}
    widget.set_highlights({(8, 0): HintRole.CLUE})
    assert widget.highlights == {}, "a finished game takes no hint marks"
    widget.set_game(plain_game)
    widget.set_highlights({(8, 0): HintRole.CLUE})
    widget.set_game(plain_game)
    assert widget.highlights == {}


# ------------------------------------------------------------------ rulers and tooltip
def _ruler_ink(widget: BoardWidget, row: int) -> int:
    """Pixels in the left ruler beside ``row`` that differ from the background."""
    img = image(widget)
    rect = widget.cell_rect((row, 0))
    background = QColor(LIGHT.background).rgb()
    return sum(
        img.pixel(x, y) != background
        for x in range(0, rect.left() - 1)
        for y in range(rect.top(), rect.bottom())
    )


def test_rulers_stay_at_the_visible_edges_of_a_scrolled_board(qtbot: Any) -> None:
    """Scrolled to the middle of a big board, the numbers a hint names still show."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    widget = BoardWidget()
    widget.set_theme("light")
    widget.set_rulers("always")
    widget.set_game(new_game(60, 60, set(), (0, 0)))
    area.setWidget(widget)
    qtbot.addWidget(area)
    area.resize(400, 300)
    area.show()
    qtbot.waitExposed(area)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum() // 2)
    area.horizontalScrollBar().setValue(area.horizontalScrollBar().maximum() // 2)
    settle()
    shot = area.viewport().grab().toImage()
    background = QColor(LIGHT.background)
    top = [shot.pixelColor(x, 1) for x in range(0, shot.width(), 7)]
    left = [shot.pixelColor(1, y) for y in range(0, shot.height(), 7)]
    assert all(c == background for c in top), "the column ruler sits on the top edge"
    assert all(c == background for c in left), "the row ruler sits on the left edge"
    band = [shot.pixelColor(x, y) for x in range(40, shot.width()) for y in range(2, 12)]
    assert any(c != background for c in band), "column numbers are drawn in the band"


def test_rulers_show_always_or_while_a_hint_is_shown(qtbot: Any) -> None:
    widget = board(qtbot, new_game(16, 30, WALL, (15, 29)))
    assert widget.rulers == "off" and widget.cell_rect((0, 0)).topLeft() == QPoint(0, 0)
    widget.set_rulers("always")
    widget.resize(widget.sizeHint())
    assert widget.cell_rect((0, 0)).left() > 0, "room was made for the row numbers"
    assert _ruler_ink(widget, 8) > 0
    widget.set_rulers("hint")
    assert not widget.rulers_visible() and _ruler_ink(widget, 8) == 0
    widget.set_highlights({(8, 17): HintRole.TARGET})
    assert widget.rulers_visible() and _ruler_ink(widget, 8) > 0
    with pytest.raises(ValueError):
        widget.set_rulers("sometimes")


def test_hovering_a_cell_shows_its_row_and_column(qtbot: Any) -> None:
    widget = board(qtbot, new_game(16, 30, WALL, (15, 29)))
    pos = widget.cell_rect((8, 17)).center()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos)))
    assert QToolTip.text() == "row 9, column 18"
    QToolTip.hideText()


# ------------------------------------------------------------------ themes
def test_dark_theme_draws_a_dark_board_with_readable_numbers(qtbot: Any) -> None:
    game = new_game(9, 9, MINES9, (8, 0))
    widget = board(qtbot, game)
    light_covered = colour_at(widget, (0, 5))
    seen: list[str] = []
    widget.themeChanged.connect(seen.append)
    widget.set_theme("dark")
    assert seen == ["dark"]
    dark_covered, dark_open = colour_at(widget, (0, 5)), colour_at(widget, (8, 0))
    assert light_covered.lightness() > 150 and dark_covered.lightness() < 110
    assert dark_open.lightness() < dark_covered.lightness(), "opened cells sit lower"
    # The raised bevel is there in the dark too: light top-left edge, dark bottom-right.
    assert colour_at(widget, (0, 5), 0.03, 0.5).lightness() > dark_covered.lightness()
    assert colour_at(widget, (0, 5), 0.97, 0.5).lightness() < dark_covered.lightness()
    for palette in (LIGHT, DARK):
        for colour_blind in (False, True):
            for n in range(1, 9):
                ratio = contrast(palette.number_colour(n, colour_blind), QColor(palette.opened))
                assert ratio >= 3.0, (palette.name, colour_blind, n, ratio)


def test_the_system_colour_scheme_is_followed_unless_overridden(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import minesweeper_app.ui.board.look as board_module

    widget = board(qtbot, new_game(9, 9, MINES9, (8, 0)))
    widget.set_theme("system")
    seen: list[str] = []
    widget.themeChanged.connect(seen.append)
    hints = QGuiApplication.styleHints()
    # The offscreen platform has no colour scheme of its own: play the system's part.
    monkeypatch.setattr(board_module, "_system_is_dark", lambda: True)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert seen == ["dark"] and widget.palette_in_use() is DARK
    assert colour_at(widget, (0, 5)).lightness() < 110
    widget.set_theme("light")
    assert seen == ["dark", "light"] and colour_at(widget, (0, 5)).lightness() > 150
    monkeypatch.setattr(board_module, "_system_is_dark", lambda: False)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    widget.set_theme("dark")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert widget.palette_in_use() is DARK, "an explicit theme ignores the system"
    with pytest.raises(ValueError):
        widget.set_theme("sepia")


def test_colour_blind_palette_changes_the_numbers_and_keeps_them_apart(qtbot: Any) -> None:
    for palette in (LIGHT, DARK):
        colours = {palette.number_colour(n, True).name() for n in range(1, 9)}
        assert len(colours) == 8
        assert colours != {palette.number_colour(n).name() for n in range(1, 9)}
    game = new_game(9, 9, MINES9, (8, 0))
    widget = board(qtbot, game, QSize(9 * 48, 9 * 48))
    one = next((int(r), int(c)) for r in range(9) for c in range(9) if int(game.values[r, c]) == 1)
    classic = cell_image(widget, one)
    widget.set_colour_blind(True)
    assert widget.colour_blind and cell_image(widget, one) != classic


# ------------------------------------------------------------------ keyboard and press
def _window_with_board(qtbot: Any, game: Game) -> tuple[QWidget, BoardWidget]:
    window = QWidget()
    layout = QVBoxLayout(window)
    widget = BoardWidget()
    widget.set_theme("light")
    widget.set_game(game)
    layout.addWidget(widget)
    layout.addWidget(QPushButton("Elsewhere"))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    return window, widget


def test_tab_leaves_the_board_and_shift_tab_brings_the_cursor_back(qtbot: Any) -> None:
    window, widget = _window_with_board(qtbot, new_game(9, 9, MINES9, (8, 0)))
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert window.findChild(QPushButton).hasFocus(), "Tab reaches the next control"
    qtbot.keyClick(window.findChild(QPushButton), Qt.Key.Key_Backtab)
    assert widget.hasFocus()
    widget.cursor_cell = (4, 4)
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert widget.cursor_cell == (4, 5) and widget.cursor_shown()


def test_the_keyboard_cursor_is_a_thick_frame(qtbot: Any) -> None:
    _window, widget = _window_with_board(qtbot, new_game(9, 9, MINES9, (8, 0)))
    widget.cursor_cell = (3, 3)
    qtbot.keyClick(widget, Qt.Key.Key_Down)
    outer = QColor(LIGHT.cursor_outer).rgb()
    rect = widget.cell_rect((4, 3))
    img = image(widget)
    left_edge = [img.pixel(rect.left() + dx, rect.center().y()) for dx in range(3)]
    assert left_edge == [outer] * 3
    qtbot.mouseClick(widget, Qt.MouseButton.RightButton, pos=widget.cell_rect((0, 8)).center())
    assert not widget.cursor_shown(), "the mouse hides the keyboard cursor"


def _press(
    widget: BoardWidget,
    kind: QEvent.Type,
    cell: Cell,
    button: Qt.MouseButton,
    buttons: Qt.MouseButton,
) -> None:
    pos = QPointF(widget.cell_rect(cell).center())
    event = QMouseEvent(
        kind, pos, widget.mapToGlobal(pos), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, event)


def test_left_press_on_a_number_shows_its_covered_neighbours_pressed(qtbot: Any) -> None:
    game = new_game(9, 9, MINES9, (8, 0))
    widget = board(qtbot, game)
    number = (1, 1)  # touches the mine at (0, 0)
    game.click(number)
    covered = {n for n in game.neighbours(number) if int(game.values[n]) == COVERED}
    assert covered and int(game.values[number]) == 1
    raised = colour_at(widget, (0, 0), 0.05, 0.5)
    left = Qt.MouseButton.LeftButton
    _press(widget, QEvent.Type.MouseButtonPress, number, left, left)
    assert widget.is_pressing and widget.pressed_cells() == covered
    assert colour_at(widget, (0, 0), 0.05, 0.5) != raised
    with qtbot.waitSignal(widget.open_requested) as blocker:
        _press(widget, QEvent.Type.MouseButtonRelease, number, left, Qt.MouseButton.NoButton)
    assert blocker.args == [number]
    assert widget.pressed_cells() == frozenset() and not widget.is_pressing
    assert colour_at(widget, (0, 0), 0.05, 0.5) == raised


@pytest.mark.parametrize("scrolled", [0, 1, 5, 12])
def test_near_the_top_left_the_rulers_cover_neither_row_1_nor_column_1(
    qtbot: Any, scrolled: int
) -> None:
    """Issue 34, point 4: a 99x99 board scrolled to the top left read row labels from 2."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    widget = BoardWidget()
    widget.set_theme("light")
    widget.set_rulers("always")
    widget.set_game(new_game(99, 99, set(), (0, 0)))
    area.setWidget(widget)
    qtbot.addWidget(area)
    area.resize(500, 400)
    area.show()
    qtbot.waitExposed(area)
    area.verticalScrollBar().setValue(scrolled)
    area.horizontalScrollBar().setValue(scrolled)
    settle()
    shot = widget.grab().toImage()
    background = QColor(LIGHT.background).rgb()
    first = widget.cell_rect((0, 0))
    inside = first.adjusted(3, 3, -3, -3)  # away from the cell's own bevel
    covered = {
        shot.pixel(x, y)
        for x in range(max(inside.left(), scrolled + 1), inside.right())
        for y in range(max(inside.top(), scrolled + 1), inside.bottom())
    }
    assert background not in covered, "a band covers row 1, column 1"
    assert _ruler_ink(widget, 0) > 0, "row 1 has its label"


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_a_flag_at_18_px_is_a_pennant_not_a_1(qtbot: Any, theme: str) -> None:
    """Issue 34: at 18 px flags looked like 1s (the pennant was 2 % of the cell)."""
    from PySide6.QtGui import QFont

    from minesweeper_app.ui.board.art import KIND_FLAG, render_kind
    from minesweeper_app.ui.theme import PALETTES

    pal = PALETTES[theme]
    flag = QColor(pal.flag)

    def is_flag(c: QColor) -> bool:
        diff = abs(c.red() - flag.red()) + abs(c.green() - flag.green())
        return diff + abs(c.blue() - flag.blue()) < 60

    for s in (16, 18):
        image = render_kind(KIND_FLAG, s, 1.0, pal, QFont(), False).toImage()
        red = [(x, y) for x in range(s) for y in range(s) if is_flag(image.pixelColor(x, y))]
        width = max(x for x, _ in red) - min(x for x, _ in red) + 1
        assert len(red) >= 0.06 * s * s, f"{s} px: the pennant is {len(red)} pixels"
        assert width >= s / 3, f"{s} px: the pennant is {width} px wide"


def test_a_hinted_cell_once_opened_shows_its_number_on_the_plain_cell(qtbot: Any) -> None:
    """Issue 34: after the hint's do-it step a green "2" sat on a green fill."""
    game = new_game(4, 4, {(0, 0), (0, 2)}, (3, 3))
    widget = board(qtbot, game)
    cell = (1, 1)
    assert int(game.values[cell]) == 2, game.values
    rect = widget.cell_rect(cell)
    q = rect.width() // 4
    inner = rect.adjusted(q, q, -q, -q)
    plain = QColor(LIGHT.opened).rgb()

    def own_colour() -> float:
        settle()
        img = image(widget)
        xs, ys = range(inner.left(), inner.right()), range(inner.top(), inner.bottom())
        pixels = [img.pixel(x, y) for x in xs for y in ys]
        return sum(p == plain for p in pixels) / len(pixels)

    alone = own_colour()
    widget.set_highlights({cell: HintRole.SAFE})
    marked = own_colour()
    assert marked >= 0.95 * alone, f"{marked:.0%} of the cell is its own colour, was {alone:.0%}"
    widget.set_highlights({(0, 1): HintRole.SAFE})  # a covered cell keeps its fill
    assert (0, 1) in widget.highlights
