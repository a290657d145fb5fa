"""The replay player: a replay's board with the pointer's path, played at a chosen speed.

Everything is worked out when the file opens (:class:`~minesweeper_app.game.replays.
playback.Playback`); a frame only looks its time up, repaints the cells that changed and
the pointer's trail, and rewrites the counters, so the player keeps its frame rate on
any board.  The board is the game's own :class:`BoardWidget`, fed positions, not clicks.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import COVERED, Board
from minesweeper_app.game import PositionView, State
from minesweeper_app.game.replays import ReplayFile
from minesweeper_app.game.replays.playback import SPEEDS, Counters, Playback, PlayerClock
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, number, translate
from minesweeper_app.ui import replay_voice
from minesweeper_app.ui.announce import announce
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.retranslate import live_text

FRAME_MS = 20
"""50 frames a second."""
TRAIL = 60
"""Mouse events drawn as the pointer's recent path."""


class ReplayBoard(BoardWidget):
    """A board that only shows: positions come from the replay; the pointer is drawn on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.trail: npt.NDArray[np.float64] = np.empty((0, 2))
        self._trail_rect = QRect()

    def set_trail(self, trail: npt.NDArray[np.float64]) -> None:
        """The pointer's recent positions in cells (row, column); the last one is the pointer."""
        self.trail = trail
        rect = self._trail_bounds()
        self.update(rect.united(self._trail_rect))
        self._trail_rect = rect

    def _points(self) -> list[QPointF]:
        geo = self.geometry_of_cells()
        return [QPointF(geo.x + c * geo.cell, geo.y + r * geo.cell) for r, c in self.trail]

    def _trail_bounds(self) -> QRect:
        points = self._points()
        if not points:
            return QRect()
        xs, ys = [p.x() for p in points], [p.y() for p in points]
        pad = 12
        return QRect(
            int(min(xs)) - pad,
            int(min(ys)) - pad,
            int(max(xs) - min(xs)) + 2 * pad,
            int(max(ys) - min(ys)) + 2 * pad,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        points = self._points()
        if not points:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(1, len(points)):
            alpha = int(40 + 200 * i / len(points))
            p.setPen(QPen(QColor(33, 150, 243, alpha), 2))
            p.drawLine(points[i - 1], points[i])
        tip = points[-1]
        p.setPen(QPen(QColor(255, 255, 255), 2))
        p.setBrush(QColor(213, 0, 0))
        p.drawEllipse(tip, 5, 5)
        p.end()

    # Shown, not played.
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()


def _number(value: float | None, digits: int = 3) -> str:
    """A measure as the player's language writes numbers ("0,812" in German)."""
    return "—" if value is None else number(value, digits)


COUNTERS = (
    ("time", QT_TRANSLATE_NOOP("Replays", "Time")),
    ("bbbv", QT_TRANSLATE_NOOP("Replays", "3BV")),
    ("bbbv_s", QT_TRANSLATE_NOOP("Replays", "3BV/s")),
    ("clicks", QT_TRANSLATE_NOOP("Replays", "Clicks (L/R/D)")),
    ("ioe", QT_TRANSLATE_NOOP("Replays", "IOE")),
    ("rqp", QT_TRANSLATE_NOOP("Replays", "RQP")),
    ("zini", QT_TRANSLATE_NOOP("Replays", "ZiNi")),
    ("stnb", QT_TRANSLATE_NOOP("Replays", "STNB")),
    ("corr", QT_TRANSLATE_NOOP("Replays", "Correctness")),
    ("thrp", QT_TRANSLATE_NOOP("Replays", "Throughput")),
    ("path", QT_TRANSLATE_NOOP("Replays", "Path")),
)


def counter_texts(c: Counters) -> dict[str, str]:
    """The counters as the player shows them."""
    return {
        "time": translate("Summary", "{seconds} s").format(seconds=number(c.seconds, 2)),
        "bbbv": f"{c.solved} / {c.bbbv}",
        "bbbv_s": _number(c.bbbv_s),
        "clicks": f"{c.left + c.right + c.double} ({c.left}/{c.right}/{c.double})",
        "ioe": _number(c.ioe),
        "rqp": _number(c.rqp),
        "zini": "—" if c.zini is None else str(c.zini),
        "stnb": _number(c.stnb, 1),
        "corr": _number(c.corr),
        "thrp": _number(c.thrp),
        "path": translate("Replays", "{pixels} px").format(pixels=number(c.path)),
    }


def _replay_info(replay: ReplayFile) -> str:
    result = (
        translate("Replays", "won") if replay.completed else translate("Replays", "not finished")
    )
    return translate(
        "Replays",
        "{player} · {width}x{height}, {mines} mines · {seconds} s, {result} · "
        ".{format} ({software})",
    ).format(
        player=replay.player or translate("Replays", "unknown player"),
        width=replay.width,
        height=replay.height,
        mines=len(replay.mines),
        seconds=number(replay.seconds, 2),
        result=result,
        format=replay.format,
        software=replay.software or translate("Replays", "unknown program"),
    )


class ReplayPlayer(QDialog):
    """Play, pause, seek and step through one replay; Review judges its moves exactly."""

    frame_shown = Signal()

    def __init__(self, playback: Playback, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        replay = playback.replay
        self.playback = playback
        self.clock = PlayerClock(playback)
        self.review_window: QDialog | None = None
        live_text(
            self,
            "setWindowTitle",
            lambda: translate("Replays", "Replay – {name}").format(name=replay.path.name),
        )
        self._shown = PositionView(np.full((replay.height, replay.width), COVERED, np.int8))
        self._shown_position: Board | None = None
        self._event = -2

        layout = QVBoxLayout(self)
        self.info_label = QLabel()
        live_text(self.info_label, "setText", lambda: _replay_info(replay))
        self.info_label.setWordWrap(True)
        layout.addWidget(self.info_label)
        if playback.problem:
            note = QLabel(
                translate("Replays", "The board stops following this replay: {problem}").format(
                    problem=playback.problem
                )
            )
            note.setWordWrap(True)
            layout.addWidget(note)

        middle = QHBoxLayout()
        self.board = ReplayBoard()
        self.board.set_game(self._shown)
        middle.addWidget(self.board, 1)
        grid = QGridLayout()
        self.counter_labels: dict[str, QLabel] = {}
        for row, (key, title) in enumerate(COUNTERS):
            grid.addWidget(QLabel(translate("Replays", title)), row, 0)
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("0000 (000/000/000)"))
            grid.addWidget(value, row, 1)
            self.counter_labels[key] = value
        grid.setRowStretch(len(COUNTERS), 1)
        middle.addLayout(grid)
        layout.addLayout(middle, 1)

        controls = QHBoxLayout()
        self.back_button = QPushButton("◀")
        self.back_button.setToolTip(
            translate("Replays", "Previous click (Left; Shift+Left: previous mouse event)")
        )
        self.back_button.clicked.connect(lambda: self.step(forward=False))
        self.play_button = QPushButton(translate("Replays", "Play"))
        self.play_button.setToolTip(translate("Replays", "Play or pause (Space)"))
        self.play_button.clicked.connect(self.toggle_play)
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(
            translate("Replays", "Next click (Right; Shift+Right: next mouse event)")
        )
        self.next_button.clicked.connect(lambda: self.step(forward=True))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(1, round(playback.duration * 1000)))
        self.slider.setPageStep(5000)
        self.slider.setMinimumWidth(120)  # (the controls beside it must not squeeze it away)
        self.slider.valueChanged.connect(lambda ms: self.seek(ms / 1000))
        self.time_label = QLabel()
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(f"{speed:g}x", speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(
            lambda i: self.clock.set_speed(float(self.speed_box.itemData(i)))
        )
        self.review_button = QPushButton(translate("Replays", "Review…"))
        self.review_button.setToolTip(
            translate("Replays", "Judge every click: forced by logic, a guess, or a mistake")
        )
        self.review_button.clicked.connect(self.open_review)
        # Arrows drawn as text would be read as "black left-pointing triangle".
        self.back_button.setAccessibleName(translate("Replays", "Previous click"))
        self.next_button.setAccessibleName(translate("Replays", "Next click"))
        self.slider.setAccessibleName(translate("Replays", "Replay time"))
        self.review_button.setEnabled(replay.start is not None)
        for button in (self.back_button, self.play_button, self.next_button):
            controls.addWidget(button)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.time_label)
        # On Linux a combo box's accessible name is its value: a label names it.
        speed_label = QLabel(translate("Replays", "Speed:"))
        speed_label.setBuddy(self.speed_box)
        controls.addWidget(speed_label)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.review_button)
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Left and Right step the replay (the slider would take them: a millisecond a press).
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board.setFocus()  # it passes the keys on to this window
        layout.addLayout(controls)

        cell = max(12, min(24, 1100 // replay.width, 640 // replay.height))
        self.resize(replay.width * cell + 300, replay.height * cell + 150)
        self._elapsed = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.show_frame()

    # ------------------------------------------------------------ playing
    def toggle_play(self) -> None:
        """Play or pause, and say which (a listener hears where it stopped)."""
        if self.clock.playing:
            self.pause()
        else:
            self.play()
        self.say(replay_voice.playing(self.playback, self.clock.seconds, self.clock.playing))

    def say(self, text: str) -> None:
        """Tell a screen reader ``text`` (through the board's focused cell)."""
        announce(self, text)

    def play(self) -> None:
        self.clock.play()
        self._elapsed.start()
        self.timer.start()
        self.play_button.setText(translate("Replays", "Pause"))

    def pause(self) -> None:
        self.clock.pause()
        self.timer.stop()
        self.play_button.setText(translate("Replays", "Play"))

    def _tick(self) -> None:
        self.clock.advance(self._elapsed.restart() / 1000)
        if not self.clock.playing:
            self.pause()
        self.show_frame()

    def seek(self, seconds: float) -> None:
        self.clock.seek(seconds)
        self.show_frame()

    def step(self, forward: bool, *, clicks_only: bool = True) -> None:
        """One event on or back; a listener hears where it is and what the step did."""
        self.pause()
        before = self.clock.seconds
        self.clock.step(forward, clicks_only=clicks_only)
        self.show_frame()
        self.say(replay_voice.step_said(self.playback, before, self.clock.seconds))

    def set_speed(self, speed: float) -> None:
        self.speed_box.setCurrentIndex(SPEEDS.index(speed))

    def changeEvent(self, event: QEvent) -> None:
        """After a language change the counters and times are written again, the new
        language's way (their numbers are filled in, so no catalogue holds them whole)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._event = -2
            self.show_frame()

    # ------------------------------------------------------------ drawing
    def show_frame(self) -> None:
        """Draw the replay at the clock's time: board, pointer, counters, time line."""
        playback, seconds = self.playback, self.clock.seconds
        event = playback.event_at(seconds)
        if event != self._event:
            self._event = event
            position = playback.position(event)
            if position is not self._shown_position:
                self._show_position(position, playback.lost_at(event))
            self.board.set_trail(playback.trail(event, TRAIL))
            for key, text in counter_texts(playback.counters(seconds)).items():
                label = self.counter_labels[key]
                label.setText(text)
                # A dash would be read as "em dash": a screen reader gets the word.
                name = translate("Statistics", "none") if text == "—" else ""
                if label.accessibleName() != name:
                    label.setAccessibleName(name)
        else:
            shown = number(min(seconds, playback.duration), 2)
            self.counter_labels["time"].setText(
                translate("Summary", "{seconds} s").format(seconds=shown)
            )
        self.time_label.setText(
            translate("Summary", "{seconds} s").format(
                seconds=f"{number(seconds, 2)} / {number(playback.duration, 2)}"
            )
        )
        self.slider.blockSignals(True)
        self.slider.setValue(round(seconds * 1000))
        self.slider.blockSignals(False)
        self.frame_shown.emit()

    def _show_position(self, position: Board, lost: bool) -> None:
        self._shown_position = position
        mines = self.playback.replay.mines if lost else None
        self._shown = PositionView(position, State.LOST if lost else State.PLAYING, mines=mines)
        self.board.set_game(self._shown)

    def shown_board(self) -> Board:
        """The cell values on the board now (tests and screenshots)."""
        return self._shown.values.copy()

    # ------------------------------------------------------------ review and keys
    def open_review(self) -> QDialog | None:
        """The exact review of this replay's clicks, worked out on a thread of its own."""
        from minesweeper_app.ui.review import open_review

        replay = self.playback.replay
        layout = replay.layout
        if layout is None:
            return None
        self.pause()
        self.review_window = open_review(
            self,
            layout,
            replay.moves,
            clicks=replay.left + replay.right + replay.double,
            title=replay.path.name,
        )
        return self.review_window

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space:
            self.toggle_play()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            # Shift: every mouse event, the pointer's moves too; else click by click.
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.step(forward=key == Qt.Key.Key_Right, clicks_only=not shift)
        elif key == Qt.Key.Key_T:
            self.say(replay_voice.position(self.playback, self.clock.seconds))
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
