"""Benchmarks: ``python -m minesweeper_app.bench {solver,creation,hints,ui}``.

Every table is measured side by side in one run on this machine, so ratios are
meaningful even on a noisy host; absolute numbers are only indicative.
"""
