"""The coach as a player: a :class:`CoachBot` plays at one of the :data:`LEVELS`.

It follows the bot protocol of :mod:`gaucho.workshop.bots` (``.name`` and
``choose(game) -> action``) without importing it, so the workshop can name the
levels like any other bot (``make_bot("expert")``).  A forced decision (one legal
action) is played at once, with no simulation.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from gaucho import engine
from gaucho.actions import Action
from gaucho.coach.budgets import (
    LEVELS,
    PLAY,
    InvalidLevel,
    Level,
    check_budget,
    level_of,
    play_level,
)
from gaucho.coach.checks import nobody_to_decide
from gaucho.coach.search import NotToAct, rank_actions
from gaucho.game import check_seed

if TYPE_CHECKING:
    from gaucho.game import Game

__all__ = ["LEVELS", "PLAY", "CoachBot", "InvalidLevel", "Level", "level_of", "play_level"]


class CoachBot:
    """Plays the coach's best action at ``level``, from what its seat sees.

    A level named plays at its bot's budget and policy
    (:data:`~gaucho.coach.budgets.PLAY`, apart from the analysis' :data:`LEVELS`), a
    :class:`~gaucho.coach.levels.Level` as it is.  One
    ``random.Random`` seeded at creation feeds every search, so a game between bots is a
    pure function of the seeds.  Keyword arguments change the level's budget
    (``CoachBot("club", simulations=200)``; see :class:`~gaucho.coach.levels.Level`); a
    setting it does not have, or a value of the wrong kind, is refused at once
    (:class:`~gaucho.coach.budgets.InvalidLevel` naming the setting and what it takes).
    """

    def __init__(self, level: str | Level = "club", seed: int | str = 0,
                 **budget: object) -> None:
        check_seed(seed)
        base = play_level(level)
        self.level = (dataclasses.replace(base, **check_budget(budget))  # type: ignore[arg-type]
                      if budget else base)
        self.name = self.level.name
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        s = game.state
        nobody = nobody_to_decide(s)
        if nobody is not None:
            raise NotToAct(nobody)
        legal = engine.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        return rank_actions(s, engine.current_player(s), self.level, seed=self.rng)[0].action

    def __repr__(self) -> str:
        return f"CoachBot({self.level.name!r}, seed={self.seed!r})"
