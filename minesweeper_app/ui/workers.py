"""Engine calls and the window's other background work off the GUI thread.

Board creation runs on the global pool; hints and flag checks on a pool of their own,
so a hint stuck on a hard position cannot hold up the board of a new game.  Every job
carries the ticket the controller gave it and its cancel flag is handed to the engine
as ``cancel=``, so an abandoned job stops working, not just stops mattering.

Every job is a :class:`Job` (a ticket, a cancel check, finished/failed signals queued to
the GUI thread): the controller's engine jobs go through :class:`JobRunner`, whose
reports the controller judges by ticket; the window's other work (reading and saving
replays) through :class:`BackgroundJobs`, which reports to callbacks and ignores the
result of a job that was dropped.

Closing the window never waits for the engine: :meth:`JobRunner.shutdown` cancels,
drops what has not started and waits only briefly; :func:`exec_until_closed` ends the
process at once if a job is still running after the event loop has finished (a pool
thread would otherwise keep the process alive until its engine call returns).
"""

from __future__ import annotations

import gc
import itertools
import os
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication

from minesweeper_app.game.flow.jobs import (
    CancelCheck,
    Delivery,
    JobCall,
    JobKind,
    JobRun,
    tune_collector,
)
from minesweeper_app.game.yielding import Yielder

T = TypeVar("T")
HELP_THREADS = 2
SHUTDOWN_WAIT_MS = 300
DEFERRED_START_MS = 10
"""Analysis jobs start this long after they are asked for, once the move is painted:
a pure-Python engine call on a pool thread competes with the GUI thread for the GIL,
and the move's own repaint should not wait for it.  So do the loss explanation (the
end-of-game panel is built in the same handler, and took longer with the job running)
and the board's facts (asked for with the first click, whose opening is painted); and a
finished game's replay is saved after the same delay (``replay_actions``)."""
DEFERRED_KINDS = frozenset({JobKind.ANALYSIS, JobKind.EXPLAIN_LOSS, JobKind.BOARD_FACTS})


class JobSignals(QObject):
    """Signals live on a QObject because QRunnable cannot emit; queued to the GUI thread."""

    finished = Signal(int, object)  # ticket, result
    failed = Signal(int, object)  # ticket, exception


class Job(QRunnable):
    """Every piece of the window's background work: ``call(cancel)`` on a pool thread,
    its result or error reported with its ticket through :class:`JobSignals`."""

    freeze_after = False

    def __init__(self, ticket: int, call: Callable[[CancelCheck], object]) -> None:
        super().__init__()
        self.ticket = ticket
        self.signals = JobSignals()
        self._call = call
        self._cancel = threading.Event()
        self._yield = Yielder()
        """Lets the GUI thread in now and then from the call's cancel check
        (``game/yielding.py``)."""
        self.setAutoDelete(False)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _check(self) -> bool:
        """The call's cancel check; lets the GUI thread in now and then."""
        self._yield()
        return self._cancel.is_set()

    def run(self) -> None:
        self._yield.restart()
        try:
            result = self._call(self._check)
        except BaseException as exc:  # reported to the GUI thread, never lost in the pool
            if self.freeze_after:
                gc.freeze()
            self.signals.failed.emit(self.ticket, exc)
        else:
            if self.freeze_after:
                gc.freeze()
            self.signals.finished.emit(self.ticket, result)


class EngineJob(Job):
    """An engine call of ``kind``; what it leaves alive is taken out of the cycle
    collector's passes (``gc.freeze``).

    A pass walks every tracked object holding the GIL, and the solver's kept states are
    some 16,000 sets each at 128x128, so a pass over them stalled the window visibly
    (``bench ui`` measures the gaps). Reference counting still frees them; the engine
    makes no cycles (tests/engine/test_no_garbage_cycles.py), so nothing frozen waits for
    a pass that will not come.  Other work may leave cycles, which a freeze would keep for good.
    """

    freeze_after = True

    def __init__(self, ticket: int, kind: JobKind, call: Callable[[CancelCheck], object]) -> None:
        super().__init__(ticket, call)
        self.kind = kind


