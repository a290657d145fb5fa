"""Which board the next game is played on: the logic grade, a board id, the daily board,
a custom size.

The Game menu's entries that choose a board; each asks the session guard before the game
in progress is replaced, and says in the message area what it did.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog, QInputDialog, QWidget

from minesweeper_app.engine import GradeChoice
from minesweeper_app.game import Level
from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.ui import prompts
from minesweeper_app.ui.custom_dialog import CustomDialog
from minesweeper_app.ui.settings import Settings
from minesweeper_app.ui.window import texts


class ChoiceMenus(Protocol):
    """The entries that show the choice (the grade's, the level's)."""

    @property
    def grade_actions(self) -> Mapping[GradeChoice, QAction]: ...
    def show_level(self, key: str) -> None: ...


class LeaveCheck(Protocol):
    """The session guard: whether the game in progress may be replaced."""

    def may_leave(self) -> bool: ...
    def may_open_id(self, text: str) -> bool: ...


class BoardChoice:
    """Game > Logic, Copy and Open board id, Daily board and Custom."""

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        settings: Settings,
        say: Callable[[str], None],
        notify: Callable[[str], None],
        menus: ChoiceMenus,
        guard: LeaveCheck,
        new_game: Callable[[Level], None],
    ) -> None:
        self.parent = parent
        self.controller = controller
        self.settings = settings
        self.say = say
        """Writes a sentence into the message area."""
        self.notify = notify
        """Tells the player in a message box (or the message area without notices)."""
        self.menus = menus
        self.guard = guard
        self.new_game = new_game
        self.board_id_dialog: QInputDialog | None = None

    def set_grade_choice(self, choice: GradeChoice) -> None:
        """Logic grade for the next boards (remembered); the game in progress keeps its board."""
        choice = GradeChoice(choice)
        self.controller.set_grade_choice(choice)
        self.settings.set_grade_choice(choice)
        self.menus.grade_actions[choice].setChecked(True)

    def copy_board_id(self) -> str | None:
        board_id = self.controller.game.board_id
        if board_id is None:
            self.say(texts.no_board_yet())
            return None
        QGuiApplication.clipboard().setText(board_id)
        self.say(texts.board_id_copied(board_id))
        return board_id

    def ask_board_id(self) -> QInputDialog:
        self.board_id_dialog = prompts.ask_board_id(self.parent, self.open_board_id)
        return self.board_id_dialog

    def open_board_id(self, text: str) -> str | None:
        """Play the board of an id; a bad id gets a message (returned) and changes nothing."""
        if not self.guard.may_open_id(text):
            return None
        problem = self.controller.open_board_id(text)
        if problem:
            self.notify(texts.board_id_refused(problem))
        return problem

    def open_daily_board(self) -> None:
        if self.guard.may_leave():
            self.controller.open_daily_board()

    def choose_custom(self) -> None:
        level = self.controller.game.level
        dialog = CustomDialog(level, self.parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.new_game(dialog.level())
        else:
            self.menus.show_level(level.key)
