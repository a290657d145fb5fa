"""Help > How to play: the rules, the hint ladder, every mark with its picture, a glossary.

The pictures of the marks are painted by the board's own code (``legend.mark_swatch``),
and the cell pictures are the board's icons, so the page always shows what the board
shows.  The glossary is the one place every word of the end-of-game numbers is
explained; the counters' and the summary's tooltips use the same sentences.
"""

from __future__ import annotations

import html
from typing import Protocol

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAccessible, QAction, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.art import svg_icon
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.legend import MARK_WORDS, mark_swatch, mark_words
from minesweeper_app.ui.retranslate import live_text

GLOSSARY: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Help", "Time"),
        QT_TRANSLATE_NOOP(
            "Help", "Seconds from the first click to the last; the clock stops while paused."
        ),
    ),
    (
        "3BV",
        QT_TRANSLATE_NOOP(
            "Help",
            "The board's difficulty in clicks: the fewest clicks that clear it without flags "
            "(each opening counts once, plus every number not next to an opening).",
        ),
    ),
    (
        "3BV/s",
        QT_TRANSLATE_NOOP(
            "Help", "3BV divided by your time: your speed, fair across easy and hard boards."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Clicks"),
        QT_TRANSLATE_NOOP("Help", "Every click you made: opens, flags and chords."),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Efficiency"),
        QT_TRANSLATE_NOOP(
            "Help",
            "3BV divided by your clicks, as a percentage: 100% means no click was wasted "
            "(chording can take it above 100%).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Hints"),
        QT_TRANSLATE_NOOP(
            "Help",
            "On how many positions you asked for a hint or a flag check (pressing again "
            "on the same position does not count again).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Logic"),
        QT_TRANSLATE_NOOP(
            "Help",
            "The hardest reasoning the board needs: one number (each step follows from one "
            "number), two numbers (two numbers read together), or three+ numbers or the "
            "mine count.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Rank"),
        QT_TRANSLATE_NOOP(
            "Help", "Where this time stands among your wins at this level without help."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Chord"),
        QT_TRANSLATE_NOOP(
            "Help",
            "Clicking a number whose mines are all flagged opens every other cell around it.",
        ),
    ),
)
"""Each word of the counters and the end-of-game summary, with what it means."""

RULES = QT_TRANSLATE_NOOP(
    "Help",
    "Open every cell that is not a mine. A number tells how many of the eight cells "
    "around it hide a mine. Right-click (or F) puts a flag on a cell you know is a "
    "mine. Your first click is always an opening, and every board can be solved by "
    "logic alone: you never have to guess.",
)
LADDER = QT_TRANSLATE_NOOP(
    "Help",
    "Hint (H) teaches rather than plays: each press on the same position says a "
    "little more. First it checks your flags, then it shows where progress is possible, "
    "then which cell and why, in words, and only at the end makes the move for you. "
    "Check flags (C) says whether your flags are right. A game with hints is not "
    "ranked for best times.",
)
KEYS = (
    (
        QT_TRANSLATE_NOOP("Help", "Arrows, Space, F"),
        QT_TRANSLATE_NOOP("Help", "move the cursor, open, flag"),
    ),
    ("H, C", QT_TRANSLATE_NOOP("Help", "hint, check flags")),
    ("P", QT_TRANSLATE_NOOP("Help", "pause (the board is hidden, the clock stops)")),
    ("F2", QT_TRANSLATE_NOOP("Help", "new game")),
    (
        "Ctrl+Z, Ctrl+R, Ctrl+E, B",
        QT_TRANSLATE_NOOP("Help", "after a game: undo, retry, review, mines or before"),
    ),
    ("Tab", QT_TRANSLATE_NOOP("Help", "from the board to the buttons and back")),
    (
        "I, L, N",
        QT_TRANSLATE_NOOP(
            "Help", "read the cursor's cell, its row and column, the cells around it"
        ),
    ),
    (
        "M, T, A",
        QT_TRANSLATE_NOOP("Help", "read the mines left, the time, the last announcement again"),
    ),
    ("R, K", QT_TRANSLATE_NOOP("Help", "read the cursor's whole row, its whole column")),
    (
        "J, O, E",
        QT_TRANSLATE_NOOP(
            "Help",
            "jump to the last hint's cell, the next covered cell, the next covered cell "
            "beside a number",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "G, a row and a column, Enter"),
        QT_TRANSLATE_NOOP("Help", "go to that cell (G 3 5 Enter: row 3, column 5)"),
    ),
    (
        "Left, Right, Shift+Left, Shift+Right, Space, T",
        QT_TRANSLATE_NOOP(
            "Help",
            "in a replay: the previous or next click, the previous or next mouse event, "
            "play or pause, where the replay is (each step is said)",
        ),
    ),
    (
        "Left, Right, PgUp, PgDown, Home, End",
        QT_TRANSLATE_NOOP(
            "Help",
            "in a review: one move back or on, ten moves back or on, the first or the last "
            "move (each move and its judgement is said)",
        ),
    ),
)
SPEECH_NOTE = QT_TRANSLATE_NOOP(
    "Help",
    "With a screen reader every move is said as it happens. Options > Brief announcements "
    "keeps each announcement to its first sentence; A repeats the last one.",
)
CELLS = (
    ("flag", QT_TRANSLATE_NOOP("Help", "a flag: you say a mine is here")),
    (
        "question",
        QT_TRANSLATE_NOOP("Help", "a question mark (Options > Question marks): not sure yet"),
    ),
    ("mine", QT_TRANSLATE_NOOP("Help", "a mine, shown when the game ends")),
)


PICTURES = QT_TRANSLATE_NOOP("Help", "The board's pictures")
MARKS = QT_TRANSLATE_NOOP("Help", "Marks on the board")
KEYS_TITLE = QT_TRANSLATE_NOOP("Help", "Keys")
WORDS = QT_TRANSLATE_NOOP("Help", "Words of the counters and the summary")
QT_TRANSLATE_NOOP("Help", "How to play")


def in_language(text: str) -> str:
    """``text`` (marked in the "Help" context) in the player's language."""
    return translate("Help", text)


def key_names(keys: str) -> str:
    """Keys as the player's Qt names them ("Strg+Z" in German, from Qt's own catalogue);
    a sentence of ours ("Arrows, Space, F") in the player's language."""
    named: list[str] = []
    for key in keys.split(", "):  # (a key sequence holds at most four keys)
        sequence = QKeySequence(key, QKeySequence.SequenceFormat.PortableText)
        if sequence.isEmpty() or sequence.toString() != key:
            return in_language(keys)
        named.append(sequence.toString(QKeySequence.SequenceFormat.NativeText))
    return ", ".join(named)


def glossary_tip(words: tuple[str, ...]) -> str:
    """A tooltip explaining ``words`` from the glossary (for counters and the summary)."""
    return "\n".join(
        f"{in_language(name)}: {in_language(text)}" for name, text in GLOSSARY if name in words
    )


def page_html(document: QTextDocument, background: str, spoken: bool = False) -> str:
    """The whole page; the pictures are added to ``document`` as resources.

    ``spoken`` (a screen reader listens) leaves out the pictures and the tables: a screen
    reader reads a picture as U+FFFC and a table's frame as U+FDD0/U+FDD1, and every
    picture here has its words beside it anyway."""
    size = 22
    for role in MARK_WORDS:
        image = mark_swatch(role, size, background).toImage()
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"mark:{role}"), image)
    for name, _words in CELLS:
        image = svg_icon(name, size).pixmap(size, size).toImage()
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"cell:{name}"), image)

    def rows(items: list[tuple[str, str]]) -> str:
        if spoken:
            return "".join(
                f"<p>{left + ': ' if left.startswith('<b>') else ''}{html.escape(right)}</p>"
                for left, right in items
            )
        body = "".join(
            f"<tr><td>{left}</td><td>&nbsp;{html.escape(right)}</td></tr>" for left, right in items
        )
        return f"<table>{body}</table>"

    def text(words: str) -> str:
        return html.escape(in_language(words))

    marks = [(f"<img src='mark:{role}'>", mark_words(role)) for role in MARK_WORDS]
    cells = [(f"<img src='cell:{name}'>", in_language(words)) for name, words in CELLS]
    keys = [(f"<b>{html.escape(key_names(k))}</b>", in_language(words)) for k, words in KEYS]
    glossary = "".join(f"<dt><b>{text(n)}</b></dt><dd>{text(t)}</dd>" for n, t in GLOSSARY)
    marks_intro = translate(
        "Help",
        "Hints, flag checks and the loss explanation mark cells; each mark differs in "
        "colour and in its frame, so it reads without colour too. The legend under the "
        "board names the marks shown.",
    )
    return (
        f"<h2>{text('How to play')}</h2><p>{text(RULES)}</p>"
        f"<h3>{text(PICTURES)}</h3>{rows(cells)}"
        f"<h3>{text('Hints')}</h3><p>{text(LADDER)}</p>"
        f"<h3>{text(MARKS)}</h3><p>{html.escape(marks_intro)}</p>{rows(marks)}"
        f"<h3>{text(KEYS_TITLE)}</h3>{rows(keys)}<p>{text(SPEECH_NOTE)}</p>"
        f"<h3>{text(WORDS)}</h3><dl>{glossary}</dl>"
    )


