"""A seed's random stream drawn in plain Python, number for number ``default_rng(seed)``.

Why: a Beginner board takes about 60 µs of our code when the CPU caches are warm, but
a first click comes after a pause, and then numpy's call machinery is what runs cold:
seeding a generator took 23 µs instead of 8, and ``choice`` 20 µs instead of 7,
measured right after another process ran (``bench creation`` interleaves
ms-toollib and Tatham's generator the same way). Plain integer arithmetic barely slows
down when cold, so the first few dozen draws are made here, and numpy's generator is
built only when the creator needs more (``generator``), set to the same point of the
stream. Boards do not change: a seed's draws are the very numbers numpy makes.

What numpy does, step by step (``tests/engine/test_seed_stream.py`` checks each
against numpy itself):

- ``SeedSequence(seed)``: the seed's 32-bit words hashed into a pool of four words and
  mixed (O'Neill's ``seed_seq_fe``), then eight output words, read as four 64-bit ones;
- ``PCG64``: a 128-bit LCG seeded from those (``pcg_setseq_128_srandom_r``), each
  output the XSL-RR mix of the new state; 32-bit draws take the low half of an output
  first and keep the high half for the next draw;
- a draw in ``[0, n]``: Lemire's multiply-and-reject on a 32-bit draw;
- ``Generator.choice(pop, k, replace=False)``: Floyd's algorithm, then a Fisher-Yates
  shuffle of the ``k`` picks (numpy's branch for ``pop <= 10000``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from minesweeper_app.engine.seeds import generator as numpy_generator

MOST_PICKS = 48
"""Largest sample drawn here; past it numpy's loop in C wins even cold (two draws a
pick: at Expert's 99 mines Python took 100 µs against numpy's 18 µs)."""

MOST_POPULATION = 10_000
"""numpy uses Floyd's algorithm up to this many cells (a tail shuffle above)."""

_M32 = 0xFFFF_FFFF
_M64 = (1 << 64) - 1
_M128 = (1 << 128) - 1
_INIT_A, _MULT_A = 0x43B0_D7E5, 0x931E_8875
_INIT_B, _MULT_B = 0x8B51_F9DD, 0x58F3_8DED
_MIX_L, _MIX_R = 0xCA01_F9DD, 0x4973_F715
_PCG_MULT = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645
_POOL = 4


def _constants(init: int, mult: int, calls: int) -> list[tuple[int, int]]:
    """The (xor, multiplier) pair of each hash call in turn: the hash constant runs on
    by itself, whatever the words hashed, so it is computed once."""
    pairs = []
    c = init
    for _ in range(calls):
        nxt = c * mult & _M32
        pairs.append((c, nxt))
        c = nxt
    return pairs


_FILL = _constants(_INIT_A, _MULT_A, _POOL)
_MIX = [
    (src, dst, x, m)
    for (src, dst), (x, m) in zip(
        [(s, d) for s in range(_POOL) for d in range(_POOL) if s != d],
        _constants(_INIT_A, _MULT_A, _POOL * _POOL)[_POOL:],
        strict=True,
    )
]
_OUTPUT = [(i % _POOL, x, m) for i, (x, m) in enumerate(_constants(_INIT_B, _MULT_B, 2 * _POOL))]


@lru_cache(maxsize=4)
def _more_words(count: int) -> list[tuple[int, int]]:
    """Hash pairs for the words of a seed past the pool's four (seeds of 2**128 and more)."""
    return _constants(_INIT_A, _MULT_A, _POOL * _POOL + _POOL * count)[_POOL * _POOL :]


