"""Real browser (issue 28): a teacher builds a two-chapter study by clicks only (edits a
position in the Editor tab, records a line, writes comments, sets a question with two
accepted answers), saves it, reopens the downloaded file as a student, answers wrongly (the
teacher's comment) and then with the second accepted answer (accepted).  Then (issue 32) a
student opens a study and answers its question by keyboard only.

The clicks are computed here with the same recorder as the app's kernel.  One server and
one page serve both tests.  (A first draft of this test waited in vain for "Chapter 1:":
the Studies tab's menus were made empty and then filled, which ipywidgets leaves at no
choice, so "New chapter" started from nowhere; :func:`gaucho.widgets.study.choose` keeps a
choice.)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from gaucho.widgets import ExamplePlayer
from study_pages import BOARD, SAID, choose_file, save_and_download
from test_browser_puzzles import click_tokens, tokens_for
from test_keyboard_play import Keys, choose_file_by_keys
from voila_server import WAIT_MS, click_board, wait_text

from gaucho import actions, examples
from gaucho.explorer.editor import Editor
from gaucho.explorer.said import say_decision
from gaucho.explorer.study import StudyRecorder

pytestmark = pytest.mark.browser

#: The decisions the tab names, in words (their notation is only the small form after them).
TOOK = say_decision(actions.parse("take 1 2"), "draft")
LYING = say_decision(actions.parse("B B4 2"), "turn")


def play(page: Any, game: Any, decision: str) -> None:
    click_tokens(page, BOARD, tokens_for(game, actions.parse(decision)))


def fill(page: Any, css: str, text: str) -> None:
    page.locator(f"{css} input").fill(text)


def keyboard_study(path: Path) -> Path:
    """A one-chapter study with a question, written here as a teacher's file."""
    teacher = StudyRecorder(title="By keyboard")
    teacher.new_chapter(Editor.from_example("EX-TURN-1").draft, "Keys only")
    teacher.play("take 1 2", "Two low dice.")
    teacher.ask("Which claim?", [{"exactly": "B B4 2"}, {"kind": "claim"}],
                otherwise="Not a claim.")
    path.write_text(teacher.save(), encoding="utf-8")
    return path


def test_a_student_answers_a_study_by_keyboard_only(study_page: tuple[Any, list[str]],
                                                     tmp_path: Path) -> None:
    """Issue 32: a study can be done without a mouse (only ``keyboard.press`` moves it).

    It runs first on the module's page: the board puts the focus back on itself after a
    redraw that follows its own clicks, and a late redraw after the mouse test could take
    the focus from the Open button between the Tab and the Enter."""
    page, _blocked = study_page
    keys = Keys(page)
    keys.tab_to("e => e.matches('.lm-TabBar-tab') && e.textContent.trim() === 'Studies'")
    keys.press("Enter")
    # Space opens the chooser (headless Chromium opens none on Enter), pressed again if a
    # busy machine's first press opened nothing
    choose_file_by_keys(keys, ".gaucho-study-upload", keyboard_study(tmp_path / "keys.json"))
    wait_text(page, SAID, "By keyboard — chapter 1 of 1, step 0 — Study opened.")
    keys.tab_to("e => e.closest('.gaucho-study-forward') !== null")
    keys.press("Enter")
    wait_text(page, SAID, f"{TOOK}: Two low dice. Which claim?")
    game = Editor.from_example("EX-TURN-1").play_from_here()
    game.play("take 1 2")
    for token in tokens_for(game, actions.parse("B B4 2")):
        keys.tab_to(f"e => !!e.closest('{BOARD}') && (e.dataset.target === '{token}'"
                    f" || e.dataset.choice === '{token}')")
        old = page.eval_on_selector(BOARD, "e => e.dataset.version || ''")
        keys.press("Enter")
        page.wait_for_function(
            "([sel, old]) => (document.querySelector(sel).dataset.version || '') !== old",
            arg=[BOARD, old], timeout=WAIT_MS)
    wait_text(page, SAID, "Accepted.")


