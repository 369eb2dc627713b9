"""El Gaucho in OpenSpiel (gaucho.interop.openspiel): OpenSpiel's own random simulation
test for 2, 3 and 4 players, and OpenSpiel's information-set MCTS playing whole games
against the package's bots."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
spiel = pytest.importorskip("gaucho.interop.openspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from gaucho.workshop.bots import GreedyBot, RandomBot, evaluate  # noqa: E402


def test_game_type_is_declared() -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 3})
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 3
    assert game.num_distinct_actions() == 271_990
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game("python_el_gaucho", {"players": 5})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sim_test(players: int) -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": players, "setups": 50})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_chance_nodes_carry_their_probabilities() -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 4, "setups": 10})
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(i, 0.1) for i in range(10)]
    state.apply_action(3)
    rng = random.Random(0)
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 2002  # every multiset of 9 dice of 6 faces
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert max(p for _, p in outcomes) == pytest.approx(362880 / 8 / 6**9)  # e.g. 1 1 2 2 3 3 4 5 6


def test_hidden_things_stay_out_of_information_states() -> None:
    """Two setups give different piles; a player's information state at the start names
    his own hand only."""
    game = pyspiel.load_game("python_el_gaucho", {"players": 2, "setups": 10})
    state = game.new_initial_state()
    state.apply_action(0)
    info = state.information_state_string(0)
    hands = state.game.state.prelim_hands
    from gaucho import tiles as T

    assert T.names(sorted(hands[0])) in info and T.names(sorted(hands[1])) not in info
    assert "openspiel/0" not in info


class _Heuristic(mcts.Evaluator):  # type: ignore[misc]
    """Leaf values from the package's position evaluation (no rollouts: quick)."""

    def evaluate(self, state):  # type: ignore[no-untyped-def]
        if state.is_terminal():
            best = max(state.returns())
            return [1.0 if r == best else -1.0 for r in state.returns()]
        values = [evaluate(state.game.state, p) for p in range(state.num_players())]
        top = max(abs(v) for v in values) or 1.0
        return [v / top for v in values]

    def prior(self, state):  # type: ignore[no-untyped-def]
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


@pytest.mark.parametrize("opponent", [RandomBot, GreedyBot])
def test_ismcts_plays_whole_games_against_the_bots(opponent: type) -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 2, "setups": 100})
    bot = ismcts.ISMCTSBot(game, _Heuristic(), uct_c=2.0, max_simulations=3,
                           random_state=__import__("numpy").random.RandomState(1),
                           allow_inconsistent_action_sets=True)
    other = opponent(seed=2)
    state = game.new_initial_state()
    rng = random.Random(5)
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            moves += 1
        else:
            choice = other.choose(state.game)
            state.apply_action(game.codec.encode(choice, state.game.state))
    assert moves > 20 and state.game.is_over
    assert state.returns() == [float(p) for p in state.game.pesos]
    assert spiel.winners(state) == state.game.winners


def test_resampled_states_look_the_same_to_the_player() -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 3, "setups": 10})
    state = game.new_initial_state()
    state.apply_action(4)
    rng = random.Random(2)
    for _ in range(40):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    me = state.current_player()
    other = state.resample_from_infostate(me, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert other.observation_string(me) == state.observation_string(me)
    assert other.legal_actions() == state.legal_actions()
    assert other.game.state.draw_pile != state.game.state.draw_pile  # the pile is redrawn
