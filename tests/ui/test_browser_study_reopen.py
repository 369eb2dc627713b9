"""Real browser (H1): a teacher reopens a saved study to edit it in the Voilà app's Studies
tab ("Open to edit" in her part), finds its title, author and question in her boxes, records
one more step on the board at the end of the last chapter, and saves it: the file has every
chapter it had, the new step, and a new title.  A student who opens the file sees its title
once, with its author, where she starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from study_pages import BOARD, SAID, choose_file, save_and_download
from test_browser_puzzles import click_tokens, tokens_for
from voila_server import wait_text

from gaucho import actions
from gaucho.explorer.editor import Editor
from gaucho.explorer.study import StudyRecorder

pytestmark = pytest.mark.browser



def saved(path: Path) -> Path:
    """A teacher's two-chapter file, the second with a question after its first step."""
    teacher = StudyRecorder(title="Premiers pas", author="Mme Duval")
    teacher.new_chapter(Editor.from_example("EX-TURN-1").draft, "Le tirage")
    teacher.play("take 1 2", "Les petits dés.")
    teacher.new_chapter(Editor.from_example("EX-TURN-1").draft, "Encore")
    teacher.play("take 1 2", "D'abord les dés.")
    teacher.ask("Que feriez-vous ici ?", [{"kind": "claim"}], hint="Le blanc 11.")
    path.write_text(teacher.save(), encoding="utf-8")
    return path


def test_a_teacher_reopens_a_study_edits_it_and_saves_it(study_page: tuple[Any, list[str]],
                                                         tmp_path: Path) -> None:
    page, blocked = study_page
    page.get_by_role("tab", name="Studies").click()
    page.locator(".gaucho-study-mode button", has_text="Teacher").click()
    choose_file(page, ".gaucho-study-edit-upload", saved(tmp_path / "lesson.json"))
    wait_text(page, SAID, "chapter 2, 1 step — accepted answers: a decision of this kind: "
                          "claim — Study opened: Premiers pas")
    assert page.locator(".gaucho-study-title input").input_value() == "Premiers pas"
    assert page.locator(".gaucho-study-author input").input_value() == "Mme Duval"
    assert page.locator(".gaucho-study-prompt input").input_value() == "Que feriez-vous ici ?"
    assert page.locator(".gaucho-study-hint input").input_value() == "Le blanc 11."
    # one more step, clicked on the board at the end of the second chapter's line
    game = Editor.from_example("EX-TURN-1").play_from_here()
    game.play("take 1 2")
    click_tokens(page, BOARD, tokens_for(game, actions.parse("B B4 2")))
    wait_text(page, SAID, "chapter 2, 2 steps")
    page.locator(".gaucho-study-title input").fill("Premiers pas, revus")
    again = tmp_path / "again.json"
    data = save_and_download(page, again)
    assert (data["title"], data["author"]) == ("Premiers pas, revus", "Mme Duval")
    assert [c["title"] for c in data["chapters"]] == ["Le tirage", "Encore"]
    assert [s["decision"] for s in data["chapters"][1]["line"]] == ["take 1 2", "B B4 2"]
    assert data["chapters"][1]["question"]["after"] == 1  # not set again: where it was
    # the student opens it: the title once, with its author, where she starts
    choose_file(page, ".gaucho-study-upload", again)
    said = wait_text(page, SAID, "Premiers pas, revus, by Mme Duval — chapter 1 of 2, step 0 "
                                 "— Study opened.")
    assert said.count("Premiers pas") == 1
    assert not blocked or all("fontawesome" in u for u in blocked)
