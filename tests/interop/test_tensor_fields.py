"""The observation tensor field by field, against a plain reading of the table.

gaucho.interop.tensor has one writer of the tensor (TensorTracker.update; a one-off
tensor is a tracker's update).  This test is the second, independent reading: each
field of tensor_fields read from the table in the words of the module's docstring,
slowly and plainly, and compared with every way of asking for a tensor (as_array,
as_list, into, encode + fill, a new tracker, the encoder's kept trackers) for every
player's private view, a public view of a player and the public one, with and without
compact words, at every step of seeded random games."""

from __future__ import annotations

import pickle
import random
from collections.abc import Sequence

import numpy as np
import pytest

from gaucho import engine, tiles
from gaucho.game import CHANCE, Game
from gaucho.information import removed_breeds, steppe_seen_by
from gaucho.interop.tensor import (
    TensorEncoder,
    TensorTracker,
    encoder_for,
    observation_tensor,
    tensor_fields,
)
from gaucho.state import BLOCKED, EMPTY, Phase, State

WORDS = 20


def _reference(s: State, enc: TensorEncoder, player: int | None, private: bool = True,
               words: Sequence[int] = ()) -> list[float]:
    """The tensor read field by field (each entry set once, checked to lie in its field)."""
    cfg, n = s.config, s.players
    first, size = {}, {}
    at = 0
    for name, length in tensor_fields(cfg, n, enc.words):
        first[name], size[name] = at, length
        at += length
    out = [0.0] * at
    written: set[int] = set()

    def put(name: str, i: int = 0, value: float = 1.0) -> None:
        assert 0 <= i < size[name], (name, i)
        assert first[name] + i not in written, (name, i)
        written.add(first[name] + i)
        out[first[name] + i] = value

    def tile(t: int) -> int:
        return tiles.breed(t) * cfg.max_big + tiles.big(t) - 1

    me = player if private else None
    areas = list(cfg.areas_enabled)
    put("phase", list(Phase).index(s.phase))
    put("round", value=s.round)
    put("turns_taken", value=s.turns_taken)
    if s.trigger_round is not None:
        put("end_triggered")
        put("rounds_since_trigger", value=s.round - s.trigger_round)
    if player is not None:
        put("observer", player)
    put("active", s.active)
    put("start_player", s.start_player)
    pastures = len(cfg.pasture_sizes)
    cell = 0
    for p, cells in enumerate(s.pastures):
        for c in cells:
            if c == EMPTY:
                put("cell_empty", cell)
            elif c == BLOCKED:
                put("cell_blocked", cell)
            else:
                put("tile_pasture", tile(c) * pastures + p)
            cell += 1
    for t, occupant in s.gauchos_on.items():
        put("tile_gaucho", tile(t) * n + occupant.owner)
        if occupant.standing:
            put("tile_standing", tile(t))
    for q in range(n):
        hidden = s.phase == Phase.KEEP and q != me  # another's keep: counted only
        if hidden:
            count = sum(len(herd) for herd in s.herds[q].values())
            if count:
                put(f"p{q}_kept_hidden", value=count)
        else:
            for b, herd in s.herds[q].items():
                for t in herd:
                    put("tile_herd", tile(t) * n + q)
                if herd:
                    put("herd_end", tile(herd[-1]) * n + q)
                if len(herd) >= 2 and herd[1] < herd[0]:
                    put("herd_descending", b * n + q)
        for t in s.pending[q]:
            put("tile_pending", tile(t) * n + q)
        put(f"p{q}_pesos", value=s.pesos[q])
        put(f"p{q}_supply", value=s.supply[q])
        put(f"p{q}_hand", value=len(s.prelim_hands[q]) if s.prelim_hands else 0)
        if not s.prelim_kept or s.prelim_kept[q]:
            put(f"p{q}_kept")
        for a in s.spaces[q]:
            put(f"p{q}_spaces", areas.index(a))
    if me is not None:
        for t in s.prelim_hands[me] if s.prelim_hands else ():
            put("tile_hand", tile(t))
        if steppe_seen_by(s, me):
            for t in s.steppe:
                put("tile_steppe_seen", tile(t))
    put("draw_pile", value=len(s.draw_pile))
    put("steppe", value=len(s.steppe))
    put("covered", value=len(s.covered))
    put("out", value=len(s.out))
    put("dice", value=s.dice_total)
    for name, dice in (("rodeo", s.rodeo), ("held", s.held)):
        for face in set(dice):
            put(name, face - 1, dice.count(face))
    if s.wish_die:
        put("wish_die")
    for name, placed in (("placed_this_turn", s.placed_this_turn),
                         ("vacated_this_turn", s.vacated_this_turn),
                         ("prelim_areas", s.prelim_areas)):
        for a in placed:
            put(name, areas.index(a))
    for b in removed_breeds(s):
        put("removed_breeds", b)
    if words:
        for w in set(words):
            put("words_taken", w)
        put("last_word", words[-1])
        put("word_count", value=len(words))
    return out


