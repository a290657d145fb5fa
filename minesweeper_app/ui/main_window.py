"""The main window: a view of one game.

The game flow (creation jobs and retries, hints, flag checks, results) lives in the
Qt-free :class:`~minesweeper_app.game.controller.GameController`; this window turns clicks
into controller calls and shows what the controller reports (it is its ``GameView``).
It also owns what only a window can: the thread pools, zoom and fitting the board to
the screen, and the dialogs.
"""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import (
    GRADE_CHOICES,
    Cell,
    CreationTimeout,
    FlagReport,
    HintRole,
    HintStage,
    format_cell,
)
from minesweeper_app.game import LEVELS, Game, Level, State, custom_level
from minesweeper_app.game.controller import (
    DEFAULT_CREATION_TIMEOUT,
    Creator,
    FlagChecker,
    GameController,
    GameSummary,
    HintEngine,
    check_flags,
    press_hint,
)
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.ui.art import svg_icon
from minesweeper_app.ui.board_widget import BASE_CELL, ZOOM_STEPS, BoardWidget
from minesweeper_app.ui.custom_dialog import CustomDialog
from minesweeper_app.ui.settings import Options, Settings
from minesweeper_app.ui.stats import StatsStore
from minesweeper_app.ui.theme import apply_window_theme, system_is_dark
from minesweeper_app.ui.workers import JobRunner

BUSY_DELAY_MS = 150
STALE_OVERLAY_MS = 150
"""How long the analysis of the previous position may stay on the board after a move."""
MIN_WIDTH = 330
"""Narrowest window: the title, both buttons and the summary stay readable at Beginner."""
INFO_LINES = 6
"""Text lines of the fixed message area (long hints scroll instead of growing the window)."""
GRADE_TITLES = {
    "any": "&Any",
    "easy": "&Easy (one number at a time)",
    "hard": "&Hard (two numbers together)",
    "hardest": "Hard&est (three+ numbers or the mine count)",
}
LOSS_LEGEND = (
    ("MISTAKE", "the mine hit (red)"),
    ("AREA", "the numbers that prove it (yellow)"),
    ("CLUE", "the numbers of the easiest deduction (blue)"),
    ("TARGET", "the cell they decide (green)"),
    ("IMPLIED", "cells a supposition decides (teal)"),
    ("WRONG_FLAG", "flags that misled the chord (red cross)"),
)
"""What each mark of a loss explanation means, in the order the legend names them."""
THEME_TITLES = {"system": "&System", "light": "&Light", "dark": "&Dark"}
RULER_TITLES = {"off": "&Off", "hint": "While a &hint is shown", "always": "&Always"}
DEFAULT_FRAME = QSize(8, 34)
"""Window-manager frame assumed before the window is shown and its frame is known."""

AvailableGeometry = Callable[[], QRect]


def keep_numbers_with_names(text: str) -> str:
    """No line break inside "row 4" or "column 19" (non-breaking spaces)."""
    return _CELL_PART.sub("\\1\u00a0\\2", text)


_CELL_PART = re.compile(r"\b(row|column|Row|Column) (\d+)")


