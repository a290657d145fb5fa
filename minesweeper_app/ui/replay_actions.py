"""Replays in the window: every game recorded, File > Open replay / Save replay as, files
dropped on the window or named on the command line, each opened in a replay player.

Reading a file runs the ms-toollib child (:func:`~minesweeper_app.game.replays.read_replay`)
and saving waits for the recorder child, so both run as the window's background jobs
(:class:`~minesweeper_app.ui.workers.BackgroundJobs`); a file that cannot be read gets one
message box saying why, and the game is never touched.
"""

from __future__ import annotations

import getpass
import os
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    QThread,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from minesweeper_app.game import Game
from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.game.replays import REPLAY_SUFFIXES, read_replay
from minesweeper_app.game.replays.game_recording import GameRecording, record_games, replay_folder
from minesweeper_app.game.replays.playback import Playback
from minesweeper_app.game.safe_files import atomic_copy
from minesweeper_app.i18n import translate
from minesweeper_app.ui.replay_player import ReplayPlayer
from minesweeper_app.ui.workers import BackgroundJobs

FILTER = "Replays (*.avf *.evf *.mvf *.rmv)"


def player_name() -> str:
    """The name written into recorded replays: the login name (as Metasweeper asks once)."""
    try:
        return getpass.getuser() or "player"
    except (OSError, KeyError, ImportError):
        return "player"


def load_playback(path: Path) -> Playback:
    """Read and prepare a replay (a pool thread's work: it runs the reader child)."""
    return Playback(read_replay(path))


