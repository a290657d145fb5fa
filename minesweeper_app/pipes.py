"""Command-line output into a pipe that the reader closes early (``... | head``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def run_piped(main: Callable[[], int]) -> int:
    """Run ``main``; a reader that stops reading is its choice, not our error, so the
    command ends quietly instead of printing a BrokenPipeError traceback."""
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes stdout again at exit; point it at nothing so that flush is quiet.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return status
