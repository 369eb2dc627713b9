"""Hidden information stays hidden: the information-set property, over random games.

At every decision of a random 2/3/4-player game, the position is taken, everything
the player to act cannot see is reshuffled, and the position is loaded again: his
``legal_actions()`` and ``observation(player)`` must not change (nor, reshuffled
for him, the observation of another seat, which the seat views are drawn from).  What he cannot see:

* the draw pile (R-COMP-15) together with the face-down Steppe (R-COMP-14,
  R-STEPPE-1) — unless he has committed to SECRET CATTLE and is choosing its
  tiles — and the other players' preliminary hands (R-PRELIM-2), all drawn from
  the same face-down pile;
* the face-down tiles: those covering blocked spaces (R-COMP-8, R-SETUP-4,
  R-PRELIM-7) together with the tiles out of the game (R-PRELIM-6).

The reshuffle (``helpers.reshuffle_hidden``) is written from the rules, independently of
:mod:`gaucho.information`, so the test checks the engine and the observation
against the rules, not against themselves.  Then the same for the information
set: every table sampled from it is one the player cannot tell from the real one.
"""

from __future__ import annotations

import random

import pytest
from helpers import MAX_STEPS, reshuffle_hidden, tile_multiset
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import tiles as T
from gaucho.information import InformationSet
from gaucho.observation import observation


def check_information_set(game: gaucho.Game, rng: random.Random) -> None:
    me = game.current_player
    here = gaucho.Game.from_position(game.to_position())
    there = gaucho.Game.from_position(reshuffle_hidden(game, rng))
    where = f"phase {game.phase}, round {game.round}, {gaucho.PLAYER_NAMES[me]} to act"
    assert there.current_player == me
    assert there.legal_actions().texts() == here.legal_actions().texts(), (
        f"{where}: the legal actions depend on tiles the player cannot see")
    assert there.observation(me) == here.observation(me), (
        f"{where}: the observation depends on tiles the player cannot see")
    # and what any other seat is shown (his view of the board) hides the same way
    other = rng.randrange(game.players)
    elsewhere = gaucho.Game.from_position(reshuffle_hidden(game, rng, seat=other))
    assert elsewhere.observation(other) == here.observation(other), (
        f"{where}: {gaucho.PLAYER_NAMES[other]}'s observation depends on tiles he cannot see")


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_nothing_offered_or_shown_depends_on_hidden_tiles(players: int, seed: int) -> None:
    """Every decision of a whole random game: reshuffle the hidden tiles, reload, compare."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if game.is_over:
            return
        check_information_set(game, rng)
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game did not end")


_BASE = {"phase": "turn", "held": [], "rodeo": [1, 2, 3],
         "pastures": [["W3", None, None], [None], [], []],
         "players": [{"spaces": ["STEPPE"], "supply": 2}, {}]}
SECRET_CATTLE_RICH = dict(_BASE, steppe=["B12", "G12", "K12", "S12"],
                          draw_pile=["B1", "G1", "K1", "S1", "W1", "W2"])
SECRET_CATTLE_POOR = dict(_BASE, steppe=["B1", "G1", "K1", "S1"],
                          draw_pile=["B12", "G12", "K12", "S12", "W1", "W2"])


def test_secret_cattle_is_offered_without_showing_the_steppe() -> None:
    """R-STEPPE-1: two Steppes that differ only face down offer the same decisions."""
    offered = [gaucho.Game.from_position(p).legal_actions().texts()
               for p in (SECRET_CATTLE_RICH, SECRET_CATTLE_POOR)]
    assert offered[0] == offered[1]
    assert not any("B12" in a or "B1>" in a for a in offered[0])


# ------------------------------------------------------------ the information set
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_sampled_tables_cannot_be_told_apart(players: int, seed: int) -> None:
    """A table sampled from a player's information set has his observation and legal
    actions, holds every tile once (R-COMP-2), and reading his observation back gives
    the same information set."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    universe = sorted(T.all_tiles(game.config))
    for step in range(MAX_STEPS):
        if game.is_over:
            return
        if step % 3 == 0:
            me = game.current_player
            info = InformationSet.of(game.state, me)
            guess = info.sample(rng)
            assert gaucho.engine.legal_actions(guess) == gaucho.engine.legal_actions(game.state)
            assert observation(guess, me) == game.observation(me)
            assert InformationSet.of(guess, me) == info
            assert tile_multiset(guess) == universe
            assert InformationSet.from_observation(game.observation(me)) == info
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game did not end")


