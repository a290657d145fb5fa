"""``python -m minesweeper_app.bench report``: run the suites and write docs/benchmarks.md.

Every table comes from one run of this command on one machine: each suite measures ours
and the peer side by side (interleaved), so its ratios hold for that run.  The page names
the date, the machine, the versions and the git commit, so a figure is never quoted
without the command that reproduces it.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from minesweeper_app.bench.creation import TATHAM_ENV

SUITES: dict[str, list[str]] = {
    "solver": [],
    "creation": [],
    "probabilities": [],
    "hints": [],
    "puzzles": [],
    "replays": [],
    "big": [],
    "ui": [],
}
QUICK: dict[str, list[str]] = {
    "solver": ["--quick"],
    "creation": ["--quick"],
    "probabilities": ["--quick"],
    "hints": [],
    "puzzles": ["--quick"],
    "replays": ["--quick"],
    "big": ["--quick"],
    "ui": ["--quick"],
}


def _machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def _load() -> str:
    """The machine's 1-minute load average (other work on a shared machine slows ours)."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "unknown"


def _commit(root: Path) -> str:
    try:
        out = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench report")
    parser.add_argument("--quick", action="store_true", help="the suites' smoke runs")
    parser.add_argument("--out", type=Path, default=Path("docs/benchmarks.md"))
    parser.add_argument("--only", nargs="*", choices=list(SUITES), help="these suites only")
    args = parser.parse_args(argv)
    import numpy

    root = Path(__file__).resolve().parents[2]
    names = args.only or list(SUITES)
    tatham = os.environ.get(TATHAM_ENV, "")
    started = _load()
    parts = [
        "# Benchmarks",
        "",
        "Written by `python -m minesweeper_app.bench report"
        + (" --quick" if args.quick else "")
        + "`; every ratio to ms-toollib below was measured in this one run, ours and the peer"
        + " interleaved. "
        + (
            f"Tatham's C generator ran interleaved too ({TATHAM_ENV}={tatham})."
            if tatham
            else f"Tatham's figures are constants (his C generator measured outside this bench:"
            f" {TATHAM_ENV} was not set), so a ratio to them compares this run with those"
            " figures."
        ),
        "",
        TATHAM_NOTE,
        "",
        f"- date: {dt.datetime.now().isoformat(timespec='minutes')}",
        f"- machine: {_machine()} (shared and noisy: compare ratios, not absolute times)",
        "- load average (1 min) at the start: " + started,
        f"- Python {platform.python_version()}, numpy {numpy.__version__}",
        f"- commit: {_commit(root)}",
        "",
    ]
    failed = 0
    for name in names:
        extra = (QUICK if args.quick else SUITES)[name]
        command = [sys.executable, "-m", "minesweeper_app.bench", name, *extra]
        began = time.perf_counter()
        # The window's suites run offscreen unless told otherwise (no display needed).
        env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        done = subprocess.run(
            command, capture_output=True, text=True, check=False, cwd=root, env=env
        )
        took = time.perf_counter() - began
        failed += done.returncode != 0
        shown = " ".join(["python -m minesweeper_app.bench", name, *extra])
        parts += [
            f"## {name}",
            "",
            f"`{shown}` ({took:.0f} s, exit status {done.returncode})",
            "",
            "```",
            (done.stdout + _without_platform_noise(done.stderr)).strip(),
            "```",
            "",
        ]
        print(f"{name}: {took:.0f} s, exit status {done.returncode}", flush=True)
    parts.insert(
        parts.index("- load average (1 min) at the start: " + started) + 1,
        "- load average (1 min) at the end: " + _load(),
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0 if failed == 0 else 1


TATHAM_NOTE = (
    f"Tatham's generator: set {TATHAM_ENV} to a driver binary built from his mines.c"
    " (sgt-puzzles, with tree234.c, random.c, misc.c and malloc.c; `gcc -O2"
    " -ffunction-sections -Wl,--gc-sections`), whose main reads lines `height width mines"
    " row col seed`, calls `minegen(width, height, mines, col, row, TRUE, random_new(seed as"
    " text))` and prints the CPU time of that call in ms (CLOCK_THREAD_CPUTIME_ID) and the"
    " mines laid; `bench creation` then runs it seed by seed among the others. The driver"
    " and his code are not part of this repository."
)

OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"
"""Qt's offscreen platform says this for every window it sizes (182 lines in one report):
nothing a reader of the benchmarks needs."""


def _without_platform_noise(stderr: str) -> str:
    return "".join(
        line for line in stderr.splitlines(keepends=True) if line.strip() != OFFSCREEN_NOISE
    )
