"""RULES.md revision 2 (§27): SECRET CATTLE commits first (R-STEPPE-1), no Action Space in
the round without dice (R-NODICE-2), one move per WISH placement (R-WISH-2), and actions
that compare as the rules do (a hand-built action equals the listed one)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from helpers import random_positions, random_steps
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import actions as A
from gaucho import tiles as T


def game(**position: Any) -> gaucho.Game:
    base: dict[str, Any] = {"players": [{}, {}, {}], "phase": "turn", "round": 2,
                            "held": [4, 5], "rodeo": [1, 2, 3, 6, 6],
                            "steppe": ["B1", "G2", "K8", "W12"],
                            "draw_pile": ["W2", "W4", "S6"]}
    base.update(position)
    return gaucho.Game.from_position(base)


def refused(g: gaucho.Game, action: str) -> str:
    with pytest.raises(gaucho.IllegalAction) as info:
        g.play(action)
    return info.value.rule_id


# ------------------------------------------------------------------ R-STEPPE-1
def test_steppe_is_used_before_it_is_seen() -> None:
    """R-STEPPE-1: using SECRET CATTLE is one decision naming no tile; the Steppe choice
    follows in its own phase, and the turn goes on after it (R-SPECIAL-5)."""
    g = game(players=[{"spaces": ["STEPPE"], "supply": 3}, {}, {}])
    legal = g.legal_actions()
    assert A.UseSteppe() in legal and not any(isinstance(a, A.Steppe) for a in legal)
    steppe_names = {T.name(t) for t in g.state.steppe}
    assert not any(name in str(a) for a in legal for name in steppe_names)
    events = g.play("steppe")
    assert g.phase == "steppe" and g.current_player == 0
    assert g.state.supply[0] == 4 and "STEPPE" not in g.state.spaces[0]  # R-SPECIAL-3
    assert not any(name in e.text for e in events for name in steppe_names)
    choices = g.legal_actions()
    assert choices and all(isinstance(a, A.Steppe) for a in choices)  # no way back
    assert A.Steppe(((T.parse("W12"), 3),)) in choices
    assert A.Steppe(((T.parse("G2"), 0), (T.parse("B1"), 1))) in choices  # both <= 4
    assert not any(T.parse("K8") in [t for t, _ in a.placements] and len(a.placements) == 2
                   for a in choices if isinstance(a, A.Steppe))  # R-STEPPE-2
    events = g.play("put W12>P4")
    assert g.phase == "turn" and g.state.gauchos_on[T.parse("W12")] == (0, True)
    assert any("W12" in e.text for e in events)  # placing it face up reveals it
    assert len(g.state.steppe) == 4  # R-STEPPE-7
    assert refused(g, "steppe") == "R-SPECIAL-1"  # the gaucho has left the space


def test_steppe_not_offered_without_effect() -> None:
    """R-SPECIAL-7 with R-STEPPE-2/3: an empty Steppe, or no empty pasture space, leaves
    nothing to do, so SECRET CATTLE is not offered (only removal, R-SPECIAL-6)."""
    g = game(steppe=[], draw_pile=[], players=[{"spaces": ["STEPPE"]}, {}, {}])
    assert A.UseSteppe() not in g.legal_actions() and A.Remove("STEPPE") in g.legal_actions()
    assert refused(g, "steppe") == "R-SPECIAL-7"


def test_steppe_in_the_round_without_dice_returns_there() -> None:
    """R-NODICE-2, R-END-5: SECRET CATTLE still works without dice and the turn goes on."""
    g = game(phase="nodice_turn", round=9, trigger_round=7, held=[], rodeo=[], draw_pile=[],
             players=[{"spaces": ["STEPPE"]}, {}, {}])
    g.play("steppe")
    g.play("put K8>P2")
    assert g.phase == "nodice_turn" and len(g.state.steppe) == 3


def test_legal_actions_never_name_a_face_down_steppe_tile() -> None:
    """R-STEPPE-1, R-COMP-14: outside the Steppe choice no legal action or event names a
    tile lying face down on the Steppe."""
    seen_choice = 0
    for players in (2, 3, 4):
        game_ = gaucho.Game.new(players=players, seed=40 + players)
        for _ in random_steps(game_, 40 + players):
            s = game_.state
            if s.phase == "steppe":
                seen_choice += 1
                continue
            hidden = {T.name(t) for t in s.steppe}
            for a in game_.legal_actions():
                assert not isinstance(a, A.Steppe)
                assert not set(str(a).split()) & hidden, (str(a), hidden)
    assert seen_choice


def test_narration_does_not_reveal_the_steppe() -> None:
    """R-STEPPE-1: an event names a Steppe tile only once it lies face up in a pasture."""
    for players in (2, 3, 4):
        game_ = gaucho.Game.new(players=players, seed=60 + players)
        for _ in random_steps(game_, 60 + players):
            step = game_.history[-1]
            hidden = {T.name(t) for t in game_.state.steppe}
            for e in step.events:
                assert not set(e.text.replace(",", " ").split()) & hidden, e.text


# ------------------------------------------------------------------ R-NODICE-2
def test_no_action_space_in_the_round_without_dice() -> None:
    """R-NODICE-2: the WISH die pays only for Cattle Tiles in the round without dice."""
    g = game(phase="nodice_turn", round=9, trigger_round=7, held=[], rodeo=[],
             players=[{"spaces": ["WISH"]}, {}, {}],
             pastures=[["W1", None, None], [], [], []])
    g.play("wish")
    legal = g.legal_actions()
    assert not any(isinstance(a, A.Place) for a in legal)
    assert A.Claim("A", T.parse("W1"), (), True) in legal
    assert refused(g, "place SORT w") == "R-NODICE-2"
    assert refused(g, "place STEPPE w") == "R-NODICE-2"


# ------------------------------------------------------------------ R-WISH-2
def test_wish_placements_are_one_move() -> None:
    """R-WISH-2: a placement paid with the WISH die is listed once, written ``w``."""
    g = game(held=[], players=[{"spaces": ["WISH"]}, {}, {}])
    g.play("wish")
    legal = g.legal_actions()
    places = [a for a in legal if isinstance(a, A.Place) and a.area == "SORT"]
    assert places == [A.Place("SORT", (), True)]
    assert str(places[0]) == "place SORT w"
    with pytest.raises(gaucho.InvalidAction) as info:
        g.play("place SORT w2")
    assert "R-WISH-2" in str(info.value)
    events = g.play("place SORT w")
    assert any("WISH 1" in e.text for e in events)  # the narration names a value that pays


def test_wish_die_that_cannot_pay() -> None:
    """R-DICE-3: 6 + 6 + a WISH die of at most 6 cannot pay 19, or 5 for SALE's 1-3."""
    g = game(held=[4, 5], players=[{"spaces": ["WISH"]}, {}, {}],
             pastures=[["S12", None, None], [], [], []])
    g.play("wish")
    assert refused(g, "place SALE 4+w") == "R-DICE-3"
    assert g.is_legal("A S12 4+5+w") and not g.is_legal("A S12 5+w")


