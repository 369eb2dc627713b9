"""What a game's history says round by round: each player's standing, and what was used.

The design metrics (:mod:`gaucho.workshop.metrics`) ask questions a final score
cannot answer: who led after each round, how far behind the final winner was,
from which round on the result was settled, which Action Areas and special
actions were used.  :func:`trace_columns` reads them off a played game once, as
plain lists and dicts that travel in the ``games`` records.

**Standing.**  Most Pesos arrive at the final scoring, when every herd is sold
(R-FINAL-4), so the Pesos banked during play say little about who is ahead.
The standing of a player at the end of a round is therefore what he would score
if the game ended there: his Pesos plus the sale value of each of his herds
(tiles x highest number, R-SELL-1).  At the end of the last round every herd
has been sold, so the last standing is exactly the final Pesos.

**Kinds.**  Which decision kind a step was is read from the registry
(:data:`gaucho.engine.decisions.BY_NAME`), as the engine reads it
(:func:`gaucho.engine.dispatch.decision_in`); the special actions are the flow's
(:data:`gaucho.engine.flow.SPECIALS`: the kinds with ``Decision.is_special``), the Action
Areas those of the configuration (:data:`gaucho.config.AREAS`).  No list of kinds is
written here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from gaucho import engine, tiles
from gaucho.config import AREAS
from gaucho.engine.decisions import BY_NAME
from gaucho.engine.dispatch import decision_in
from gaucho.engine.flow import SPECIALS
from gaucho.state import State

if TYPE_CHECKING:
    from gaucho.game import Game

__all__ = ["SPECIAL_KINDS", "TRACE_COLUMNS", "behind_share", "decisive_round",
           "late_comeback", "leaders", "lead_changes", "standings", "trace_columns",
           "winner_deficit"]

#: The special actions, counted in the ``specials`` column: the flow's own
#: (every registry kind that uses a gaucho on an Action Space, ``Decision.is_special``).
SPECIAL_KINDS: tuple[str, ...] = SPECIALS
#: The action type that puts a gaucho on an Action Area (the ``place`` decision, and the
#: preliminary round's ``first_gaucho``, which shares it).
PLACE = BY_NAME["place"].action
#: The ``games`` columns :func:`trace_columns` adds.
TRACE_COLUMNS = ("standing_by_round", "placements", "specials")

Trace = Sequence[Sequence[float]]


def standing(s: State) -> list[int]:
    """Each player's Pesos plus what his herds would sell for now (R-SELL-1)."""
    out = list(s.pesos)
    for p in range(s.players):
        for herd in s.herds[p].values():
            out[p] += len(herd) * max(tiles.big(t) for t in herd)
    return out


def standings(game: Game) -> list[list[int]]:
    """Each player's standing at the end of every round from round 1 to the last.

    The game is replayed from its setup (the same seed and rules give the same
    table) and the standing taken whenever a new round begins, then once more
    at the end.  Raises ``ValueError`` if the replay does not reach the game's
    final Pesos (a game not set up by ``Game.new`` from its seed).
    """
    from gaucho.game import Game

    fresh = Game.new(game.players, game.seed, config=game.config, auto_chance=False)
    s = fresh.state.copy()
    out: list[list[int]] = []
    current = s.round
    for step in game.history:
        if step.round != current:
            if current >= 1:
                out.append(standing(s))
            current = step.round
        engine.apply(s, step.action)
    if current >= 1:
        out.append(standing(s))
    if game.is_over and (not out or out[-1] != list(game.state.pesos)):
        raise ValueError("replaying the game's history did not reach its final Pesos")
    return out


def trace_columns(game: Game) -> dict[str, Any]:
    """The ``games`` columns of :data:`TRACE_COLUMNS` for one game.

    * ``standing_by_round``: one list per round (1, 2, ...) of each seat's standing;
    * ``placements``: per Action Area, how many gauchos each seat put there
      (the first gaucho of the preliminary round included);
    * ``specials``: per special action, how often each seat used it.
    """
    n = game.players
    placements = {a: [0] * n for a in AREAS}
    specials = {k: [0] * n for k in SPECIAL_KINDS}
    for step in game.history:
        if step.player < 0:
            continue
        d = decision_in(step.phase, step.action)
        if d.name in specials:
            specials[d.name][step.player] += 1
        if isinstance(step.action, PLACE):
            placements[cast(Any, step.action).area][step.player] += 1
    return {"standing_by_round": standings(game), "placements": placements,
            "specials": specials}


# ====================================================== reading a trace
def leaders(scores: Sequence[float]) -> frozenset[int]:
    """The seats with the highest standing (several when tied)."""
    top = max(scores)
    return frozenset(p for p, v in enumerate(scores) if v == top)


def lead_changes(trace: Trace) -> int:
    """How often the set of leaders changed from one round's end to the next."""
    sets = [leaders(row) for row in trace]
    return sum(1 for a, b in zip(sets, sets[1:], strict=False) if a != b)


def winner_deficit(trace: Trace, winners: Sequence[int]) -> float:
    """How far behind the leader the final winner was at his worst round end (0: never).

    With a shared victory the winner doing best counts.  The last round (the
    final result) is left out: there the winner leads by definition.
    """
    if not winners or len(trace) < 2:
        return 0.0
    worst = 0.0
    for row in trace[:-1]:
        behind = min(max(row) - row[w] for w in winners)
        worst = max(worst, float(behind))
    return worst


def behind_share(trace: Trace, winners: Sequence[int]) -> float:
    """The share of round ends before the last at which no final winner led (Ludii's
    Drama, how often)."""
    if not winners or len(trace) < 2:
        return 0.0
    early = trace[:-1]
    return sum(1 for row in early if not leaders(row) & set(winners)) / len(early)


def late_comeback(trace: Trace, winners: Sequence[int]) -> bool:
    """Whether no final winner led at the end of some round of the second half (after the
    middle round, before the last): a game won from behind late."""
    rounds = len(trace)
    return any(not leaders(trace[r]) & set(winners)
               for r in range(rounds // 2, rounds - 1))


def decisive_round(trace: Trace, winners: Sequence[int]) -> int | None:
    """The first round from which a final winner led at every round's end (ties count
    as leading); ``None`` without a trace or winner."""
    if not trace or not winners:
        return None
    rounds = len(trace)
    first = rounds
    for r in range(rounds - 1, -1, -1):
        if not leaders(trace[r]) & set(winners):
            break
        first = r
    return first + 1
