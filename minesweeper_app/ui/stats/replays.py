"""The replays of the statistics' history: open the selected game's replay in the player,
or export the replays of the games shown to a folder."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QMessageBox, QPushButton, QWidget

from minesweeper_app.game.replays.game_recording import replay_folder, replay_for
from minesweeper_app.game.stats import GameRecord, StatsStore
from minesweeper_app.i18n import translate
from minesweeper_app.ui.replay_actions import ReplayOpener, copy_replay


class HistoryView(Protocol):
    """What this needs from the statistics dialog."""

    stats: StatsStore

    def selected_game(self) -> GameRecord | None: ...
    def shown_history(self) -> list[GameRecord]: ...


class StatsReplays:
    """ "Open replay" and "Export replays…" beside the history."""

    def __init__(self, dialog: QWidget, history: HistoryView, row: QHBoxLayout) -> None:
        self.dialog = dialog
        self.history = history
        folder = history.stats.folder
        self.folder = replay_folder(folder) if folder is not None else None
        self.opener = ReplayOpener(dialog)
        self.open_button = QPushButton(translate("Replays", "Open replay"))
        self.open_button.setToolTip(
            translate("Replays", "Play the selected game back, with its counters")
        )
        self.open_button.clicked.connect(lambda: self.open_selected())
        self.export_button = QPushButton(translate("Replays", "Export replays…"))
        self.export_button.setToolTip(
            translate("Replays", "Copy the .evf replays of the games shown to a folder")
        )
        self.export_button.clicked.connect(lambda: self.export())
        row.addWidget(self.open_button)
        row.addWidget(self.export_button)
        self.message = ""

    def replay_of(self, record: GameRecord | None) -> Path | None:
        if record is None or self.folder is None:
            return None
        return replay_for(self.folder, record.board_id, record.seconds)

    def update(self) -> None:
        """The selection changed: Open replay only for a game that has one."""
        self.open_button.setEnabled(self.replay_of(self.history.selected_game()) is not None)

    def open_selected(self) -> bool:
        path = self.replay_of(self.history.selected_game())
        if path is None:
            return False
        self.opener.open(path)
        return True

    def export(self, target: Path | None = None) -> str:
        """Copy the replays of the shown games into ``target`` (asked when None)."""
        paths = [p for p in map(self.replay_of, self.history.shown_history()) if p is not None]
        if not paths:
            self.message = translate("Replays", "None of the games shown has a replay.")
            QMessageBox.information(
                self.dialog, translate("Replays", "Export replays"), self.message
            )
            return self.message
        if target is None:
            chosen = QFileDialog.getExistingDirectory(
                self.dialog, translate("Replays", "Export replays to"), str(Path.home())
            )
            if not chosen:
                return ""
            target = Path(chosen)
        for path in paths:
            problem = copy_replay(path, target / path.name, self.dialog)
            if problem:
                self.message = problem
                return problem
        count = len(paths)  # a name, not a call: lupdate skips a call in this place
        self.message = translate("Replays", "%n replay(s) exported to {folder}.", None, count)
        self.message = self.message.format(folder=target)
        return self.message
