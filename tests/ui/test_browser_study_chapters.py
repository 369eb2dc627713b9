"""Real browser (H7): in the Voilà app's Studies tab a teacher reopens a saved study, chooses
its first chapter in her chapter menu (its title back in the title box, the board at the end
of its line), records one more step there, deletes the second chapter and undoes it, and
saves: the first chapter has its new step, the second is as it was.  The same file chosen
again in "Open to edit" is read again (the step recorded is gone), and so is a file chosen
twice in the student's "Open"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from study_pages import BOARD, SAID, choose_file, save_and_download
from test_browser_puzzles import click_tokens, tokens_for
from test_browser_study_reopen import saved
from voila_server import wait_text

from gaucho import actions
from gaucho.explorer.editor import Editor

pytestmark = pytest.mark.browser

MENU = ".gaucho-study-edit-chapter select"


def options(page: Any) -> list[str]:
    """The teacher's chapter menu as it reads (the widget's spaces are no-break ones)."""
    return [t.replace("\xa0", " ") for t in page.locator(f"{MENU} option").all_inner_texts()]


def value(page: Any, css: str) -> str:
    return str(page.locator(f"{css} input").input_value())


def test_a_teacher_edits_the_first_chapter_deletes_one_and_undoes_it(
        study_page: tuple[Any, list[str]], tmp_path: Path) -> None:
    page, blocked = study_page
    lesson = saved(tmp_path / "lesson.json")
    page.get_by_role("tab", name="Studies").click()
    page.locator(".gaucho-study-mode button", has_text="Teacher").click()
    choose_file(page, ".gaucho-study-edit-upload", lesson)
    wait_text(page, SAID, "chapter 2, 1 step — accepted answers: a decision of this kind: "
                          "claim — Study opened: Premiers pas")
    assert value(page, ".gaucho-study-chapter-title") == "Encore"
    assert options(page) == ["1. Le tirage", "2. Encore"]
    # the first chapter: its title and (no) question in the boxes, the board at its end
    page.locator(MENU).select_option(index=0)  # "1. Le tirage"
    wait_text(page, SAID, "chapter 1, 1 step — Chapter 1: recording goes on at the end of "
                          "its line.")
    assert value(page, ".gaucho-study-chapter-title") == "Le tirage"
    assert value(page, ".gaucho-study-prompt") == ""
    game = Editor.from_example("EX-TURN-1").play_from_here()
    game.play("take 1 2")
    click_tokens(page, BOARD, tokens_for(game, actions.parse("B B4 2")))
    wait_text(page, SAID, "chapter 1, 2 steps — Recorded:")
    # the second chapter deleted, then put back
    page.locator(MENU).select_option(index=1)  # "2. Encore"
    wait_text(page, SAID, "Chapter 2: recording goes on")
    assert value(page, ".gaucho-study-prompt") == "Que feriez-vous ici ?"
    page.locator(".gaucho-study-delete").click()
    wait_text(page, SAID, "chapter 1, 2 steps — Chapter 2 deleted: Encore")
    assert options(page) == ["1. Le tirage"]
    page.locator(".gaucho-study-undelete").click()
    wait_text(page, SAID, "Chapter 2 put back: Encore")
    assert options(page) == ["1. Le tirage", "2. Encore"]
    again = tmp_path / "again.json"
    data = save_and_download(page, again)
    before = json.loads(lesson.read_text(encoding="utf-8"))
    assert [s["decision"] for s in data["chapters"][0]["line"]] == ["take 1 2", "B B4 2"]
    assert data["chapters"][1] == before["chapters"][1]
    # the same file chosen again in Open to edit: read again, the step recorded is gone
    choose_file(page, ".gaucho-study-edit-upload", lesson)
    wait_text(page, SAID, "Study opened: Premiers pas")
    page.locator(MENU).select_option(index=0)  # "1. Le tirage"
    wait_text(page, SAID, "chapter 1, 1 step — Chapter 1: recording goes on")
    # the student's Open: the same file twice, each time from its start
    choose_file(page, ".gaucho-study-upload", again)
    wait_text(page, SAID, "Premiers pas, by Mme Duval — chapter 1 of 2, step 0 — Study "
                          "opened.")
    page.locator(".gaucho-study-forward").click()
    wait_text(page, SAID, "chapter 1 of 2, step 1")
    choose_file(page, ".gaucho-study-upload", again)
    wait_text(page, SAID, "Premiers pas, by Mme Duval — chapter 1 of 2, step 0 — Study "
                          "opened.")
    assert not blocked or all("fontawesome" in u for u in blocked)
