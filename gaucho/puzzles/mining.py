"""How puzzles are mined, in the spirit of Lichess's puzzler: keep a position only where
one decision is clearly the best, and only if a much larger search agrees.

For one position of a seeded game (:func:`mine_position`):

1. *forced* positions (one legal decision) are dropped;
2. a cheap search (:data:`PRESCREEN`) must see the best decision ahead of every rival by
   at least half of :data:`GAP` Pesos (of worth where its play-outs stopped: at the end of
   the game or so many decisions after the turn), then the screening search
   (:data:`SCREEN`) by at least :data:`GAP` — rivals are the decisions that do not do
   exactly what the best does (two dice orders that claim the same tile are one answer);
3. the re-check, a search with ten times the screening budget and another seed, must name
   the same answer and still see it ahead of every rival by :data:`GAP` (so no near-equal
   rival is left), its 95 % interval above each rival's (the puzzle records it:
   ``source["recheck"]``, its budget, seed and margin; :func:`recheck` puts a puzzle
   already mined through it again, with a fresh seed); then the answer and its three
   strongest rivals are played out side by side on fresh tables (:func:`confirmed`), and
   it must still lead each by :data:`CONFIRM_GAP`;
   the puzzle keeps the re-check's figures of its strongest candidates, and where their
   play-outs stopped (``horizon``: ``None`` only when every one reached the end of the
   game, the figures then final Pesos; else :data:`RECHECK`'s depth, the figures worths
   there); :func:`horizon_of` finds it again for a puzzle mined before puzzles kept it;
4. the concepts come from the engine's events of the answer and of its two strongest
   rivals (:func:`gaucho.puzzles.concepts.concepts_of`); the starting rating from how
   weak a player still finds it (:func:`starting_rating`).

Every search sees only the seat's information (:func:`gaucho.coach.rank_actions`).
Duplicates are dropped by the miner (``tools/mine_puzzles.py``), by position.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections.abc import Iterable
from typing import Any

from gaucho import actions, engine
from gaucho.coach.budgets import LEVELS, Level
from gaucho.coach.evaluation import greedy_choice
from gaucho.coach.reasons import effects
from gaucho.coach.review import paired_to_the_end
from gaucho.coach.search import CandidateValue, rank_actions
from gaucho.information import InformationSet
from gaucho.position import to_position
from gaucho.puzzles.concepts import CONCEPTS, concepts_of
from gaucho.state import State

__all__ = ["GAP", "PRESCREEN", "RECHECK", "SCREEN", "confirmation", "confirmed",
           "horizon_of", "mine_position", "position_id", "recheck", "starting_rating"]

#: The clear margin, in the searches' Pesos (final Pesos, or worths where the play-outs
#: stopped), by which the answer must beat every rival.
GAP = 3.0
#: The searches: a cheap prescreen, the screen, and the re-check ten times larger.
PRESCREEN: Level = LEVELS["beginner"]
SCREEN: Level = LEVELS["club"]
RECHECK: Level = dataclasses.replace(SCREEN, name="recheck",
                                     simulations=10 * SCREEN.simulations)
#: How many candidates' values a puzzle keeps for its instant feedback.
KEEP_VALUES = 8
#: The last check: the answer and its strongest rivals played out side by side this many
#: times each; the answer must lead each by :data:`CONFIRM_GAP` Pesos on average.
CONFIRM, CONFIRM_RIVALS, CONFIRM_GAP = 200, 3, GAP / 2


def position_id(position: dict[str, Any], seat: int) -> str:
    """A short stable name of a position and seat (its duplicates share it)."""
    text = json.dumps([position, seat], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _outcome(state: State, action: actions.Action) -> str:
    after = state.copy()
    engine.apply(after, action)
    return json.dumps(to_position(after, include_config=False), sort_keys=True)


def _split(state: State, ranking: list[CandidateValue]) -> tuple[list[CandidateValue],
                                                                 list[CandidateValue]]:
    """The best and the decisions that do exactly what it does; then the rivals."""
    best = ranking[0]
    same = _outcome(state, best.action)
    answers, rivals = [best], []
    for c in ranking[1:]:
        if best.mean - c.mean < GAP and _outcome(state, c.action) == same:
            answers.append(c)
        else:
            rivals.append(c)
    return answers, rivals


def _clear(ranking: list[CandidateValue], state: State, gap: float,
           interval: bool = False) -> tuple[list[CandidateValue], list[CandidateValue]] | None:
    answers, rivals = _split(state, ranking)
    best = answers[0]
    if not rivals:
        return None  # every decision does the same: a forced position in disguise
    if any(best.mean - r.mean < gap or (interval and r.high >= best.low) for r in rivals):
        return None
    return answers, rivals


def _recheck(state: State, accepted: set[str], seed: str
             ) -> tuple[list[CandidateValue], list[CandidateValue]] | None:
    """The answers and rivals of the :data:`RECHECK` search, if its best is one of
    ``accepted`` (the answer did not change) and it leads every rival by :data:`GAP`,
    its 95 % interval above each rival's (no near-equal rival)."""
    deep = rank_actions(state, engine.current_player(state), RECHECK, seed=seed)
    found = _clear(deep, state, GAP, interval=True)
    if found is None or str(found[0][0].action) not in accepted:
        return None
    return found


