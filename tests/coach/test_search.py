"""The coach's search (issue 33): every legal action valued once, best first, from what the
seat sees.

Budgets are cut with ``dataclasses.replace`` (the policy stays): the properties are the
search's, not the budget's.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

import gaucho
from gaucho import engine
from gaucho.actions import Action
from gaucho.coach import LEVELS, CandidateValue, rank_actions
from gaucho.coach.budgets import InvalidLevel, Level
from gaucho.coach.evaluation import best_of_sample, best_of_sample_after, worth_of
from gaucho.coach.search import NotToAct, simulations_run
from gaucho.information import InformationSet
from gaucho.position import to_position
from gaucho.state import State

#: Steps of a random game at which the search is asked: keep, placements, turns, collection.
STEPS = (0, 4, 11, 40, 90)


def small(name: str = "club", simulations: int = 12) -> Level:
    return dataclasses.replace(LEVELS[name], simulations=simulations, probe=1)


def positions(players: int, seed: int, draws: str = "shuffled") -> Iterator[gaucho.Game]:
    """Copies of one random game at :data:`STEPS` where the player to act has a choice."""
    game = gaucho.Game.new(players=players, seed=seed, draws=draws)
    rng = random.Random(seed)
    for i in range(max(STEPS) + 1):
        if game.is_over:
            return
        if i in STEPS and len(game.legal_actions()) > 1:
            yield game.copy()
        game.play(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_action_once_best_first(players: int) -> None:
    for game in positions(players, seed=players):
        seat = game.current_player
        level = small()
        before = simulations_run()
        ranked = rank_actions(game.state, seat, level, seed=5)
        legal = game.legal_actions()
        assert sorted(map(str, (c.action for c in ranked))) == sorted(map(str, legal))
        assert len(ranked) == len(legal)
        assert all(isinstance(c, CandidateValue) for c in ranked)
        for c in ranked:
            assert c.visits >= 1
            assert c.low <= c.mean <= c.high
            assert 0.0 <= c.win <= 1.0
        # the budget is the level's, counted in simulations
        assert simulations_run() - before == sum(c.visits for c in ranked)
        halving = min(len(legal), level.width)  # every round gives each candidate at least 1
        probes = level.probe * (len(legal) - halving)
        assert sum(c.visits for c in ranked) <= max(level.simulations, 2 * halving + probes)
        # best first: the one that won the halving had the most simulations
        assert ranked[0].visits == max(c.visits for c in ranked)
        finalists = [c for c in ranked if c.visits == ranked[0].visits]
        assert ranked[0].margin == max(c.margin for c in finalists)


@pytest.mark.parametrize("draws", ["shuffled", "chance"])
@pytest.mark.parametrize("players", [2, 4])
def test_what_the_seat_cannot_see_changes_nothing(players: int, draws: str) -> None:
    for n, game in enumerate(positions(players, seed=10 + players, draws=draws)):
        seat = game.current_player
        other = InformationSet.of(game.state, seat).sample(random.Random(n))
        twin = gaucho.Game.from_position(to_position(other), seed=game.seed)
        assert InformationSet.of(twin.state, seat) == InformationSet.of(game.state, seat)
        level = small("beginner", simulations=8)
        assert rank_actions(game.state, seat, level, seed=3) == rank_actions(
            twin.state, seat, level, seed=3)


def test_same_seed_same_ranking_other_seed_other_samples() -> None:
    game = next(positions(2, seed=4))
    seat = game.current_player
    first = rank_actions(game.state, seat, small(), seed=1)
    assert rank_actions(game.state, seat, small(), seed=1) == first
    assert rank_actions(game.state, seat, small(), seed=random.Random(1)) == first
    assert rank_actions(game.state, seat, small(), seed=2) != first


def test_a_finished_game_is_exact() -> None:
    """With the play-outs reaching the end, the figures are the final Pesos themselves."""
    game = next(g for g in positions(2, seed=8) if g.round > 0)
    seat = game.current_player
    level = dataclasses.replace(small(simulations=8), depth=10_000)
    for c in rank_actions(game.state, seat, level, seed=2):
        assert c.mean == int(c.mean) or c.visits > 1  # one play-out: a whole number of Pesos


def test_refusals_name_the_problem() -> None:
    game = next(positions(2, seed=1))
    seat = game.current_player
    with pytest.raises(NotToAct, match=f"seat {1 - seat} is not to act"):
        rank_actions(game.state, 1 - seat, "beginner")
    with pytest.raises(InvalidLevel, match="unknown level 'grandmaster'"):
        rank_actions(game.state, seat, "grandmaster")
    with pytest.raises(InvalidLevel, match="simulations"):
        dataclasses.replace(LEVELS["club"], simulations=0)
    assert isinstance(NotToAct("x"), gaucho.GauchoError)


@pytest.mark.parametrize("players", [2, 4])
def test_the_lead_over_the_best_opponent(players: int) -> None:
    """``against_best`` ranks by the lead over the strongest opponent of each play-out:
    the same play-outs (common random numbers), so a candidate simulated as often has the
    same Pesos and a lead no larger than over the opponents' mean, and with one opponent
    the very same ranking."""
    for game in positions(players, seed=20 + players):
        seat = game.current_player
        by_mean = {c.action: c for c in rank_actions(game.state, seat, small(), seed=4)}
        by_best = rank_actions(game.state, seat,
                               dataclasses.replace(small(), against_best=True), seed=4)
        assert {c.action for c in by_best} == set(by_mean)
        if players == 2:
            assert by_best == list(by_mean.values())
            continue
        for c in by_best:
            m = by_mean[c.action]
            if c.visits == m.visits:
                assert (c.mean, c.win) == (m.mean, m.win)
                assert c.margin <= m.margin + 1e-9


@pytest.mark.parametrize("players", [2, 4])
def test_best_of_sample_is_the_best_of_what_it_drew(players: int) -> None:
    """The play-outs' informed policy: ``k`` different legal actions drawn from the seeded
    RNG, the one after which the mover's own worth is highest kept; with ``k`` at least
    the number of actions it is the best of all of them; the table is left untouched."""
    for game in positions(players, seed=30 + players):
        s = game.state
        who = game.current_player
        legal = game.legal_actions()
        before = to_position(s)
        after = {a: worth_of(_played(s, a), who) for a in legal}
        for k in (2, 3):
            rng = random.Random(k)
            chosen = best_of_sample(s, who, legal, rng, k)
            again = best_of_sample(s, who, legal, random.Random(k), k)
            assert chosen == again  # seeded
            if k >= len(legal):
                assert after[chosen] == max(after.values())
            # what it drew is what the same RNG draws: k different actions
            if k == 2 and len(legal) > 2:
                r = random.Random(k)
                i = r.randrange(len(legal))
                j = r.randrange(len(legal) - 1)
                drawn = {legal[i], legal[j + 1 if j >= i else j]}
                assert len(drawn) == 2
                assert chosen in drawn and after[chosen] == max(after[a] for a in drawn)
        assert best_of_sample(s, who, legal, random.Random(0), len(legal) + 5) in legal
        assert to_position(s) == before


@pytest.mark.parametrize("players", [2, 4])
def test_the_play_outs_go_on_from_the_table_the_best_of_was_judged_on(players: int) -> None:
    """``best_of_sample_after`` chooses what ``best_of_sample`` chooses from the same RNG and
    hands back the table after it: the table the action makes when played (a copy; the
    table asked about is left as it was), so a play-out may go on from it."""
    for game in positions(players, seed=40 + players):
        s = game.state
        who = game.current_player
        legal = game.legal_actions()
        before = to_position(s)
        for k in (2, 3, len(legal) + 1):
            chosen, table = best_of_sample_after(s, who, legal, random.Random(k), k)
            assert chosen == best_of_sample(s, who, legal, random.Random(k), k)
            assert table is not s
            assert to_position(table) == to_position(_played(s, chosen))
        assert to_position(s) == before


def test_a_level_plays_out_with_its_best_of() -> None:
    """``best_of`` changes the play-outs (and so the figures), ``1`` is uniform play, and a
    level refuses less than one action drawn."""
    game = next(positions(4, seed=3))
    seat = game.current_player
    uniform = rank_actions(game.state, seat, small(), seed=2)
    informed = rank_actions(game.state, seat, dataclasses.replace(small(), best_of=2), seed=2)
    assert {c.action for c in uniform} == {c.action for c in informed}
    assert [c.mean for c in uniform] != [c.mean for c in informed]
    assert rank_actions(game.state, seat, dataclasses.replace(small(), best_of=1),
                        seed=2) == uniform
    with pytest.raises(InvalidLevel, match="best_of"):
        dataclasses.replace(LEVELS["club"], best_of=0)


def _played(s: State, a: Action) -> State:
    s2 = s.copy()
    engine.apply(s2, a)
    return s2
