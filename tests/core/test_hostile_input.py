"""Hostile input (issue 12): saves, positions and action texts that try to break the loaders.

Every loader and parser raises only the documented :class:`gaucho.GauchoError` types with a
message naming the bad field; impossible positions are refused; sizes are bounded; ``play``
is all or nothing even when the engine itself raises.  A property test feeds arbitrary JSON
and mutations of real saves and positions to the loaders.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import engine as E
from gaucho.config import RulesConfig
from gaucho.errors import GauchoError, InvalidAction, InvalidPosition
from gaucho.flow import Phase
from gaucho.position import MAX_TEXT, load_json


def save_dict(players: int = 3, seed: int = 1, steps: int = 0) -> dict[str, Any]:
    game = gaucho.Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    data: dict[str, Any] = json.loads(game.to_json())
    return data


def refused(loader: Any, arg: Any, words: str, kind: type[GauchoError] = InvalidPosition
            ) -> str:
    """The loader raises ``kind`` (a GauchoError) whose message contains ``words``."""
    with pytest.raises(kind) as info:
        loader(arg)
    assert words in str(info.value), str(info.value)
    return str(info.value)


# ---------------------------------------------------------- the issue's reproductions


def test_deep_nesting_is_refused() -> None:
    refused(gaucho.Game.from_json, "[" * 100000 + "]" * 100000, "nested too deeply")
    refused(gaucho.Game.from_position, "[" * 100000 + "]" * 100000, "nested too deeply")


def test_huge_integers_are_refused() -> None:
    refused(gaucho.Game.from_json, '{"version": ' + "1" * 5000 + "}",
            "the save is not valid JSON: a number in it has more than 4,300 digits")
    refused(gaucho.Game.from_position, '{"players": ' + "9" * 40 + "}",
            "position players: give a list of 2 to 4 player objects")
    refused(gaucho.Game.from_position, '{"players": 2, "round": ' + "9" * 4000 + "}",
            "position round: must be 0..100, not a far larger number")


@pytest.mark.parametrize("constant", ["Infinity", "-Infinity", "NaN", "1e999"])
def test_infinity_and_nan_are_refused(constant: str) -> None:
    s = save_dict()
    text = json.dumps(s).replace('"sale_bonus": 5', f'"sale_bonus": {constant}')
    assert text != json.dumps(s)
    msg = refused(gaucho.Game.from_json, text, "the save")
    assert ("Infinity is not a number" in msg or "is not valid: NaN" in msg
            or "rules setting 'sale_bonus' must be a whole number, not a decimal" in msg), msg


def test_a_config_with_a_wrong_type_names_the_setting() -> None:
    s = save_dict()
    s["config"]["blocked"] = {}
    refused(gaucho.Game.from_json, json.dumps(s), "blocked needs a list for 2, 3 and 4 players")
    s = save_dict()
    s["config"]["blocked"] = {"2": 5}
    refused(gaucho.Game.from_json, json.dumps(s), "rules setting 'blocked.2' must be a list")


def test_a_rodeo_with_text_names_the_field() -> None:
    msg = refused(gaucho.Game.from_position, {"players": 2, "rodeo": [1, "x"]},
                  "position rodeo[1]: expected a whole number, got text")
    assert msg == "position rodeo[1]: expected a whole number, got text"


def test_cover_phase_without_blocked_spaces_to_cover() -> None:
    refused(gaucho.Game.from_position, {"players": 4, "phase": "cover", "covered": ["W1"]},
            "position covered: with 4 players there are only 0 blocked spaces to cover")
    refused(gaucho.Game.from_position, {"players": 3, "phase": "cover", "round": 0},
            "the cover phase draws 2 covering tiles from the discarded hands, which hold 0")


def test_action_text_is_bounded() -> None:
    refused(gaucho.parse, "take " + "1" * 5000, "an action is at most 200 characters",
            InvalidAction)
    refused(gaucho.parse, "A W" + "1" * 150 + " 5+6",
            "W11111111111 does not exist: big numbers run 1..24 (R-COMP-2)", InvalidAction)


def test_null_round_is_refused_before_the_engine_sees_it() -> None:
    refused(gaucho.Game.from_position, {"players": 2, "round": None, "turns_taken": 1},
            "position round: expected a whole number, got null")


# ------------------------------------------------------------- null and coercion


@pytest.mark.parametrize(("key", "value", "words"), [
    ("round", None, "position round: expected a whole number, got null"),
    ("round", "2", "position round: expected a whole number, got text"),
    ("round", 2.0, "position round: expected a whole number, got a decimal number"),
    ("round", True, "position round: expected a whole number, got true/false"),
    ("active", None, "position active: expected a whole number, got null"),
    ("start_player", "1", "position start_player: expected a whole number, got text"),
    ("dice", None, "position dice: expected a whole number, got null"),
    ("wish_die", 1, "position wish_die: expected true or false, got a whole number"),
    ("wish_die", "false", "position wish_die: expected true or false, got text"),
    ("wish_die", None, "position wish_die: expected true or false, got null"),
    ("phase", None, "position phase: expected a phase name, got null"),
    ("phase", "refill", "position phase: 'refill' is not a phase a position can stand in"),
    ("steppe", None, "position steppe: expected a list, got null"),
    ("pastures", None, "position pastures: expected a list, got null"),
    ("held", [5, "6"], "position held[1]: expected a whole number, got text"),
    ("trigger_round", "1", "position trigger_round: expected a whole number, got text"),
    ("title", None, "position title: expected text"),
])
def test_null_and_text_numbers_are_refused_in_positions(key: str, value: Any,
                                                         words: str) -> None:
    pos = gaucho.Game.new(3, seed=2).to_position()
    pos["phase"], pos["round"] = "turn", 1  # a plain turn position to start from
    pos.update(held=[], rodeo=[1, 2, 3], turns_taken=0, active=pos["start_player"])
    for seat in pos["players"]:
        seat.update(hand=[], kept=True)
    pos[key] = value
    refused(gaucho.Game.from_position, pos, words)


@pytest.mark.parametrize(("key", "value", "words"), [
    ("pesos", None, "players[1].pesos: expected a whole number, got null"),
    ("pesos", "10", "players[1].pesos: expected a whole number, got text"),
    ("supply", True, "players[1].supply: expected a whole number, got true/false"),
    ("kept", 0, "players[1].kept: expected true or false, got a whole number"),
    ("kept", None, "players[1].kept: expected true or false, got null"),
    ("herds", None, "players[1].herds: expected a list, got null"),
    ("spaces", ["SALE", "SALE"], "players[1].spaces: lists an Action Area twice"),
    ("spaces", ["JUMP"], "players[1].spaces[0]: expected an Action Area in play"),
])
def test_null_and_wrong_types_are_refused_for_players(key: str, value: Any,
                                                      words: str) -> None:
    pos: dict[str, Any] = {"players": [{}, {key: value}, {}]}
    refused(gaucho.Game.from_position, pos, words)


@pytest.mark.parametrize(("key", "value", "words"), [
    ("sale_bonus", "5", "rules setting 'sale_bonus' must be a whole number, not text '5'"),
    ("sale_bonus", None, "rules setting 'sale_bonus' must be a whole number, not null"),
    ("sale_bonus", 5.0, "rules setting 'sale_bonus' must be a whole number, not a decimal"),
    ("sale_bonus", True, "rules setting 'sale_bonus' must be a whole number, not true/false"),
    ("dice", {"2": "5", "3": 7, "4": 9}, "rules setting 'dice.2' must be a whole number"),
    ("dice", {"2": 5, "3": 7, "4": 9, "5": 11}, "key 5 must be one of 2, 3, 4"),
    ("small_numbers", None, "rules setting 'small_numbers' must be a list, not null"),
    ("areas_enabled", ["SORT", 3], "3 is not an Action Area"),
    ("area_values", {"SORT": [1, "2"]}, "rules setting 'area_values.SORT' must be a whole"),
    ("keep_limits", {"one": 12}, "key 'one' must be one of 1, 2, 3, 4, 5"),
    ("nonsense", 1, "unknown rules settings: nonsense"),
])
def test_a_saves_config_is_read_without_coercion(key: str, value: Any, words: str) -> None:
    s = save_dict()
    s["config"][key] = value
    refused(gaucho.Game.from_json, json.dumps(s), words)
    refused(gaucho.Game.from_position, {"players": 2, "config": s["config"]}, words)
    with pytest.raises(gaucho.InvalidConfig, match=words.split(":")[0][:20]):
        gaucho.RulesConfig.from_dict(s["config"])


@pytest.mark.parametrize(("key", "value", "words"), [
    ("seed", None, "the save's 'seed' must be a whole number or text, not NoneType"),
    ("seed", True, "the save's 'seed' must be a whole number or text, not bool"),
    ("seed", [1], "the save's 'seed' must be a whole number or text, not list"),
    ("variant", 3, "the save's 'variant' must be a name (text) or null"),
    ("auto_chance", "yes", "the save's 'auto_chance' must be true or false"),
    ("auto_chance", None, "the save's 'auto_chance' must be true or false"),
    ("actions", None, "the save's 'actions' must be a list of action texts"),
    ("actions", ["keep W1", None], "the save's 'actions' must be a list of action texts"),
    ("version", True, "save version 'True' is not supported"),
    ("start", {"new": {"players": "3"}}, "the save's 'start.new' must be"),
    ("start", {"new": {"players": 3}, "position": {}}, "must hold 'new' or 'position'"),
    ("extra", 1, "the save has unknown fields: extra"),
])
def test_save_fields_are_typed(key: str, value: Any, words: str) -> None:
    s = save_dict(steps=5)
    s[key] = value
    refused(gaucho.Game.from_json, json.dumps(s), words)


# --------------------------------------------------------- a save's config is a variant


def test_a_saves_config_is_checked_like_a_variant() -> None:
    s = save_dict()
    s["config"]["areas_enabled"] = ["SORT", "WISH", "SALE"]
    msg = refused(gaucho.Game.from_json, json.dumps(s), "the save's 'config' is not playable")
    assert "needs an Action Area per player" in msg  # the words of variant_problems
    from gaucho.workshop.variants import variant_problems

    config = gaucho.RulesConfig.from_dict(s["config"])
    assert variant_problems(config) and variant_problems(config)[0] in msg


def test_a_variant_name_that_contradicts_the_config_is_refused() -> None:
    game = gaucho.Game.new(3, seed=4, variant="no-steal")
    s = json.loads(game.to_json())
    assert gaucho.Game.from_json(json.dumps(s)).config == game.config
    s["variant"] = "big-sale-bonus"
    msg = refused(gaucho.Game.from_json, json.dumps(s), "the save's 'variant' contradicts")
    assert "'big-sale-bonus' does not have this configuration" in msg
    assert "areas_enabled" in msg and "sale_bonus" in msg
    s["variant"] = "official"
    refused(gaucho.Game.from_json, json.dumps(s), "differs in areas_enabled")
    s["variant"] = "my-own-workshop-rule"  # never registered here: taken at its word
    assert gaucho.Game.from_json(json.dumps(s)).variant == "my-own-workshop-rule"


# ------------------------------------------------------------- impossible positions


def turn(**changes: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {"players": 3, "phase": "turn", "round": 2, "held": [1, 2],
                           "rodeo": [3, 4, 5]}
    pos.update(changes)
    return pos


@pytest.mark.parametrize(("pos", "words"), [
    ({"players": [{"kept": True}, {"kept": True}, {"kept": True}], "phase": "keep",
      "round": 0}, "in the keep phase some player has not kept yet"),
    (turn(trigger_round=3), "the end cannot be triggered in round 3, after the current "
                            "round 2 (R-END-1)"),
    (turn(round=6, trigger_round=2), "the game ended after round 4"),
    ({"players": [{"supply": 0}, {}, {}], "phase": "place", "round": 0, "start_player": 1},
     "Red places next and needs a gaucho in supply (R-PRELIM-8)"),
    ({"players": [{"spaces": ["STEAL", "STEAL"]}, {}, {}]},
     "players[0].spaces: lists an Action Area twice"),
    ({"players": 3, "phase": "place", "round": 0, "prelim_areas": ["SORT", "SORT"]},
     "prelim_areas: lists an Action Area twice"),
    ({"players": 3, "phase": "nodice_turn", "round": 5},
     "phase nodice_turn comes in the round without dice"),
    ({"players": 3, "phase": "final", "round": 5, "trigger_round": None},
     "phase final comes in the round without dice"),
    ({"players": 2, "phase": "keep", "round": 0,
      "players_": None}, "unknown position fields: players_"),
    ({"players": [{"hand": ["W1"], "kept": False}, {"hand": ["W2"], "kept": False}],
      "phase": "keep", "round": 0},
     "with 2 players the 6 blocked spaces are covered during setup by tiles of the removed "
     "breed (R-SETUP-4)"),
    ({"players": [{"hand": ["W1"], "kept": False}, {}, {}], "phase": "keep", "round": 0,
      "covered": ["K1"]}, "covered together after the keep phase (R-PRELIM-7)"),
    ({"players": 3, "phase": "keep", "round": 2}, "the preliminary round is round 0, not 2"),
    (turn(round=0), "phase turn is played in a regular round (1 or later)"),
    (turn(rodeo=[1, 2, 3, 4, 5, 6], held=[1, 2]), "add up to more than the 7 dice"),
    ({"players": 3, "phase": "draft", "round": 1, "rodeo": []},
     "in the draft phase the Dice Rodeo must show dice"),
    (turn(phase="nodice_turn", round=5, trigger_round=3),
     "no dice are rolled in the round without dice"),
    ({"players": [{"hand": ["W1"] * 1}, {"pending": ["K2"]}, {}]},
     "tiles are pending only while they are collected, not in phase turn"),
    ({"players": 1}, "give a list of 2 to 4 player objects"),
    ({"players": 10**9}, "give a list of 2 to 4 player objects"),
    ({"players": True}, "give a list of 2 to 4 player objects"),
    (turn(round=10**6), "position round: must be 0..100, not 1000000"),
    (turn(rodeo=[1] * 10**5), "position rodeo: has 100000 entries; at most 7 fit"),
    (turn(pastures=[[None] * 10**5] * 4), "position pastures[0]: P1 has 3 spaces"),
    ({"players": [{"pesos": 10**12}, {}]}, "players[0].pesos: must be 0..100000"),
    ({"players": [{"hand": ["W1", "W2", "W3", "W4", "W5", "W6"]}, {}, {}]},
     "a player draws 4 tiles in the preliminary round with 3 players (R-PRELIM-1)"),
])
def test_positions_no_game_could_reach_are_refused(pos: dict[str, Any], words: str) -> None:
    refused(gaucho.Game.from_position, pos, words)


@pytest.mark.parametrize(("setting", "value", "words"), [
    ("prelim_draw", {"2": 10**9, "3": 4, "4": 3}, "prelim_draw for 2 players must be 0..10"),
    ("dice", {"2": 10**9, "3": 7, "4": 9}, "dice for 2 players must be 1..12"),
    ("pasture_sizes", [10**9, 4, 5, 6], "pasture_sizes must be positive, at most 12"),
    ("pasture_sizes", [3] * 10**4, "has 10000 entries; at most 64"),
    ("die_faces", 10**15, "die_faces must be 2..8"),
    ("max_big", 10**9, "max_big must be 1..24"),
    ("steppe_size", 10**6, "steppe_size must be 0..12"),
    ("gauchos", {"2": 10**9, "3": 8, "4": 7}, "gauchos for 2 players must be 1..20"),
    ("keep_limits", {"9": 12}, "key '9' must be one of 1, 2, 3, 4, 5"),
])
def test_every_size_is_bounded(setting: str, value: Any, words: str) -> None:
    s = save_dict()
    s["config"][setting] = value
    msg = refused(gaucho.Game.from_json, json.dumps(s), "config")
    assert words in msg or setting in msg, msg


def test_the_texts_length_and_the_action_count_are_bounded() -> None:
    refused(gaucho.Game.from_json, " " * (MAX_TEXT + 1), "a save is at most 1,000,000")
    refused(load_json, b"\xff\xfe", "not UTF-8 text")
    refused(load_json, 12, "must be JSON text, not int")
    s = save_dict()
    s["actions"] = ["end"] * 10_001
    refused(gaucho.Game.from_json, json.dumps(s), "a game has at most 10,000")


def test_an_action_that_cannot_be_replayed_names_its_index() -> None:
    s = save_dict(steps=6)
    s["actions"][3] = "take 9 9"
    refused(gaucho.Game.from_json, json.dumps(s), "the save's action 4 ('take 9 9') cannot be")


# ------------------------------------------------------------------ atomic play()


class Boom(RuntimeError):
    pass


def explode_after(monkeypatch: pytest.MonkeyPatch, calls: int) -> None:
    """Make the engine raise on its ``calls``-th application from now (a bug inside it)."""
    real = E.apply
    count = [0]

    def apply(s: Any, a: Any) -> Any:
        count[0] += 1
        if count[0] == calls:
            s.phase = "refill"  # half-changed, as a real bug would leave it
            s.pesos[0] += 99
            raise Boom("engine bug")
        return real(s, a)

    monkeypatch.setattr(E, "apply", apply)


@pytest.mark.parametrize("calls", [1, 2])
def test_play_is_all_or_nothing_when_the_engine_raises(monkeypatch: pytest.MonkeyPatch,
                                                       calls: int) -> None:
    """calls=1: the decision itself raises; calls=2: the chance step after it raises."""
    game = gaucho.Game.new(3, seed=8)
    rng = random.Random(8)
    while game.phase != Phase.TURN:
        game.play(rng.choice(game.legal_actions()))
    game.play(rng.choice(game.legal_actions()))
    while game.phase == Phase.TURN:  # up to the end of a turn, whose draft follows a chance
        game.play("end") if game.current_player >= 0 else None
        if game.phase == Phase.DRAFT and game.state.turns_taken == 0:
            break
    end_of_round = game.copy()
    while not (game.phase == Phase.TURN and game.state.turns_taken == game.players - 1):
        game.play(rng.choice(game.legal_actions()))
    before = json.dumps(game.to_position(), sort_keys=True)
    history = [str(s.action) for s in game.history]
    save = game.to_json()
    explode_after(monkeypatch, calls)
    with pytest.raises(Boom):
        game.play("end")  # the last turn of the round: collection, refill, roll follow
    monkeypatch.undo()
    assert json.dumps(game.to_position(), sort_keys=True) == before
    assert [str(s.action) for s in game.history] == history
    assert game.to_json() == save
    undone = game.undo()
    assert undone.player >= 0
    game.redo()
    assert json.dumps(game.to_position(), sort_keys=True) == before
    game.play("end")  # and it plays on
    assert game.round == end_of_round.round + 1 or game.is_over


def test_apply_is_all_or_nothing_too(monkeypatch: pytest.MonkeyPatch) -> None:
    game = gaucho.Game.new(2, seed=3)
    before = json.dumps(game.to_position(), sort_keys=True)
    action = game.legal_actions()[0]
    explode_after(monkeypatch, 1)
    with pytest.raises(Boom):
        game.apply(action)
    monkeypatch.undo()
    assert json.dumps(game.to_position(), sort_keys=True) == before and not game.history


def test_game_docstring_says_not_to_share_between_threads() -> None:
    doc = gaucho.Game.__doc__ or ""
    assert "must not be shared between threads" in doc and ":meth:`copy`" in doc


# ------------------------------------------------------------------ property tests

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["W1", "K12", "#", "W3^0", "G5_1", "keep",
                                              "turn", "end", "SALE", "2", "3"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["players", "phase", "round", "config", "format", "version", "start",
                         "new", "position", "actions", "seed", "dice", "rodeo", "held",
                         "pastures", "hand", "kept", "pesos", "2", "x"]), inner, max_size=5),
    max_leaves=20)


def _paths(tree: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(tree, dict):
        for k, v in tree.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            out.extend(_paths(v, (*prefix, i)))
    return out


def mutate(tree: Any, rng: random.Random, replacement: Any) -> Any:
    """One random change to a JSON tree: replace, delete, nudge a number, or duplicate."""
    tree = copy.deepcopy(tree)
    paths = _paths(tree)[1:]
    if not paths:
        return replacement
    path = rng.choice(paths)
    parent = tree
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    how = rng.randrange(5)
    value = parent[key]
    if how == 0:
        parent[key] = replacement
    elif how == 1:
        del parent[key]
    elif how == 2 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice([-2, -1, 1, 2, 10**6])
    elif how == 3 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(value))
    elif how == 4 and isinstance(value, list) and value:
        rng.shuffle(value)
        value.pop()
    else:
        parent[key] = replacement
    return tree


def plays_on(game: gaucho.Game, seed: int, moves: int = 300) -> None:
    """300 random moves (and an undo now and then) without an internal exception."""
    rng = random.Random(seed)
    for i in range(moves):
        if game.is_over:
            return
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}"
        game.play(rng.choice(legal))
        if i % 37 == 5:
            game.undo()
    json.loads(game.to_json())


def load_or_refuse(loader: Any, arg: Any, seed: int) -> None:
    try:
        game = loader(arg)
    except GauchoError:
        return
    plays_on(game, seed)


@pytest.fixture(scope="module")
def real_saves() -> list[dict[str, Any]]:
    return [save_dict(players, seed, steps) for players, seed, steps in
            ((2, 1, 0), (3, 2, 15), (4, 3, 40), (2, 4, 120), (3, 5, 400))]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=JSON)
def test_arbitrary_json_gets_only_gaucho_errors(data: Any) -> None:
    load_or_refuse(gaucho.Game.from_json, json.dumps(data), 0)
    load_or_refuse(gaucho.Game.from_position, data, 0)
    load_or_refuse(gaucho.Game.from_json, data, 0)  # not even text


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(which=st.integers(0, 4), seed=st.integers(0, 2**32), replacement=JSON,
       times=st.integers(1, 3))
def test_mutated_saves_get_only_gaucho_errors_or_play_on(
        real_saves: list[dict[str, Any]], which: int, seed: int, replacement: Any,
        times: int) -> None:
    rng = random.Random(seed)
    save = real_saves[which]
    for _ in range(times):
        save = mutate(save, rng, replacement)
    load_or_refuse(gaucho.Game.from_json, json.dumps(save), seed)


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(which=st.integers(0, 4), seed=st.integers(0, 2**32), replacement=JSON,
       times=st.integers(1, 3))
def test_mutated_positions_get_only_gaucho_errors_or_play_on(
        real_saves: list[dict[str, Any]], which: int, seed: int, replacement: Any,
        times: int) -> None:
    rng = random.Random(seed)
    game = gaucho.Game.from_json(json.dumps(real_saves[which]))
    position = game.to_position()
    if rng.random() < 0.3:
        position["config"] = game.config.to_dict()
    for _ in range(times):
        position = mutate(position, rng, replacement)
    load_or_refuse(gaucho.Game.from_position, position, seed)
    load_or_refuse(gaucho.Game.from_position, json.dumps(position), seed)


@pytest.mark.parametrize("name", ["EX-STEAL-SALE", "EX-FINAL-SINGLE", "EX-SEED-A",
                                  "EX-TURN-1", "EX-SORT"])
def test_mutated_example_positions(name: str) -> None:
    from gaucho import examples

    position = copy.deepcopy(examples.load(name).position)  # the example's starting position
    rng = random.Random(name)
    for i in range(60):
        replacement = rng.choice([None, True, 0, -1, 3, 10**9, "x", "W1", [], {}, [1, "2"]])
        load_or_refuse(gaucho.Game.from_position, mutate(position, rng, replacement), i)


AREAS = list(gaucho.config.AREAS)


def plausible_change(pos: dict[str, Any], rng: random.Random) -> None:
    """A change a person editing a position by hand might make: another phase, round,
    trigger round, turn, dice, flags, or tiles moved between places."""
    n = len(pos["players"])
    seat = rng.choice(pos["players"])
    key = rng.randrange(14)
    if key == 0:
        pos["phase"] = rng.choice([p for p, v in gaucho.flow.PHASES.items()
                                   if v.actor in ("player", "chance", "none")])
    elif key == 1:
        pos["round"] = rng.randrange(0, 6)
    elif key == 2:
        pos["trigger_round"] = rng.choice([None, 0, 1, pos["round"], pos["round"] - 1,
                                           pos["round"] - 2])
    elif key == 3:
        pos[rng.choice(["active", "start_player", "turns_taken"])] = rng.randrange(n + 1)
    elif key == 4:
        pos[rng.choice(["rodeo", "held"])] = [rng.randint(1, 6)
                                              for _ in range(rng.randrange(5))]
    elif key == 5:
        pos["dice"] = rng.randint(1, 12)
    elif key == 6:
        seat["kept"] = rng.random() < 0.5
    elif key in (7, 8) and pos["draw_pile"]:
        seat["pending" if key == 7 else "hand"].append(pos["draw_pile"].pop())
    elif key == 9:
        seat["supply"] = rng.randrange(9)
    elif key == 10:
        seat["spaces"] = rng.sample(AREAS, rng.randrange(4))
    elif key == 11:
        pos[rng.choice(["prelim_areas", "placed_this_turn", "vacated_this_turn"])] = \
            rng.sample(AREAS, rng.randrange(4))
    elif key == 12:
        pos["covered"] = pos["covered"][:rng.randrange(7)]
    else:
        pos["wish_die"] = rng.random() < 0.5


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]),
       steps=st.integers(0, 500), changes=st.integers(1, 3))
def test_hand_edited_positions_are_refused_or_play_on(seed: int, players: int, steps: int,
                                                      changes: int) -> None:
    rng = random.Random(seed)
    game = gaucho.Game.new(players, seed=seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    position = game.to_position()
    for _ in range(changes):
        plausible_change(position, rng)
    load_or_refuse(gaucho.Game.from_position, position, seed)


def random_config(rng: random.Random) -> dict[str, Any]:
    """The official settings with a few changed to random values within the limits."""
    from gaucho.config import AREAS as ALL_AREAS
    from gaucho.config import LIMITS, MAX_KEEP, PER_COUNT_LIMITS

    d = gaucho.DEFAULT_CONFIG.to_dict()
    for _ in range(rng.randint(1, 4)):
        key = rng.choice(list(d))
        if key in LIMITS:
            low, high = LIMITS[key]
            d[key] = rng.choice([low, high, rng.randint(low, high)])
            if key == "max_big":
                d["small_numbers"] = [rng.randint(1, 6) for _ in range(d[key])]
        elif key in PER_COUNT_LIMITS:
            low, high = PER_COUNT_LIMITS[key]
            d[key] = {str(n): rng.choice([low, high, rng.randint(low, high)]) for n in (2, 3, 4)}
        elif key == "keep_limits":
            d[key] = {str(c): rng.randint(0, 24)
                      for c in rng.sample(range(1, MAX_KEEP + 1), rng.randint(1, 3))}
        elif key == "pasture_sizes":
            d[key] = [rng.randint(1, 12) for _ in range(rng.randint(1, 8))]
            d["blocked"] = {"2": [], "3": [], "4": []}
        elif key == "area_values":
            d[key] = {a: sorted(rng.sample(range(1, 7), rng.randint(1, 3))) for a in ALL_AREAS}
        elif key == "areas_enabled":
            d[key] = rng.sample(list(ALL_AREAS), rng.randint(4, 6))
    return d


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]))
def test_any_accepted_config_plays_on(seed: int, players: int) -> None:
    """A save's configuration that passes the variant checks sets up and plays."""
    rng = random.Random(seed)
    save = json.loads(gaucho.Game.new(players, seed=seed).to_json())
    save["config"] = random_config(rng)
    load_or_refuse(gaucho.Game.from_json, json.dumps(save), seed)


