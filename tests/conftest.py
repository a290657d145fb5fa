"""The fast loop runs a sample of each heavy sweep (``tests/volume.py``)."""

from __future__ import annotations

import pytest

from tests import volume


def pytest_configure(config: pytest.Config) -> None:
    volume.FULL = "not slow" not in (config.option.markexpr or "")
