"""After a game, every button has a menu entry and a standard shortcut, and Tab reaches it.

Undo (Ctrl+Z), Retry this board (Ctrl+R), Review (Ctrl+E) and the switch between the
revealed mines and the position before the mistake (B) sit in the Game menu; each entry
is enabled exactly while its button is on screen, and triggers that button, so the mouse
and the keyboard take the same path.  Tab walks from the board through the buttons shown
and the face, and back to the board.
"""

from __future__ import annotations

import itertools
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QWidget

from minesweeper_app.i18n import translate
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.window.menus import WindowMenus
from minesweeper_app.ui.window.panels import ButtonRow, TopBar


class AfterGameParts(Protocol):
    """What the after-game keys use of the window beside the QMainWindow itself."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def buttons(self) -> ButtonRow: ...
    @property
    def menus(self) -> WindowMenus: ...
    @property
    def top(self) -> TopBar: ...


class AfterGameKeys(QObject):
    """The after-game actions of ``window``, kept in step with its buttons."""

    def __init__(self, window: QMainWindow, parts: AfterGameParts) -> None:
        super().__init__(window)
        self.window = window
        self.parts = parts
        buttons = parts.buttons
        undo, retry = (
            translate("Menus", "&Undo the mistake"),
            translate("Menus", "&Retry this board"),
        )
        self.undo_action = self._action(undo, "Ctrl+Z", buttons.undo_button)
        self.retry_action = self._action(retry, "Ctrl+R", buttons.retry_button)
        review = translate("Menus", "Re&view the game…")
        self.review_action = self._action(review, "Ctrl+E", buttons.review_button)
        self.before_action = self._action(
            translate("Menus", "Show the position before the &mistake"), "B", buttons.before_button
        )
        self.before_action.setCheckable(True)
        self.actions = (self.undo_action, self.retry_action, self.review_action, self.before_action)
        menu = self.parts.menus.game_menu
        if len(menu.actions()) > 1:
            after_new_game = menu.actions()[1]
            for action in self.actions:
                menu.insertAction(after_new_game, action)
            menu.insertSeparator(after_new_game)
        for button in (buttons.hint_button, buttons.check_button, *buttons.after_buttons):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus on the board
        parts.top.face_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        order: list[QWidget] = [parts.board, buttons.hint_button, buttons.check_button]
        order += [*buttons.after_buttons, parts.top.face_button]
        for first_widget, second in itertools.pairwise(order):
            QWidget.setTabOrder(first_widget, second)
        for button in buttons.after_buttons:
            button.installEventFilter(self)
        buttons.before_button.toggled.connect(self.before_action.setChecked)
        self.sync()

    def _action(self, text: str, key: str, button: QAbstractButton) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(QKeySequence(key))
        action.setToolTip(button.toolTip())
        action.triggered.connect(lambda _=False, b=button: self._press(b))
        self.window.addAction(action)  # the shortcut works with the menu bar hidden too
        return action

    def _press(self, button: QAbstractButton) -> None:
        if button.isVisibleTo(self.window) and button.isEnabled():
            button.click()
        self.sync()

    def sync(self) -> None:
        """Each entry is enabled while its button shows."""
        buttons = self.parts.buttons
        pairs = (
            (self.undo_action, buttons.undo_button),
            (self.retry_action, buttons.retry_button),
            (self.review_action, buttons.review_button),
            (self.before_action, buttons.before_button),
        )
        for action, button in pairs:
            action.setEnabled(not button.isHidden())
        self.before_action.setChecked(buttons.before_button.isChecked())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.sync()
        return False
