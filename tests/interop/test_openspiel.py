"""El Gaucho in OpenSpiel (gaucho.interop.openspiel): OpenSpiel's own random simulation
test for 2, 3 and 4 players, and OpenSpiel's information-set MCTS playing whole games
against the package's bots."""

from __future__ import annotations

import itertools
import math
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
spiel = pytest.importorskip("gaucho.interop.openspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import gaucho  # noqa: E402
from gaucho import tiles as T  # noqa: E402
from gaucho.information import removed_breeds  # noqa: E402
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
    assert game.num_distinct_actions() == game.codec.size
    compact = pyspiel.load_game("python_el_gaucho", {"players": 3, "action_space": "compact"})
    assert compact.num_distinct_actions() == compact.space.size <= 10_000
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game("python_el_gaucho", {"players": 5})
    with pytest.raises(ValueError, match="action_space"):
        pyspiel.load_game("python_el_gaucho", {"action_space": "tiny"})


@pytest.mark.parametrize("space", ["exact", "compact"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sim_test(players: int, space: str) -> None:
    """OpenSpiel's own check, serialization at every state included."""
    game = pyspiel.load_game("python_el_gaucho", {"players": players, "action_space": space})
    pyspiel.random_sim_test(game, num_sims=10, serialize=True, verbose=False)


def test_chance_nodes_carry_their_probabilities() -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 4})
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(i, 0.25) for i in range(4)]  # the start player
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 3) == "setup removed - start 3"
    state.apply_action(3)
    assert state.game.state.start_player == 3 and state.game.phase == "setup_draw"
    # every tile leaves the pile by a chance node: all 60 tiles, 1/60 each, then 1/59
    outcomes = state.chance_outcomes()
    assert [i for i, _ in outcomes] == list(range(game.codec.draw_first, game.codec.chance_size))
    assert {p for _, p in outcomes} == {1 / 60}
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, outcomes[0][0]) == "draw B1"
    state.apply_action(outcomes[0][0])
    assert state.game.state.pastures[0][0] == gaucho.tiles.parse("B1")
    assert {p for _, p in state.chance_outcomes()} == {1 / 59}
    with pytest.raises(ValueError, match="not in the draw pile"):
        state.apply_action(outcomes[0][0])  # B1 is no longer in the pile
    rng = random.Random(0)
    while state.is_chance_node():  # the rest of setup and the preliminary deal
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(actions, probs)[0])
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    # a roll is rolled die by die: 9 chance nodes of 6 faces, 1/6 each, after the codec's ids
    first = game.codec.chance_size
    dice = [6, 1, 6, 3, 2, 2, 5, 4, 1]
    before = list(state.game.state.rodeo)
    for k, face in enumerate(dice):
        assert state.chance_outcomes() == [(first + f, 1 / 6) for f in range(6)]
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, first + face - 1) == f"die {face}"
        with pytest.raises(ValueError, match="not a die of the Dice Rodeo"):
            state.apply_action(0)  # the id of a whole roll in the codec: not a node's outcome
        state.apply_action(first + face - 1)
        if k < len(dice) - 1:
            assert state.is_chance_node() and state.game.state.rodeo == before
            assert str(state).endswith("dice: " + " ".join(map(str, dice[:k + 1])))
    assert state.game.state.rodeo == sorted(dice)  # the engine's roll, sorted
    assert state.game.history[-1].action == gaucho.actions.Roll(tuple(sorted(dice)))
    assert "chance: die 6\nchance: die 1\n" in state.information_state_string(0)


def test_rolling_die_by_die_gives_the_engines_roll_probabilities() -> None:
    """Every die uniform: summed over the orders of a multiset, the product of the dice's
    probabilities is the engine's probability of that roll (2 players: 5 dice)."""
    state = pyspiel.load_game("python_el_gaucho", {"players": 2}).new_initial_state()
    rng = random.Random(3)
    while not (state.is_chance_node() and state.game is not None
               and state.game.phase == "roll"):
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    engine_odds = {a.dice: p for a, p in state.game.chance_outcomes()}
    per_die = []
    while state.game.phase == "roll":  # the outcomes of each die along one path
        per_die.append(state.chance_outcomes())
        state.apply_action(per_die[-1][0][0])
    assert len(per_die) == 5 and all(o == per_die[0] for o in per_die)
    first = state.get_game().die_first
    odds: dict[tuple[int, ...], float] = {}
    for seq in itertools.product(*per_die):
        key = tuple(sorted(i - first + 1 for i, _ in seq))
        odds[key] = odds.get(key, 0.0) + math.prod(p for _, p in seq)
    assert odds.keys() == engine_odds.keys() and len(odds) == 252
    for key, p in odds.items():
        assert p == pytest.approx(engine_odds[key], rel=1e-12), key


