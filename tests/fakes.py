"""Stand-ins for the window's job runner in controller tests (no Qt, no threads)."""

from __future__ import annotations

from typing import Any

from minesweeper_app.controller import GameController, JobKind


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

    def run(self, controller: GameController, kind: JobKind) -> Any:
        ticket, _, call = next(j for j in reversed(self.started) if j[1] is kind)
        result = call(lambda: False)
        controller.job_finished(ticket, kind, result)
        return result
