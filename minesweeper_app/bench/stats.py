"""Small helpers shared by the benchmark suites (timing and table printing)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np


def time_ms(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000.0


def summary(samples: Sequence[float]) -> dict[str, float]:
    a = np.asarray(samples, dtype=np.float64)
    return {
        "mean": float(a.mean()),
        "std": float(a.std()),
        "median": float(np.median(a)),
        "p95": float(np.percentile(a, 95)),
        "max": float(a.max()),
    }


def print_table(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """A plain Markdown table, so a run can be pasted into the README as it is."""
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        cells = [f"{x:.2f}" if isinstance(x, float) else str(x) for x in row]
        print("| " + " | ".join(cells) + " |")
