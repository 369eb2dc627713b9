"""Integer action ids (gaucho.interop.codec) and the observation tensor (gaucho.interop.tensor).

The codec is a bijection: every id decodes to a decision that encodes back to it,
and every legal decision of random 2/3/4-player games has an id that decodes to an
equal action.  The tensor is built from the observation only: reshuffling what the
player cannot see (tests/helpers.reshuffle_hidden, written from the rules) leaves
it unchanged.
"""

from __future__ import annotations

import random

import pytest
from helpers import reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import actions as A
from gaucho.errors import InvalidAction
from gaucho.interop.codec import codec_for, comb_rank, comb_unrank
from gaucho.interop.tensor import observation_tensor, tensor_fields, tensor_size
from gaucho.state import EMPTY

CONFIG = gaucho.Game.new(2).config


def test_subset_ranking_is_a_bijection() -> None:
    for n, k in ((6, 0), (6, 3), (10, 4)):
        seen = [comb_unrank(r, n, k) for r in range(_comb(n, k))]
        assert seen == sorted(seen) and len(set(seen)) == len(seen)
        assert [comb_rank(c, n) for c in seen] == list(range(len(seen)))


def _comb(n: int, k: int) -> int:
    from math import comb

    return comb(n, k)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_id_decodes_and_encodes_back(players: int) -> None:
    codec = codec_for(CONFIG, players)
    sizes = {b.name: b.size for b in codec.blocks}
    # the documented layout: exact sizes of the default rules
    assert sizes == {"keep": 2621, "draft": 27, "claim": 1645, "place": 70, "wish": 1,
                     "sale": 5, "steal": 60, "raise": 1830, "replace": 60, "use_steppe": 1,
                     "put": 3280, "remove": 6, "takeback": 2 ** 18 - 1, "end": 1, "add": 60,
                     "sort": 180}
    assert codec.size == sum(sizes.values()) == 271_990
    takeback = next(b for b in codec.blocks if b.name == "takeback")
    for i in range(codec.size):
        if takeback.first <= i < takeback.first + takeback.size:
            continue
        assert codec.encode(codec.decode(i)) == i
    for i in range(codec.chance_size):
        assert codec.encode_chance(codec.decode_chance(i)) == i
    # rolls, covers (3 players), then one id per tile for draws by chance, last
    assert codec.draw_first == {2: 252, 3: 792 + 60 + 1770, 4: 2002}[players]
    assert codec.chance_size == codec.draw_first + 60


def test_draw_ids_follow_rolls_and_covers() -> None:
    codec = codec_for(CONFIG, 3)
    assert codec.encode_chance(A.Draw(gaucho.tiles.parse("B1"))) == 792 + 60 + 1770
    assert codec.encode_chance(A.Draw(gaucho.tiles.parse("W1"))) == 792 + 60 + 1770 + 36
    assert str(codec.decode_chance(codec.chance_size - 1)) == "draw S12"
    assert str(codec.decode_chance(0)) == "roll 1 1 1 1 1 1 1"  # unchanged
    game = gaucho.Game.new(players=3, seed=2, draws="chance", auto_chance=False)
    ids = sorted(codec.encode_chance(a) for a, _ in game.chance_outcomes())
    assert ids == list(range(codec.draw_first, codec.chance_size))  # all 60 tiles, 1/60 each
    with pytest.raises(InvalidAction):
        codec.encode_chance(A.Draw(999))


def test_takeback_ids_name_pampa_cells() -> None:
    """Takeback ids are cell masks: fill every cell, then every sampled mask round-trips."""
    game = gaucho.Game.new(players=4, seed=3)
    s = game.state.copy()
    spare = iter(t for t in gaucho.tiles.all_tiles(s.config) if s.pasture_of(t) < 0)
    s.pastures = [[c if c >= 0 else next(spare) for c in cells] for cells in s.pastures]
    codec = codec_for(s.config, 4)
    first = next(b.first for b in codec.blocks if b.name == "takeback")
    rng = random.Random(1)
    for mask in [1, 2 ** 18 - 1, *(rng.randrange(1, 2 ** 18) for _ in range(300))]:
        action = codec.decode(first + mask - 1, s)
        assert isinstance(action, A.TakeBack) and len(action.tiles) == bin(mask).count("1")
        assert codec.encode(action, s) == first + mask - 1
    with pytest.raises(InvalidAction, match="state"):
        codec.decode(first)


