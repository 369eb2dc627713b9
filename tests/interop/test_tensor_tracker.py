"""The observation tensor kept from step to step (gaucho.interop.tensor.TensorTracker)
is exactly the tensor made from scratch (the first update of a new tracker, which writes
every entry: test_tensor_fields.py checks that one against a plain reading of the
table): at every step of seeded random games (2-4
players, shuffled and chance draws), for every player's private view and the public one,
after undos, after tables handed over in any order, and in the PettingZoo env (every
agent observed at every step, resets in mid-game, a pickled copy)."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

from gaucho import engine
from gaucho.game import CHANCE, Game
from gaucho.interop.tensor import TensorEncoder, TensorTracker, encoder_for
from gaucho.state import State


def _anew(enc: TensorEncoder, s: State, player: int | None, private: bool = True,
          words: tuple[int, ...] = ()) -> list[float]:
    """The tensor made from scratch: a new tracker's first update (not the encoder's
    kept trackers, which see the same tables as the tracker under test)."""
    out = list(TensorTracker(enc, player, private=private).update(s))
    if words:
        for i in enc.word_entries(words):
            out[i] = 1.0
        out[enc.at["word_count"]] = len(words)
    return out


def _views(players: int) -> list[tuple[int | None, bool]]:
    """Every player's private observation, one player's public one and the public one."""
    return [(p, True) for p in range(players)] + [(0, False), (None, False)]


def _random_game(players: int, draws: str, seed: int, undo_every: int = 0) -> list[State]:
    """The tables of one seeded random game, one a step (chance included); with
    ``undo_every``, every so many steps the last decision is taken back and another
    played (the table goes back, the tracker is not told)."""
    rng = random.Random(f"tracker/{players}/{draws}/{seed}")
    g = Game.new(players, seed=seed, auto_chance=False, draws=draws)
    tables = []
    steps = 0
    while not g.is_over:
        tables.append(g.state.copy())
        s = g.state
        g.apply(engine.sample_chance(s, rng) if g.current_player == CHANCE
                else rng.choice(engine.legal_actions(s)))
        steps += 1
        if undo_every and steps % undo_every == 0 and not g.is_over:
            g.undo()
            tables.append(g.state.copy())
    tables.append(g.state.copy())
    return tables


@pytest.mark.parametrize("draws", ["shuffled", "chance"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tracker_equals_a_tensor_made_anew_at_every_step(players: int, draws: str) -> None:
    enc = encoder_for(Game.new(players).state.config, players)
    trackers = {view: enc.tracker(view[0], private=view[1]) for view in _views(players)}
    compared = 0
    for seed in range(2):
        for s in _random_game(players, draws, seed, undo_every=7 if seed else 0):
            for (player, private), tracker in trackers.items():
                assert list(tracker.update(s)) == _anew(enc, s, player, private)
                compared += 1
    tables = {(2, "shuffled"): 847, (2, "chance"): 764, (3, "shuffled"): 910,
              (3, "chance"): 1088, (4, "shuffled"): 1103, (4, "chance"): 1139}
    assert compared == tables[players, draws] * (players + 2)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seats_tracker_at_its_own_turns_over_many_games(players: int) -> None:
    """As in the env: each seat's tracker sees only the tables where that seat decides
    (the others' decisions and chance in between), over many seeded games, one tracker
    per seat kept from game to game; every update equals the tensor made anew."""
    enc = encoder_for(Game.new(players).state.config, players)
    trackers = [enc.tracker(seat) for seat in range(players)]
    compared = 0
    for seed in range(20):
        rng = random.Random(f"turns/{players}/{seed}")
        g = Game.new(players, seed=100 + seed, auto_chance=False, draws="chance")
        while not g.is_over:
            s = g.state
            who = g.current_player
            if who == CHANCE:
                g.apply(engine.sample_chance(s, rng))
                continue
            assert list(trackers[who].update(s)) == _anew(enc, s, who)
            compared += 1
            g.apply(rng.choice(engine.legal_actions(s)))
        for seat, tracker in enumerate(trackers):  # the end, seen by everyone
            assert list(tracker.update(g.state)) == _anew(enc, g.state, seat)
    assert compared == {2: 5352, 3: 6994, 4: 7392}[players]


def test_the_tracker_takes_tables_in_any_order() -> None:
    """Tables of other games and other moments, shuffled: compared by value, so each
    update gives the table's own tensor, and clear() starts again from nothing."""
    tables = _random_game(3, "shuffled", 5) + _random_game(3, "chance", 6)
    random.Random(1).shuffle(tables)
    enc = encoder_for(tables[0].config, 3)
    tracker = enc.tracker(2)
    for s in tables[:300]:
        assert list(tracker.update(s)) == _anew(enc, s, 2)
    tracker.clear()
    assert list(tracker.buffer) == [1.0 if i == enc.at["observer"] + 2 else 0.0
                                    for i in range(enc.size)]
    assert list(tracker.update(tables[300])) == _anew(enc, tables[300], 2)
    copy = pickle.loads(pickle.dumps(tracker))
    assert list(copy.update(tables[301])) == _anew(enc, tables[301], 2)
    assert list(tracker.buffer) == _anew(enc, tables[300], 2)  # the copy is its own


def _expected(env: object, agent: str) -> np.ndarray:
    """The observation made from scratch, as the env made it before it kept tensors."""
    bare = env.unwrapped  # type: ignore[attr-defined]
    seat = bare._seat[agent]
    enc = bare.encoder
    words: tuple[int, ...] = ()
    if bare.pending is not None and bare.pending.prefix and (
            seat == bare._acting or (bare._taking and not bare._hidden_words())):
        words = bare.pending.prefix
    return np.asarray(_anew(enc, bare.game.state, seat, words=words), np.float32)


@pytest.mark.parametrize("players", [2, 4])
def test_the_envs_observations_equal_tensors_made_anew(players: int) -> None:
    pz = pytest.importorskip("gaucho.interop.pettingzoo")
    e = pz.env(players=players, action_space="compact")
    rng = np.random.default_rng(players)
    checked = 0
    for seed, cut in ((11, 150), (12, None), (11, None)):  # a reset in mid-game, again
        e.reset(seed=seed)
        for step, _agent in enumerate(e.agent_iter()):
            if cut is not None and step == cut:
                break
            for other in e.agents:
                assert np.array_equal(e.observe(other)["observation"], _expected(e, other))
                checked += 1
            obs, _, termination, truncation, _ = e.last()
            if step == 60:  # a pickled copy observes as the env does
                copy = pickle.loads(pickle.dumps(e))
                assert all(np.array_equal(copy.observe(a)["observation"], _expected(e, a))
                           for a in e.agents)
            if termination or truncation:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
    assert checked == {2: 1942, 4: 4516}[players]
