"""``PrelimController.back()`` at the start of a game whose draws are chance steps
(``draws="chance"``): the history holds the draws, not one decision, and back() refuses in
words, as at an empty history, instead of letting ``NothingToUndo`` out.  Python-level: no
widgets."""

from __future__ import annotations

import pytest

from gaucho.explorer import PrelimController
from gaucho.game import Game
from gaucho.i18n import use_language


def chance_controller() -> tuple[PrelimController, list[object]]:
    pc = PrelimController(3, seed=7)
    pc.game = Game.new(3, 7, draws="chance")
    heard: list[object] = []
    pc.listeners.append(heard.append)
    return pc, heard


def test_the_chance_game_starts_with_chance_steps_only() -> None:
    pc, _heard = chance_controller()
    assert len(pc.game.history) == 30
    assert {step.player for step in pc.game.history} == {-1}
    assert pc.game.phase == "keep"


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "At the start of the preliminary round."),
    ("es", "Al empezar la ronda preliminar."),
])
def test_back_at_the_start_of_a_chance_game_refuses_in_words(lang: str, said: str) -> None:
    pc, heard = chance_controller()
    before = pc.game.to_position()
    assert pc.back() is False
    assert pc.game.to_position() == before and len(pc.game.history) == 30
    assert heard == [pc]  # the views hear of it, as at an empty history
    with use_language(lang):
        assert pc.narration == said


def test_back_after_a_decision_takes_it_back_then_refuses() -> None:
    pc, heard = chance_controller()
    start = pc.game.to_position()
    pc.step()
    assert len(pc.game.history) == 31
    assert pc.back() is True and pc.narration == "Took back the last decision."
    assert pc.game.to_position() == start
    assert pc.back() is False and pc.narration == "At the start of the preliminary round."
    assert pc.game.to_position() == start
    assert len(heard) == 3


def test_back_at_an_empty_history_still_refuses() -> None:
    pc = PrelimController(3, seed=7)
    assert not pc.game.history
    assert pc.back() is False and pc.narration == "At the start of the preliminary round."
