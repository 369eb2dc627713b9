"""An answer an exercise cannot read at all (a typo such as "tak 4 5", "W99", an empty line,
"4.5" for a number) is not judged: the feedback says what keeps it from being read, in a
student's words (never the notation reader's help(gaucho.actions) nor its 'A <tile> <dice>'
template, which are for code), and how to write one (the choices, or an example of a
number), gives no right answer and plays nothing out (gaucho.exercises, verdict
"unreadable"); the widget shows it in grey, in the view's language, with Try again."""

from __future__ import annotations

import pytest

from gaucho import drills, examples, practice
from gaucho.exercises import (
    UNREADABLE,
    Drill,
    EnterNumber,
    Feedback,
    PickMove,
    PickRefused,
    unreadable,
)
from gaucho.i18n import use_language

NB, NN = "\u00a0", "\u202f"  # the French no-break space (before ":") and narrow one (";")


def _pay() -> PickMove:
    game = examples.load("EX-DICE-SPLIT").game()
    return PickMove("t-unread-pay", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"],
                    rule_id="R-DICE-3")


def _dice() -> EnterNumber:
    return EnterNumber("t-unread-num", "Dice with 3 players?", lambda: 7, rule_id="R-SETUP-1")


def test_a_move_that_cannot_be_read_is_not_judged_and_the_answer_is_not_given() -> None:
    with use_language("en"):
        told = _pay().check("tak 4 5")
    problem = "no move starts with “tak”"
    message = f"I could not read that: {problem}; write one of: A G6 4+6, A G6 6."
    assert told == Feedback(False, message, choices=("A G6 4+6", "A G6 6"), problem=problem)
    assert told.verdict == UNREADABLE == "unreadable"
    assert (told.answer, told.outcomes, told.rule_id) == ("", (), None)
    assert told.lines() == [message] and str(told) == message


@pytest.mark.parametrize("answer, problem", [
    ("W99", "no move starts with “W99”"),
    ("   ", "the answer is empty"),
    ("", "the answer is empty"),
    ("A G6", "“A G6” starts like a move but is not written as one"),
    ("A G6 x", "“A G6 x” starts like a move but is not written as one"),
    (" a Z6 4 ", "“a Z6 4” starts like a move but is not written as one"),
    ("end now", "“end now” starts like a move but is not written as one"),
])
def test_every_kind_of_unreadable_move_says_a_students_words(answer: str, problem: str) -> None:
    with use_language("en"):
        told = _pay().check(answer)
    assert (told.verdict, told.problem, told.answer) == ("unreadable", problem, "")


def test_a_readable_move_is_still_judged_or_none_of_the_choices() -> None:
    ex = _pay()
    assert ex.check("A G6 4+6").verdict == "wrong" and ex.check("A G6 4+6").answer == "A G6 6"
    assert ex.check(" a g6 6 ").verdict == "right"
    assert ex.check("A G6 9+9").verdict == "not a choice"  # read, refused, not offered
    assert ex.judge("tak 4 5").verdict == "wrong", "judge itself still answers wrong"


#: "A G6" typed for the pay exercise, in each language: what keeps it from being read, in a
#: student's words (no 'A <tile> <dice>' template), then the choices.
UNREADABLE_MOVE = {
    "en": "I could not read that: “A G6” starts like a move but is not written as one; "
          "write one of: A G6 4+6, A G6 6.",
    "es": "No pude leer eso: «A G6» empieza como una jugada, pero no está escrita como tal; "
          "escribe una de estas: A G6 4+6, A G6 6.",
    "fr": f"Je n'ai pas pu lire cela{NB}: «{NB}A G6{NB}» commence comme un coup, mais n'est "
          f"pas écrit comme tel{NN}; écrivez l'un des choix suivants{NB}: A G6 4+6, A G6 6.",
    "de": "Das konnte ich nicht lesen: „A G6“ beginnt wie ein Zug, ist aber nicht so "
          "geschrieben; schreibe eins davon: A G6 4+6, A G6 6.",
}
#: "tak 4 5" typed for the pay exercise: no move starts with its first word.
UNREADABLE_WORD = {
    "en": "I could not read that: no move starts with “tak”; write one of: A G6 4+6, A G6 6.",
    "es": "No pude leer eso: ninguna jugada empieza por «tak»; escribe una de estas: "
          "A G6 4+6, A G6 6.",
    "fr": f"Je n'ai pas pu lire cela{NB}: aucun coup ne commence par «{NB}tak{NB}»{NN}; "
          f"écrivez l'un des choix suivants{NB}: A G6 4+6, A G6 6.",
    "de": "Das konnte ich nicht lesen: kein Zug beginnt mit „tak“; schreibe eins davon: "
          "A G6 4+6, A G6 6.",
}
#: "4.5" and an empty line for a number, in each language.
UNREADABLE_NUMBER = {
    "en": ("I could not read that: '4.5' is not a whole number; write e.g. 12.",
           "I could not read that: the answer is empty; write e.g. 12."),
    "es": ("No pude leer eso: '4.5' no es un número entero; escribe, por ejemplo, 12.",
           "No pude leer eso: la respuesta está vacía; escribe, por ejemplo, 12."),
    "fr": (f"Je n'ai pas pu lire cela{NB}: '4.5' n'est pas un nombre entier{NN}; écrivez par "
           "exemple 12.",
           f"Je n'ai pas pu lire cela{NB}: la réponse est vide{NN}; écrivez par exemple 12."),
    "de": ("Das konnte ich nicht lesen: '4.5' ist keine ganze Zahl; schreibe z. B. 12.",
           "Das konnte ich nicht lesen: die Antwort ist leer; schreibe z. B. 12."),
}


