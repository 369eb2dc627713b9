"""Chance steps (OpenSpiel style): dice rolls and the 3-player covering tiles."""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement
from math import comb, factorial

from gaucho import actions as A
from gaucho.state import State


def sample_chance(s: State, rng: random.Random) -> A.Action:
    """Pick the chance outcome for the current chance step from ``rng``."""
    if s.phase == "roll":
        faces = s.config.die_faces
        return A.Roll(tuple(sorted(rng.randint(1, faces) for _ in range(s.dice_total))))
    if s.phase == "cover":
        pool = sorted(t for h in s.prelim_hands for t in h)
        need = min(len(s.config.blocked[s.players]) - len(s.covered), len(pool))
        return A.Cover(tuple(sorted(rng.sample(pool, need))))
    raise ValueError(f"no chance step in phase {s.phase}")


def chance_outcomes(s: State) -> list[tuple[A.Action, float]]:
    """Every chance outcome with its probability (OpenSpiel's ``chance_outcomes``)."""
    if s.phase == "roll":
        faces, n = s.config.die_faces, s.dice_total
        out: list[tuple[A.Action, float]] = []
        for dice in combinations_with_replacement(range(1, faces + 1), n):
            ways = factorial(n)
            for v in set(dice):
                ways //= factorial(dice.count(v))
            out.append((A.Roll(dice), ways / faces ** n))
        return out
    if s.phase == "cover":
        pool = sorted(t for h in s.prelim_hands for t in h)
        need = min(len(s.config.blocked[s.players]) - len(s.covered), len(pool))
        total = comb(len(pool), need)
        return [(A.Cover(c), 1 / total) for c in combinations(pool, need)]
    return []
