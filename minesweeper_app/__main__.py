"""Entry point: ``python -m minesweeper_app`` or the ``minesweeper`` script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game window (the UI package is imported lazily so the engine stays light)."""
    from minesweeper_app.ui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
