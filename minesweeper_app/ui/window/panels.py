"""The widgets around the board: counters and face above, buttons and the message below.

Each panel owns its widgets and the few rules of how they look; the main window wires them
to the game.  Object names stay stable: tests and the screenshot script find widgets by them.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.game import Game, State
from minesweeper_app.game.flow.controller import GameSummary
from minesweeper_app.game.loss import LossExplanation
from minesweeper_app.i18n import translate
from minesweeper_app.ui.art import svg_icon
from minesweeper_app.ui.board.widget import BASE_CELL
from minesweeper_app.ui.flow_layout import FlowLayout
from minesweeper_app.ui.legend import MarkLegend
from minesweeper_app.ui.window.counter import SevenSegment

INFO_LINES = 6
"""Text lines of the message area (long hints scroll instead of moving the board)."""
LEGEND_GAP = 4
"""Pixels between the legend of the marks and the message under it."""

_CELL_PART = re.compile(r"\b(row|column|Row|Column) (\d+)")


def keep_numbers_with_names(text: str) -> str:
    """No line break inside "row 4" or "column 19" (non-breaking spaces)."""
    return _CELL_PART.sub("\\1\u00a0\\2", text)


def counter_text(value: int, digits: int = 3) -> str:
    """``digits`` digits as the classic counters show them; below zero "-01" (and no
    lower than the digits can show)."""
    if value >= 0:
        return f"{min(value, 10**digits - 1):0{digits}d}"
    return f"-{min(-value, 10 ** (digits - 1) - 1):0{digits - 1}d}"


def counter_digits(mines: int) -> int:
    """Digits the mine counter needs for a level of ``mines`` mines (three at least)."""
    return max(3, len(str(mines)))


def summary_html(
    summary: GameSummary, explanation: LossExplanation | None, explaining: bool
) -> str:
    """The end-of-game banner: headline, the numbers, then the loss explanation if any."""
    # Non-breaking spaces keep each label with its value when the line wraps.
    pairs = " · ".join(
        f"{html.escape(name)}&nbsp;<b>{html.escape(value).replace(' ', '&nbsp;')}</b>"
        for name, value in summary.rows()
    )
    # The numbers come right after the headline: a long explanation scrolls, they stay.
    parts = [f"<b>{html.escape(summary.headline)}</b>", pairs]
    if explanation is not None:
        parts += [keep_numbers_with_names(html.escape(p)) for p in explanation.sentences()]
        switch = translate(
            "Window",
            "B switches between the mines and the position before the mistake, "
            "where these cells are marked.",
        )
        parts.append(f"<i>{html.escape(switch)}</i>")
    elif not summary.won and explaining:
        working = translate("Window", "Working out why that cell was not safe…")
        parts.append(f"<i>{html.escape(working)}</i>")
    return "<br>".join(parts)


class TopBar(QHBoxLayout):
    """Mines left, the face (a new game) and the seconds, scaled with the cells."""

    def __init__(self) -> None:
        super().__init__()
        self.mines_label = self._counter("mines_label", translate("Window", "Mines left"))
        self.time_label = SevenSegment(
            "time_label", translate("Window", "Seconds"), described=False
        )
        self.face_button = QToolButton()
        self.face_button.setObjectName("face_button")
        self.face_button.setToolTip(translate("Window", "New game (F2)"))
        self.face_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.face_name = ""
        self.addWidget(self.mines_label)
        self.addStretch(1)
        self.addWidget(self.face_button)
        self.addStretch(1)
        self.addWidget(self.time_label)

    @staticmethod
    def _counter(name: str, tip: str) -> SevenSegment:
        return SevenSegment(name, tip)

    def show_counts(self, mines_left: int, seconds: float, mines: int = 0) -> None:
        """The counters; ``mines``, the level's count, sets the mine counter's digits
        (the same all game, so the counter keeps its width)."""
        digits = counter_digits(mines)
        self.mines_label.set_digits(digits)
        self.mines_label.setText(counter_text(mines_left, digits))
        self.time_label.setText(f"{min(999, int(seconds)):03d}")

    def show_face(self, name: str) -> None:
        if self.face_name != name:
            self.face_name = name
            self.face_button.setIcon(svg_icon(name, self.face_button.iconSize().width()))

    def scale(self, scale: float) -> None:
        """Counters and face at ``scale`` times their size at 100 % (a 24 px cell)."""
        for counter in (self.mines_label, self.time_label):
            counter.set_scale(scale)
        icon = round(30 * scale)
        self.face_button.setIconSize(QSize(icon, icon))
        self.face_name = ""  # re-render the face at the new size


def switch_style(side: str, palette: QPalette) -> str:
    """One half of the two-state switch: the chosen half filled with the theme's highlight.

    Colours come from the application's palette when the theme is applied (a style sheet's
    own ``palette()`` keeps the colours of the moment it was first polished).
    """

    def colour(role: QPalette.ColorRole) -> str:
        return palette.color(role).name()

    r = QPalette.ColorRole
    radius = f"border-top-{side}-radius: 4px; border-bottom-{side}-radius: 4px;"
    return (
        f"QPushButton {{ padding: 3px 10px; border: 1px solid {colour(r.Dark)};"
        f" background: {colour(r.Button)}; color: {colour(r.ButtonText)}; {radius} }}"
        f" QPushButton:checked {{ background: {colour(r.Highlight)};"
        f" color: {colour(r.HighlightedText)}; font-weight: bold; }}"
        f" QPushButton:focus {{ border: 2px solid {colour(r.Highlight)}; }}"
        f" QPushButton:checked:focus {{ border: 2px solid {colour(r.WindowText)}; }}"
    )


def face_for(game: Game, busy: bool, pressing: bool) -> str:
    """The face's picture: won, lost, thinking while a board is made, surprised on a press."""
    if game.state is State.WON:
        return "face_win"
    if game.state is State.LOST:
        return "face_lost"
    if game.state is State.CREATING and busy:
        return "face_busy"
    return "face_wow" if pressing else "face_smile"


