"""A teacher reopens a saved study to edit it (H1): :meth:`StudyRecorder.open` brings back its
title, author, language and every chapter (line, comments, introduction, question, and the
fields the recorder does not edit), and the Studies tab's "Open to edit" reads a file back
into her boxes, where recording goes on at the end of the last chapter's line."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest

from gaucho import studies as S
from gaucho.explorer.editor import Editor
from gaucho.explorer.study import StudyRecorder


def saved() -> str:
    """A two-chapter study with a question in its second chapter."""
    rec = StudyRecorder("Premiers pas", language="fr", author="Mme Duval")
    rec.new_chapter(Editor.from_example("EX-TURN-1").draft, "Le tirage")
    rec.chapter.intro = "Rouge commence."
    rec.play("take 1 2", "Les petits dés.")
    rec.play("B B4 2")
    rec.new_chapter(Editor.from_example("EX-TURN-1").draft, "Encore")
    rec.play("take 5 6", "D'abord les dés.")
    rec.ask("Que feriez-vous ici ?", [{"claims": "W11"}, {"exactly": "B W11 5"}],
            hint="Le blanc 11 est libre.", right="Bravo !",
            wrong=[{"when": {"kind": "end"}, "comment": "Les dés seraient perdus."}],
            otherwise="Pas le meilleur.")
    return rec.save()


# ------------------------------------------------------------------ the recorder
def test_a_reopened_study_saves_as_it_was() -> None:
    text = saved()
    again = StudyRecorder.open(text)
    assert (again.title, again.author, again.language) == ("Premiers pas", "Mme Duval", "fr")
    assert [c.title for c in again.chapters] == ["Le tirage", "Encore"]
    assert again.chapters[0].intro == "Rouge commence."
    assert again.chapters[0].line == [{"decision": "take 1 2", "comment": "Les petits dés."},
                                      {"decision": "B B4 2"}]
    assert again.save() == text
    assert S.loads(again.save()) == S.loads(text)


def test_recording_goes_on_at_the_end_of_the_last_chapter() -> None:
    again = StudyRecorder.open(S.loads(saved()))  # a Study will do as well as its text
    assert again.game is not None and again.game.phase == "turn"
    assert again.game.current_player == 0
    again.play("A W11 5+6", "Une revendication debout.")
    again.new_chapter(Editor.from_example("EX-TURN-1").draft, "Trois")
    again.play("take 1 2")
    study = S.loads(again.save())
    assert [c.title for c in study.chapters] == ["Le tirage", "Encore", "Trois"]
    assert [s.value for s in study.chapters[1].steps] == ["take 5 6", "A W11 5+6"]
    assert [s.comment for s in study.chapters[1].steps] == ["D'abord les dés.",
                                                            "Une revendication debout."]
    question = study.chapters[1].question
    assert question is not None and question.after == 1 and question.right == "Bravo !"


def test_taking_back_a_reopened_chapters_step_removes_its_question() -> None:
    again = StudyRecorder.open(saved())
    assert again.take_back() is True  # the question was asked after the step taken back
    assert again.chapter.line == [] and again.chapter.question is None
    assert again.game is not None and again.game.phase == "draft"


def test_the_fields_the_recorder_does_not_edit_are_kept() -> None:
    """A rulebook example reopened: its id, summary, rules, seeds, names and checks stay."""
    data = json.loads(S.dumps(S.loads(_example("EX-SELL-50"))))
    again = StudyRecorder.open(json.dumps(data))
    assert json.loads(again.save()) == data


def test_a_file_that_is_no_study_is_refused_naming_the_field() -> None:
    with pytest.raises(S.InvalidStudy) as info:
        StudyRecorder.open('{"format": "gaucho-study", "chapters": []}')
    assert str(info.value) == "study, field chapters: a study has at least one chapter"


def _example(example_id: str) -> bytes:
    from importlib import resources

    return resources.files("gaucho.examples").joinpath(f"{example_id}.json").read_bytes()


# ------------------------------------------------------------------ the tab
@pytest.fixture
def tab() -> Any:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.study import StudiesTab

    return StudiesTab()


def upload(widget: Any, text: str) -> None:
    """What the browser sends when a file is chosen in a FileUpload."""
    widget.value = ({"name": "study.json", "type": "application/json", "size": len(text),
                     "content": memoryview(text.encode()),
                     "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)},)


def test_open_to_edit_brings_the_study_back_into_the_teachers_boxes(tab: Any) -> None:
    tab.mode.value = "student"
    upload(tab.edit_upload, saved())
    assert tab.mode.value == "teacher"
    assert (tab.study_title.value, tab.author.value) == ("Premiers pas", "Mme Duval")
    assert tab.intro.value == "" and not tab.intro.disabled  # the last chapter's: none
    assert (tab.prompt.value, tab.hint.value, tab.right.value, tab.wrong.value) == (
        "Que feriez-vous ici ?", "Le blanc 11 est libre.", "Bravo !", "Pas le meilleur.")
    assert tab.accept == [{"claims": "W11"}, {"exactly": "B W11 5"}]
    assert tab.message == "Study opened: Premiers pas"
    assert tab.text().startswith("Studies — chapter 2, 1 step — accepted answers: ")
    assert tab.board.game is tab.recorder.game and tab.recorder.game.phase == "turn"
    assert tab.edit_upload.description == "Open to edit"


def test_the_teacher_goes_on_recording_and_saves_it_all(tab: Any) -> None:
    from test_studies_tab import click

    tab.edit_text(saved())
    tab.intro.value = "Le même tableau."
    click(tab, "A W11 5+6")
    tab.set_question("Et maintenant ?")  # the file's foreseen wrong answer stays with it
    tab.study_title.value = "Premiers pas, revus"
    data = json.loads(tab.save())
    assert tab.message == "Study saved."
    assert (data["title"], data["author"]) == ("Premiers pas, revus", "Mme Duval")
    assert [c["title"] for c in data["chapters"]] == ["Le tirage", "Encore"]
    second = data["chapters"][1]
    assert second["intro"] == "Le même tableau."
    assert [s["decision"] for s in second["line"]] == ["take 5 6", "A W11 5+6"]
    assert second["question"] == {
        "after": 2, "prompt": "Et maintenant ?",
        "accept": [{"claims": "W11"}, {"exactly": "B W11 5"}], "hint": "Le blanc 11 est libre.",
        "right": "Bravo !", "wrong": [{"when": {"kind": "end"},
                                      "comment": "Les dés seraient perdus."}],
        "otherwise": "Pas le meilleur."}
    assert data["chapters"][0] == json.loads(saved())["chapters"][0]


def test_a_broken_file_opened_to_edit_is_refused_and_the_draft_kept(tab: Any) -> None:
    tab.new_chapter("EX-TURN-1", "Mine")
    draft = tab.recorder
    tab.edit_text('{"format": "gaucho-study", "chapters": [{"line": []}]}')
    assert tab.recorder is draft
    assert tab.message == "chapter 1, field position: is required"
    tab.set_language("es")
    assert tab.message == "capítulo 1, campo position: es obligatorio"
    assert tab.edit_upload.description == "Abrir para editar"