@pytest.mark.parametrize("language", sorted(UNREADABLE_MOVE))
def test_the_unreadable_feedback_in_four_languages(language: str) -> None:
    with use_language(language):
        assert _pay().check("A G6").lines() == [UNREADABLE_MOVE[language]]
        assert _pay().check("tak 4 5").lines() == [UNREADABLE_WORD[language]]
        number = _dice()
        assert [number.check(a).lines() for a in ("4.5", "")] == [
            [line] for line in UNREADABLE_NUMBER[language]]


def test_a_number_that_cannot_be_read_is_not_judged() -> None:
    number = _dice()
    for answer in ("seven", "4.5", "1_2", "5 Pesos", "", None):
        told = number.check(answer)
        assert (told.verdict, told.answer, told.outcomes, told.choices) == (
            "unreadable", "", (), ()), answer
        assert told.example == "12" and "7" not in str(told) and len(told.lines()) == 1, answer
    assert number.check(" +7 ").verdict == "right" and number.check(7).verdict == "right"
    assert number.check("-3").verdict == "wrong" and number.check("-3").answer == "7"
    assert number.check("٧").verdict == "right", "any decimal digits int() reads"


def test_a_refused_move_exercise_and_a_decision_do_not_judge_what_they_cannot_read() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    refused = PickRefused("t-unread-refused", game, "Which is refused?",
                          ["A G6 6", "A G6 4+6"], rule_id="R-DICE-3")
    decide = practice.Decide("t-unread-decide", game, "Which is best?", ["A G6 6", "end"])
    with use_language("en"):
        assert refused.check("W99") == unreadable("no move starts with “W99”",
                                                  ["A G6 6", "A G6 4+6"])
        told = decide.check("tak 4 5")
    assert str(told) == ("I could not read that: no move starts with “tak”; write one of: "
                         "A G6 6, end.")
    assert (told.verdict, told.answer, told.outcomes) == ("unreadable", "", ())
    assert decide._analysis is None, "nothing was analysed for an answer not read"


@pytest.mark.parametrize("make, typo", [
    (drills.keep_most, "kep B1"), (drills.keep_refused, ""), (drills.placement, "place"),
    (drills.pay_standing, "tak 4 5"), (drills.best_tile, "W99"), (drills.place_paid, "A G6"),
    (drills.placed_refused, "remove"), (drills.seeding_count, "seven"),
    (drills.sale_value, "4.5"), (drills.winners, " "), (practice.decide_spend, "A W1"),
], ids=lambda v: getattr(v, "__name__", repr(v)))
def test_every_drill_kind_tells_an_unreadable_answer_without_the_right_one(make, typo) -> None:  # type: ignore[no-untyped-def]
    drill = Drill(f"t-unread-{make.__name__}", make, seed=1)
    told = drill.check(typo)
    assert (told.verdict, told.correct, told.answer, told.outcomes) == (
        "unreadable", False, "", ()), str(told)
    assert told.choices == tuple(drill.choices() or ())
    assert drill.unreadable(typo) == told.problem != ""
    assert drill.check(drill.right_answer()).verdict == "right"


def test_the_widget_shows_an_unreadable_number_in_grey_and_keeps_the_answer() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    view = ExerciseWidget(_dice(), language="de")
    view.input.value = "4,5"
    view.check_button.click()
    assert view.last is not None and view.last.verdict == "unreadable"
    shown = view.feedback.value
    assert shown.startswith('<div style="color:#5f6368;font-weight:bold">'
                            "Schreibe deine Antwort noch einmal.</div>")
    assert shown.endswith(">Das konnte ich nicht lesen: &#x27;4,5&#x27; ist keine ganze Zahl; "
                          "schreibe z. B. 12.</pre>")
    assert "Nicht ganz" not in shown and "#b3261e" not in shown and "richtige" not in shown
    assert view.retry_button.layout.display == "", "another try"
    view.set_language("fr")  # the same answer told again in the view's new language
    assert view.feedback.value.startswith('<div style="color:#5f6368;font-weight:bold">'
                                          "Écrivez à nouveau votre réponse.</div>")
    assert view.feedback.value.endswith(
        f">Je n&#x27;ai pas pu lire cela{NB}: &#x27;4,5&#x27; n&#x27;est pas un nombre entier{NN}; "
        "écrivez par exemple 12.</pre>")
    view.retry()
    assert (view.feedback.value, view.last, view.input.value) == ("", None, "")
    assert view.answer("7").correct


def test_the_widget_says_the_choices_in_words_for_an_unreadable_move() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    view = ExerciseWidget(_pay(), language="es")
    told = view.answer("tak 4 5")
    assert told.verdict == "unreadable"
    assert view.feedback.value.startswith('<div style="color:#5f6368;font-weight:bold">'
                                          "Escribe tu respuesta de nuevo.</div>")
    assert view.feedback.value.endswith(
        ">No pude leer eso: ninguna jugada empieza por «tak»; escribe una de estas: pone un "
        "gaucho de pie en la dorada 6 por 4+6 (A G6 4+6), pone un gaucho de pie en la dorada 6 "
        "por 6 (A G6 6).</pre>")
    assert "help(" not in view.feedback.value
    assert "La respuesta correcta" not in view.feedback.value
