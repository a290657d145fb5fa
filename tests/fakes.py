"""Stand-ins for the window's job runner in controller tests (no Qt, no threads)."""

from __future__ import annotations

from typing import Any

from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.flow.controller import GameController, JobKind


class Jobs:
    """Holds started jobs until the test finishes them; ``run`` does the newest one of a
    kind the way a worker would."""

    def __init__(self) -> None:
        self.started: list[tuple[int, JobKind, Any]] = []
        self.cancelled: list[int] = []

    def start(self, ticket: int, kind: JobKind, call: Any) -> None:
        self.started.append((ticket, kind, call))

    def cancel(self, ticket: int) -> None:
        self.cancelled.append(ticket)

    def deliver(self, ticket: int, result: Any) -> Any:
        """The answer ``result`` of the job started with ``ticket``, as a worker reports it."""
        call = next(c for t, _, c in self.started if t == ticket)
        return call.deliver(result)

    def run(self, controller: GameController, kind: JobKind) -> Any:
        ticket, _, call = next(j for j in reversed(self.started) if j[1] is kind)
        result = call.call(lambda: False)  # the engine's answer, handed over as a worker does
        controller.job_finished(ticket, kind, call.deliver(result))
        return result


class View:
    """Records what the controller shows; every GameView call is accepted."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.summaries: list[Any] = []
        self.hints: list[Any] = []
        self.explanations: list[Any] = []
        self.prepared: list[str] = []
        self.resumed = 0
        self.overlays: list[Any] = []

    def game_changed(self) -> None: ...
    def creation_started(self) -> None: ...
    def board_ready(self) -> None: ...
    def creation_error(self, exc: BaseException, start: Any) -> None: ...
    def show_message(self, text: str) -> None:
        self.messages.append(text)

    def show_help(self, message: str, highlights: Any, *, question: bool = False) -> None:
        self.messages.append(message)

    def hint_arrived(self, stage: Any) -> None:
        self.hints.append(stage)

    def flags_arrived(self, report: Any) -> None: ...
    def game_over(self, summary: Any) -> None:
        self.summaries.append(summary)

    def loss_explained(self, explanation: Any) -> None:
        self.explanations.append(explanation)

    def game_resumed(self) -> None:
        self.resumed += 1

    def board_prepared(self, note: str) -> None:
        self.prepared.append(note)

    def prepare_failed(self, message: str) -> None:
        self.messages.append(message)

    def show_probabilities(self, probabilities: Any) -> None:
        self.overlays.append(probabilities)


class RecordingStats:
    """A statistics store (the controller's ``StatsRecorder``) that keeps every call."""

    def __init__(self) -> None:
        self.records: list[FinishedGame] = []

    def record(self, game: FinishedGame) -> None:
        self.records.append(game)

    def history(self, limit: int | None = None, **_: Any) -> list[FinishedGame]:
        return list(reversed(self.records))[:limit]
