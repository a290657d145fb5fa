"""Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), written once for both
sides of a practice attempt: the player and the puzzle.

A first attempt at a puzzle is one rated game between them, played in one rating
period: the player scores 1 for a right move and 0 for a wrong one, the puzzle the
opposite. Ratings are on the familiar scale (1500 / 350 / 0.06 for a newcomer); the
formulas work on Glickman's internal scale (divided by ``SCALE``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

SCALE = 173.7178
"""Glickman's factor between the displayed scale and the internal one (400 / ln 10)."""

TAU = 0.5
"""How much the volatility may change in one period (Glickman suggests 0.3 to 1.2)."""

EPSILON = 1e-6
"""Convergence tolerance of the volatility iteration (Glickman's step 5)."""

MIN_DEVIATION = 45.0
"""Deviations never fall below this, so a long-trained rating can still move."""

MAX_DEVIATION = 350.0


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the displayed scale."""

    rating: float = 1500.0
    deviation: float = MAX_DEVIATION
    volatility: float = 0.06

    def __post_init__(self) -> None:
        for name in ("rating", "deviation", "volatility"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise TypeError(f"A rating's {name} must be a number, not {value!r}.")
            if not math.isfinite(value):
                raise ValueError(f"A rating's {name} must be finite, not {value!r}.")
        if self.deviation <= 0 or self.volatility <= 0:
            raise ValueError("A rating's deviation and volatility must be positive.")


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Glickman's step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        d = phi * phi + v + ex
        return ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rate(
    player: Rating,
    games: Iterable[tuple[Rating, float]],
    *,
    tau: float = TAU,
    clamp: bool = False,
) -> Rating:
    """The player's rating after one period of ``games`` (opponent, score 0..1).

    With no games only the deviation grows (Glickman's step 6 alone). ``clamp`` keeps
    the deviation between ``MIN_DEVIATION`` and ``MAX_DEVIATION`` (the trainer does;
    Glickman's worked example does not).
    """
    mu = (player.rating - 1500.0) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    played = [((o.rating - 1500.0) / SCALE, o.deviation / SCALE, float(s)) for o, s in games]
    for _, _, s in played:
        if not 0.0 <= s <= 1.0:
            raise ValueError(f"A score must be between 0 and 1, not {s!r}.")
    if not played:
        new = Rating(player.rating, min(MAX_DEVIATION, math.hypot(phi, sigma) * SCALE), sigma)
        return _clamped(new) if clamp else new
    inv_v = 0.0
    total = 0.0
    for mu_j, phi_j, s in played:
        g = _g(phi_j)
        e = _expected(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        total += g * (s - e)
    v = 1.0 / inv_v
    delta = v * total
    sigma_new = _volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * total
    new = Rating(1500.0 + SCALE * mu_new, SCALE * phi_new, sigma_new)
    return _clamped(new) if clamp else new


def _clamped(r: Rating) -> Rating:
    return Rating(r.rating, min(MAX_DEVIATION, max(MIN_DEVIATION, r.deviation)), r.volatility)


def expected_score(player: Rating, opponent: Rating) -> float:
    """The chance the player wins against ``opponent`` (Glickman's E)."""
    return _expected(
        (player.rating - 1500.0) / SCALE,
        (opponent.rating - 1500.0) / SCALE,
        opponent.deviation / SCALE,
    )
