"""Every kind of reason against its English sentence, from an expected-answer file.

``reason_sentences.json`` holds reasons as data (the kind and its fields) and the sentence
a player reads for each, python-chess style: the engine's reasons and the wording that
makes sentences from them are checked apart from any search. Each kind of reason that
``say`` knows appears at least once.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from minesweeper_app import i18n
from minesweeper_app.engine.assist import reasons as why
from minesweeper_app.game import wording
from minesweeper_app.game.wording import say

DATA = Path(__file__).with_name("reason_sentences.json")
CASES: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def decode(case: dict[str, Any]) -> why.Reason:
    """The reason an entry describes: lists are tuples, ``head`` and ``lines`` their types."""
    kind = getattr(why, case["reason"])
    fields = {}
    for name, value in case["fields"].items():
        if name == "head":
            fields[name] = why.MinesLeft(**value)
        elif name == "lines":
            fields[name] = tuple(
                why.ChainLine(_tuples(line["num"]), _tuples(line["cells"]), line["mines"])
                for line in value
            )
        else:
            fields[name] = _tuples(value)
    reason = kind(**fields)
    assert isinstance(reason, why.Reason)
    return reason


@pytest.mark.parametrize("case", CASES, ids=[f"{i}-{c['reason']}" for i, c in enumerate(CASES)])
def test_each_reason_reads_as_its_english_sentence(case: dict[str, Any]) -> None:
    reason = decode(case)
    assert say(reason) == case["english"]
    named = {
        (int(r) - 1, int(c) - 1) for r, c in re.findall(r"row (\d+), column (\d+)", say(reason))
    }
    assert named <= {cell for cell, _ in reason.marks}, "every cell named is marked"


def test_the_file_covers_every_kind_of_reason() -> None:
    kinds = {case["reason"] for case in CASES}
    assert kinds == {kind.__name__ for kind in wording._WORDS}


def test_reasons_are_frozen_data() -> None:
    reason = decode(CASES[0])
    with pytest.raises(dataclasses.FrozenInstanceError):
        reason.cell = (0, 0)  # type: ignore[misc]
    assert decode(CASES[0]) == reason and hash(decode(CASES[0])) == hash(reason)


def test_a_reason_is_worded_in_the_language_chosen_when_it_is_said() -> None:
    """A reason made while English was chosen reads in the language chosen later."""
    reason = decode(next(c for c in CASES if c["reason"] == "SingleMine"))
    english = say(reason)

    def german_cells(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return "Zeile {row}, Spalte {col}" if text == "row {row}, column {col}" else text

    i18n.install(german_cells)
    try:
        assert say(reason) == english.replace("row 4, column 5", "Zeile 4, Spalte 5").replace(
            "row 3, column 4", "Zeile 3, Spalte 4"
        )
    finally:
        i18n.install(None)
    assert say(reason) == english
