"""Saves, positions, undo/redo, copies and determinism.

A save is the starting point plus every action played (chance included), so
loading replays the game through the checked path: a corrupt save is refused
with :class:`gaucho.InvalidPosition` saying what is wrong.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import random_game, random_playout, random_steps
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho

ROOT = Path(__file__).parents[2]


def position_text(game: gaucho.Game) -> str:
    return json.dumps(game.to_position(), sort_keys=True)


def same_game(a: gaucho.Game, b: gaucho.Game) -> None:
    assert position_text(a) == position_text(b)
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player == b.current_player
    assert [str(s.action) for s in a.history] == [str(s.action) for s in b.history]


# ------------------------------------------------------------- save / load


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_load_at_every_step(players: int) -> None:
    """to_json -> from_json gives the same position and legal actions at every step."""
    game = gaucho.Game.new(players=players, seed=100 + players)
    steps = 0
    for _ in random_steps(game, players):
        steps += 1
        if steps % 3 and not game.is_over:  # every third step (each load replays it all)
            continue
        text = game.to_json()
        loaded = gaucho.Game.from_json(text)
        same_game(game, loaded)
        assert loaded.to_json() == text
    assert game.is_over and steps > 100


@settings(max_examples=15, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1),
       stop=st.integers(0, 400), indent=st.sampled_from([None, 1]))
def test_save_load_random_stop(players: int, seed: int, stop: int, indent: int | None) -> None:
    """Any stopping point of any random game survives a save (pretty-printed or not)."""
    game = gaucho.Game.new(players=players, seed=seed)
    for i, _ in enumerate(random_steps(game, seed)):
        if i >= stop:
            break
    loaded = gaucho.Game.from_json(game.to_json(indent=indent))
    same_game(game, loaded)
    # the loaded game plays on exactly like the original
    random_playout(game, seed + 1)
    random_playout(loaded, seed + 1)
    same_game(game, loaded)
    assert game.pesos == loaded.pesos


def test_save_without_auto_chance_and_from_position() -> None:
    """Dictated chance steps and position starts are saved too."""
    game = gaucho.Game.new(players=3, seed=9, auto_chance=False)
    for _ in range(40):
        game.play(game.sample_chance() if game.current_player == gaucho.CHANCE
                  else game.legal_actions()[-1])
    loaded = gaucho.Game.from_json(game.to_json())
    assert not loaded.auto_chance
    same_game(game, loaded)

    start = gaucho.Game.from_position(game.to_position(), seed="pos")
    random_playout(start, 4)
    loaded = gaucho.Game.from_json(start.to_json())
    same_game(start, loaded)
    assert loaded.is_over


def test_position_round_trip_every_step() -> None:
    """from_position(to_position()) rebuilds the same state at every step."""
    for players in (2, 3, 4):
        game = gaucho.Game.new(players=players, seed=players)
        for _ in random_steps(game, players):
            pos = game.to_position()
            again = gaucho.Game.from_position(json.loads(json.dumps(pos)))
            assert again.to_position() == pos
            assert again.legal_actions() == game.legal_actions()


# --------------------------------------------------------------- undo/redo


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("checked", [True, False])
def test_undo_redo_round_trips(players: int, checked: bool) -> None:
    """Undo then redo restores the same save; undoing everything gives a fresh game."""
    game = gaucho.Game.new(players=players, seed=players)
    rng = random.Random(players)
    for _ in random_steps(game, players, checked=checked):
        if rng.random() < 0.15 and game.history:
            text = game.to_json()
            pos = position_text(game)
            undone = game.undo()
            assert game.to_json() != text
            assert game.redo() == undone
            assert game.to_json() == text and position_text(game) == pos
    fresh = gaucho.Game.new(players=players, seed=players)
    end = game.to_json()
    decisions = sum(1 for s in game.history if s.player != gaucho.CHANCE)
    for _ in range(decisions):
        game.undo()
    with pytest.raises(IndexError):
        game.undo()
    assert game.to_json() == fresh.to_json()
    assert position_text(game) == position_text(fresh)
    while True:
        try:
            game.redo()
        except IndexError:
            break
    assert game.to_json() == end and game.is_over


def test_undo_after_a_new_move_clears_redo() -> None:
    game = gaucho.Game.new(players=2, seed=5)
    game.play(game.legal_actions()[0])
    game.undo()
    game.play(game.legal_actions()[-1])
    with pytest.raises(IndexError):
        game.redo()


def test_undo_with_dictated_chance_steps() -> None:
    """With auto_chance=False a chance step is undone on its own."""
    game = gaucho.Game.new(players=3, seed=1, auto_chance=False)
    while game.current_player != gaucho.CHANCE:
        game.play(game.legal_actions()[0])
    before = game.to_json()
    game.play(game.sample_chance())
    step = game.undo()
    assert step.player == gaucho.CHANCE and game.to_json() == before


# ------------------------------------------------------------------ copies


def test_copy_is_independent() -> None:
    game = gaucho.Game.new(players=4, seed=8)
    for _ in zip(range(60), random_steps(game, 8), strict=False):
        pass
    before = game.to_json(), position_text(game)
    branch = game.copy()
    random_playout(branch, 99, checked=True)
    assert branch.is_over and not game.is_over
    assert (game.to_json(), position_text(game)) == before
    branch.undo()
    assert (game.to_json(), position_text(game)) == before
    random_playout(game, 100)
    assert branch.to_json() != game.to_json()


# ------------------------------------------------------------- determinism


def transcript_hash(players: int, seed: int) -> str:
    game = random_game(players, seed)
    text = game.transcript() + "\n" + game.to_json() + "\n" + str(game.pesos)
    return hashlib.sha256(text.encode()).hexdigest()


def test_same_seed_same_game() -> None:
    for players in (2, 3, 4):
        a, b = random_game(players, 31), random_game(players, 31)
        assert a.transcript() == b.transcript() and a.to_json() == b.to_json()
        assert [str(e) for e in a.setup_events] == [str(e) for e in b.setup_events]
        c = random_game(players, 32)
        assert c.transcript() != a.transcript()
    x, y = gaucho.Game.new(players=3, seed="abc"), gaucho.Game.new(players=3, seed="abc")
    assert x.to_json() == y.to_json() and position_text(x) == position_text(y)


def test_same_game_across_processes_and_hash_seeds() -> None:
    """String hashing (PYTHONHASHSEED) must not leak into any random choice."""
    code = ("import sys; sys.path[:0] = ['tests', 'tests/core']; import test_persistence as t; "
            "print(','.join(t.transcript_hash(p, 7) for p in (2, 3, 4)))")
    outputs = []
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=True)
        outputs.append(done.stdout.strip())
    assert outputs[0] == outputs[1]
    assert outputs[0] == ",".join(transcript_hash(p, 7) for p in (2, 3, 4))


# ----------------------------------------------------------- corrupt saves


def a_save() -> dict[str, Any]:
    game = gaucho.Game.new(players=3, seed=4)
    for _ in zip(range(30), random_steps(game, 4), strict=False):
        pass
    data: dict[str, Any] = json.loads(game.to_json())
    return data


def corrupt(change: str) -> str:
    data = a_save()
    if change == "format":
        data["format"] = "chess-pgn"
    elif change == "version":
        data["version"] = 99
    elif change == "rules_version":
        data["rules_version"] = "0.1"
    elif change.startswith("missing "):
        del data[change.split()[1]]
    elif change == "illegal action":
        data["actions"][20] = "A W12 6+6+6"
    elif change == "garbage action":
        data["actions"][5] = "jump over the moon"
    elif change == "actions not texts":
        data["actions"][3] = 17
    elif change == "config values":
        data["config"]["max_big"] = "twelve"
    elif change == "config unknown key":
        data["config"]["gold_coins"] = 3
    elif change == "config inconsistent":
        data["config"]["small_numbers"] = [1, 2]
    elif change == "config dice":
        data["config"]["dice"]["3"] = 4  # the saved rolls have 7 dice
    elif change == "players":
        data["start"] = {"new": {"players": 7}}
    elif change == "start":
        data["start"] = ["new", 3]
    elif change == "start position":
        data["start"] = {"position": ["not", "a", "position"]}
    elif change == "seed":
        data["seed"] = [1, 2]
    return json.dumps(data)


CORRUPTIONS = {
    "format": "format", "version": "version", "rules_version": "rules version",
    "missing actions": "actions", "missing config": "config", "missing start": "start",
    "missing seed": "seed", "illegal action": "action 21", "garbage action": "action 6",
    "actions not texts": "actions", "config values": "max_big",
    "config unknown key": "gold_coins", "config inconsistent": "small_numbers",
    "config dice": "action", "players": "players", "start": "start",
    "start position": "position", "seed": "seed",
}


@pytest.mark.parametrize("change", sorted(CORRUPTIONS))
def test_corrupt_saves_are_refused(change: str) -> None:
    with pytest.raises(gaucho.InvalidPosition) as info:
        gaucho.Game.from_json(corrupt(change))
    message = str(info.value)
    assert CORRUPTIONS[change] in message, message
    assert "Traceback" not in message and len(message) < 400


@pytest.mark.parametrize("text", ["", "{", "null", "[]", "42", '"gaucho"', "\x00\x01",
                                  "{'format': 'gaucho-game'}"])
def test_not_a_save(text: str) -> None:
    with pytest.raises(gaucho.InvalidPosition):
        gaucho.Game.from_json(text)


def test_truncated_saves_are_refused() -> None:
    text = gaucho.Game.from_json(json.dumps(a_save())).to_json()
    for cut in range(1, len(text), max(1, len(text) // 40)):
        with pytest.raises(gaucho.InvalidPosition):
            gaucho.Game.from_json(text[:cut])


def test_a_shorter_action_list_is_an_earlier_game() -> None:
    """Dropping trailing actions is not corruption: it loads the game as it was then."""
    data = a_save()
    data["actions"] = data["actions"][:10]
    game = gaucho.Game.from_json(json.dumps(data))
    assert len(game.history) >= 10


# ---------------------------------------------------------- bad positions


def good_position() -> dict[str, Any]:
    return {
        "players": [{"herds": [["W4", "W6"]], "spaces": ["SALE"]},
                    {"herds": [["K12", "K10"]]}],
        "phase": "turn", "round": 2, "active": 0, "held": [3, 4], "rodeo": [1, 2, 6],
        "pastures": [["G10", "G3_1", "G7^0"], ["G11"], [], []],
        "steppe": ["B1", "B2", "B3", "B4"], "draw_pile": ["S1", "S2"],
    }


def bad(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    pos = good_position()
    target: Any = pos
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return pos


DELETE = object()

BAD_POSITIONS: list[tuple[tuple[Any, ...], Any, str]] = [
    (("steppe", 0), "W4", "steppe[0]"),  # duplicate tile: W4 is in a herd
    (("draw_pile",), ["G10"], "draw_pile[0]"),  # duplicate: G10 in the Pampa
    (("players", 0, "supply"), 9, "players[0]"),  # 9 + 2 gauchos > 8 (R-SETUP-2)
    (("players", 0, "supply"), -1, "players[0].supply"),
    (("players", 1, "herds", 0), ["K10", "K12", "K11"], "players[1].herds[0]"),  # R-HERD-2
    (("players", 1, "herds", 0), ["K10", "W12"], "players[1].herds[0]"),  # R-HERD-1
    (("players", 1, "herds"), [["K1"], ["K2"]], "players[1].herds[1]"),  # R-HERD-1
    (("players", 1, "herds", 0), [], "players[1].herds[0]"),
    (("pastures", 0, 0), "G10*1", "pastures[0][0]"),  # bad cell text
    (("pastures", 0, 0), "G10^7", "pastures[0][0]"),  # no player 7
    (("pastures", 0, 0), "G10^²", "pastures[0][0]"),  # non-ASCII digit (regression)
    (("pastures", 0, 0), 10, "pastures[0][0]"),
    (("pastures", 0, 0), "W13", "pastures[0][0]"),  # R-COMP-2: no 13
    (("pastures", 0), ["G1", "G2", "G4", "G5"], "pastures[0]"),  # P1 has 3 spaces
    (("pastures",), [[], [], []], "pastures"),
    (("players", 0, "pesos"), -5, "players[0].pesos"),
    (("players", 0, "spaces"), ["MOON"], "players[0].spaces"),
    (("players", 0, "colour"), "red", "players[0]"),
    (("players",), [{}], "players"),
    (("phase",), "refill", "phase"),
    (("phase",), "lunch", "phase"),
    (("held",), [1, 2, 3], "held"),
    (("rodeo",), [0, 7], "rodeo"),
    (("active",), 5, "active"),
    (("round",), "two", "round"),
    (("steppe",), ["B1", "B2", "B3", "B4", "B5"], "steppe"),
    (("version",), 2, "version"),
    (("format",), "fen", "format"),
    (("bogus",), 1, "bogus"),
    (("config",), {"max_big": -1}, "max_big"),
]


@pytest.mark.parametrize(("path", "value", "where"), BAD_POSITIONS,
                         ids=[f"{'.'.join(map(str, p))}={v!r}" for p, v, _ in BAD_POSITIONS])
def test_malformed_positions(path: tuple[Any, ...], value: Any, where: str) -> None:
    gaucho.Game.from_position(good_position())  # the unchanged position is fine
    with pytest.raises(gaucho.InvalidPosition) as info:
        gaucho.Game.from_position(bad(path, value))
    message = str(info.value)
    assert where in message, message
    assert "Traceback" not in message and len(message) < 400


def test_position_errors_cite_rules() -> None:
    cases = [
        (bad(("players", 1, "herds", 0), ["K10", "K12", "K11"]), "R-HERD-2"),
        (bad(("players", 0, "supply"), 9), "R-SETUP-2"),
        (bad(("steppe", 0), "W4"), "R-COMP-2"),
    ]
    for pos, rule in cases:
        with pytest.raises(gaucho.InvalidPosition, match=rule):
            gaucho.Game.from_position(pos)


def test_position_text_and_non_dict() -> None:
    for thing in ("{", "[1, 2]", "null"):
        with pytest.raises(gaucho.InvalidPosition):
            gaucho.Game.from_position(thing)
    game = gaucho.Game.from_position(json.dumps(good_position()))
    assert game.current_player == 0 and "end" in game.legal_actions().texts()


# ----------------------------------------------------------- golden games

GOLDEN = Path(__file__).parent / "golden"


def golden_record(players: int) -> dict[str, Any]:
    game = random_game(players, 2024 + players)
    return {"players": players, "seed": 2024 + players, "pesos": game.pesos,
            "winners": game.winners, "rounds": game.round,
            "save": json.loads(game.to_json())}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_golden_games_replay(players: int) -> None:
    """Saved random games (tests/golden/) still load, stay legal and score the same.

    A rules change that alters legality or scoring shows up here; regenerate the
    files on purpose with ``GAUCHO_REGEN_GOLDEN=1 pytest tests/test_persistence.py``.
    """
    path = GOLDEN / f"random-{players}p.json"
    if os.environ.get("GAUCHO_REGEN_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(json.dumps(golden_record(players), indent=1) + "\n", encoding="utf-8")
    record = json.loads(path.read_text(encoding="utf-8"))
    game = gaucho.Game.from_json(json.dumps(record["save"]))
    assert game.is_over
    assert game.pesos == record["pesos"] and game.winners == record["winners"]
    assert game.round == record["rounds"]


# ------------------------------------------------------------- variants and configs


@pytest.mark.parametrize("variant", ["official", "no-steal", "long-pastures", None])
def test_variant_saves_round_trip(variant: str | None) -> None:
    """A save keeps its variant name and whole configuration; loading checks they agree."""
    game = gaucho.Game.new(players=2, seed=6, variant=variant)
    random_steps_n(game, 30, seed=6)
    text = game.to_json()
    loaded = gaucho.Game.from_json(text)
    same_game(game, loaded)
    assert loaded.variant == variant and loaded.config == game.config
    assert loaded.to_json() == text


def test_a_position_start_keeps_its_config_and_refuses_a_contradiction() -> None:
    config = gaucho.DEFAULT_CONFIG.replace(sale_bonus=8)
    position = gaucho.Game.new(players=3, seed=2, config=config).to_position()
    game = gaucho.Game.from_position(position, seed=3)
    assert game.config.sale_bonus == 8
    random_steps_n(game, 20, seed=3)
    data = json.loads(game.to_json())
    assert gaucho.Game.from_json(json.dumps(data)).config == config
    data["start"]["position"]["config"]["sale_bonus"] = 9
    with pytest.raises(gaucho.InvalidPosition, match="'config' and its starting position's"):
        gaucho.Game.from_json(json.dumps(data))


def random_steps_n(game: gaucho.Game, n: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        if game.is_over:
            return
        game.play(rng.choice(game.legal_actions()))
