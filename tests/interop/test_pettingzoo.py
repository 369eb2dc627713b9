"""El Gaucho as a PettingZoo AEC environment: PettingZoo's own api_test and seed_test
for 2, 3 and 4 players, action masks, rewards and rendering through the board SVG."""

from __future__ import annotations

import pytest

pz = pytest.importorskip("gaucho.interop.pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_api_test(players: int) -> None:
    api_test(pz.env(players=players), num_cycles=200)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seed_test(players: int) -> None:
    seed_test(lambda: pz.env(players=players), num_cycles=60)


def test_a_whole_game_with_masks_rewards_and_pictures() -> None:
    e = pz.env(players=3, render_mode="svg")
    e.reset(seed=7)
    assert e.render().lstrip().startswith("<svg")
    steps = 0
    for agent in e.agent_iter(max_iter=5000):
        obs, reward, termination, truncation, _ = e.last()
        if termination or truncation:
            e.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]
        assert len(legal) == len(e.game.legal_actions())
        for other in e.agents:
            if other != agent:
                assert not e.observe(other)["action_mask"].any()
        e.step(int(legal[steps % len(legal)]))
        steps += 1
    assert e.game.is_over and not e.agents
    text_env = pz.env(players=2, render_mode="ansi")
    text_env.reset(seed=1)
    assert text_env.render() == str(text_env.game)
