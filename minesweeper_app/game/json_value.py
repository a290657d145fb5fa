"""What a JSON file holds, for the signatures of the code that writes or reads one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

Json: TypeAlias = "bool | int | float | str | Sequence[Json] | Mapping[str, Json] | None"
"""A value ``json.dumps`` writes; read back, a file's value is checked before it is used."""
