"""A raise of one gaucho says "its gaucho", of several "its gauchos", in every language (the
decision's words and the coach's reason share the message)."""

from __future__ import annotations

import pytest

from gaucho.actions import parse
from gaucho.coach.words import say_decision
from gaucho.i18n import use_language

SAID = {
    "en": ("stands up its gaucho on the black 9",
           "stands up its gauchos on the black 9 and the white 10"),
    "es": ("pone de pie su gaucho en la negra 9",
           "pone de pie sus gauchos en la negra 9 y la blanca 10"),
    "fr": ("relève son gaucho sur le 9 noir", "relève ses gauchos sur le 9 noir et le 10 blanc"),
    "de": ("richtet seinen Gaucho auf Schwarz 9 auf",
           "richtet seine Gauchos auf Schwarz 9 und Weiß 10 auf"),
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_one_raised_gaucho_is_one_gaucho(language: str) -> None:
    with use_language(language):
        one = say_decision(parse("raise K9"), "turn")
        two = say_decision(parse("raise K9 W10"), "turn")
    assert (one, two) == SAID[language]
