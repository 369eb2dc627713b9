"""Words a reviewer read in es/fr/de: a claim reserves a tile (es "reserva", fr "réserve",
never the preliminary keep's "se queda" nor "prend"), a keep "se queda con" its tiles, the
coach "prévoit" its Pesos, a refused puzzle answer "verschenkt", one "gegenüber" in the
review's comparisons, and the WISH die is named as the lessons name it (no "dé souhait",
no "dado de DESEO" left)."""

from __future__ import annotations

import gettext

import pytest

from gaucho.i18n import LOCALE_DIR, Message, Plural, and_list, use_language

MOVE = "«x»"


def said(language: str, message: Message) -> str:
    with use_language(language):
        return str(message)


@pytest.mark.parametrize(("language", "stand", "lie"), [
    ("es", "reserva la dorada 7 con un gaucho de pie", "pone un gaucho acostado en la dorada 7"),
    ("fr", "réserve le 7 doré avec un gaucho debout", "pose un gaucho couché sur le 7 doré"),
    ("de", "reserviert Gold 7 mit einem stehenden Gaucho",
     "legt einen liegenden Gaucho auf Gold 7"),
])
def test_a_claim_reserves_its_tile(language: str, stand: str, lie: str) -> None:
    tile = {"es": "la dorada 7", "fr": "le 7 doré", "de": "Gold 7"}[language]
    assert said(language, Message("claims {tile} with a standing gaucho", tile=tile)) == stand
    assert said(language, Message("puts a lying gaucho on {tile}", tile=tile)) == lie


def test_the_french_worth_lines_say_claimed_tiles_reserved() -> None:
    one = Plural("worth {mean} Pesos on average {n} decision after this turn (Pesos and what "
                 "herds and claims are worth), ahead in {win}% of the play-outs",
                 "worth {mean} Pesos on average {n} decisions after this turn (Pesos and what "
                 "herds and claims are worth), ahead in {win}% of the play-outs", 6,
                 mean="84,1", win=40)
    assert said("fr", one) == ("vaut en moyenne 84,1 Pesos 6 décisions après ce tour (les Pesos "
                               "et ce que valent les troupeaux et les tuiles réservées), en "
                               "tête dans 40 % des simulations")
    # the workshop's "tiles taken" counts tiles collected and stolen: still "prises"
    assert said("fr", Message("tiles taken")) == "tuiles prises"


@pytest.mark.parametrize(("msgid", "french"), [
    ("Right: {move} [{rules}]. The coach expects {mean} Pesos at the end after it",
     "Exact\xa0: «x» [R-TURN-1]. Après ce coup, l'entraîneur prévoit 136,5 Pesos à la fin"),
    ("The answer: {move} [{rules}]. The coach expects {mean} Pesos at the end after it",
     "La réponse\xa0: «x» [R-TURN-1]. Après ce coup, l'entraîneur prévoit 136,5 Pesos à la fin"),
    ("Right: {move} [{rules}]. The coach expects {mean} Pesos at the end after it, {gap} more "
     "than after the next best, “{second}”",
     "Exact\xa0: «x» [R-TURN-1]. Après ce coup, l'entraîneur prévoit 136,5 Pesos à la fin, 2,5 "
     "de plus qu'après le suivant, «\xa0y\xa0»"),
    ("The answer: {move} [{rules}]. The coach expects {mean} Pesos at the end after it, {gap} "
     "more than after the next best, “{second}”",
     "La réponse\xa0: «x» [R-TURN-1]. Après ce coup, l'entraîneur prévoit 136,5 Pesos à la fin, "
     "2,5 de plus qu'après le suivant, «\xa0y\xa0»"),
])
def test_the_french_coach_foresees_its_pesos(msgid: str, french: str) -> None:
    assert said("fr", Message(msgid, move=MOVE, rules="R-TURN-1", mean="136,5", gap="2,5",
                              second="y")) == french


def test_spanish_keeps_and_losses() -> None:
    with use_language("es"):
        tiles = and_list(["la parda 5", "la dorada 1"])
        assert str(Plural("keeps {tiles}", "keeps {tiles}", 2, tiles=tiles)) == (
            "se queda con la parda 5 y la dorada 1")
        assert str(Plural("keeps {n} tile face down", "keeps {n} tiles face down", 1)) == (
            "se queda con 1 ficha boca abajo")
        assert str(Plural("keeps {n} tile face down", "keeps {n} tiles face down", 2)) == (
            "se queda con 2 fichas boca abajo")
        assert str(Message("The more tiles you keep, the smaller they must be: three tiles "
                           "may be worth at most 4 each.")).startswith(
            "Cuantas más fichas te quedes, más pequeñas deben ser:")
        one = Plural("{player}'s unspent die {dice} is lost",
                     "{player}'s unspent dice {dice} are lost", 1, player="Azul", dice="4")
        two = Plural("{player}'s unspent die {dice} is lost",
                     "{player}'s unspent dice {dice} are lost", 2, player="Azul",
                     dice=and_list([4, 6]))
        assert [str(one), str(two)] == ["Azul pierde el dado que no ha gastado: 4",
                                        "Azul pierde los dados que no ha gastado: 4 y 6"]
        assert str(Message("{player}'s unspent WISH die is lost", player="Azul")) == (
            "Azul pierde el dado imaginario sin gastar")


def test_german_puzzle_feedback_and_review() -> None:
    with use_language("de"):
        assert str(Message("Not this one: {move} [{rules}], and gives up {cost} Pesos on "
                           "average at the end. Try again", move=MOVE, rules="R-TURN-1",
                           cost="11,8")) == (
            "Nicht dieser: «x» [R-TURN-1] verschenkt am Ende im Schnitt 11,8 Pesos. Versuch "
            "es noch einmal")
        assert str(Message("Not this one: {move} [{rules}], far from the best. Try again",
                           move=MOVE, rules="R-TURN-1")) == (
            "Nicht dieser: «x» [R-TURN-1], weit vom besten Zug entfernt. Versuch es noch "
            "einmal")
        costs = Message("“{move}” costs {cost} Pesos on average against the best move, "
                        "“{best}”: {mean} against {best_mean} Pesos at the end", move="x",
                        cost="2,0", best="y", mean="50,0", best_mean="52,0")
        gave = Message("{band}: “{move}” gave up {loss} Pesos on average against “{best}” "
                       "({mean} against {best_mean} Pesos at the end)", band="Fehler",
                       move="x", loss="2,0", best="y", mean="50,0", best_mean="52,0")
        assert str(costs) == ("„x“ kostet im Schnitt 2,0 Pesos gegenüber dem besten Zug „y“: "
                              "50,0 gegenüber 52,0 Pesos am Ende")
        assert str(gave) == ("Fehler: „x“ hat im Schnitt 2,0 Pesos gegenüber „y“ verschenkt "
                             "(50,0 gegenüber 52,0 Pesos am Ende)")


@pytest.mark.parametrize(("language", "old"), [("fr", "dé souhait"), ("es", "dado de DESEO"),
                                               ("de", "WUNSCH {value}")])
def test_no_translation_names_the_die_as_the_area(language: str, old: str) -> None:
    mo = LOCALE_DIR / language / "LC_MESSAGES" / "gaucho.mo"
    with mo.open("rb") as f:
        catalog = gettext.GNUTranslations(f)._catalog  # type: ignore[attr-defined]
    assert [k for k, v in catalog.items() if old.lower() in str(v).lower()] == []
