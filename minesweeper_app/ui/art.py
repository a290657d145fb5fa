"""The game's SVG artwork: one table of literal resource names, rendered sharp at any scale.

Every file is named literally (not built from a string) so the packaging scan can check
that each one is in the bundle.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from minesweeper_app.resources import resource_path

SVG_FILES: dict[str, Callable[[], Path]] = {
    "mine": lambda: resource_path("mine.svg"),
    "flag": lambda: resource_path("flag.svg"),
    "question": lambda: resource_path("question.svg"),
    "face_smile": lambda: resource_path("face_smile.svg"),
    "face_wow": lambda: resource_path("face_wow.svg"),
    "face_win": lambda: resource_path("face_win.svg"),
    "face_lost": lambda: resource_path("face_lost.svg"),
    "face_busy": lambda: resource_path("face_busy.svg"),
    "app": lambda: resource_path("icons", "minesweeper.svg"),
}


def svg_renderer(name: str, recolour: dict[str, str] | None = None) -> QSvgRenderer:
    """A renderer for one artwork; ``recolour`` swaps literal colours (the dark theme's glyphs)."""
    path = SVG_FILES[name]()
    if not recolour:
        return QSvgRenderer(str(path))
    text = path.read_text(encoding="utf-8")
    # All at once: a new colour must not be caught by a later swap ("#fff" in "#ffffff").
    literals = re.compile("|".join(re.escape(old) for old in sorted(recolour, key=len)[::-1]))
    text = literals.sub(lambda m: recolour[m.group(0)], text)
    return QSvgRenderer(QByteArray(text.encode("utf-8")))


def svg_icon(name: str, size: int = 32) -> QIcon:
    """An icon rendered from SVG at 1x, 2x and 3x so it stays sharp on any screen."""
    renderer = svg_renderer(name)
    icon = QIcon()
    for scale in (1, 2, 3):
        pm = QPixmap(size * scale, size * scale)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p, QRectF(0, 0, pm.width(), pm.height()))
        p.end()
        pm.setDevicePixelRatio(scale)
        icon.addPixmap(pm)
    return icon
