"""The main window: a view of one game.

The game flow (creation jobs and retries, hints, flag checks, results) lives in the
Qt-free :class:`~minesweeper_app.game.flow.controller.GameController`; this window turns clicks
into controller calls and shows what the controller reports (it is its ``GameView``).
The pieces around the board live beside it: ``panels`` (counters, face, buttons, the
message area), ``menus`` (menus and shortcuts), ``option_binding`` (the on/off
options), ``fit`` (zoom and the window's size), ``loss_view`` and ``prompts``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QVBoxLayout, QWidget

from minesweeper_app.engine import Cell, GradeChoice, HintStage
from minesweeper_app.game import Game, Level, Move, PositionLike
from minesweeper_app.game.events import Button
from minesweeper_app.game.flow.controller import (
    DEFAULT_CREATION_TIMEOUT,
    Creator,
    FlagChecker,
    GameController,
    GameSummary,
    HintEngine,
    check_flags,
    press_hint,
)
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.ui import practice
from minesweeper_app.ui.art import svg_icon
from minesweeper_app.ui.board.widget import BoardWidget, RulerMode
from minesweeper_app.ui.how_to_play import install_help
from minesweeper_app.ui.loss_view import LossView
from minesweeper_app.ui.option_binding import ToggleOption, apply_all
from minesweeper_app.ui.replay_actions import ReplayActions
from minesweeper_app.ui.settings import Options, Settings
from minesweeper_app.ui.theme import Theme
from minesweeper_app.ui.window import texts
from minesweeper_app.ui.window.after_game_keys import AfterGameKeys
from minesweeper_app.ui.window.below_board import BelowBoard
from minesweeper_app.ui.window.board_choice import BoardChoice
from minesweeper_app.ui.window.fit import (
    AvailableGeometry,
    BoardScrollArea,
    WindowFitter,
)
from minesweeper_app.ui.window.game_view import WindowView
from minesweeper_app.ui.window.menus import WindowMenus
from minesweeper_app.ui.window.options import WindowOptions
from minesweeper_app.ui.window.panels import ButtonRow, InfoArea, TopBar, chrome_scale
from minesweeper_app.ui.window.session_guard import SessionGuard
from minesweeper_app.ui.workers import JobRunner

MIN_WIDTH = 330
"""Narrowest window: the title, both buttons and the summary stay readable at Beginner."""


class MainWindow(QMainWindow):
    """One game at a time; the level, options and statistics persist in ``data_dir``."""

    board_created = Signal()
    hint_shown = Signal(object)  # HintStage
    flags_checked = Signal(object)  # FlagReport
    game_finished = Signal(bool)  # won
    creation_failed = Signal(str)
    loss_explanation_shown = Signal(object)  # LossExplanation
    board_prepared_signal = Signal()
    analysis_shown = Signal()  # the overlay now shows the current position (or was hidden)
    stats_saving = Signal(object)  # str | None: from the statistics writer thread

    buttons: ButtonRow
    """The row under the board (built in ``_build_ui``; the window's parts read it)."""
    fitter: WindowFitter
    """Zoom and the window's size (built in ``_build_ui`` with the board)."""

    def __init__(
        self,
        data_dir: Path,
        *,
        seed: int | None = None,
        creator: Creator | None = None,
        creation_timeout: float = DEFAULT_CREATION_TIMEOUT,
        show_notices: bool = True,
        level: Level | None = None,
        hint_engine: HintEngine = press_hint,
        flag_checker: FlagChecker = check_flags,
        available_geometry: AvailableGeometry | None = None,
        board_id: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        welcome: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle(texts.title())
        self.setWindowIcon(svg_icon("app", 64))
        self.show_notices = show_notices
        self.last_message = ""
        self.notice_box: QMessageBox | None = None
        self.timeout_box: QMessageBox | None = None
        self.workers_idle = True
        self._chrome_cell = 0
        self._shown_once = False

        self.settings = Settings(data_dir)
        self.options: Options = self.settings.options()
        self.close_notice: str | None = None
        """What the window had to say about unsaved results when it closed."""
        self.stats = StatsStore(
            data_dir / "stats.sqlite3", background=True, on_problem=self.stats_saving.emit
        )
        self.runner = JobRunner(parent=self)
        if level is not None:
            self.settings.set_level(level)
        self.view = WindowView(self, self)
        self.settings.on_problem = self._notify
        self.stats_saving.connect(self.view.stats_saving)
        self.controller = GameController(
            level or self.settings.level(),
            self.view,
            self.runner,
            self.stats,
            seed=seed,
            creator=creator,
            creation_timeout=creation_timeout,
            hint_engine=hint_engine,
            flag_checker=flag_checker,
            clock=(pause_clock := SessionGuard.pausable(clock)),
        )
        self.controller.subscribe(self.view.on_event)
        apply_all(self.options, self.controller)
        self.controller.set_grade_choice(self.settings.grade_choice())
        self.level_shown = self.controller.game.level
        self.runner.finished.connect(self.controller.job_finished)
        self.runner.failed.connect(self.controller.job_failed)

        self._build_ui(available_geometry)
        self.menus = WindowMenus(self, self, self.options, self.controller.grade_choice)
        self.replays = ReplayActions(  # records every game; File > Open replay
            self, data_dir, self.controller, self._set_message, show_errors=show_notices
        )
        self._expose_actions()
        self.below = BelowBoard(self, self)
        self.after_keys = AfterGameKeys(self, self)
        self.session = SessionGuard(self, self, data_dir, pause_clock)
        self.how_to_play_action = install_help(self, self)
        self.looks = WindowOptions(
            self.settings, self.options, self.board, self.fitter, self.controller, self.menus
        )
        self.choice = BoardChoice(
            self,
            self.controller,
            self.settings,
            self._set_message,
            self._notify,
            self.menus,
            self.session,
            self.new_game,
        )
        self.looks.apply_look()
        self.board.set_game(self.game)
        self.buttons.show_for(self.game)  # Standard rules (game/rules.py) offer no help
        self.menus.show_level(self.game.level.key)
        self._refresh()
        self.fit_to_screen()

        notices = [m for m in (self.stats.recovery_message, self.settings.problem) if m]
        if notices:
            QTimer.singleShot(0, lambda: self._notify("\n\n".join(notices)))
        resumed = self.session.start(resume=board_id is None and level is None)
        if board_id is not None:
            QTimer.singleShot(0, lambda: self.open_board_id(board_id))
        elif not resumed and show_notices and welcome:  # not over a replay opened at start
            QTimer.singleShot(0, lambda: practice.offer_lessons_once(self, self.stats))

    # ================================================================ state
    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def seed(self) -> int | None:
        return self.controller.seed

    @seed.setter
    def seed(self, value: int | None) -> None:
        self.controller.seed = value

    @property
    def creation_timeout(self) -> float:
        return self.controller.creation_timeout

    @property
    def last_stage(self) -> HintStage | None:
        return self.controller.last_stage

    @property
    def last_summary(self) -> GameSummary | None:
        return self.controller.last_summary

    @property
    def face_name(self) -> str:
        return self.top.face_name

    @property
    def board_game(self) -> PositionLike:
        """The game the board shows: the real one, or the position before a mistake."""
        return self.loss_view.preview or self.game

    # ================================================================ UI
    def _build_ui(self, available_geometry: AvailableGeometry | None) -> None:
        central = QWidget()
        central.setMinimumWidth(MIN_WIDTH)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 8)

        self.top = TopBar()
        self.top.face_button.clicked.connect(lambda: self.new_game())
        outer.addLayout(self.top)

        self.board = BoardWidget()
        self.board.cellSizeChanged.connect(self.scale_chrome)
        self.board.open_requested.connect(self.click_cell)
        self.board.flag_requested.connect(self.toggle_flag)
        self.board.chord_requested.connect(self.chord)
        self.board.setMouseTracking(True)  # the replay records the pointer's path
        self.board.hovered.connect(self.controller.point_at)
        self.board.left_pressed.connect(lambda cell: self.controller.press(Button.LEFT, cell))
        self.board.left_released.connect(lambda cell: self.controller.release(Button.LEFT, cell))
        self.view.speaker.attach(self.board)
        self.board.pressing_changed.connect(lambda _pressed: self.view.update_face())
        self.board_area = BoardScrollArea(self.board)
        outer.addWidget(self.board_area, 1)

        self.buttons = ButtonRow()
        self.buttons.hint_button.clicked.connect(self.request_hint)
        self.buttons.check_button.clicked.connect(self.request_flag_check)
        self.buttons.undo_button.clicked.connect(self.undo_loss)
        self.buttons.retry_button.clicked.connect(self.retry_board)
        self.buttons.before_button.toggled.connect(self.show_position_before_loss)
        self.buttons.review_button.clicked.connect(self.review_game)
        outer.addLayout(self.buttons)

        self.info = InfoArea(self.fontMetrics())
        outer.addWidget(self.info)
        self.setCentralWidget(central)
        self.board.setFocus()
        self.fitter = WindowFitter(
            self,
            self.board,
            self.board_area,
            central,
            outer,
            self.scale_chrome,
            available_geometry,
        )
        self.loss_view = LossView(self.board, self.buttons.before_button, self.buttons.mines_button)

    def _expose_actions(self) -> None:
        """The widgets tests and the scripted player reach by name (actions: ``menus``)."""
        top, buttons, info = self.top, self.buttons, self.info
        self.mines_label, self.time_label, self.face_button = (
            top.mines_label,
            top.time_label,
            top.face_button,
        )
        self.hint_button, self.check_button = buttons.hint_button, buttons.check_button
        self.undo_button, self.retry_button = buttons.undo_button, buttons.retry_button
        self.before_button, self.review_button = buttons.before_button, buttons.review_button
        self.busy = buttons.busy
        self.message_label, self.summary_panel = info.message_label, info.summary_panel

    # ================================================================ options (WindowOptions)
    def set_theme(self, theme: Theme) -> None:
        self.looks.set_theme(theme)

    def set_colour_blind(self, on: bool) -> None:
        self.looks.set_colour_blind(on)

    def set_rulers(self, mode: RulerMode) -> None:
        self.looks.set_rulers(mode)

    def set_toggle(self, option: ToggleOption, on: bool) -> None:
        self.looks.set_toggle(option, on)

    def zoom_in(self) -> None:
        self.looks.zoom(bigger=True)

    def zoom_out(self) -> None:
        self.looks.zoom(bigger=False)

    def set_zoom(self, zoom: float) -> None:
        self.looks.set_zoom(zoom)

    def fit_to_screen(self) -> None:
        self.looks.fit_to_screen()

    def scale_chrome(self, cell_size: int) -> None:
        """Counters, face and buttons follow the board's cell size (24 px is 100 %)."""
        if cell_size == self._chrome_cell:
            return
        self._chrome_cell = cell_size
        scale = chrome_scale(cell_size)
        self.top.scale(scale)
        self.view.update_face()
        self.buttons.scale_font(self.font(), scale)

    # ================================================================ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); any job in flight is abandoned."""
        if not self.session.may_leave():
            return
        changed = level is not None and level != self.game.level
        self.controller.new_game(level)
        self.show_new_game(changed)

    def show_new_game(self, level_changed: bool) -> None:
        """The controller has a new game: show it (fitting the window to a new size)."""
        self.view.show_idle()
        self.view.clock.stop()
        self.buttons.show_for(self.game)  # Standard rules (game/rules.py) offer no help
        self.settings.set_level(self.game.level)
        self.level_shown = self.game.level
        self._end_loss_view()
        self.board.set_game(self.game)
        self.below.new_game()
        self.session.new_game_shown()
        self.menus.show_level(self.game.level.key)
        self._set_message("")
        self.game_changed()
        if level_changed:
            self.fit_to_screen()
        self.board.setFocus()

    # ================================================================ after a game
    def _end_loss_view(self) -> None:
        self.loss_view.end()
        self.buttons.show_for(self.game)

    def undo_loss(self) -> None:
        if self.controller.undo_loss():
            self._end_loss_view()
            self.board.set_game(self.game)
            self._set_message(texts.loss_undone())
            self.view.help_shown = True  # words about this moment: the next move clears them
            self._refresh()
        self.board.setFocus()

    def retry_board(self) -> None:
        self.controller.retry_board()

    def review_game(self) -> None:
        """The review of the game just finished, in its own window."""
        from minesweeper_app.ui.review import review_finished_game

        self.review_window = review_finished_game(self, self.game)  # None: nothing to review

    def show_position_before_loss(self, on: bool) -> None:
        """Switch the board between the end of a lost game and the position before the mistake."""
        self.loss_view.show(self.game, self.controller.last_explanation, on)

    def announce_start(self, text: str) -> None:
        start = self.game.required_start
        if start is not None:
            self._set_message(texts.starts_at(text, start))

    # ================================================================ boards (BoardChoice)
    def set_grade_choice(self, choice: GradeChoice) -> None:
        self.choice.set_grade_choice(choice)

    def copy_board_id(self) -> str | None:
        return self.choice.copy_board_id()

    def ask_board_id(self) -> None:
        self.board_id_dialog = self.choice.ask_board_id()

    def open_board_id(self, text: str) -> str | None:
        return self.choice.open_board_id(text)

    def open_daily_board(self) -> None:
        self.choice.open_daily_board()

    def choose_custom(self) -> None:
        self.choice.choose_custom()

    # ================================================================ moves and help
    def click_cell(self, cell: Cell) -> None:
        self.controller.click(cell)

    def toggle_flag(self, cell: Cell) -> None:
        self.controller.toggle_flag(cell)

    def chord(self, cell: Cell) -> None:
        self.controller.chord(cell)

    def play_move(self, move: Move) -> None:
        self.controller.play_move(move)

    def request_hint(self) -> None:
        self.controller.request_hint()
        self.board.setFocus()

    def request_flag_check(self) -> None:
        self.controller.request_flag_check()
        self.board.setFocus()

    def set_analysis(self, on: bool) -> None:
        """Options > Analysis: the exact mine probabilities over the board after every move."""
        if self.menus.analysis_action.isChecked() != on:
            self.menus.analysis_action.setChecked(on)  # comes back here through toggled
            return
        self.controller.set_analysis(on)
        self.board.setFocus()

    # ================================================================ display
    def game_changed(self) -> None:
        self.view.game_changed()

    def _set_message(self, text: str) -> None:
        self.view.set_message(text)

    def _notify(self, text: str) -> None:
        self.view.notify(text)

    def _refresh(self) -> None:
        self.view.refresh()

    def show_about(self) -> None:
        from minesweeper_app.ui.about import show_about

        show_about(self)

    def show_statistics(self) -> None:
        from minesweeper_app.ui.stats.dialog import StatisticsDialog

        StatisticsDialog(self.stats, self).exec()

    def show_practice(self, lessons: bool = False) -> None:
        look = (self.options.theme, self.options.colour_blind)
        practice.show_practice(self, self.stats, lessons=lessons, look=look, seed=self.seed)

    def showEvent(self, event: QShowEvent) -> None:
        """A fresh start opens in the middle of the screen, as a level change does (before,
        a dialog opened at start was placed over the window's place before it had one)."""
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if not self.session.restored_place and not self.fitter.fills_screen():
                self.fitter.centre()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close at once: jobs are cancelled, not waited for (see ``exec_until_closed``);
        on a full disk the window first says what would be lost and offers to retry."""
        if not self.session.ready_to_close():
            event.ignore()
            return
        self.controller.close()
        self.view.stop_timers()
        for box in (self.notice_box, self.timeout_box):
            if box is not None:
                box.close()
        self.workers_idle = self.runner.shutdown()
        # Saving the last results may wait for a locked statistics file: the window is
        # gone first, so the player never sees it hang while it closes.
        self.hide()
        self.close_notice = self.stats.close()
        if self.close_notice and self.show_notices and not self.session.loss_accepted:
            QMessageBox.warning(self, texts.title(), self.close_notice)
        super().closeEvent(event)
