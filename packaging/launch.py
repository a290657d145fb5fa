"""Bundle entry script: PyInstaller needs a top-level script, the game starts in ``__main__``."""

import sys

from minesweeper_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
