"""The guided first game names a move in words, quoted, its notation beside the words, as an
exercise's feedback does: "The game refuses “puts a standing gaucho on the black 8 for 4
(A K8 4)”: …", never "The game refuses A K8 4: …" to a student.  A move the game cannot read
is told in a student's words (gaucho.exercises.move_problem), never with
help(gaucho.actions) or the 'A <tile> <dice>' template; after the script too.  In 4
languages."""

from __future__ import annotations

from html import escape

import pytest

from gaucho.explorer.guided import GuidedGame
from gaucho.i18n import use_language

NB, NN = "\u00a0", "\u202f"  # French: no-break space (before ":", inside « »), narrow (";")

LANGUAGES = ("en", "es", "fr", "de")

#: At the step "A K8 4+4": a refused claim, a legal claim that is not the step's move and a
#: typo, each with the step's hint.
AT_THE_CLAIM = {
    "en": ["The game refuses “puts a standing gaucho on the black 8 for 4 (A K8 4)”: a "
           "standing claim on K8 costs exactly 8, but you paid 4. Hint: Pay 4+4 for a standing "
           "gaucho on the black 8 (in P1).",
           "“puts a lying gaucho on the black 8 for 4 (B K8 4)” is allowed, but not what this "
           "step asks. Hint: Pay 4+4 for a standing gaucho on the black 8 (in P1).",
           "Not a move the game can read (no move starts with “tak”). Hint: Pay 4+4 for a "
           "standing gaucho on the black 8 (in P1)."],
    "es": ["El juego rechaza «pone un gaucho de pie en la negra 8 por 4 (A K8 4)»: un reclamo "
           "de pie en K8 cuesta exactamente 8, pero has pagado 4. Pista: Paga 4+4 por un gaucho "
           "de pie en la negra 8 (en P1).",
           "«pone un gaucho acostado en la negra 8 por 4 (B K8 4)» está permitido, pero no es "
           "lo que pide este paso. Pista: Paga 4+4 por un gaucho de pie en la negra 8 (en P1).",
           "El juego no puede leer esa jugada (ninguna jugada empieza por «tak»). Pista: Paga "
           "4+4 por un gaucho de pie en la negra 8 (en P1)."],
    "fr": [f"Le jeu refuse «{NB}pose un gaucho debout sur le 8 noir pour 4 (A K8 4){NB}»{NB}: "
           "une réservation debout sur K8 coûte exactement 8, mais vous avez payé 4. "
           f"Indice{NB}: Payez 4+4 pour un gaucho debout sur le 8 noir (dans P1).",
           f"«{NB}pose un gaucho couché sur le 8 noir pour 4 (B K8 4){NB}» est autorisé, mais "
           f"ce n'est pas ce que demande cette étape. Indice{NB}: Payez 4+4 pour un gaucho "
           "debout sur le 8 noir (dans P1).",
           f"Le jeu ne peut pas lire ce coup (aucun coup ne commence par «{NB}tak{NB}»). "
           f"Indice{NB}: Payez 4+4 pour un gaucho debout sur le 8 noir (dans P1)."],
    "de": ["Das Spiel lehnt „stellt für 4 einen stehenden Gaucho auf Schwarz 8 (A K8 4)“ ab: "
           "eine stehende Reservierung auf K8 kostet genau 8, aber du hast 4 bezahlt. Tipp: "
           "Bezahle 4+4 für einen stehenden Gaucho auf der schwarzen 8 (in P1).",
           "„legt für 4 einen liegenden Gaucho auf Schwarz 8 (B K8 4)“ ist erlaubt, aber nicht "
           "das, was dieser Schritt verlangt. Tipp: Bezahle 4+4 für einen stehenden Gaucho auf "
           "der schwarzen 8 (in P1).",
           "Diesen Zug kann das Spiel nicht lesen (kein Zug beginnt mit „tak“). Tipp: Bezahle "
           "4+4 für einen stehenden Gaucho auf der schwarzen 8 (in P1)."],
}