def test_a_keep_rule_that_can_leave_no_legal_keep_is_refused() -> None:
    """Found by the property test above: keep 3 or 5, but at least 4, with 3-tile hands."""
    s = save_dict(players=4)
    s["config"].update(keep_limits={"3": 22, "5": 15}, min_keep=4)
    refused(gaucho.Game.from_json, json.dumps(s), "every count in keep_limits must be at "
            "least min_keep=4, or a hand could allow no legal keep (R-PRELIM-3/4)")


WORDS = st.sampled_from(["take", "A", "B", "C", "place", "keep", "steal", "raise", "put",
                         "sort", "add", "end", "W11", "K3", "5+6", "w", "4+w", "SALE", "P1",
                         "W1>P9", "left", "0", "99999999999999999999", "-1", "roll", "cover"])


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=60) | st.lists(WORDS, max_size=6).map(" ".join))
def test_any_action_text_is_read_or_refused_and_the_game_is_unchanged(text: str) -> None:
    game = gaucho.Game.from_json(GAME_IN_TURN)
    before = json.dumps(game.to_position(), sort_keys=True)
    with contextlib.suppress(InvalidAction):
        gaucho.parse(text)
    try:
        game.play(text)
    except GauchoError:
        assert json.dumps(game.to_position(), sort_keys=True) == before
        assert len(game.history) == len(json.loads(GAME_IN_TURN)["actions"])


