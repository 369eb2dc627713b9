"""Every seat has its view (issue 10): nothing drawn for a seat depends on what he cannot see."""

from __future__ import annotations

import random

import pytest

import gaucho
from gaucho import tiles as T
from gaucho.information import InformationSet
from gaucho.views.seat import seat_svg


def positions(players: int, seed: int, every: int = 5) -> list[gaucho.Game]:
    game = gaucho.Game.new(players, seed)
    rng = random.Random(seed)
    out = [game.copy()]
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
        if len(game.history) % every == 0:
            out.append(game.copy())
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_a_seats_view_is_the_same_across_reshuffles_of_what_he_cannot_see(
        players: int, seed: int) -> None:
    rng = random.Random(seed)
    for game in positions(players, seed):
        for seat in range(players):
            mine = seat_svg(game.state, seat)
            info = InformationSet.of(game.state, seat)
            for _ in range(2):
                other = info.sample(rng)
                assert seat_svg(other, seat) == mine


def test_own_hand_face_up_other_hands_and_steppe_face_down() -> None:
    game = gaucho.Game.new(3, seed=1)
    s = game.state
    svg = game.view(0)
    assert "seen by Red" in svg
    for t in s.prelim_hands[0]:
        assert f'data-target="hand:{T.name(t)}"' in svg
    for q in (1, 2):
        for t in s.prelim_hands[q]:
            assert f"hand:{T.name(t)}" not in svg
    for t in s.steppe:
        assert f"steppe:{T.name(t)}" not in svg
    table = game.view(None)  # the teacher's whole table
    assert "seen by" not in table
    for q in range(3):
        for t in s.prelim_hands[q]:
            assert f'data-target="hand:{T.name(t)}"' in table


def test_the_steppe_is_revealed_while_he_chooses_secret_cattle() -> None:
    for game in positions(3, 7, every=1):
        info = InformationSet.of(game.state, max(game.current_player, 0))
        if info.steppe_seen:
            svg = game.view(game.current_player)
            assert all(f"steppe:{T.name(t)}" in svg for t in game.state.steppe)
            return
    pytest.skip("no SECRET CATTLE choice in this game")