def test_bad_ids_and_actions_are_refused() -> None:
    codec = codec_for(CONFIG, 3)
    for bad in (-1, codec.size, True, "3"):
        with pytest.raises(InvalidAction, match="action id"):
            codec.decode(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidAction, match="R-PRELIM-3"):
        codec.encode(A.parse("keep W9 W10 W11"))
    with pytest.raises(InvalidAction, match="chance"):
        codec.encode(A.parse("roll 1 2 3"))


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_legal_action_has_an_id(players: int, seed: int) -> None:
    game = gaucho.Game.new(players=players, seed=seed, auto_chance=False)
    codec = codec_for(game.config, players)
    rng = random.Random(seed)
    while not game.is_over:
        if game.current_player == gaucho.CHANCE:
            outcome = game.sample_chance()
            assert codec.decode_chance(codec.encode_chance(outcome)) == outcome
            game.apply(outcome)
            continue
        legal = game.legal_actions()
        ids = codec.legal_ids(game.state)
        assert len(set(ids)) == len(legal)
        assert {codec.decode(i, game.state) for i in ids} == set(legal)
        if len(game.history) % 25 == 0:  # the mask is long: check it now and then
            mask = codec.legal_action_mask(game.state)
            assert sum(mask) == len(legal) and all(mask[i] for i in ids)
        game.apply(rng.choice(legal))


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_tensor_hides_what_the_player_cannot_see(players: int, seed: int) -> None:
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    size = tensor_size(game.config, players)
    steps = 0
    while not game.is_over and steps < 400:
        me = game.current_player
        mine = observation_tensor(game.state, me)
        assert len(mine) == size
        other = gaucho.Game.from_position(reshuffle_hidden(game, rng))
        assert observation_tensor(other.state, me) == mine
        game.apply(rng.choice(game.legal_actions()))
        steps += 1


def test_tensor_fields_are_documented_and_exact() -> None:
    game = gaucho.Game.new(players=2, seed=5)
    fields = dict(tensor_fields(game.config, 2))
    assert fields["tile_pasture"] == 60 * 4 and fields["phase"] == 20
    values = observation_tensor(game.state, 0)
    offsets, at = {}, 0
    for name, size in tensor_fields(game.config, 2):
        offsets[name] = at
        at += size
    obs = game.observation(0)
    assert values[offsets["draw_pile"]] == obs["draw_pile"]
    assert values[offsets["observer"]:offsets["observer"] + 2] == [1.0, 0.0]
    assert sum(values[offsets["tile_hand"]:offsets["tile_hand"] + 60]) == len(
        obs["players"][0]["hand"])
    assert sum(values[offsets["cell_empty"]:offsets["cell_blocked"]]) == sum(
        cells.count(EMPTY) for cells in game.state.pastures)
    numpy = pytest.importorskip("numpy")
    arr = observation_tensor(game.state, 0, as_numpy=True)
    assert isinstance(arr, numpy.ndarray) and arr.tolist() == values


def test_tensor_pampa_flags_kept_per_pasture_match_the_cells() -> None:
    """The encoder keeps each pasture's flags per content (speed): over a seeded game,
    the Pampa's slice and the whole tensor (list and array) are what reading the cells
    one by one gives, whether the flags were kept from before or not."""
    from gaucho.interop.tensor import TensorEncoder

    game = gaucho.Game.new(players=3, seed=11)
    rng = random.Random(11)
    kept = TensorEncoder(game.config, 3)
    first, last = kept.at["tile_pasture"], kept.at["tile_gaucho"]
    cells, counts = kept.at["cell_empty"], kept.at["draw_pile"]  # empty, then blocked
    big = game.config.max_big
    while not game.is_over:
        s = game.state
        want = [0.0] * kept.size
        for p, pasture in enumerate(s.pastures):
            for i, c in enumerate(pasture):
                if c >= 0:
                    tile = gaucho.tiles.breed(c) * big + gaucho.tiles.big(c) - 1
                    want[first + tile * 4 + p] = 1.0
                else:
                    at = kept.at["cell_empty" if c == EMPTY else "cell_blocked"]
                    want[at + sum(game.config.pasture_sizes[:p]) + i] = 1.0
        got = kept.as_list(s, 1)
        assert got[first:last] == want[first:last]
        assert got[cells:counts] == want[cells:counts]
        fresh = TensorEncoder(game.config, 3)  # nothing kept yet
        assert fresh.as_list(s, 1) == got == list(kept.as_array(s, 1))
        game.play(rng.choice(game.legal_actions()))


def test_deepcopy_is_the_fast_copy() -> None:
    """copy.deepcopy(game) goes through Game.copy (no walk over the history's objects),
    and the copy is an independent branch."""
    import copy
    from unittest import mock

    game = gaucho.Game.new(players=3, seed=4)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    with mock.patch.object(gaucho.Game, "copy", autospec=True,
                           side_effect=gaucho.Game.copy) as fast:
        branch = copy.deepcopy(game)
    fast.assert_called_once_with(game)
    assert branch.history[-1] is game.history[-1]  # immutable steps are shared, not walked
    before = game.to_json()
    branch.apply(branch.legal_actions()[0])
    assert game.to_json() == before and len(branch.history) == len(game.history) + 1
    holder = copy.deepcopy({"a": game, "b": game})
    assert holder["a"] is holder["b"]  # the memo is honoured
