"""The engine answers with reasons as data and never words them: it imports no translations."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

from minesweeper_app import i18n
from minesweeper_app.engine import (
    HintKind,
    HintLadder,
    Technique,
    check_flags,
    easiest_step,
    flag_check_stage,
    prove_mine,
)
from minesweeper_app.engine.assist.reasons import Reason

ENGINE = Path(__file__).resolve().parents[2] / "minesweeper_app" / "engine"
C, F = -2, -3


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return out


def test_the_hint_engine_and_the_board_import_no_translations() -> None:
    files = [*sorted((ENGINE / "assist").glob("*.py")), ENGINE / "board.py"]
    wording = {
        str(p.relative_to(ENGINE)): sorted(
            m for m in _imports(p) if m.startswith(("minesweeper_app.i18n", "minesweeper_app.game"))
        )
        for p in files
    }
    assert {k: v for k, v in wording.items() if v} == {}


@pytest.fixture
def no_words() -> object:
    """A translator that fails the test if anything asks it for a sentence."""

    def refuse(context: str, text: str, disambiguation: str | None, n: int) -> str:
        raise AssertionError(f"the engine asked for words: {text!r}")

    i18n.install(refuse)
    yield None
    i18n.install(None)


def test_hints_flag_checks_and_proofs_are_made_without_words(no_words: object) -> None:
    values = np.array(
        [
            [C, C, C, C],
            [1, 1, 2, C],
            [0, 0, 1, C],
            [0, 0, 1, 1],
        ],
        dtype=np.int8,
    )
    step = easiest_step(values, 3)
    assert step is not None and isinstance(step.reason, Reason)
    assert step.technique in set(Technique) and step.reason.cell == step.cell
    ladder = HintLadder()
    kinds = []
    for _ in range(5):
        stage = ladder.press(values, 3)
        assert stage.reasons and all(isinstance(r, Reason) for r in stage.reasons)
        kinds.append(stage.kind)
    assert kinds[-1] is HintKind.MAKE_MOVE
    flagged = values.copy()
    flagged[0, 0] = F
    report = check_flags(flagged, 3)
    assert flag_check_stage(flagged, report).reasons
    proof = prove_mine(values, step.cell) if step.is_mine else None
    assert proof is None or all(isinstance(s.reason, Reason) for s in proof.steps)