def _game_in_turn() -> str:
    game = gaucho.Game.new(3, seed=12)
    rng = random.Random(12)
    while game.phase != "turn":
        game.play(rng.choice(game.legal_actions()))
    return game.to_json()


GAME_IN_TURN = _game_in_turn()


# ===================================================== issue 31: every entry point
# Each reproduction of issue 31 ("Robustness, round three") with the documented error, its
# message naming the field or rule, and nothing changed; then a fuzz per entry point.

CONFIG_BEFORE = json.dumps(gaucho.DEFAULT_CONFIG.to_dict(), sort_keys=True)


def config_unchanged() -> None:
    assert json.dumps(gaucho.DEFAULT_CONFIG.to_dict(), sort_keys=True) == CONFIG_BEFORE


@pytest.mark.parametrize(("changes", "words"), [
    ({"dice": 5.5}, "rules setting 'dice' must be an object, not a decimal number"),
    ({"sale_bonus": "7"}, "rules setting 'sale_bonus' must be a whole number, not text '7'"),
    ({"pasture_threshold": float("nan")},
     "rules setting 'pasture_threshold' must be a whole number, not a decimal number nan"),
    ({"max_big": True}, "rules setting 'max_big' must be a whole number, not true/false"),
    ({"dice": {2: 5, 3: 7, 4: 9.0}}, "rules setting 'dice.4' must be a whole number"),
    ({"area_values": {"SORT": "123"}}, "rules setting 'area_values.SORT' must be a list"),
    ({"no_such_rule": 1}, "unknown rules settings: no_such_rule"),
])
def test_replace_reads_every_change_like_from_dict(changes: dict[str, Any], words: str) -> None:
    from gaucho.errors import InvalidConfig

    with pytest.raises(InvalidConfig) as info:
        gaucho.DEFAULT_CONFIG.replace(**changes)
    assert words in str(info.value), str(info.value)
    config_unchanged()


