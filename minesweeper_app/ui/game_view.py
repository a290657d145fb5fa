"""What the window shows of the game: the controller's ``GameView``, kept apart from commands.

The controller reports (a board is ready, a hint arrived, the game is over); this class
turns each report into widgets, timers and the window's signals.  The main window builds
the widgets and sends the player's commands; it owns this view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, QObject, QTimer

from minesweeper_app.engine import (
    Cell,
    CreationTimeout,
    FlagReport,
    GradeChoice,
    HintRole,
    HintStage,
    choice_name,
)
from minesweeper_app.game import Level, State
from minesweeper_app.game.controller import GameSummary
from minesweeper_app.game.events import GameEvent, ResultSaved
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.i18n import translate
from minesweeper_app.ui import prompts
from minesweeper_app.ui.announce import Speaker
from minesweeper_app.ui.legend import target_roles
from minesweeper_app.ui.panels import chrome_scale, face_for, single_shot_timer, summary_html

if TYPE_CHECKING:
    from minesweeper_app.ui.main_window import MainWindow

BUSY_DELAY_MS = 150
STALE_OVERLAY_MS = 150
"""How long the analysis of the previous position may stay on the board after a move."""


class FontFollower(QObject):
    """The system's font size changed while the game runs: the message area and the
    buttons, which keep sizes of their own, follow it like every other widget."""

    def __init__(self, w: MainWindow) -> None:
        super().__init__(w)
        self.w = w
        w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.w and event.type() == QEvent.Type.FontChange:
            w = self.w
            w.info.follow_font(w.fontMetrics())
            w.buttons.scale_font(w.font(), chrome_scale(w.board.cell_size()))
        return False


class WindowView:
    """The controller's view of ``w``: reports in, widgets and signals out."""

    def __init__(self, w: MainWindow) -> None:
        self.w = w
        self.busy_timer = single_shot_timer(w, BUSY_DELAY_MS)
        self.busy_timer.timeout.connect(self.show_busy)
        self.stale_overlay = single_shot_timer(w, STALE_OVERLAY_MS)
        self.stale_overlay.timeout.connect(lambda: self.w.board.set_probabilities(None))
        self.clock = QTimer(w)
        self.clock.setInterval(250)
        self.clock.timeout.connect(self.update_counters)
        self.help_shown = False
        """Hint or flag-check words are shown: the next move clears them."""
        self.speaker = Speaker(w)
        self.font_follower = FontFollower(w)

    def stop_timers(self) -> None:
        for timer in (self.busy_timer, self.stale_overlay, self.clock):
            timer.stop()

    def show_idle(self) -> None:
        """No board is being made or prepared any more."""
        self.busy_timer.stop()
        self.w.busy.setVisible(False)

    def game_changed(self) -> None:
        start = self.w.game.required_start
        self.w.board.set_highlights({start: HintRole.SAFE} if start is not None else {})
        if self.help_shown:  # the hint's words describe a board that is gone
            self.help_shown = False
            self.set_message("")
        self.refresh()
        if self.w.controller.analysis:
            # Probabilities of the last position stay until the new ones arrive, unless
            # that takes long enough for the old ones to mislead.
            self.stale_overlay.start()

    def show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        self.stale_overlay.stop()
        self.w.board.set_probabilities(probabilities)
        self.w.analysis_shown.emit()

    def creation_started(self) -> None:
        self.busy_timer.start()

    def show_busy(self) -> None:
        if self.w.controller.preparing:
            self.w.busy.setVisible(True)
            self.set_message(translate("Status", "Preparing the board…"))
        elif self.w.game.state is State.CREATING:
            self.w.busy.setVisible(True)
            grade = self.w.controller.grade_choice
            if grade is GradeChoice.ANY:
                text = translate("Status", "Creating a board you can solve without guessing…")
            else:
                text = translate(
                    "Status",
                    "Creating a board you can solve without guessing, of logic grade “{grade}” "
                    "(this may take a while)…",
                ).format(grade=choice_name(grade))
            self.set_message(text)
            self.update_face()

    def board_ready(self) -> None:
        self.busy_timer.stop()
        self.w.busy.setVisible(False)
        self.set_message("")
        start = self.w.game.start_cell
        if start is not None:  # on a board larger than the window, show where it opened
            self.w.fitter.scroll_into_view(self.w.board.cell_rect(start), margin=1 << 20)
        self.clock.start()
        self.w.board_created.emit()

    def creation_error(self, exc: BaseException, start: Cell | None) -> None:
        self.busy_timer.stop()
        self.w.busy.setVisible(False)
        self.set_message("")
        if isinstance(exc, CreationTimeout):
            self.ask_after_timeout(start, exc.alternatives)
            text = "timeout"
        elif isinstance(exc, ValueError):
            text = str(exc)
            self.notify(
                translate("Status", "This board cannot be created: {reason}").format(reason=exc)
            )
        else:
            text = f"{type(exc).__name__}: {exc}"
            self.notify(
                translate(
                    "Status", "Creating the board failed unexpectedly ({error}). Please try again."
                ).format(error=text)
            )
        self.update_face()
        self.w.creation_failed.emit(text)

    def ask_after_timeout(
        self, start: Cell | None, alternatives: tuple[frozenset[Cell], ...] = ()
    ) -> None:
        """Offer to try again, or a smaller mine count only if the creator made such a board."""
        generation = self.w.controller.generation

        def choose(level: Level, retry: bool) -> None:
            if generation != self.w.controller.generation:
                return  # the player moved on to another game meanwhile
            attempt = self.w.controller.attempt + 1 if retry else 0
            self.restart_creation(level, start, attempt)

        self.w.timeout_box = prompts.ask_after_timeout(
            self.w,
            self.w.game.level,
            self.w.controller.last_timeout,
            self.w.controller.grade_choice,
            alternatives,
            choose,
        )

    def restart_creation(self, level: Level, start: Cell | None, attempt: int) -> None:
        self.w.controller.restart_creation(level, start, attempt)
        self.w.settings.set_level(self.w.game.level)
        self.w.board.set_game(self.w.game)
        self.w.menus.show_level(self.w.game.level.key)
        self.refresh()
        self.w.board.setFocus()

    def show_message(self, text: str) -> None:
        self.set_message(text)

    def show_help(
        self, message: str, highlights: Mapping[Cell, HintRole], *, question: bool = False
    ) -> None:
        # "Look at this cell" keeps the answer back: its frame must not give it away.
        mines = None if question else self.w.game.mines
        self.w.board.set_highlights(target_roles(highlights, mines))
        self.set_message(message)
        self.help_shown = True
        self.scroll_to(highlights)

    def scroll_to(self, highlights: Mapping[Cell, HintRole]) -> None:
        """On a board larger than the window, bring the cells the words name into view."""
        if not highlights:
            return
        cells = list(highlights)
        area = self.w.board.cell_rect(cells[0])
        for cell in cells[1:]:
            area = area.united(self.w.board.cell_rect(cell))
        view = self.w.fitter.viewport_size()
        if area.width() > view.width() or area.height() > view.height():
            # Too spread out to show at once: the cell the hint is about comes first.
            targets = [c for c, role in highlights.items() if role is HintRole.TARGET]
            area = self.w.board.cell_rect(targets[0] if targets else cells[0])
        self.w.fitter.scroll_into_view(area, margin=2 * self.w.board.cell_size())

    def hint_arrived(self, stage: HintStage) -> None:
        self.w.hint_shown.emit(stage)

    def flags_arrived(self, report: FlagReport) -> None:
        self.w.flags_checked.emit(report)

    def game_over(self, summary: GameSummary) -> None:
        self.clock.stop()
        self.w.board.set_highlights({})
        self.w.buttons.show_for(self.w.game)
        self.show_summary(summary)
        self.refresh()
        self.w.game_finished.emit(summary.won)

    def loss_explained(self, explanation: LossExplanation) -> None:
        summary = self.w.last_summary
        if summary is not None:
            self.show_summary(summary, explanation)  # the mines stay shown: B for the marks
        self.w.loss_explanation_shown.emit(explanation)

    def game_resumed(self) -> None:
        self.clock.start()

    def board_prepared(self, note: str) -> None:
        self.w.show_new_game(self.w.game.level != self.w.level_shown)
        self.w.announce_start(note)
        self.w.board_prepared_signal.emit()

    def prepare_failed(self, message: str) -> None:
        self.busy_timer.stop()
        self.w.busy.setVisible(False)
        self.notify(message)

    def show_summary(
        self, summary: GameSummary, explanation: LossExplanation | None = None
    ) -> None:
        self.w.info.show_summary(summary_html(summary, explanation, self.w.controller.explaining))
        self.w.last_message = summary.headline

    def set_message(self, text: str) -> None:
        self.w.last_message = text
        self.w.info.show_message(text)
        self.speaker.say(text)

    def notify(self, text: str) -> None:
        self.set_message(text)
        if self.w.show_notices:
            self.w.notice_box = prompts.notice_box(self.w, text)

    def refresh(self) -> None:
        self.update_counters()
        self.update_face()
        self.w.board.refresh()

    def update_counters(self) -> None:
        self.w.top.show_counts(self.w.game.mines_left(), self.w.game.elapsed())

    def update_face(self) -> None:
        self.w.top.show_face(
            face_for(self.w.game, self.w.busy.isVisible(), self.w.board.is_pressing)
        )

    def stats_saving(self, problem: str | None) -> None:
        """The writer could (not) save a result: say so where the player is looking."""
        if not self.w.controller.note_result_saved(problem) and problem is not None:
            self.set_message(problem)

    def on_event(self, event: GameEvent) -> None:
        """The controller's events no ``GameView`` call carries."""
        if isinstance(event, ResultSaved):
            self.show_summary(event.summary, self.w.controller.last_explanation)
