"""Qt's own warnings, minus the offscreen platform's noise.

Qt's offscreen platform (CI, ``--self-test``, ``--screenshot``) warns "This plugin does not
support propagateSizeHints()" for every window it sizes: ten lines per self-test that say
nothing a player or a CI log needs. Every other message passes on as Qt would print it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


def _handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message.strip() == OFFSCREEN_NOISE:
        return
    category = context.category
    prefix = f"{category}: " if category and category != "default" else ""
    sys.stderr.write(f"{prefix}{message}\n")
    sys.stderr.flush()


def filter_offscreen_noise() -> None:
    """Install the filter (once per process; later calls change nothing)."""
    qInstallMessageHandler(_handler)