#: At the first step, a bare keep: it keeps no tile, said so (not "keeps  (keep)").
BARE_KEEP = {
    "en": "The game refuses “keeps no tile (keep)”: you must keep at least one tile. Hint: "
          "Keep the three small tiles K1, W3 and G1.",
    "es": "El juego rechaza «no se queda con ninguna ficha (keep)»: debes quedarte al menos "
          "con una ficha. Pista: Quédate con las tres fichas pequeñas K1, W3 y G1.",
    "fr": f"Le jeu refuse «{NB}ne garde aucune tuile (keep){NB}»{NB}: vous devez garder au "
          f"moins 1 tuile. Indice{NB}: Gardez les trois petites tuiles K1, W3 et G1.",
    "de": "Das Spiel lehnt „behält kein Plättchen (keep)“ ab: du musst mindestens ein "
          "Plättchen behalten. Tipp: Behalte die drei kleinen Plättchen K1, W3 und G1.",
}

#: After the script (the student plays on against the coach): a refused draft and a claim
#: written wrong.
PLAYING_ON = {
    "en": ["The game refuses “takes 9 and 9 from the Dice Rodeo (take 9 9)”: the Dice Rodeo "
           "shows 1, 2, 4, 4 and 6; 9 and 9 are not both there.",
           "The game cannot read that move: “A G6” starts like a move but is not written as "
           "one"],
    "es": ["El juego rechaza «elige 9 y 9 del Rodeo de dados (take 9 9)»: el Rodeo de dados "
           "muestra 1, 2, 4, 4 y 6; 9 y 9 no están los dos ahí.",
           "El juego no puede leer esa jugada: «A G6» empieza como una jugada, pero no está "
           "escrita como tal"],
    "fr": [f"Le jeu refuse «{NB}prend 9 et 9 dans le Rodéo de dés (take 9 9){NB}»{NB}: le "
           f"Rodéo de dés montre 1, 2, 4, 4 et 6{NN}; 9 et 9 n'y sont pas tous les deux.",
           f"Le jeu ne peut pas lire ce coup{NB}: «{NB}A G6{NB}» commence comme un coup, mais "
           "n'est pas écrit comme tel"],
    "de": ["Das Spiel lehnt „nimmt 9 und 9 aus dem Würfelrodeo (take 9 9)“ ab: der Würfelrodeo "
           "zeigt 1, 2, 4, 4 und 6; 9 und 9 sind nicht beide dort.",
           "Das Spiel kann diesen Zug nicht lesen: „A G6“ beginnt wie ein Zug, ist aber nicht "
           "so geschrieben"],
}


def _at_the_claim() -> GuidedGame:
    guide = GuidedGame()
    while guide.step is not None and guide.step.move != "A K8 4+4":
        assert guide.play(guide.step.move).correct
    return guide


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_move_is_said_in_words_with_its_notation(language: str) -> None:
    guide = _at_the_claim()
    before = guide.game.to_position()
    with use_language(language):
        told = [guide.play(move) for move in ("A K8 4", "B K8 4", "tak 4 4")]
    assert [t.message for t in told] == AT_THE_CLAIM[language]
    assert [t.correct for t in told] == [False, False, False]
    assert [t.rule_id for t in told] == ["R-DICE-3"] * 3
    assert guide.game.to_position() == before and guide.step.move == "A K8 4+4"  # type: ignore[union-attr]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bare_keep_keeps_no_tile(language: str) -> None:
    guide = GuidedGame()
    with use_language(language):
        told = guide.play("keep")
    assert (told.correct, told.message, told.rule_id) == (False, BARE_KEEP[language],
                                                          "R-PRELIM-4")


@pytest.mark.parametrize("language", LANGUAGES)
def test_after_the_script_a_refusal_says_the_move_in_words(language: str) -> None:
    guide = GuidedGame()
    while not guide.done:
        assert guide.play(guide.step.move).correct  # type: ignore[union-attr]
    before = guide.game.to_position()
    with use_language(language):
        told = [guide.play(move) for move in ("take 9 9", "A G6")]
    assert [t.message for t in told] == PLAYING_ON[language]
    assert [t.rule_id for t in told] == ["R-TURN-1", ""]
    assert guide.game.to_position() == before


def test_no_hint_sends_a_student_to_help_or_a_template() -> None:
    for language in LANGUAGES:
        guide = _at_the_claim()
        with use_language(language):
            said = [guide.play(move).message for move in ("dance", "A G6", "A K8", "")]
        for message in said:
            assert "help(" not in message and "<" not in message, message


def test_the_widget_shows_the_move_in_words() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.guided import GuidedGameView

    view = GuidedGameView(_at_the_claim(), language="fr")
    assert view.try_move("B K8 4") is False
    assert escape(AT_THE_CLAIM["fr"][1]) in view.feedback.value
    assert "#b3261e" in view.feedback.value
