"""The journal of unsaved results (``stats.sqlite3.pending.json``): its row format.

Results the statistics file could not take at close wait here (written atomically) and
are added at the next start. The rows are read back with the same doubt as any file:
``read_rows`` raises ValueError for anything that is not a list of results, and each
result is then checked like every other (``valid.problem_of``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace

from minesweeper_app.engine import Grade
from minesweeper_app.game import Move
from minesweeper_app.game.stats.records import GameRecord, Outcome, encode_moves
from minesweeper_app.game.stats.schema import FIELDS, OUTCOMES

Pending = tuple[GameRecord, bytes | None]

Moves = bytes | tuple[Move, ...] | None
"""A pending game's moves: encoded, or as played until the writer thread encodes them."""


def encoded(moves: Moves) -> bytes | None:
    return moves if moves is None or isinstance(moves, bytes) else encode_moves(moves)


def journal_text(pending: Sequence[Pending]) -> bytes:
    """The journal's contents for ``pending`` (records with their encoded moves)."""
    rows = []
    for record, blob in pending:
        row = {k: getattr(record, k) for k in (*FIELDS, "has_moves")}
        row["grade"] = record.grade.name if record.grade else None
        row["moves"] = blob.hex() if blob else None
        rows.append(row)
    return json.dumps(rows).encode("utf-8")


def read_rows(text: str) -> list[Pending]:
    """The results of a journal; ValueError if it is not one (whatever the text)."""
    try:
        rows = json.loads(text)
        if not isinstance(rows, list):
            raise ValueError("the journal is not a list")
        out = []
        for row in rows:
            if not isinstance(row, dict):
                raise ValueError("a journal row is not a result")
            blob = row.pop("moves", None)
            moves = bytes.fromhex(blob) if blob else None
            grade = row.pop("grade", None)
            outcome = row.pop("outcome", None)  # journals before version 3 have none
            record = GameRecord(**row, grade=Grade[grade] if grade else None)
            if outcome is not None:
                if outcome not in OUTCOMES or (outcome == Outcome.WON) != record.won:
                    raise ValueError(f"the outcome {outcome!r} contradicts the result")
                record = replace(record, abandoned=outcome == Outcome.ABANDONED)
            out.append((record, moves))
        return out
    except (TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise ValueError(f"{type(exc).__name__}: {exc}") from None
