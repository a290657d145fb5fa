"""``python -m minesweeper_app.bench replays``: opening, playing back and reviewing replays.

Targets (issue 23): a 56,000-event replay opened and analysed (read by the ms-toollib child,
positions and counters prepared) in at most 1 s; the exact review of an Expert replay in
at most 2 s; the player's frames on Expert far below the 20 ms between two frames.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from minesweeper_app.bench.stats import print_table

SAMPLES = Path(__file__).resolve().parents[2] / "tests" / "data" / "replays"
BIG = "c_10_1184.575_1021_0.862_Pu Tian Yi(Hu Bei).evf"
EXPERT = (
    "avf_exp_0_48_5.avf",
    "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf",
    "Zhang Shen Jia_Exp_38.82(3bv122).mvf",
    "exp_98763_FL_1738209872.rmv",
)


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def _open(folder: Path, runs: int) -> list[list[object]]:
    from minesweeper_app.game.replays import read_replay
    from minesweeper_app.game.replays.playback import Playback

    rows: list[list[object]] = []
    for name in (BIG, EXPERT[0]):
        reads, prepares, totals = [], [], []
        events = 0
        for _ in range(runs):
            start = time.perf_counter()
            replay = read_replay(folder / name)
            read = time.perf_counter()
            Playback(replay)
            done = time.perf_counter()
            reads.append(read - start)
            prepares.append(done - read)
            totals.append(done - start)
            events = len(replay.track)
        total = _median_ms(totals)
        verdict = "ok" if name != BIG or total <= 1000 else "OVER 1 s"
        rows.append([name[:40], events, _median_ms(reads), _median_ms(prepares), total, verdict])
    return rows


def _review(folder: Path, runs: int) -> list[list[object]]:
    from minesweeper_app.game.replays import read_replay, review_replay

    rows: list[list[object]] = []
    for name in EXPERT:
        replay = read_replay(folder / name)
        times = []
        review = None
        for _ in range(runs):
            start = time.perf_counter()
            review = review_replay(replay)
            times.append(time.perf_counter() - start)
        assert review is not None
        ms = _median_ms(times)
        rows.append(
            [
                name[:40],
                len(replay.moves),
                ms,
                max(times) * 1000,
                "ok" if ms <= 2000 else "OVER 2 s",
            ]
        )
    return rows


def _frames(folder: Path, frames: int) -> list[list[object]]:
    """Frames of the player at 4x on Expert and on the 60x36 replay, painted offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from minesweeper_app.game.replays import read_replay
    from minesweeper_app.game.replays.playback import Playback
    from minesweeper_app.ui.replay_player import FRAME_MS, ReplayPlayer

    app = QApplication.instance() or QApplication([])
    rows: list[list[object]] = []
    for name in (EXPERT[0], BIG):
        player = ReplayPlayer(Playback(read_replay(folder / name)))
        player.show()
        app.processEvents()
        player.clock.set_speed(4.0)
        player.clock.playing = True
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            player.clock.advance(FRAME_MS / 1000)
            player.show_frame()
            player.board.repaint()
            times.append(time.perf_counter() - start)
        player.close()
        rows.append([name[:40], frames, _median_ms(times), max(times) * 1000, FRAME_MS])
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m minesweeper_app.bench replays")
    parser.add_argument("--dir", type=Path, default=SAMPLES, help="the sample replays")
    parser.add_argument("--runs", type=int, default=5, help="runs of each measurement")
    parser.add_argument("--frames", type=int, default=300, help="player frames to paint")
    parser.add_argument("--quick", action="store_true", help="one run, 30 frames")
    args = parser.parse_args(argv)
    runs, frames = (1, 30) if args.quick else (args.runs, args.frames)
    if not (args.dir / BIG).is_file():
        print(f"The sample replays are not in {args.dir} (use --dir).")
        return 2
    print_table(
        "Opening a replay (ms-toollib child, then positions and counters), median ms",
        ["File", "Mouse events", "Read", "Prepare", "Total", "Target 1 s (56,000 events)"],
        _open(args.dir, runs),
    )
    print_table(
        "Exact review of Expert replays, ms",
        ["File", "Moves", "Median", "Max", "Target 2 s"],
        _review(args.dir, runs),
    )
    print_table(
        "Replay player frames at 4x (offscreen), ms",
        ["File", "Frames", "Median", "Max", "Frame interval"],
        _frames(args.dir, frames),
    )
    return 0