class _Runner(QObject):
    """Jobs by ticket: started now or once the window has painted, cancelled, reported."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[int, Job] = {}

    def _pool_for(self, job: Job) -> QThreadPool:
        return QThreadPool.globalInstance()

    def _launch(self, job: Job, deferred: bool) -> None:
        # Bound slots of this GUI-thread object: the pool thread's emit is queued here.
        job.signals.finished.connect(self._on_finished)
        job.signals.failed.connect(self._on_failed)
        self._jobs[job.ticket] = job
        if deferred:
            QTimer.singleShot(DEFERRED_START_MS, self, lambda: self._start_deferred(job))
        else:
            self._pool_for(job).start(job)

    def _start_deferred(self, job: Job) -> None:
        if job.cancelled:
            self._jobs.pop(job.ticket, None)
        elif self._jobs.get(job.ticket) is job:
            self._pool_for(job).start(job)

    def cancel(self, ticket: int) -> None:
        job = self._jobs.get(ticket)
        if job is not None:
            job.cancel()
            # Not started yet: it never will; its report would be ignored anyway.
            if self._pool_for(job).tryTake(job):
                del self._jobs[ticket]

    def cancel_all(self) -> None:
        for ticket in list(self._jobs):
            self.cancel(ticket)

    @Slot(int, object)
    def _on_finished(self, ticket: int, result: object) -> None:
        job = self._jobs.pop(ticket, None)
        if job is not None:
            assert isinstance(result, Delivery), "started as a JobCall"
            self._finished(job, result)

    @Slot(int, object)
    def _on_failed(self, ticket: int, exc: BaseException) -> None:
        job = self._jobs.pop(ticket, None)
        if job is not None:
            self._failed(job, exc)

    def _finished(self, job: Job, result: Delivery) -> None:
        """A job's result, bound to its handler (a :class:`~.jobs.JobCall` made it)."""

    def _failed(self, job: Job, exc: BaseException) -> None:
        """A job's error."""


