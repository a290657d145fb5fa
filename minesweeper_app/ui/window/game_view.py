"""What the window shows of the game: the controller's ``GameView``, kept apart from commands.

The controller reports (a board is ready, a hint arrived, the game is over); this class
turns each report into widgets, timers and the window's signals.  The main window builds
the widgets and sends the player's commands; it owns this view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QMainWindow, QMessageBox, QProgressBar

from minesweeper_app.engine import (
    Cell,
    CreationTimeout,
    FlagReport,
    GradeChoice,
    HintRole,
    HintStage,
)
from minesweeper_app.game import Game, Level, State
from minesweeper_app.game.events import GameEvent, ResultSaved
from minesweeper_app.game.flow.controller import GameController, GameSummary
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.game.wording import Words, again
from minesweeper_app.game.wording.grades import choice_name
from minesweeper_app.game.wording.problems import problem_text
from minesweeper_app.i18n import translate
from minesweeper_app.ui import prompts
from minesweeper_app.ui.announce import Speaker
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.legend import target_roles
from minesweeper_app.ui.settings import Options, Settings
from minesweeper_app.ui.window.fit import WindowFitter
from minesweeper_app.ui.window.menus import WindowMenus
from minesweeper_app.ui.window.panels import (
    ButtonRow,
    InfoArea,
    TopBar,
    chrome_scale,
    face_for,
    single_shot_timer,
    summary_html,
)


class ViewParts(Protocol):
    """What the controller's view uses of the window beside the QMainWindow itself: its
    widgets, the signals tests and the scripted player wait for, and where it keeps the
    last message and the open message boxes."""

    last_message: str
    notice_box: QMessageBox | None
    timeout_box: QMessageBox | None

    @property
    def board(self) -> BoardWidget: ...
    @property
    def busy(self) -> QProgressBar: ...
    @property
    def buttons(self) -> ButtonRow: ...
    @property
    def info(self) -> InfoArea: ...
    @property
    def top(self) -> TopBar: ...
    @property
    def fitter(self) -> WindowFitter: ...
    @property
    def menus(self) -> WindowMenus: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def options(self) -> Options: ...
    @property
    def controller(self) -> GameController: ...
    @property
    def game(self) -> Game: ...
    @property
    def level_shown(self) -> Level: ...
    @property
    def last_summary(self) -> GameSummary | None: ...
    @property
    def show_notices(self) -> bool: ...
    @property
    def board_created(self) -> SignalInstance: ...
    @property
    def hint_shown(self) -> SignalInstance: ...
    @property
    def flags_checked(self) -> SignalInstance: ...
    @property
    def game_finished(self) -> SignalInstance: ...
    @property
    def creation_failed(self) -> SignalInstance: ...
    @property
    def loss_explanation_shown(self) -> SignalInstance: ...
    @property
    def board_prepared_signal(self) -> SignalInstance: ...
    @property
    def analysis_shown(self) -> SignalInstance: ...
    def show_new_game(self, level_changed: bool) -> None: ...
    def announce_start(self, text: str) -> None: ...


BUSY_DELAY_MS = 150
STALE_OVERLAY_MS = 150
"""How long the analysis of the previous position may stay on the board after a move."""


class FontFollower(QObject):
    """The system's font size changed while the game runs: the message area and the
    buttons, which keep sizes of their own, follow it like every other widget."""

    def __init__(self, w: QMainWindow, parts: ViewParts) -> None:
        super().__init__(w)
        self.w = w
        self.parts = parts
        w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.w and event.type() == QEvent.Type.FontChange:
            w, parts = self.w, self.parts
            parts.info.follow_font(w.fontMetrics())
            parts.buttons.scale_font(w.font(), chrome_scale(parts.board.cell_size()))
        return False


class LanguageFollower(QObject):
    """Options > Language changed the language while the game runs: the texts the view
    made from data (the message, the summary) are made again (``WindowView.language_changed``);
    whole sentences are translated again by ``ui.retranslate``."""

    def __init__(self, w: QMainWindow, changed: Callable[[], None]) -> None:
        super().__init__(w)
        self.w = w
        self.changed = changed
        w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.w and event.type() == QEvent.Type.LanguageChange:
            self.changed()
        return False


class WindowView:
    """The controller's view of ``w``: reports in, widgets and signals out."""

    def __init__(self, w: QMainWindow, parts: ViewParts) -> None:
        self.w = w
        self.parts = parts
        self.busy_timer = single_shot_timer(w, BUSY_DELAY_MS)
        self.busy_timer.timeout.connect(self.show_busy)
        self.stale_overlay = single_shot_timer(w, STALE_OVERLAY_MS)
        self.stale_overlay.timeout.connect(lambda: self.parts.board.set_probabilities(None))
        self.clock = QTimer(w)
        self.clock.setInterval(250)
        self.clock.timeout.connect(self.update_counters)
        self.help_shown = False
        """Hint or flag-check words are shown: the next move clears them."""
        self.speaker = Speaker(w, parts)
        self.font_follower = FontFollower(w, parts)
        self.language_follower = LanguageFollower(w, self.language_changed)

    def stop_timers(self) -> None:
        for timer in (self.busy_timer, self.stale_overlay, self.clock):
            timer.stop()

    def show_idle(self) -> None:
        """No board is being made or prepared any more."""
        self.busy_timer.stop()
        self.parts.busy.setVisible(False)

    def game_changed(self) -> None:
        start = self.parts.game.required_start
        self.parts.board.set_highlights({start: HintRole.SAFE} if start is not None else {})
        if self.help_shown:  # the hint's words describe a board that is gone
            self.help_shown = False
            self.set_message("")
        self.refresh()
        if self.parts.controller.analysis:
            # Probabilities of the last position stay until the new ones arrive, unless
            # that takes long enough for the old ones to mislead.
            self.stale_overlay.start()

    def show_probabilities(self, probabilities: npt.NDArray[np.float64] | None) -> None:
        self.stale_overlay.stop()
        self.parts.board.set_probabilities(probabilities)
        self.parts.analysis_shown.emit()

    def creation_started(self) -> None:
        self.busy_timer.start()

    def show_busy(self) -> None:
        if self.parts.controller.preparing:
            self.parts.busy.setVisible(True)
            self.set_message(translate("Status", "Preparing the board…"))
        elif self.parts.game.state is State.CREATING:
            self.parts.busy.setVisible(True)
            grade = self.parts.controller.grade_choice
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
        self.parts.busy.setVisible(False)
        self.set_message("")
        start = self.parts.game.start_cell
        if start is not None:  # on a board larger than the window, show where it opened
            self.parts.fitter.reveal(self.parts.board.cell_rect(start))
        self.clock.start()
        self.parts.board_created.emit()

    def creation_error(self, exc: BaseException, start: Cell | None) -> None:
        self.busy_timer.stop()
        self.parts.busy.setVisible(False)
        self.set_message("")
        if isinstance(exc, CreationTimeout):
            self.ask_after_timeout(start, exc.alternatives)
            text = "timeout"
        elif isinstance(exc, ValueError):
            text = str(exc)
            self.notify(
                translate("Status", "This board cannot be created: {reason}").format(
                    reason=problem_text(exc)
                )
            )
        else:
            text = f"{type(exc).__name__}: {exc}"
            self.notify(
                translate(
                    "Status", "Creating the board failed unexpectedly ({error}). Please try again."
                ).format(error=text)
            )
        self.update_face()
        self.parts.creation_failed.emit(text)

    def ask_after_timeout(
        self, start: Cell | None, alternatives: tuple[frozenset[Cell], ...] = ()
    ) -> None:
        """Offer to try again, or a smaller mine count only if the creator made such a board."""
        generation = self.parts.controller.generation

        def choose(level: Level, retry: bool) -> None:
            if generation != self.parts.controller.generation:
                return  # the player moved on to another game meanwhile
            attempt = self.parts.controller.attempt + 1 if retry else 0
            self.restart_creation(level, start, attempt)

        self.parts.timeout_box = prompts.ask_after_timeout(
            self.w,
            self.parts.game.level,
            self.parts.controller.last_timeout,
            self.parts.controller.grade_choice,
            alternatives,
            choose,
        )

    def restart_creation(self, level: Level, start: Cell | None, attempt: int) -> None:
        self.parts.controller.restart_creation(level, start, attempt)
        self.parts.settings.set_level(self.parts.game.level)
        self.parts.board.set_game(self.parts.game)
        self.parts.menus.show_level(self.parts.game.level.key)
        self.refresh()
        self.parts.board.setFocus()

    def show_message(self, text: str) -> None:
        self.set_message(text)

    def show_help(
        self, message: str, highlights: Mapping[Cell, HintRole], *, question: bool = False
    ) -> None:
        # "Look at this cell" keeps the answer back: its frame must not give it away.
        mines = None if question else self.parts.game.mines
        self.parts.board.set_highlights(target_roles(highlights, mines))
        self.set_message(message)
        self.help_shown = True
        self.scroll_to(highlights)

    def scroll_to(self, highlights: Mapping[Cell, HintRole]) -> None:
        """On a board larger than the window, bring the cells the words name into view."""
        if not highlights:
            return
        cells = list(highlights)
        area = self.parts.board.cell_rect(cells[0])
        for cell in cells[1:]:
            area = area.united(self.parts.board.cell_rect(cell))
        view = self.parts.fitter.viewport_size()
        if area.width() > view.width() or area.height() > view.height():
            # Too spread out to show at once: the cell the hint is about comes first.
            targets = [c for c, role in highlights.items() if role is HintRole.TARGET]
            area = self.parts.board.cell_rect(targets[0] if targets else cells[0])
        self.parts.fitter.scroll_into_view(area, margin=2 * self.parts.board.cell_size())

    def hint_arrived(self, stage: HintStage) -> None:
        self.parts.hint_shown.emit(stage)

    def flags_arrived(self, report: FlagReport) -> None:
        self.parts.flags_checked.emit(report)

    def game_over(self, summary: GameSummary) -> None:
        self.clock.stop()
        self.parts.board.set_highlights({})
        self.parts.buttons.show_for(self.parts.game)
        self.show_summary(summary)
        self.refresh()
        self.parts.game_finished.emit(summary.won)

    def loss_explained(self, explanation: LossExplanation) -> None:
        summary = self.parts.last_summary
        if summary is not None:
            self.show_summary(summary, explanation)  # the mines stay shown: B for the marks
        self.parts.loss_explanation_shown.emit(explanation)

    def game_resumed(self) -> None:
        self.clock.start()

    def board_prepared(self, note: str) -> None:
        self.parts.show_new_game(self.parts.game.level != self.parts.level_shown)
        self.parts.announce_start(note)
        self.parts.board_prepared_signal.emit()

    def prepare_failed(self, message: str) -> None:
        self.busy_timer.stop()
        self.parts.busy.setVisible(False)
        self.notify(message)

    def show_summary(
        self, summary: GameSummary, explanation: LossExplanation | None = None
    ) -> None:
        self.parts.info.show_summary(
            summary_html(summary, explanation, self.parts.controller.explaining)
        )
        self.parts.last_message = summary.headline

    def language_changed(self) -> None:
        """Say again, in the language chosen now, what was made from reasons or data."""
        summary = self.parts.last_summary
        if self.parts.game.finished and summary is not None:
            self.show_summary(summary, self.parts.controller.last_explanation)
        elif isinstance(self.parts.last_message, Words):
            self.parts.last_message = again(self.parts.last_message)
            self.parts.info.show_message(self.parts.last_message)
        self.refresh()

    def set_message(self, text: str) -> None:
        self.parts.last_message = text
        self.parts.info.show_message(text)
        self.speaker.say(text)

    def notify(self, text: str) -> None:
        self.set_message(text)
        if self.parts.show_notices:
            self.parts.notice_box = prompts.notice_box(self.w, text)

    def refresh(self) -> None:
        self.update_counters()
        self.update_face()
        self.parts.board.refresh()

    def update_counters(self) -> None:
        game = self.parts.game
        self.parts.top.show_counts(game.mines_left(), game.elapsed(), game.level.mines)

    def update_face(self) -> None:
        self.parts.top.show_face(
            face_for(self.parts.game, self.parts.busy.isVisible(), self.parts.board.is_pressing)
        )

    def stats_saving(self, problem: str | None) -> None:
        """The writer could (not) save a result: say so where the player is looking."""
        if not self.parts.controller.note_result_saved(problem) and problem is not None:
            self.set_message(problem)

    def on_event(self, event: GameEvent) -> None:
        """The controller's events no ``GameView`` call carries."""
        if isinstance(event, ResultSaved):
            self.show_summary(event.summary, self.parts.controller.last_explanation)
