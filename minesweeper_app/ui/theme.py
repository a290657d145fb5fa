"""Board palettes: light, dark and high contrast, each with a classic and a colour-blind-safe
number set.

The light palette keeps the classic Windows look (raised grey cells, the familiar
number colours).  The dark one keeps the same structure (a raised bevel on covered
cells, a flat sunken look on opened ones) with the contrast turned around, and brighter
number colours so every digit stays readable on a dark background.  The high-contrast one
is white and strong colours on black, for low vision.  Every number and mark keeps a
contrast of at least 4.5:1 with the cell it is drawn on (WCAG AA), so a few classic
colours are a shade darker than Windows drew them.

The colour-blind-safe numbers follow Okabe and Ito's palette ("Color Universal Design",
2008), darkened for the light board and lightened for the dark one so each keeps enough
contrast; no two numbers share a hue family that the common colour-vision deficiencies
merge (red/green), and the digit itself always stays the primary cue.

Hint roles are looked up by name (``HintRole.name``) so new roles from the engine draw
with :data:`FALLBACK_ROLE` until they get a style of their own.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from minesweeper_app.engine import HintRole


@dataclass(frozen=True)
class RoleStyle:
    """How one hint role marks a cell: frame colour, frame pattern and fill strength.

    Roles differ in pattern as well as colour so they stay apart without colour vision.
    """

    colour: str
    pen: Qt.PenStyle = Qt.PenStyle.SolidLine
    fill_alpha: int = 60
    double: bool = False  # a second, inner frame: for the cells a hint is about
    cross: bool = False  # a diagonal cross: for flags that should go
    hatch: bool = False  # diagonal hatching inside: for a mine to flag


# Shared by both themes: saturated enough to read on light grey and on dark grey.
ROLE_STYLES: dict[HintRole, RoleStyle] = {
    HintRole.CLUE: RoleStyle("#2f6fff"),
    HintRole.TARGET: RoleStyle("#8f5cff", double=True, fill_alpha=80),  # safe or mine: not told
    HintRole.SAFE: RoleStyle("#12b04a", double=True, fill_alpha=80),  # safe: open it
    HintRole.MINE: RoleStyle("#ff3d8b", pen=Qt.PenStyle.DashLine, double=True, hatch=True),
    HintRole.AREA: RoleStyle("#f0b000", pen=Qt.PenStyle.DashLine, fill_alpha=70),
    HintRole.WRONG_FLAG: RoleStyle("#f02020", cross=True, fill_alpha=70),
    HintRole.UNPROVEN_FLAG: RoleStyle("#ff8a00", pen=Qt.PenStyle.DotLine),
    HintRole.TOO_MANY: RoleStyle("#c03cdc", double=True),
    HintRole.SURPLUS_FLAG: RoleStyle("#c03cdc", pen=Qt.PenStyle.DashLine, cross=True),
    HintRole.MISTAKE: RoleStyle("#f02020", double=True, cross=True, fill_alpha=90),  # the mine hit
    HintRole.IMPLIED: RoleStyle("#00a0a8", pen=Qt.PenStyle.DotLine, fill_alpha=45),  # "Suppose..."
    HintRole.CONTRADICTION: RoleStyle("#f02020", pen=Qt.PenStyle.DashLine, double=True),
}
FALLBACK_ROLE = RoleStyle("#00a0a8", pen=Qt.PenStyle.DashDotLine, fill_alpha=70)


def role_style(role: HintRole) -> RoleStyle:
    """The style of a hint role."""
    return ROLE_STYLES.get(role, FALLBACK_ROLE)


@dataclass(frozen=True)
class Palette:
    """Every colour the board paints; one instance per theme."""

    name: str
    covered: str  # face of a covered cell
    bevel_light: str  # top and left edge of a covered cell
    bevel_dark: str  # bottom and right edge
    opened: str
    grid: str  # the lines between opened cells
    exploded: str  # background of the mine that was hit
    glyph: str  # mine, flag pole, question mark
    glyph_highlight: str  # the glint on a mine
    flag: str  # the flag cloth
    wrong_cross: str  # the cross on a wrongly placed flag after a loss
    background: str  # around the board
    ruler_text: str
    cursor_outer: str
    cursor_inner: str
    numbers: dict[int, str] = field(default_factory=dict)
    numbers_colour_blind: dict[int, str] = field(default_factory=dict)

    def number_colour(self, n: int, colour_blind: bool = False) -> QColor:
        table = self.numbers_colour_blind if colour_blind else self.numbers
        return QColor(table[n])


LIGHT = Palette(
    name="light",
    covered="#c0c0c0",
    bevel_light="#ffffff",
    bevel_dark="#7b7b7b",
    opened="#d6d6d6",
    grid="#9a9a9a",
    exploded="#ff2a2a",
    glyph="#111111",
    glyph_highlight="#ffffff",
    flag="#9e0b0b",
    wrong_cross="#bc0000",
    background="#bdbdbd",
    ruler_text="#333333",
    cursor_outer="#000000",
    cursor_inner="#ffe600",
    numbers={
        1: "#0000ff",
        2: "#006b00",
        3: "#bc0000",
        4: "#000080",
        5: "#800000",
        6: "#006767",
        7: "#000000",
        8: "#5c5c5c",
    },
    numbers_colour_blind={
        1: "#006096",  # blue, darkened
        2: "#00694b",  # bluish green, darkened
        3: "#9d3e00",  # vermillion, darkened
        4: "#933b78",  # reddish purple, darkened
        5: "#765700",  # orange/yellow, darkened to brown
        6: "#126380",  # sky blue, darkened towards cyan
        7: "#000000",
        8: "#5c5c5c",
    },
)

DARK = Palette(
    name="dark",
    covered="#4d535c",
    bevel_light="#737a85",
    bevel_dark="#2b2f35",
    opened="#25282d",
    grid="#3a3e45",
    exploded="#df483f",
    glyph="#e8eaed",
    glyph_highlight="#25282d",
    flag="#ffb5b0",
    wrong_cross="#ff5a4f",
    background="#1e2024",
    ruler_text="#c4c7cc",
    cursor_outer="#ffe600",
    cursor_inner="#000000",
    numbers={
        1: "#7ab8ff",
        2: "#70d68a",
        3: "#ff7b72",
        4: "#c9a0ff",
        5: "#ffb067",
        6: "#5fd9e0",
        7: "#f0f0f0",
        8: "#a0a4aa",
    },
    numbers_colour_blind={
        1: "#56b4e9",  # sky blue
        2: "#2ed3a0",  # bluish green, lightened
        3: "#ff8c40",  # vermillion, lightened
        4: "#f08cc8",  # reddish purple, lightened
        5: "#f0e442",  # yellow
        6: "#a8d8ff",  # pale blue
        7: "#f0f0f0",
        8: "#a0a4aa",
    },
)

CONTRAST = Palette(
    name="contrast",
    covered="#333333",
    bevel_light="#ffffff",
    bevel_dark="#8c8c8c",
    opened="#000000",
    grid="#6e6e6e",
    exploded="#ff4040",
    glyph="#ffffff",
    glyph_highlight="#000000",
    flag="#ff6b6b",
    wrong_cross="#ff6b6b",
    background="#000000",
    ruler_text="#ffffff",
    cursor_outer="#ffff00",
    cursor_inner="#000000",
    numbers={
        1: "#00ffff",
        2: "#00ff00",
        3: "#ff6b6b",
        4: "#ffff00",
        5: "#ff9cff",
        6: "#9cc8ff",
        7: "#ffffff",
        8: "#c8c8c8",
    },
    numbers_colour_blind={
        1: "#56b4e9",  # sky blue
        2: "#2ed3a0",  # bluish green
        3: "#ff8c40",  # vermillion
        4: "#f08cc8",  # reddish purple
        5: "#f0e442",  # yellow
        6: "#a8d8ff",  # pale blue
        7: "#ffffff",
        8: "#c8c8c8",
    },
)

PALETTES = {"light": LIGHT, "dark": DARK, "contrast": CONTRAST}


class Theme(enum.StrEnum):
    """The theme a player chooses (a StrEnum: settings and menus keep the words)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    CONTRAST = "contrast"