class JobRunner(_Runner):
    """Starts engine jobs (the controller's ``JobStarter``); the controller's tickets tell
    a stale report from a current one."""

    finished = Signal(int, object, object)  # ticket, JobKind, result
    failed = Signal(int, object, object)  # ticket, JobKind, exception

    def __init__(
        self,
        pool: QThreadPool | None = None,
        help_pool: QThreadPool | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        if help_pool is None:
            # No parent: a pool owned by the window would wait for its threads when deleted.
            help_pool = QThreadPool()
            help_pool.setMaxThreadCount(HELP_THREADS)
        self._help_pool = help_pool

    def _pool_for(self, job: Job) -> QThreadPool:
        assert isinstance(job, EngineJob)
        return self._help_pool if job.kind.is_help else self._pool

    def start(self, ticket: int, kind: JobKind, call: JobRun) -> None:
        self._launch(EngineJob(ticket, kind, call), kind in DEFERRED_KINDS)

    def _finished(self, job: Job, result: Delivery) -> None:
        assert isinstance(job, EngineJob)
        self.finished.emit(job.ticket, job.kind, result)

    def _failed(self, job: Job, exc: BaseException) -> None:
        assert isinstance(job, EngineJob)
        self.failed.emit(job.ticket, job.kind, exc)

    def running(self) -> int:
        """Jobs still running on a pool thread (cancelled ones included)."""
        return self._pool.activeThreadCount() + self._help_pool.activeThreadCount()

    def wait(self, msecs: int = 5000) -> bool:
        """Block until both pools are idle (tests; the window uses :meth:`shutdown`)."""
        self.cancel_all()
        ok = self._help_pool.waitForDone(msecs)
        return bool(self._pool.waitForDone(msecs)) and bool(ok)

    def shutdown(self, msecs: int = SHUTDOWN_WAIT_MS) -> bool:
        """Cancel everything, drop queued jobs and wait at most ``msecs``; True when idle.

        An engine call that ignores its cancel check is not waited for: the process
        ends without it (see :func:`exec_until_closed`).
        """
        self.cancel_all()
        self._help_pool.clear()
        half = max(1, msecs // 2)
        ok = self._help_pool.waitForDone(half)
        return bool(self._pool.waitForDone(half)) and bool(ok)


class BackgroundJobs(_Runner):
    """The windows' other background work (replays, the review): the same jobs,
    each reported to the callbacks it was started with; a dropped job is never reported,
    so a result that arrives after its question was withdrawn is ignored."""

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        """``pool``: the global one unless given (the review works on a pool of its own)."""
        super().__init__(parent)
        self._pool = pool
        self._tickets = itertools.count(1)
        self._failures: dict[int, Callable[[BaseException], None]] = {}

    def _pool_for(self, job: Job) -> QThreadPool:
        return self._pool or QThreadPool.globalInstance()

    def start(
        self,
        call: Callable[[CancelCheck], T],
        done: Callable[[T], None],
        failed: Callable[[BaseException], None],
        *,
        deferred: bool = False,
    ) -> int:
        """Run ``call(cancel)``; ``done(result)`` or ``failed(exception)`` follows on the GUI
        thread.  ``deferred``: started once the window has painted (``DEFERRED_START_MS``)."""
        ticket = next(self._tickets)
        self._failures[ticket] = failed
        self._launch(Job(ticket, JobCall(call, done, failed)), deferred)
        return ticket

    def drop(self, ticket: int) -> None:
        """Withdraw a job: cancelled, and its result or error never reported (a running
        job stays referenced until it ends)."""
        self.cancel(ticket)
        self._failures.pop(ticket, None)

    def drop_all(self) -> None:
        for ticket in list(self._failures):
            self.drop(ticket)

    @property
    def pending(self) -> int:
        """Jobs started whose result has not been reported, nor dropped."""
        return len(self._failures)

    def _finished(self, job: Job, result: Delivery) -> None:
        if self._failures.pop(job.ticket, None) is not None:
            result.hand_over()

    def _failed(self, job: Job, exc: BaseException) -> None:
        failed = self._failures.pop(job.ticket, None)
        if failed is not None:
            failed(exc)


SWITCH_INTERVAL_S = 0.001
"""How long an engine job may keep the GIL once the GUI thread asks for it (Python's
default is 5 ms).  A repaint or a click handler asks many times, once per call into
Qt that lets the GIL go, so each wait counts; the job runs about 2% slower."""


def tune_for_responsiveness() -> None:
    """Settings that keep the window answering while an engine job runs on a pool thread.

    The objects of start-up (modules, Qt wrappers, tables) leave garbage collection:
    a full collection holds the GIL for as long as it walks every tracked object, and
    the engine's jobs trigger many; without the tens of thousands of start-up objects
    each such pause, which also stalls the window, is several ms shorter.  And the GUI
    thread gets the GIL back sooner (``SWITCH_INTERVAL_S``).
    """
    gc.collect()
    gc.freeze()
    tune_collector()
    sys.setswitchinterval(SWITCH_INTERVAL_S)


def exec_until_closed(app: QApplication, runner: JobRunner) -> int:
    """Run the event loop; when it ends with an engine call still running, exit at once.

    Waiting for such a call (it stops at its next cancel poll, but a long C call such
    as a big numpy operation may keep the GIL a while) would keep a closed game alive,
    so the process ends like one whose workers are daemon threads.  Settings and
    statistics are already written by then.
    """
    tune_for_responsiveness()
    code = int(app.exec())
    if runner.running() and not runner.shutdown(100):  # closeEvent has waited already
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code
