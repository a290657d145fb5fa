"""Work around PySide6 builds that drop references to ``None``, ``True`` and ``False``.

PySide6 6.12 on CPython 3.11 returns ``None`` from void methods (``QPainter.save``,
``QWidget.update``, ...) and ``True`` from ``Signal.emit`` without taking a reference.
These objects start with a few thousand references, so a few thousand calls (one Expert
repaint, or a few hundred hint presses) drive a count to zero and CPython aborts with
"none_dealloc" / "bool_dealloc".  CPython 3.12+ makes these objects immortal and is
unaffected; there, and when the probe finds no leak, nothing is done.

When the leak is real, the guard gives the three singletons the effectively infinite
reference count that CPython 3.12 gives them.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_applied = False


def leaks_singletons() -> bool:
    """True when a void call or a signal emission takes a reference it never gave."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(64):
        probe.setObjectName("probe")
        probe.ping.emit()
    return (
        sys.getrefcount(None) < none_before - 32 or sys.getrefcount(True) < true_before - 32
    )


def install() -> bool:
    """Protect the singletons if this interpreter/PySide6 pair needs it; True if applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _applied
    if leaks_singletons():
        for singleton in (None, True, False):
            ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
        _applied = True
    return _applied
