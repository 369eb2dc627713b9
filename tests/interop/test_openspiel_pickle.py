"""Pickled and deserialized games and states of python_el_gaucho are whole: they play on
to the end like the original (same returns, same history), and a restored chance or
setup node lists and applies its outcomes."""

from __future__ import annotations

import pickle
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from playing import load, play, random_step  # noqa: E402


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_a_pickled_game_makes_states_and_plays(space: str) -> None:
    game = load(3, space)
    again = pickle.loads(pickle.dumps(game))
    assert str(again) == str(game) and again.num_distinct_actions() == game.num_distinct_actions()
    assert again.space is game.space and again.setups == game.setups
    a, b = game.new_initial_state(), again.new_initial_state()
    play(a, random.Random(3))
    play(b, random.Random(3))
    assert a.returns() == b.returns() and a.history() == b.history()
    assert sum(a.returns()) > 0


def restorations(game, state):  # type: ignore[no-untyped-def]
    """The state brought back by every route OpenSpiel offers."""
    yield "pickle", pickle.loads(pickle.dumps(state))
    yield "deserialize_state", game.deserialize_state(state.serialize())
    _, restored = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    yield "deserialize_game_and_state", restored
    yield "clone", state.clone()


@pytest.mark.parametrize(("players", "space", "steps"), [
    (2, "exact", 0), (2, "exact", 7), (2, "compact", 45), (3, "exact", 120),
    (3, "compact", 260), (4, "exact", 40), (4, "compact", 400)])
def test_restored_states_play_to_the_same_end(players: int, space: str, steps: int) -> None:
    game = load(players, space)
    state = play(game.new_initial_state(), random.Random(players * 100 + steps), steps)
    end = play(state.clone(), random.Random(9))
    for route, restored in restorations(game, state):
        assert str(restored) == str(state), route
        assert restored.returns() == [0.0] * players, route
        for p in range(players):
            assert restored.information_state_string(p) == state.information_state_string(p)
        if restored.is_chance_node():
            assert restored.chance_outcomes() == state.chance_outcomes(), route
        else:
            assert restored.legal_actions() == state.legal_actions(), route
        play(restored, random.Random(9))
        assert restored.is_terminal(), route
        assert restored.returns() == end.returns(), route
        assert restored.history() == end.history(), route


@pytest.mark.parametrize("players", [2, 3])
def test_a_restored_chance_node_lists_and_applies_its_outcomes(players: int) -> None:
    game = load(players)
    setup = game.new_initial_state()
    rng = random.Random(players)
    for _, restored in restorations(game, setup):  # the setup node
        assert restored.chance_outcomes() == setup.chance_outcomes()
        restored.apply_action(len(game.setups) - 1)
        assert restored.information_state_string(0).splitlines()[1].startswith("setup removed")
    state = game.new_initial_state()
    while True:
        random_step(state, rng)
        if state.is_chance_node() and state.dice_text():  # a roll, some dice rolled
            break
    rolled = [int(d) for d in state.dice_text().split()[1:]]
    left = state.game.state.dice_total - len(rolled)
    for route, restored in restorations(game, state):
        assert restored.dice_text() == state.dice_text(), route
        for _ in range(left):  # the rest of the roll, die by die
            outcomes = restored.chance_outcomes()
            assert outcomes == state.chance_outcomes(), route
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            restored.apply_action(outcomes[-1][0])
        assert not restored.is_chance_node(), route
        assert restored.game.state.rodeo == sorted(rolled + [6] * left), route
