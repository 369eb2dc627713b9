"""Real browser (H1): a teacher reopens a saved study to edit it in the Voilà app's Studies
tab ("Open to edit" in her part), finds its title, author and question in her boxes, records
one more step on the board at the end of the last chapter, and saves it: the file has every
chapter it had, the new step, and a new title.  A student who opens the file sees its title
once, with its author, where she starts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_browser_puzzles import click_tokens, tokens_for
from voila_server import WAIT_MS, browser_or_skip, offline_app_page, wait_text

from gaucho import actions
from gaucho.explorer.editor import Editor
from gaucho.explorer.study import StudyRecorder

pytestmark = pytest.mark.browser

BOARD = ".gaucho-study-board"
SAID = ".gaucho-study-said"


@pytest.fixture(scope="module")
def downloads(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def app_page(downloads: Path) -> Iterator[tuple[Any, list[str]]]:
    browser_or_skip()
    with offline_app_page(downloads=downloads) as page_and_blocked:
        yield page_and_blocked


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


def test_a_teacher_reopens_a_study_edits_it_and_saves_it(app_page: tuple[Any, list[str]],
                                                         tmp_path: Path) -> None:
    page, blocked = app_page
    page.get_by_role("tab", name="Studies").click()
    page.locator(".gaucho-study-mode button", has_text="Teacher").click()
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(".gaucho-study-edit-upload").click()
    chooser.value.set_files(str(saved(tmp_path / "lesson.json")))
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
    page.locator(".gaucho-study-save").click()
    wait_text(page, SAID, "Study saved.")
    with page.expect_download(timeout=WAIT_MS) as download:
        page.locator(".gaucho-study-file").click()
    again = tmp_path / "again.json"
    download.value.save_as(str(again))
    data = json.loads(again.read_text(encoding="utf-8"))
    assert (data["title"], data["author"]) == ("Premiers pas, revus", "Mme Duval")
    assert [c["title"] for c in data["chapters"]] == ["Le tirage", "Encore"]
    assert [s["decision"] for s in data["chapters"][1]["line"]] == ["take 1 2", "B B4 2"]
    assert data["chapters"][1]["question"]["after"] == 1  # not set again: where it was
    # the student opens it: the title once, with its author, where she starts
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(".gaucho-study-upload").click()
    chooser.value.set_files(str(again))
    said = wait_text(page, SAID, "Premiers pas, revus, by Mme Duval — chapter 1 of 2, step 0 "
                                 "— Study opened.")
    assert said.count("Premiers pas") == 1
    assert not blocked or all("fontawesome" in u for u in blocked)
