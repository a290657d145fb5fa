"""Options > Language: the choice is remembered and applies at once to every open window."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from minesweeper_app.i18n import LANGUAGES, translate
from minesweeper_app.ui.language import SYSTEM, install_language, resolve
from minesweeper_app.ui.retranslate import retranslate_all


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
    switch_language(resolve(code))


def switch_language(code: str) -> None:
    """Speak ``code`` from now on, in every open window: Qt's translators are swapped (each
    widget gets ``QEvent.LanguageChange`` and makes its filled-in texts again) and every
    whole sentence a window shows is translated again."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    install_language(app, code)
    retranslate_all()
