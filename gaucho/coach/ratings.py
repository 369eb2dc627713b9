"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013), standard library only.

Students and puzzles are rated against each other, as on Lichess: solving a puzzle is a
win of the student over the puzzle, failing it a loss.  Glicko-2 keeps with each rating
its deviation (``rd``: how sure it is) and volatility (how erratic the results are), so a
new student moves fast and a settled one slowly.  The coach uses the standard library only
(it runs in the in-browser Python), and the method is a page of arithmetic, so it is
written here rather than taken from PyPI (``glicko2``, last released in 2024, would be one
more dependency to ship); ``tests/coach/test_ratings.py`` checks it against Glickman's
worked example.

    >>> r = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0),
    ...                                      (Rating(1550, 100), 0.0),
    ...                                      (Rating(1700, 300), 0.0)])
    >>> round(r.rating, 2), round(r.rd, 2)
    (1464.05, 151.52)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["DEFAULT", "Rating", "TAU", "expected", "update"]

#: The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2).
TAU = 0.5
#: The scale between Glicko (1500, 350) and Glicko-2 (0, 2.01).
_SCALE = 173.7178
_EPSILON = 0.000001


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating on the Glicko scale: ``rating`` (1500 new), ``rd`` its deviation (350 new),
    ``volatility`` (0.06 new)."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % interval of the true rating."""
        return (self.rating - 1.96 * self.rd, self.rating + 1.96 * self.rd)


#: A new player's (or puzzle's) rating.
DEFAULT = Rating()


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The expected score of ``player`` against ``opponent`` (0 to 1)."""
    return _e((player.rating - 1500) / _SCALE, (opponent.rating - 1500) / _SCALE,
              opponent.rd / _SCALE)


def update(player: Rating, results: Iterable[tuple[Rating, float]],
           tau: float = TAU) -> Rating:
    """The rating after one rating period with ``results`` (opponent, score 1/0.5/0); with
    no results only the deviation grows (step 6 of the method)."""
    mu = (player.rating - 1500) / _SCALE
    phi = player.rd / _SCALE
    sigma = player.volatility
    games = [((o.rating - 1500) / _SCALE, o.rd / _SCALE, s) for o, s in results]
    if not games:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(350.0, phi_star * _SCALE), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for mu_j, phi_j, score in games:
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    sigma = _volatility(phi, sigma, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(1500 + _SCALE * mu_new, _SCALE * phi_new, sigma)


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        d = phi * phi + v + ex
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = c, f_c
    return math.exp(big_a / 2)
