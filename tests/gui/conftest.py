"""GUI tests run offscreen so they need no display."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Installs the refcount guard before pytest-qt makes its first Qt calls.
import minesweeper_app.ui  # noqa: F401
from tests.gui.a11y_helpers import listener  # noqa: F401  (a fixture)


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test may touch the real player's settings or statistics."""
    data = tmp_path / "appdata"
    monkeypatch.setenv("MINESWEEPER_DATA_DIR", str(data))
    return data


@pytest.fixture(scope="session")
def pseudo_catalogue(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pseudo-locale's .qm, written once a run (lupdate and lrelease run as children)."""
    from minesweeper_app import i18n_tools

    return i18n_tools.write_pseudo(tmp_path_factory.mktemp("pseudo"))


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Any]]:
    """Build shown MainWindows on a temporary data folder (the same one unless told)."""
    from minesweeper_app.ui.window.main_window import MainWindow

    windows: list[Any] = []

    def make(data_dir: Path | None = None, **kwargs: Any) -> Any:
        kwargs.setdefault("show_notices", False)
        window = MainWindow(data_dir or tmp_path / "appdata", **kwargs)
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.runner.wait(5000)
