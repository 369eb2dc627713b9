"""The Studies tab's title, author and chapter introduction (H19): the teacher types them in
their boxes, the saved file holds them, and a student who opens it sees the study's title and,
at a chapter's start, its introduction; the student steps back one step or starts the
chapter again."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.study import StudiesTab  # noqa: E402
from test_studies_tab import click  # noqa: E402

from gaucho import actions  # noqa: E402
from gaucho.explorer.said import say_decision  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402


def took(language: str) -> str:
    """'take 1 2' in words in ``language``."""
    with use_language(language):
        return say_decision(actions.parse("take 1 2"), "draft")


def recorded(language: str = "en") -> StudiesTab:
    """A two-chapter study typed in the boxes and recorded by the tab's buttons."""
    tab = StudiesTab(language=language)
    tab.study_title.value = "  The Dice Rodeo  "
    tab.author.value = "Mme Duval"
    assert tab.intro.disabled  # no chapter yet: nothing to introduce
    tab.source.value = "EX-TURN-1"
    tab.chapter_title.value = "Low dice"
    tab.new_button.click()
    assert not tab.intro.disabled
    tab.intro.value = "Red starts. "
    click(tab, "take 1 2")
    tab.comment.value = "Take the two low dice."
    tab.comment_button.click()
    click(tab, "B B4 2")
    tab.chapter_title.value = "Again"
    tab.new_button.click()
    assert tab.intro.value == ""  # the new chapter's box starts empty
    tab.intro.value = "The same table."
    return tab


def test_the_boxes_are_saved_in_the_file() -> None:
    tab = recorded()
    tab.save_button.click()
    assert tab.message == "Study saved."
    data = json.loads(tab.storage.value)
    assert (data["title"], data["author"]) == ("The Dice Rodeo", "Mme Duval")
    assert [c.get("intro") for c in data["chapters"]] == ["Red starts.", "The same table."]
    assert [c["title"] for c in data["chapters"]] == ["Low dice", "Again"]


def test_a_chapter_left_without_introduction_has_none() -> None:
    tab = StudiesTab()
    tab.source.value = "EX-TURN-1"
    tab.new_button.click()
    tab.intro.value = "   "
    assert "intro" not in json.loads(tab.save())["chapters"][0]


@pytest.mark.parametrize("language, heading, status, by, opened", [
    ("en", "Studies", "chapter {n} of 2, step {s}", "The Dice Rodeo, by Mme Duval",
     "Study opened."),
    ("es", "Estudios", "capítulo {n} de 2, paso {s}", "The Dice Rodeo, de Mme Duval",
     "Estudio abierto."),
    ("fr", "Études", "chapitre {n} sur 2, étape {s}", "The Dice Rodeo, par Mme Duval",
     "Étude ouverte."),
    ("de", "Studien", "Kapitel {n} von 2, Schritt {s}", "The Dice Rodeo, von Mme Duval",
     "Studie geöffnet."),
])
def test_a_student_sees_the_title_once_with_its_author_and_the_chapters_introduction(
        language: str, heading: str, status: str, by: str, opened: str) -> None:
    """The title is said once (H1: it was said again by "Study opened: ..."), with the
    author where the student starts a chapter."""
    tab = recorded(language)
    tab.save_button.click()
    student = StudiesTab(language=language)
    student.open_text(tab.storage.value)
    assert student.mode.value == "student"
    first = status.format(n=1, s=0)
    assert student.text() == f"{heading} — {by} — {first} — Red starts. — {opened}"
    assert student.text().count("The Dice Rodeo") == 1
    assert "Red starts." in student.said.value
    assert student.player is not None
    assert (student.player.study.title, student.player.study.author) == ("The Dice Rodeo",
                                                                        "Mme Duval")
    student.forward_button.click()  # past the start: the introduction is not said again
    words = took(language)
    colon = "\u00a0:" if language == "fr" else ":"  # French: a no-break space before
    assert student.text() == (f"{heading} — The Dice Rodeo — {status.format(n=1, s=1)} — "
                              f"{words}{colon} Take the two low dice.")
    student.chapter_pick.value = 1
    assert student.text().startswith(f"{heading} — {by} — {status.format(n=2, s=0)} — "
                                     "The same table.")


def test_the_boxes_speak_the_tabs_language() -> None:
    tab = StudiesTab(language="es")
    assert (tab.study_title.placeholder, tab.author.placeholder, tab.intro.placeholder) == (
        "Título del estudio", "Autor", "Introducción del capítulo")
    tab.set_language("de")
    assert (tab.study_title.placeholder, tab.author.placeholder, tab.intro.placeholder) == (
        "Titel der Studie", "Autor", "Einleitung des Kapitels")
    assert (tab.step_back_button.tooltip, tab.restart_button.tooltip) == (
        "Zurück", "Noch einmal von vorn")


def test_a_student_steps_back_and_starts_the_chapter_again() -> None:
    tab = recorded()
    student = StudiesTab()
    student.open_text(tab.save())
    assert student.player is not None
    assert student.step_back_button.disabled and student.restart_button.disabled
    student.forward_button.click()
    student.forward_button.click()
    assert student.player.position == 2
    assert not student.step_back_button.disabled
    student.step_back_button.click()
    assert student.player.position == 1
    assert student.message == f"{took('en')}: Take the two low dice."
    assert '<small class="gaucho-notation">take 1 2</small>' in student.said.value
    student.forward_button.click()
    student.restart_button.click()
    assert student.player.position == 0
    assert student.step_back_button.disabled and student.restart_button.disabled
    assert student.text() == ("Studies — The Dice Rodeo, by Mme Duval — chapter 1 of 2, "
                              "step 0 — Red starts.")
    assert "gaucho-notation" not in student.said.value
    student.step_back_button.click()  # at the start: nothing moves, nothing is said
    assert student.player.position == 0
