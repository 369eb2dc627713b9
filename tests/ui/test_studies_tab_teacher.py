"""The Studies tab a teacher can trust (review H15, items 1, 2, 4, 5, 7, 10, 11, 12), driven
by the tab's own buttons and handlers as a person would: a refused question keeps the one
set before, a menu answer is checked when it is accepted and can be removed, the study is
saved in the language shown, taking back a step past the question removes it, the prompt is
said once, a language switch says the status again, a student's Save keeps the study she
opened, and the plain text speaks the tab's language."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.study import StudiesTab  # noqa: E402
from test_studies_tab import click  # noqa: E402

from gaucho import actions  # noqa: E402
from gaucho.explorer.said import say_decision  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402
from gaucho.studies import parse  # noqa: E402


def took(language: str) -> str:
    """'take 1 2' in words in ``language``."""
    with use_language(language):
        return say_decision(actions.parse("take 1 2"), "draft")


def started(language: str = "en") -> StudiesTab:
    """A tab at EX-TURN-1 with 'take 1 2' recorded, by its buttons."""
    tab = StudiesTab(language=language)
    tab.source.value = "EX-TURN-1"
    tab.new_button.click()
    click(tab, "take 1 2")
    return tab


def accept(tab: StudiesTab, condition: str, value: str) -> None:
    tab.condition.value, tab.argument.value = condition, value
    tab.add_button.click()


def test_a_refused_question_keeps_the_question_set_before() -> None:
    tab = started()
    accept(tab, "claims", "G3")
    tab.ask_button.click()
    assert tab.message == "Question set."
    first = tab.recorder.chapter.question
    tab.remove_button.click()  # no accepted answer left: the next try is refused
    tab.prompt.value = "Another question?"
    tab.ask_button.click()
    assert tab.message == ("chapter 1, field question.accept: a question accepts at least "
                           "one answer; the question set before is kept.")
    assert tab.recorder.chapter.question == first
    assert tab.recorder.chapter.question["accept"] == [{"claims": "G3"}]
    tab.set_language("es")
    assert tab.message.endswith("; se mantiene la pregunta planteada antes.")


@pytest.mark.parametrize(("condition", "value", "field", "reason"), [
    ("sells", "Q", "sells", "must be a breed letter: B, G, K, W, S"),
    ("pesos_by_end_of_turn_at_least", "lots", "pesos_by_end_of_turn_at_least",
     "must be a whole number of Pesos from 0 to 10000"),
    ("kind", "bogus", "kind", "must be a decision kind: "),
])
def test_a_menu_answer_is_checked_when_it_is_accepted(condition: str, value: str, field: str,
                                                      reason: str) -> None:
    tab = started()
    accept(tab, condition, value)
    assert tab.message.startswith(f"chapter 1, field question.accept[0].{field}: {reason}")
    assert tab.accept == []  # nothing added
    assert "accepted answers" not in tab.text()


def test_a_kind_is_read_whatever_its_case_and_an_answer_can_be_removed() -> None:
    tab = started("es")
    accept(tab, "kind", "Claim")
    accept(tab, "claims", "g3")
    assert tab.accept == [{"kind": "claim"}, {"claims": "G3"}]
    tab.remove_button.click()
    assert tab.accept == [{"kind": "claim"}]
    assert tab.message == "Respuesta aceptada quitada: pone un gaucho en esta ficha: G3"
    tab.remove_button.click()
    tab.remove_button.click()
    assert tab.accept == []
    assert tab.message == "No hay ninguna respuesta aceptada que quitar."
    assert tab.remove_button.description == "Quitar la última respuesta aceptada"
    tab.set_language("de")
    assert tab.message == "Es gibt keine akzeptierte Antwort zum Entfernen."


def test_the_study_is_saved_in_the_language_the_tab_speaks() -> None:
    tab = StudiesTab(language="en")
    tab.set_language("es")
    tab.source.value = "EX-TURN-1"
    tab.new_button.click()
    click(tab, "take 1 2")
    assert json.loads(tab.save())["language"] == "es"


def test_taking_back_the_step_before_the_question_removes_the_question() -> None:
    tab = started()
    accept(tab, "claims", "G3")
    tab.ask_button.click()
    click(tab, "B G3 1")
    tab.back_button.click()  # the step after the question: the question stays
    assert tab.message == "Last step taken back."
    assert tab.recorder.chapter.question is not None
    tab.back_button.click()  # the step the question is asked after: it goes with it
    assert tab.recorder.chapter.question is None
    assert tab.message == "Last step taken back; the question asked after it is removed."
    tab.set_language("fr")
    assert tab.message == "Dernière étape annulée\u202f; la question posée après elle est retirée."
    tab.set_language("en")
    text = tab.save()
    assert tab.message == "Study saved."
    assert "question" not in json.loads(text)["chapters"][0]


def test_the_recorder_drops_a_question_beyond_the_end_of_its_line() -> None:
    tab = started()
    accept(tab, "claims", "G3")
    tab.ask_button.click()
    assert tab.recorder.take_back() is True
    parse(tab.recorder.data())  # loads: no question.after beyond the line


def studied(language: str) -> StudiesTab:
    """A teacher's one-chapter study with a question after its first step, opened by a
    student in a tab speaking ``language``."""
    teacher = started()
    teacher.comment.value = "First the dice."
    teacher.comment_button.click()
    accept(teacher, "claims", "G3")
    teacher.prompt.value = "What would you do?"
    teacher.ask_button.click()
    student = StudiesTab(language=language)
    student.open_text(teacher.save())
    return student


def test_next_step_at_the_question_says_the_prompt_once() -> None:
    tab = studied("es")
    words = took("es")
    for _press in range(3):
        tab.forward_button.click()
    assert tab.message == f"{words}: First the dice. What would you do?"


def test_a_language_switch_says_the_status_again_in_the_new_language() -> None:
    tab = studied("es")
    tab.forward_button.click()
    tab.set_language("de")
    words = took("de")
    assert tab.text() == (f"Studien — Kapitel 1 von 1, Schritt 1 — {words}: First the dice. "
                          "What would you do?")
    assert words != "takes 1 and 2 from the Dice Rodeo"
    teacher = started("es")
    accept(teacher, "claims", "G3")
    teacher.ask_button.click()
    teacher.set_language("de")
    assert teacher.text().endswith(" — Frage gestellt.")


def test_a_student_saves_the_study_she_opened_and_nothing_saved_is_said() -> None:
    fresh = StudiesTab(language="es")
    fresh.open_saved.click()
    assert fresh.player is None
    assert fresh.message == "Todavía no se ha guardado nada."
    fresh.set_language("en")
    assert fresh.message == "Nothing has been saved yet."

    tab = studied("en")
    opened = tab.storage.value
    tab.new_chapter("EX-TURN-1", "The teacher's draft")  # a draft behind the student's side
    tab.mode.value = "student"
    tab.save_button.click()
    assert tab.message == "Study saved."
    assert tab.storage.value == opened
    tab.open_saved.click()
    assert tab.player is not None and tab.player.study.chapters[0].question is not None
    assert [c.title for c in tab.player.study.chapters] == [""]


def test_the_plain_text_speaks_the_tabs_language() -> None:
    tab = studied("es")
    tab.forward_button.click()
    words = took("es")
    with use_language("en"):
        assert tab.text() == (f"Estudios — capítulo 1 de 1, paso 1 — {words}: First the dice. "
                              "What would you do?")
