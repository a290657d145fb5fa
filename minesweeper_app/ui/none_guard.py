"""Work around PySide6 builds that drop a reference to ``None`` on every void call.

PySide6 6.12 on CPython 3.11 returns ``None`` from methods such as ``QPainter.save`` or
``QWidget.update`` without taking a reference.  ``None`` starts with only a few thousand
references, so a few thousand such calls (one Expert repaint is more) drive its count to
zero and CPython aborts with "none_dealloc: deallocating None".  CPython 3.12+ makes
``None`` immortal and is unaffected; there we do nothing.

The guard measures the leak once and, only if it is real, gives ``None`` the same
effectively infinite reference count that CPython 3.12 gives it.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_applied = False


def leaks_none() -> bool:
    """True when a void PySide6 call takes a reference from ``None`` instead of adding one."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 32


def install() -> bool:
    """Protect ``None`` if this interpreter/PySide6 pair needs it; returns True if applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _applied
    if leaks_none():
        ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
        _applied = True
    return _applied
