"""Information-set search: every legal action of a seat, valued from what the seat sees.

The seat does not know the pile's order, the face-down Steppe, the covering
tiles or the others' hands (:mod:`gaucho.information`).  So each simulation
starts from a table *sampled* from its :class:`~gaucho.information.InformationSet`
(determinization): the hidden tiles dealt anew, then the candidate action, then
``depth`` decisions played by every player with a partly greedy policy, chance
steps drawn from the search's own seeded RNG, and the table judged by
:func:`gaucho.coach.evaluation.worths` (exactly the Pesos if the game ended).

The budget is shared by *sequential halving*: the candidates (the ``width``
best by the greedy judgement) get equal simulations, the weaker half by mean
margin (the lead over the opponents' mean, or over the strongest opponent for a
level that plays ``against_best``) is dropped, and so on until one is left, so
most simulations go to the moves that matter.  Candidates compared in the same round replay the same
samples (common random numbers): the j-th simulation of every candidate deals
the hidden tiles alike and draws chance from the same seed, so a difference
between two candidates is the actions', not the luck's.

Only ``InformationSet.of(state, seat)`` and the seed enter the search, and the
legal actions do not depend on hidden tiles (R-STEPPE-1); two tables the seat
cannot tell apart therefore get the same ranking.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from gaucho import engine
from gaucho.actions import Action, UseSteppe
from gaucho.coach.budgets import Level, level_of
from gaucho.coach.checks import check_seat, check_table, nobody_to_decide
from gaucho.coach.evaluation import (
    WEIGHTS,
    best_of_sample_after,
    greedy_choice,
    margin,
    one_ply_scores,
    worths,
)
from gaucho.errors import GauchoError
from gaucho.game import check_seed
from gaucho.i18n import _
from gaucho.information import STEPPE_LOOK_PHASES, InformationSet
from gaucho.state import State

__all__ = ["CandidateValue", "NotToAct", "rank_actions", "simulations_run"]

#: z for a 95 % normal interval.
_Z95 = 1.959963984540054


class NotToAct(GauchoError):
    """The seat asked about is not the one to decide (or nobody decides: chance, game over)."""


@dataclass(frozen=True, slots=True)
class CandidateValue:
    """What the search expects if the seat takes ``action``.

    ``mean`` is the expected final Pesos of the seat (its worth where the
    play-outs stop, exactly its Pesos when they reach the end), ``low``/``high``
    the 95 % interval of that mean, ``win`` the share of simulated games the seat
    leads (ties shared), ``visits`` the simulations behind the figures, and
    ``margin`` the expected lead over the opponents' mean (over the strongest
    opponent of each play-out if the level plays ``against_best``), by which the
    candidates are ranked.  ``horizon`` is where the play-outs stopped: ``None`` when
    every one of them reached the end of the game (``mean`` is then final Pesos, ``win``
    the share of games won), else the level's ``depth``, the decisions played after the
    seat's turn before the table was judged by :func:`~gaucho.coach.evaluation.worths`
    (``mean`` is then a worth, Pesos plus what herds and claims are worth, and ``win``
    the share of play-outs in which the seat was ahead).
    """

    action: Action
    mean: float
    low: float
    high: float
    win: float
    visits: int
    margin: float = 0.0
    horizon: int | None = None


class _Stats:
    """Running sums of one candidate's simulations."""

    __slots__ = ("action", "against_best", "ended", "index", "margin", "n", "own", "own2",
                 "prior", "round", "win")

    def __init__(self, index: int, action: Action, prior: float, against_best: bool) -> None:
        self.index, self.action, self.prior = index, action, prior
        self.against_best = against_best
        self.n = self.ended = 0  # simulations, and those that reached the end of the game
        self.own = self.own2 = self.margin = self.win = 0.0
        self.round = 0  # the halving round in which it was dropped (higher = later)

    def add(self, outcome: tuple[list[float], bool], seat: int) -> None:
        values, over = outcome
        own = values[seat]
        self.n += 1
        self.ended += over
        self.own += own
        self.own2 += own * own
        self.margin += margin(values, seat) if not self.against_best else own - max(
            v for q, v in enumerate(values) if q != seat)
        top = max(values)
        if own >= top:
            self.win += 1.0 / values.count(top)

    def score(self) -> float:
        return self.margin / self.n if self.n else -math.inf


