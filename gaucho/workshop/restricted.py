"""Restricted play: a bot forbidden one mechanism, to measure how much that mechanism matters.

Jaffe's restricted play compares a player who may not use a mechanism with
players who may: if a bot that never steals still wins its fair share, stealing
hardly matters in this variant.  :class:`RestrictedBot` wraps any bot and takes
the forbidden actions out of what it may choose:

* an Action Area of the configuration (``"STEAL"``; :data:`gaucho.config.AREAS`):
  no gaucho put on it, so none of its special actions either;
* a decision kind of the registry (``"sale"``, the IMMEDIATE SALE;
  ``"steal"``, ``"use_steppe"``, ...; :data:`gaucho.engine.decisions.BY_NAME`).

Forced and final sales are not choices (R-HERD-6, R-FINAL-4), so the sale kind
a bot can be forbidden is the IMMEDIATE SALE, the ``sale`` decision.

Which action is forbidden is read from the registry and the flow
(:func:`gaucho.engine.dispatch.decision_in`), never from a list written here.
When every legal action is forbidden (a decision the rules force), the bot
takes the full list: it must not stall the game.

How the wrapped bot chooses among the allowed actions: a bot that scores the
legal actions (``scores(state, player)``, as :class:`GreedyBot`) or a coach
level (its ranking, :func:`gaucho.coach.rank_actions`) gives its best allowed
action; any other bot is asked as usual and, if it picks a forbidden action,
replaced by a seeded uniform choice among the allowed ones.
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING, Any

from gaucho import engine
from gaucho.actions import Action
from gaucho.config import AREAS
from gaucho.engine.decisions import BY_NAME
from gaucho.engine.dispatch import decision_in
from gaucho.errors import SimulationError
from gaucho.i18n import _
from gaucho.information import InformationSet
from gaucho.workshop.bots import Seed, make_bot
from gaucho.workshop.metrics import RESTRICTED

if TYPE_CHECKING:
    from gaucho.game import Game

__all__ = ["RestrictedBot", "check_mechanism", "mechanisms", "restricted"]


def mechanisms() -> list[str]:
    """What a bot can be forbidden: every Action Area, then every decision kind a player
    takes (the chance kinds left out)."""
    kinds = [name for name, d in BY_NAME.items() if d.outcomes is None]
    return [*AREAS, *kinds]


def check_mechanism(mechanism: str) -> str:
    """``mechanism`` if a bot can be forbidden it, else :class:`SimulationError`."""
    if mechanism not in mechanisms():
        raise SimulationError(_("forbid: {value!r} is neither an Action Area nor a decision "
                                "kind; choose one of {known}").format(
                                    value=mechanism, known=", ".join(mechanisms())))
    return mechanism


def forbidden(mechanism: str, phase: str, action: Any) -> bool:
    """Whether ``action`` (legal in ``phase``) uses ``mechanism``."""
    if mechanism in AREAS:
        return getattr(action, "area", None) == mechanism
    return decision_in(phase, action).name == mechanism


class RestrictedBot:
    """A bot that never uses one mechanism (an Action Area or a decision kind).

    ``inner`` is any bot spec (:func:`gaucho.workshop.bots.make_bot`), seeded
    with this bot's seed.  Its label in the records is ``"restricted"``.
    """

    name = RESTRICTED

    def __init__(self, seed: Seed = 0, inner: Any = "greedy", forbid: str = "STEAL") -> None:
        self.mechanism = check_mechanism(forbid)
        self.seed = seed
        self.inner = make_bot(inner, seed=seed)
        self.rng = random.Random(f"{seed}/restricted")

    def choose(self, game: Game) -> Action:
        s = game.state
        legal = engine.legal_actions(s)
        allowed = [a for a in legal if not forbidden(self.mechanism, s.phase, a)]
        if not allowed or len(allowed) == len(legal):
            return self.inner.choose(game)
        if len(allowed) == 1:
            return allowed[0]
        ranked = self._ranked(game)
        if ranked is not None:
            for a in ranked:
                if a in allowed:
                    return a
        choice = self.inner.choose(game)
        return choice if choice in allowed else self.rng.choice(allowed)

    def _ranked(self, game: Game) -> list[Action] | None:
        """The inner bot's actions best first, if it can rank them."""
        s, inner = game.state, self.inner
        player = engine.current_player(s)
        scores = getattr(inner, "scores", None)
        if callable(scores):
            guess = InformationSet.of(s, player).sample(self.rng)
            scored = scores(guess, player)
            return [a for _v, a in sorted(scored, key=lambda va: -va[0])]
        level = getattr(inner, "level", None)
        if level is not None and hasattr(inner, "rng"):
            from gaucho.coach import rank_actions

            return [c.action for c in rank_actions(s, player, level, seed=inner.rng)]
        return None

    def __repr__(self) -> str:
        return f"RestrictedBot(inner={self.inner!r}, forbid={self.mechanism!r})"


def restricted(inner: Any, forbid: str) -> functools.partial[RestrictedBot]:
    """A picklable bot spec for simulations: ``inner`` forbidden ``forbid``."""
    check_mechanism(forbid)
    return functools.partial(RestrictedBot, inner=inner, forbid=forbid)
