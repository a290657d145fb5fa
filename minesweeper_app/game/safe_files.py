"""The two ways the game touches a file it keeps: replace it whole, or move it aside.

Every file the game writes (settings, the kept game, the statistics journal, replays)
is replaced all at once by ``atomic_write``, so a crash or a full disk never leaves a
half-written file; every file it cannot read is moved aside by ``set_aside`` under a
name that says when (``<name>.unreadable-<time>``), never over an older copy, so the
player can still hand it to someone who can repair it.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from pathlib import Path

ASIDE_MARK = ".unreadable-"
"""What a set-aside copy's name holds after the original name."""


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once: never a half-written or empty file.

    Written to a temporary file in the same folder, flushed and synced to the disk, then
    renamed over ``path``; on any error the temporary file is removed and OSError raised
    (a full disk, a read-only folder), and ``path`` keeps its old contents.
    """
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    with contextlib.suppress(OSError):  # the rename itself reaches the disk
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def atomic_copy(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` all at once (OSError names the file that failed)."""
    atomic_write(target, source.read_bytes())


def aside_name(path: Path, when: dt.datetime | None = None) -> Path:
    """A free name beside ``path`` for its set-aside copy (an older copy is never replaced)."""
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}{ASIDE_MARK}{stamp}")
    number = 1
    while os.path.lexists(candidate):
        number += 1
        candidate = path.with_name(f"{path.name}{ASIDE_MARK}{stamp}-{number}")
    return candidate


def set_aside(path: Path) -> Path:
    """Move the unreadable ``path`` aside; the copy's path (OSError if it cannot move)."""
    aside = aside_name(path)
    os.rename(path, aside)
    return aside
