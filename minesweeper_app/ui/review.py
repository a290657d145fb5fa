"""The review window: a finished game step by step, and the solver's own way through it.

The judging is Qt-free (:mod:`minesweeper_app.game.review`); this window shows it, and
says it: the slider keeps the focus (Left, Right, Page Up and Down, Home and End step),
and each step's words become its description, which Orca 43.1 and current Orca both speak
for the focused object.  The
board is the game's own :class:`BoardWidget`, fed positions instead of clicks: each
step shows the board as the player saw it just before the move, the move's cells
marked by what the move was worth, and the words.  "Show the logic" swaps the
player's moves for the solver's deductions on the same board.

Both the review and the logic path may take seconds on a large board, so they are
worked out on a thread of their own; the window says so meanwhile and stays usable.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import Board, BoardLayout, Cell, HintRole
from minesweeper_app.game import Game, Move, PositionView, State
from minesweeper_app.game.review import (
    GameReview,
    LogicStep,
    MoveKind,
    MoveReview,
    logic_path,
    logic_start,
    review_game,
)
from minesweeper_app.game.wording import format_cell
from minesweeper_app.i18n import translate
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.retranslate import live_text
from minesweeper_app.ui.review_texts import move_html, plain, summary_html
from minesweeper_app.ui.workers import BackgroundJobs

KIND_ROLES = {
    MoveKind.FIRST: HintRole.TARGET,
    MoveKind.FORCED: HintRole.TARGET,
    MoveKind.GUESS: HintRole.AREA,
    MoveKind.MISTAKE: HintRole.WRONG_FLAG,
    MoveKind.OTHER: HintRole.CLUE,
}
"""How a move's cells are marked: the hint colours, so green means proven as in a hint."""


_POOL: QThreadPool | None = None


def _pool() -> QThreadPool:
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


