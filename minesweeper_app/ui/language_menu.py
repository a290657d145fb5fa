"""Options > Language: the choice is remembered and used from the next start."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from minesweeper_app.i18n import LANGUAGES, translate
from minesweeper_app.ui.language import SYSTEM


class LanguageStore(Protocol):
    def language(self) -> str: ...
    def set_language(self, code: str) -> None: ...


def build_language_menu(menu: QMenu, store: LanguageStore, parent: QWidget) -> dict[str, QAction]:
    """One checkable entry per language (in its own name) and "System language"."""
    group = QActionGroup(menu)
    current = store.language()
    titles = {SYSTEM: translate("Menus", "&System language")} | LANGUAGES
    actions: dict[str, QAction] = {}
    for code, title in titles.items():
        act = QAction(title, menu)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.triggered.connect(lambda _=False, c=code: _choose(c, store, parent))
        group.addAction(act)
        menu.addAction(act)
        actions[code] = act
    if not any(a.isChecked() for a in actions.values()):
        actions[SYSTEM].setChecked(True)
    return actions


def _choose(code: str, store: LanguageStore, parent: QWidget) -> None:
    if code == store.language():
        return
    store.set_language(code)
    name = translate("Menus", "the system's language") if code == SYSTEM else LANGUAGES[code]
    QMessageBox.information(
        parent,
        translate("Menus", "Language"),
        translate("Menus", "The game will speak {language} from its next start.").format(
            language=name
        ),
    )
