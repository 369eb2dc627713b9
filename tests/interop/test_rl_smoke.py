"""An agent can learn on the compact action space: a tiny masked softmax policy (one
logit per word of the compact space, NumPy only) trained by REINFORCE for a few thousand
steps in the PettingZoo env beats a random player far more often than random play does.
Seeded throughout: the same run every time."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pz = pytest.importorskip("gaucho.interop.pettingzoo")


def play(env, logits, seed: int, rng, record=None):  # type: ignore[no-untyped-def]
    """One 2-player game; seat 0 samples from ``logits`` over the legal ids (None:
    uniformly), seat 1 uniformly.  Returns seat 0's lead in Pesos and the winners."""
    env.reset(seed=seed)
    for agent in env.agent_iter():
        obs, _reward, termination, truncation, _info = env.last()
        if termination or truncation:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        if agent == "player_0" and logits is not None:
            z = logits[legal]
            p = np.exp(z - z.max())
            p /= p.sum()
            k = rng.choice(len(legal), p=p)
            if record is not None:
                record.append((legal, p, k))
        else:
            k = rng.integers(len(legal))
        env.step(int(legal[k]))
    pesos = env.unwrapped.game.pesos
    return pesos[0] - pesos[1], env.unwrapped.game.winners


def win_rate(env, logits, games: int) -> float:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(7)
    wins = 0.0
    for n in range(games):
        _, winners = play(env, logits, 5000 + n, rng)
        wins += (0 in winners) / len(winners)
    return wins / games


def test_a_masked_policy_trained_a_few_thousand_steps_beats_random() -> None:
    env = pz.raw_env(players=2, action_space="compact")
    logits = np.zeros(env.action_space("player_0").n)
    rng = np.random.default_rng(0)
    baseline, steps = 0.0, 0
    for n in range(40):
        record: list = []
        lead, _ = play(env, logits, 1000 + n, rng, record)
        steps += len(record)
        advantage = lead / 30.0 - baseline
        baseline += 0.1 * (lead / 30.0 - baseline)
        for legal, p, k in record:
            grad = -p
            grad[k] += 1.0
            logits[legal] += 0.05 * advantage * grad  # REINFORCE, softmax over the mask
    assert 2000 <= steps <= 20000
    trained, untrained = win_rate(env, logits, 20), win_rate(env, None, 20)
    print(f"win rate against random play: trained {trained:.0%}, random {untrained:.0%}")
    assert trained >= 0.8 and trained >= untrained + 0.25
