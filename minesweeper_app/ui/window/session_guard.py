"""Pause, save on close, resume on start, and a question before a game is abandoned.

Pause (P, or by itself when the window is minimised or loses the focus) stops the
games' clock and covers the board, so a paused game cannot be studied for free.  A game
in progress is kept when the window closes and comes back, timer included, on the next
start (the state is written by the Qt-free ``game.session``).  Leaving a game in
progress for another asks first, and counts it as a loss, as Windows 7 does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QPushButton, QWidget

from minesweeper_app.engine import decode_board_id
from minesweeper_app.game import Game, Level
from minesweeper_app.game.datadir import append_log
from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.game.safe_files import atomic_write
from minesweeper_app.game.session import (
    PausableClock,
    in_progress,
    record_abandoned,
    save_game,
    take_kept_game,
)
from minesweeper_app.game.settings_file import cause_words
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.i18n import translate
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.retranslate import live_text
from minesweeper_app.ui.window.fit import BoardScrollArea, WindowFitter
from minesweeper_app.ui.window.game_view import WindowView
from minesweeper_app.ui.window.menus import WindowMenus


class SessionParts(Protocol):
    """What pause, save and resume use of the window beside the QMainWindow itself."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def board_area(self) -> BoardScrollArea: ...
    @property
    def hint_button(self) -> QPushButton: ...
    @property
    def check_button(self) -> QPushButton: ...
    @property
    def controller(self) -> GameController: ...
    @property
    def game(self) -> Game: ...
    @property
    def level_shown(self) -> Level: ...
    @property
    def fitter(self) -> WindowFitter: ...
    @property
    def menus(self) -> WindowMenus: ...
    @property
    def show_notices(self) -> bool: ...
    @property
    def stats(self) -> StatsStore: ...
    @property
    def view(self) -> WindowView: ...
    def show_new_game(self, level_changed: bool) -> None: ...


GEOMETRY_FILE = "window_geometry.txt"
"""Where the window was and how big (``QWidget.saveGeometry`` in hex)."""


def paused_text() -> str:
    title = translate("Window", "Paused")
    play_on = translate("Window", "Press P or click here to play on.")
    stopped = translate("Window", "The clock is stopped.")
    return f"<p style='font-size: 20pt'><b>{title}</b></p><p>{play_on}<br>{stopped}</p>"


class PauseCover(QLabel):
    """Covers the board while the game is paused; a click plays on."""

    def __init__(self, parent: QWidget, on_click: object) -> None:
        super().__init__(parent)
        live_text(self, "setText", paused_text)
        self.setObjectName("pause_cover")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAutoFillBackground(True)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._on_click = on_click
        self.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if callable(self._on_click):
            self._on_click()
        event.accept()


