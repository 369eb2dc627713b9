"""The adapters given odd arguments: each refusal a GauchoError (or PettingZoo's own
refusal, in the wrapped env) naming the argument, the id or the range."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

import gaucho.interop.openspiel  # noqa: E402,F401  (registers python_el_gaucho)
import gaucho.interop.pettingzoo as pz  # noqa: E402
from gaucho.errors import GauchoError, IllegalAction, InvalidAction, InvalidConfig  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402

EXACT_LAST = 271989


def _game(space: str = "exact") -> Any:
    return pyspiel.load_game("python_el_gaucho", {"players": 2, "action_space": space})


def _refusal(call: Any, kind: type[Exception]) -> str:
    with pytest.raises(kind) as caught:
        call()
    assert type(caught.value) is kind
    return str(caught.value)


# ------------------------------------------------------------------ OpenSpiel
def test_action_to_string_of_an_unknown_setup_id_is_refused_as_apply_action() -> None:
    state = _game().new_initial_state()
    said = _refusal(lambda: state.action_to_string(0, 10**7), IllegalAction)
    assert said == "setup outcome 10,000,000 is not one of 0..9 [R-SETUP-4]"
    assert said == _refusal(lambda: state.apply_action(10**7), IllegalAction)
    assert _refusal(lambda: state.action_to_string(0, 10), IllegalAction) == (
        "setup outcome 10 is not one of 0..9 [R-SETUP-4]")
    assert state.action_to_string(0, 9).startswith("setup")
    assert str(state) == "setup"  # nothing changed


def test_action_to_string_of_an_unknown_chance_or_player_id_names_the_range() -> None:
    state = _game().new_initial_state()
    state.apply_action(0)
    assert state.is_chance_node()
    chance = int(pyspiel.PlayerId.CHANCE)
    last = state.get_game().die_first + 5
    for bad in (10**7, last + 1, -1):
        assert _refusal(lambda bad=bad: state.action_to_string(chance, bad), InvalidAction) == (
            f"a chance id is 0..{last}, not {bad}")
    assert state.action_to_string(chance, last) == "die 6"
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    player = state.current_player()
    said = _refusal(lambda: state.action_to_string(player, 10**7), InvalidAction)
    assert said == f"an action id is a whole number 0..{EXACT_LAST}, not 10000000"
    assert said == _refusal(lambda: state.apply_action(10**7), InvalidAction)


def test_an_unknown_action_space_is_invalid_config_in_both_adapters() -> None:
    expected = "action_space: one of exact, compact, not 'foo'"
    assert _refusal(lambda: _game("foo"), InvalidConfig) == expected
    assert _refusal(lambda: pz.env(players=2, action_space="foo"), InvalidConfig) == expected
    assert _refusal(lambda: pz.raw_env(players=2, action_space="foo"), InvalidConfig) == expected
    with use_language("es"):
        assert _refusal(lambda: pz.env(action_space="foo"), InvalidConfig) == (
            "action_space: uno de exact, compact, no 'foo'")


# ------------------------------------------------------------------ PettingZoo
@pytest.mark.parametrize(("players", "shown"), [("3", "'3'"), (2.0, "2.0"), (None, "None"),
                                                (True, "True"), (5, "5"), (1, "1")])
@pytest.mark.parametrize("make", [pz.env, pz.raw_env, lambda players: (
    gaucho.interop.openspiel.GauchoGame({"players": players}))])
def test_players_that_is_not_a_whole_number_2_to_4_is_invalid_config(
        make: Any, players: Any, shown: str) -> None:
    assert _refusal(lambda: make(players=players), InvalidConfig) == (
        f"players: El Gaucho is for 2 to 4 players, not {shown}")


def test_players_in_german_and_numpy_players_accepted() -> None:
    with use_language("de"):
        assert _refusal(lambda: pz.env(players="3"), InvalidConfig) == (
            "players: El Gaucho ist für 2 bis 4 Spieler, nicht '3'")
    e = pz.raw_env(players=np.int64(3))
    assert e.players == 3 and type(e.players) is int and len(e.possible_agents) == 3


def test_the_bare_env_before_reset_says_to_call_reset() -> None:
    e = pz.raw_env()
    assert _refusal(lambda: e.observe("player_0"), GauchoError) == (
        "reset() needs to be called before observe()")
    assert _refusal(lambda: e.step(0), GauchoError) == "reset() needs to be called before step()"
    with use_language("fr"):
        assert _refusal(lambda: e.step(0), GauchoError) == "il faut appeler reset() avant step()"
    with use_language("es"):
        assert _refusal(lambda: e.observe("player_0"), GauchoError) == (
            "hay que llamar a reset() antes de observe()")
    with use_language("de"):
        assert _refusal(lambda: e.step(0), GauchoError) == (
            "reset() muss vor step() aufgerufen werden")


def test_the_wrapped_env_before_reset_keeps_pettingzoo_s_refusal() -> None:
    e = pz.env()
    with pytest.raises(AssertionError, match=r"reset\(\) needs to be called before step"):
        e.step(0)


@pytest.mark.parametrize("space", ["exact", "compact"])
@pytest.mark.parametrize("action", [None, 1.0, np.float64(0.0), True, "0", -1, 10**7])
def test_the_bare_env_refuses_what_is_not_an_id_and_changes_nothing(space: str,
                                                                     action: Any) -> None:
    e = pz.raw_env(action_space=space)
    e.reset(seed=3)
    before = e.observe(e.agent_selection)
    agent, size = e.agent_selection, e.action_space(e.agent_selection).n
    said = _refusal(lambda: e.step(action), InvalidAction)
    assert said == f"an action id is a whole number 0..{size - 1}, not {action!r}"
    assert e.agent_selection == agent
    after = e.observe(agent)
    assert (after["observation"] == before["observation"]).all()
    assert (after["action_mask"] == before["action_mask"]).all()


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_numpy_integer_ids_are_still_played(space: str) -> None:
    e = pz.raw_env(action_space=space)
    e.reset(seed=3)
    for _ in range(30):
        agent = e.agent_selection
        legal = np.flatnonzero(e.observe(agent)["action_mask"])
        e.step(np.int64(legal[0]))
    assert e.game is not None and len(e.game.history) > 0


# ------------------------------------------------------------------ OpenSpiel's states
def _played_out(space: str) -> Any:
    import random
    state = _game(space).new_initial_state()
    rng = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            ids, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(ids, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_an_id_after_the_end_says_the_game_is_over_in_both_spaces(space: str) -> None:
    state = _played_out(space)
    before = state.history()
    said = _refusal(lambda: state.apply_action(0), IllegalAction)
    assert said.endswith("the game is over [R-FINAL-5]")
    assert state.history() == before


def test_a_die_id_at_a_draw_says_this_node_is_no_roll() -> None:
    state = _game("exact").new_initial_state()
    state.apply_action(0)  # setup
    assert state.is_chance_node() and not state.game.state.rodeo  # a draw of the setup
    die = state.get_game().codec.chance_size  # the first die's id: face 1
    before = state.history()
    assert _refusal(lambda: state.apply_action(die), InvalidAction) == (
        f"chance id {die} is a die's face, and this chance node is no roll: its outcomes "
        "are those of chance_outcomes()")
    assert state.history() == before
