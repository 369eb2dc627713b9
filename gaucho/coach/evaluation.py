"""How good a table is for each player, in Pesos-equivalents, without playing on.

The coach and the workshop's bots judge a table the same way: :func:`worths`
counts each player's Pesos plus what his herds, claims, gauchos and dice are
worth, weighted by :data:`WEIGHTS`; :func:`evaluate` is one player's worth
against the opponents' mean.  At the end of the game every herd has been sold
(R-FINAL-4), so a worth is then exactly the Pesos.

:func:`one_ply_scores` is the greedy judgement of every legal action one
decision ahead (two for actions that only enable others).  It is the coach's
prior and the informed rollout policy of its search, and the workshop's
``GreedyBot`` (``gaucho.workshop.bots``) is made of it.  Everything here reads
only the table it is given: pass a table sampled from the player's
information set (:mod:`gaucho.information`), never the real one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

from gaucho import engine, tiles
from gaucho.actions import (
    Action,
    Claim,
    Draft,
    Place,
    Raise,
    Remove,
    Replace,
    Sale,
    Steal,
    Steppe,
    TakeBack,
    UseWish,
)
from gaucho.state import Phase, State

__all__ = ["ENABLERS", "FOLLOW_UPS", "WEIGHTS", "best_after", "best_of_sample",
           "best_of_sample_after", "evaluate", "greedy_choice", "margin", "one_ply_scores",
           "worth_of", "worths"]

#: The last phase as a plain reference (enum member lookups are slow in a hot path).
_OVER: str = Phase.GAME_OVER

#: Weights of :func:`worths` (Pesos-equivalents).  A workshop may tune them.
WEIGHTS: dict[str, float] = {
    "herd": 1.0,      # a herd is worth its sale value: tiles x highest (R-SELL-1)
    "pending": 0.9,   # a collected tile waiting to join a herd, per big number
    "standing": 0.7,  # a standing gaucho's tile, per big number (collected later)
    "complete": 0.95,  # ... in a complete pasture (collected this round, R-COLLECT-3)
    "lying": 0.3,     # a lying gaucho's tile, per big number (needs raising first)
    "supply": 1.5,    # a gaucho in supply (the means to act)
    "space": 2.0,     # a gaucho on an Action Space (a special action in hand)
    "die": 0.2,       # an unspent drafted die during one's turn (lost at the end)
    "wish": 0.5,      # an unspent WISH die
}

#: Actions that gain little by themselves but enable other decisions: drafting dice,
#: the WISH die, and getting gauchos back into supply.
ENABLERS = (Draft, UseWish, Remove, TakeBack)
#: The decisions an enabler is valued by.
FOLLOW_UPS = (Claim, Place, Steppe, Sale, Steal, Replace, Raise)


def worths(s: State, weights: dict[str, float] | None = None) -> list[float]:
    """Each player's worth in Pesos-equivalents: Pesos plus weighted herds, claims, gauchos.

    At the end of the game every herd has been sold (R-FINAL-4), so the worth is
    exactly the Pesos.
    """
    if s.phase == _OVER:
        return [float(x) for x in s.pesos]
    w = WEIGHTS if weights is None else weights
    herd_w, pend_w, sup_w, space_w = w["herd"], w["pending"], w["supply"], w["space"]
    out = [float(x) for x in s.pesos]
    big = tiles.BIG  # a table: indexing it is cheaper than a call
    for q in range(s.players):
        herds = 0
        for herd in s.herds[q].values():
            # a herd is strictly ordered (R-HERD-4), so its highest number is at one end
            first, last = big[herd[0]], big[herd[-1]]
            herds += len(herd) * (first if first > last else last)
        total = herd_w * herds
        for t in s.pending[q]:
            total += pend_w * big[t]
        total += sup_w * s.supply[q] + space_w * len(s.spaces[q])
        out[q] += total
    on = s.gauchos_on
    if on:
        stand_w, lie_w, done_w = w["standing"], w["lying"], w["complete"]
        for cells in s.pastures:
            claimed = []
            complete = True
            for c in cells:
                if c >= 0:
                    occ = on.get(c)
                    if occ is None:
                        complete = False
                    else:
                        claimed.append((c, occ))
            if claimed:
                up = done_w if complete else stand_w
                for c, (q, standing) in claimed:
                    out[q] += (up if standing else lie_w) * big[c]
    if s.phase in engine.TURN_PHASES:
        out[s.active] += w["die"] * len(s.held) + (w["wish"] if s.wish_die else 0.0)
    return out


def worth_of(s: State, q: int, weights: dict[str, float] | None = None) -> float:
    """``worths(s, weights)[q]``, counting only player ``q`` (the rollouts' hot path)."""
    if s.phase == _OVER:
        return float(s.pesos[q])
    w = WEIGHTS if weights is None else weights
    big = tiles.BIG  # a table: indexing it is cheaper than a call
    herds = 0
    for herd in s.herds[q].values():
        first, last = big[herd[0]], big[herd[-1]]
        herds += len(herd) * (first if first > last else last)
    total = s.pesos[q] + w["herd"] * herds + w["supply"] * s.supply[q] + w["space"] * len(
        s.spaces[q])
    pending = s.pending[q]
    if pending:
        pend_w = w["pending"]
        for t in pending:
            total += pend_w * big[t]
    on = s.gauchos_on
    if on:
        stand_w, lie_w, done_w = w["standing"], w["lying"], w["complete"]
        get = on.get
        for cells in s.pastures:
            mine = 0.0
            mine_lying = 0.0
            complete = True
            for c in cells:
                if c >= 0:
                    occ = get(c)
                    if occ is None:
                        complete = False
                    elif occ[0] == q:
                        if occ[1]:
                            mine += big[c]
                        else:
                            mine_lying += big[c]
            if mine or mine_lying:
                total += (done_w if complete else stand_w) * mine + lie_w * mine_lying
    if s.active == q and s.phase in engine.TURN_PHASES:
        total += w["die"] * len(s.held) + (w["wish"] if s.wish_die else 0.0)
    return total


def margin(values: list[float], player: int) -> float:
    """``values[player]`` minus the mean of the others' (zero-sum flavoured)."""
    others = [v for q, v in enumerate(values) if q != player]
    return values[player] - (sum(others) / len(others) if others else 0.0)


def evaluate(s: State, player: int, weights: dict[str, float] | None = None) -> float:
    """The player's worth minus the mean worth of the opponents (zero-sum flavoured)."""
    return margin(worths(s, weights), player)


def best_after(s: State, player: int, weights: dict[str, float] | None = None) -> float:
    """The best :func:`evaluate` ``player`` reaches with one follow-up decision from ``s``
    (or by stopping here): what a draft, a WISH or a gaucho taken back is worth."""
    best = evaluate(s, player, weights)
    for a in _follow_ups(s):
        value = evaluate(_after(s, a), player, weights)
        if value > best:
            best = value
    return best


def _follow_ups(s: State) -> Iterator[Action]:
    """The legal :data:`FOLLOW_UPS` of ``s``, one payment per claim: the same claim paid
    otherwise only keeps other dice, so only the first payment listed (the fewest dice,
    R-DICE-1) is tried."""
    seen: set[tuple[str, int]] = set()
    for a in engine.legal_actions(s):
        if isinstance(a, Claim):
            key = (a.action, a.tile)
            if key in seen:
                continue
            seen.add(key)
        if isinstance(a, FOLLOW_UPS):
            yield a


def one_ply_scores(s: State, player: int, legal: list[Action] | None = None,
                   weights: dict[str, float] | None = None,
                   skip: type | tuple[type, ...] = ()) -> list[float]:
    """The greedy value of each legal action of ``player`` (the one to act), in order.

    An action's value is :func:`evaluate` of the table after it; a draft
    (R-TURN-1), a WISH (R-WISH-1) or a gaucho taken back (R-SPECIAL-6,
    R-NOGAUCHO-1) gains little by itself, so it is valued by :func:`best_after`.
    Actions of the types in ``skip`` get ``nan`` (the caller values them itself,
    e.g. SECRET CATTLE, whose Steppe must not be read).  ``s`` stays untouched.
    """
    acts = engine.legal_actions(s) if legal is None else legal
    out: list[float] = []
    for a in acts:
        if skip and isinstance(a, skip):
            out.append(float("nan"))
            continue
        s2 = s.copy()
        engine.apply(s2, a)
        if isinstance(a, ENABLERS) and engine.current_player(s2) == player:
            out.append(best_after(s2, player, weights))
        else:
            out.append(evaluate(s2, player, weights))
    return out


def greedy_choice(s: State, player: int, legal: list[Action]) -> Action:
    """The action after which ``player``'s own :func:`worth_of` is highest (the first of
    equals); an enabler is valued by its best follow-up.  The rollouts' informed policy:
    cheaper than :func:`one_ply_scores` (one player's worth, one payment per claim)."""
    best_value = -math.inf
    best = legal[0]
    copy_apply = _after
    for a in legal:
        s2 = copy_apply(s, a)
        value = worth_of(s2, player)
        if isinstance(a, ENABLERS) and engine.current_player(s2) == player:
            for b in _follow_ups(s2):
                v = worth_of(copy_apply(s2, b), player)
                if v > value:
                    value = v
        if value > best_value:
            best_value, best = value, a
    return best


def best_of_sample(s: State, player: int, legal: list[Action], rng: random.Random,
                   k: int) -> Action:
    """The best, by ``player``'s own :func:`worth_of` after it, of ``k`` different actions
    drawn at random from ``legal`` (all of them if there are fewer; the first drawn of
    equals).

    The play-outs' cheap informed policy: a uniform choice ends turns with dice unspent
    and claims tiles nobody wants, so random games run to about twice as many rounds as
    sensible ones and a play-out says little about how the game goes; the greedy choice
    (:func:`greedy_choice`) reads every legal action and costs some twenty-five random
    ones.  The best of two, for about four times the cost of a random choice, is what
    made ``expert`` win most four-player games against three ``montecarlo`` bots
    (docs/coach.md, "Matches while tuning": 31 of 40 where uniform play-outs won 23, on
    the same seeds and budget; the best of three won 29).
    """
    return best_of_sample_after(s, player, legal, rng, k)[0]


def best_of_sample_after(s: State, player: int, legal: list[Action], rng: random.Random,
                         k: int) -> tuple[Action, State]:
    """:func:`best_of_sample` and the table after it (a copy; ``s`` stays untouched).

    Judging an action means playing it on a copy, so the play-outs go on from that copy
    instead of playing the chosen action once more on their own table: the same table
    (``engine.apply`` draws nothing), for one action applied fewer per decision.
    """
    n = len(legal)
    if k >= n:
        drawn = legal
    elif k == 2:  # the common case, without rng.sample's overhead
        i = rng.randrange(n)
        j = rng.randrange(n - 1)
        drawn = [legal[i], legal[j + 1 if j >= i else j]]
    else:
        drawn = rng.sample(legal, k)
    best = drawn[0]
    chosen = s
    best_value = -math.inf
    for a in drawn:
        after = _after(s, a)
        value = worth_of(after, player)
        if value > best_value:
            best_value, best, chosen = value, a, after
    return best, chosen


def _after(s: State, a: Action) -> State:
    s2 = s.copy()
    engine.apply(s2, a)
    return s2
