"""El Gaucho as a PettingZoo AEC environment: PettingZoo's own api_test, seed_test and
render_test for 2, 3 and 4 players and both action spaces, the wrapped env of the
classic games, seedless resets that differ, masks, rewards and rendering."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

pz = pytest.importorskip("gaucho.interop.pettingzoo")
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402
from pettingzoo.utils import wrappers  # noqa: E402

from gaucho.errors import GauchoError  # noqa: E402


@pytest.mark.parametrize("space", ["exact", "compact"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_api_test(players: int, space: str) -> None:
    api_test(pz.env(players=players, action_space=space), num_cycles=200)


@pytest.mark.parametrize("space", ["exact", "compact"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seed_test(players: int, space: str) -> None:
    seed_test(lambda: pz.env(players=players, action_space=space), num_cycles=60)


def test_render_test() -> None:
    render_test(lambda render_mode=None: pz.env(players=2, render_mode=render_mode),
                custom_tests={"svg": lambda text: text.lstrip().startswith("<svg")})


def test_env_is_wrapped_like_the_classic_games() -> None:
    e = pz.env(players=2)
    assert isinstance(e, wrappers.OrderEnforcingWrapper)
    assert isinstance(e.env, wrappers.AssertOutOfBoundsWrapper)
    assert isinstance(e.env.env, wrappers.TerminateIllegalWrapper)
    assert isinstance(e.unwrapped, pz.GauchoEnv)
    e.reset(seed=1)
    legal = set(np.flatnonzero(e.observe(e.agent_selection)["action_mask"]))
    bad = next(i for i in range(100) if i not in legal)
    first = e.agent_selection
    e.step(bad)  # an illegal id ends the game for the wrapped env: -1 to its player
    assert all(e.terminations.values())
    assert e.rewards[first] == -1
    raw = pz.raw_env(players=2)
    raw.reset(seed=1)
    with pytest.raises(GauchoError):
        raw.step(bad)


def test_seedless_resets_differ_and_seeded_ones_repeat() -> None:
    e = pz.raw_env(players=3)
    seeds = set()
    for _ in range(5):
        e.reset()
        seeds.add(e.game.seed)
    assert len(seeds) == 5
    a, b = pz.raw_env(players=3), pz.raw_env(players=3)
    a.reset(seed=4)
    b.reset(seed=4)
    assert str(a.game) == str(b.game)
    a.reset()
    b.reset()  # after a seeded reset, the seedless ones follow from it
    assert a.game.seed == b.game.seed


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_a_whole_game_with_masks_rewards_and_pictures(space: str) -> None:
    e = pz.env(players=3, render_mode="svg", action_space=space)
    e.reset(seed=7)
    assert e.render().lstrip().startswith("<svg")
    steps = 0
    for agent in e.agent_iter(max_iter=20000):
        obs, reward, termination, truncation, _ = e.last()
        if termination or truncation:
            e.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]
        game = e.unwrapped.game
        if space == "exact":
            assert len(legal) == len(game.legal_actions())
        for other in e.agents:
            if other != agent:
                assert not e.observe(other)["action_mask"].any()
        e.step(int(legal[steps % len(legal)]))
        steps += 1
    game = e.unwrapped.game
    assert game.is_over and not e.agents
    assert len(game.history) <= steps + 2000
    text_env = pz.env(players=2, render_mode="ansi")
    text_env.reset(seed=1)
    assert text_env.render() == str(text_env.unwrapped.game)
    with pytest.raises(ValueError, match="render_mode"):
        pz.env(players=2, render_mode="rgb_array")


def test_observations_are_new_arrays_each_time() -> None:
    """The env keeps one tensor per table and one mask per set of legal words (speed),
    but hands out copies: an agent that writes into what it got changes nothing."""
    e = pz.raw_env(players=2, action_space="compact")
    e.reset(seed=5)
    agent = e.agent_selection
    first = e.observe(agent)
    legal = np.flatnonzero(first["action_mask"]).tolist()
    assert legal == e.legal_ids() and first["observation"].any()
    first["action_mask"][:] = 0
    first["observation"][:] = 0
    again = e.observe(agent)
    assert np.flatnonzero(again["action_mask"]).tolist() == legal
    assert again["observation"].any()
    assert not e.observe(e.possible_agents[1 - e._seat[agent]])["action_mask"].any()


def _classic(players: int, space: str) -> object:
    """The bare env wrapped by PettingZoo's own three wrappers, as the classic games are."""
    e = pz.raw_env(players=players, action_space=space)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_quick_wrappers_behave_as_pettingzoos_own(space: str) -> None:
    """env()'s wrappers read the bare env's attributes directly (speed): the same
    observations, rewards and ends step by step as PettingZoo's, an illegal id included,
    and the same refusals before reset."""
    ours, theirs = pz.env(players=3, action_space=space), _classic(3, space)
    for e in (ours, theirs):
        with pytest.raises(AttributeError, match="agent_selection cannot be accessed before"):
            _ = e.agent_selection
    assert str(ours) == str(theirs) == "el_gaucho_v1"
    ours.reset(seed=3)
    theirs.reset(seed=3)
    ours = pickle.loads(pickle.dumps(ours))  # pickles as PettingZoo's do
    assert ours.unwrapped is ours.env.env.env
    rng = np.random.default_rng(0)
    for step, (a, b) in enumerate(zip(ours.agent_iter(), theirs.agent_iter(), strict=True)):
        got, want = ours.last(), theirs.last()
        assert a == b and got[1:] == want[1:]
        assert all(np.array_equal(got[0][k], want[0][k]) for k in want[0])
        if got[2] or got[3]:
            action = None
        elif step == 120:  # an illegal id: the game ends, -1 to its player
            action = int(np.flatnonzero(got[0]["action_mask"] == 0)[0])
        else:
            legal = np.flatnonzero(got[0]["action_mask"])
            action = int(legal[rng.integers(len(legal))])
        ours.step(action)
        theirs.step(action)
        assert ours.rewards == theirs.rewards and ours.terminations == theirs.terminations
        assert ours._cumulative_rewards == theirs._cumulative_rewards
    assert step > 120 and not ours.agents and not theirs.agents
    assert ours.unwrapped.game.history == theirs.unwrapped.game.history


def test_words_taken_by_themselves_are_the_players_until_he_chooses() -> None:
    """Where every legal decision of the agent begins with the same words (only takes in
    the draft), those words are taken at once: he sees them from the start, the others
    only once he has taken a word himself (they tell of his choices), and the words his
    space gives for a decision are his steps alone."""
    e = pz.raw_env(players=2, action_space="compact")
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    count = e.encoder.at["word_count"]
    starts = shown = 0
    for agent in e.agent_iter():
        obs, _, termination, truncation, _ = e.last()
        if termination or truncation:
            e.step(None)
            continue
        other = next(a for a in e.agents if a != agent)
        menu = e.pending
        if menu is not None and menu.prefix and not e._taking:  # a decision's start
            starts += 1
            assert obs["observation"][count] == len(menu.prefix)
            assert e.observe(other)["observation"][count] == 0
            assert obs["action_mask"].sum() >= 2  # his first step is a choice
        legal = np.flatnonzero(obs["action_mask"])
        before = len(e.game.history)
        e.step(int(legal[rng.integers(len(legal))]))
        if len(e.game.history) == before and not e._hidden_words():  # a word, not yet all
            assert e.observe(other)["observation"][count] == len(e.pending.prefix)
            shown += 1
    assert starts > 50 and shown > 50