class ReviewWindow(QDialog):
    """Step through a finished game with a slider or the arrow keys."""

    review_ready = Signal()
    logic_ready = Signal()
    progress = Signal(int, int)  # moves judged, moves: from the review's thread

    def __init__(
        self,
        board_layout: BoardLayout,
        moves: Sequence[Move],
        *,
        clicks: int | None = None,
        title: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        live_text(
            self,
            "setWindowTitle",
            lambda: (
                translate("Review", "Game review – {title}").format(title=title)
                if title
                else translate("Review", "Game review")
            ),
        )
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.board_layout = board_layout
        self.mines = board_layout.mines
        self.moves = list(moves)
        self.review: GameReview | None = None
        self.logic: list[LogicStep] | None = None
        self.problem = ""
        self._logic_start: Board | None = None
        self.jobs = BackgroundJobs(self, _pool())

        self._shown = PositionView(logic_start(board_layout))

        layout = QVBoxLayout(self)
        self.summary_label = QLabel(translate("Review", "Reviewing the game…"))
        self.summary_label.setObjectName("review_summary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary_label)

        self.board = BoardWidget()
        self.board.set_rulers("always")
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Shown, not played: clicks on it do nothing (tooltips still name the cells).
        self.board.set_game(self._shown)
        layout.addWidget(self.board, 1)

        row = QHBoxLayout()
        self.back_button = QPushButton("◀")
        self.back_button.setToolTip(translate("Review", "Previous step (Left)"))
        self.back_button.setAccessibleName(self.back_button.toolTip())
        self.back_button.clicked.connect(lambda: self.step_by(-1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("review_slider")
        self.slider.setRange(0, 0)
        self.slider.setPageStep(10)
        self.slider.setAccessibleName(translate("Review", "Step"))
        self.slider.valueChanged.connect(self._show_step)
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(translate("Review", "Next step (Right)"))
        self.next_button.setAccessibleName(self.next_button.toolTip())
        self.next_button.clicked.connect(lambda: self.step_by(1))
        self.step_label = QLabel()
        self.step_label.setMinimumWidth(110)
        row.addWidget(self.back_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.step_label)
        layout.addLayout(row)

        self.words_label = QLabel()
        self.words_label.setObjectName("review_words")
        self.words_label.setWordWrap(True)
        self.words_label.setTextFormat(Qt.TextFormat.RichText)
        self.words_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.words_label.setMinimumHeight(4 * self.fontMetrics().lineSpacing())
        self.words_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.words_label)

        buttons = QHBoxLayout()
        self.missed_button = QPushButton(translate("Review", "First unproven move"))
        self.missed_button.setEnabled(False)
        self.missed_button.clicked.connect(self.go_to_first_missed)
        self.logic_box = QCheckBox(
            translate("Review", "Show the logic (the solver's way through this board)")
        )
        self.logic_box.toggled.connect(self.set_logic_mode)
        close = QPushButton(translate("Review", "Close"))
        close.clicked.connect(self.close)
        buttons.addWidget(self.missed_button)
        buttons.addWidget(self.logic_box)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        for w in (self.back_button, self.next_button, self.missed_button, self.logic_box, close):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setFocus()
        self.resize(
            max(480, min(1200, 28 * board_layout.width + 80)),
            max(420, min(900, 28 * board_layout.height + 260)),
        )

        mv = self.moves
        self.last_progress: tuple[int, int] | None = None
        """The moves judged, as last shown: (done, total)."""
        self.progress.connect(self._show_progress)
        report = self.progress.emit
        self._run(
            lambda cancel: review_game(
                board_layout, mv, clicks=clicks, cancel=cancel, progress=report
            ),
            self._review_arrived,
        )

    # ------------------------------------------------------------ jobs
    def _run(self, call: Callable[[Callable[[], bool]], Any], done: Callable[[Any], None]) -> None:
        self.jobs.start(call, done, self._job_failed)

    @Slot(int, int)
    def changeEvent(self, event: QEvent) -> None:
        """Options > Language while the review is open: its words are made again."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.review is not None:
                self.summary_label.setText(summary_html(self.review))
            self._show_step(self.step)
        super().changeEvent(event)

    def _show_progress(self, done: int, total: int) -> None:
        self.last_progress = (done, total)
        if self.review is None and not self.problem:
            self.summary_label.setText(
                translate("Review", "Reviewing the game… move {move} of {total}").format(
                    move=done + 1, total=total
                )
            )

    @Slot(object)
    def _job_failed(self, exc: object) -> None:
        self.problem = translate("Statistics", "This game cannot be reviewed: {reason}").format(
            reason=exc
        )
        self.summary_label.setText(html.escape(self.problem))

    @Slot(object)
    def _review_arrived(self, review: GameReview) -> None:
        self.review = review
        self.missed_button.setEnabled(review.first_missed is not None)
        self.summary_label.setText(summary_html(review))
        if not self.logic_box.isChecked():
            self.slider.setRange(0, len(review.moves))
            self.slider.setValue(0)
            self._show_step(0)
        self.review_ready.emit()

    @Slot(object)
    def _logic_arrived(self, steps: list[LogicStep]) -> None:
        self.logic = steps
        if self.logic_box.isChecked():
            self.slider.setRange(0, len(steps))
            self.slider.setValue(0)
            self._show_step(0)
        self.logic_ready.emit()

    def wait_for_jobs(self, msecs: int = 30_000) -> bool:
        """Tests and scripts: block until the review (and logic) work is done."""
        return bool(_pool().waitForDone(msecs))

    # ------------------------------------------------------------ navigation
    def step_by(self, delta: int) -> None:
        self.slider.setValue(self.slider.value() + delta)

    def go_to_first_missed(self) -> None:
        if self.review is not None and self.review.first_missed is not None:
            self.logic_box.setChecked(False)
            self.slider.setValue(self.review.first_missed)

    def set_logic_mode(self, on: bool) -> None:
        """Show the solver's deductions instead of the player's moves."""
        if on and self.logic is None:
            if self._logic_start is None:
                self._logic_start = logic_start(self.board_layout)
                played = self.board_layout
                self._run(
                    lambda cancel: list(logic_path(played, cancel=cancel)), self._logic_arrived
                )
            self.slider.setRange(0, 0)
            self._set_board(self._logic_start, {})
            self.words_label.setText(
                translate("Review", "Working out the solver's way through this board…")
            )
            self.step_label.setText("")
            return
        steps = self.logic if on else (self.review.moves if self.review else None)
        self.slider.setRange(0, len(steps) if steps is not None else 0)
        self.slider.setValue(0)
        self._show_step(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_PageUp: -10,
            Qt.Key.Key_PageDown: 10,
        }
        key = Qt.Key(event.key())
        if key in keys:
            self.step_by(keys[key])
        elif key == Qt.Key.Key_Home:
            self.slider.setValue(0)
        elif key == Qt.Key.Key_End:
            self.slider.setValue(self.slider.maximum())
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------ display
    @property
    def step(self) -> int:
        return self.slider.value()

    @property
    def position(self) -> Board:
        """The board shown now (cell values, as the player saw them)."""
        return self._shown.values.copy()

    def _set_board(self, values: Board, marks: dict[Cell, HintRole], *, lost: bool = False) -> None:
        """Show ``values``; ``lost``: the end of a lost game, its mines and wrong flags
        shown as at the loss (a wrong flag looked like any flag)."""
        state, mines = (State.LOST, self.mines) if lost else (State.PLAYING, None)
        self._shown = PositionView(values, state, mines=mines)
        self.board.set_game(self._shown)
        self.board.set_highlights(marks)

    def _show_step(self, k: int) -> None:
        if self.logic_box.isChecked():
            self._show_logic_step(k)
        elif self.review is not None:
            self._show_move_step(k)
        else:
            return
        self.say(f"{self.step_label.text()}. {plain(self.words_label.text())}")

    def say(self, text: str) -> None:
        """Give ``text`` to a screen reader as the focused slider's description (emptied
        first: the same words again are still a change); words it holds already are
        not sent again (the review arriving after the focus would say them twice)."""
        if text == self.slider.accessibleDescription():
            return
        self.slider.setAccessibleDescription("")
        self.slider.setAccessibleDescription(text)

    def _show_move_step(self, k: int) -> None:
        review = self.review
        assert review is not None
        n = len(review.moves)
        if k >= n:
            self._set_board(review.position(n), {}, lost=not review.won)
            self.step_label.setText(translate("Review", "End (%n move(s))", None, n))
            self.words_label.setText(html.escape(review.summary()))
            return
        m = review.moves[k]
        marks = self.move_marks(m, k == review.first_missed)
        self._set_board(m.before, marks)
        self.step_label.setText(
            translate("Review", "Move {number} of {count}").format(number=k + 1, count=n)
        )
        self.words_label.setText(move_html(m, k == review.first_missed, review))

    def move_marks(self, m: MoveReview, first_missed: bool = False) -> dict[Cell, HintRole]:
        """The cells a move is about, by hint role; a missed forced move also shows what
        was provable then (green): at the first one, the easiest deduction and its clues."""
        marks: dict[Cell, HintRole] = {}
        review = self.review
        if first_missed and review is not None and review.missed_step_cell is not None:
            marks = {c: HintRole.CLUE for c in review.missed_step_clues}
            marks[review.missed_step_cell] = HintRole.TARGET
        elif m.missed_forced:
            for cell in sorted(m.safe_available | m.mines_available)[:12]:
                marks[cell] = HintRole.TARGET
        role = KIND_ROLES[m.kind]
        for cell in m.targets or {m.move.cell}:
            marks[cell] = role
        return marks

    def _show_logic_step(self, k: int) -> None:
        steps = self.logic
        if steps is None:
            return
        n = len(steps)
        if k >= n:
            final = steps[-1].after if steps else self._logic_start
            assert final is not None
            self._set_board(final, {})
            self.step_label.setText(translate("Review", "End (%n step(s))", None, n))
            self.words_label.setText(
                translate("Review", "The solver is through: every safe cell is open.")
                if n and (final >= 0).sum() == final.size - len(self.mines)
                else translate("Review", "Nothing more can be proven from here.")
            )
            return
        step = steps[k]
        before = self._logic_start if k == 0 else steps[k - 1].after
        assert before is not None
        marks = {c: HintRole.CLUE for c in step.clues}
        marks[step.cell] = HintRole.TARGET
        self._set_board(before, marks)
        self.step_label.setText(
            translate("Review", "Step {number} of {count}").format(number=k + 1, count=n)
        )
        if step.is_mine:
            verdict = translate("Review", "A mine: {cell}")
        else:
            verdict = translate("Review", "Safe: {cell}")
        verdict = html.escape(verdict.format(cell=format_cell(step.cell)))
        how = translate("Review", "(with the mine count)") if step.uses_mine_count else ""
        self.words_label.setText(
            f"<b>{verdict}</b> {html.escape(how)}<br>" + html.escape(step.text)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.jobs.drop_all()
        super().closeEvent(event)


def open_review(
    parent: QWidget | None,
    layout: BoardLayout,
    moves: Sequence[Move],
    *,
    clicks: int | None = None,
    title: str = "",
) -> ReviewWindow:
    """Show the review of a finished game (non-modal); the entry point for any finished game."""
    window = ReviewWindow(layout, moves, clicks=clicks, title=title, parent=parent)
    window.show()
    return window


def review_finished_game(parent: QWidget | None, game: Game) -> ReviewWindow | None:
    """The review of ``game`` if it is finished on a known board (None otherwise)."""
    layout = game.layout
    if not game.finished or layout is None:
        return None
    return open_review(parent, layout, game.moves, clicks=game.clicks, title=game.level.title)


__all__ = ["KIND_ROLES", "ReviewWindow", "open_review", "review_finished_game"]