def recheck(state: State, answers: Iterable[str], seed: str) -> dict[str, Any] | None:
    """The final re-check of a puzzle whose accepted answers are ``answers``: what a puzzle
    records of it (``budget``, the simulations; ``margin``, the Pesos by which the answer
    leads its strongest rival, worths where the play-outs stopped; ``seed``), or ``None``
    if the answer changed or a rival came near."""
    found = _recheck(state, set(answers), seed)
    if found is None:
        return None
    best, rivals = found[0][0], found[1]
    return {"budget": RECHECK.simulations, "seed": seed,
            "margin": round(best.mean - max(r.mean for r in rivals), 2)}


def confirmation(state: State, answer: actions.Action, rivals: list[actions.Action],
                 seed: str) -> tuple[bool, int | None]:
    """Whether the answer beats each rival by at least :data:`CONFIRM_GAP` when all are
    played out side by side on :data:`CONFIRM` fresh sampled tables (common random
    numbers), and where those play-outs stopped: ``None`` when every one reached the end
    of the game (the lead is then in final Pesos), else :data:`SCREEN`'s depth (a lead in
    worth there, :func:`gaucho.coach.review.paired_to_the_end`).  The halving's own means
    favour the candidate it kept (it kept it for its lucky samples); this check has no
    such bias."""
    info = InformationSet.of(state, engine.current_player(state))
    values, finished = paired_to_the_end(info, [answer, *rivals], SCREEN, f"{seed}/confirm",
                                         CONFIRM)
    return (all(values[0][0] - v >= CONFIRM_GAP for v, _w in values[1:]),
            None if finished else SCREEN.depth)


def confirmed(state: State, answer: actions.Action, rivals: list[actions.Action],
              seed: str) -> bool:
    """The answer beats each rival by at least :data:`CONFIRM_GAP` (:func:`confirmation`)."""
    return confirmation(state, answer, rivals, seed)[0]


def _horizon(kept: Iterable[CandidateValue], depth: int) -> int | None:
    """Where the play-outs behind ``kept`` stopped: ``None`` only if every one reached the
    end of the game, else ``depth``."""
    return None if all(c.horizon is None for c in kept) else depth


def horizon_of(state: State, values: dict[str, float], seed: str) -> tuple[bool, int | None]:
    """For a puzzle mined before puzzles kept their horizon: the :data:`RECHECK` search
    its ``values`` came from run again (seed ``seed``, the mining's ``.../recheck``), and
    where its play-outs stopped.  The first item says whether that search gives exactly
    the recorded figures (to their two decimals): only then is the horizon theirs."""
    found = rank_actions(state, engine.current_player(state), RECHECK, seed=seed)
    kept = [c for c in found if str(c.action) in values]
    same = len(kept) == len(values) and all(round(c.mean, 2) == values[str(c.action)]
                                            for c in kept)
    return same, _horizon(kept, RECHECK.depth)


def starting_rating(state: State, seat: int, answers: list[str], gap: float,
                    seed: str) -> float:
    """1500, less 250 if the one-move greedy judgement already finds the answer, less 150
    if the beginner level does, less 10 per Peso of margin above :data:`GAP` (at most 150):
    an answer weak players find, by a wide margin, is easy."""
    rating = 1500.0
    legal = engine.legal_actions(state)
    if str(greedy_choice(state, seat, legal)) in answers:
        rating -= 250
    if str(rank_actions(state, seat, PRESCREEN, seed=f"{seed}/rating")[0].action) in answers:
        rating -= 150
    rating -= min(150.0, 10.0 * max(0.0, gap - GAP))
    return rating


def mine_position(state: State, seed: str) -> dict[str, Any] | None:
    """The puzzle of ``state`` (the seat to act decides) as data, or ``None`` if it is not
    one: forced, no clear best, or the re-check disagrees."""
    seat = engine.current_player(state)
    if seat < 0 or len(engine.legal_actions(state)) < 2:
        return None
    quick = rank_actions(state, seat, PRESCREEN, seed=f"{seed}/prescreen")
    if _clear(quick, state, GAP / 2) is None:
        return None
    screen = rank_actions(state, seat, SCREEN, seed=f"{seed}/screen")
    if _clear(screen, state, GAP) is None:
        return None
    found = _recheck(state, {str(c.action) for c in _split(state, screen)[0]},
                     f"{seed}/recheck")
    if found is None:
        return None
    answers, rivals = found
    strongest = sorted(rivals, key=lambda r: -r.mean)[:CONFIRM_RIVALS]
    sure, confirm_horizon = confirmation(state, answers[0].action,
                                         [r.action for r in strongest], seed)
    if not sure:
        return None
    texts = [str(c.action) for c in answers]
    rng = random.Random(f"{seed}/concepts")
    now = effects(state, seat, answers[0].action, rng)
    rival_events = [list(effects(state, seat, r.action, rng).events) for r in rivals[:2]]
    concepts = concepts_of(state, answers[0].action, list(now.events), rival_events)
    gap = answers[0].mean - max(r.mean for r in rivals)
    kept = [*answers, *rivals[:KEEP_VALUES]]
    values = {str(c.action): round(c.mean, 2) for c in kept}
    position = to_position(state)
    rules = list(dict.fromkeys([*now.rules, *(r for c in concepts for r in CONCEPTS[c].rules)]))
    return {"id": position_id(position, seat), "players": state.players, "seat": seat,
            "position": position, "answers": texts, "values": values,
            "concepts": concepts, "rules": rules,
            "rating": starting_rating(state, seat, texts, gap, seed),
            "horizon": _horizon(kept, RECHECK.depth),
            "source": {"seed": seed, "gap": round(gap, 2),
                       "recheck": {"budget": RECHECK.simulations, "seed": f"{seed}/recheck",
                                   "margin": round(gap, 2)},
                       "confirm": {"play_outs": CONFIRM, "horizon": confirm_horizon}}}
