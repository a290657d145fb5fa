"""The Statistics dialog: per-level results, best times, a chart, and the history.

The numbers come from ``StatsStore`` (Qt-free); this module only shows them (the chart
is in ``chart``, the practice tab in ``practice``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.game import level_title
from minesweeper_app.game.stats import GameRecord, LevelSummary, Outcome, StatsStore
from minesweeper_app.game.wording.grades import grade_label
from minesweeper_app.game.wording.problems import problem_text
from minesweeper_app.i18n import number, translate
from minesweeper_app.ui.practice import PRACTICE_FILE
from minesweeper_app.ui.stats.chart import RecentTimesChart
from minesweeper_app.ui.stats.look import add_copy_board_id, show_board_ids
from minesweeper_app.ui.stats.practice import PracticeStatsTab
from minesweeper_app.ui.stats.replays import StatsReplays

CHART_GAMES = 30
"""Winning times per level the chart shows (the most recent)."""


def _time(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return translate("Summary", "{seconds} s").format(seconds=number(seconds, 1))


class WholeLetterTabs(QProxyStyle):
    """Tab titles with room for the marks above capitals: Qt gives a tab's title one line
    of height, and an unselected tab (drawn lower) cut the dots off "Übung" ("Ubung")."""

    def subElementRect(
        self, element: QStyle.SubElement, option: QStyleOption, widget: QWidget | None = None
    ) -> QRect:
        rect = super().subElementRect(element, option, widget)  # type: ignore[arg-type]
        if element == QStyle.SubElement.SE_TabBarTabText:
            grow = max(2, option.fontMetrics.height() // 4)
            return rect.adjusted(0, -grow, 0, grow)
        return rect


def _date(iso: str) -> str:
    """A stored ISO time in the locale's short date and time format."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid() or QLocale().language() == QLocale.Language.C:
        return iso.replace("T", " ")
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def _table(headers: list[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)  # no empty strip at the right, no wide rank column
    return table


def _fill(table: QTableWidget, rows: list[list[str]], numbers: set[int]) -> None:
    """Put ``rows`` in ``table``; the columns in ``numbers`` are right-aligned."""
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if text == "—":  # read as "em dash": a screen reader gets the word
                item.setData(Qt.ItemDataRole.AccessibleTextRole, translate("Statistics", "none"))
            if c in numbers:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


class StatisticsDialog(QDialog):
    """Per-level results with a chart, the top 10 per level, and the filtered history."""

    def __init__(self, stats: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(translate("Statistics", "Statistics"))
        layout = QVBoxLayout(self)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b71c1c;")
        layout.addWidget(self.problem_label)
        self.tabs = QTabWidget()
        self.tab_style = WholeLetterTabs()  # kept: the tab bar does not own its style
        self.tabs.tabBar().setStyle(self.tab_style)
        layout.addWidget(self.tabs)

        levels = QWidget()
        box = QVBoxLayout(levels)
        self.levels_table = _table(
            [
                translate("Statistics", "Level"),
                translate("Statistics", "Played"),
                translate("Statistics", "Won"),
                translate("Statistics", "Abandoned"),
                translate("Statistics", "Win rate"),
                translate("Statistics", "Streak"),
                translate("Statistics", "Best streak"),
                translate("Statistics", "Best time"),
            ],
            translate("Statistics", "Levels"),
        )
        box.addWidget(self.levels_table)
        box.addWidget(QLabel(translate("Statistics", "Recent winning times")))
        self.chart = RecentTimesChart()
        box.addWidget(self.chart, 1)
        self.tabs.addTab(levels, translate("Statistics", "Levels"))

        best = QWidget()
        box = QVBoxLayout(best)
        row = QHBoxLayout()
        level_label = QLabel(translate("Statistics", "Level:"))
        row.addWidget(level_label)
        self.top_level = QComboBox()
        level_label.setBuddy(self.top_level)  # (on Linux a combo box's name is its value)
        self.top_level.currentTextChanged.connect(self._show_top)
        row.addWidget(self.top_level)
        row.addStretch(1)
        box.addLayout(row)
        self.top_table = _table(
            [
                "#",
                translate("Statistics", "Time"),
                translate("Statistics", "Date"),
                "3BV/s",
                translate("Statistics", "Logic"),
            ],
            translate("Statistics", "Best times"),
        )
        box.addWidget(self.top_table)
        box.addWidget(
            QLabel(
                translate("Statistics", "Counted: games won without hints or undo, not replays.")
            )
        )
        self.tabs.addTab(best, translate("Statistics", "Best times"))

        history = QWidget()
        box = QVBoxLayout(history)
        row = QHBoxLayout()
        show_label = QLabel(translate("Statistics", "Show:"))
        row.addWidget(show_label)
        self.level_filter = QComboBox()
        show_label.setBuddy(self.level_filter)
        self.result_filter = QComboBox()
        self.result_filter.addItems(
            [
                translate("Statistics", "All results"),
                translate("Statistics", "Won"),
                translate("Statistics", "Lost"),
                translate("Statistics", "Abandoned"),
            ]
        )
        for combo in (self.level_filter, self.result_filter):
            combo.currentIndexChanged.connect(self._show_history)
            row.addWidget(combo)
        row.addStretch(1)
        self.review_button = QPushButton(translate("Statistics", "Review…"))
        self.review_button.setToolTip(
            translate("Statistics", "Step through the selected game's moves")
        )
        self.review_button.clicked.connect(lambda: self.review_selected())
        row.addWidget(self.review_button)
        self.export_button = QPushButton(translate("Statistics", "Export CSV…"))
        self.export_button.clicked.connect(lambda: self.export_csv())
        row.addWidget(self.export_button)
        self.replays = StatsReplays(self, self, row)  # Open replay, Export replays…
        box.addLayout(row)
        self.history_table = _table(
            [
                translate("Statistics", "Date"),
                translate("Statistics", "Level"),
                translate("Statistics", "Time"),
                translate("Statistics", "Result"),
                translate("Statistics", "Hints"),
                "3BV",
                "3BV/s",
                translate("Statistics", "Clicks"),
                translate("Statistics", "Logic"),
                translate("Statistics", "Board id"),
            ],
            translate("Statistics", "History"),
        )
        self.history_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.copy_id_action = add_copy_board_id(self.history_table, 9)
        self.history_table.itemSelectionChanged.connect(self._selection_changed)
        self.history_table.doubleClicked.connect(lambda _index: self.review_selected())
        self._history: list[GameRecord] = []
        self.reviews: list[QDialog] = []
        box.addWidget(self.history_table)
        self.tabs.addTab(history, translate("Statistics", "History"))
        practice_file = None if stats.path is None else stats.path.with_name(PRACTICE_FILE)
        self.practice = PracticeStatsTab(practice_file)
        self.tabs.addTab(self.practice, translate("Statistics", "Practice"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(
            translate("Statistics", "Reset…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(lambda: self.reset())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.message = ""
        self.resize(720, 560)
        self.refresh()

    # -- content -------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """Options > Language while the dialog is open: its tables are filled again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        problem = self.stats.problem or self.stats.recovery_message
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(bool(problem))
        summaries = self.stats.summaries(CHART_GAMES)
        rows = [_summary_row(s) for s in summaries.values()]
        _fill(self.levels_table, rows, {1, 2, 3, 4, 5, 6, 7})
        self.chart.set_series({level_title(name): s.recent_times for name, s in summaries.items()})
        names = list(summaries)
        for combo, first in (
            (self.top_level, None),
            (self.level_filter, translate("Statistics", "All levels")),
        ):
            # Shown in the player's language; the level's key rides along as item data.
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if first:
                combo.addItem(first, None)
            for name in names:
                combo.addItem(level_title(name), name)
            if current and combo.findData(current) >= 0:
                combo.setCurrentIndex(combo.findData(current))
            combo.blockSignals(False)
        self._show_top()
        self._show_history()

    def _show_top(self) -> None:
        name = self.top_level.currentData()
        top = self.stats.top_times(name) if name else []
        rows = []
        for i, r in enumerate(top, 1):
            rate = r.bv_per_second
            rows.append(
                [
                    str(i),
                    _time(r.seconds),
                    _date(r.finished_at),
                    "—" if rate is None else number(rate, 2),
                    grade_label(r.grade) if r.grade else "—",
                ]
            )
        _fill(self.top_table, rows, {0, 1, 3})

    def shown_history(self) -> list[GameRecord]:
        """The history rows the filters select, most recent first."""
        name = None if self.level_filter.currentIndex() <= 0 else self.level_filter.currentData()
        outcome = (None, *Outcome)[max(0, self.result_filter.currentIndex())]
        return self.stats.history(None, name=name, outcome=outcome)

    def _show_history(self) -> None:
        rows = []
        self._history = self.shown_history()
        for r in self._history:
            rate = r.bv_per_second
            result = _result(r.outcome, r.replay, r.assisted)
            rows.append(
                [
                    _date(r.finished_at),
                    level_title(r.name),
                    _time(r.seconds),
                    result,
                    str(r.hints) if r.hints else "—",
                    "—" if r.three_bv is None else str(r.three_bv),
                    "—" if rate is None else number(rate, 2),
                    "—" if r.clicks is None else str(r.clicks),
                    grade_label(r.grade) if r.grade else "—",
                    r.board_id or "",
                ]
            )
        _fill(self.history_table, rows, {2, 4, 5, 6, 7})
        show_board_ids(self.history_table, 9, [r.board_id or "" for r in self._history])
        self._selection_changed()

    # -- review --------------------------------------------------------------------------

    def selected_game(self) -> GameRecord | None:
        rows = self.history_table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self._history):
            return None
        return self._history[rows[0].row()]

    def _selection_changed(self) -> None:
        self.replays.update()
        record = self.selected_game()
        can = record is not None and _reviewable(record)
        self.review_button.setEnabled(can)
        if record is not None and not can:
            self.review_button.setToolTip(
                translate("Statistics", "This game was stored without its moves.")
            )
        else:
            self.review_button.setToolTip(
                translate("Statistics", "Step through the selected game's moves")
            )

    def review_selected(self) -> QDialog | None:
        """Open the review of the selected game, if it stored its moves."""
        from minesweeper_app.engine import BoardLayout
        from minesweeper_app.ui.review import open_review

        record = self.selected_game()
        if record is None or not _reviewable(record):
            return None
        assert record.game_id is not None and record.board_id is not None
        try:
            moves = self.stats.moves(record.game_id)  # Busy: the file is in use right now
            if not moves:
                raise ValueError(translate("Statistics", "its moves cannot be read"))
            layout = BoardLayout.from_board_id(record.board_id)
        except ValueError as exc:
            QMessageBox.warning(
                self,
                translate("Statistics", "Review"),
                translate("Statistics", "This game cannot be reviewed: {reason}").format(
                    reason=problem_text(exc)
                ),
            )
            return None
        title = f"{level_title(record.name)}, {record.finished_at.replace('T', ' ')}"
        window = open_review(self, layout, moves, clicks=record.clicks, title=title)
        self.reviews.append(window)
        return window

    # -- actions -------------------------------------------------------------------------

    def export_csv(self, target: Path | None = None) -> str | None:
        """Save the shown history as CSV; asks where when ``target`` is None."""
        if target is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                translate("Statistics", "Export history"),
                str(Path.home() / "minesweeper-history.csv"),
                translate("Statistics", "CSV files (*.csv)"),
            )
            if not chosen:
                return None
            target = Path(chosen)
        problem = self.stats.export_csv(target, self.shown_history())
        exported = len(self.shown_history())
        self.message = problem or translate(
            "Statistics", "%n game(s) exported to {path}.", None, exported
        ).format(path=target)
        if problem:
            QMessageBox.warning(self, translate("Statistics", "Export history"), problem)
        return problem

    def reset(self) -> bool:
        """Forget all games after the player confirms; True if they were forgotten."""
        answer = QMessageBox.question(
            self,
            translate("Statistics", "Reset statistics"),
            translate(
                "Statistics",
                "Forget every finished game, best time and streak? This cannot be undone.",
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return False
        problem = self.stats.reset()
        if problem:
            QMessageBox.warning(self, translate("Statistics", "Reset statistics"), problem)
        self.refresh()
        return problem is None


def _result(outcome: Outcome, replay: bool, assisted: bool) -> str:
    """The History's words for a game's end: won, lost or abandoned, and how."""
    if outcome is Outcome.ABANDONED:
        if replay:
            return translate("Statistics", "abandoned (replay)")
        if assisted:
            return translate("Statistics", "abandoned (undo)")
        return translate("Statistics", "abandoned")
    won = outcome is Outcome.WON
    if replay:
        return (
            translate("Statistics", "won (replay)")
            if won
            else translate("Statistics", "lost (replay)")
        )
    if assisted:
        return (
            translate("Statistics", "won (undo)") if won else translate("Statistics", "lost (undo)")
        )
    return translate("Statistics", "won") if won else translate("Statistics", "lost")


def _reviewable(record: GameRecord) -> bool:
    return record.has_moves and bool(record.board_id) and record.game_id is not None


def _summary_row(s: LevelSummary) -> list[str]:
    return [
        level_title(s.name),
        str(s.played),
        str(s.won),
        str(s.abandoned),
        translate("Summary", "{value}%").format(value=number(100 * s.win_rate)),
        str(s.current_streak),
        str(s.best_streak),
        _time(s.best_time),
    ]
