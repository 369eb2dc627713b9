"""The WISH die is named as the die, not as the action area WISH, wherever a payment says
it: the engine's narration ("Rot bezahlt Wunschwürfel (6) …") and a decision's words
("stellt für 2+Wunschwürfel …"), as the lessons name it (Wunschwürfel, dado imaginario, dé
imaginaire); English keeps "WISH 6", the rulebook's name of the die and its value."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.actions import parse
from gaucho.config import area_name
from gaucho.engine.decisions.turn import _claim_text, paid_text
from gaucho.explorer.said import say_decision
from gaucho.i18n import Message, use_language
from gaucho.state import Phase


@pytest.mark.parametrize(("language", "alone", "added"), [
    ("en", "Red pays WISH 6 and puts a standing gaucho on S1",
     "Blue pays 4 + 4 + WISH 4 and puts a lying gaucho on G12"),
    ("es", "Rojo paga dado imaginario (6) y pone un gaucho de pie en S1",
     "Azul paga 4 + 4 + dado imaginario (4) y pone un gaucho acostado en G12"),
    ("fr", "Rouge paie dé imaginaire (6) et pose un gaucho debout sur S1",
     "Bleu paie 4 + 4 + dé imaginaire (4) et pose un gaucho couché sur G12"),
    ("de", "Rot bezahlt Wunschwürfel (6) und stellt einen stehenden Gaucho auf S1",
     "Blau bezahlt 4 + 4 + Wunschwürfel (4) und legt einen liegenden Gaucho auf G12"),
])
def test_the_narration_names_the_wish_die_with_its_value(language: str, alone: str,
                                                         added: str) -> None:
    state = gaucho.Game.new(players=2, seed=1).state
    with use_language(language):
        said = [str(_claim_text("A", 0, paid_text(state, (), True, (6,)), "S1")),
                str(_claim_text("B", 1, paid_text(state, (4, 4), True, (12,)), "G12"))]
    assert said == [alone, added]


@pytest.mark.parametrize(("language", "die", "area", "paid"), [
    ("en", "WISH die", "WISH", "puts a standing gaucho on the spotted 1 for 5+WISH die"),
    ("es", "dado imaginario", "DESEO", "pone un gaucho de pie en la manchada 1 por "
     "5+dado imaginario"),
    ("fr", "dé imaginaire", "SOUHAIT", "pose un gaucho debout sur le 1 tacheté pour "
     "5+dé imaginaire"),
    ("de", "Wunschwürfel", "WUNSCH", "stellt für 5+Wunschwürfel einen stehenden Gaucho auf "
     "Gefleckt 1"),
])
def test_a_payment_names_the_die_and_the_area_keeps_its_name(language: str, die: str,
                                                             area: str, paid: str) -> None:
    with use_language(language):
        assert str(Message("WISH die")) == die
        assert str(area_name("WISH")) == area
        assert say_decision(parse("A S1 5+w"), Phase.TURN) == paid
        # using the area is said with the area's name, not the die's
        assert say_decision(parse("wish"), Phase.TURN) == {
            "en": "uses WISH", "es": "usa DESEO", "fr": "utilise SOUHAIT",
            "de": "benutzt WUNSCH"}[language]


@pytest.mark.parametrize(("language", "sentence"), [
    ("es", "El dado imaginario se puede añadir a los dos dados elegidos como tercer dado."),
    ("fr", "Le dé imaginaire peut s'ajouter aux deux dés pris, comme troisième dé."),
    ("de", "Der Wunschwürfel kann als dritter Würfel zu zwei gewählten Würfeln dazukommen."),
])
def test_the_lesson_sentence_names_the_same_die(language: str, sentence: str) -> None:
    with use_language(language):
        assert str(Message("The WISH die can be added to two drafted dice as a third "
                           "die.")) == sentence
