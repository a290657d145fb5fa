"""Entry point: ``python -m minesweeper_app`` or the ``minesweeper`` script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game window (the UI package is imported lazily so the engine stays light)."""
    args = sys.argv if argv is None else argv
    if "--version" in args[1:]:
        return _print_version()
    from minesweeper_app.ui.app import run

    return run(args)


def _print_version() -> int:
    """Answer ``--version`` without importing Qt, so bundle smoke tests need no display."""
    from minesweeper_app import __version__

    print(f"No-guess Minesweeper {__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
