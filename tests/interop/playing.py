"""Playing OpenSpiel states of python_el_gaucho in tests: random steps from a seed."""

from __future__ import annotations

import random
from typing import Any

import pyspiel

import gaucho.interop.openspiel  # noqa: F401  (registers python_el_gaucho)


def load(players: int = 2, space: str = "exact") -> Any:
    return pyspiel.load_game("python_el_gaucho", {"players": players, "action_space": space})


def options(state: Any) -> list[int]:
    """The ids that may be applied now: chance outcomes or legal actions."""
    if state.is_chance_node():
        return [a for a, _ in state.chance_outcomes()]
    return list(state.legal_actions())


def random_step(state: Any, rng: random.Random) -> int:
    """Apply one step chosen by ``rng`` (chance by its probabilities); return its id."""
    if state.is_chance_node():
        ids, probs = zip(*state.chance_outcomes(), strict=True)
        action = rng.choices(ids, probs)[0]
    else:
        action = rng.choice(state.legal_actions())
    state.apply_action(action)
    return int(action)


def play(state: Any, rng: random.Random, steps: int | None = None) -> Any:
    """Play ``steps`` random steps (None: to the end, or while not terminal)."""
    done = 0
    while not state.is_terminal() and (steps is None or done < steps):
        random_step(state, rng)
        done += 1
    return state
