"""Errors a user can meet, each saying what went wrong in one sentence.

Like python-chess, every error is a :class:`ValueError`, so ``except ValueError``
catches them all.  Unlike python-chess, an illegal action also carries the ID of
the rule it breaks (``rule_id``), so a teacher can point at RULES.md.
"""

from __future__ import annotations


class GauchoError(ValueError):
    """Base class of every error raised by :mod:`gaucho`."""


class InvalidAction(GauchoError):
    """The text could not be read as an action (it is malformed, not illegal)."""


class IllegalAction(GauchoError):
    """A well-formed action that the rules forbid in the current position.

    ``rule_id`` names the rule broken (e.g. ``R-DICE-3``) and ``reason`` says
    why in one sentence.  The game is left exactly as it was.
    """

    def __init__(self, rule_id: str, reason: str, action: object = None) -> None:
        self.rule_id = rule_id
        self.reason = reason
        self.action = action
        prefix = f"illegal '{action}': " if action is not None else ""
        super().__init__(f"{prefix}{reason} [{rule_id}]")


class InvalidPosition(GauchoError):
    """A position (or saved game) that cannot be loaded; the message says what is wrong."""


class InvalidConfig(GauchoError):
    """A rules configuration or variant whose values do not fit together."""


class SimulationError(GauchoError):
    """A simulation asked for something impossible (e.g. ``chunk_size=-5``), or one of its
    games failed."""


class GameFailed(SimulationError):
    """A game of a simulation failed (its bot raised, or the worker playing it died).

    ``index`` and ``seed`` identify the game, so ``play_game(bots, seed=seed)`` replays it;
    ``error`` is the cause in one line.
    """

    def __init__(self, index: int, seed: int, error: str) -> None:
        self.index = index
        self.seed = seed
        self.error = error
        super().__init__(f"game {index} (seed {seed}) failed: {error}")
