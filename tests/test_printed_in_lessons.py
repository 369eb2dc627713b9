"""What the lessons print, read in es/fr/de: a menu of legal actions headed by its groups'
names (never their keys "keep:", "place:"), chance steps said in words (never "roll 2 4 5"),
a French colon after a no-break space, a rule's notes in the rule's own language, the kept
tiles revealed in words, a drill's question naming an area as its choices do, and the text
view's key naming each breed as a tile does (German "B Braun", not "B braune")."""

from __future__ import annotations

import dataclasses
import random

import pytest

import gaucho
from gaucho import drills, rules
from gaucho.coach.words import say_decision
from gaucho.config import DEFAULT_CONFIG
from gaucho.game import chance_words
from gaucho.i18n import use_language
from gaucho.views.text import key_text

NB = "\u00a0"  # the no-break space French puts before a colon
LANGUAGES = ("en", "es", "fr", "de")


def _seven() -> gaucho.Game:
    """3 players, seed 7, the first legal action six times: round 1, Red to take dice."""
    game = gaucho.Game.new(players=3, seed=7)
    for _step in range(6):
        game.play(game.legal_actions()[0])
    return game


# ------------------------------------------------------------------ the menu
MENU = {
    "en": ("<LegalActions (12)\n"
           "  Pampa (A stand / B lie / C raise): A S6 6, A K4 4, B W12 6, A B10 4+6, A S10 4+6, "
           "B K9 4, B B8 4, A B6 6\n"
           "  Action spaces: place STEAL 4, place STEPPE 6\n"
           "  Remove a gaucho: remove SALE\n"
           "  End turn: end>"),
    "es": ("<LegalActions (12)\n"
           "  Pampa (A de pie / B acostado / C levantar): A S6 6, A K4 4, B W12 6, A B10 4+6, "
           "A S10 4+6, B K9 4, B B8 4, A B6 6\n"
           "  Espacios de Acción: place STEAL 4, place STEPPE 6\n"
           "  Retirar un gaucho: remove SALE\n"
           "  Terminar el turno: end>"),
    "fr": ("<LegalActions (12)\n"
           f"  Pampa (A debout / B couché / C relever){NB}: A S6 6, A K4 4, B W12 6, A B10 4+6, "
           "A S10 4+6, B K9 4, B B8 4, A B6 6\n"
           f"  Cases Action{NB}: place STEAL 4, place STEPPE 6\n"
           f"  Retirer un gaucho{NB}: remove SALE\n"
           f"  Finir le tour{NB}: end>"),
    "de": ("<LegalActions (12)\n"
           "  Pampa (A stehen / B liegen / C aufrichten): A S6 6, A K4 4, B W12 6, A B10 4+6, "
           "A S10 4+6, B K9 4, B B8 4, A B6 6\n"
           "  Aktionsfelder: place STEAL 4, place STEPPE 6\n"
           "  Einen Gaucho entfernen: remove SALE\n"
           "  Zug beenden: end>"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_menu_of_legal_actions_is_headed_by_its_groups_names(language: str) -> None:
    game = _seven()
    game.play("take 4 6")
    with use_language(language):
        assert repr(game.legal_actions()) == MENU[language]


def test_a_menu_with_one_group_and_an_empty_menu() -> None:
    game = _seven()
    with use_language("de"):
        assert repr(game.legal_actions()) == (
            "<LegalActions (8)\n  Würfelwahl: take 1 1, take 1 2, take 1 4, take 1 6, take 2 4, "
            "take 2 6, take 4 4, take 4 6>")
    assert repr(gaucho.game.LegalActions()) == "<LegalActions: none>"


# ------------------------------------------------------------------ a step's line
#: Steps 4 (the covering tiles), 5 (a player's first gaucho) and 8 (the dice) of _seven,
#: then the first draw of a game with draws by chance.
STEPS = {
    "en": ("4. Chance: covers 2 tiles face down", "5. Green: place SORT",
           "8. Chance: rolls 1, 1, 2, 4, 4, 4 and 6", "1. Chance: draws the black 12"),
    "es": ("4. Azar: tapa 2 fichas boca abajo", "5. Verde: place SORT",
           "8. Azar: tira 1, 1, 2, 4, 4, 4 y 6", "1. Azar: saca la negra 12"),
    "fr": (f"4. Hasard{NB}: couvre 2 tuiles face cachée", f"5. Vert{NB}: place SORT",
           f"8. Hasard{NB}: lance 1, 1, 2, 4, 4, 4 et 6", f"1. Hasard{NB}: pioche le 12 noir"),
    "de": ("4. Zufall: deckt 2 Plättchen verdeckt ab", "5. Grün: place SORT",
           "8. Zufall: würfelt 1, 1, 2, 4, 4, 4 und 6", "1. Zufall: zieht Schwarz 12"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_chance_steps_are_said_in_words_and_a_players_step_in_notation(language: str) -> None:
    game = _seven()
    drawn = gaucho.Game.new(players=2, seed=1, draws="chance", auto_chance=False)
    drawn.play("draw K12")
    with use_language(language):
        lines = [game.history[i].narrate().splitlines()[0] for i in (3, 4, 7)]
        lines.append(drawn.transcript().splitlines()[0])
    assert tuple(lines) == STEPS[language]


def test_the_covering_tiles_stay_unnamed_in_the_transcript() -> None:
    game = _seven()
    assert str(game.history[3].action) == "cover G10 S4"
    assert "G10" not in game.transcript() and "S4" not in game.transcript()
    with use_language("en"):
        assert "golden 10" not in game.transcript()


@pytest.mark.parametrize("language", LANGUAGES)
def test_chance_words_are_the_coachs_words(language: str) -> None:
    """The transcript says a chance step as :func:`say_decision` does, in each language."""
    game = _seven()
    drawn = gaucho.Game.new(players=2, seed=1, draws="chance")
    steps = [game.history[3], game.history[7], *drawn.history[:3]]
    assert [s.action.kind for s in steps] == ["cover", "roll", "draw", "draw", "draw"]
    with use_language(language):
        assert [str(chance_words(s.action)) for s in steps] == [
            say_decision(s.action, s.phase) for s in steps]
        assert chance_words(game.history[4].action) is None


# ------------------------------------------------------------------ the reveal
REVEALS = {
    "en": ["Green keeps 2 tiles [R-PRELIM-3]", "Red reveals the white 9 [R-PRELIM-2]",
           "Blue reveals the spotted 7 and the spotted 1 [R-PRELIM-2]",
           "Green reveals the black 8 and the spotted 4 [R-PRELIM-2]"],
    "es": ["Verde se queda con 2 fichas [R-PRELIM-3]", "Rojo muestra la blanca 9 [R-PRELIM-2]",
           "Azul muestra la manchada 7 y la manchada 1 [R-PRELIM-2]",
           "Verde muestra la negra 8 y la manchada 4 [R-PRELIM-2]"],
    "fr": ["Vert garde 2 tuiles [R-PRELIM-3]", "Rouge révèle le 9 blanc [R-PRELIM-2]",
           "Bleu révèle le 7 tacheté et le 1 tacheté [R-PRELIM-2]",
           "Vert révèle le 8 noir et le 4 tacheté [R-PRELIM-2]"],
    "de": ["Grün behält 2 Plättchen [R-PRELIM-3]", "Rot deckt Weiß 9 auf [R-PRELIM-2]",
           "Blau deckt Gefleckt 7 und Gefleckt 1 auf [R-PRELIM-2]",
           "Grün deckt Schwarz 8 und Gefleckt 4 auf [R-PRELIM-2]"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_kept_tiles_are_revealed_in_words_in_their_herds_order(language: str) -> None:
    game = gaucho.Game.new(players=3, seed=7)
    for _step in range(3):
        game.play(game.legal_actions()[-1])
    assert [str(s.action) for s in game.history[:3]] == ["keep W9", "keep S7 S1", "keep K8 S4"]
    with use_language(language):
        assert [str(e) for e in game.history[2].events] == REVEALS[language]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Red reveals no tile [R-PRELIM-2]"),
    ("es", "Rojo no muestra ninguna ficha [R-PRELIM-2]"),
    ("fr", "Rouge ne révèle aucune tuile [R-PRELIM-2]"),
    ("de", "Rot deckt kein Plättchen auf [R-PRELIM-2]")])
def test_a_player_who_kept_nothing_reveals_no_tile(language: str, said: str) -> None:
    config = dataclasses.replace(DEFAULT_CONFIG, min_keep=0)
    game = gaucho.Game.new(players=2, seed=3, config=config)
    game.play("keep")
    game.play("keep")
    reveals = [e for e in game.history[-1].events if e.kind == "reveal"]
    with use_language(language):
        assert str(reveals[0]) == said
    assert len(reveals) == 2


# ------------------------------------------------------------------ a rule's notes
NOTES = {
    "en": ["Sources: ES, FR, DIG:HIEW", "Examples: EX-TURN-1, EX-TURN-2, EX-WISH-2"],
    "es": ["Fuentes: ES, FR, DIG:HIEW", "Ejemplos: EX-TURN-1, EX-TURN-2, EX-WISH-2"],
    "fr": [f"Sources{NB}: ES, FR, DIG:HIEW", f"Exemples{NB}: EX-TURN-1, EX-TURN-2, EX-WISH-2"],
    "de": ["Quellen: ES, FR, DIG:HIEW", "Beispiele: EX-TURN-1, EX-TURN-2, EX-WISH-2"],
}


@pytest.mark.parametrize("shown_in", LANGUAGES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rules_notes_are_in_the_rules_language(language: str, shown_in: str) -> None:
    """R-DICE-3 in ``language`` labels its notes in it, whatever the notebook speaks."""
    with use_language(shown_in):
        rule = rules.get("R-DICE-3", language)
        text, markdown, page = str(rule), rule._repr_markdown_(), rule._repr_html_()
    sources, examples = NOTES[language]
    assert text.splitlines()[-2:] == [sources, examples]
    assert markdown.endswith(f"\n\n*{sources}*  \n*{examples}*")
    assert (f'<div style="color:#666;font-size:90%">{sources}</div>'
            f'<div style="color:#666;font-size:90%">{examples}</div></div>') in page


def test_a_rules_choice_is_labelled_in_its_language() -> None:
    with use_language("en"):
        lines = str(rules.get("R-COMP-3", "de")).splitlines()[-3:]
    assert lines[0] == "Quellen: ES, FR für 11→5; DIG:LUDOV für den Bereich 1–6; ASSUMED"
    assert lines[1].startswith("Unsere Wahl: klein = max(1, floor(groß/2)) (11→5 belegt); "
                               "Alternativen: ceil(groß/2)")
    assert lines[2] == "Beispiele: EX-TURN-2"


# ------------------------------------------------------------------ drills
PLACED = {
    "en": ("Green has just placed a gaucho on STEAL. Which move does the game refuse now?",
           "Red uses SALE on the herd spotted 1, spotted 6, spotted 9 and spotted 12. How "
           "many Pesos does it bring?"),
    "es": ("Verde acaba de colocar un gaucho en ROBAR. ¿Qué jugada rechaza ahora el juego?",
           "Rojo usa VENTA con esta manada: la manchada 1, la manchada 6, la manchada 9 y la "
           "manchada 12. ¿Cuántos Pesos le da?"),
    "fr": ("Vert vient de placer un gaucho sur VOL. Quel coup le jeu refuse-t-il maintenant\u202f?",
           "Rouge utilise VENTE sur ce troupeau\xa0: le 1 tacheté, le 6 tacheté, le 9 tacheté "
           "et le 12 tacheté. Combien de Pesos cela rapporte-t-il\u202f?"),
    "de": ("Grün hat gerade einen Gaucho auf STEHLEN gesetzt. Welchen Zug lehnt das Spiel jetzt "
           "ab?", "Rot nutzt VERKAUF für diese Herde: Gefleckt 1, Gefleckt 6, Gefleckt 9 und "
           "Gefleckt 12. Wie viele Pesos bringt das ein?"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_drill_names_an_area_by_its_short_name(language: str) -> None:
    with use_language(language):
        refused = drills.placed_refused("t", random.Random(5))
        sale = drills.sale_value("t", random.Random(5))
        assert (refused.question, sale.question) == PLACED[language]
    assert sorted(refused.choices()) == ["A S5 5", "end", "place STEAL 5"]


# ------------------------------------------------------------------ the text view's key
KEYS = {
    "en": "(B brown, G golden, K black, W white, S spotted)",
    "es": "(B parda, G dorada, K negra, W blanca, S manchada)",
    "fr": "(B marron, G doré, K noir, W blanc, S tacheté)",
    "de": "(B Braun, G Gold, K Schwarz, W Weiß, S Gefleckt)",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_key_names_each_breed_as_a_tile_does(language: str) -> None:
    with use_language(language):
        key = key_text(2)
    assert KEYS[language] in key
    if language == "de":
        assert key == ("  Legende: ein Plättchen ist der Buchstabe seiner Rasse (B Braun, G Gold, "
                       "K Schwarz, W Weiß, S Gefleckt) und seine Zahl; ^ ein stehender Gaucho, "
                       "_ ein liegender, dann der Buchstabe seines Besitzers (R Rot, B Blau); "
                       ".. leer, ## gesperrt")
