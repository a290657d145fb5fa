"""The practice window: one rated puzzle at a time on the game's own board.

The session (:mod:`minesweeper_app.game.practice`) picks puzzles near the player's
rating and judges the one move; this window shows the position, takes the move (click
to open, right-click to flag, or the keyboard as in a game), and answers with the hint
engine's words and marks. Finding puzzles takes from milliseconds to a fraction of a
second, so it runs on a worker thread; a result for an abandoned request is ignored.
The window also offers the lessons (the rules, then one technique at a time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, QThreadPool, Slot
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from minesweeper_app.engine import COVERED, FLAGGED, Cell, HintRole
from minesweeper_app.engine.puzzles import Puzzle
from minesweeper_app.game import PositionView
from minesweeper_app.game.flow.controller import JobKind
from minesweeper_app.game.practice import PracticeSession, PracticeStore, Verdict
from minesweeper_app.game.practice.lessons import LESSONS, Lesson
from minesweeper_app.game.practice.mistakes import (
    PersonalPuzzle,
    puzzles_from_games,
    stored_games,
)
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.wording import Words, again
from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate
from minesweeper_app.ui.board.widget import BoardWidget
from minesweeper_app.ui.move_results import hint_target
from minesweeper_app.ui.practice import texts
from minesweeper_app.ui.practice.chart import RatingChart
from minesweeper_app.ui.practice.voice import PracticeVoice
from minesweeper_app.ui.retranslate import live_text
from minesweeper_app.ui.window.fit import BoardScrollArea
from minesweeper_app.ui.workers import EngineJob

YOURS = "yours"
"""The filter for puzzles from the player's own games (mistakes, hints, guesses)."""

FILTERS: tuple[tuple[str, str | None], ...] = (
    (QT_TRANSLATE_NOOP("Practice", "Every technique"), None),
    (QT_TRANSLATE_NOOP("Practice", "One number (single)"), "single"),
    (QT_TRANSLATE_NOOP("Practice", "Two numbers (pair)"), "pair"),
    (QT_TRANSLATE_NOOP("Practice", "Three or more numbers (chain)"), "chain"),
    (QT_TRANSLATE_NOOP("Practice", "The mine count"), "mine-count"),
    (QT_TRANSLATE_NOOP("Practice", "From your own games"), YOURS),
)

PRACTICE_FILE = "practice.sqlite3"

TEXT_LINES = 7
"""Lines kept under the board for the prompt, the verdict and the accuracy."""

TECHNIQUE_WORDS = {
    "single": QT_TRANSLATE_NOOP("Practice", "one number"),
    "pair": QT_TRANSLATE_NOOP("Practice", "two numbers together"),
    "chain": QT_TRANSLATE_NOOP("Practice", "three or more numbers together"),
    "mine-count": QT_TRANSLATE_NOOP("Practice", "the mine count"),
}


