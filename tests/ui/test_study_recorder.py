"""Recording a study by playing, and answering it as a student (issue 28), no browser."""

from __future__ import annotations

import pytest

import gaucho
from gaucho import studies as S
from gaucho.explorer.editor import Editor
from gaucho.explorer.study import StudyPlayer, StudyRecorder


def recorded() -> str:
    """A two-chapter study made as in the app: edit a table, play a line, comment, ask."""
    rec = StudyRecorder("Premiers pas", language="fr", author="Mme Duval")
    sale = Editor.from_example("EX-SELL-50")
    assert sale.set_player(1, "pesos", 12) is None  # an edited table
    rec.new_chapter(sale.accepted, "La vente forcée")
    rec.play("add W5", "Le 5 ne va pas au-dessus du 10 : vente forcée.")
    editor = Editor.from_example("EX-TURN-1")
    rec.new_chapter(editor.accepted, "Le tirage")
    rec.play("take 5 6")
    rec.comment("D'abord les dés.")
    with pytest.raises(gaucho.IllegalAction):
        rec.play("A W11 5")  # refused, nothing recorded
    rec.ask("Que feriez-vous ici ?", [{"claims": "W11"}, {"exactly": "B W11 5"}],
            hint="Le blanc 11 est libre.", right="Bravo !",
            wrong=[{"when": {"kind": "end"}, "comment": "Les dés seraient perdus."}],
            otherwise="Pas le meilleur.")
    rec.play("A W11 5+6", "Une revendication debout.")
    return rec.save()


def test_a_recorded_study_is_a_valid_study_file() -> None:
    study = S.loads(recorded())
    assert [c.title for c in study.chapters] == ["La vente forcée", "Le tirage"]
    assert [s.value for s in study.chapters[1].steps] == ["take 5 6", "A W11 5+6"]
    assert study.chapters[1].question is not None and study.chapters[1].question.after == 1
    assert study.chapters[0].position["players"][1]["pesos"] == 12


def test_take_back_a_recorded_step() -> None:
    rec = StudyRecorder()
    rec.new_chapter(Editor.from_example("EX-TURN-1").accepted)
    rec.play("take 5 6")
    rec.play("A W11 5+6")
    rec.take_back()
    assert rec.chapter.line == [{"decision": "take 5 6"}]
    assert rec.game is not None and rec.game.phase == "turn"


def test_a_student_answers_wrongly_then_with_the_second_accepted_answer() -> None:
    player = StudyPlayer(recorded(), language="de")
    assert player.step() is not None and player.step() is None  # chapter 1 done
    player.open(1)
    frame = player.step()
    assert frame is not None and frame.comment == "D'abord les dés."
    assert player.asking and player.step() is None  # the question stops the line
    assert player.hint() == "Le blanc 11 est libre."
    wrong = player.answer("end")
    assert not wrong.accepted and wrong.comment == "Les dés seraient perdus."
    assert player.asking
    right = player.answer("B W11 5")
    assert right.accepted and right.comment == "Bravo !"
    assert not player.asking
    last = player.step()
    assert last is not None and last.notation == "A W11 5+6"
    assert player.game().state.gauchos_on