#: Simulations run by every search in this process (a counter, so tests can tell
#: that a forced decision cost none without timing anything).
_COUNTER = [0]


def simulations_run() -> int:
    """How many simulations every search in this process has run so far."""
    return _COUNTER[0]


def rank_actions(state: State, seat: int, level: str | Level = "club", *,
                 seed: int | str | random.Random = 0) -> list[CandidateValue]:
    """Every legal action of ``seat`` (the player to act in ``state``), best first.

    Judged only from ``InformationSet.of(state, seat)`` — never the real pile
    order, face-down Steppe or others' hands — with the budget and policy of
    ``level`` (a name of :data:`gaucho.coach.levels.LEVELS` or a
    :class:`~gaucho.coach.levels.Level`), every random choice drawn from ``seed`` (a
    seed for ``random.Random``, or one to draw from: a bot passes its own).
    """
    check_table(state, NotToAct)
    lv = level_of(level)
    nobody = nobody_to_decide(state)
    if nobody is not None:
        raise NotToAct(nobody)
    check_seat(seat, state.players, NotToAct)
    who = engine.current_player(state)
    if who != seat:
        raise NotToAct(_("seat {seat} is not to act (to act: {who})").format(
            seat=repr(seat), who=who))
    if not isinstance(seed, random.Random):
        check_seed(seed)
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    info = InformationSet.of(state, seat)
    legal = engine.legal_actions(info.table)
    lv = lv.near_the_end(len(info.table.pesos), info.draw_pile,
                         triggered=info.table.trigger_round is not None)
    return _search(info, legal, lv, rng)


