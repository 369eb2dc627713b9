"""The Studies tab (issue 28), driven without a browser: a teacher records a two-chapter
study by clicks on the board (a chapter from the Editor's table, a line, comments, a question
with two accepted answers, one clicked and one from the condition menu), saves it, and a
student opens the file, answers wrongly (the teacher's comment) and then rightly."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets import ExplorerApp  # noqa: E402
from gaucho.widgets.study import StudiesTab  # noqa: E402

import gaucho  # noqa: E402
from gaucho.explorer.editor import Editor  # noqa: E402
from gaucho.explorer.said import say_decision  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402


def click(tab: StudiesTab, decision: str) -> None:
    """Click the board targets and buttons of ``decision``, as a person would (stop when
    the board has built the decision)."""
    pick = tab.board._input
    action = next(a for a, _fp in pick.footprints if str(a) == decision)
    for target in pick.clicks_for(action):
        tab.board.click(target)
        if tab.board._input is not pick:
            return
    # a decision that a longer one extends is played by its "Play ..." button
    tab.board.click(f"confirm:{pick.complete().index(action)}")
    if tab.board._input is not pick:
        return
    raise AssertionError(f"{decision} was not built by its clicks")


def teacher_study(tab: StudiesTab) -> dict[str, Any]:
    tab.new_chapter("editor", "From the editor")
    click(tab, "take 1 2")
    tab.write_comment("Take the two low dice.")
    tab.answering.value = True  # the next clicks are accepted answers
    click(tab, "B B4 2")
    tab.answering.value = False
    tab.add_condition("kind", "claim")  # from the menu: any claim of a tile
    tab.hint.value = "Look at the Dice Rodeo."
    tab.wrong.value = "That leaves the tile to the next player."
    tab.set_question("What would you do here?")
    tab.new_chapter("EX-TURN-1", "A second look")
    click(tab, "take 1 2")
    tab.write_comment("The same start.")
    return json.loads(tab.save())


def test_a_teacher_records_and_a_student_answers() -> None:
    tab = StudiesTab(editor=lambda: Editor.from_example("EX-TURN-1"))
    data = teacher_study(tab)
    assert [c["title"] for c in data["chapters"]] == ["From the editor", "A second look"]
    first = data["chapters"][0]
    assert first["line"] == [{"decision": "take 1 2", "comment": "Take the two low dice."}]
    assert first["question"]["accept"] == [{"exactly": "B B4 2"}, {"kind": "claim"}]
    assert first["question"]["hint"] == "Look at the Dice Rodeo."
    assert data["chapters"][1]["line"] == [{"decision": "take 1 2",
                                            "comment": "The same start."}]
    assert tab.storage.value == tab.recorder.save()  # kept in the browser
    assert 'download="study.json"' in tab.download.value

    tab.open_text(tab.storage.value.encode())
    assert tab.mode.value == "student" and tab.player is not None
    assert list(tab.chapter_pick.options) == [("From the editor", 0), ("A second look", 1)]
    tab.forward()
    assert tab.player.asking
    assert tab.message == ("takes 1 and 2 from the Dice Rodeo: Take the two low dice. What "
                           "would you do here?")  # the decision in words, the notation small
    assert '<small class="gaucho-notation">take 1 2</small>' in tab.said.value
    tab.show_hint()
    assert tab.message == "Look at the Dice Rodeo."
    click(tab, "place SORT 1")
    assert tab.message == "Not this one. That leaves the tile to the next player."
    assert tab.player.asking
    click(tab, "A G3 1+2")  # a claim: the second accepted answer
    assert tab.message.startswith("Accepted.")
    assert not tab.player.asking and 0 in tab.player.solved


def test_a_wrong_condition_is_refused_and_nothing_is_kept() -> None:
    tab = StudiesTab()
    tab.new_chapter("EX-TURN-1", "One")
    tab.add_condition("sells", "Q")  # no such breed: refused when it is accepted
    assert tab.message == ("chapter 1, field question.accept[0].sells: must be a breed "
                           "letter: B, G, K, W, S")
    assert tab.accept == []
    tab.set_question("Which?")
    assert tab.recorder.chapter.question is None
    assert tab.message == ("chapter 1, field question.accept: a question accepts at least "
                           "one answer")


def test_the_app_has_a_studies_tab_that_starts_at_the_editors_table() -> None:
    app = ExplorerApp(seed=7)
    assert app.titles[-1] == "Studies" and not app._studies_view.built
    app.selected_index = len(app.children) - 1
    assert app._studies_view.built
    app.studies.new_chapter("editor", "Mine")
    assert app.studies.recorder.chapter.position == app._editor_view.editor.draft
    app.set_language("es")
    assert app.titles[-1] == "Estudios"
    assert app.studies.new_button.description == "Nuevo capítulo"


def test_the_menus_start_on_a_choice_and_relabelling_keeps_the_students_side() -> None:
    """The browser draft's timeout: a menu made empty and then filled had no choice, so the
    "New chapter" button started from nowhere (an unknown example 'None')."""
    tab = StudiesTab(editor=lambda: Editor.from_example("EX-TURN-1"))
    tab.build()
    assert (tab.source.value, tab.condition.value, tab.mode.value) == (
        "editor", "exactly", "teacher")
    tab.new_button.click()
    assert tab.message == "Chapter 1: click the moves of its line."
    tab.argument.value = "B B4 2"
    tab.add_button.click()
    assert tab.accept == [{"exactly": "B B4 2"}]
    tab.mode.value = "student"
    tab.set_language("fr")
    assert tab.mode.value == "student" and tab.source.value == "editor"


def test_after_an_answer_the_coach_says_what_each_answer_leads_to() -> None:
    tab = StudiesTab(editor=lambda: Editor.from_example("EX-TURN-1"))
    tab.build()
    teacher_study(tab)
    tab.open_text(tab.storage.value)
    tab.forward()
    assert tab.leads_button.disabled  # before an answer it would give the answer away
    assert tab.player is not None and tab.player.leads_to() == []
    click(tab, "place SORT 1")
    assert not tab.leads_button.disabled
    tab.leads_button.click()
    leads = tab.player.leads_to()
    assert {text for _words, text, _value in leads} >= {"B B4 2", "A G3 1+2", "end"}
    values = [value for _words, _text, value in leads]
    assert values == sorted(values, reverse=True)
    words, text, value = leads[0]
    assert (f'{words} <small class="gaucho-notation">{text}</small></td>'
            f'<td style="text-align:right">{value:.1f}</td>') in tab.leads.value
    tab.chapter_pick.value = 1
    assert tab.leads.value == "" and tab.leads_button.disabled


def test_an_opened_study_is_kept_in_the_browser_and_a_bad_one_changes_nothing() -> None:
    tab = StudiesTab()
    tab.build()
    tab.new_chapter("EX-TURN-1", "One")
    text = tab.save()
    tab.storage.value = ""
    tab.open_text(text.encode())
    assert tab.storage.value == text and tab.mode.value == "student"
    tab.open_text(b'{"chapters": [')  # truncated: refused, the study opened stays
    assert tab.message.startswith("study, field (file):")
    assert tab.storage.value == text and tab.player is not None


def test_a_french_study_shown_in_german_keeps_the_teachers_words() -> None:
    """The board and the decisions follow the language shown; her comments, prompt and
    hint stay as she wrote them."""
    teacher = StudiesTab(language="fr")
    teacher.build()
    teacher.new_chapter("EX-TURN-1", "Le tirage")
    click(teacher, "take 1 2")
    teacher.write_comment("D'abord les dés.")
    teacher.add_condition("kind", "claim")
    teacher.set_question("Que feriez-vous ici ?")
    text = teacher.save()
    assert json.loads(text)["language"] == "fr"
    student = StudiesTab(language="de")
    student.build()
    student.open_text(text)
    student.forward()
    with use_language("de"):
        words = say_decision(gaucho.parse("take 1 2"), "draft")
    assert student.message == f"{words}: D'abord les dés. Que feriez-vous ici ?"
    assert words != "takes 1 and 2 from the Dice Rodeo"


def test_the_teacher_and_the_student_read_decisions_in_words() -> None:
    """Issue 24 item 8 in the Studies tab: what it says names moves in words; the notation
    is only the small secondary form after them (class gaucho-notation)."""
    from test_no_notation_shown import notation_in

    tab = StudiesTab(language="es")
    tab.build()
    tab.new_chapter("EX-TURN-1", "Uno")
    click(tab, "take 1 2")
    with use_language("es"):
        took = say_decision(gaucho.parse("take 1 2"), "draft")
        lying = say_decision(gaucho.parse("B B4 2"), "turn")
    assert tab.message.endswith(took) and tab.notation == "take 1 2"
    tab.answering.value = True
    click(tab, "B B4 2")
    assert tab.message.endswith(lying) and tab.notation == "B B4 2"
    tab.add_condition("kind", "claim")
    said = tab.said.value.split('<small class="gaucho-notation">')[0]
    assert lying in said and not notation_in(said), said
