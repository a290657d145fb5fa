"""The main window: renders the game, routes clicks to the model, runs the engine off-thread.

The window is the controller.  It owns the generation counter that makes results of an
abandoned game harmless, and it is the only place that talks to the engine (always
through :class:`JobRunner`, never on the GUI thread).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import Cell, format_cell
from minesweeper_app.game import LEVELS, Game, Level, State, custom_level
from minesweeper_app.ui.art import svg_icon
from minesweeper_app.ui.board_widget import ZOOM_STEPS, BoardWidget
from minesweeper_app.ui.custom_dialog import CustomDialog
from minesweeper_app.ui.settings import Options, Settings
from minesweeper_app.ui.stats import StatsStore
from minesweeper_app.ui.workers import JobRunner

Creator = Callable[..., Any]
BUSY_DELAY_MS = 150
DEFAULT_CREATION_TIMEOUT = 20.0


def _default_creator(*args: Any, **kwargs: Any) -> Any:
    from minesweeper_app.engine import create_board

    return create_board(*args, **kwargs)


class MainWindow(QMainWindow):
    """One game at a time; the level, options and statistics persist in ``data_dir``."""

    board_created = Signal()
    hint_shown = Signal(object)  # HintStage
    flags_checked = Signal(object)  # FlagReport
    game_finished = Signal(bool)  # won
    creation_failed = Signal(str)

    def __init__(
        self,
        data_dir: Path,
        *,
        seed: int | None = None,
        creator: Creator | None = None,
        creation_timeout: float = DEFAULT_CREATION_TIMEOUT,
        show_notices: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle("No-guess Minesweeper")
        self.setWindowIcon(svg_icon("app", 64))
        self.seed = seed
        self.creation_timeout = creation_timeout
        self._creator: Creator = creator or _default_creator
        self._show_notices = show_notices
        self._generation = 0
        self._attempt = 0
        self._ladder: Any = None
        self._last_help_position: bytes | None = None
        self.last_stage: Any = None
        self.last_message = ""
        self.notice_box: QMessageBox | None = None

        self.settings = Settings(data_dir)
        self.options: Options = self.settings.options()
        self.stats = StatsStore(data_dir / "stats.sqlite3")
        self.runner = JobRunner(parent=self)
        self.runner.finished.connect(self._on_job_finished)
        self.runner.failed.connect(self._on_job_failed)

        self._build_ui()
        self._build_actions()
        self.game = Game(self.settings.level())
        self.board.set_game(self.game)
        self.board.set_zoom(self.options.zoom)
        self._sync_level_actions()
        self._refresh()

        notices = [m for m in (self.stats.recovery_message, self.settings.problem) if m]
        if notices:
            QTimer.singleShot(0, lambda: self._notify("\n\n".join(notices)))

    # ================================================================ UI
    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        outer.setContentsMargins(8, 8, 8, 8)

        top = QHBoxLayout()
        self.mines_label = self._counter_label("mines_label", "Mines left")
        self.time_label = self._counter_label("time_label", "Seconds")
        self.face_button = QToolButton()
        self.face_button.setObjectName("face_button")
        self.face_button.setToolTip("New game (F2)")
        self.face_button.setIconSize(QSize(30, 30))
        self.face_button.clicked.connect(lambda: self.new_game())
        top.addWidget(self.mines_label)
        top.addStretch(1)
        top.addWidget(self.face_button)
        top.addStretch(1)
        top.addWidget(self.time_label)
        outer.addLayout(top)

        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.Panel)
        frame.setFrameShadow(QFrame.Shadow.Sunken)
        frame.setLineWidth(3)
        frame_layout = QVBoxLayout(frame)
        frame_layout.setContentsMargins(3, 3, 3, 3)
        self.board = BoardWidget()
        self.board.open_requested.connect(self.click_cell)
        self.board.flag_requested.connect(self.toggle_flag)
        self.board.chord_requested.connect(self.chord)
        self.board.pressing_changed.connect(lambda _pressed: self._update_face())
        frame_layout.addWidget(self.board)
        outer.addWidget(frame, 0, Qt.AlignmentFlag.AlignHCenter)

        row = QHBoxLayout()
        self.hint_button = QPushButton("Hint (H)")
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.request_hint)
        self.check_button = QPushButton("Check flags (C)")
        self.check_button.setObjectName("check_button")
        self.check_button.clicked.connect(self.request_flag_check)
        for b in (self.hint_button, self.check_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.busy = QProgressBar()
        self.busy.setObjectName("busy")
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(90)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        row.addWidget(self.hint_button)
        row.addWidget(self.check_button)
        row.addStretch(1)
        row.addWidget(self.busy)
        outer.addLayout(row)

        self.message_label = QLabel()
        self.message_label.setObjectName("message_label")
        self.message_label.setWordWrap(True)
        self.message_label.setMinimumHeight(44)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.message_label)

        self.setCentralWidget(central)
        self.board.setFocus()

        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_DELAY_MS)
        self._busy_timer.timeout.connect(self._show_busy)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._update_counters)

    def _counter_label(self, name: str, tip: str) -> QLabel:
        label = QLabel("000")
        label.setObjectName(name)
        label.setToolTip(tip)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setMinimumWidth(62)
        label.setStyleSheet(
            "QLabel { background: #111; color: #ff2a2a; font: bold 20px monospace;"
            " padding: 2px 6px; border: 2px inset #777; }"
        )
        return label

    def _build_actions(self) -> None:
        menu = self.menuBar()
        game_menu = menu.addMenu("&Game")
        self.new_action = self._action("&New game", "F2", lambda: self.new_game())
        game_menu.addAction(self.new_action)
        game_menu.addSeparator()
        self.level_group = QActionGroup(self)
        self.level_actions: dict[str, QAction] = {}
        for key, level in LEVELS.items():
            label = f"{level.title} ({level.width}x{level.height}, {level.mines} mines)"
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
        opts.addSeparator()
        opts.addAction(self._action("Zoom &in", QKeySequence.StandardKey.ZoomIn, self.zoom_in))
        opts.addAction(self._action("Zoom &out", QKeySequence.StandardKey.ZoomOut, self.zoom_out))
        opts.addAction(self._action("&Actual size", "Ctrl+0", lambda: self.set_zoom(1.0)))

        help_menu = menu.addMenu("&Help")
        self.hint_action = self._action("&Hint", "H", self.request_hint)
        self.check_action = self._action("&Check flags", "C", self.request_flag_check)
        help_menu.addAction(self.hint_action)
        help_menu.addAction(self.check_action)
        help_menu.addSeparator()
        help_menu.addAction(self._action("&About", None, self.show_about))

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
        if attr == "no_flag_hints":
            self._ladder = None
        if attr == "auto_open" and on and self.game.state is State.PLAYING:
            self._after_move(self.game.auto_open_trivial())

    def _sync_level_actions(self) -> None:
        act = self.level_actions.get(self.game.level.key)
        if act is not None:
            act.setChecked(True)

    # ================================================================ zoom
    def zoom_in(self) -> None:
        bigger = [z for z in ZOOM_STEPS if z > self.board.zoom + 1e-9]
        if bigger:
            self.set_zoom(bigger[0])

    def zoom_out(self) -> None:
        smaller = [z for z in ZOOM_STEPS if z < self.board.zoom - 1e-9]
        if smaller:
            self.set_zoom(smaller[-1])

    def set_zoom(self, zoom: float) -> None:
        self.board.set_zoom(zoom)
        self.options.zoom = self.board.zoom
        self.settings.set_options(self.options)
        self._fit_window()

    def _fit_window(self) -> None:
        """Shrink or grow the window to the board, like the classic (the layout is fixed-size).

        A new board size travels up the widget tree as a chain of layout requests; the
        resize happens when the last one reaches the window (see :meth:`event`).
        """
        self._fit_pending = True
        self.resize(self.minimumSizeHint())

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and getattr(self, "_fit_pending", False):
            target = self.minimumSizeHint()
            if self.size() != target:
                self.resize(target)
            self._fit_pending = False
        return handled

    # ================================================================ games
    @property
    def generation(self) -> int:
        return self._generation

    def new_game(self, level: Level | None = None) -> None:
        """Start over (same level unless given); any creation in flight is abandoned."""
        self._generation += 1
        self._attempt = 0
        self.runner.cancel_all()
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._clock.stop()
        if level is not None:
            self.settings.set_level(level)
        self.game = Game(level or self.game.level)
        self._ladder = None
        self._last_help_position = None
        self.last_stage = None
        self.board.set_game(self.game)
        self._sync_level_actions()
        self._set_message("")
        self._refresh()
        self._fit_window()

    def choose_custom(self) -> None:
        dialog = CustomDialog(self.game.level, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.new_game(dialog.level())
        else:
            self._sync_level_actions()

    def click_cell(self, cell: Cell) -> None:
        game = self.game
        was_ready = game.state is State.READY
        if not game.click(cell):
            return
        if was_ready and game.state is State.CREATING:
            self._start_creation()
            self._refresh()
            return
        self._after_move()

    def toggle_flag(self, cell: Cell) -> None:
        if self.game.toggle_flag(cell, self.options.question_marks):
            self._after_move()

    def chord(self, cell: Cell) -> None:
        if self.game.chord(cell):
            self._after_move()

    def play_move(self, cell: Cell, is_mine: bool) -> None:
        """Make a move the helper proved: flag a mine or open a safe cell."""
        changed = self.game.set_flag(cell) if is_mine else bool(self.game.open(cell))
        if changed:
            self._after_move()

    def _after_move(self, _opened: object = None) -> None:
        game = self.game
        if self.options.auto_open and game.state is State.PLAYING:
            game.auto_open_trivial()
        self.board.set_highlights({})
        self._refresh()
        if game.finished:
            self._on_finished()

    # ================================================================ creation
    def _seed_for_game(self) -> int:
        if self.seed is not None:
            return self.seed + self._attempt
        return int(np.random.default_rng().integers(2**62))

    def _start_creation(self) -> None:
        game = self.game
        level, start = game.level, game.start_cell
        assert start is not None
        seed = self._seed_for_game()
        self.last_seed = seed
        creator, timeout = self._creator, self.creation_timeout

        def create(cancel: Callable[[], bool]) -> Any:
            return creator(
                level.height, level.width, level.mines, start,
                seed=seed, timeout=timeout, cancel=cancel,
            )

        self.runner.start(self._generation, "create", create)
        self._busy_timer.start()

    def _show_busy(self) -> None:
        if self.game.state is State.CREATING:
            self.busy.setVisible(True)
            self._set_message("Creating a board you can solve without guessing…")
            self._update_face()

    def _creation_done(self, mines: Any) -> None:
        self._busy_timer.stop()
        self.busy.setVisible(False)
        self._set_message("")
        self.game.place_mines(mines)
        self._clock.start()
        self.board_created.emit()
        self._after_move()

    def _creation_failed(self, exc: BaseException) -> None:
        from minesweeper_app.engine import CreationCancelled, CreationTimeout

        self._busy_timer.stop()
        self.busy.setVisible(False)
        if isinstance(exc, CreationCancelled):
            return
        start = self.game.start_cell
        self.game.cancel_creation()
        self._refresh()
        if isinstance(exc, CreationTimeout):
            self._ask_after_timeout(start, exc.alternatives)
            text = "timeout"
        elif isinstance(exc, ValueError):
            text = str(exc)
            self._notify(f"This board cannot be created: {exc}")
        else:
            text = f"{type(exc).__name__}: {exc}"
            self._notify(f"Creating the board failed unexpectedly ({text}). Please try again.")
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
            f"found within {self.creation_timeout:g} seconds. Dense boards are hard to create."
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

    def _restart_creation(self, level: Level, start: Cell | None, attempt: int) -> None:
        self.new_game(level)
        self._attempt = attempt
        if start is not None:
            self.click_cell(start)

    # ================================================================ help
    def _help_allowed(self) -> bool:
        if self.game.state is State.READY:
            self._set_message("Click any cell to start: the first click always opens an area.")
            return False
        return self.game.state is State.PLAYING

    def _count_help(self) -> None:
        position = self.game.values.tobytes()
        if position != self._last_help_position:
            self.game.note_hint()
            self._last_help_position = position

    def request_hint(self) -> None:
        if not self._help_allowed() or self.runner.busy("hint"):
            return
        if self._ladder is None:
            from minesweeper_app.engine import HintLadder

            self._ladder = HintLadder(no_flag_mode=self.options.no_flag_hints)
        ladder, values, total = self._ladder, self.game.board_for_engine(), self.game.level.mines
        self._count_help()
        self.runner.start(self._generation, "hint", lambda _cancel: ladder.press(values, total))

    def request_flag_check(self) -> None:
        if not self._help_allowed() or self.runner.busy("check"):
            return
        from minesweeper_app.engine import check_flags

        values, total = self.game.board_for_engine(), self.game.level.mines
        self._count_help()
        self.runner.start(self._generation, "check", lambda _cancel: check_flags(values, total))

    def _show_stage(self, stage: Any) -> None:
        self.last_stage = stage
        highlights = {tuple(cell): role.name for cell, role in stage.highlights}
        if stage.move is not None:
            cell, is_mine = stage.move
            self.play_move((int(cell[0]), int(cell[1])), bool(is_mine))
        self.board.set_highlights(highlights)
        self._set_message(stage.message)
        self.hint_shown.emit(stage)

    def _show_flag_report(self, report: Any) -> None:
        highlights: dict[Cell, str] = {}
        for cell in report.unproven:
            highlights[cell] = "UNPROVEN_FLAG"
        for cell in report.wrong:
            highlights[cell] = "WRONG_FLAG"
        for cell in report.too_many:
            highlights[cell] = "TOO_MANY"
        parts: list[str] = []
        if report.too_many:
            parts.append(
                f"{_count(len(report.too_many), 'number has', 'numbers have')} more flags "
                f"around them than their value (purple), e.g. at {_first(report.too_many)}."
            )
        if report.wrong:
            parts.append(
                f"{_count(len(report.wrong), 'flag is', 'flags are')} provably wrong (red), "
                f"e.g. at {_first(report.wrong)}."
            )
        unproven_only = report.unproven - report.wrong
        if unproven_only:
            parts.append(
                f"{_count(len(unproven_only), 'flag is', 'flags are')} not proven yet (orange)."
            )
        if not parts:
            flags = self.game.flag_count()
            parts.append(
                "All your flags are proven mines." if flags else "You have not placed any flags."
            )
        self.board.set_highlights(highlights)
        self._set_message(" ".join(parts))
        self.flags_checked.emit(report)

    # ================================================================ results
    def _on_job_finished(self, generation: int, kind: str, result: Any) -> None:
        if generation != self._generation:
            return  # a late answer for a game the player has already left
        if kind == "create":
            self._creation_done(result)
        elif kind == "hint":
            self._show_stage(result)
        elif kind == "check":
            self._show_flag_report(result)

    def _on_job_failed(self, generation: int, kind: str, exc: Any) -> None:
        if generation != self._generation:
            return
        if kind == "create":
            self._creation_failed(exc)
        else:
            self._set_message(f"The helper could not work this position out: {exc}")

    def _on_finished(self) -> None:
        game = self.game
        self._clock.stop()
        won = game.state is State.WON
        seconds = game.elapsed()
        previous = self.stats.best_times().get(game.level.key)
        problem = self.stats.record(game.level.key, seconds, won, game.hints_used)
        if won:
            text = f"You won in {seconds:.1f} s"
            if game.hints_used:
                text += f" with help ({game.hints_used} hint{'s' if game.hints_used > 1 else ''})."
            elif previous is None or seconds < previous:
                text += " — a new best time for this level!"
            else:
                text += f" (best: {previous:.1f} s)."
        else:
            assert game.exploded is not None
            text = f"Boom: a mine at {format_cell(game.exploded)}. Press F2 for a new game."
        if problem:
            text += " " + problem
        self._set_message(text)
        self._refresh()
        self.game_finished.emit(won)

    # ================================================================ display
    def _set_message(self, text: str) -> None:
        self.last_message = text
        self.message_label.setText(text)

    def _notify(self, text: str) -> None:
        self._set_message(text)
        if not self._show_notices:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, "No-guess Minesweeper", text,
                          QMessageBox.StandardButton.Ok, self)
        self.notice_box = box
        box.open()

    def _refresh(self) -> None:
        self._update_counters()
        self._update_face()
        self.board.update()

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
        if getattr(self, "_face_name", None) != name:
            self._face_name = name
            self.face_button.setIcon(svg_icon(name))

    @property
    def face_name(self) -> str:
        return str(self._face_name)

    def show_about(self) -> None:
        from minesweeper_app.ui.about import show_about

        show_about(self)

    def show_statistics(self) -> None:
        StatisticsDialog(self.stats, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._generation += 1
        self.runner.wait(3000)
        self.stats.close()
        super().closeEvent(event)


def _count(n: int, one: str, many: str) -> str:
    return f"1 {one}" if n == 1 else f"{n} {many}"


def _first(cells: frozenset[Cell]) -> str:
    return format_cell(min(cells))


class StatisticsDialog(QDialog):
    """Best times (games won without hints) and the history of finished games."""

    def __init__(self, stats: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        best = stats.best_times()
        lines = [
            f"{lv.title}: {best[key]:.1f} s" if key in best else f"{lv.title}: —"
            for key, lv in LEVELS.items()
        ]
        layout.addWidget(QLabel("Best times (won without hints)\n" + "\n".join(lines)))
        history = stats.history()
        table = QTableWidget(len(history), 5)
        table.setHorizontalHeaderLabels(["Date", "Level", "Time", "Result", "Hints"])
        for row, rec in enumerate(history):
            cells = [
                rec.finished_at.replace("T", " "),
                rec.level.capitalize(),
                f"{rec.seconds:.1f} s",
                "won" if rec.won else "lost",
                str(rec.hints) if rec.hints else "—",
            ]
            for col, text in enumerate(cells):
                table.setItem(row, col, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        table.setMinimumSize(460, 260)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
