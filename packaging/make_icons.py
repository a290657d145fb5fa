"""Render the app icon SVG into the PNG, ICO and ICNS files that desktops and PyInstaller want.

Run from a checkout after editing ``resources/icons/minesweeper.svg`` and commit the results:
``python packaging/make_icons.py``. Only Qt is used (QSvgRenderer draws, QImage encodes PNG);
the ICO and ICNS containers are written here because Qt's writers store one size per file,
while Windows and macOS pick the best of several sizes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICON_DIR / "minesweeper.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = PNG_SIZES
# ICNS element types that hold PNG data, by pixel size (Apple's "icp4".."ic10" family).
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """Draw the SVG at exactly ``size`` pixels so small sizes are hinted by the renderer."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO with PNG-compressed entries (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory = b""
    payload = b""
    for size, data in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
        for size, data in sorted(pngs.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def check_readable(path: Path, expected_sizes: set[int]) -> None:
    """Read every image back with Qt so a malformed file fails here, not on a user's desktop."""
    reader = QImageReader(str(path))
    found: set[int] = set()
    for index in range(max(reader.imageCount(), 1)):
        reader.jumpToImage(index)
        image = reader.read()
        if image.isNull() or image.width() != image.height():
            raise RuntimeError(f"{path.name}: image {index} unreadable ({reader.errorString()})")
        found.add(image.width())
    if found != expected_sizes:
        want = sorted(expected_sizes)
        raise RuntimeError(f"{path.name}: Qt read sizes {sorted(found)}, want {want}")


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot render {SOURCE}", file=sys.stderr)
        return 1
    pngs = {size: png_bytes(render(renderer, size)) for size in {*PNG_SIZES, *ICNS_TYPES}}
    written: list[Path] = []
    for size in PNG_SIZES:
        path = ICON_DIR / f"minesweeper-{size}.png"
        path.write_bytes(pngs[size])
        check_readable(path, {size})
        written.append(path)
    ico = ICON_DIR / "minesweeper.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    check_readable(ico, set(ICO_SIZES))
    icns = ICON_DIR / "minesweeper.icns"
    icns.write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    check_readable(icns, set(ICNS_TYPES))
    written += [ico, icns]
    for path in written:
        print(f"wrote {path.relative_to(ICON_DIR.parents[1])} ({path.stat().st_size} bytes)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