def test_a_teacher_builds_a_study_and_a_student_answers_it(study_page: tuple[Any, list[str]],
                                                           tmp_path: Path) -> None:
    page, blocked = study_page
    # the Editor: 12 Pesos for the first player
    page.get_by_role("tab", name="Editor").click()
    fill(page, ".gaucho-editor-pesos", "12")
    page.locator(".gaucho-editor-apply").click()
    here = StudyRecorder()
    edited = Editor.from_example("EX-TURN-1")
    edited.set_player(0, "pesos", 12)
    here.new_chapter(edited.draft)
    # chapter 1, at the Editor's table
    page.get_by_role("tab", name="Studies").click()
    page.locator(".gaucho-study-mode button", has_text="Teacher").click()  # her side
    fill(page, ".gaucho-study-chapter-title", "Two dice")
    page.locator(".gaucho-study-new").click()
    wait_text(page, SAID, "Chapter 1:")
    play(page, here.game, "take 1 2")
    here.play("take 1 2")
    wait_text(page, SAID, f"Recorded: {TOOK}")
    fill(page, ".gaucho-study-comment", "Take the two low dice.")
    page.locator(".gaucho-study-comment-set").click()
    wait_text(page, SAID, "Comment written.")
    page.locator(".gaucho-study-answering").click()
    play(page, here.game, "B B4 2")
    wait_text(page, SAID, f"Accepted answer: {LYING}")
    page.locator(".gaucho-study-answering").click()
    page.locator(".gaucho-study-condition select").select_option(label="a decision of this kind")
    fill(page, ".gaucho-study-argument", "claim")
    page.locator(".gaucho-study-add").click()
    wait_text(page, SAID, "Accepted answer: a decision of this kind: claim")
    fill(page, ".gaucho-study-prompt", "What would you do here?")
    fill(page, ".gaucho-study-hint", "Look at the Dice Rodeo.")
    fill(page, ".gaucho-study-wrong", "That leaves the tile to the next player.")
    page.locator(".gaucho-study-ask").click()
    wait_text(page, SAID, "Question set.")
    # chapter 2, a rulebook example
    page.locator(".gaucho-study-source select").select_option("EX-TURN-1")
    fill(page, ".gaucho-study-chapter-title", "Again")
    page.locator(".gaucho-study-new").click()
    wait_text(page, SAID, "Chapter 2:")
    second = StudyRecorder()
    second.new_chapter(Editor.from_example("EX-TURN-1").draft)
    play(page, second.game, "take 1 2")
    wait_text(page, SAID, f"Recorded: {TOOK}")
    # save: a download, and the browser's storage
    saved = tmp_path / "study.json"
    data = save_and_download(page, saved)
    assert [c["title"] for c in data["chapters"]] == ["Two dice", "Again"]
    assert data["chapters"][0]["position"]["players"][0]["pesos"] == 12
    assert data["chapters"][0]["question"]["accept"] == [{"exactly": "B B4 2"},
                                                         {"kind": "claim"}]
    stored = page.evaluate("() => localStorage.getItem('gaucho-study')")
    assert json.loads(stored) == data
    # the student opens the file
    choose_file(page, ".gaucho-study-upload", saved)
    wait_text(page, SAID, "Study opened")
    page.locator(".gaucho-study-forward").click()
    wait_text(page, SAID, f"{TOOK}: Take the two low dice. What would you do here?")
    play(page, here.game, "place SORT 1")
    wait_text(page, SAID, "Not this one. That leaves the tile to the next player.")
    play(page, here.game, "A G3 1+2")
    wait_text(page, SAID, "Accepted.")
    assert not blocked or all("fontawesome" in u for u in blocked)


def test_the_examples_tab_shows_its_board_and_step_buttons_without_scrolling(
        study_page: tuple[Any, list[str]]) -> None:
    """Issue 24 (items 8-9): at 1280×800 the Step buttons and most of the board are in view
    without scrolling (the board used to start near y=670, below the narration), the words
    beside the board, and a step reads in words, its notation small after them."""
    page, _blocked = study_page
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        page.get_by_role("tab", name="Examples").click()
        page.wait_for_selector(".gaucho-ex-board svg", timeout=WAIT_MS)
        where = page.evaluate(
            "() => Object.fromEntries(['.gaucho-ex-step', '.gaucho-ex-board',"
            " '.gaucho-ex-narration'].map(s => { const r = document.querySelector(s)"
            ".getBoundingClientRect(); return [s, [r.top + window.scrollY,"
            " r.bottom + window.scrollY, r.left]]; }))")
        print("Examples tab at 1280x800 (top, bottom, left):", where)
        step_top, step_bottom, _left = where[".gaucho-ex-step"]
        board_top, board_bottom, board_left = where[".gaucho-ex-board"]
        assert step_bottom < board_top < board_bottom
        # most of the board is in view below the app's head, and the Step buttons with the
        # whole board fit in one screen, so nothing needs scrolling from one Step to the next
        assert (800 - board_top) / (board_bottom - board_top) >= 0.8
        assert board_bottom - step_top <= 800
        narration_top, _bottom, narration_left = where[".gaucho-ex-narration"]
        assert narration_left > board_left and narration_top < board_top + 40  # beside it
        page.locator(".gaucho-ex-step").click()
        player = ExamplePlayer(examples.ids()[0])
        player.step_button.click()
        words = player.explorer.narration.splitlines()[0]
        wait_text(page, ".gaucho-ex-narration", words)
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def test_the_editor_board_is_edited_by_clicks_and_keys(study_page: tuple[Any, list[str]]) -> None:
    """Issue 28: the Editor's board is pressable. A click on a pasture puts the chosen tile
    into it, and a key press (Enter on a tile, with the standing gaucho tool) puts a gaucho
    of the first player on it; the written position follows.  (Last in the module: the
    teacher's study above starts from the Editor's table.)"""
    page, _blocked = study_page
    board = ".gaucho-editor-board"
    page.get_by_role("tab", name="Editor").click()
    page.wait_for_selector(f'{board} .gaucho-hit[data-target="pasture:P2"][role="button"]',
                           timeout=WAIT_MS)
    name = page.get_attribute(f'{board} .gaucho-hit[data-target="pasture:P2"]', "aria-label")
    assert name.startswith("pasture 2: put white 1 into its first empty space")
    click_board(page, board, "pasture:P2", button=False)
    written = page.locator(".gaucho-editor-json textarea")
    page.wait_for_function("e => JSON.parse(e.value).pastures[1].length === 4",
                           arg=written.element_handle(), timeout=WAIT_MS)
    assert json.loads(written.input_value())["pastures"][1] == ["W11", "G3", "B7", "W1"]
    page.locator(".gaucho-editor-tool button", has_text="Standing gaucho").click()
    hit = page.locator(f'{board} .gaucho-hit[data-target="tile:W11"]').first
    page.wait_for_function("e => (e.getAttribute('aria-label') || '').includes('standing')",
                           arg=hit.element_handle(), timeout=WAIT_MS)
    hit.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("e => JSON.parse(e.value).pastures[1][0] === 'W11^0'",
                           arg=written.element_handle(), timeout=WAIT_MS)
