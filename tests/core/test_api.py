"""The public API of the rules core (docs/HELPERS-API.md) exists and behaves."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import random_game, random_positions, random_steps, rule_ids

import gaucho
from gaucho import actions as A
from gaucho import tiles as T
from gaucho.flow import Phase

ROOT = Path(__file__).parents[2]


# ---------------------------------------------------------------- creation


@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_game(players: int) -> None:
    """R-SETUP-1..10, R-PRELIM-1: a new game waits for the first player to keep tiles."""
    game = gaucho.Game.new(players=players, seed=7)
    cfg = game.config
    assert game.players == players and game.phase == Phase.KEEP and game.round == 0
    assert 0 <= game.current_player < players and not game.is_over
    assert game.pesos == [0] * players and game.winners == []  # R-SETUP-3
    assert game.state.supply == [cfg.gauchos[players]] * players  # R-SETUP-2
    assert game.state.dice_total == cfg.dice[players]  # R-SETUP-1
    assert len(game.state.steppe) == cfg.steppe_size  # R-SETUP-9
    hands = game.state.prelim_hands
    assert [len(h) for h in hands] == [cfg.prelim_draw[players]] * players  # R-PRELIM-1
    assert game.setup_events and all(isinstance(e, gaucho.Event) for e in game.setup_events)
    assert {e.rule_id for e in game.setup_events} <= rule_ids()
    assert game.history == [] and game.transcript() == ""
    assert game.current_player == game.state.start_player


@pytest.mark.parametrize("players", [0, 1, 5, "3", 2.0, None])
def test_new_game_bad_player_count(players: Any) -> None:
    with pytest.raises(gaucho.InvalidPosition, match="2 to 4"):
        gaucho.Game.new(players=players, seed=1)


def test_from_position_minimal() -> None:
    game = gaucho.Game.from_position({"players": 2, "phase": "draft", "rodeo": [1, 2, 3, 4, 5],
                                      "pastures": [["W10"], [], [], []]})
    assert game.phase == Phase.DRAFT and game.current_player == 0
    assert game.legal_actions().texts()[0] == "take 1 2"
    events = game.play("take 4 5")
    assert [e.rule_id for e in events] == ["R-TURN-1"]
    assert game.phase == Phase.TURN and "B W10 5" in game.legal_actions().texts()


# ------------------------------------------------------------ legal actions


def test_legal_actions_helpers() -> None:
    game = gaucho.Game.new(players=3, seed=3)
    legal = game.legal_actions()
    assert isinstance(legal, gaucho.LegalActions) and isinstance(legal, list)
    assert set(legal.grouped()) == {"keep"}
    assert legal.texts() == [str(a) for a in legal]
    assert legal.texts()[0] in legal and legal[0] in legal  # type: ignore[comparison-overlap]
    assert "end" not in legal and "nonsense !" not in legal  # type: ignore[comparison-overlap]
    assert "keep" in repr(legal)
    for game in random_positions(3, 3, 25):
        legal = game.legal_actions()
        if game.phase == Phase.TURN:
            assert "end" in legal  # type: ignore[comparison-overlap]
            assert list(legal.grouped())[-1] == "end"
        grouped = legal.grouped()
        assert sum(len(v) for v in grouped.values()) == len(legal)
        assert all(k in gaucho.LegalActions.GROUPS for k in grouped)
    assert repr(gaucho.LegalActions()) == "<LegalActions: none>"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_parse_round_trips_every_legal_action(players: int) -> None:
    """``parse(str(a)) == a`` for every legal action met in random games."""
    seen: set[str] = set()
    for seed in range(3):
        game = gaucho.Game.new(players=players, seed=seed)
        for _ in random_steps(game, seed):
            for a in game.legal_actions():
                text = str(a)
                assert gaucho.parse(text) == a, text
                assert gaucho.parse(text.lower()) == a or text != text.lower()
                seen.add(a.kind)
        for step in game.history:
            assert gaucho.parse(str(step.action)) == step.action
    assert {"keep", "take", "pampa", "place", "special", "add", "end"} <= seen


def test_play_returns_events_with_rule_ids() -> None:
    """Every play returns its events (chance steps it led to included), each citing a rule."""
    import random

    game = gaucho.Game.new(players=4, seed=2)
    rng = random.Random(2)
    ids = rule_ids()
    count = 0
    while not game.is_over:
        events = game.play(rng.choice(game.legal_actions()))
        assert events, game.history[-1]
        for event in events:
            assert isinstance(event, gaucho.Event)
            assert event.rule_id in ids, event
            assert str(event).endswith(f"[{event.rule_id}]")
        count += len(events)
    assert count == sum(len(step.events) for step in game.history) > 500
    assert all(step.events for step in game.history)
    last = game.history[-1].narrate()
    assert last.startswith(f"{len(game.history)}. ")
    assert game.history[0].narrate() in game.transcript()
    assert list(game.events())[-1].rule_id in ("R-FINAL-5", "R-TIE-1")


def test_play_text_and_objects() -> None:
    game = gaucho.Game.new(players=2, seed=11)
    first = game.legal_actions()[0]
    events = game.play(str(first))
    assert events and all(e.rule_id for e in events)
    assert game.history[-1].action == first
    second = game.legal_actions()[-1]
    assert game.why_illegal(second) is None and game.is_legal(second)
    game.play(second)
    assert game.history[-1].action == second


def test_why_illegal() -> None:
    game = gaucho.Game.new(players=2, seed=1)
    v = game.why_illegal("end")
    assert isinstance(v, gaucho.Violation) and v.rule_id == "R-PRELIM-3"
    assert str(v).endswith("[R-PRELIM-3]")
    assert game.why_illegal(game.legal_actions()[0]) is None
    with pytest.raises(gaucho.InvalidAction):
        game.why_illegal("dance")
    assert not game.is_legal("dance")
    with pytest.raises(gaucho.IllegalAction) as info:
        game.play("end")
    assert info.value.rule_id == "R-PRELIM-3" and info.value.reason == v.reason
    assert isinstance(info.value, ValueError) and isinstance(info.value, gaucho.GauchoError)


def test_finished_game_api() -> None:
    """R-FINAL-5, R-TIE-1: winners are the players with the most Pesos."""
    for players in (2, 3, 4):
        game = random_game(players, 12)
        assert game.is_over and game.phase == Phase.GAME_OVER
        assert game.current_player == gaucho.TERMINAL
        best = max(game.pesos)
        assert game.winners == [p for p in range(players) if game.pesos[p] == best]
        assert game.legal_actions() == [] and game.chance_outcomes() == []
        assert "Game over" in str(game) and "game_over" in repr(game)


# --------------------------------------------------------- observation/text


def strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_hides_secrets(players: int) -> None:
    """R-COMP-15 (draw pile), R-STEPPE-1 (Steppe), R-COMP-8 (covered), R-PRELIM-2 (the
    other players' draws and kept tiles until everyone has chosen)."""
    checked = 0
    for game in random_positions(players, 21, 30):
        s = game.state
        for p in range(players):
            obs = game.observation(p)
            json.dumps(obs)
            assert obs["observer"] == p
            hidden = set(s.draw_pile) | set(s.covered)
            if not (s.phase == Phase.STEPPE and p == s.active):  # he used SECRET CATTLE
                hidden |= set(s.steppe)  # R-STEPPE-1
            hidden |= {t for q, h in enumerate(s.prelim_hands) if q != p for t in h}
            if s.phase == Phase.KEEP:
                hidden |= {t for q in range(players) if q != p
                           for h in s.herds[q].values() for t in h}
            shown = {x.rstrip("^_0123") if "^" in x or "_" in x else x
                     for x in strings(obs)}
            leaked = {T.name(t) for t in hidden} & shown
            assert not leaked, f"player {p} sees {leaked} in phase {s.phase}"
            assert obs["draw_pile"] == len(s.draw_pile) and obs["steppe"] == len(s.steppe)
            own = obs["players"][p]["hand"]
            assert own == [T.name(t) for t in s.prelim_hands[p]] if s.prelim_hands else True
            checked += 1
    assert checked
    with pytest.raises(ValueError):
        gaucho.Game.new(players=players, seed=1).observation(players)


def test_observation_shows_own_hand_only() -> None:
    game = gaucho.Game.new(players=3, seed=5)
    p = game.current_player
    obs = game.observation(p)
    assert obs["players"][p]["hand"] == [T.name(t) for t in game.state.prelim_hands[p]]
    for q in range(3):
        if q != p:
            assert obs["players"][q]["hand"] == len(game.state.prelim_hands[q])


def test_str_shows_the_table() -> None:
    game = gaucho.Game.new(players=4, seed=6)
    for _ in zip(range(50), random_steps(game, 6), strict=False):
        pass
    text = str(game)
    for i, cells in enumerate(game.state.pastures):
        assert f"P{i + 1}" in text
        for c in cells:
            if c >= 0:
                assert T.name(c) in text
    for p, name in enumerate(gaucho.PLAYER_NAMES[:4]):
        assert name in text and f"{game.pesos[p]} Pesos" in text
    assert "Traceback" not in repr(game)


# --------------------------------------------------------------- chance


def test_roll_outcomes_sum_to_one() -> None:
    """R-ROUND-3: uniform dice; the multiset outcomes' probabilities sum to 1."""
    for players in (2, 3, 4):
        game = gaucho.Game.new(players=players, seed=1, auto_chance=False)
        while game.phase != Phase.ROLL:
            game.play(game.sample_chance() if game.current_player == gaucho.CHANCE
                      else game.legal_actions()[0])
        assert game.current_player == gaucho.CHANCE and game.legal_actions() == []
        outcomes = game.chance_outcomes()
        n = game.state.dice_total
        assert len(outcomes) == math.comb(n + 5, 5)
        assert math.isclose(sum(p for _, p in outcomes), 1.0)
        assert all(isinstance(a, A.Roll) and len(a.dice) == n for a, _ in outcomes)
        assert len({a for a, _ in outcomes}) == len(outcomes)
        probs = dict(outcomes)
        assert math.isclose(probs[A.Roll((6,) * n)], 6.0 ** -n)
        assert game.sample_chance() in probs


def test_cover_outcomes_sum_to_one() -> None:
    """R-PRELIM-7: with 3 players two random discards cover the blocked spaces."""
    game = gaucho.Game.new(players=3, seed=4, auto_chance=False)
    while game.current_player != gaucho.CHANCE:
        game.play(game.legal_actions()[0])
    assert game.phase == Phase.COVER
    outcomes = game.chance_outcomes()
    pool = sorted(t for h in game.state.prelim_hands for t in h)
    assert len(outcomes) == math.comb(len(pool), 2)
    assert math.isclose(sum(p for _, p in outcomes), 1.0)
    assert all(isinstance(a, A.Cover) and set(a.tiles) <= set(pool) for a, _ in outcomes)
    cover = outcomes[-1][0]
    game.play(str(cover))
    assert sorted(game.state.covered) == sorted(cover.tiles)  # type: ignore[union-attr]
    assert game.phase == Phase.PLACE


def test_dictated_rolls() -> None:
    """With auto_chance=False the dice are whatever the caller says (R-ROUND-3)."""
    game = gaucho.Game.new(players=3, seed=2, auto_chance=False)
    while game.current_player != gaucho.CHANCE or game.phase != Phase.ROLL:
        game.play(game.sample_chance() if game.current_player == gaucho.CHANCE
                  else game.legal_actions()[0])
    events = game.play("roll 6 6 6 6 6 6 6")
    assert events[0].rule_id == "R-ROUND-3"
    assert game.state.rodeo == [6] * 7 and game.phase == Phase.DRAFT
    assert game.legal_actions().texts() == ["take 6 6"]
    game.play("take 6 6")
    assert game.state.held == [6, 6] and game.state.rodeo == [6] * 5
    game.play("end")
    assert game.current_player != gaucho.CHANCE and game.phase == Phase.DRAFT


def test_auto_chance_resolves_from_the_seed() -> None:
    a = gaucho.Game.new(players=2, seed=8)
    b = gaucho.Game.new(players=2, seed=8, auto_chance=False)
    for _ in range(40):
        while b.current_player == gaucho.CHANCE:
            b.play(b.sample_chance())
        action = a.legal_actions()[0]
        assert b.legal_actions()[0] == action
        a.play(action)
        b.play(action)
    while b.current_player == gaucho.CHANCE:
        b.play(b.sample_chance())
    assert a.to_position() == b.to_position()


# -------------------------------------------------------------- packaging


def test_import_gaucho_is_stdlib_only() -> None:
    code = ("import sys, json; before = set(sys.modules); import gaucho; "
            "g = gaucho.Game.new(players=3, seed=1); g.play(g.legal_actions()[0]); str(g); "
            "g.to_json(); g.observation(0); print(json.dumps(sorted(set(sys.modules) - before)))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    modules = set(json.loads(done.stdout))
    for heavy in ("networkx", "matplotlib", "ipywidgets", "numpy", "IPython", "chess",
                  "hypothesis", "PIL", "pandas"):
        assert heavy not in modules, f"import gaucho pulled in {heavy}"
    third_party = {m.split(".")[0] for m in modules} - set(sys.stdlib_module_names)
    assert third_party == {"gaucho"}, third_party


def test_public_names() -> None:
    for name in ("Game", "LegalActions", "Step", "Event", "Violation", "IllegalAction",
                 "InvalidAction", "InvalidPosition", "InvalidConfig", "GauchoError", "parse",
                 "CHANCE", "TERMINAL", "RulesConfig", "DEFAULT_CONFIG", "PLAYER_NAMES"):
        assert hasattr(gaucho, name), name
    assert gaucho.CHANCE == -1 and gaucho.TERMINAL == -2
    assert issubclass(gaucho.IllegalAction, ValueError)
    assert issubclass(gaucho.InvalidAction, ValueError)
    assert issubclass(gaucho.InvalidPosition, ValueError)
    assert T.name(T.parse("w10")) == "W10"
    assert gaucho.Game.new(players=2, seed=0).copy() is not None