def test_a_good_replace_still_works() -> None:
    config = gaucho.DEFAULT_CONFIG.replace(pasture_threshold=15, dice={2: 6, 3: 8, 4: 10},
                                           pasture_sizes=[4, 5, 6, 7])
    assert (config.pasture_threshold, config.dice[3], config.pasture_sizes) == (
        15, 8, (4, 5, 6, 7))
    config_unchanged()


def test_make_variant_refuses_nan_as_its_docstring_promises() -> None:
    from gaucho.errors import InvalidConfig
    from gaucho.variants import VARIANTS, make_variant

    before = dict(VARIANTS)
    with pytest.raises(InvalidConfig) as info:
        make_variant("x", "d", pasture_threshold=float("nan"))
    assert str(info.value) == ("variant 'x' is invalid: rules setting 'pasture_threshold' "
                               "must be a whole number, not a decimal number nan")
    assert before == VARIANTS
    config_unchanged()


@pytest.mark.parametrize(("args", "words"), [
    ({"name": 5}, "a variant's name must be text of 1 to 100 characters, not 5"),
    ({"name": ""}, "a variant's name must be text of 1 to 100 characters, not ''"),
    ({"name": "x" * 101}, "a variant's name must be text of 1 to 100 characters"),
    ({"name": "x\ud800"}, "a variant's name must be text of 1 to 100 characters"),
    ({"description": None}, "a variant's description must be text of 1 to 10000 characters"),
    ({"source": b"s"}, "a variant's source must be text of 1 to 1000 characters, not b's'"),
    ({"aliases": "abc"}, "a variant's aliases must be a list of names, not 'abc'"),
    ({"aliases": [1]}, "a variant's aliases must be text of 1 to 100 characters, not 1"),
])
def test_make_variant_refuses_texts_a_save_could_not_hold(args: dict[str, Any],
                                                          words: str) -> None:
    from gaucho.errors import InvalidConfig
    from gaucho.variants import VARIANTS, make_variant

    before = dict(VARIANTS)
    kwargs = {"name": "x", "description": "d", **args}
    with pytest.raises(InvalidConfig) as info:
        make_variant(kwargs.pop("name"), kwargs.pop("description"), **kwargs)
    assert words in str(info.value), str(info.value)
    assert before == VARIANTS


