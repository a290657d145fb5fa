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

    def cells(tree):  # (the table's children count its hidden headers too)
        children = [tree.child(i) for i in range(tree.childCount())]
        return [c for c in children if c.role() == QAccessible.Role.Cell]

    def names(tree):
        return [cell.text(QAccessible.Text.Name) for cell in cells(tree)]

    def focused(tree):
        return next((c.text(QAccessible.Text.Name) for c in cells(tree) if c.state().focused), None)

    def probe(tries=0):
        windows = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow"]
        if not windows:
            QTimer.singleShot(20, lambda: probe(tries + 1))
            return
        window = windows[0]
        tree = QAccessible.queryAccessibleInterface(window.board.access.face)
        report["role"] = tree.role().name
        report["before"] = names(tree)
        window.activateWindow()  # (a cell is focused while the board has the focus)
        window.board.setFocus()
        keys(window, tree, 0)

    def keys(window, tree, tries):
        modal = app.activeModalWidget()  # the first start's welcome, as Escape closes it
        if modal is not None:
            modal.reject()
            window.activateWindow()
            window.board.setFocus()
        if not window.board.hasFocus() and tries < 500:
            QTimer.singleShot(20, lambda: keys(window, tree, tries + 1))
            return
        QTest.keyClick(window.board, Qt.Key.Key_Right)
        QTest.keyClick(window.board, Qt.Key.Key_Down)
        report["focus"] = focused(tree)
        QTest.keyClick(window.board, Qt.Key.Key_Space)
        wait(window, tree, 0)

    def wait(window, tree, tries):
        after = names(tree)
        if after == report["before"] and tries < 3000:
            QTimer.singleShot(20, lambda: wait(window, tree, tries + 1))
            return
        report["after"] = after
        report["focus_after"] = focused(tree)
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