class SessionGuard(QObject):
    """Pause, save, resume and abandonment for ``window`` (its games run on ``clock``)."""

    def __init__(
        self, window: QMainWindow, parts: SessionParts, data_dir: Path, clock: PausableClock
    ) -> None:
        super().__init__(window)
        self.welcome_back = False
        """The words about a kept game come back are shown (resuming clears them)."""
        self.window = window
        self.parts = parts
        self.data_dir = data_dir
        self.clock = clock
        self.auto_paused = False
        """Paused by the window going to the background: coming back plays on."""
        self.restored_place = False
        """The window took the place it had when the player last closed it."""
        self.was_active = False
        self.recorded: object = None
        """The game last counted as abandoned (never counted twice)."""
        self.loss_accepted = False
        """At close the player chose to lose what could not be kept (told once only)."""
        self.cover = PauseCover(parts.board_area, self.resume)
        parts.board_area.installEventFilter(self)
        window.installEventFilter(self)
        self.pause_action = QAction(translate("Menus", "P&ause"), window)
        self.pause_action.setShortcut(QKeySequence("P"))
        self.pause_action.setCheckable(True)
        self.pause_action.setToolTip(
            translate("Window", "Pause (P): stop the clock and hide the board")
        )
        self.pause_action.triggered.connect(self.toggle)
        window.addAction(self.pause_action)
        menu = self.parts.menus.game_menu
        if len(menu.actions()) > 1:
            menu.insertAction(menu.actions()[1], self.pause_action)

    @staticmethod
    def pausable(clock: Callable[[], float]) -> PausableClock:
        """The clock the window's games run on: it stands still while they are paused."""
        return PausableClock(clock)

    # ---------------------------------------------------------------- pause
    @property
    def paused(self) -> bool:
        return self.clock.paused

    def toggle(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()

    def pause(self, auto: bool = False) -> bool:
        """Stop the clock and hide the board; only a game in progress pauses."""
        parts = self.parts
        if self.paused or not in_progress(parts.game):
            self.pause_action.setChecked(self.paused)
            return False
        self.clock.pause()
        parts.controller.set_paused(True)
        self.auto_paused = auto
        self.cover.setGeometry(parts.board_area.rect())
        self.cover.raise_()
        self.cover.show()
        for widget in (parts.board, parts.hint_button, parts.check_button):
            widget.setEnabled(False)
        self.pause_action.setChecked(True)
        parts.view.update_counters()
        return True

    def resume(self) -> None:
        if not self.paused:
            return
        if self.welcome_back:  # "Press P to play on" is done with once the game plays on
            self.welcome_back = False
            self.parts.view.set_message("")
        self.clock.resume()
        self.parts.controller.set_paused(False)
        self.auto_paused = False
        self.cover.hide()
        parts = self.parts
        for widget in (parts.board, parts.hint_button, parts.check_button):
            widget.setEnabled(True)
        self.pause_action.setChecked(False)
        parts.board.setFocus()

    def new_game_shown(self) -> None:
        """A new game never starts paused."""
        self.resume()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.parts.board_area and kind == QEvent.Type.Resize:
            self.cover.setGeometry(self.parts.board_area.rect())
        elif watched is self.window:
            if kind not in (QEvent.Type.WindowStateChange, QEvent.Type.ActivationChange):
                return False
            active, minimised = self.window.isActiveWindow(), self.window.isMinimized()
            left = self.was_active and not active  # only a window the player left pauses
            if minimised:  # restored, the board stays covered until the player plays on
                self.pause()
            elif left:
                self.pause(auto=True)
            elif active and self.auto_paused:  # paused by itself: back by itself
                self.resume()
            self.was_active = active
        return False

    # ---------------------------------------------------------------- leaving a game
    def may_open_id(self, text: str) -> bool:
        """A board id replaces the game only if it is good: a bad one asks nothing."""
        try:
            decode_board_id(text)
        except (ValueError, TypeError):
            return True  # the window says what is wrong, and the game goes on
        return self.may_leave()

    def may_leave(self) -> bool:
        """Before the game in progress is replaced: ask, and count it as a loss once."""
        game = self.parts.game
        if not in_progress(game) or game is self.recorded:
            return True
        if self.parts.show_notices:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                translate("Window", "No-guess Minesweeper"),
                translate(
                    "Window", "Leave the game in progress? It counts as a loss in your statistics."
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.window,
            )
            box.setObjectName("abandon_question")
            box.button(QMessageBox.StandardButton.Yes).setText(
                translate("Window", "Leave it (a loss)")
            )
            box.button(QMessageBox.StandardButton.No).setText(translate("Window", "Keep playing"))
            box.setDefaultButton(QMessageBox.StandardButton.No)
            if box.exec() != QMessageBox.StandardButton.Yes:
                return False
        if record_abandoned(self.parts.stats, game):
            self.recorded = game
        return True

    # ---------------------------------------------------------------- close and start
    def start(self, resume: bool) -> bool:
        """At start: the window where the player left it, and the kept game if ``resume``;
        whether a game came back."""
        try:
            geometry = QByteArray(bytes.fromhex((self.data_dir / GEOMETRY_FILE).read_text()))
        except (OSError, ValueError):
            geometry = QByteArray()
        if not geometry.isEmpty() and not self.parts.fitter.available_geometry:
            self.restored_place = self.window.restoreGeometry(geometry)
        return resume and self.resume_saved()

    def save_on_close(self) -> str | None:
        """Keep the window's place and a game in progress for the next start; a sentence
        naming the game if it could not be kept (a full or read-only disk)."""
        try:  # beside the settings, so a close never writes settings a full disk refused
            hex_text = bytes(self.window.saveGeometry().data()).hex()
            atomic_write(self.data_dir / GEOMETRY_FILE, hex_text.encode("ascii"))
        except OSError as exc:
            append_log(self.data_dir, f"The window's place could not be kept: {exc}")
        game = self.parts.game
        if not in_progress(game):
            return None
        try:
            save_game(self.data_dir, game)
        except OSError as exc:
            append_log(self.data_dir, f"The game in progress could not be kept: {exc}")
            return translate(
                "KeptGame",
                "The game in progress ({level}, {seconds} s played) could not be kept for "
                "the next start: {cause}.",
            ).format(level=game.level.title, seconds=int(game.elapsed()), cause=cause_words(exc))
        return None

    def ready_to_close(self) -> bool:
        """Before the window goes: the game in progress and every result kept, or the
        player told what would be lost and offered to try again (the window stays open
        meanwhile); False when the player keeps the window open."""
        while True:
            problems = [p for p in (self.save_on_close(), self.parts.stats.try_keep()) if p]
            if not problems:
                return True
            if not self.parts.show_notices:
                return True  # nobody to ask (tests, scripted runs): the log has it
            self.loss_accepted = False
            answer = self._ask_at_close("\n\n".join(problems))
            if answer is QMessageBox.ButtonRole.AcceptRole:
                continue  # try again
            if answer is QMessageBox.ButtonRole.RejectRole:
                return False
            self.loss_accepted = True
            return True

    def _ask_at_close(self, problems: str) -> QMessageBox.ButtonRole:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "No-guess Minesweeper",
            problems
            + "\n\n"
            + translate(
                "KeptGame",
                "Free some space or make the folder writable, then press Try again. "
                "If you close now, what is named above is lost.",
            ),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setObjectName("close_problems")
        retry = box.addButton(translate("KeptGame", "Try again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(
            translate("KeptGame", "Keep the window open"), QMessageBox.ButtonRole.RejectRole
        )
        box.addButton(
            translate("KeptGame", "Close and lose it"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(retry)
        box.exec()
        clicked = box.clickedButton()
        return box.buttonRole(clicked) if clicked is not None else QMessageBox.ButtonRole.RejectRole

    def resume_saved(self) -> bool:
        """The game kept at the last close, back on the board (paused until the player
        plays on); whether there was one."""
        game, problem = take_kept_game(self.data_dir, self.clock)
        if problem is not None:
            QTimer.singleShot(0, lambda: self.parts.view.notify(problem))
        if game is None:
            return False
        parts = self.parts
        parts.controller.resume(game)
        parts.show_new_game(game.level != parts.level_shown)
        parts.view.board_ready()
        parts.view.set_message(
            translate(
                "Window",
                "Your game from last time is back, on the second you left it. "
                "Press P or click the board to play on.",
            )
        )
        self.pause()
        self.welcome_back = True  # its words go once the game plays on
        return True