@pytest.mark.parametrize(("config", "words"), [
    (lambda: gaucho.DEFAULT_CONFIG.replace(area_values={}),
     "the rules configuration is not playable: area_values gives no price for SORT, WISH, "
     "SALE, STEAL, RAISE, STEPPE"),
    (lambda: gaucho.DEFAULT_CONFIG.replace(areas_enabled=[]),
     "the preliminary placement (R-PRELIM-9) needs an Action Area per player"),
    (lambda: {"dice": {"3": 7}},
     "config must be a RulesConfig (read a dict with RulesConfig.from_dict), not dict"),
])
def test_game_new_checks_the_config_like_a_save(config: Any, words: str) -> None:
    from gaucho.errors import InvalidConfig

    with pytest.raises(InvalidConfig) as info:
        gaucho.Game.new(3, config=config())
    assert words in str(info.value), str(info.value)
    config_unchanged()


@pytest.mark.parametrize(("seed", "words"), [
    (1.5, "the seed must be a whole number or text, not float"),
    (None, "the seed must be a whole number or text, not NoneType"),
    ([1], "the seed must be a whole number or text, not list"),
    (True, "the seed must be a whole number or text, not bool"),
    (b"x", "the seed must be a whole number or text, not bytes"),
    ("x" * 201, "the seed is text of at most 200 characters"),
    (10**100, "the seed is a whole number of at most 100 digits"),
    ("a\ud800b", "the seed holds a lone surrogate, which is not a character"),
])
def test_game_new_refuses_a_seed_its_save_could_not_hold(seed: Any, words: str) -> None:
    refused(lambda s: gaucho.Game.new(3, seed=s), seed, words)


