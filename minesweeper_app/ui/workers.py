"""Engine calls off the GUI thread.

Each job carries the generation of the game that asked for it.  The window bumps its
generation on every new game, so a result that arrives late is recognised and dropped
instead of landing on the wrong board.  The cancel flag is handed to the engine as
``cancel=`` so an abandoned creation stops working, not just stops mattering.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

EngineCall = Callable[[Callable[[], bool]], Any]


class JobSignals(QObject):
    """Signals live on a QObject because QRunnable cannot emit; queued to the GUI thread."""

    finished = Signal(int, object)  # job id, result
    failed = Signal(int, object)  # job id, exception


class EngineJob(QRunnable):
    """Runs ``call(cancel)`` on a pool thread and reports through :class:`JobSignals`."""

    def __init__(self, job_id: int, generation: int, kind: str, call: EngineCall) -> None:
        super().__init__()
        self.job_id = job_id
        self.generation = generation
        self.kind = kind
        self.signals = JobSignals()
        self._call = call
        self._cancel = threading.Event()
        self.setAutoDelete(False)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self) -> None:
        try:
            result = self._call(self._cancel.is_set)
        except BaseException as exc:  # reported to the GUI thread, never lost in the pool
            self.signals.failed.emit(self.job_id, exc)
        else:
            self.signals.finished.emit(self.job_id, result)


class JobRunner(QObject):
    """Starts engine jobs and keeps them alive until they report."""

    finished = Signal(int, str, object)
    failed = Signal(int, str, object)

    def __init__(self, pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._jobs: dict[int, EngineJob] = {}
        self._next_id = 0

    def start(self, generation: int, kind: str, call: EngineCall) -> EngineJob:
        self._next_id += 1
        job = EngineJob(self._next_id, generation, kind, call)
        # Bound slots of this GUI-thread object: the pool thread's emit is queued here.
        job.signals.finished.connect(self._on_finished)
        job.signals.failed.connect(self._on_failed)
        self._jobs[job.job_id] = job
        self._pool.start(job)
        return job

    @Slot(int, object)
    def _on_finished(self, job_id: int, result: Any) -> None:
        job = self._jobs.pop(job_id, None)
        if job is not None:
            self.finished.emit(job.generation, job.kind, result)

    @Slot(int, object)
    def _on_failed(self, job_id: int, exc: Any) -> None:
        job = self._jobs.pop(job_id, None)
        if job is not None:
            self.failed.emit(job.generation, job.kind, exc)

    def cancel_all(self) -> None:
        for job in self._jobs.values():
            job.cancel()

    def busy(self, kind: str | None = None) -> bool:
        return any(
            kind is None or j.kind == kind for j in self._jobs.values() if not j.cancelled
        )

    def wait(self, msecs: int = 5000) -> bool:
        """Block until the pool is idle (used on shutdown so no thread outlives the app)."""
        self.cancel_all()
        return bool(self._pool.waitForDone(msecs))