def test_setup_outcomes_are_the_removed_breed_and_the_start_player() -> None:
    game = pyspiel.load_game("python_el_gaucho", {"players": 2})
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(i, 0.1) for i in range(10)]
    seen = set()
    for i in range(10):
        s = game.new_initial_state()
        text = s.action_to_string(pyspiel.PlayerId.CHANCE, i)
        s.apply_action(i)
        seen.add((removed_breeds(s.game.state), s.game.state.start_player))
        assert text == f"setup removed {'BGKWS'[i // 2]} start {i % 2}"
        assert text in s.information_state_string(1)
    assert seen == {((b,), p) for b in range(5) for p in range(2)}


def test_hidden_things_stay_out_of_information_states() -> None:
    """A player's information state names the tiles drawn into his own hand and face up
    into pastures, never those drawn into another hand or onto the Steppe."""
    game = pyspiel.load_game("python_el_gaucho", {"players": 2})
    state = game.new_initial_state()
    state.apply_action(0)
    rng = random.Random(1)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(actions, probs)[0])
    s = state.game.state
    info = [state.information_state_string(p) for p in range(2)]
    for p in range(2):
        for t in s.prelim_hands[p]:
            assert f"chance: draw {T.name(t)}\n" in info[p]
            assert f"chance: draw {T.name(t)}\n" not in info[1 - p]
        assert info[p].count("chance: draw into hand") == len(s.prelim_hands[1 - p])
        assert info[p].count("chance: draw into steppe") == 4
        for t in s.steppe:
            assert f"chance: draw {T.name(t)}\n" not in info[p]
        for t in s.pampa_tiles():
            assert f"chance: draw {T.name(t)}\n" in info[p]
    assert "openspiel/" not in info[0]


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
    game = pyspiel.load_game("python_el_gaucho", {"players": 2})
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


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_python_queries_answer_as_the_cpp_ones(space: str) -> None:
    """``legal_actions`` and ``is_chance_node`` are answered in Python for Python callers
    (speed); they give exactly what OpenSpiel's C++ State gives, for every player, at
    the setup node, chance nodes, decisions and the end."""
    from playing import load, random_step

    state, rng = load(2, space).new_initial_state(), random.Random(3)
    kinds = set()
    while True:
        assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        for p in range(2):
            assert state.legal_actions(p) == pyspiel.State.legal_actions(state, p)
        kind = ("end" if state.is_terminal() else
                "chance" if state.is_chance_node() else "decision")
        if kind == "decision" and kind not in kinds:
            with pytest.raises(ValueError, match="pseudo-player"):
                state.legal_actions(-3)  # C++ stops the program here
        kinds.add(kind)
        if state.is_terminal():
            break
        random_step(state, rng)
    assert kinds == {"chance", "decision", "end"}


@pytest.mark.parametrize("players", [2, 3])
def test_every_draw_lists_the_engines_outcomes_and_plays_the_tile_drawn(players: int) -> None:
    """The adapter lists a draw from the pile itself (not from the engine's list): at
    every draw of a whole game its outcomes are the engine's, id for id, and the id
    chosen plays the Draw of that tile (also a draw listed a second time, from a clone)."""
    game = pyspiel.load_game("python_el_gaucho", {"players": players})
    codec = game.codec
    state = game.new_initial_state()
    rng = random.Random(players)
    draws = 0
    while not state.is_terminal():
        if not state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
            continue
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        choice = rng.choices(actions, probs)[0]
        if state.game is not None and state.game.state.to_draw:
            draws += 1
            expected = sorted((codec.draw_first + codec.tiles.index(a.tile), p)
                              for a, p in state.game.chance_outcomes())
            assert state.chance_outcomes() == expected
            assert state.legal_actions() == [i for i, _ in expected]
            tile = codec.tiles[choice - codec.draw_first]
            if draws % 7 == 0:  # the outcomes listed again by a clone, then played there
                state = state.clone()
                assert state.chance_outcomes() == expected
            state.apply_action(choice)
            assert state.game.history[-1].action == gaucho.actions.Draw(tile)
            assert state.record[-1][2] == gaucho.actions.Draw(tile)
        else:
            state.apply_action(choice)
    assert draws > 40
