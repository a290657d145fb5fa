"""The real program, started as a player starts it, read the way a screen reader reads it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs the game in a child process

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QAccessible
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from minesweeper_app.__main__ import main

    app = QApplication(sys.argv[:1])
    report = {}

    def names(tree):
        return [tree.child(i).text(QAccessible.Text.Name) for i in range(tree.childCount())]

    def probe(tries=0):
        windows = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow"]
        if not windows:
            QTimer.singleShot(20, lambda: probe(tries + 1))
            return
        window = windows[0]
        tree = QAccessible.queryAccessibleInterface(window.board)
        report["role"] = tree.role().name
        report["before"] = names(tree)
        QTest.keyClick(window.board, Qt.Key.Key_Right)
        QTest.keyClick(window.board, Qt.Key.Key_Down)
        report["focus"] = tree.focusChild().text(QAccessible.Text.Name)
        QTest.keyClick(window.board, Qt.Key.Key_Space)
        wait(window, tree, 0)

    def wait(window, tree, tries):
        after = names(tree)
        if after == report["before"] and tries < 3000:
            QTimer.singleShot(20, lambda: wait(window, tree, tries + 1))
            return
        report["after"] = after
        report["focus_after"] = tree.focusChild().text(QAccessible.Text.Name)
        window.close()

    QTimer.singleShot(0, probe)
    status = main(["minesweeper", "--level", "beginner"])
    print(json.dumps(report))
    sys.exit(status)
    """
)


def test_the_started_game_shows_screen_readers_its_board(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MINESWEEPER_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["role"] == "Table"
    assert len(report["before"]) == 81
    assert all(name.endswith(", covered") for name in report["before"])
    assert report["before"][40] == "row 5, column 5, covered"
    assert report["focus"] == "row 2, column 2, covered"
    opened = [name for name in report["after"] if not name.endswith(", covered")]
    assert len(report["after"]) == 81 and opened, "Space at the cursor opened nothing"
    assert report["focus_after"] in opened
    assert report["focus_after"].startswith("row 2, column 2, ")
