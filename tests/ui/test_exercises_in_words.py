"""An exercise's feedback names the move in words in every line, the first one too (the
move's notation beside the words), in every language: "The game refuses “keeps the brown 8,
… (keep W7 B8 B10)”: …", never "Das Spiel lehnt keep W7 B8 B10 ab" (gaucho.exercises keeps
the move on the Feedback, ``move`` and ``wording``, and Feedback.lines says it as the later
lines do).  A move the game cannot read is told in a student's words, never with
help(gaucho.actions).  The widget's plain text opens with "{heading}: {question}", French
with a no-break space before the colon."""

from __future__ import annotations

from html import escape

import pytest

from gaucho import drills, examples
from gaucho.exercises import Drill, Feedback, PickMove, PickRefused, about
from gaucho.i18n import use_language

pytest.importorskip("ipywidgets")

from gaucho.widgets.exercise import ExerciseWidget  # noqa: E402

NB, NN = "\u00a0", "\u202f"  # the French no-break space (before ":") and narrow one (";", "!")

#: The first line of each answer to Drill("y", drills.keep_most, seed=5) (choices keep G1 W7,
#: keep W7 B8 B10, keep W10: right, refused, allowed but not what was asked).
KEEP_MOST = {
    "en": ["Right! The game accepts “keeps the golden 1 and the white 7 (keep G1 W7)”.",
           "Not quite. The game refuses “keeps the brown 8, the brown 10 and the white 7 "
           "(keep W7 B8 B10)”: to keep 3 tiles each must be at most 4, but you chose a 10.",
           "Not quite. “keeps the white 10 (keep W10)” is allowed, but it does not do what was "
           "asked."],
    "es": ["¡Correcto! El juego acepta «se queda con la dorada 1 y la blanca 7 (keep G1 W7)».",
           "No del todo. El juego rechaza «se queda con la parda 8, la parda 10 y la blanca 7 "
           "(keep W7 B8 B10)»: para quedarte con 3 fichas, cada una debe valer como mucho 4, "
           "pero has elegido un 10.",
           "No del todo. «se queda con la blanca 10 (keep W10)» está permitido, pero no hace "
           "lo que se pedía."],
    "fr": [f"Exact{NN}! Le jeu accepte «{NB}garde le 1 doré et le 7 blanc (keep G1 W7){NB}».",
           f"Pas tout à fait. Le jeu refuse «{NB}garde le 8 marron, le 10 marron et le 7 blanc "
           f"(keep W7 B8 B10){NB}»{NB}: pour garder 3 tuiles, chacune doit valoir au plus 4, "
           "mais vous avez choisi une tuile de 10.",
           f"Pas tout à fait. «{NB}garde le 10 blanc (keep W10){NB}» est autorisé, mais ne fait "
           "pas ce qui était demandé."],
    "de": ["Richtig! Das Spiel akzeptiert „behält Gold 1 und Weiß 7 (keep G1 W7)“.",
           "Nicht ganz. Das Spiel lehnt „behält Braun 8, Braun 10 und Weiß 7 (keep W7 B8 B10)“ "
           "ab: um 3 Plättchen zu behalten, darf jedes höchstens 4 sein, aber du hast eine 10 "
           "gewählt.",
           "Nicht ganz. „behält Weiß 10 (keep W10)“ ist erlaubt, macht aber nicht, was "
           "verlangt war."],
}


NOT_QUITE = {"en": "Not quite.", "es": "No del todo.", "fr": "Pas tout à fait.",
             "de": "Nicht ganz."}


def _keep_most() -> Drill:
    return Drill("y", drills.keep_most, seed=5)  # the reviewer's snippet


@pytest.mark.parametrize("language", sorted(KEEP_MOST))
def test_every_answer_names_the_move_in_words_first(language: str) -> None:
    drill = _keep_most()
    assert drill.choices() == ["keep G1 W7", "keep W7 B8 B10", "keep W10"]
    view = ExerciseWidget(drill, language=language)
    firsts = []
    for choice in drill.choices() or ():
        told = view.answer(choice)
        with use_language(language):
            firsts.append(told.lines(view.said)[0])
        assert told.move == choice
    assert firsts == KEEP_MOST[language]
    # the widget shows the same line under its verdict (in red), in its language
    view.answer("keep W10")
    verdict = NOT_QUITE[language]
    line = KEEP_MOST[language][2].removeprefix(f"{verdict} ")
    assert view.feedback.value.startswith(
        f'<div style="color:#b3261e;font-weight:bold">{verdict}</div>')
    assert f">{escape(line)}\n" in view.feedback.value


def test_the_message_keeps_the_notation_and_the_lines_default_to_it() -> None:
    told = _keep_most().check("keep W7 B8 B10")
    with use_language("en"):
        assert told.message == ("The game refuses “keep W7 B8 B10”: to keep 3 tiles each must "
                                "be at most 4, but you chose a 10.")
        assert told.lines()[0] == f"Not quite. {told.message}"
        assert told.said() == told.message
        assert told.said(lambda move: "keeps three") == told.message.replace(
            "keep W7 B8 B10", "keeps three (keep W7 B8 B10)")
    assert (told.move, told.wording) == (
        "keep W7 B8 B10", "The game refuses “{move}”: to keep 3 tiles each must be at most 4, "
                          "but you chose a 10.")


def test_a_reason_with_braces_and_a_move_in_the_reason_are_kept_as_they_are() -> None:
    told = about(False, "The game refuses “{move}”: {reason}.", "end",
                 reason="you cannot end {now}, end later")
    assert told.message == "The game refuses “end”: you cannot end {now}, end later."
    assert told.said(lambda move: "ends the turn") == (
        "The game refuses “ends the turn (end)”: you cannot end {now}, end later.")
    assert told == Feedback(False, told.message, move="end", wording=(
        "The game refuses “{move}”: you cannot end {{now}}, end later."))


