"""The coach's levels: how much a decision may look ahead, and how it plays when it does.

A :class:`Level` is a budget counted in simulations, never in seconds, so the same
seed and the same table always give the same decision, on any machine, in the
browser too.  :data:`LEVELS` names the three a student chooses from; the search
(:mod:`gaucho.coach.search`) reads nothing else.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace

from gaucho.errors import GauchoError
from gaucho.i18n import _

__all__ = ["LEVELS", "PLAY", "Endgame", "Level", "check_budget", "level_of", "play_level"]


@dataclass(frozen=True, slots=True)
class Endgame:
    """How a level plays once the end of the game is near, at tables of ``players`` or more.

    Near the end the play-outs reach the final scoring, so they say how the game ends but
    for the luck of the draws, and a win is what counts: the level then takes more of them,
    to the end, and ranks by the lead over the strongest opponent.

    * ``pile`` — the end is near once the draw pile holds at most this many tiles (a count
      every player sees) or the end is triggered (R-END-1);
    * ``players`` — only at tables of at least this many players;
    * ``simulations``, ``depth``, ``against_best`` — then replace the level's own.
    """

    pile: int
    players: int
    simulations: int
    depth: int
    against_best: bool = True

    def __post_init__(self) -> None:
        for name in ("pile", "players", "simulations", "depth"):
            _whole(f"endgame.{name}", getattr(self, name))
        _yes_no("endgame.against_best", self.against_best)
        if self.pile < 0 or self.players < 2:
            raise InvalidLevel(_("an endgame needs pile of at least 0 and players of at "
                                 "least 2"))


@dataclass(frozen=True, slots=True)
class Level:
    """A budget and a policy for :func:`gaucho.coach.search.rank_actions`.

    * ``simulations`` — games played out per decision, shared among the candidates
      by sequential halving (the weaker half dropped each round);
    * ``width`` — at most this many candidates, the best by the one-decision greedy
      judgement (:func:`gaucho.coach.evaluation.one_ply_scores`), enter the halving;
      the others are still valued, with ``probe`` simulations each;
    * ``depth`` — decisions (of every player) played out after the seat's turn before
      the table is judged by :func:`gaucho.coach.evaluation.worths`; the rest of the
      game is left to that judgement (the seat's own turn is always finished, greedily);
    * ``greedy`` — how many of those decisions are taken by the greedy policy (one
      decision ahead, the others' replies); greedy choices are remembered by the
      table as everyone sees it, so the samples of one search share them;
    * ``best_of`` — how the rest are taken: each is the best, by the mover's own worth
      one decision ahead, of ``best_of`` different legal actions drawn at random
      (:func:`gaucho.coach.evaluation.best_of_sample`); ``1`` is uniform among the
      legal actions, which is cheapest but plays badly (random games last about twice
      as many rounds as sensible ones);
    * ``probe`` — simulations for each candidate left out of the halving;
    * ``against_best`` — what ranks the candidates: the seat's expected lead over the
      opponents' mean (``False``, the analysis' ranking, :mod:`gaucho.coach.analysis`), or
      its expected lead over the strongest opponent of each play-out (``True``: what
      winning a game of more than two asks; the same ranking in a two-player game);
    * ``endgame`` — how it plays once the end is near (:class:`Endgame`; ``None``: as
      always).
    """

    name: str
    simulations: int
    width: int
    depth: int
    greedy: int
    probe: int = 2
    against_best: bool = False
    best_of: int = 1
    endgame: Endgame | None = None

    def __post_init__(self) -> None:
        for name in _WHOLE:
            _whole(name, getattr(self, name))
        _yes_no("against_best", self.against_best)
        if self.endgame is not None and not isinstance(self.endgame, Endgame):
            raise InvalidLevel(_("the level's endgame must be an Endgame "
                                 "(gaucho.coach.budgets.Endgame) or None, not {value}").format(
                value=repr(self.endgame)[:20]))
        if min(self.simulations, self.width, self.probe, self.best_of) < 1 or min(
                self.depth, self.greedy) < 0:
            raise InvalidLevel(_("a level needs simulations, width, probe and best_of of at "
                                 "least 1, and depth and greedy of at least 0"))
        if self.endgame is not None:  # the level it becomes must make sense too
            self.near_the_end(self.endgame.players, 0, triggered=True)

    def at_tables_of(self, players: int) -> Level:
        """The level as it plays at tables of ``players``: without an :class:`Endgame`
        meant only for more players."""
        if self.endgame is not None and players < self.endgame.players:
            return replace(self, endgame=None)
        return self

    def played_at(self, players: int) -> dict[str, object]:
        """The level as it plays at tables of ``players``, as plain data (what a record of a
        game keeps): an endgame that does not apply there is left out, so a record made
        before levels had one still matches."""
        budget = asdict(self.at_tables_of(players))
        if budget["endgame"] is None:
            del budget["endgame"]
        return budget

    def near_the_end(self, players: int, pile: int, *, triggered: bool) -> Level:
        """The level for one decision at a table of ``players`` whose draw pile holds
        ``pile`` tiles (``triggered``: the end is triggered): its :class:`Endgame` once
        that applies, else itself.  Only counts every player sees enter."""
        e = self.endgame
        if e is None or players < e.players or (pile > e.pile and not triggered):
            return self
        return replace(self, simulations=e.simulations, depth=e.depth,
                       against_best=e.against_best, endgame=None)


class InvalidLevel(GauchoError):
    """A level that is not one of :data:`LEVELS`, or whose budget makes no sense."""


#: A level's settings that are whole numbers.
_WHOLE = ("simulations", "width", "depth", "greedy", "probe", "best_of")


def _whole(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        # Translators: {name} is a setting of a coach level (simulations, width ...).
        raise InvalidLevel(_("the level's {name} must be a whole number, not {value}").format(
            name=name, value=repr(value)[:20]))


def _yes_no(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise InvalidLevel(_("the level's {name} must be True or False, not {value}").format(
            name=name, value=repr(value)[:20]))


def check_budget(budget: dict[str, object]) -> dict[str, object]:
    """Settings that change a level's budget (``CoachBot("club", simulations=200)``),
    checked by name: one a level does not have raises :class:`InvalidLevel` naming the
    settings it has.  ``against_best`` may be written ``1`` or ``0`` (as a bot's settings
    are in text: ``"expert:against_best=1"``).  The values' kinds are checked when the
    level is made (:class:`Level`)."""
    settings = [f.name for f in fields(Level) if f.name != "name"]
    out = dict(budget)
    for key in budget:
        if key not in settings:
            raise InvalidLevel(_("a level has no setting {name}; its settings are "
                                 "{settings}").format(name=repr(key)[:30],
                                                      settings=", ".join(settings)))
    flag = out.get("against_best")
    if type(flag) is int and flag in (0, 1):
        out["against_best"] = bool(flag)
    return out


#: The levels a student picks from, weakest first.  Budgets are simulations per
#: decision (``benchmarks/coach.py`` prints what they cost in seconds; the ladder in
#: docs/coach.md how they play).  Each play-out finishes the seat's turn greedily, then
#: plays at random (``greedy=0``: greedy replies cost more than the samples they replace,
#: measured against montecarlo), so the budget goes into many samples of what the others
#: may do and what is hidden.
LEVELS: dict[str, Level] = {
    # a few short play-outs of the best four candidates: finishes its turns well,
    # looks barely past them
    "beginner": Level("beginner", simulations=24, width=4, depth=6, greedy=0),
    # play-outs a round deep: about a tenth of a second per decision
    "club": Level("club", simulations=120, width=6, depth=16, greedy=0),
    # the most this machine affords in well under a second per decision
    "expert": Level("expert", simulations=1200, width=12, depth=20, greedy=0),
}


#: How each level plays as a bot (:class:`gaucho.coach.levels.CoachBot`), kept apart from
#: :data:`LEVELS`, by which the analysis (:func:`gaucho.coach.analyse`) judges: what makes
#: the bots stronger must leave the analysis, the reviews and the puzzles as they are.
#:
#: ``expert`` plays out each decision as the best of two random ones (``best_of=2``) and
#: twice as deep, on a quarter of the analysis' simulations: measured against three
#: ``montecarlo`` bots on the same 40 seats (docs/coach.md, "Matches while tuning"),
#: uniform play-outs won 23 of 40 at 300 simulations, the best of two 31 (the best of
#: three 29), 40 decisions deep 33; 600 simulations of the same play-outs won no more
#: than 300, so the budget goes into better play-outs, not more of them.  Ranking by the
#: lead over the strongest opponent (``against_best``) did not help either (8 of 12 games
#: either way) over a whole game.  Near the end of a four-player game it does: from 10
#: tiles left in the draw pile the play-outs go on to the final scoring and the candidates
#: are ranked by the lead over the strongest opponent (:class:`Endgame`): on the ladder's
#: 100 four-player challenge tables it won 87.5 where the bot without it won 80.5 (at 600
#: simulations, played from the same tables, 87; 300 keep the slowest decision near a
#: second).  ``beginner`` and ``club`` play as they judge.
PLAY: dict[str, Level] = {
    **LEVELS,
    "expert": replace(LEVELS["expert"], simulations=300, depth=40, best_of=2,
                      endgame=Endgame(pile=10, players=4, simulations=300, depth=200)),
}


def play_level(level: str | Level) -> Level:
    """The :class:`Level` a bot named ``level`` plays at (:data:`PLAY`; a
    :class:`Level` itself as it is)."""
    if isinstance(level, Level):
        return level
    return PLAY[level_of(level).name]


def level_of(level: str | Level) -> Level:
    """The :class:`Level` named ``level`` (or ``level`` itself)."""
    if isinstance(level, Level):
        return level
    found = LEVELS.get(str(level).strip().lower())
    if found is None:
        raise InvalidLevel(_("unknown level {name}; the levels are {levels}").format(
            name=repr(level), levels=", ".join(LEVELS)))
    return found