THEMES = tuple(Theme)


@dataclass(frozen=True)
class OverlayStyle:
    """How the analysis overlay paints one probability: a tint and a mark (text or shape)."""

    fill: QColor
    mark: str


_OVERLAY_MARKS = {
    # theme: (percent text, certainly-safe ring, certainly-a-mine diamond)
    "light": ("#111111", "#0a5c22", "#7a0000"),
    "dark": ("#ffffff", "#9dffbe", "#ffc2bd"),
    "contrast": ("#ffffff", "#9dffbe", "#ffc2bd"),
}


def overlay_style(bucket: int, theme: str) -> OverlayStyle:
    """The overlay for a probability bucket (0 safe, 100 mine, 1..99 %, 101 "<1", 102 ">99").

    The tint runs from green (safe) through yellow to red (a mine) so the board reads
    at a glance; certain cells are tinted stronger and carry a shape of their own, so
    the scale never has to be read by colour alone.
    """
    text, safe, mine = _OVERLAY_MARKS.get(theme, _OVERLAY_MARKS["light"])
    p = {101: 0.005, 102: 0.995}.get(bucket, bucket / 100)
    certain = bucket in (0, 100)
    colour = QColor.fromHsvF(max(0.0, 1.0 - p) / 3.0, 0.9 if certain else 0.75, 0.95)
    colour.setAlpha(165 if certain else 115)
    return OverlayStyle(colour, safe if bucket == 0 else mine if bucket == 100 else text)