def test_the_steppe_is_seen_once_secret_cattle_is_used() -> None:
    """R-STEPPE-1: after using SECRET CATTLE the player (only he) sees the Steppe's tiles,
    and his choices name them; the others still see a count."""
    game = gaucho.Game.from_position(SECRET_CATTLE_RICH)
    assert game.observation(0)["steppe_seen"] is None
    game.play("steppe")
    seen = game.observation(0)
    assert seen["steppe_seen"] == ["B12", "G12", "K12", "S12"] and seen["steppe"] == 4
    assert game.observation(1)["steppe_seen"] is None
    assert any("B12>P1" in a for a in game.legal_actions().texts())
    info = InformationSet.of(game.state, 0)
    assert sorted(info.sample(random.Random(3)).steppe) == sorted(game.state.steppe)
    assert InformationSet.from_observation(seen) == info


def test_the_keep_phase_hides_the_other_draws_and_kept_tiles() -> None:
    """R-PRELIM-2: the others' draws and kept tiles are counted, not named; a sampled
    table deals the hidden kept tiles as a keep the rules allow (R-PRELIM-3)."""
    game = gaucho.Game.new(players=4, seed=8)
    first = game.current_player
    game.play(game.legal_actions()[-1])
    me = game.current_player
    obs = game.observation(me)
    kept = sum(len(h) for h in game.state.herds[first].values())
    assert obs["players"][first]["herds"] == kept
    assert obs["players"][first]["hand"] == 3 - kept
    assert obs["players"][me]["hand"] == [T.name(t) for t in game.state.prelim_hands[me]]
    info = InformationSet.of(game.state, me)
    for seed in range(20):
        guess = info.sample(random.Random(seed))
        herds = list(guess.herds[first].values())
        tiles = [t for h in herds for t in h]
        assert len(tiles) == kept
        assert all(T.big(t) <= game.config.keep_limits[kept] for t in tiles)
        assert not set(tiles) & set(game.state.prelim_hands[me])


def test_two_players_know_the_removed_breed() -> None:
    """R-SETUP-4: the removed breed is public; its tiles are never dealt to the pile."""
    game = gaucho.Game.new(players=2, seed=5)
    me = game.current_player
    obs = game.observation(me)
    (letter,) = obs["removed_breeds"]
    info = InformationSet.of(game.state, me)
    guess = info.sample(random.Random(0))
    assert all(T.name(t)[0] != letter for t in guess.draw_pile + guess.steppe)
    assert {T.name(t)[0] for t in guess.covered} == {letter}
    assert gaucho.Game.new(players=4, seed=5).observation(0)["removed_breeds"] == []


def test_a_bad_observer_is_refused() -> None:
    game = gaucho.Game.new(players=3, seed=1)
    for bad in (3, -1):
        try:
            game.observation(bad)
        except gaucho.InvalidPosition as exc:
            assert "seat number 0..2" in str(exc)
        else:
            raise AssertionError(f"observation({bad}) was accepted")
    for bad, why in (({"format": "gaucho-position"}, "gaucho-observation"),
                     ({"format": "gaucho-observation"}, "observer"),
                     (dict(game.observation(0), observer=5), "seat number 0..2")):
        try:
            InformationSet.from_observation(bad)
        except gaucho.InvalidPosition as exc:
            assert why in str(exc)
        else:
            raise AssertionError(f"{bad} was read as an observation")