class ButtonRow(FlowLayout):
    """Hint and Check flags while playing; Undo, Retry, Before and Review after a game.

    The row wraps onto a second line rather than clip a label in a narrow window.
    """

    def __init__(self) -> None:
        super().__init__(spacing=6)
        self.hint_button = self._button(
            "hint_button",
            translate("Window", "Hint"),
            translate("Window", "Hint (H): what to do next"),
        )
        self.check_button = self._button(
            "check_button",
            translate("Window", "Check flags"),
            translate("Window", "Check flags (C): are your flags right?"),
        )
        # After a game: take the fatal click back, play the same board again, and
        # switch the board between the end and the position before the mistake.
        self.undo_button = self._button(
            "undo_button",
            translate("Window", "Undo"),
            translate(
                "Window",
                "Undo (Ctrl+Z): take back the click that hit a mine and play on "
                "(the game then counts as assisted)",
            ),
        )
        self.retry_button = self._button(
            "retry_button",
            translate("Window", "Retry"),
            translate(
                "Window",
                "Retry this board (Ctrl+R): the same mines from the start "
                "(a replay: not counted for best times)",
            ),
        )
        # A two-state switch: the end with every mine revealed, or the position before.
        self.mines_button = self._button(
            "mines_button",
            translate("Window", "Mines"),
            translate("Window", "Show the end of the game: where every mine was (B switches)"),
        )
        self.before_button = self._button(
            "before_button",
            translate("Window", "Before mistake"),
            translate(
                "Window",
                "Show the position just before the mine was hit, with the explanation's "
                "cells marked (B switches)",
            ),
        )
        self.switch = QWidget()
        self.switch.setObjectName("loss_switch")
        halves = QHBoxLayout(self.switch)
        halves.setContentsMargins(0, 0, 0, 0)
        halves.setSpacing(0)
        for b in (self.mines_button, self.before_button):
            b.setCheckable(True)
            halves.addWidget(b)
        self.restyle_switch()
        self.switch.setVisible(False)
        self.mines_button.setChecked(True)
        self.before_button.toggled.connect(self._switched)
        self.mines_button.clicked.connect(lambda: self.before_button.setChecked(False))
        self.review_button = self._button(
            "review_button",
            translate("Window", "Review"),
            translate(
                "Window",
                "Review the game (Ctrl+E): step through your moves, which were forced, "
                "which were guesses, and the solver's own path",
            ),
        )
        self.after_buttons = (
            self.undo_button,
            self.retry_button,
            self.mines_button,
            self.before_button,
            self.review_button,
        )
        for b in self.after_buttons:
            b.setVisible(False)
        self.busy = QProgressBar()
        self.busy.setObjectName("busy")
        self.busy.setAccessibleName(translate("Window", "Making the board"))
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(90)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        for b in (self.hint_button, self.check_button, self.undo_button, self.retry_button):
            self.addWidget(b)
        for w in (self.switch, self.review_button, self.busy):
            self.addWidget(w)

    def heightForWidth(self, width: int) -> int:
        """The row's height is the tallest of its states (playing, after a loss): the
        board above keeps its size when the buttons change at the end of a game."""
        playing = [self.hint_button, self.check_button, self.busy]
        after = [self.undo_button, self.retry_button, self.review_button, self.busy]
        halves = [self.mines_button, self.before_button]  # hidden with the switch
        switch = QSize(sum(w.sizeHint().expandedTo(w.minimumSize()).width() for w in halves), 0)
        switch.setHeight(max(w.sizeHint().height() for w in halves))
        return max(
            self.height_of(playing, width),
            self.height_of(after, width, extra=(2, switch)),
        )

    @staticmethod
    def _button(name: str, text: str, tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        if tip:
            button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def restyle_switch(self) -> None:
        """Style sheets take the palette when set: set again after a theme change."""
        palette = QApplication.palette()
        for b in (self.mines_button, self.before_button):
            bold = QFont(b.font())
            bold.setBold(True)  # the chosen half is bold: room for it either way
            b.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(b.text()) + 24)
        self.mines_button.setStyleSheet(switch_style("left", palette))
        self.before_button.setStyleSheet(switch_style("right", palette))

    def _switched(self, before: bool) -> None:
        """The switch's other half follows, so exactly one reads as pressed."""
        self.mines_button.setChecked(not before)

    def show_for(self, game: Game) -> None:
        """Which buttons a player needs for the game as it stands."""
        finished = game.finished
        helped = not game.standard  # Standard rules (game/rules.py): no help to offer
        self.hint_button.setVisible(not finished and helped)
        self.check_button.setVisible(not finished and helped)
        self.undo_button.setVisible(game.can_undo_loss and helped)
        self.retry_button.setVisible(finished and game.mines is not None and helped)
        lost = game.state is State.LOST and game.before_loss is not None
        for widget in (self.switch, self.before_button, self.mines_button):
            widget.setVisible(lost)
        self.review_button.setVisible(
            finished and game.mines is not None and game.start_cell is not None
        )

    def scale_font(self, font: QFont, scale: float) -> None:
        """Hint and Check flags grow with the cells (up to 1.6 times)."""
        bigger = QFont(font)
        base = font.pointSizeF()
        if base > 0:
            bigger.setPointSizeF(base * min(max(scale, 1.0), 1.6))
        for b in (self.hint_button, self.check_button):
            b.setFont(bigger)


