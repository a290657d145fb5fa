"""The window's :class:`~minesweeper_app.game.protocols.GameView` as a subscriber of the
controller's events: each event becomes the view calls it always made, and the words
those calls carry are made here, at the edge, in the language of the moment."""

from __future__ import annotations

from collections.abc import Callable

from minesweeper_app.game import texts
from minesweeper_app.game.events import (
    BoardPrepared,
    BoardReady,
    CreationFailed,
    CreationStarted,
    FailedJob,
    FlagsChecked,
    GameEvent,
    GameOver,
    HelpRefusal,
    HelpRefused,
    HintShown,
    JobFailed,
    LossExplained,
    LossUndone,
    MoveMade,
    MoveRefused,
    ProbabilitiesShown,
    Refusal,
)
from minesweeper_app.game.protocols import GameView
from minesweeper_app.game.wording import Words


class ViewListener:
    """Shows the controller's events through the view ``view()`` returns at the time."""

    def __init__(self, view: Callable[[], GameView]) -> None:
        self._view = view

    def __call__(self, event: GameEvent) -> None:
        view = self._view()
        match event:
            case MoveMade():
                view.game_changed()
            case MoveRefused(reason=Refusal.NOT_THE_START, start=start) if start is not None:
                view.show_message(texts.starts_at(start))
            case CreationStarted():
                view.creation_started()
            case BoardReady():
                view.board_ready()
                view.game_changed()
            case CreationFailed(error=error, start=start):
                view.game_changed()
                view.creation_error(error, start)
            case BoardPrepared():
                view.board_prepared(texts.board_note(event))
            case HintShown(stage=stage, highlights=highlights, shown=shown):
                if shown:
                    view.show_help(Words.of(stage), highlights, question=event.question)
                view.hint_arrived(stage)
            case FlagsChecked(report=report, stage=stage, highlights=highlights):
                view.show_help(Words.of(stage), highlights)
                view.flags_arrived(report)
            case HelpRefused(reason=HelpRefusal.NO_FLAGS):
                view.show_help(texts.no_flags(), {})
            case HelpRefused(reason=HelpRefusal.NOT_STARTED, start=start):
                view.show_message(texts.click_to_start(start))
            case ProbabilitiesShown(probabilities=probabilities):
                view.show_probabilities(probabilities)
            case JobFailed(job=FailedJob.PREPARE_BOARD, error=error):
                view.prepare_failed(texts.prepare_failed(error))
            case JobFailed(job=job, error=error):
                view.show_message(texts.job_failed(job, error))
            case GameOver(summary=summary):
                view.game_over(summary)
            case LossExplained(explanation=explanation):
                view.loss_explained(explanation)
            case LossUndone():
                view.game_changed()
                view.game_resumed()
            case _:
                pass  # presses, pauses, saved results: the window's other parts listen