def pcg64_state(seed: int) -> tuple[int, int]:
    """PCG64's (state, increment) as ``numpy.random.PCG64(seed)`` sets them."""
    words = [seed & _M32]
    n = seed >> 32
    while n:
        words.append(n & _M32)
        n >>= 32
    words += [0] * (_POOL - len(words))
    pool = []
    for word, (x, m) in zip(words, _FILL, strict=False):
        v = (word ^ x) * m & _M32
        pool.append(v ^ v >> 16)
    for src, dst, x, m in _MIX:
        h = (pool[src] ^ x) * m & _M32
        r = (_MIX_L * pool[dst] - _MIX_R * (h ^ h >> 16)) & _M32
        pool[dst] = r ^ r >> 16
    if len(words) > _POOL:
        hashes = iter(_more_words(len(words) - _POOL))
        for word in words[_POOL:]:
            for dst in range(_POOL):
                x, m = next(hashes)
                h = (word ^ x) * m & _M32
                r = (_MIX_L * pool[dst] - _MIX_R * (h ^ h >> 16)) & _M32
                pool[dst] = r ^ r >> 16
    out = []
    for i, x, m in _OUTPUT:
        v = (pool[i] ^ x) * m & _M32
        out.append(v ^ v >> 16)
    initstate = (out[0] | out[1] << 32) << 64 | out[2] | out[3] << 32
    initseq = (out[4] | out[5] << 32) << 64 | out[6] | out[7] << 32
    inc = (initseq << 1 | 1) & _M128
    state = (inc + initstate) & _M128
    return (state * _PCG_MULT + inc) & _M128, inc


class SeedStream:
    """The random draws of one creation request: for an int seed the first small samples
    are drawn here, anything else by numpy's generator at the same point of the stream."""

    __slots__ = ("_half", "_inc", "_numpy", "_seed", "_state")

    def __init__(self, seed: Any) -> None:
        self._numpy: np.random.Generator | None = None
        self._seed: int | None = None
        self._half: int | None = None
        if isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0:
            self._seed = seed
            self._state, self._inc = pcg64_state(seed)
        else:
            self._numpy = numpy_generator(seed)  # checks the seed, in a player's words

    def generator(self) -> np.random.Generator:
        """numpy's generator for the rest of the stream (the same one every call)."""
        if self._numpy is None:
            made = numpy_generator(self._seed)
            made.bit_generator.state = {
                "bit_generator": "PCG64",
                "state": {"state": self._state, "inc": self._inc},
                "has_uint32": int(self._half is not None),
                "uinteger": self._half or 0,
            }
            self._numpy = made
        return self._numpy

    def integers(self, high: int) -> int:
        """A number below ``high``, as ``generator().integers(high)``."""
        if self._numpy is not None or not 0 < high <= 1 << 32:
            return int(self.generator().integers(high))
        return self._bounded(high - 1)

    def sample(self, population: int, k: int) -> list[int]:
        """``k`` distinct numbers below ``population``, in numpy's order:
        ``generator().choice(population, k, replace=False)``."""
        if self._numpy is not None or k > MOST_PICKS or population > MOST_POPULATION:
            picks: list[int] = self.generator().choice(population, k, replace=False).tolist()
            return picks
        if not 0 <= k <= population:
            raise ValueError(f"Cannot take {k} of {population} without replacement.")
        picks = []
        taken = set()
        draw = self._bounded
        for n in range(population - k, population):  # Floyd's algorithm
            value = draw(n)
            if value in taken:
                value = n
            taken.add(value)
            picks.append(value)
        for i in range(k - 1, 0, -1):  # Fisher-Yates
            j = draw(i)
            picks[i], picks[j] = picks[j], picks[i]
        return picks

    def _bounded(self, n: int) -> int:
        """A number in ``[0, n]`` (``n < 2**32``): Lemire's multiply-and-reject on a 32-bit
        draw, the low half of a PCG64 output first, the high half kept for the next."""
        if n == 0:
            return 0
        span = n + 1
        while True:
            half = self._half
            if half is None:
                state = self._state = (self._state * _PCG_MULT + self._inc) & _M128
                r = state >> 122
                mixed = (state >> 64 ^ state) & _M64
                out = (mixed >> r | mixed << (64 - r)) & _M64
                draw, self._half = out & _M32, out >> 32
            else:
                draw, self._half = half, None
            m = draw * span
            if m & _M32 >= span or m & _M32 >= (_M32 - n) % span:
                return m >> 32