class InfoArea(QWidget):
    """The legend of the board's marks, then the message or the end-of-game summary.

    The area keeps one height through a whole game (it changes only with the window's
    size): the legend, the message and the summary share it, and what does not fit
    scrolls by whole lines, so the board above never moves under the pointer.
    """

    def __init__(self, metrics: QFontMetrics) -> None:
        super().__init__()
        self.setObjectName("info_area")
        self.line = metrics.lineSpacing()
        self.message_lines = INFO_LINES
        self.legend = MarkLegend()
        self.pages = QStackedWidget()
        self.message_label = QLabel()
        self.message_label.setObjectName("message_label")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        # A banner in the message's place, so the finished board stays fully visible.
        self.summary_panel = QLabel()
        self.summary_panel.setObjectName("summary_panel")
        self.summary_panel.setFrameShape(QFrame.Shape.StyledPanel)
        self.summary_panel.setWordWrap(True)
        self.summary_panel.setTextFormat(Qt.TextFormat.RichText)
        self.summary_panel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary_panel.setMargin(4)
        self.summary_panel.setAutoFillBackground(True)
        self.summary_panel.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.summary_panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.holders: list[QScrollArea] = []
        for page in (self.message_label, self.summary_panel):
            holder = QScrollArea()
            holder.setWidget(page)
            holder.setWidgetResizable(True)
            holder.setFrameShape(QFrame.Shape.NoFrame)
            holder.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            holder.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            holder.verticalScrollBar().setSingleStep(self.line)
            self.holders.append(holder)
            self.pages.addWidget(holder)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(LEGEND_GAP)
        column.addWidget(self.legend)
        column.addWidget(self.pages)
        column.addStretch(1)  # a short page leaves the rest of the reserved height blank
        self.pages.setFixedHeight(self.message_height())
        self.setFixedHeight(self.reserved_height())

    def currentIndex(self) -> int:
        """0 while a message shows, 1 for the end-of-game summary."""
        return self.pages.currentIndex()

    def message_height(self) -> int:
        return self.message_lines * self.line + 12

    def reserved_height(self) -> int:
        """The area's height all game: the message's lines and one line of legend."""
        return self.message_height() + self.legend.line_height() + LEGEND_GAP

    def follow_font(self, metrics: QFontMetrics) -> None:
        """The window's font changed (it follows the system's): the lines keep their count."""
        self.line = metrics.lineSpacing()
        for holder in self.holders:
            holder.verticalScrollBar().setSingleStep(self.line)
        self.setFixedHeight(self.reserved_height())
        self.refit()

    def show_message(self, text: str) -> None:
        self.message_label.setText(keep_numbers_with_names(text))
        self.pages.setCurrentIndex(0)
        self.refit()

    def show_summary(self, rich_text: str) -> None:
        self.summary_panel.setText(rich_text)
        self.pages.setCurrentIndex(1)
        self.refit()

    def set_message_lines(self, lines: int) -> None:
        """How many message lines the area keeps (the window's size sets it, not the text)."""
        if lines != self.message_lines:
            self.message_lines = lines
            self.setFixedHeight(self.reserved_height())
            self.refit()

    def summary_needs(self) -> int:
        """The height the whole summary takes at the current width."""
        width = max(1, self.width())
        return self.summary_panel.heightForWidth(width)

    def refit(self) -> None:
        """Share the reserved height between the legend and the page shown (whole lines)."""
        if not self.legend.isHidden():
            lines = self.legend.flow.heightForWidth(max(1, self.width()))
            most = self.reserved_height() - LEGEND_GAP - self.line - 12  # a message line stays
            self.legend.setFixedHeight(max(1, min(most, max(self.legend.line_height(), lines))))
        room = self.reserved_height() - self._legend_height()
        if self.pages.currentIndex() == 1:
            needs = self.summary_needs()
            height = needs if needs <= room else self.whole_lines_within(room)
        else:
            lines = max(1, min(self.message_lines, (room - 12) // max(1, self.line)))
            height = lines * self.line + 12
        height = max(1, min(height, room))
        if height != self.pages.height() or self.pages.minimumHeight() != height:
            self.pages.setFixedHeight(height)

    def whole_lines_within(self, room: int) -> int:
        """The tallest view of the summary, at most ``room``, that ends under a line."""
        label = self.summary_panel
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        inset = label.margin() + label.frameWidth() + label.contentsMargins().top()
        doc.setTextWidth(max(1, label.width() - 2 * inset))
        doc.setHtml(label.text())
        best = 0.0
        block = doc.begin()
        while block.isValid():
            layout, top = block.layout(), doc.documentLayout().blockBoundingRect(block).top()
            for i in range(layout.lineCount()):
                bottom = top + layout.lineAt(i).rect().bottom() + inset
                if bottom <= room:
                    best = max(best, bottom)
            block = block.next()
        return int(best) if best else room

    def _legend_height(self) -> int:
        return 0 if self.legend.isHidden() else self.legend.maximumHeight() + LEGEND_GAP

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()


def chrome_scale(cell_size: int) -> float:
    """How much the counters, face and buttons grow with the cells (24 px is 1.0)."""
    return min(max(cell_size / BASE_CELL, 0.75), 2.5)


def single_shot_timer(parent: QWidget, interval_ms: int) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(interval_ms)
    return timer