# ------------------------------------------------------------------ canonical actions
def test_hand_built_actions_equal_listed_ones() -> None:
    """Action values put their fields in canonical order when made."""
    w3, w9, k2 = T.parse("W3"), T.parse("W9"), T.parse("K2")
    assert A.Claim("A", w9, (6, 3)) == A.Claim("A", w9, (3, 6))
    assert A.Claim("A", w9, [6, 3]) == A.parse("A W9 6+3")  # type: ignore[arg-type]
    assert A.Draft((5, 1)) == A.Draft((1, 5)) and A.Roll((6, 1, 3)).dice == (1, 3, 6)
    assert A.Raise((w9, w3)) == A.Raise((w3, w9)) and A.TakeBack((w9, w3)).tiles == (w3, w9)
    assert A.Keep(((w9, w3), (k2,))) == A.Keep(((k2,), (w9, w3)))  # breed order
    assert A.Keep(((w9, w3),)) != A.Keep(((w3, w9),))  # herd direction matters (R-PRELIM-5)
    assert A.Steppe(((w9, 2), (w3, 0))) == A.parse("put W3>P1 W9>P3")
    assert hash(A.Place("SORT", (2, 1), 1)) == hash(A.Place("SORT", (1, 2), True))  # type: ignore[arg-type]


def _shuffled(rng: random.Random, action: A.Action) -> A.Action:
    """The same action built by hand: its sequences in another order (lists, even)."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, tuple) and len(value) > 1 and f.name != "herds":
            items = list(value)
            rng.shuffle(items)
            changes[f.name] = items
        elif f.name == "herds":
            items = list(value)
            rng.shuffle(items)
            changes[f.name] = tuple(items)
    return dataclasses.replace(action, **changes) if changes else action


def _candidates(rng: random.Random, g: gaucho.Game) -> list[A.Action]:
    """Listed actions rebuilt by hand, and near misses (one field changed)."""
    legal = list(g.legal_actions())
    out = [_shuffled(rng, a) for a in rng.sample(legal, min(8, len(legal)))]
    for a in rng.sample(legal, min(8, len(legal))):
        if isinstance(a, A.Claim | A.Place):
            out.append(dataclasses.replace(a, wish=not a.wish))
            out.append(dataclasses.replace(a, dice=(*a.dice, rng.randint(1, 6))[-2:]))
        elif isinstance(a, A.Steppe):
            out.append(A.Steppe(tuple((t, rng.randrange(4)) for t, _ in a.placements)))
        elif isinstance(a, A.Draft):
            out.append(A.Draft(tuple(rng.randint(1, 6) for _ in a.dice)))
    return out


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_membership_agrees_with_play(players: int, seed: int) -> None:
    """``action in game.legal_actions()`` exactly when ``play(action)`` accepts it
    (R-WISH-2: placements differing only in the WISH die's value are one move)."""
    rng = random.Random(seed)
    for g in random_positions(players, seed, 12):
        legal = g.legal_actions()
        for cand in _candidates(rng, g):
            trial = g.copy()
            try:
                trial.play(cand)
                accepted = True
            except gaucho.IllegalAction:
                accepted = False
            assert (cand in legal) == accepted, (str(cand), g.phase, accepted)
            assert (str(cand) in legal) == accepted
