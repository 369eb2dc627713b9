"""A lesson's exercise widget by keyboard only: choose a move in its menu, Check, Try again,
then play the right move on its board.

Voilà serves a small notebook with the exercise widget a lesson shows (a move to pick, with
its board); only ``page.keyboard.press`` acts. The presses are counted and printed
(``pytest -m browser tests/ui/test_keyboard_exercise.py -s``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_browser_puzzles import tokens_for
from test_keyboard_play import Keys
from test_keyboard_tabs import press_on, press_tokens
from voila_server import WAIT_MS, code_notebook, offline_app_page, wait_text

import gaucho
from gaucho.explorer.said import say_decision

pytestmark = pytest.mark.browser

EXAMPLE = "EX-DICE-SPLIT"
CELLS = [
    "import gaucho\n"
    "from gaucho.exercises import PickMove\n"
    "from gaucho.widgets.exercise import ExerciseWidget",
    f'ExerciseWidget(PickMove("keys-pay", gaucho.examples.load("{EXAMPLE}").game(),\n'
    '                        "Pay for the golden 6.", ["A G6 4+6", "A G6 6"]), board=True)',
]
BOARD = ".gaucho-exercise-board"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    notebook = code_notebook(CELLS, Path(tmp_path_factory.mktemp("keys")))
    with offline_app_page(notebook, ready=f"{BOARD} [data-target]") as (pg, _):
        yield pg


def said(choice: str) -> str:
    """A menu option as the student reads it (its value is the notation)."""
    return say_decision(gaucho.parse(choice), gaucho.examples.load(EXAMPLE).game().phase)


def test_an_exercise_answered_by_keys(page: Any, capsys: Any) -> None:
    keys = Keys(page)
    # the menu: Tab to it, the arrows choose (a closed menu changes with Down)
    keys.tab_to("e => !!e.closest('.gaucho-exercise-input') && e.matches('select')")
    wrong = said("A G6 4+6")
    shown = ("() => (document.activeElement.selectedOptions[0]?.text || '')"
             ".replace(/\u00a0/g, ' ')")  # the words are joined by no-break spaces
    for _press in range(30):
        if page.evaluate(shown) == wrong:
            break
        keys.press("ArrowDown")
    assert page.evaluate(shown) == wrong
    press_on(keys, ".gaucho-exercise-check")
    text = wait_text(page, ".gaucho-exercise-feedback", "R-DICE-3")
    assert "Not quite" in text
    assert page.evaluate("() => document.querySelector('.gaucho-exercise-feedback')"
                         ".getAttribute('aria-live')") == "polite"  # the verdict is read out
    menu = keys.count
    press_on(keys, ".gaucho-exercise-retry")
    page.wait_for_function("() => !document.querySelector('.gaucho-exercise-feedback')"
                           ".innerText.trim()", timeout=WAIT_MS)
    # the right move on the board: Tab to each target, Enter
    start = keys.count
    game = gaucho.examples.load(EXAMPLE).game()
    press_tokens(keys, BOARD, tokens_for(game, gaucho.parse("A G6 6")))
    assert "accepts “puts a standing gaucho on the golden 6 for 6 (A G6 6)”" in wait_text(
        page, ".gaucho-exercise-feedback", "Right")
    with capsys.disabled():
        print(f"\nexercise by keys: {menu} presses to answer in the menu, "
              f"{keys.count - start} to play the move on the board, {keys.count} in all")