_WINDOW_COLOURS = {
    "Window": "#2b2e33",
    "WindowText": "#e8eaed",
    "Base": "#1e2024",
    "AlternateBase": "#33373d",
    "ToolTipBase": "#3a3e45",
    "ToolTipText": "#e8eaed",
    "PlaceholderText": "#8a8f96",
    "Text": "#e8eaed",
    "Button": "#3a3e45",
    "ButtonText": "#e8eaed",
    "BrightText": "#ff7b72",
    "Light": "#4d535c",
    "Midlight": "#43484f",
    "Mid": "#2f3338",
    "Dark": "#1a1c20",
    "Shadow": "#000000",
    "Highlight": "#3d7bd9",
    "HighlightedText": "#ffffff",
    "Link": "#7ab8ff",
    "LinkVisited": "#c9a0ff",
}


_CONTRAST_WINDOW_COLOURS = {
    "Window": "#000000",
    "WindowText": "#ffffff",
    "Base": "#000000",
    "AlternateBase": "#1a1a1a",
    "ToolTipBase": "#000000",
    "ToolTipText": "#ffffff",
    "PlaceholderText": "#c8c8c8",
    "Text": "#ffffff",
    "Button": "#000000",
    "ButtonText": "#ffffff",
    "BrightText": "#ffff00",
    "Light": "#ffffff",
    "Midlight": "#d0d0d0",
    "Mid": "#a0a0a0",
    "Dark": "#c0c0c0",  # frames and bevels drawn dark must show on black
    "Shadow": "#c0c0c0",
    "Highlight": "#ffff00",
    "HighlightedText": "#000000",
    "Link": "#00ffff",
    "LinkVisited": "#ff9cff",
}


def _window_palette(colours: dict[str, str], disabled: str) -> QPalette:
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    grey = QColor(disabled)
    for role in ("WindowText", "Text", "ButtonText"):
        palette.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), grey)
    return palette


def dark_window_palette() -> QPalette:
    """Colours for the widgets around a dark board when the system itself is light."""
    return _window_palette(_WINDOW_COLOURS, "#80858c")


def contrast_window_palette() -> QPalette:
    """White and yellow on black for every window around the high-contrast board."""
    return _window_palette(_CONTRAST_WINDOW_COLOURS, "#a0a0a0")


