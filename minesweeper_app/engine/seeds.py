"""Seeds into random generators, the same way for every engine call that draws.

All randomness comes from an injected seed or numpy Generator, so one seed gives one
board (or puzzle set) whatever ran before. A Generator is used as it is (the caller's
stream goes on), an int seeds a fresh one, None draws fresh entropy where allowed.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def generator(seed: Any, *, none_ok: bool = True) -> np.random.Generator:
    """The generator for ``seed``; TypeError or ValueError in words a player reads."""
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is None and none_ok:
        return np.random.default_rng()
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer):
        allowed = "an int, a numpy Generator or None" if none_ok else "an int or a numpy Generator"
        raise TypeError(f"The seed must be {allowed}, not {seed!r}.")
    if seed < 0:
        raise ValueError(f"The seed must not be negative, not {seed}.")
    return np.random.default_rng(int(seed))
