"""Measuring the GUI thread's stalls for ``bench ui``: a 1 ms tick in the window's event
loop, the same tick in an idle process (the machine's own noise), and the result rows."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from typing import Any, ClassVar


class GapMeter:
    """A 1 ms timer on the GUI thread: the longest gap between its ticks is the stall."""

    machine: ClassVar[MachineMeter | None] = None
    """Shared by every meter of a run (set in :func:`main`)."""
    machine_gaps: ClassVar[list[float]] = []
    """The idle process's worst gaps of the current scenario's runs (taken by ``result_row``)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.worst = self.worst_cpu = 0.0
        self.last = self.worst_ended = time.perf_counter()
        self.last_cpu = time.process_time()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(1)
        self.timer.timeout.connect(self.tick)

    def start(self) -> None:
        if self.machine is not None:
            self.machine.read()
        self.worst = 0.0
        self.last, self.last_cpu = time.perf_counter(), time.process_time()
        self.timer.start()

    def tick(self) -> None:
        now, cpu = time.perf_counter(), time.process_time()
        if now - self.last > self.worst:
            self.worst = now - self.last
            self.worst_ended = now
            self.worst_cpu = (cpu - self.last_cpu) / self.worst
        self.last, self.last_cpu = now, cpu

    def stop(self) -> float:
        self.tick()
        self.timer.stop()
        if self.machine is not None:
            GapMeter.machine_gaps.append(self.machine.read())
        return self.worst * 1000


MACHINE_METER = """
import os, sys, threading, time
worst, last = 0.0, time.perf_counter()
def serve():
    global worst
    for _ in sys.stdin:
        print(worst * 1000, flush=True)
        worst = 0.0
    os._exit(0)  # stdin closed: the bench is over, even one that crashed
threading.Thread(target=serve, daemon=True).start()
while True:
    time.sleep(0.001)
    now = time.perf_counter()
    worst, last = max(worst, now - last), now
"""


class MachineMeter:
    """The same 1 ms tick in a separate idle process: its worst gap is the machine's own
    (other processes taking the 2 cores), which no change to this program can remove."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", MACHINE_METER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def read(self) -> float:
        """The worst gap since the last read, in ms."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        return float(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


PLAYER_PAUSE_S = 0.3
"""A player's pause between seeing a position and acting on it (a human reacts in about
0.2 s): the window's background work for the board (its id and 3BV, worked out on a
worker after the first click) is done by then, as it is for any player."""


def wait_for(app: Any, signals: list[Any], timeout_s: float) -> bool:
    """Run the event loop until one of ``signals`` fires; False on timeout."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    fired = [False]

    def done(*_: object) -> None:
        fired[0] = True
        loop.quit()

    for s in signals:
        s.connect(done)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(int(timeout_s * 1000))
    loop.exec()
    guard.stop()
    for s in signals:
        s.disconnect(done)
    return fired[0]


def result_row(name: str, gaps: list[float], latencies: list[float]) -> list[object]:
    machine = GapMeter.machine_gaps
    GapMeter.machine_gaps = []
    return [
        name,
        len(gaps),
        statistics.median(gaps),
        max(gaps),
        statistics.median(machine) if machine else "-",
        max(machine) if machine else "-",
        statistics.median(latencies) if latencies else "-",
    ]