def _search(info: InformationSet, legal: list[Action], lv: Level,
            rng: random.Random) -> list[CandidateValue]:
    seat = info.player
    # the greedy judgement on one sample orders the candidates (and breaks ties)
    guess = info.sample(rng)
    skip = (UseSteppe,)  # its value lies in a Steppe the seat has not seen
    priors = one_ply_scores(guess, seat, legal, skip=skip)
    stats = [_Stats(i, a, -math.inf if math.isnan(p) else p, lv.against_best)
             for i, (a, p) in enumerate(zip(legal, priors, strict=True))]
    by_prior = sorted(stats, key=lambda st: (-st.prior, st.index))
    # a candidate whose prior is unknown (SECRET CATTLE) always enters the halving
    alive = [st for st in by_prior if st.prior == -math.inf][:lv.width]
    alive += [st for st in by_prior if st not in alive][:lv.width - len(alive)]
    left_out = [st for st in by_prior if st not in alive]
    seeds: list[int] = []  # the j-th simulation of every candidate starts from seeds[j]
    memo: dict[tuple[object, ...], Action] = {}  # greedy choices, shared by the play-outs

    def run(st: _Stats, upto: int) -> None:
        while st.n < upto:
            while len(seeds) <= st.n:
                seeds.append(rng.getrandbits(64))
            st.add(_simulate(info, st.action, seeds[st.n], lv, memo), seat)

    for st in left_out:
        run(st, lv.probe)
    budget = max(len(alive), lv.simulations - lv.probe * len(left_out))
    rounds = math.ceil(math.log2(len(alive)))
    used = 0
    for r in range(rounds):
        share = budget // rounds if r < rounds - 1 else budget - used  # the last takes the rest
        target = alive[0].n + max(1, share // len(alive))
        for st in alive:
            used += target - st.n
            run(st, target)
        alive.sort(key=lambda st: (-st.score(), -st.prior, st.index))
        keep = (len(alive) + 1) // 2
        for dropped in alive[keep:]:
            dropped.round = r + 1  # dropped later ranks higher
        alive = alive[:keep]
    if rounds == 0:  # one candidate: it gets the whole budget
        run(alive[0], budget)
    alive[0].round = rounds + 1
    ranked = sorted(stats, key=lambda st: (-st.round, -st.score(), -st.prior, st.index))
    return [_figures(st, stats, lv.depth) for st in ranked]


def _figures(st: _Stats, stats: list[_Stats], depth: int) -> CandidateValue:
    n = st.n
    mean = st.own / n
    if n > 1:
        var = max(0.0, (st.own2 - n * mean * mean) / (n - 1))
    else:  # one simulation: borrow the spread of all the others
        total = sum(s.n for s in stats)
        sums = sum(s.own for s in stats)
        sq = sum(s.own2 for s in stats)
        var = max(0.0, (sq - sums * sums / total) / (total - 1)) if total > 1 else 0.0
    half = _Z95 * math.sqrt(var / n)
    return CandidateValue(st.action, mean, mean - half, mean + half, st.win / n, n,
                          st.margin / n, None if st.ended == n else depth)


def _simulate(info: InformationSet, action: Action, seed: int, lv: Level,
              memo: dict[tuple[object, ...], Action]) -> tuple[list[float], bool]:
    """One play-out of ``action`` on a table sampled with ``seed``: everyone's worth, and
    whether it reached the end of the game."""
    _COUNTER[0] += 1
    rng = random.Random(seed)
    s = info.sample(rng)
    engine.apply(s, action)
    s = rollout(s, rng, info.player, lv.depth, lv.greedy, memo, best_of=lv.best_of)
    return worths(s, WEIGHTS), engine.current_player(s) == engine.TERMINAL


def rollout(s: State, rng: random.Random, seat: int, depth: int, greedy: int,
            memo: dict[tuple[object, ...], Action] | None = None, *, best_of: int = 1) -> State:
    """Play on from ``s``: the seat finishes its turn greedily, then ``depth`` more
    decisions, the first ``greedy`` of them greedy, the rest each the best of ``best_of``
    legal actions drawn at random (:func:`~gaucho.coach.evaluation.best_of_sample`; 1:
    uniform); chance steps from ``rng``; stops at the end of the game.  Returns the table
    where it stopped: ``s`` itself, played on in place, or the copy the best of
    ``best_of`` was judged on (see :func:`~gaucho.coach.evaluation.best_of_sample_after`).

    ``memo`` keeps greedy choices by the table as everyone sees it (:func:`_open_key`):
    the samples of one search differ mostly in hidden tiles, which the greedy judgement
    does not read, so the seat's turn and the replies are judged once for most of them.
    """
    if memo is None:
        memo = {}
    current, legal_actions, apply = engine.current_player, engine.legal_actions, engine.apply
    chance = engine.CHANCE
    steps = 0
    finishing = True  # the seat's own decisions right after the candidate
    while finishing or steps < depth:
        who = current(s)
        if who < 0:
            if who == chance:
                apply(s, engine.sample_chance(s, rng))
                continue
            return s
        acts = legal_actions(s)
        if who != seat:
            finishing = False
        if len(acts) == 1:
            a = acts[0]
        elif finishing or steps < greedy:
            key = _open_key(s)
            a = memo.get(key)  # type: ignore[assignment]
            if a is None or a not in acts:
                a = memo[key] = greedy_choice(s, who, acts)
        elif best_of > 1:  # never while finishing: that is the greedy branch above
            s = best_of_sample_after(s, who, acts, rng, best_of)[1]
            steps += 1
            continue
        else:
            a = acts[rng.randrange(len(acts))]
        if not finishing:
            steps += 1
        apply(s, a)
    return s


def _open_key(s: State) -> tuple[object, ...]:
    """The table as every player sees it (no pile, no hidden Steppe), as a dict key."""
    return (s.phase, s.active, s.round, s.turns_taken, s.dice_total, s.wish_die,
            tuple(map(tuple, s.pastures)), tuple(sorted(s.gauchos_on.items())),
            tuple(tuple(sorted((b, tuple(h)) for b, h in hs.items())) for hs in s.herds),
            tuple(s.pesos), tuple(s.supply), tuple(map(frozenset, s.spaces)), tuple(s.held),
            tuple(s.rodeo), frozenset(s.placed_this_turn), frozenset(s.vacated_this_turn),
            tuple(map(tuple, s.pending)), tuple(s.steppe) if s.phase in _LOOK else ())


#: The phases in which the player to act sees the Steppe (gaucho.information).
_LOOK = STEPPE_LOOK_PHASES
