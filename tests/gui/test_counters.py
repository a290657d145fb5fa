"""Issue 26, point 8: seven-segment counters and a face on a raised square, in both themes."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from minesweeper_app.ui.window.counter import LIT, UNLIT, SevenSegment


def _middle_bar(counter: SevenSegment, digit: int) -> QColor:
    """The colour at the centre of segment g (the middle bar) of digit 0, 1 or 2."""
    image = counter.grab().toImage()
    width = image.width()
    x = int(width * (0.2 + 0.3 * digit))
    return image.pixelColor(x, image.height() // 2)


def test_segments_light_as_the_digits_say(qtbot: Any) -> None:
    counter = SevenSegment("mines_label", "Mines left")
    qtbot.addWidget(counter)
    counter.set_scale(2.0)
    counter.setText("818")
    counter.show()
    lit = [_middle_bar(counter, i) for i in range(3)]
    assert lit[0] == LIT and lit[2] == LIT, "8 has its middle bar"
    assert lit[1] == UNLIT, "1 has not: it shows only faintly"
    counter.setText("-07")
    assert counter.text() == "-07" and _middle_bar(counter, 0) == LIT


def test_the_window_counters_and_face_follow_the_board(qtbot: Any, make_window) -> None:
    win = make_window()
    assert win.mines_label.text() == "010" and win.time_label.text() == "000"
    for theme in ("light", "dark"):
        win.set_theme(theme)
        look = win.board.palette_in_use()
        assert look.covered in win.face_button.styleSheet()
        corner = win.mines_label.grab().toImage().pixelColor(6, 6)
        assert corner.lightness() < 40, "a display is dark in either theme"


def test_the_mine_counter_shows_every_digit_of_a_big_level(qtbot: Any, make_window) -> None:
    """Issue 34, point 2: 128x128 with 5000 mines read 000, 99x99 with 2999 read 999."""
    from minesweeper_app.game import BEGINNER, custom_level

    win = make_window()
    for level, shown in (
        (custom_level(128, 128, 5000), "5000"),
        (custom_level(99, 99, 2999), "2999"),
    ):
        win.new_game(level)
        assert win.mines_label.text() == shown
        assert win.mines_label.digits() == len(shown)
        # The first digit is drawn: "5" and "2" both light the top bar (segment a).
        image = win.mines_label.grab().toImage()
        width = image.width() / len(shown)
        top = image.pixelColor(int(width * 0.5), int(image.height() * 0.2))
        assert top == LIT, f"the first digit of {shown} is not drawn"
        assert win.mines_label.width() >= win.time_label.width() * len(shown) // 3 - 1
    win.new_game(BEGINNER)
    assert win.mines_label.text() == "010" and win.mines_label.digits() == 3