@pytest.mark.parametrize("seed", [0, -5, 10**99, "", "x" * 200, "élève 7"])
def test_every_accepted_seed_saves_and_loads(seed: Any) -> None:
    game = gaucho.Game.new(2, seed=seed)
    again = gaucho.Game.from_json(game.to_json())
    assert again.seed == seed and again.to_position() == game.to_position()


def _first_roll(data: dict[str, Any]) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a.startswith("roll "))


def test_a_save_with_auto_chance_cannot_choose_its_own_dice() -> None:
    data = save_dict(players=3, seed=1, steps=40)
    i = _first_roll(data)
    assert data["actions"][i] == "roll 1 1 2 3 3 5 5"
    data["actions"][i] = "roll 6 6 6 6 6 6 6"
    text = json.dumps(data)
    msg = refused(gaucho.Game.from_json, text, "with auto_chance the seed makes every chance "
                                               "step, and it makes 'roll 1 1 2 3 3 5 5' here")
    assert msg.startswith(f"the save's action {i + 1} ('roll 6 6 6 6 6 6 6') cannot be "
                          "replayed")
    assert json.loads(text) == data


def test_a_save_without_auto_chance_keeps_its_own_chance_steps() -> None:
    game = gaucho.Game.new(3, seed=1, auto_chance=False)
    rng = random.Random(3)
    for _ in range(30):
        game.play(rng.choice([a for a, _p in game.chance_outcomes()])
                  if game.current_player == gaucho.game.CHANCE
                  else rng.choice(game.legal_actions()))
    again = gaucho.Game.from_json(game.to_json())
    assert again.to_position() == game.to_position()


