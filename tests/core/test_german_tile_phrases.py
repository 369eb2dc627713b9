"""A tile in words fits every sentence it stands in, in every language (H2, item 1).

German said a tile "die weiße 12", so the sentences that put it after a dative preposition
read "auf die weiße 12" (for "auf der weißen 12") and "von die ...".  A tile is now one whole
message per breed (:data:`gaucho.tiles.TILE_WORDS`): German writes it as a name without
article that fits any case ("Weiß 12"), Spanish and French keep their article ("la blanca
12", "le 12 blanc").  Real sentences are checked word for word: the decisions said in a
game's narration, the coach's reasons, and a review's moment.
"""

from __future__ import annotations

import random
import re

import pytest

import gaucho
from gaucho import tiles
from gaucho.coach import CoachBot
from gaucho.coach.reasons import Effects, effects
from gaucho.coach.review import Review, review
from gaucho.coach.words import tile_words
from gaucho.explorer.said import say_step
from gaucho.i18n import and_list, use_language
from gaucho.views import board

LANGUAGES = ("en", "es", "fr", "de")

WORDS = {
    "en": ["brown 1", "golden 7", "black 3", "white 12", "spotted 5"],
    "es": ["la parda 1", "la dorada 7", "la negra 3", "la blanca 12", "la manchada 5"],
    "fr": ["le 1 marron", "le 7 doré", "le 3 noir", "le 12 blanc", "le 5 tacheté"],
    "de": ["Braun 1", "Gold 7", "Schwarz 3", "Weiß 12", "Gefleckt 5"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tile_in_words_names_its_breed_and_number(language: str) -> None:
    """One name everywhere: the coach's, the board's and the tiles module's."""
    shown = [tiles.parse(t) for t in ("B1", "G7", "K3", "W12", "S5")]
    with use_language(language):
        assert [tiles.words(t) for t in shown] == WORDS[language]
        assert [tile_words(t) for t in shown] == WORDS[language]
        assert [board.tile_words(t) for t in shown] == WORDS[language]


def test_no_german_tile_carries_an_article() -> None:
    """The check can fail: the old German words ("die weiße 12") had one."""
    article = re.compile(r"^(die|der|den|dem|des) ", re.IGNORECASE)
    assert article.match("die weiße 12")
    with use_language("de"):
        said = [tiles.words(t) for t in tiles.all_tiles(gaucho.RulesConfig())]
    assert len(said) == 60
    assert [t for t in said if article.match(t)] == []


@pytest.fixture(scope="module")
def played() -> gaucho.Game:
    """A seeded 3-player game of random moves, to its end."""
    game = gaucho.Game.new(players=3, seed=2)
    rng = random.Random(2)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    return game


#: The narration of steps of that game: claims, a raise, a take-back, a replace, a put.
NARRATION = {
    "en": {9: "Blue: puts a lying gaucho on the brown 10 for 5",
           72: "Blue: stands up its gaucho on the black 1 for 1",
           91: "Blue: puts 1 Steppe tile into the Pampa: the golden 6 into pasture 3",
           267: "Blue: stands up its gauchos on the golden 11 and the white 5",
           275: "Green: takes back its lying gauchos on the spotted 3 and the spotted 4",
           308: "Blue: replaces the lying gaucho on the black 11"},
    "es": {9: "Azul: pone un gaucho acostado en la parda 10 por 5",
           72: "Azul: pone de pie su gaucho en la negra 1 por 1",
           91: "Azul: pone 1 ficha de la Estepa en la Pampa: la dorada 6 en el pasto 3",
           267: "Azul: pone de pie sus gauchos en la dorada 11 y la blanca 5",
           275: "Verde: recupera sus gauchos acostados en la manchada 3 y la manchada 4",
           308: "Azul: reemplaza el gaucho acostado en la negra 11"},
    "fr": {9: "Bleu\xa0: pose un gaucho couché sur le 10 marron pour 5",
           72: "Bleu\xa0: relève son gaucho sur le 1 noir pour 1",
           91: "Bleu\xa0: pose 1 tuile de la Steppe dans la Pampa\xa0: le 6 doré dans le "
               "pâturage 3",
           267: "Bleu\xa0: relève ses gauchos sur le 11 doré et le 5 blanc",
           275: "Vert\xa0: reprend ses gauchos couchés sur le 3 tacheté et le 4 tacheté",
           308: "Bleu\xa0: remplace le gaucho couché sur le 11 noir"},
    "de": {9: "Blau: legt für 5 einen liegenden Gaucho auf Braun 10",
           72: "Blau: richtet für 1 seinen liegenden Gaucho auf Schwarz 1 auf",
           91: "Blau: legt 1 Plättchen der Steppe in die Pampa: Gold 6 auf Weide 3",
           267: "Blau: richtet seine Gauchos auf Gold 11 und Weiß 5 auf",
           275: "Grün: nimmt seine liegenden Gauchos auf Gefleckt 3 und Gefleckt 4 zurück",
           308: "Blau: verdrängt den liegenden Gaucho auf Schwarz 11"},
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_narration_of_a_game_says_tiles_as_its_sentences_need(
        played: gaucho.Game, language: str) -> None:
    with use_language(language):
        said = {i: say_step(played.history[i], None, "turn") for i in NARRATION[language]}
    assert said == NARRATION[language]


#: What the coach's reasons say a move of the game does (its effects' parts).
REASONS = {
    "en": {"steal G11": "uses STEAL, steals the golden 11 from Red, grows the golden herd to "
                        "2 tiles and Red gets 11 Pesos of insurance",
           "replace B1": "uses RAISE, replaces the lying gaucho on the brown 1 and Green gets "
                         "1 Peso of insurance",
           "sale G": "uses SALE and sells the golden herd (the golden 2 and the golden 4) for "
                     "13 Pesos"},
    "es": {"steal G11": "usa ROBAR, roba la dorada 11 a Rojo, amplía la manada dorada a 2 "
                        "fichas y Rojo recibe 11 Pesos de seguro",
           "replace B1": "usa LEVANTAR, reemplaza el gaucho acostado en la parda 1 y Verde "
                         "recibe 1 Peso de seguro",
           "sale G": "usa VENTA y vende la manada dorada (la dorada 2 y la dorada 4) por 13 "
                     "Pesos"},
    "fr": {"steal G11": "utilise VOL, vole le 11 doré à Rouge, agrandit le troupeau doré à 2 "
                        "tuiles et Rouge reçoit 11 Pesos d'assurance",
           "replace B1": "utilise RÉVEIL, remplace le gaucho couché sur le 1 marron et Vert "
                         "reçoit 1 Peso d'assurance",
           "sale G": "utilise VENTE et vend le troupeau doré (le 2 doré et le 4 doré) pour 13 "
                     "Pesos"},
    "de": {"steal G11": "benutzt STEHLEN, stiehlt Gold 11 von Rot, vergrößert die goldene "
                        "Herde auf 2 Plättchen und Rot erhält 11 Pesos Entschädigung",
           "replace B1": "benutzt WECKEN, verdrängt den liegenden Gaucho auf Braun 1 und Grün "
                         "erhält 1 Peso Entschädigung",
           "sale G": "benutzt VERKAUF und verkauft die goldene Herde (Gold 2 und Gold 4) für "
                     "13 Pesos"},
}


@pytest.fixture(scope="module")
def reasoned() -> dict[str, Effects]:
    """The effects of the first steal, replace and sale legal in a seeded random game."""
    game = gaucho.Game.new(players=3, seed=1)
    rng = random.Random(1)
    found: dict[str, Effects] = {}
    while not game.is_over and len(found) < 3:
        for action in game.legal_actions():
            verb = str(action).split()[0]
            if verb in ("steal", "replace", "sale") and verb not in {k.split()[0]
                                                                     for k in found}:
                found[str(action)] = effects(game.state, game.current_player, action,
                                             random.Random(0))
        game.play(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_reasons_say_tiles_as_their_sentences_need(reasoned: dict[str, Effects],
                                                       language: str) -> None:
    assert sorted(reasoned) == sorted(REASONS[language])
    with use_language(language):
        said = {k: str(and_list(now.parts)) for k, now in reasoned.items()}
    assert said == REASONS[language]


MOMENT = {
    "en": "Inaccuracy: “stands up its gaucho on the brown 11 for 3+WISH die” gave up 3.1 Pesos on "
          "average against “stands up its gaucho on the brown 11 for WISH die” (worth 84.1 "
          "against 87.2 Pesos 6 decisions after this turn)",
    "es": "Imprecisión: «pone de pie su gaucho en la parda 11 por 3+dado imaginario» perdió "
          "de media 3,1 Pesos frente a «pone de pie su gaucho en la parda 11 por dado "
          "imaginario» (vale 84,1 frente a 87,2 Pesos 6 decisiones después de este turno)",
    "fr": "Imprécision\xa0: «\xa0relève son gaucho sur le 11 marron pour 3+dé "
          "imaginaire\xa0» a perdu en moyenne 3,1 Pesos face à «\xa0relève son gaucho sur "
          "le 11 marron pour dé imaginaire\xa0» (84,1 contre 87,2 Pesos de valeur 6 décisions "
          "après ce tour)",
    "de": "Ungenauigkeit: „richtet für 3+Wunschwürfel seinen liegenden Gaucho auf Braun 11 "
          "auf“ hat im Schnitt 3,1 Pesos gegenüber „richtet für Wunschwürfel seinen liegenden "
          "Gaucho auf Braun 11 auf“ verschenkt (84,1 gegenüber 87,2 Pesos wert, 6 "
          "Entscheidungen nach diesem Zug)",
}
STOLEN = {
    "en": "Uses STEAL, steals the golden 8 from Blue, starts a golden herd: the golden 8 and "
          "Blue gets 8 Pesos of insurance",
    "es": "Usa ROBAR, roba la dorada 8 a Azul, empieza una manada dorada: la dorada 8 y Azul "
          "recibe 8 Pesos de seguro",
    "fr": "Utilise VOL, vole le 8 doré à Bleu, commence un troupeau doré\xa0: le 8 doré et Bleu "
          "reçoit 8 Pesos d'assurance",
    "de": "Benutzt STEHLEN, stiehlt Gold 8 von Blau, beginnt eine goldene Herde: Gold 8 und "
          "Blau erhält 8 Pesos Entschädigung",
}


@pytest.fixture(scope="module")
def reviewed() -> Review:
    """Red's review (beginner) of 60 steps of a seeded game between beginner coaches."""
    game = gaucho.Game.new(players=2, seed=1)
    bots = [CoachBot("beginner", seed=f"1/{q}") for q in range(2)]
    while not game.is_over and len(game.history) < 60:
        game.play(bots[game.current_player].choose(game))
    return review(game, 0, "beginner", seed=1)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_review_says_tiles_as_its_sentences_need(
        reviewed: Review, language: str) -> None:
    moment = next(d for d in reviewed.decisions if str(d.played) == "C B11 3+w")
    steal = next(d for d in reviewed.decisions if str(d.played) == "steal G8")
    with use_language(language):
        assert str(moment.text) == MOMENT[language]
        assert str(steal.reason).split(";")[0].rstrip() == STOLEN[language]