class HowToPlay(QDialog):
    """The help page, non-modal, sized to read without a horizontal scrollbar."""

    def __init__(self, parent: QWidget | None = None, background: str = "#c0c0c0") -> None:
        super().__init__(parent)
        self.setObjectName("how_to_play")
        self.setWindowTitle(in_language("How to play"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("how_to_play_text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(in_language("How to play"))
        spoken = QAccessible.isActive()
        self.browser.setHtml(page_html(self.browser.document(), background, spoken))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(560, 640)

    def text(self) -> str:
        return self.browser.toPlainText()


def show_how_to_play(parent: QWidget, background: str) -> HowToPlay:
    dialog = HowToPlay(parent, background)
    dialog.show()
    return dialog


COUNTER_TIPS = {
    "mines_label": QT_TRANSLATE_NOOP(
        "Help",
        "Mines left: the mines on the board minus your flags "
        "(below zero when there are more flags than mines).",
    ),
    "time_label": QT_TRANSLATE_NOOP(
        "Help", "Seconds played, up to 999. The clock stops while the game is paused (P)."
    ),
    "face_button": QT_TRANSLATE_NOOP(
        "Help",
        "New game (F2). The face shows how the game stands: smiling while you "
        "play, surprised while you press, glasses on a win, crosses on a loss.",
    ),
}


class HelpMenus(Protocol):
    """The Help menu's entry that How to play is placed above."""

    @property
    def lessons_action(self) -> QAction: ...


class HelpParts(Protocol):
    """What Help > How to play uses of the window beside the QMainWindow itself."""

    @property
    def board(self) -> BoardWidget: ...
    @property
    def menus(self) -> HelpMenus: ...
    @property
    def summary_panel(self) -> QLabel: ...


def install_help(window: QMainWindow, parts: HelpParts) -> QAction:
    """Help > How to play (F1), and tooltips that explain every counter and number."""
    action = QAction(translate("Menus", "How to &play…"), window)
    action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    action.triggered.connect(
        lambda _=False: setattr(
            window,
            "how_to_play",
            show_how_to_play(window, parts.board.palette_in_use().covered),
        )
    )
    window.addAction(action)
    for bar_action in window.menuBar().actions():
        menu = bar_action.menu()
        if isinstance(menu, QMenu) and parts.menus.lessons_action in menu.actions():
            menu.insertAction(menu.actions()[0], action)
            menu.insertSeparator(menu.actions()[1])
    for name, tip in COUNTER_TIPS.items():
        widget = window.findChild(QWidget, name)
        if widget is not None:
            widget.setToolTip(in_language(tip))
    face = window.findChild(QWidget, "face_button")
    if face is not None and not face.accessibleName():
        face.setAccessibleName(translate("Menus", "New game"))  # a picture has no name
    names = tuple(name for name, _ in GLOSSARY)
    live_text(parts.summary_panel, "setToolTip", lambda: glossary_tip(names))
    return action
