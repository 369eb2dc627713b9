"""A teacher edits any chapter of a study (H7): the recorder records the chapter chosen
(:meth:`StudyRecorder.edit`, at the end of its line) and deletes one with an undo
(:meth:`StudyRecorder.delete`, :meth:`StudyRecorder.undelete`); the Studies tab's chapter
menu brings the chapter's title, introduction and question back into the boxes, "Rename the
chapter" gives it the title box's words, "Delete the chapter" and "Undo the deletion"; and
both file uploads read a file chosen twice in a row twice (their value is cleared)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_study_reopen import saved, upload

from gaucho import studies as S
from gaucho.explorer.editor import Editor
from gaucho.explorer.study import StudyRecorder


def three() -> StudyRecorder:
    """Three chapters, one step each, titled A, B and C."""
    rec = StudyRecorder("Trois")
    for title, decision in (("A", "take 1 2"), ("B", "take 5 6"), ("C", "take 1 5")):
        rec.new_chapter(Editor.from_example("EX-TURN-1").draft, title)
        rec.play(decision)
    return rec


# ------------------------------------------------------------------ the recorder
def test_recording_goes_on_in_the_chapter_chosen_and_the_others_stay() -> None:
    text = saved()
    rec = StudyRecorder.open(text)
    assert rec.current == 1
    rec.edit(0)
    assert rec.current == 0 and rec.chapter.title == "Le tirage"
    assert rec.game is not None and (rec.game.phase, rec.game.current_player) == ("turn", 0)
    rec.play("place SORT 1", "Le tri.")
    rec.ask("Et ensuite ?", [{"kind": "end"}])
    data = json.loads(rec.save())
    before = json.loads(text)
    assert [s["decision"] for s in data["chapters"][0]["line"]] == ["take 1 2", "B B4 2",
                                                                    "place SORT 1"]
    assert data["chapters"][0]["line"][2] == {"decision": "place SORT 1", "comment": "Le tri."}
    assert data["chapters"][0]["question"]["after"] == 3
    assert data["chapters"][1] == before["chapters"][1]


def test_taking_back_in_the_chapter_chosen_takes_back_its_own_step() -> None:
    rec = StudyRecorder.open(saved())
    rec.edit(0)
    assert rec.take_back() is False
    assert rec.chapters[0].line == [{"decision": "take 1 2", "comment": "Les petits dés."}]
    assert [s["decision"] for s in rec.chapters[1].line] == ["take 5 6"]
    assert rec.game is not None and rec.game.phase == "turn"


def test_a_new_chapter_is_the_last_and_the_one_recorded() -> None:
    rec = StudyRecorder.open(saved())
    rec.edit(0)
    rec.new_chapter(Editor.from_example("EX-TURN-1").draft, "Trois")
    assert rec.current == 2 and rec.game is not None and rec.game.phase == "draft"
    assert [c.title for c in rec.chapters] == ["Le tirage", "Encore", "Trois"]


def test_the_chapter_chosen_is_one_of_the_studys() -> None:
    rec = three()
    with pytest.raises(IndexError):
        rec.edit(3)
    with pytest.raises(IndexError):
        rec.edit(-1)
    assert rec.current == 2


@pytest.mark.parametrize("current, deleted, titles, after", [
    (1, 1, ["A", "C"], "C"),  # the chapter recorded: the next one takes its place
    (2, 2, ["A", "B"], "B"),  # the last: the one before it
    (2, 0, ["B", "C"], "C"),  # one before the chapter recorded: it is still recorded
    (0, 2, ["A", "B"], "A"),  # one after it: likewise
])
def test_a_chapter_is_deleted_and_put_back_at_its_place(current: int, deleted: int,
                                                        titles: list[str], after: str) -> None:
    rec = three()
    text = rec.save()
    rec.edit(current)
    rec.delete(deleted)
    assert [c.title for c in rec.chapters] == titles
    assert rec.chapter.title == after
    assert rec.game is not None and rec.game.phase == "turn"
    assert rec.undelete() is True
    assert rec.current == deleted and rec.chapter.title == "ABC"[deleted]
    assert rec.save() == text
    assert rec.undelete() is False


def test_with_every_chapter_deleted_nothing_is_recorded_until_one_is_started() -> None:
    rec = StudyRecorder.open(saved())
    rec.delete()
    rec.delete()
    assert rec.chapters == [] and rec.game is None and rec.current == -1
    with pytest.raises(IndexError):
        _ = rec.chapter
    with pytest.raises(S.InvalidStudy):
        rec.study()
    assert rec.undelete() is True and rec.undelete() is True  # the last deleted first
    assert [c.title for c in rec.chapters] == ["Le tirage", "Encore"] and rec.current == 1
    assert rec.save() == saved()


# ------------------------------------------------------------------ the tab
@pytest.fixture
def tab() -> Any:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.study import StudiesTab

    tab = StudiesTab()
    tab.edit_text(saved())
    return tab


def boxes(tab: Any) -> tuple[str, ...]:
    return (tab.chapter_title.value, tab.intro.value, tab.prompt.value, tab.hint.value,
            tab.right.value, tab.wrong.value)


def test_the_chapter_menu_lists_the_chapters_the_last_chosen_on_reopen(tab: Any) -> None:
    assert list(tab.edit_pick.options) == [("1. Le tirage", 0), ("2. Encore", 1)]
    assert tab.edit_pick.value == 1 and tab.edit_pick.description == "Chapter"
    assert boxes(tab) == ("Encore", "", "Que feriez-vous ici ?", "Le blanc 11 est libre.",
                          "Bravo !", "Pas le meilleur.")
    assert not tab.delete_button.disabled and tab.undelete_button.disabled


def test_choosing_a_chapter_brings_it_back_and_recording_goes_on_there(tab: Any) -> None:
    from test_studies_tab import click

    tab.edit_pick.value = 0
    assert boxes(tab) == ("Le tirage", "Rouge commence.", "", "", "", "")
    assert tab.accept == []
    assert tab.text() == ("Studies — chapter 1, 2 steps — Chapter 1: recording goes on at "
                          "the end of its line.")
    assert tab.board.game is tab.recorder.game and tab.recorder.game.phase == "turn"
    tab.intro.value = "Rouge commence, encore."
    click(tab, "place SORT 1")
    assert tab.text().startswith("Studies — chapter 1, 3 steps — Recorded: ")
    tab.edit_pick.value = 1  # the other chapter as it was, its question in the boxes
    assert boxes(tab) == ("Encore", "", "Que feriez-vous ici ?", "Le blanc 11 est libre.",
                          "Bravo !", "Pas le meilleur.")
    assert tab.accept == [{"claims": "W11"}, {"exactly": "B W11 5"}]
    data = json.loads(tab.save())
    first = data["chapters"][0]
    assert first["intro"] == "Rouge commence, encore."
    assert [s["decision"] for s in first["line"]] == ["take 1 2", "B B4 2", "place SORT 1"]
    assert data["chapters"][1] == json.loads(saved())["chapters"][1]


def test_the_title_box_renames_the_chapter_chosen(tab: Any) -> None:
    tab.edit_pick.value = 0
    tab.chapter_title.value = "  Le tirage, revu "
    tab.rename_button.click()
    assert tab.message == "Chapter 1 renamed: Le tirage, revu"
    assert list(tab.edit_pick.options) == [("1. Le tirage, revu", 0), ("2. Encore", 1)]
    assert tab.edit_pick.value == 0
    tab.chapter_title.value = ""
    tab.rename_button.click()
    assert tab.message == "Chapter 1 renamed: untitled"
    assert list(tab.edit_pick.options) == [("1. untitled", 0), ("2. Encore", 1)]
    assert [c.get("title") for c in json.loads(tab.save())["chapters"]] == [None, "Encore"]


def test_a_chapter_is_deleted_and_the_deletion_undone(tab: Any) -> None:
    tab.delete_button.click()
    assert tab.message == "Chapter 2 deleted: Encore"
    assert list(tab.edit_pick.options) == [("1. Le tirage", 0)] and tab.edit_pick.value == 0
    assert boxes(tab) == ("Le tirage", "Rouge commence.", "", "", "", "")
    assert not tab.undelete_button.disabled
    assert [c["title"] for c in json.loads(tab.save())["chapters"]] == ["Le tirage"]
    tab.undelete_button.click()
    assert tab.message == "Chapter 2 put back: Encore"
    assert tab.edit_pick.value == 1 and tab.undelete_button.disabled
    assert boxes(tab)[0] == "Encore" and tab.accept == [{"claims": "W11"},
                                                         {"exactly": "B W11 5"}]
    assert tab.save() == saved()


def test_with_every_chapter_deleted_the_boxes_are_empty_until_one_is_started(
        tab: Any) -> None:
    tab.delete_button.click()
    tab.delete_button.click()
    assert tab.text() == "Studies — Chapter 1 deleted: Le tirage"
    assert boxes(tab) == ("", "", "", "", "", "")
    assert tab.intro.disabled and tab.delete_button.disabled and tab.rename_button.disabled
    assert tab.edit_pick.disabled and list(tab.edit_pick.options) == []
    assert tab.board.game is tab._idle
    tab.delete_chapter()  # nothing to delete: nothing said
    assert tab.message == "Chapter 1 deleted: Le tirage"
    tab.new_chapter("EX-TURN-1", "Neuf")
    assert list(tab.edit_pick.options) == [("1. Neuf", 0)]
    assert tab.message == "Chapter 1: click the moves of its line."


@pytest.mark.parametrize("language, words", [
    ("es", ("Cambiar el título del capítulo", "Borrar el capítulo", "Deshacer el borrado",
            "Capítulo 1: la grabación sigue al final de su línea.",
            "Capítulo 1 renombrado: sin título", "Capítulo 2 borrado: Encore",
            "Capítulo 2 restituido: Encore", "1. sin título")),
    ("fr", ("Renommer le chapitre", "Supprimer le chapitre", "Annuler la suppression",
            "Chapitre 1\xa0: l'enregistrement reprend à la fin de sa ligne.",
            "Chapitre 1 renommé\xa0: sans titre", "Chapitre 2 supprimé\xa0: Encore",
            "Chapitre 2 rétabli\xa0: Encore", "1. sans titre")),
    ("de", ("Kapitel umbenennen", "Kapitel löschen", "Löschen rückgängig machen",
            "Kapitel 1: Die Aufnahme geht am Ende seiner Zugfolge weiter.",
            "Kapitel 1 umbenannt: ohne Titel", "Kapitel 2 gelöscht: Encore",
            "Kapitel 2 wiederhergestellt: Encore", "1. ohne Titel")),
])
def test_the_chapter_buttons_speak_the_tabs_language(tab: Any, language: str,
                                                     words: tuple[str, ...]) -> None:
    tab.set_language(language)
    assert (tab.rename_button.tooltip, tab.delete_button.tooltip,
            tab.undelete_button.tooltip) == words[:3]
    tab.edit_pick.value = 0
    assert tab.message == words[3]
    tab.chapter_title.value = ""
    tab.rename_button.click()
    assert tab.message == words[4]
    assert tab.edit_pick.options[0] == (words[7], 0)
    tab.edit_pick.value = 1
    tab.delete_button.click()
    assert tab.message == words[5]
    tab.undelete_button.click()
    assert tab.message == words[6]
    tab.set_language("en")
    assert tab.message == "Chapter 2 put back: Encore"


# ------------------------------------------------------------------ choosing a file again
def test_open_to_edit_reads_the_same_file_chosen_again(tab: Any) -> None:
    """Its value is cleared once read: the same file chosen again is read again (before,
    the FileUpload's value did not change, so nothing happened)."""
    text = saved()
    upload(tab.edit_upload, text)
    assert tab.edit_upload.value == ()
    tab.delete_button.click()
    assert len(tab.recorder.chapters) == 1
    upload(tab.edit_upload, text)  # the same file, chosen again
    assert tab.edit_upload.value == ()
    assert [c.title for c in tab.recorder.chapters] == ["Le tirage", "Encore"]
    assert tab.message == "Study opened: Premiers pas"
    assert tab.save() == text


def test_the_students_open_reads_the_same_file_chosen_again(tab: Any) -> None:
    text = saved()
    upload(tab.upload, text)
    assert tab.upload.value == () and tab.mode.value == "student"
    tab.forward_button.click()
    tab.chapter_pick.value = 1
    assert tab.player is not None and tab.player.index == 1
    first = tab.player
    upload(tab.upload, text)
    assert tab.upload.value == ()
    assert tab.player is not first and tab.player.index == 0 and tab.player.position == 0
    assert tab.message == "Study opened." and tab.chapter_pick.value == 0
