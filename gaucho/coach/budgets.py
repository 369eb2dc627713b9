"""The coach's levels: how much a decision may look ahead, and how it plays when it does.

A :class:`Level` is a budget counted in simulations, never in seconds, so the same
seed and the same table always give the same decision, on any machine, in the
browser too.  :data:`LEVELS` names the three a student chooses from; the search
(:mod:`gaucho.coach.search`) reads nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from gaucho.errors import GauchoError
from gaucho.i18n import _

__all__ = ["LEVELS", "Level", "level_of"]


@dataclass(frozen=True, slots=True)
class Level:
    """A budget and a policy for :func:`gaucho.coach.search.rank_actions`.

    * ``simulations`` — games played out per decision, shared among the candidates
      by sequential halving (the weaker half dropped each round);
    * ``width`` — at most this many candidates, the best by the one-decision greedy
      judgement (:func:`gaucho.coach.evaluation.one_ply_scores`), enter the halving;
      the others are still valued, with ``probe`` simulations each;
    * ``depth`` — decisions (of every player) played out after the candidate before
      the table is judged by :func:`gaucho.coach.evaluation.worths`; the rest of the
      game is left to that judgement;
    * ``informed`` — the share of those decisions taken by the greedy policy (one
      decision ahead); the others are uniform among the legal actions, which is
      cheap but plays badly;
    * ``probe`` — simulations for each candidate left out of the halving.
    """

    name: str
    simulations: int
    width: int
    depth: int
    informed: float
    probe: int = 2

    def __post_init__(self) -> None:
        if self.simulations < 1 or self.width < 1 or self.depth < 0 or self.probe < 1:
            raise InvalidLevel(_("a level needs simulations, width and probe of at least 1 "
                                 "and a depth of at least 0"))
        if not 0.0 <= self.informed <= 1.0:
            raise InvalidLevel(_("a level's informed share lies between 0 and 1"))


class InvalidLevel(GauchoError):
    """A level that is not one of :data:`LEVELS`, or whose budget makes no sense."""


#: The levels a student picks from, weakest first.  Budgets are simulations per
#: decision (see ``benchmarks/coach.py`` for what they cost in seconds).
LEVELS: dict[str, Level] = {
    # a few random play-outs: sees the obvious, misses what takes a few turns to pay
    "beginner": Level("beginner", simulations=24, width=4, depth=16, informed=0.0),
    # informed play-outs a round deep: plays soundly
    "club": Level("club", simulations=96, width=6, depth=24, informed=0.5),
    # the most this machine affords in about a second per decision
    "expert": Level("expert", simulations=320, width=8, depth=32, informed=0.5),
}


def level_of(level: str | Level) -> Level:
    """The :class:`Level` named ``level`` (or ``level`` itself)."""
    if isinstance(level, Level):
        return level
    found = LEVELS.get(str(level).strip().lower())
    if found is None:
        raise InvalidLevel(_("unknown level {name}; the levels are {levels}").format(
            name=repr(level), levels=", ".join(LEVELS)))
    return found
