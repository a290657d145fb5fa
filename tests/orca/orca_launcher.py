"""Start Debian's Orca for a test: its own log format, no clash with other Orcas.

Run by the system Python (``/usr/bin/python3``, which has Orca and pyatspi), never by the
project's venv.  It loads ``/usr/bin/orca`` as a module and changes three things before
calling its ``main``:

- the debug log is written line by line, each line stamped with ``time.monotonic()``
  (the same clock in every process of the machine), so a test can credit each sentence
  to the key sent just before it; stock Orca writes the log in 8 KB blocks;
- the process keeps its own name and ignores other Orcas: stock Orca renames itself
  ``orca`` and refuses to start while another ``orca`` of the same user runs, so two
  tests (or a player's own Orca) would stop each other;
- speech stays on, with no speech server behind it: Orca 43.1 decides what to say the
  same way as for a real user and logs it (``SPEECH OUTPUT``), but nothing is sent to
  speech-dispatcher.  With speech switched off (``-d speech``) Orca still logs what it
  says about focus changes but drops every message (``presentMessage`` returns early),
  so a transcript would miss exactly the sentences a player depends on;
- the options come from the command line as usual (``-u DIR -e key-echo ...``).

Usage: ``python3 orca_launcher.py LOGFILE [orca options...]``.
"""

from __future__ import annotations

import sys
import time
from typing import IO, Any

ORCA = "/usr/bin/orca"


class StampedLog:
    """A file-like log: every line Orca writes gets the monotonic time it was written."""

    def __init__(self, path: str) -> None:
        self.file: IO[str] = open(path, "w", buffering=1, encoding="utf-8")  # noqa: SIM115
        self.name = path
        self._partial = ""

    def write(self, text: str) -> int:
        self._partial += text
        while "\n" in self._partial:
            line, self._partial = self._partial.split("\n", 1)
            self.file.write(f"{time.monotonic():.4f} {line}\n")
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self.file.flush()

    def fileno(self) -> int:
        return self.file.fileno()


def main() -> int:
    log_path, args = sys.argv[1], sys.argv[2:]
    sys.argv = [ORCA, *args]
    with open(ORCA, encoding="utf-8") as source:
        code = compile(source.read(), ORCA, "exec")
    cli: dict[str, Any] = {"__name__": "orca_cli", "__file__": ORCA}
    exec(code, cli)  # defines Orca's main() and helpers without running them
    cli["setProcessName"] = lambda name: False
    cli["otherOrcas"] = lambda: []

    from orca import debug, speech  # type: ignore[import-not-found]  # Debian's Orca

    def silent_init() -> None:
        debug.println(debug.LEVEL_INFO, "SPEECH: no speech server (test transcript)", True)

    speech.init = silent_init

    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = StampedLog(log_path)
    return int(cli["main"]() or 0)


if __name__ == "__main__":
    sys.exit(main())
