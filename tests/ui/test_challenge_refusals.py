"""A challenge refuses a seat or a start it cannot play, in words (non-browser).

A seat the game does not have used to raise a bare IndexError (``seat=5``) or TypeError
(``seat="0"``), or (``seat=-1``) leave every seat to the bots, which played the whole game
out and reported a missed goal; a finished game made a challenge for "player -2".  Each
event of a challenge is recorded once (the bots' events used to be counted twice).
"""

from __future__ import annotations

import random

import pytest

import gaucho
from gaucho.challenges import Challenge, Win, win_from_here
from gaucho.i18n import use_language


@pytest.mark.parametrize("seat", [5, -1, "0", True])
def test_a_seat_the_game_does_not_have_is_refused(seat: object) -> None:
    game = gaucho.Game.new(players=3, seed=1)
    with use_language("fr"), pytest.raises(gaucho.GauchoError) as caught:
        Challenge("t-seat", game, Win(), seat=seat)  # type: ignore[arg-type]
    assert str(caught.value) == (
        f"défi t-seat\xa0: seat doit être un numéro de place 0..2, pas {seat!r}")


def test_a_finished_game_is_refused() -> None:
    game = gaucho.Game.new(players=3, seed=1)
    rng = random.Random(0)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    with use_language("es"), pytest.raises(gaucho.GauchoError) as caught:
        Challenge("t-over", game, Win())
    assert str(caught.value) == ("desafío t-over: la partida ha terminado; un desafío "
                                 "empieza en una posición que aún se juega")


def test_a_chance_step_without_a_seat_is_refused() -> None:
    game = gaucho.Game.new(players=3, seed=1, auto_chance=False)
    while game.current_player != gaucho.CHANCE:
        game.play(game.legal_actions()[0])
    with use_language("de"), pytest.raises(gaucho.GauchoError) as caught:
        Challenge("t-chance", game, Win())
    assert str(caught.value) == (
        "Herausforderung t-chance: gerade ist kein Spieler am Zug (ein Zufallsschritt steht "
        "aus); gib den Sitz des Schülers an")
    assert Challenge("t-chance", game, Win(), seat=0).seat == 0


def test_every_event_is_recorded_once() -> None:
    challenge = Challenge.from_seed("t-events", win_from_here, seed=1)
    start = len(challenge.game.history)
    for _ in range(4):
        if challenge.status != "open":
            break
        challenge.play("end" if "end" in challenge.choices() else challenge.choices()[0])
    played = [e for step in challenge.game.history[start:] for e in step.events]
    assert challenge.events == played
