"""A language change while the game runs: every open window speaks the new language at once.

Qt's own answer is a ``retranslateUi()`` per widget, generated from Designer files; these
windows are built in code, each text set once from ``translate(...)``. So the walk here does
that part for all of them: every text a widget or action shows that came whole from
``translate`` (a title, a menu entry, a button, a tooltip, an accessible name) is looked
up again (``i18n.translate_again``). A text that is filled in (a size, a list of sentences)
is set with ``live_text``, which keeps how to make it, and is made again here. What a part
makes from its data (a hint from its reasons, a statistics table) it makes again itself
when Qt tells it the language changed (``QEvent.LanguageChange``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from minesweeper_app.i18n import translate_again

Text = tuple[Callable[[], str], Callable[[str], None]]
"""A text a player reads or hears: how to read it and how to set it."""

LIVE = "_live_texts"
"""The attribute where ``live_text`` keeps how to make an object's filled-in texts."""


Made = dict[tuple[str, tuple[int, ...]], tuple[Callable[[], str], str]]
"""Per setter (and its leading arguments: an item's index): how the text was made and what
it was then."""


def _getter(setter: str) -> str:
    """ "setToolTip" -> "toolTip", "setItemText" -> "itemText" """
    return setter[3].lower() + setter[4:]


def live_text(obj: QObject, setter: str, make: Callable[[], str], *index: int) -> None:
    """``obj.setter(*index, make())`` now, and again after each language change: for a text
    that is filled in (a count, a size, a list of sentences), which no catalogue holds whole.
    ``index`` is for item texts (``setItemText``, ``setTabText``)."""
    getattr(obj, setter)(*index, make())
    made: Made | None = getattr(obj, LIVE, None)
    if made is None:
        made = {}
        setattr(obj, LIVE, made)
    made[setter, index] = (make, getattr(obj, _getter(setter))(*index))


def _remake(obj: QObject) -> int:
    """Make ``obj``'s live texts again; a text set since by other means is left alone."""
    made: Made = getattr(obj, LIVE, None) or {}
    count = 0
    for (setter, index), (make, shown) in list(made.items()):
        if getattr(obj, _getter(setter))(*index) != shown:
            del made[setter, index]  # replaced: no longer this maker's text
            continue
        live_text(obj, setter, make, *index)
        count += 1
    return count


def _qt_own(w: QWidget) -> Iterator[Text]:
    """Qt's own words that Qt sets once (a tab bar's scroll arrows): from Qt's catalogue."""
    own = {"ScrollLeftButton": "Scroll Left", "ScrollRightButton": "Scroll Right"}
    source = own.get(w.objectName())
    if source is not None and isinstance(w.parent(), QTabBar):
        text = QCoreApplication.translate("QTabBar", source)
        yield (lambda: text), w.setAccessibleName


def _widget_texts(w: QWidget) -> Iterator[Text]:
    yield w.windowTitle, w.setWindowTitle
    yield w.toolTip, w.setToolTip
    yield w.statusTip, w.setStatusTip
    yield w.whatsThis, w.setWhatsThis
    yield w.accessibleName, w.setAccessibleName
    yield w.accessibleDescription, w.setAccessibleDescription
    if isinstance(w, QLabel | QAbstractButton):
        yield w.text, w.setText
    elif isinstance(w, QLineEdit):
        yield w.placeholderText, w.setPlaceholderText
    elif isinstance(w, QGroupBox | QMenu):
        yield w.title, w.setTitle
    elif isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield partial(w.tabText, i), partial(w.setTabText, i)
            yield partial(w.tabToolTip, i), partial(w.setTabToolTip, i)
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            yield partial(w.itemText, i), partial(w.setItemText, i)
    elif isinstance(w, QTableWidget):
        items = [w.horizontalHeaderItem(i) for i in range(w.columnCount())]
        items += [w.verticalHeaderItem(i) for i in range(w.rowCount())]
        items += [w.item(r, c) for r in range(w.rowCount()) for c in range(w.columnCount())]
        for item in items:
            if item is not None:
                yield item.text, item.setText
                yield item.toolTip, item.setToolTip
    elif isinstance(w, QTreeWidget):
        header = w.headerItem()
        for i in range(w.columnCount()):
            yield partial(header.text, i), partial(header.setText, i)


def _action_texts(a: QAction) -> Iterator[Text]:
    yield a.text, a.setText
    yield a.iconText, a.setIconText
    yield a.toolTip, a.setToolTip
    yield a.statusTip, a.setStatusTip
    yield a.whatsThis, a.setWhatsThis


def retranslate(window: QWidget) -> int:
    """Translate again every whole sentence ``window`` and its children show; how many."""
    widgets = [window, *window.findChildren(QWidget)]
    actions = {id(a): a for w in widgets for a in w.actions()}
    actions.update({id(a): a for a in window.findChildren(QAction)})
    changed = sum(_remake(obj) for obj in [*widgets, *actions.values()])
    for w in widgets:
        for read, write in _qt_own(w):
            write(read())
    texts = [t for w in widgets for t in _widget_texts(w)]
    texts += [t for a in actions.values() for t in _action_texts(a)]
    for read, write in texts:
        shown = read()
        if not shown:
            continue
        again = translate_again(shown)
        if again is not None and again != shown:
            write(again)
            changed += 1
    return changed


def retranslate_all() -> int:
    """Every open window (``retranslate``) in the language chosen now."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 0
    return sum(retranslate(w) for w in app.topLevelWidgets())