#: A refused-move exercise answered with the legal move, then with the refused one, and a
#: move none of the choices, each in words (the pay exercise of EX-DICE-SPLIT).
REFUSED = {
    "en": ["Not quite. The game accepts “puts a standing gaucho on the golden 6 for 6 (A G6 6)”: "
           "it is allowed.",
           "Right! The game refuses “puts a standing gaucho on the golden 6 for 4+6 (A G6 4+6)”: "
           "a standing claim on G6 costs exactly 6, but you paid 10.",
           "“puts a standing gaucho on the white 10 for 4+6 (A W10 4+6)” is not one of the "
           "choices."],
    "es": ["No del todo. El juego acepta «pone un gaucho de pie en la dorada 6 por 6 (A G6 6)»: "
           "está permitido.",
           "¡Correcto! El juego rechaza «pone un gaucho de pie en la dorada 6 por 4+6 "
           "(A G6 4+6)»: un reclamo de pie en G6 cuesta exactamente 6, pero has pagado 10.",
           "«pone un gaucho de pie en la blanca 10 por 4+6 (A W10 4+6)» no es una de las "
           "opciones."],
    "fr": [f"Pas tout à fait. Le jeu accepte «{NB}pose un gaucho debout sur le 6 doré pour 6 "
           f"(A G6 6){NB}»{NB}: ce coup est autorisé.",
           f"Exact{NN}! Le jeu refuse «{NB}pose un gaucho debout sur le 6 doré pour 4+6 "
           f"(A G6 4+6){NB}»{NB}: une réservation debout sur G6 coûte exactement 6, mais vous "
           "avez payé 10.",
           f"«{NB}pose un gaucho debout sur le 10 blanc pour 4+6 (A W10 4+6){NB}» ne fait pas "
           "partie des choix proposés."],
    "de": ["Nicht ganz. Das Spiel akzeptiert „stellt für 6 einen stehenden Gaucho auf Gold 6 "
           "(A G6 6)“: Der Zug ist erlaubt.",
           "Richtig! Das Spiel lehnt „stellt für 4+6 einen stehenden Gaucho auf Gold 6 "
           "(A G6 4+6)“ ab: eine stehende Reservierung auf G6 kostet genau 6, aber du hast 10 "
           "bezahlt.",
           "„stellt für 4+6 einen stehenden Gaucho auf Weiß 10 (A W10 4+6)“ ist keine der "
           "angebotenen Möglichkeiten."],
}


@pytest.mark.parametrize("language", sorted(REFUSED))
def test_a_refused_move_exercise_names_the_moves_in_words(language: str) -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickRefused("t-words-refused", game, "Which is refused?", ["A G6 6", "A G6 4+6"],
                     rule_id="R-DICE-3")
    view = ExerciseWidget(ex, language=language)
    firsts = []
    for answer in ("A G6 6", "A G6 4+6", "A W10 4+6"):
        told = view.answer(answer)
        with use_language(language):
            firsts.append(told.lines(view.said)[0])
    assert firsts == REFUSED[language]


#: What the game says when judge() itself meets a move it cannot read ("tak 4 5").
CANNOT_READ = {
    "en": "The game cannot read that move: no move starts with “tak”",
    "es": "El juego no puede leer esa jugada: ninguna jugada empieza por «tak»",
    "fr": f"Le jeu ne peut pas lire ce coup{NB}: aucun coup ne commence par «{NB}tak{NB}»",
    "de": "Das Spiel kann diesen Zug nicht lesen: kein Zug beginnt mit „tak“",
}


@pytest.mark.parametrize("language", sorted(CANNOT_READ))
def test_judge_on_an_unreadable_move_says_no_python(language: str) -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    pick = PickMove("t-words-judge", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"],
                    rule_id="R-DICE-3")
    with use_language(language):
        told = pick.judge("tak 4 5")
    assert (told.verdict, told.message) == ("wrong", CANNOT_READ[language])


#: The widget's plain text of Drill("y", drills.keep_most, seed=5): "{heading}: {question}".
TEXT_FIRST_LINE = {
    "en": "Exercise: Red drew brown 10, white 10, brown 8, white 7 and golden 1. Keep as many "
          "tiles as the rules allow.",
    "es": "Ejercicio: Rojo ha robado la parda 10, la blanca 10, la parda 8, la blanca 7 y la "
          "dorada 1. Quédate con tantas fichas como permiten las reglas.",
    "fr": f"Exercice{NB}: Rouge a tiré le 10 marron, le 10 blanc, le 8 marron, le 7 blanc et le "
          "1 doré. Gardez autant de tuiles que les règles le permettent.",
    "de": "Übung: Rot hat Braun 10, Weiß 10, Braun 8, Weiß 7 und Gold 1 gezogen. Behalte so "
          "viele Plättchen, wie die Regeln erlauben.",
}


@pytest.mark.parametrize("language", sorted(TEXT_FIRST_LINE))
def test_the_plain_text_heading_follows_the_languages_typography(language: str) -> None:
    view = ExerciseWidget(_keep_most(), language=language)
    assert view.text().splitlines()[0] == TEXT_FIRST_LINE[language]


def test_the_french_notation_reader_names_its_template_in_french() -> None:
    from gaucho.actions import parse
    from gaucho.errors import InvalidAction

    with use_language("fr"), pytest.raises(InvalidAction) as caught:
        parse("A G6")
    assert str(caught.value) == (
        f"impossible de lire 'A G6'{NB}: écrivez 'A <tuile> <dés>', p. ex. A W11 5+6")