class PracticeWindow(QDialog):
    """Practice puzzles near the player's rating, with a technique filter and lessons."""

    def __init__(
        self,
        store: PracticeStore,
        *,
        seed: int | None = None,
        parent: QWidget | None = None,
        lessons: bool = False,
        stats: StatsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", "Practice"))
        self.store = store
        self.session = PracticeSession(store, seed=seed)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._ticket = 0
        self._job: EngineJob | None = None
        self._lesson: int | None = None
        self._game: PositionView | None = None
        self._interrupted = False
        self.stats = stats
        self._yours: list[PersonalPuzzle] | None = None
        """Puzzles from the player's games still to show (None: not looked for yet)."""

        self.filter = QComboBox()
        for title, _ in FILTERS:
            self.filter.addItem(translate("Practice", title))
        self.filter.setAccessibleName(translate("Practice", "Technique"))
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.rating = QLabel()
        self.chart = RatingChart()
        self.board = BoardWidget()
        self.board.set_rulers("always")
        self.board.open_requested.connect(lambda cell: self.play(cell, flag=False))
        self.board.flag_requested.connect(lambda cell: self.play(cell, flag=True))
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.accuracy = QLabel()
        self.accuracy.setWordWrap(True)
        self.store_notice = QLabel()
        """Why answers are not being saved: stays until the store says otherwise."""
        self.store_notice.setWordWrap(True)
        self.store_notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.next_button = QPushButton(translate("Practice", "&Next puzzle"))
        self.next_button.clicked.connect(self.next_step)
        self.retry_button = QPushButton(translate("Practice", "&Try again"))
        self.retry_button.clicked.connect(self.retry)
        self.lessons_button = QPushButton(translate("Practice", "&Lessons"))
        self.lessons_button.clicked.connect(lambda: self.start_lessons())
        self.voice = PracticeVoice(
            self.board,
            self.next_button,
            answered=lambda: self.session.puzzle is not None and self.session.verdict is not None,
            go_on=self.next_step,
        )
        close = QPushButton(translate("Review", "Close"))
        close.clicked.connect(self.close)

        # A lesson with no puzzle shows its words where the board would be.
        self.lesson_page = QLabel()
        self.lesson_page.setObjectName("lesson_page")
        self.lesson_page.setWordWrap(True)
        self.lesson_page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lesson_page.setMargin(24)
        lesson_font = QFont(self.lesson_page.font())
        lesson_font.setPointSizeF(lesson_font.pointSizeF() * 1.3)
        self.lesson_page.setFont(lesson_font)
        self.board_area = BoardScrollArea(self.board)
        self.stage = QStackedWidget()
        self.stage.addWidget(self.board_area)
        self.stage.addWidget(self.lesson_page)
        self.texts = self._text_area(
            (self.prompt, self.verdict_label, self.accuracy, self.store_notice)
        )

        top = QHBoxLayout()
        top.addWidget(QLabel(translate("Practice", "Technique:")))
        top.addWidget(self.filter)
        top.addStretch(1)
        top.addWidget(self.rating)
        buttons = QHBoxLayout()
        buttons.addWidget(self.lessons_button)
        buttons.addStretch(1)
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.chart)
        layout.addWidget(self.stage, 1)
        layout.addWidget(self.texts)
        layout.addLayout(buttons)
        self.resize(practice_size(self.screen().availableGeometry().size()))
        self._show_rating()
        self._show_store_problem()
        if lessons:
            self.start_lessons()
        else:
            self.next_puzzle()

    def _text_area(self, labels: Sequence[QLabel]) -> QScrollArea:
        """The prompt, the verdict and the accuracy in a height kept for them: a long
        explanation scrolls, the board above keeps its size and the window its width."""
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            column.addWidget(label)
        column.addStretch(1)
        area = QScrollArea()
        area.setObjectName("practice_texts")
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        line = self.fontMetrics().lineSpacing()
        area.verticalScrollBar().setSingleStep(line)
        area.setFixedHeight(TEXT_LINES * line + 12)
        return area

    # -- puzzles ------------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle | None:
        return self.session.puzzle

    @property
    def busy(self) -> bool:
        """A puzzle is being looked for."""
        return self._job is not None

    def next_step(self) -> None:
        """The next lesson during the lessons, else the next puzzle."""
        if self._lesson is not None and self._lesson + 1 < len(LESSONS):
            self.show_lesson(self._lesson + 1)
        else:
            self._lesson = None
            self.next_puzzle()

    def next_puzzle(self) -> None:
        """Look for a puzzle near the player's rating (on the worker thread), or show the
        next one from the player's own games."""
        self._lesson = None
        self.next_button.setText(translate("Practice", "&Next puzzle"))
        if FILTERS[self.filter.currentIndex()][1] == YOURS and self._yours is not None:
            self._next_of_yours()
            return
        if self._job is not None:
            self._job.cancel()
        self._ticket += 1
        if FILTERS[self.filter.currentIndex()][1] == YOURS:
            games = stored_games(self.stats) if self.stats is not None else []

            def call(cancel: Callable[[], bool]) -> list[PersonalPuzzle]:
                return puzzles_from_games(games, cancel)

            looking = texts.looking(yours=True)
            job = EngineJob(self._ticket, JobKind.ANALYSIS, call)
        else:
            job = EngineJob(self._ticket, JobKind.ANALYSIS, self.session.candidates)
            looking = texts.looking(yours=False)
        job.signals.finished.connect(self._arrived)
        job.signals.failed.connect(self._failed)
        self._job = job
        self._say(looking)
        self.verdict_label.clear()
        self.next_button.setEnabled(False)
        self.retry_button.setEnabled(False)
        self.pool.start(job)

    @Slot(int, object)
    def _arrived(self, ticket: int, found: object) -> None:
        if ticket != self._ticket or self._lesson is not None:
            return  # an abandoned request
        self._job = None
        assert isinstance(found, list)
        if FILTERS[self.filter.currentIndex()][1] == YOURS:
            self._yours = [p for p in found if isinstance(p, PersonalPuzzle)]
            self._next_of_yours()
        else:
            self._show(self.session.choose(found))

    def _next_of_yours(self) -> None:
        yours = self._yours or []
        while yours and self.store.attempted(yours[0].puzzle.id):
            yours.pop(0)
        if not yours:
            self.session.puzzle = None
            self._game = None
            self._say(texts.no_personal())
            self.next_button.setEnabled(True)
            return
        personal = yours.pop(0)
        self.session.choose([personal.puzzle])
        when = personal.finished_at[:10]
        self._show(
            personal.puzzle,
            texts.from_game(when, personal.move, personal.reason),
        )

    @Slot(int, object)
    def _failed(self, ticket: int, exc: object) -> None:
        if ticket != self._ticket:
            return
        self._job = None
        self._say(texts.not_found(exc))
        self.next_button.setEnabled(True)

    def _say(self, text: str) -> None:
        """The prompt, made again in another language when ``text`` can be (``Words``)."""
        live_text(self.prompt, "setText", lambda: again(text))

    def _show(self, puzzle: Puzzle, intro: str | None = None) -> None:
        self.stage.setCurrentWidget(self.board_area)
        self._game = PositionView(puzzle.values)
        self.board.set_game(self._game)
        self.board.set_highlights({})
        flags = int((puzzle.values == FLAGGED).sum())
        if intro is None:
            technique = TECHNIQUE_WORDS[puzzle.technique] if self.session.technique else None
            rated = round(self.store.puzzle_rating(puzzle).rating)
            intro = Words(
                lambda: texts.intro(
                    None if technique is None else translate("Practice", technique), rated
                )
            )
        head = intro
        self._say(Words(lambda: texts.prompt(again(head), puzzle.mines, flags)))
        self.verdict_label.clear()
        self.next_button.setEnabled(True)
        self.retry_button.setEnabled(False)
        self.board.setFocus()
        self.voice.puzzle_shown(self.prompt.text())

    def play(self, cell: Cell, *, flag: bool) -> Verdict | None:
        """The player's one move on the puzzle; later clicks wait for Next or Try again."""
        puzzle = self.session.puzzle
        game = self._game
        if puzzle is None or game is None or self.session.verdict is not None:
            return None
        if puzzle.values[cell] != COVERED:
            return None
        verdict = self.session.answer(cell, flag, rated=self._lesson is None)
        marks = dict(verdict.highlights)
        marks[cell] = HintRole.TARGET if verdict.right else HintRole.WRONG_FLAG
        if flag:
            self._game = game.with_flag(cell)
            self.board.set_game(self._game)
        self.board.set_highlights(marks)
        technique = TECHNIQUE_WORDS[puzzle.technique]

        def verdict_words() -> str:
            note = texts.technique_note(translate("Practice", technique), puzzle.motifs)
            return f"{again(verdict.text)} {note}"

        live_text(self.verdict_label, "setText", verdict_words)
        self.retry_button.setEnabled(True)
        # Said where the focus is, the board (J goes to the cell the verdict is about).
        self.voice.verdict(verdict_words(), hint_target(dict(verdict.highlights)) or cell)
        self._show_rating(verdict)
        self._show_store_problem()
        return verdict

    def _show_store_problem(self) -> None:
        """The practice file's trouble, where the next puzzle does not wipe it away."""
        self.store_notice.setText(self.store.problem or "")
        self.store_notice.setVisible(bool(self.store.problem))

    def retry(self) -> None:
        """The same puzzle again (a retry is not rated)."""
        puzzle = self.session.puzzle
        if puzzle is not None:
            self.session.choose([puzzle])
            self._show(puzzle, texts.try_again())

    @Slot(int)
    def _filter_changed(self, index: int) -> None:
        key = FILTERS[index][1]
        self.session.technique = None if key == YOURS else key
        self._yours = None
        if self._lesson is None:
            self.next_puzzle()

    # -- lessons ------------------------------------------------------------------------

    def start_lessons(self) -> None:
        self.show_lesson(0)

    def show_lesson(self, index: int) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None
            self._ticket += 1
        self._lesson = index
        lesson: Lesson = LESSONS[index]
        last = index + 1 == len(LESSONS)
        self.next_button.setText(
            translate("Practice", "&Practice") if last else translate("Practice", "&Next lesson")
        )

        def title() -> str:
            return texts.lesson_title(index, len(LESSONS), translate("Lessons", lesson.title))

        intro = Words(lambda: f"{title()} {translate('Lessons', lesson.text)}")
        puzzle = lesson.puzzle()
        if puzzle is None:
            self.session.puzzle = None
            self.stage.setCurrentWidget(self.lesson_page)

            def page() -> str:
                return f"{title()}\n\n{translate('Lessons', lesson.text)}"

            live_text(self.lesson_page, "setText", page)
            self._say(Words(title))
            self.verdict_label.clear()
            self.next_button.setEnabled(True)
            self.voice.page_shown(page)
            return
        self.session.choose([puzzle])
        self._show(puzzle, intro)

    # -- ratings ------------------------------------------------------------------------

    def _show_rating(self, verdict: Verdict | None = None) -> None:
        player = self.store.player()
        attempt = None if verdict is None else verdict.attempt
        change = (
            attempt.player_after.rating - attempt.player_before.rating
            if attempt is not None and attempt.first
            else None
        )

        def rating() -> str:
            text = texts.rating(player.rating, player.deviation)
            if change is not None:
                return text + f" ({change:+.0f})"
            return text if attempt is None else text + " " + texts.not_rated()

        live_text(self.rating, "setText", rating)
        self.chart.set_points([r for _, r in self.store.history()])
        tally = [(t, a.right, a.attempts) for t, a in self.store.accuracy().items() if a.attempts]

        def accuracy() -> str:
            parts = [
                f"{translate('Practice', TECHNIQUE_WORDS[t])} {right}/{attempts}"
                for t, right, attempts in tally
            ]
            return texts.accuracy(parts)

        live_text(self.accuracy, "setText", accuracy)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None
            self._interrupted = True
        self._ticket += 1
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._interrupted:  # closed while a puzzle was being looked for
            self._interrupted = False
            self.next_puzzle()


def practice_size(screen: QSize) -> QSize:
    """Most of the screen (a 30x16 puzzle gets cells near 24 px on 1280x800), not all."""
    return QSize(min(1100, int(screen.width() * 0.8)), min(900, int(screen.height() * 0.85)))
