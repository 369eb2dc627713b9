"""``resample_from_infostate`` draws a state the player cannot tell from the real one,
consistent with what every player has seen, whose own history replays to it."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from playing import load, play  # noqa: E402

from gaucho import tiles as T  # noqa: E402
from gaucho.information import InformationSet  # noqa: E402


def replay(game, history: list[int]):  # type: ignore[no-untyped-def]
    state = game.new_initial_state()
    for action in history:
        state.apply_action(action)
    return state


@pytest.mark.parametrize(("players", "space"), [(2, "exact"), (3, "exact"), (3, "compact"),
                                                (4, "exact")])
def test_resampled_states_are_consistent(players: int, space: str) -> None:
    game = load(players, space)
    rng = random.Random(players)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    changed = 0
    for n in range(8):
        state = play(game.new_initial_state(), rng, rng.randrange(1, 400 if n % 2 else 60))
        if state.is_terminal():
            continue
        me = state.current_player() if state.current_player() >= 0 else n % players
        other = state.resample_from_infostate(me, sampler)
        # he cannot tell them apart, and he can go on as he would
        assert other.information_state_string(me) == state.information_state_string(me)
        assert other.observation_string(me) == state.observation_string(me)
        assert other.current_player() == state.current_player()
        if not state.is_chance_node():
            assert other.legal_actions() == state.legal_actions()
        # its history is its own and replays to it, every player's view included
        again = replay(game, other.history())
        assert str(again) == str(other)
        for p in range(players):
            assert again.information_state_string(p) == other.information_state_string(p)
        # the tiles he knows out of play stay out; no tile is in two places
        s, t = state.game.state, other.game.state
        assert sorted(InformationSet.of(t, me).set_aside) == sorted(
            InformationSet.of(s, me).set_aside)
        places = [*t.draw_pile, *t.steppe, *t.covered, *t.out, *t.pampa_tiles(),
                  *(x for q in range(players) for h in t.herds[q].values() for x in h),
                  *(x for q in range(players) for x in t.pending[q]),
                  *(x for h in t.prelim_hands for x in h)]
        assert sorted(places) == sorted(T.all_tiles(t.config))
        changed += other.history() != state.history()
    assert changed >= 4


def test_resampling_draws_from_the_sampler_and_leaves_the_state_alone() -> None:
    game = load(3)
    state = play(game.new_initial_state(), random.Random(1), 40)
    before = str(state), state.history()
    me = state.current_player() if state.current_player() >= 0 else 0
    a = state.resample_from_infostate(me, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert (str(state), state.history()) == before
    again = [state.resample_from_infostate(me, lambda: 0.25).history() for _ in range(2)]
    assert again[0] == again[1]  # the same number from the sampler, the same state
    assert a.information_state_string(me) == state.information_state_string(me)


def test_ismcts_with_default_settings_runs_on_resampled_states() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = load(2, "compact")
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, __import__(
        "numpy").random.RandomState(0)), uct_c=2.0, max_simulations=4,
        random_state=__import__("numpy").random.RandomState(1))
    state = play(game.new_initial_state(), random.Random(2), 60)
    while state.is_chance_node():
        play(state, random.Random(3), 1)
    action = bot.step(state)
    assert action in state.legal_actions()


def test_a_seeded_resampler_makes_ismcts_repeat() -> None:
    """OpenSpiel's ISMCTSBot resamples with an unseeded sampler; with
    ``seeded_resampler`` two bots of the same seeds search the same sampled states."""
    from open_spiel.python.algorithms import ismcts, mcts

    from gaucho.interop.openspiel import seeded_resampler

    game = load(2, "compact")
    state = play(game.new_initial_state(), random.Random(2), 60)
    while state.is_chance_node():
        play(state, random.Random(3), 1)
    runs = []
    for _ in range(2):
        np_random = __import__("numpy").random.RandomState
        bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np_random(0)), uct_c=2.0,
                               max_simulations=3, random_state=np_random(1))
        resample, seen = seeded_resampler(random.Random("resample/0")), []

        def recorded(s: object, player: int, resample: object = resample,
                     seen: list[object] = seen) -> object:
            sample = resample(s, player)  # type: ignore[operator]
            seen.append(sample.history())  # type: ignore[attr-defined]
            return sample

        bot.set_resampler(recorded)
        runs.append((bot.step(state), seen))
    assert runs[0] == runs[1] and len(runs[0][1]) == 3