@pytest.mark.parametrize(("field", "value", "words"), [
    ("version", 1.0, "save version '1.0' is not supported"),
    ("seed", "\ud800", "the save's 'seed' holds a lone surrogate"),
    ("variant", "official\udc00", "the save's 'variant' must be a name (text) or null"),
])
def test_a_save_with_a_float_version_or_a_lone_surrogate_is_refused(
        field: str, value: Any, words: str) -> None:
    data = save_dict()
    data[field] = value
    refused(gaucho.Game.from_json, json.dumps(data), words)


def test_a_position_with_a_lone_surrogate_is_refused() -> None:
    refused(gaucho.Game.from_position, '{"players": 2, "title": "a\\ud800"}',
            "position title: holds a lone surrogate, which is not a character")


def _draft() -> dict[str, Any]:
    return {"players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 4, 5, 6],
            "draw_pile": ["W1"]}


@pytest.mark.parametrize(("changes", "words"), [
    ({"held": [5]}, "position held: in the draft phase the active player has not taken his "
                    "dice yet, so he holds no die and no WISH die (R-TURN-1)"),
    ({"wish_die": True}, "position wish_die: in the draft phase the active player has not"),
    ({"players": [{"hand": ["W2"]}, {}, {}]},
     "position players: a player holds a preliminary hand only in the keep and cover phases"),
    ({"turns_taken": 3}, "position turns_taken: a turn is under way, so fewer than the 3 "
                         "players have taken theirs this round (R-TURN-1)"),
    ({"phase": "turn", "rodeo": [3], "held": [1, 2], "placed_this_turn": ["STEAL"],
      "players": [{}, {"spaces": ["STEAL"]}, {}]},
     "position placed_this_turn: STEAL is not an Action Space of Red, the active player"),
    ({"placed_this_turn": ["SORT"], "players": [{"spaces": ["SORT"]}, {}, {}]},
     "position placed_this_turn: gauchos are placed during a turn, not in phase draft"),
    ({"draw_pile": [], "trigger_round": None},
     "position trigger_round: the draw pile is empty, so the end of the game has been "
     "triggered (R-END-1)"),
    ({"phase": "game_over", "round": 4, "trigger_round": 2, "rodeo": [],
      "players": [{"herds": [["W3"]]}, {}, {}]},
     "position players: at the end of the game every herd has been sold (R-FINAL-4)"),
    ({"draws": "random"}, "position draws: must be 'shuffled' or 'chance', not 'random'"),
])
def test_impossible_positions_of_issue_31_are_refused(changes: dict[str, Any],
                                                      words: str) -> None:
    pos = {**_draft(), **changes}
    given = copy.deepcopy(pos)
    refused(gaucho.Game.from_position, pos, words)
    assert pos == given
    gaucho.Game.from_position(_draft())  # the position it was made from loads


def test_an_empty_pile_given_without_trigger_round_means_it_ran_out_this_round() -> None:
    game = gaucho.Game.from_position({"players": 3, "phase": "turn", "round": 2,
                                      "held": [1, 2], "rodeo": [3, 4, 5]})
    assert game.state.trigger_round == 2


def test_the_reachable_one_die_draft_reloads() -> None:
    """Issue 31: dice={2: 5, 3: 5, 4: 9}; two players take 2 dice each, the third faces a
    draft with one die left, which R-TURN-1 allows (``take 5`` is his only action)."""
    config = gaucho.DEFAULT_CONFIG.replace(dice={2: 5, 3: 5, 4: 9})
    game = gaucho.Game.new(3, seed=1, config=config)
    while game.phase != "draft":
        game.play(game.legal_actions()[0])
    assert game.state.rodeo == [1, 2, 3, 5, 5]
    game.play_many(["take 1 2", "end", "take 3 5", "end"])
    assert game.phase == "draft" and game.legal_actions().texts() == ["take 5"]
    again = gaucho.Game.from_position(game.to_position())
    assert again.legal_actions().texts() == ["take 5"]
    assert again.to_position() == game.to_position()


def test_a_chance_draws_position_keeps_its_mode() -> None:
    game = gaucho.Game.new(players=3, seed=5, draws="chance")
    pos = game.to_position()
    assert pos["draws"] == "chance"
    again = gaucho.Game.from_position(pos)
    assert again.draws == "chance" and again.to_position() == pos
    assert again.state.draw_pile == sorted(again.state.draw_pile)
    assert gaucho.Game.from_json(again.to_json()).draws == "chance"
    assert "draws" not in gaucho.Game.new(players=3, seed=5).to_position()


def test_a_seat_in_chance_mode_is_never_told_a_hidden_draw() -> None:
    """Issue 31: the history shown to Red named the four face-down Steppe tiles and the
    other players' hands.  A draw is named only when it comes face up into a pasture."""
    from gaucho.explorer.play import PlayController
    from gaucho.explorer.said import tile_words

    game = gaucho.Game.new(players=3, seed=5, draws="chance")
    s = game.state
    hidden = [*s.steppe, *s.prelim_hands[1], *s.prelim_hands[2]]
    assert len(hidden) == 4 + 4 + 4
    labels = PlayController(game=game, human=0).history_labels()
    for label in labels:
        assert not any(f"draws the {tile_words(t)}" in label for t in hidden), label
    face_down = [label for label in labels if "draws a tile face down" in label]
    assert len(face_down) == 4 + 3 * 4  # the Steppe and the three hands (Red's too)
    named = [label for label in labels if ": draws the " in label]
    assert len(named) == sum(1 for cells in s.pastures for c in cells if c >= 0) == 12


# ------------------------------------------------------------------ issue 31: fuzz

CONFIG_VALUES = (st.none() | st.booleans() | st.integers(-10**20, 10**20)
                 | st.floats(allow_nan=True) | st.text(max_size=20)
                 | st.lists(st.integers(-3, 30) | st.text(max_size=3), max_size=8)
                 | st.dictionaries(st.sampled_from([2, 3, 4, "2", "x", 9]),
                                   st.integers(-3, 30) | st.text(max_size=3), max_size=4)
                 | st.dictionaries(st.sampled_from(["SORT", "STEAL", "NOPE"]),
                                   st.lists(st.integers(-1, 9), max_size=4), max_size=3))
SETTING_NAMES = st.sampled_from([*gaucho.DEFAULT_CONFIG.to_dict(), "nope"])


