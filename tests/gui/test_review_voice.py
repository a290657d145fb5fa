"""The review for a listener: the slider keeps the focus and each step's move, its
judgement and its words become the slider's description (what Orca speaks for the
focused object); the summary has no dashes; the step buttons have names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from minesweeper_app.game.review_words import kind_name
from tests.gui.a11y_helpers import Listener
from tests.gui.test_review_window import _dialog, _open


def test_each_review_step_is_said_with_its_judgement(
    qtbot: Any, tmp_path: Path, listener: Listener
) -> None:
    window = _open(qtbot, _dialog(qtbot, tmp_path))
    review = window.review
    assert review is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: window.slider.hasFocus())
    slider = QAccessible.queryAccessibleInterface(window.slider)
    assert slider.text(QAccessible.Text.Name) == "Step"
    n = len(review.moves)
    for k in range(1, n + 1):
        listener.clear()
        qtbot.keyClick(window.slider, Qt.Key.Key_Right)
        said = slider.text(QAccessible.Text.Description)
        changes = listener.of(QAccessible.Event.DescriptionChanged)
        assert changes, f"step {k}: no description change"
        if k < n:
            move = review.moves[k]
            assert said.startswith(f"Move {k + 1} of {n}. {kind_name(move.kind.value)}. "), said
        else:
            assert said.startswith(f"End ({n} moves). {review.summary()}"), said
        assert "·" not in said and "<" not in said, said
    assert "—" not in window.summary_label.text()
    names = [
        QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name)
        for b in (window.back_button, window.next_button)
    ]
    assert names == ["Previous step (Left)", "Next step (Right)"]