def system_is_dark() -> bool:
    """Whether the desktop asks for dark colours (Qt 6.5's colour scheme hint)."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def system_wants_contrast() -> bool:
    """Whether the desktop asks for high contrast (Qt 6.10's accessibility hints)."""
    hints = getattr(QGuiApplication.styleHints(), "accessibility", None)
    if hints is None:
        return False
    return bool(hints().contrastPreference() == Qt.ContrastPreference.HighContrast)


def system_theme(dark: bool) -> str:
    """The palette the "system" theme draws: high contrast when asked, else light or dark."""
    if system_wants_contrast():
        return "contrast"
    return "dark" if dark else "light"


def follow_system_look(slot: Callable[[object], None]) -> None:
    """Call ``slot`` when the desktop switches light/dark or high contrast on or off."""
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.connect(slot)
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is not None:
        accessibility().contrastPreferenceChanged.connect(slot)


CONTRAST_CONTROLS = (
    "QCheckBox::indicator, QRadioButton::indicator, QGroupBox::indicator {"
    " width: 14px; height: 14px; border: 2px solid #ffffff; background: #000000; }"
    " QRadioButton::indicator { border-radius: 9px; }"
    " QCheckBox::indicator:checked, QRadioButton::indicator:checked,"
    " QGroupBox::indicator:checked { background: #ffff00; }"
    " QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {"
    " border-color: #a0a0a0; }"
    " QSlider::groove:horizontal { height: 6px; border: 1px solid #ffffff;"
    " background: #000000; }"
    " QSlider::handle:horizontal { width: 14px; margin: -6px 0; border: 2px solid #ffffff;"
    " background: #ffff00; }"
    " QSlider::groove:vertical { width: 6px; border: 1px solid #ffffff; background: #000000; }"
    " QSlider::handle:vertical { height: 14px; margin: 0 -6px; border: 2px solid #ffffff;"
    " background: #ffff00; }"
)
"""High contrast: the platform style draws check boxes and sliders in shades of the
window colour, which on black are invisible (Game review's "Show the logic" and its
slider were); these draw them white on black, yellow when on."""

_drawn: list[str | None] = [None]


def drawn_window_theme() -> str | None:
    """The look the main window draws ("light", "dark", "contrast"; None before it has
    one): the game's other windows (review, replay) draw their boards the same."""
    return _drawn[0]


def apply_window_theme(name: str, system_is_dark: bool) -> None:
    """Give every window (dialogs too) the chosen light, dark or high-contrast colours.

    High contrast always brings its own colours.  Otherwise only a choice against the
    system needs colours of its own; otherwise the application palette is left empty, so
    every colour comes from the platform and keeps following the system's scheme as it
    changes.
    """
    _drawn[0] = name
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return
    own: QPalette | None = None  # None: the platform's own colours
    if name == "contrast":
        own = contrast_window_palette()
    elif (name == "dark") == system_is_dark:
        QGuiApplication.setPalette(QPalette())
    elif name == "dark":
        own = dark_window_palette()
    else:
        style = QApplication.style()
        own = style.standardPalette() if style else QPalette()
    if own is not None:
        QGuiApplication.setPalette(own)
    if isinstance(app, QApplication):
        _theme_menus(own)
        # After the palette: a style sheet polishes every widget with the palette it
        # finds (set before, the end panel kept the light colours in high contrast).
        sheet = CONTRAST_CONTROLS if name == "contrast" else ""
        if app.styleSheet() != sheet:
            app.setStyleSheet(sheet)


_MENU_CLASSES = ("QMenuBar", "QMenu")
_platform_menus: dict[str, QPalette] = {}


def _theme_menus(own: QPalette | None) -> None:
    """A platform theme may give the menu bar and menus colours of their own, which the
    application's palette does not reach (the menu bar stayed light in the dark theme):
    they take the theme's palette, and get the platform's back with the system's look."""
    for name in _MENU_CLASSES:
        if name not in _platform_menus:
            # PySide takes the class name as str; its stubs say bytes.
            _platform_menus[name] = QApplication.palette(name)  # type: ignore[call-overload]
        palette = own if own is not None else _platform_menus[name]
        QApplication.setPalette(palette, name)  # type: ignore[arg-type]