@settings(max_examples=400, deadline=None)
@given(changes=st.dictionaries(SETTING_NAMES, CONFIG_VALUES, max_size=3))
def test_fuzz_replace_and_make_variant_raise_only_gaucho_errors(changes: dict[str, Any]
                                                                 ) -> None:
    from gaucho.variants import make_variant

    for build in (lambda: gaucho.DEFAULT_CONFIG.replace(**changes),
                  lambda: make_variant("fuzz", "a fuzzed variant", **changes).config):
        try:
            config = build()
        except GauchoError:
            continue
        assert RulesConfig.from_dict(config.to_dict()) == config  # what it holds is valid
    config_unchanged()


@settings(max_examples=150, deadline=None)
@given(players=st.integers(-1, 6) | st.none() | st.text(max_size=2),
       seed=st.integers(-10**101, 10**101) | st.text(max_size=210) | st.floats()
       | st.none() | st.binary(max_size=4) | st.lists(st.integers(), max_size=2),
       draws=st.sampled_from(["shuffled", "chance", "x", None, 3]),
       changes=st.dictionaries(SETTING_NAMES, CONFIG_VALUES, max_size=2),
       auto_chance=st.sampled_from([True, False, None, 1]))
def test_fuzz_game_new_raises_only_gaucho_errors_and_its_games_save(
        players: Any, seed: Any, draws: Any, changes: dict[str, Any], auto_chance: Any
        ) -> None:
    try:
        config = gaucho.DEFAULT_CONFIG.replace(**changes)
        game = gaucho.Game.new(players, seed, config=config, draws=draws,
                               auto_chance=auto_chance)
    except GauchoError:
        return
    again = gaucho.Game.from_json(game.to_json())
    assert again.to_position() == game.to_position()


# --------------------------------- issue 31: examples.load, Scenario.run, format_number

ANY_ARGUMENT = (st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.floats()
                | st.text(max_size=60) | st.binary(max_size=8)
                | st.lists(st.text(max_size=4), max_size=3) | st.just("x" * 100_000))


@pytest.mark.parametrize(("name", "words"), [
    (["EX-SORT"], "not list"),
    (None, "not NoneType"),
    (b"EX-SORT", "not bytes"),
    ("EX-SORT.json", "unknown example 'EX-SORT.json'"),
    ("../examples/EX-SORT", "unknown example"),
])
def test_examples_load_refuses_what_is_not_an_example_id(name: Any, words: str) -> None:
    refused(gaucho.examples.load, name, words, gaucho.examples.ExampleError)


def test_an_unknown_example_is_named_but_not_repeated_in_full() -> None:
    message = refused(gaucho.examples.load, "x" * 1_000_000, "unknown example 'xxxx",
                      gaucho.examples.ExampleError)
    assert len(message) < 1_000


@pytest.mark.parametrize(("until", "words"), [
    (-1, "not -1"), (10**30, "from 0 to"), ("2", "not '2'"), (1.5, "not 1.5"), (True, "True"),
])
def test_scenario_run_refuses_a_count_that_is_not_a_step_count(until: Any, words: str) -> None:
    scenario = gaucho.examples.load("EX-DICE-SPLIT")
    with pytest.raises(gaucho.examples.ExampleError) as info:
        scenario.run(until=until)
    assert words in str(info.value) and "until" in str(info.value)
    steps = len(scenario.line().steps)
    assert len(scenario.run(until=steps).frames) == steps  # the bounds themselves are fine
    assert scenario.run(until=0).frames == []


@pytest.mark.parametrize("variation", [1, ["b"], b"b", "x" * 100_000])
def test_a_variation_that_is_not_one_is_refused_with_a_short_message(variation: Any) -> None:
    scenario = gaucho.examples.load("EX-DICE-SPLIT")
    for call in (scenario.run, scenario.game, scenario.check, scenario.walkthrough):
        with pytest.raises(gaucho.examples.ExampleError) as info:
            call(variation)
        assert "EX-DICE-SPLIT" in str(info.value) and len(str(info.value)) < 300


@pytest.mark.parametrize(("value", "digits", "words"), [
    ("3", 0, "format_number: value must be a number, not '3' (str)"),
    (None, 0, "value must be a number, not None (NoneType)"),
    (True, 0, "value must be a number, not True (bool)"),
    (3, -1, "digits must be a whole number from 0 to 12"),
    (3, 10**9, "digits"),
    (3, "2", "not '2'"),
    (3, 1.5, "not 1.5"),
    (3, None, "not None"),
    (10**400, 0, "more than 300 digits"),
])
def test_format_number_refuses_what_it_cannot_write(value: Any, digits: Any, words: str) -> None:
    from gaucho.i18n import format_number

    with pytest.raises(GauchoError) as info:
        format_number(value, digits)
    assert words in str(info.value)


def test_format_number_writes_what_is_not_a_figure_for_people() -> None:
    from gaucho.i18n import format_number

    assert [format_number(float(x)) for x in ("nan", "inf", "-inf")] == ["—", "∞", "-∞"]
    assert format_number(10**20) == "100,000,000,000,000,000,000"  # exact, no float on the way
    assert format_number(12, 2) == "12.00"


@settings(max_examples=200, deadline=None)
@given(name=ANY_ARGUMENT, variation=ANY_ARGUMENT | st.just("b"), until=ANY_ARGUMENT)
def test_fuzz_examples_raise_only_gaucho_errors(name: Any, variation: Any, until: Any) -> None:
    try:
        scenario = gaucho.examples.load(name)
    except GauchoError as error:
        assert len(str(error)) < 1_000
        scenario = gaucho.examples.load("EX-DICE-SPLIT")
    with contextlib.suppress(GauchoError):
        scenario.run(variation, until=until)


@settings(max_examples=300, deadline=None)
@given(value=ANY_ARGUMENT, digits=ANY_ARGUMENT | st.integers(0, 12))
def test_fuzz_format_number_raises_only_gaucho_errors(value: Any, digits: Any) -> None:
    from gaucho.i18n import format_number

    for language in ("en", "es", "fr", "de"):
        with gaucho.i18n.use_language(language):
            try:
                text = format_number(value, digits)
            except GauchoError:
                continue
            assert isinstance(text, str) and len(text) < 500