class BoardScrollArea(QScrollArea):
    """Holds the board: asks for the board's full size, scrolls only when it must."""

    def __init__(self, board: BoardWidget) -> None:
        super().__init__()
        self.setObjectName("board_area")
        self.setWidget(board)
        self.setWidgetResizable(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.Panel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.setLineWidth(3)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        board = self.widget()
        frame = 2 * self.frameWidth()
        hint = board.sizeHint() if board is not None else QSize(0, 0)
        return QSize(hint.width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 120)


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
    ) -> None:
        super().__init__()
        self.setWindowTitle("No-guess Minesweeper")
        self.setWindowIcon(svg_icon("app", 64))
        self._show_notices = show_notices
        self._available_geometry = available_geometry
        self.last_message = ""
        self.notice_box: QMessageBox | None = None
        self.timeout_box: QMessageBox | None = None
        self.workers_idle = True
        self._face_name = ""
        self._chrome_cell = 0

        self.settings = Settings(data_dir)
        self.options: Options = self.settings.options()
        self.stats = StatsStore(data_dir / "stats.sqlite3")
        self.runner = JobRunner(parent=self)
        if level is not None:
            self.settings.set_level(level)
        self.controller = GameController(
            level or self.settings.level(),
            self,
            self.runner,
            self.stats,
            seed=seed,
            creator=creator,
            creation_timeout=creation_timeout,
            hint_engine=hint_engine,
            flag_checker=flag_checker,
            clock=clock,
        )
        self.controller.auto_open = self.options.auto_open
        self.controller.question_marks = self.options.question_marks
        self.controller.no_flag_hints = self.options.no_flag_hints
        self.controller.set_grade_choice(self.settings.grade_choice())
        self._preview: Game | None = None
        self._level_shown = self.controller.game.level
        self.runner.finished.connect(self.controller.job_finished)
        self.runner.failed.connect(self.controller.job_failed)

        self._build_ui()
        self._build_actions()
        self.board.set_game(self.game)
        self._sync_level_actions()
        self._refresh()
        self.fit_to_screen()

        notices = [m for m in (self.stats.recovery_message, self.settings.problem) if m]
        if notices:
            QTimer.singleShot(0, lambda: self._notify("\n\n".join(notices)))
        if board_id is not None:
            QTimer.singleShot(0, lambda: self.open_board_id(board_id))

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
        return self._face_name

    # ================================================================ UI
    def _build_ui(self) -> None:
        self._central = central = QWidget()
        central.setMinimumWidth(MIN_WIDTH)
        self._layout = outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 8)

        top = QHBoxLayout()
        self.mines_label = self._counter_label("mines_label", "Mines left")
        self.time_label = self._counter_label("time_label", "Seconds")
        self.face_button = QToolButton()
        self.face_button.setObjectName("face_button")
        self.face_button.setToolTip("New game (F2)")
        self.face_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.face_button.clicked.connect(lambda: self.new_game())
        top.addWidget(self.mines_label)
        top.addStretch(1)
        top.addWidget(self.face_button)
        top.addStretch(1)
        top.addWidget(self.time_label)
        outer.addLayout(top)

        self.board = BoardWidget()
        self.board.cellSizeChanged.connect(self.scale_chrome)
        self.board.open_requested.connect(self.click_cell)
        self.board.flag_requested.connect(self.toggle_flag)
        self.board.chord_requested.connect(self.chord)
        self.board.pressing_changed.connect(lambda _pressed: self._update_face())
        self.board_area = BoardScrollArea(self.board)
        outer.addWidget(self.board_area, 1)

        row = QHBoxLayout()
        self.hint_button = QPushButton("Hint (H)")
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.request_hint)
        self.check_button = QPushButton("Check flags (C)")
        self.check_button.setObjectName("check_button")
        self.check_button.clicked.connect(self.request_flag_check)
        # After a game: take the fatal click back, play the same board again, and
        # switch the board between the end and the position before the mistake.
        self.undo_button = QPushButton("Undo")
        self.undo_button.setObjectName("undo_button")
        self.undo_button.setToolTip(
            "Take back the click that hit a mine and play on (the game then counts as assisted)"
        )
        self.undo_button.clicked.connect(self.undo_loss)
        self.retry_button = QPushButton("Retry this board")
        self.retry_button.setObjectName("retry_button")
        self.retry_button.setToolTip(
            "The same mines and start again (a replay: not counted for best times)"
        )
        self.retry_button.clicked.connect(self.retry_board)
        self.before_button = QPushButton("Before the mistake")
        self.before_button.setObjectName("before_button")
        self.before_button.setCheckable(True)
        self.before_button.setToolTip(
            "Show the position just before the mine was hit, with the explanation's cells marked"
        )
        self.before_button.toggled.connect(self.show_position_before_loss)
        self.review_button = QPushButton("Review game")
        self.review_button.setObjectName("review_button")
        self.review_button.setToolTip(
            "Step through your moves: which were forced, which were "
            "guesses, and the solver's own path"
        )
        self.review_button.clicked.connect(self.review_game)
        self._after_buttons = (
            self.undo_button,
            self.retry_button,
            self.before_button,
            self.review_button,
        )
        for b in (self.hint_button, self.check_button, *self._after_buttons):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for b in self._after_buttons:
            b.setVisible(False)
        self.busy = QProgressBar()
        self.busy.setObjectName("busy")
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(90)
        self.busy.setTextVisible(False)
        # Keeps its place while hidden, so the row never reflows.
        keep = self.busy.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.busy.setSizePolicy(keep)
        self.busy.setVisible(False)
        row.addWidget(self.hint_button)
        row.addWidget(self.check_button)
        for b in self._after_buttons:
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.busy)
        outer.addLayout(row)

        outer.addWidget(self._build_info_area())
        self.setCentralWidget(central)
        self.board.setFocus()

        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_DELAY_MS)
        self._busy_timer.timeout.connect(self._show_busy)
        self._stale_overlay = QTimer(self)
        self._stale_overlay.setSingleShot(True)
        self._stale_overlay.setInterval(STALE_OVERLAY_MS)
        self._stale_overlay.timeout.connect(lambda: self.board.set_probabilities(None))
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._update_counters)

    def _build_info_area(self) -> QStackedWidget:
        """Message line and end-of-game summary share one fixed-height place under the board."""
        self.message_label = QLabel()
        self.message_label.setObjectName("message_label")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        # A banner in the message's place, so the finished board stays fully visible.
        self.summary_panel = QLabel()
        self.summary_panel.setObjectName("summary_panel")
        self.summary_panel.setFrameShape(QFrame.Shape.StyledPanel)
        self.summary_panel.setWordWrap(True)
        self.summary_panel.setTextFormat(Qt.TextFormat.RichText)
        self.summary_panel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary_panel.setMargin(4)
        self.summary_panel.setAutoFillBackground(True)
        self.summary_panel.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.summary_panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.info = QStackedWidget()
        self.info.setObjectName("info_area")
        for page in (self.message_label, self.summary_panel):
            holder = QScrollArea()
            holder.setWidget(page)
            holder.setWidgetResizable(True)
            holder.setFrameShape(QFrame.Shape.NoFrame)
            holder.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            holder.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.info.addWidget(holder)
        line = self.fontMetrics().lineSpacing()
        self.info.setFixedHeight(INFO_LINES * line + 12)
        return self.info

    def _counter_label(self, name: str, tip: str) -> QLabel:
        label = QLabel("000")
        label.setObjectName(name)
        label.setToolTip(tip)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    def _build_actions(self) -> None:
        menu = self.menuBar()
        game_menu = menu.addMenu("&Game")
        self.new_action = self._action("&New game", "F2", lambda: self.new_game())
        game_menu.addAction(self.new_action)
        logic_menu = game_menu.addMenu("&Logic")
        self.grade_group = QActionGroup(self)
        self.grade_actions: dict[str, QAction] = {}
        for choice in GRADE_CHOICES:
            act = QAction(GRADE_TITLES.get(choice, choice), self)
            act.setCheckable(True)
            act.setChecked(choice == self.controller.grade_choice)
            act.triggered.connect(lambda _=False, c=choice: self.set_grade_choice(c))
            self.grade_group.addAction(act)
            self.grade_actions[choice] = act
            logic_menu.addAction(act)
        game_menu.addSeparator()
        self.copy_id_action = self._action("&Copy board id", None, self.copy_board_id)
        self.open_id_action = self._action("&Open board id…", None, self.ask_board_id)
        self.daily_action = self._action("&Daily board", None, self.open_daily_board)
        for act in (self.copy_id_action, self.open_id_action, self.daily_action):
            game_menu.addAction(act)
        game_menu.addSeparator()
        self.level_group = QActionGroup(self)
        self.level_actions: dict[str, QAction] = {}
        for key, level in LEVELS.items():
            label = f"&{level.title} ({level.width}x{level.height}, {level.mines} mines)"
            act = self._action(label, None, lambda _=False, lv=level: self.new_game(lv))
            act.setCheckable(True)
            self.level_group.addAction(act)
            self.level_actions[key] = act
            game_menu.addAction(act)
        custom = self._action("&Custom…", None, self.choose_custom)
        custom.setCheckable(True)
        self.level_group.addAction(custom)
        self.level_actions["custom"] = custom
        game_menu.addAction(custom)
        game_menu.addSeparator()
        game_menu.addAction(self._action("&Statistics…", None, self.show_statistics))
        game_menu.addSeparator()
        game_menu.addAction(self._action("&Quit", QKeySequence.StandardKey.Quit, self.close))

        opts = menu.addMenu("&Options")
        self.question_action = self._toggle("&Question marks", "question_marks")
        self.no_flag_action = self._toggle("Hints without &flags", "no_flag_hints")
        self.auto_open_action = self._toggle("&Auto-open trivially safe cells", "auto_open")
        for a in (self.question_action, self.no_flag_action, self.auto_open_action):
            opts.addAction(a)
        self.analysis_action = QAction(
            "A&nalysis (mine probabilities; marks the game as assisted)", self
        )
        self.analysis_action.setCheckable(True)
        self.analysis_action.toggled.connect(self.set_analysis)
        opts.addAction(self.analysis_action)
        opts.addSeparator()
        self._build_look_actions(opts)
        opts.addSeparator()
        self.zoom_in_action = self._action("Zoom &in", None, self.zoom_in)
        # Ctrl+= is Ctrl++ without Shift on most keyboards: both zoom in.
        keys: list[QKeySequence] = []
        for seq in (
            *QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn),
            QKeySequence("Ctrl++"),
            QKeySequence("Ctrl+="),
        ):
            if seq not in keys:  # a key listed twice would be ambiguous and do nothing
                keys.append(seq)
        self.zoom_in_action.setShortcuts(keys)
        opts.addAction(self.zoom_in_action)
        opts.addAction(self._action("Zoom &out", QKeySequence.StandardKey.ZoomOut, self.zoom_out))
        opts.addAction(self._action("Actual si&ze", "Ctrl+0", lambda: self.set_zoom(1.0)))

        help_menu = menu.addMenu("&Help")
        self.hint_action = self._action("&Hint", "H", self.request_hint)
        self.check_action = self._action("&Check flags", "C", self.request_flag_check)
        help_menu.addAction(self.hint_action)
        help_menu.addAction(self.check_action)
        help_menu.addSeparator()
        help_menu.addAction(self._action("&About", None, self.show_about))

    def _build_look_actions(self, opts: QMenu) -> None:
        """Theme, colour-blind numbers and coordinate rulers: remembered, applied at once."""
        self.theme_actions = self._choice_menu(
            opts.addMenu("&Theme"), THEME_TITLES, self.options.theme, self.set_theme
        )
        self.colour_blind_action = QAction("Colour-&blind numbers", self)
        self.colour_blind_action.setCheckable(True)
        self.colour_blind_action.setChecked(self.options.colour_blind)
        self.colour_blind_action.toggled.connect(self.set_colour_blind)
        opts.addAction(self.colour_blind_action)
        self.ruler_actions = self._choice_menu(
            opts.addMenu("Coo&rdinates"), RULER_TITLES, self.options.rulers, self.set_rulers
        )
        self.board.themeChanged.connect(self._theme_drawn)
        self._apply_look()

    def _choice_menu(
        self, menu: QMenu, titles: Mapping[str, str], current: str, slot: Callable[[str], None]
    ) -> dict[str, QAction]:
        group = QActionGroup(menu)
        actions: dict[str, QAction] = {}
        for key, title in titles.items():
            act = QAction(title, menu)
            act.setCheckable(True)
            act.setChecked(key == current)
            act.triggered.connect(lambda _=False, k=key: slot(k))
            group.addAction(act)
            menu.addAction(act)
            actions[key] = act
        return actions

    def _apply_look(self) -> None:
        self.board.set_theme(self.options.theme)
        self.board.set_colour_blind(self.options.colour_blind)
        self.board.set_rulers(self.options.rulers)
        self._theme_drawn(self.board.palette_in_use().name)

    def _theme_drawn(self, name: str) -> None:
        """The widgets around the board follow the board's light or dark look."""
        apply_window_theme(name, system_is_dark())

    def set_theme(self, theme: str) -> None:
        """Options > Theme: "system", "light" or "dark" (remembered)."""
        self.options.theme = theme
        self.settings.set_options(self.options)
        self.theme_actions[theme].setChecked(True)
        self.board.set_theme(theme)
        self._theme_drawn(self.board.palette_in_use().name)

    def set_colour_blind(self, on: bool) -> None:
        """Options > Colour-blind numbers (remembered)."""
        if self.colour_blind_action.isChecked() != on:
            self.colour_blind_action.setChecked(on)  # comes back here through toggled
            return
        self.options.colour_blind = on
        self.settings.set_options(self.options)
        self.board.set_colour_blind(on)

    def set_rulers(self, mode: str) -> None:
        """Options > Coordinates: "off", "hint" or "always" (remembered)."""
        self.options.rulers = mode
        self.settings.set_options(self.options)
        self.ruler_actions[mode].setChecked(True)
        self.board.set_rulers(mode)  # the window keeps its size: the cells make room

    def _action(self, text: str, shortcut: Any, slot: Callable[..., Any]) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _toggle(self, text: str, attr: str) -> QAction:
        act = QAction(text, self)
        act.setCheckable(True)
        act.setChecked(bool(getattr(self.options, attr)))
        act.toggled.connect(lambda on: self._set_option(attr, on))
        return act

    def _set_option(self, attr: str, on: bool) -> None:
        setattr(self.options, attr, on)
        self.settings.set_options(self.options)
        controller = self.controller
        if attr == "question_marks":
            controller.question_marks = on
        elif attr == "no_flag_hints":
            controller.set_no_flag_hints(on)
        elif attr == "auto_open":
            controller.auto_open = on
            if on:
                controller.apply_auto_open()

    def _sync_level_actions(self) -> None:
        act = self.level_actions.get(self.game.level.key)
        if act is not None:
            act.setChecked(True)

    # ================================================================ zoom and fit
    def zoom_in(self) -> None:
        bigger = [z for z in ZOOM_STEPS if z > self.board.zoom + 1e-9]
        if bigger:
            self.set_zoom(bigger[0])

    def zoom_out(self) -> None:
        smaller = [z for z in ZOOM_STEPS if z < self.board.zoom - 1e-9]
        if smaller:
            self.set_zoom(smaller[-1])

    def set_zoom(self, zoom: float) -> None:
        """The player's zoom: kept for later games, the window follows (up to the screen)."""
        self._apply_zoom(zoom)
        self.options.zoom = self.board.zoom
        self.settings.set_options(self.options)
        if not self._fills_screen():
            self._resize_on_screen(self._bounded(self._wanted_size(), self._available_size()))
        self.board.setFocus()

    def _apply_zoom(self, zoom: float) -> None:
        self.board.set_zoom(zoom)
        self.scale_chrome(self.board.preferred_cell_size())
        self.board_area.updateGeometry()

    def scale_chrome(self, cell_size: int) -> None:
        """Counters, face and buttons follow the board's cell size (24 px is 100 %)."""
        if cell_size == self._chrome_cell:
            return
        self._chrome_cell = cell_size
        scale = min(max(cell_size / BASE_CELL, 0.75), 2.5)
        font_px = round(20 * scale)
        pad_v, pad_h = max(1, round(2 * scale)), round(6 * scale)
        style = (
            f"QLabel {{ background: #111; color: #ff2a2a; font: bold {font_px}px monospace;"
            f" padding: {pad_v}px {pad_h}px; border: 2px inset #777; }}"
        )
        for label in (self.mines_label, self.time_label):
            label.setStyleSheet(style)
            label.setMinimumWidth(round(62 * scale))
        icon = round(30 * scale)
        self.face_button.setIconSize(QSize(icon, icon))
        self._face_name = ""  # re-render the face at the new size
        self._update_face()
        button_font = self.font()
        base = self.font().pointSizeF()
        if base > 0:
            button_font.setPointSizeF(base * min(max(scale, 1.0), 1.6))
        for b in (self.hint_button, self.check_button):
            b.setFont(button_font)

    def _available_area(self) -> QRect:
        if self._available_geometry is not None:
            return self._available_geometry()
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def _available_size(self) -> QSize:
        """The screen's available area minus the window frame."""
        area = self._available_area()
        frame = self.frameGeometry().size() - self.geometry().size()
        if not self.isVisible():
            frame = DEFAULT_FRAME
        return QSize(
            max(200, area.width() - frame.width()), max(200, area.height() - frame.height())
        )

    def _wanted_size(self) -> QSize:
        """The window size that shows the whole board at the current zoom."""
        central, layout = self._central, self._layout
        layout.invalidate()
        layout.activate()  # the nested rows cache their hints until activated
        hint = central.sizeHint().expandedTo(central.minimumSizeHint())
        menu = self.menuBar().sizeHint().height() if self.menuBar().isVisibleTo(self) else 0
        return QSize(hint.width(), hint.height() + menu)

    @staticmethod
    def _bounded(size: QSize, limit: QSize) -> QSize:
        return QSize(min(size.width(), limit.width()), min(size.height(), limit.height()))

    def _fills_screen(self) -> bool:
        return bool(self.isMaximized() or self.isFullScreen())

    def fit_to_screen(self) -> None:
        """At start and on a level change: the player's zoom, or less until the board fits.

        At the smallest zoom a board that still does not fit scrolls (cells never get
        too small to click); the window then takes the whole available area.
        """
        preferred = self.options.zoom
        candidates = [preferred, *(z for z in reversed(ZOOM_STEPS) if z < preferred - 1e-9)]
        limit = self.size() if self._fills_screen() else self._available_size()
        for zoom in candidates:
            self._apply_zoom(zoom)
            wanted = self._wanted_size()
            if wanted.width() <= limit.width() and wanted.height() <= limit.height():
                break
        if not self._fills_screen():
            self._resize_on_screen(self._bounded(wanted, limit))

    def _resize_on_screen(self, size: QSize) -> None:
        """Resize, then move back inside the available area if the window now sticks out."""
        self.resize(size)
        if not self.isVisible():
            return
        area, frame = self._available_area(), self.frameGeometry()
        x = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
        y = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

    # ================================================================ games
    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); any job in flight is abandoned."""
        changed = level is not None and level != self.game.level
        self.controller.new_game(level)
        self._show_new_game(changed)

    def _show_new_game(self, level_changed: bool) -> None:
        """The controller has a new game: show it (fitting the window to a new size)."""
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._clock.stop()
        self.settings.set_level(self.game.level)
        self._level_shown = self.game.level
        self._end_loss_view()
        self.board.set_game(self.game)
        self._sync_level_actions()
        self._set_message("")
        self.game_changed()
        if level_changed:
            self.fit_to_screen()
        self.board.setFocus()

    # ================================================================ after a game
    def _end_loss_view(self) -> None:
        self._preview = None
        self.before_button.blockSignals(True)
        self.before_button.setChecked(False)
        self.before_button.blockSignals(False)
        self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self._show_game_buttons()

    def _show_game_buttons(self) -> None:
        game = self.game
        finished = game.finished
        self.hint_button.setVisible(not finished)
        self.check_button.setVisible(not finished)
        self.undo_button.setVisible(game.can_undo_loss)
        self.retry_button.setVisible(finished and game.mines is not None)
        self.before_button.setVisible(game.state is State.LOST and game.before_loss is not None)
        self.review_button.setVisible(
            finished and game.mines is not None and game.start_cell is not None
        )

    def undo_loss(self) -> None:
        if self.controller.undo_loss():
            self._end_loss_view()
            self.board.set_game(self.game)
            self._set_message(
                "The click that hit the mine is taken back; play on. This game "
                "now counts as assisted (no best time)."
            )
            self._refresh()
        self.board.setFocus()

    def retry_board(self) -> None:
        self.controller.retry_board()

    def review_game(self) -> None:
        """The review of the game just finished, in its own window."""
        from minesweeper_app.ui.review import open_review

        game = self.game
        if not game.finished or game.mines is None or game.start_cell is None:
            return
        level = game.level
        self.review_window = open_review(
            self,
            level.height,
            level.width,
            game.mines,
            game.start_cell,
            game.moves,
            clicks=game.clicks,
            title=level.title,
        )

    def show_position_before_loss(self, on: bool) -> None:
        """Switch the board between the end of a lost game and the position before the mistake."""
        game = self.game
        if on and game.state is State.LOST and game.before_loss is not None:
            preview = Game(game.level)
            preview.values = game.before_loss.copy()
            preview.state = State.PLAYING  # so the explanation's marks are drawn
            self._preview = preview
            self.board.set_game(preview)
            # The position is for looking only; clicks would go to the finished game anyway.
            self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            explanation = self.controller.last_explanation
            marks = explanation.highlights() if explanation else {game.exploded: "MISTAKE"}
            self.board.set_highlights(
                {cell: role for cell, role in marks.items() if cell is not None}
            )
        else:
            self._preview = None
            self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
            self.board.set_game(game)
        self.before_button.blockSignals(True)
        self.before_button.setChecked(on)
        self.before_button.blockSignals(False)

    def _announce_start(self, text: str) -> None:
        start = self.game.required_start
        if start is not None:
            self._set_message(
                f"{text} It starts at {format_cell(start)}, marked green: click it to begin."
            )

    # ================================================================ shared boards
    def set_grade_choice(self, choice: str) -> None:
        """Logic grade for the next boards (remembered); the game in progress keeps its board."""
        self.controller.set_grade_choice(choice)
        self.settings.set_grade_choice(choice)
        self.grade_actions[choice].setChecked(True)

    def copy_board_id(self) -> str | None:
        board_id = self.game.board_id
        if board_id is None:
            self._set_message(
                "There is no board yet: it is made at your first click. "
                "Copy its id once you have started."
            )
            return None
        QGuiApplication.clipboard().setText(board_id)
        self._set_message(
            f"Board id copied: {board_id}. Anyone can play this board "
            "with Game > Open board id (it shows where the mines are to "
            "whoever decodes it)."
        )
        return board_id

    def ask_board_id(self) -> None:
        dialog = QInputDialog(self)
        dialog.setObjectName("board_id_dialog")
        dialog.setWindowTitle("Open board id")
        dialog.setLabelText("Board id (from Game > Copy board id):")
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        clip = QGuiApplication.clipboard().text().strip()
        if clip and len(clip) < 5000:  # a 128x128 board's id has about 2300 characters
            dialog.setTextValue(clip)
        self.board_id_dialog = dialog
        dialog.textValueSelected.connect(self.open_board_id)
        dialog.open()

    def open_board_id(self, text: str) -> str | None:
        """Play the board of an id; a bad id gets a message (returned) and changes nothing."""
        problem = self.controller.open_board_id(text)
        if problem:
            self._notify(f"This board id cannot be opened. {problem}")
        return problem

    def open_daily_board(self) -> None:
        self.controller.open_daily_board()

    def choose_custom(self) -> None:
        dialog = CustomDialog(self.game.level, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.new_game(dialog.level())
        else:
            self._sync_level_actions()

    def click_cell(self, cell: Cell) -> None:
        self.controller.click(cell)

    def toggle_flag(self, cell: Cell) -> None:
        self.controller.toggle_flag(cell)

    def chord(self, cell: Cell) -> None:
        self.controller.chord(cell)

    def play_move(self, cell: Cell, action: int) -> None:
        self.controller.play_move(cell, action)

    def request_hint(self) -> None:
        self.controller.request_hint()
        self.board.setFocus()

    def request_flag_check(self) -> None:
        self.controller.request_flag_check()
        self.board.setFocus()

    def set_analysis(self, on: bool) -> None:
        """Options > Analysis: the exact mine probabilities over the board after every move."""
        if self.analysis_action.isChecked() != on:
            self.analysis_action.setChecked(on)  # comes back here through toggled
            return
        self.controller.set_analysis(on)
        self.board.setFocus()

    # ================================================================ GameView
    def game_changed(self) -> None:
        start = self.game.required_start
        self.board.set_highlights({start: HintRole.TARGET} if start is not None else {})
        self._refresh()
        if self.controller.analysis:
            # Probabilities of the last position stay until the new ones arrive, unless
            # that takes long enough for the old ones to mislead.
            self._stale_overlay.start()

    def show_probabilities(self, probabilities: Any) -> None:
        self._stale_overlay.stop()
        self.board.set_probabilities(probabilities)
        self.analysis_shown.emit()

    def creation_started(self) -> None:
        self._busy_timer.start()

    def _show_busy(self) -> None:
        if self.controller.preparing:
            self.busy.setVisible(True)
            self._set_message("Preparing the board…")
        elif self.game.state is State.CREATING:
            self.busy.setVisible(True)
            grade = self.controller.grade_choice
            wanted = "" if grade == "any" else f" of logic grade “{grade}” (this may take a while)"
            self._set_message(f"Creating a board you can solve without guessing{wanted}…")
            self._update_face()

    def board_ready(self) -> None:
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._set_message("")
        start = self.game.start_cell
        if start is not None:  # on a board larger than the window, show where it opened
            centre = self.board.cell_rect(start).center()
            view = self.board_area.viewport().size()
            self.board_area.ensureVisible(
                centre.x(), centre.y(), view.width() // 2, view.height() // 2
            )
        self._clock.start()
        self.board_created.emit()

    def creation_error(self, exc: BaseException, start: Cell | None) -> None:
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._set_message("")
        if isinstance(exc, CreationTimeout):
            self._ask_after_timeout(start, exc.alternatives)
            text = "timeout"
        elif isinstance(exc, ValueError):
            text = str(exc)
            self._notify(f"This board cannot be created: {exc}")
        else:
            text = f"{type(exc).__name__}: {exc}"
            self._notify(f"Creating the board failed unexpectedly ({text}). Please try again.")
        self._update_face()
        self.creation_failed.emit(text)

    def _ask_after_timeout(self, start: Cell | None, alternatives: Any = ()) -> None:
        """Offer to try again, or a smaller mine count only if the creator made such a board."""
        level = self.game.level
        counts = sorted({len(board) for board in alternatives if len(board) < level.mines})
        box = QMessageBox(self)
        box.setObjectName("timeout_box")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Board creation took too long")
        box.setText(
            f"No guess-free {level.width}x{level.height} board with {level.mines} mines was "
            f"found within {self.controller.last_timeout:g} seconds. "
            + (
                "Dense boards are hard to create."
                if self.controller.grade_choice == "any"
                else f"Boards of logic grade “{self.controller.grade_choice}” are rare at "
                "this size: Game > Logic > Any finds one sooner."
            )
        )
        retry = box.addButton("Try again", QMessageBox.ButtonRole.AcceptRole)
        lower = {
            box.addButton(
                f"Use {n} mine{'' if n == 1 else 's'}", QMessageBox.ButtonRole.ActionRole
            ): n
            for n in reversed(counts)
        }
        box.addButton(QMessageBox.StandardButton.Cancel)
        generation = self._generation
        self.timeout_box = box

        def chosen() -> None:
            clicked = box.clickedButton()
            if generation != self._generation:
                return
            if clicked is retry:
                self._restart_creation(level, start, self._attempt + 1)
            elif clicked in lower:
                fewer = lower[clicked]
                self._restart_creation(custom_level(level.height, level.width, fewer), start, 0)

        box.finished.connect(lambda _result: chosen())
        box.open()

    @property
    def _generation(self) -> int:
        return self.controller.generation

    @property
    def _attempt(self) -> int:
        return self.controller.attempt

    def _restart_creation(self, level: Level, start: Cell | None, attempt: int) -> None:
        self.controller.restart_creation(level, start, attempt)
        self.settings.set_level(self.game.level)
        self.board.set_game(self.game)
        self._sync_level_actions()
        self._refresh()
        self.board.setFocus()

    def show_message(self, text: str) -> None:
        self._set_message(text)

    def show_help(self, message: str, highlights: Mapping[Cell, HintRole]) -> None:
        self.board.set_highlights({cell: role.name for cell, role in highlights.items()})
        self._set_message(message)
        self._scroll_to(highlights)

    def _scroll_to(self, highlights: Mapping[Cell, HintRole]) -> None:
        """On a board larger than the window, bring the cells the words name into view."""
        if not highlights:
            return
        cells = list(highlights)
        area = self.board.cell_rect(cells[0])
        for cell in cells[1:]:
            area = area.united(self.board.cell_rect(cell))
        view = self.board_area.viewport().size()
        if area.width() > view.width() or area.height() > view.height():
            # Too spread out to show at once: the cell the hint is about comes first.
            targets = [c for c, role in highlights.items() if role is HintRole.TARGET]
            area = self.board.cell_rect(targets[0] if targets else cells[0])
        margin = 2 * self.board.cell_size()
        centre = area.center()
        self.board_area.ensureVisible(
            centre.x(),
            centre.y(),
            min(area.width() // 2 + margin, view.width() // 2),
            min(area.height() // 2 + margin, view.height() // 2),
        )

    def hint_arrived(self, stage: HintStage) -> None:
        self.hint_shown.emit(stage)

    def flags_arrived(self, report: FlagReport) -> None:
        self.flags_checked.emit(report)

    def game_over(self, summary: GameSummary) -> None:
        self._clock.stop()
        self.board.set_highlights({})
        self._show_game_buttons()
        self._show_summary(summary)
        self._refresh()
        self.game_finished.emit(summary.won)

    def loss_explained(self, explanation: LossExplanation) -> None:
        summary = self.last_summary
        if summary is not None:
            self._show_summary(summary, explanation)
        self.show_position_before_loss(True)
        self.loss_explanation_shown.emit(explanation)

    def game_resumed(self) -> None:
        self._clock.start()

    def board_prepared(self, note: str) -> None:
        self._show_new_game(self.game.level != self._level_shown)
        self._announce_start(note)
        self.board_prepared_signal.emit()

    def prepare_failed(self, message: str) -> None:
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._notify(message)

    def _show_summary(
        self, summary: GameSummary, explanation: LossExplanation | None = None
    ) -> None:
        # Non-breaking spaces keep each label with its value when the line wraps.
        pairs = " · ".join(
            f"{html.escape(name)}&nbsp;<b>{html.escape(value).replace(' ', '&nbsp;')}</b>"
            for name, value in summary.rows()
        )
        # The numbers come right after the headline: a long explanation scrolls, they stay.
        parts = [f"<b>{html.escape(summary.headline)}</b>", pairs]
        if explanation is not None:
            parts += [keep_numbers_with_names(html.escape(p)) for p in explanation.sentences()]
            roles = set(explanation.highlights().values())
            legend = [words for role, words in LOSS_LEGEND if role in roles]
            parts.append(f"<i>On the board: {', '.join(legend)}.</i>")
        elif not summary.won and self.controller.explaining:
            parts.append("<i>Working out why that cell was not safe…</i>")
        self.summary_panel.setText("<br>".join(parts))
        self.last_message = summary.headline
        self.info.setCurrentIndex(1)

    # ================================================================ display
    def _set_message(self, text: str) -> None:
        self.last_message = text
        self.message_label.setText(keep_numbers_with_names(text))
        self.info.setCurrentIndex(0)

    def _notify(self, text: str) -> None:
        self._set_message(text)
        if not self._show_notices:
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "No-guess Minesweeper",
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        self.notice_box = box
        box.open()

    def _refresh(self) -> None:
        self._update_counters()
        self._update_face()
        self.board.refresh()

    def _update_counters(self) -> None:
        left = self.game.mines_left()
        self.mines_label.setText(f"{left:03d}" if left >= 0 else f"-{-left:02d}")
        self.time_label.setText(f"{min(999, int(self.game.elapsed())):03d}")

    def _update_face(self) -> None:
        state = self.game.state
        if state is State.WON:
            name = "face_win"
        elif state is State.LOST:
            name = "face_lost"
        elif state is State.CREATING and self.busy.isVisible():
            name = "face_busy"
        elif self.board.is_pressing:
            name = "face_wow"
        else:
            name = "face_smile"
        if self._face_name != name:
            self._face_name = name
            self.face_button.setIcon(svg_icon(name, self.face_button.iconSize().width()))

    def show_about(self) -> None:
        from minesweeper_app.ui.about import show_about

        show_about(self)

    def show_statistics(self) -> None:
        from minesweeper_app.ui.stats_dialog import StatisticsDialog

        StatisticsDialog(self.stats, self).exec()

    @property
    def board_game(self) -> Game:
        """The game the board shows: the real one, or the position before a mistake."""
        return self._preview or self.game

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close at once: jobs are cancelled, not waited for (see ``exec_until_closed``)."""
        self.controller.close()
        self._busy_timer.stop()
        self._stale_overlay.stop()
        self._clock.stop()
        for box in (self.notice_box, self.timeout_box):
            if box is not None:
                box.close()
        self.workers_idle = self.runner.shutdown()
        self.stats.close()
        super().closeEvent(event)
