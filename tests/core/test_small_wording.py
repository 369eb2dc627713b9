"""Small wording defects, in 4 languages: a bare ``keep`` keeps no tile (not "keeps  (keep)"
with a double space), an empty menu of legal actions is printed in the reader's language,
and the engine's roll event says its dice as a list ("rolls 1, 1, 2, 4, 4, 4 and 6"), as
the chance step's words do (gaucho.game.chance_words)."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.actions import parse
from gaucho.coach.words import say_decision
from gaucho.exercises import not_a_choice
from gaucho.game import chance_words
from gaucho.i18n import use_language
from gaucho.state import Phase

NB = "\u00a0"  # French: a no-break space before ":" and inside « »
LANGUAGES = ("en", "es", "fr", "de")

KEEPS_NO_TILE = {"en": "keeps no tile", "es": "no se queda con ninguna ficha",
                 "fr": "ne garde aucune tuile", "de": "behält kein Plättchen"}

#: An exercise's "not one of the choices" for a bare keep, said in words.
NOT_A_CHOICE = {
    "en": "“keeps no tile (keep)” is not one of the choices.",
    "es": "«no se queda con ninguna ficha (keep)» no es una de las opciones.",
    "fr": f"«{NB}ne garde aucune tuile (keep){NB}» ne fait pas partie des choix proposés.",
    "de": "„behält kein Plättchen (keep)“ ist keine der angebotenen Möglichkeiten.",
}

NO_ACTION = {"en": "<LegalActions: none>", "es": "<LegalActions: ninguna>",
             "fr": f"<LegalActions{NB}: aucune>", "de": "<LegalActions: keine>"}

ROLLED = {"en": "Blue rolls 1, 1, 2, 4, 4, 4 and 6 [R-ROUND-3]",
          "es": "Azul tira 1, 1, 2, 4, 4, 4 y 6 [R-ROUND-3]",
          "fr": "Bleu lance 1, 1, 2, 4, 4, 4 et 6 [R-ROUND-3]",
          "de": "Blau würfelt 1, 1, 2, 4, 4, 4 und 6 [R-ROUND-3]"}
ROLLS = {"en": "rolls 1, 1, 2, 4, 4, 4 and 6", "es": "tira 1, 1, 2, 4, 4, 4 y 6",
         "fr": "lance 1, 1, 2, 4, 4, 4 et 6", "de": "würfelt 1, 1, 2, 4, 4, 4 und 6"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bare_keep_keeps_no_tile(language: str) -> None:
    keep = parse("keep")
    with use_language(language):
        assert say_decision(keep, Phase.KEEP) == KEEPS_NO_TILE[language]
        told = not_a_choice(["keep G1 W7", "keep W10"], "keep")
        assert told is not None
        said = told.lines(lambda move: say_decision(parse(move), Phase.KEEP))
    assert said[0] == NOT_A_CHOICE[language]
    assert "  " not in said[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_keep_of_tiles_still_names_them(language: str) -> None:
    with use_language(language):
        one = say_decision(parse("keep G1"), Phase.KEEP)
    assert one == {"en": "keeps the golden 1", "es": "se queda con la dorada 1",
                   "fr": "garde le 1 doré", "de": "behält Gold 1"}[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_empty_menu_is_printed_in_the_readers_language(language: str) -> None:
    with use_language(language):
        assert repr(gaucho.LegalActions()) == NO_ACTION[language]


def _rolled() -> list[gaucho.Event]:
    game = gaucho.Game.new(players=3, seed=2, auto_chance=False)
    while game.current_player != gaucho.CHANCE or game.phase != Phase.ROLL:
        game.play(game.sample_chance() if game.current_player == gaucho.CHANCE
                  else game.legal_actions()[0])
    return game.play("roll 1 1 2 4 4 4 6")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_roll_event_says_its_dice_as_a_list(language: str) -> None:
    roll = _rolled()[0]
    assert roll.kind == "roll"
    with use_language(language):  # read in the language current when shown
        assert str(roll) == ROLLED[language]
        words = str(chance_words(parse("roll 1 1 2 4 4 4 6")))
        assert words == ROLLS[language] and words in str(roll)