class ReplayOpener(QObject):
    """Opens replay files in players, one message box for a file that cannot be read.

    A file still being read when its dialog closes (or the window) opens no player.
    """

    opened = Signal(object)  # ReplayPlayer
    open_failed = Signal(str)

    def __init__(
        self, parent: QWidget, *, show_errors: bool = True, folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.widget = parent
        self.folder = folder
        """Where Open replay starts: the game's replays, once there are some."""
        self.show_errors = show_errors
        self.players: list[ReplayPlayer] = []
        self.last_problem: str | None = None
        self.jobs = BackgroundJobs(self)
        if isinstance(parent, QDialog):
            parent.finished.connect(lambda _result: self.cancel())

    def open(self, path: str | os.PathLike[str]) -> None:
        file = Path(path)
        self.jobs.start(
            lambda _cancel: load_playback(file), self._show, lambda exc: self._failed(file, exc)
        )

    def cancel(self) -> None:
        """Forget the files being read: none of them opens, nor says why it could not."""
        self.jobs.drop_all()

    def ask(self) -> None:
        start = self.folder if self.folder is not None and self.folder.is_dir() else Path.home()
        chosen, _ = QFileDialog.getOpenFileName(
            self.widget, translate("Replays", "Open replay"), str(start), FILTER
        )
        if chosen:
            self.open(chosen)

    @Slot(object)
    def _show(self, playback: Playback) -> None:
        player = ReplayPlayer(playback, self.widget)
        self.players = [p for p in self.players if p.isVisible()] + [player]
        player.show()
        self.opened.emit(player)

    def _failed(self, file: Path, exc: BaseException) -> None:
        self.last_problem = (
            str(exc)
            if isinstance(exc, ValueError | OSError)
            else translate("Replays", "{name} could not be opened: {error}").format(
                name=file.name, error=exc
            )
        )
        if self.show_errors:
            QMessageBox.warning(self.widget, translate("Replays", "Open replay"), self.last_problem)
        self.open_failed.emit(self.last_problem)


def replay_files(urls: list[QUrl]) -> list[Path]:
    """The dropped files that are replays."""
    return [
        Path(u.toLocalFile())
        for u in urls
        if u.isLocalFile() and Path(u.toLocalFile()).suffix.lower() in REPLAY_SUFFIXES
    ]


class ReplayActions(QObject):
    """The window's replays: recording, the File menu, dropping files, opening them.

    The recording listens to the controller's events, the board's presses and pointer
    included; ``show_message`` says in the window that a replay was not saved.
    """

    saved = Signal(object)  # Path | None, after each finished game

    def __init__(
        self,
        window: QMainWindow,
        data_dir: Path,
        controller: GameController,
        show_message: Callable[[str], None],
        *,
        show_errors: bool = True,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.folder = replay_folder(data_dir)
        self.opener = ReplayOpener(window, show_errors=show_errors, folder=self.folder)
        self.recording = GameRecording(self.folder, player_name(), self._save, on_saved=self._saved)
        record_games(controller, self.recording)
        self._controller = controller
        self._show_message = show_message
        self.jobs = BackgroundJobs(self)
        window.setAcceptDrops(True)
        window.installEventFilter(self)
        self._build_menu()

    def _build_menu(self) -> None:
        window = self.window
        bar = window.menuBar()
        menu = QMenu(translate("Replays", "&File"), window)
        first = bar.actions()[0] if bar.actions() else None
        if first is not None:
            bar.insertMenu(first, menu)
        else:
            bar.addMenu(menu)
        self.open_action = QAction(translate("Replays", "&Open replay…"), window)
        self.open_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        self.open_action.triggered.connect(lambda _=False: self.opener.ask())
        self.save_action = QAction(translate("Replays", "&Save replay as…"), window)
        self.save_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Save))
        self.save_action.setEnabled(False)
        self.save_action.triggered.connect(lambda _=False: self.save_as())
        for act in (self.open_action, self.save_action):
            menu.addAction(act)
            window.addAction(act)
        self.menu = menu

    # ------------------------------------------------------------ recording
    def _save(
        self, save: Callable[[], Path], done: Callable[[Path | None, str | None], None]
    ) -> None:
        # Started once the game's end is shown, as the window's deferred engine jobs are.
        self.jobs.start(
            lambda _cancel: save(),
            lambda path: done(path, None),
            lambda exc: done(None, str(exc)),
            deferred=True,
        )

    @property
    def pending(self) -> int:
        """Replays being saved."""
        return self.jobs.pending

    def wait_saved(self, seconds: float = 10.0) -> bool:
        """Let the replays being saved finish (at close, and for scripted runs)."""
        deadline = time.monotonic() + seconds
        while self.pending and time.monotonic() < deadline:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            QThread.msleep(5)
        return not self.pending

    def _saved(self, path: Path | None, problem: str | None) -> None:
        self.save_action.setEnabled(path is not None)
        if problem:
            self._show_message(
                translate("Replays", "The replay of this game was not saved: {problem}").format(
                    problem=problem
                )
            )
        self.saved.emit(path)

    @property
    def last_replay(self) -> Path | None:
        return self.recording.last_path

    def save_as(self, target: Path | None = None) -> str | None:
        """Copy the last game's replay where the player chooses; returns a problem or None."""
        source = self.recording.last_path
        if source is None or not source.is_file():
            return translate("Replays", "No game has been recorded yet.")
        if target is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self.window,
                translate("Replays", "Save replay as"),
                str(Path.home() / source.name),
                FILTER,
            )
            if not chosen:
                return None
            target = Path(chosen)
        if target.suffix.lower() != ".evf":
            target = target.with_name(target.name + ".evf")
        return copy_replay(source, target, self.window)

    # ------------------------------------------------------------ events
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.DragEnter:
            assert isinstance(event, QDragEnterEvent)
            if replay_files(event.mimeData().urls()):
                event.acceptProposedAction()
                return True
        elif watched is self.window and kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            files = replay_files(event.mimeData().urls())
            for file in files:
                self.opener.open(file)
            if files:
                event.acceptProposedAction()
                return True
        elif watched is self.window and kind == QEvent.Type.Close:
            self._controller.settle_end()  # a game whose end waits for its board's facts
            self.wait_saved(5.0)  # the last game's replay is written before the window goes
            self.recording.abandon()
            self.opener.cancel()
        return False

    def follow(self, game: Game) -> None:
        """Tests: bring the recording up to ``game`` now."""
        self.recording.follow(game)


def copy_replay(source: Path, target: Path, parent: QWidget | None) -> str | None:
    """Copy a replay file atomically; a problem is shown (when ``parent``) and returned."""
    try:
        atomic_copy(source, target)
    except OSError as exc:
        problem = translate("Replays", "The replay could not be saved to {file}: {reason}.").format(
            file=target, reason=exc.strerror or exc
        )
        if parent is not None:
            QMessageBox.warning(parent, translate("Replays", "Save replay"), problem)
        return problem
    return None
