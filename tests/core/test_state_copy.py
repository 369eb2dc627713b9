"""State.copy is written out field by field (speed): it must copy every field, equal the
original, and share no mutable part with it (the config is shared: it is frozen)."""

from __future__ import annotations

import dataclasses
import random

from gaucho import engine
from gaucho.game import Game
from gaucho.state import State


def _mutable_parts(value: object) -> list[object]:
    """Every list, dict and set inside ``value`` (tuples and NamedTuples are immutable)."""
    out: list[object] = []
    if isinstance(value, list | set):
        out.append(value)
        for item in value:
            out += _mutable_parts(item)
    elif isinstance(value, dict):
        out.append(value)
        for item in value.values():
            out += _mutable_parts(item)
    return out


def _states() -> list[State]:
    """Tables from every part of a few seeded random games (setup to game over)."""
    got = []
    for players, draws in ((2, "shuffled"), (3, "chance"), (4, "shuffled")):
        s = Game.new(players, seed=players, draws=draws).state
        rng = random.Random(players)
        while True:
            got.append(s.copy())
            who = engine.current_player(s)
            if who == engine.TERMINAL:
                break
            if who == engine.CHANCE:
                engine.apply(s, engine.sample_chance(s, rng))
            else:
                acts = engine.legal_actions(s)
                engine.apply(s, acts[rng.randrange(len(acts))])
    return got[::7] + [got[-1]]


def test_copy_has_every_field_equal_and_shares_nothing_mutable() -> None:
    for s in _states():
        s.transitions = [("a", "b", "c")]
        c = s.copy()
        for f in dataclasses.fields(State):
            mine, theirs = getattr(s, f.name), getattr(c, f.name)
            if f.name == "transitions":
                assert theirs == []  # a copy starts a fresh log of transitions
                continue
            assert theirs == mine, f.name
            assert type(theirs) is type(mine), f.name
            shared = {id(x) for x in _mutable_parts(mine)} & {
                id(x) for x in _mutable_parts(theirs)}
            assert not shared, f.name
        assert c.config is s.config