def _tables(players: int, seed: int) -> list[State]:
    rng = random.Random(f"fields/{players}/{seed}")
    g = Game.new(players, seed=seed, auto_chance=False, draws="chance" if seed % 2 else "shuffled")
    tables = []
    while not g.is_over:
        tables.append(g.state.copy())
        g.apply(engine.sample_chance(g.state, rng) if g.current_player == CHANCE
                else rng.choice(engine.legal_actions(g.state)))
    tables.append(g.state.copy())
    return tables


def _views(players: int) -> list[tuple[int | None, bool]]:
    return [(p, True) for p in range(players)] + [(players - 1, False), (None, False)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_way_of_asking_gives_the_plain_reading_of_the_table(players: int) -> None:
    enc = encoder_for(Game.new(players).state.config, players, WORDS)
    kept = {view: enc.tracker(view[0], private=view[1]) for view in _views(players)}
    rng = random.Random(players)
    out = np.zeros(enc.size, np.float32)
    compared = 0
    for seed in range(2):
        for s in _tables(players, seed):
            for player, private in _views(players):
                words = tuple(rng.randrange(WORDS) for _ in range(rng.randrange(3)))
                want = _reference(s, enc, player, private, words)
                plain = _reference(s, enc, player, private)
                assert enc.as_list(s, player, private=private, words=words) == want
                assert list(enc.as_array(s, player, private=private, words=words)) == want
                assert list(enc.into(out, s, player, private=private, words=words)) == want
                assert list(enc.fill([0.0] * enc.size,
                                     *enc.encode(s, player, private=private, words=words))) == want
                fresh = TensorTracker(enc, player, private=private)
                assert list(fresh.update(s)) == plain
                assert list(kept[player, private].update(s)) == plain
                compared += 1
    assert compared == {2: 2700, 3: 4200, 4: 4788}[players]


def test_the_tensor_of_the_first_table_entry_by_entry() -> None:
    """Exact entries of a known table: a 2-player game's first decision."""
    g = Game.new(2, seed=3)
    s = g.state
    enc = encoder_for(s.config, 2)
    got = enc.as_list(s, 1)
    at = enc.at
    assert got[at["phase"] + list(Phase).index(s.phase)] == 1.0
    assert got[at["observer"]:at["observer"] + 2] == [0.0, 1.0]
    assert got[at["round"]] == s.round
    assert got[at["draw_pile"]] == len(s.draw_pile)
    assert [got[at[f"p{q}_pesos"]] for q in range(2)] == s.pesos
    assert got == _reference(s, enc, 1)
    assert observation_tensor(s, 1) == got
    assert list(observation_tensor(s, 1, as_numpy=True)) == got


def test_a_one_off_tensor_is_the_callers_own() -> None:
    """The array and list given are new each time: changing or growing one changes no
    later tensor; the encoder pickles without its kept trackers and gives the same."""
    tables = _tables(3, 1)
    enc = encoder_for(tables[0].config, 3)
    s, t = tables[200], tables[201]
    first = enc.as_array(s, 0)
    first[0] = 99.0
    first.append(5.0)  # (no view of it left open)
    listed = enc.as_list(s, 0)
    listed[0] = 99.0
    assert list(enc.as_array(s, 0)) == enc.as_list(s, 0) == _reference(s, enc, 0)
    copy = pickle.loads(pickle.dumps(enc))
    assert copy._kept == {}
    assert copy.as_list(t, 2) == enc.as_list(t, 2) == _reference(t, enc, 2)


def test_games_side_by_side_and_tables_in_any_order() -> None:
    """One-off tensors of games played side by side (one encoder, as vectorized
    environments share it), then of their tables shuffled: each is the table's own, and
    the encoder keeps at most _TRACKERS_KEPT trackers a view."""
    from gaucho.interop import tensor

    games = [_tables(3, seed) for seed in range(4)]
    enc = TensorEncoder(games[0][0].config, 3)
    side_by_side = [g[i] for i in range(min(map(len, games))) for g in games]
    for s in side_by_side:
        assert list(enc.as_array(s, 1)) == enc.as_list(s, 1) == _reference(s, enc, 1)
    assert [len(enc._kept[1, True, listed]) for listed in (False, True)] == [4, 4]
    shuffled = [s for g in games for s in g]
    random.Random(4).shuffle(shuffled)
    for s in shuffled[:400]:
        assert list(enc.as_array(s, 1)) == enc.as_list(s, 1) == _reference(s, enc, 1)
    assert [len(pool) for pool in enc._kept.values()] == [tensor._TRACKERS_KEPT] * 2
