"""Real browser: an exercise and the guided first game, clicked as a student would.

Voilà serves a small notebook with one exercise widget and the guided game; headless
Chromium picks answers, presses Check (a wrong answer shows the right one and what each
leads to), Try again, clicks the lit-up board targets and a wrong one.
Every request that does not go to the local Voilà server is blocked.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_server import WAIT_MS, offline_app_page, wait_text

pytestmark = pytest.mark.browser


CELLS = [
    "import gaucho\n"
    "from gaucho.exercises import PickMove\n"
    "from gaucho.widgets.exercise import ExerciseWidget\n"
    "from gaucho.widgets.guided import GuidedGameView",
    'ExerciseWidget(PickMove("browser-pay", gaucho.examples.load("EX-DICE-SPLIT").game(),\n'
    '                        "Pay for the golden 6.", ["A G6 4+6", "A G6 6"]))',
    "GuidedGameView()",
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    import nbformat
    from nbformat import v4

    nb = v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [v4.new_code_cell(src) for src in CELLS]
    notebook = Path(tmp_path_factory.mktemp("lesson")) / "lesson.ipynb"
    nbformat.write(nb, notebook)
    with offline_app_page(notebook, ready=".gaucho-guided-board [data-target]") as (pg, _):
        yield pg


def _said(choice: str) -> str:
    """An option as the student reads it: the move in words (the notation is its value)."""
    import gaucho
    from gaucho.explorer.said import say_decision

    return say_decision(gaucho.parse(choice), gaucho.examples.load("EX-DICE-SPLIT").game().phase)


def test_exercise_says_wrong_with_the_rule_then_right(page: Any) -> None:
    page.locator(".gaucho-exercise-input select").select_option(label=_said("A G6 4+6"))
    page.locator(".gaucho-exercise-check").click()
    text = wait_text(page, ".gaucho-exercise-feedback", "R-DICE-3")
    assert "Not quite" in text and "exactly" in text
    # the right answer in words, and what each leads to (both played on copies)
    assert f"The right answer: {_said('A G6 6')} (A G6 6)." in text
    assert "What each leads to:" in text and "puts a standing gaucho on G6" in text
    page.locator(".gaucho-exercise-retry").click()  # Try again: the verdict is cleared
    page.wait_for_function("() => !document.querySelector('.gaucho-exercise-feedback')"
                           ".innerText.trim()")
    page.locator(".gaucho-exercise-input select").select_option(label=_said("A G6 6"))
    page.locator(".gaucho-exercise-check").click()
    assert "accepts “puts a standing gaucho on the golden 6 for 6 (A G6 6)”" in wait_text(
        page, ".gaucho-exercise-feedback", "Right")


def test_guided_game_waits_hints_and_goes_on(page: Any) -> None:
    board = ".gaucho-guided-board"
    assert page.locator(f"{board} .is-hint").count() == 3  # K1, W3 and G1 lit up
    page.locator(f'{board} [data-target="hand:G9"]').first.click()  # not the step's move
    assert "Hint" in wait_text(page, ".gaucho-guided-feedback", "Hint")
    assert "Keep the three small tiles" in page.inner_text(".gaucho-guided-instruction")
    for target in ("hand:G1", "hand:K1", "hand:W3"):
        page.locator(f'{board} [data-target="{target}"].is-hint').first.click()
    wait_text(page, ".gaucho-guided-instruction", "free gaucho on WISH")
    page.locator(f'{board} [data-target="area:WISH"].is-hint').first.click()
    assert "Draft the two 4s" in wait_text(page, ".gaucho-guided-instruction", "Step 3 of")


def _drill_wrong_then_right(browser: Any, tmp_path: Path, lang: str, lesson: str,
                            name: str, make: Any, exercises: int,
                            says: tuple[str, str]) -> str:
    """Run the student copy of ``lang/lesson`` (what ``gaucho lab`` gives) in JupyterLab,
    answer the drill ``name`` (made by ``make`` from seed 1) wrongly, wait for the feedback
    to say ``says[0]`` (the right answer's label), then Try again and the right answer,
    which must say ``says[1]``; return the wrong answer's feedback text."""
    import nbformat
    from gaucho.widgets.exercise import choice_labels
    from test_accessibility import lab_page

    from gaucho import handouts
    from gaucho.exercises import Drill
    from gaucho.i18n import use_language

    teacher = nbformat.read(Path(__file__).resolve().parents[2] / "notebooks" / lang
                            / f"{lesson}.ipynb", as_version=4)
    student = handouts.make_handout(teacher)
    assert not any(map(handouts.is_hidden_check, student.cells))
    keys = [handouts.answer_key(c) for c in teacher.cells if handouts.answer_key(c)]
    nth = [key["name"] for key in keys].index(name)
    key = keys[nth]
    with use_language(lang):  # each option as the student reads it
        labels = {c: label for label, c in choice_labels(Drill(name, make, seed=1))}
    copy, work = tmp_path / "copy", tmp_path / "work"
    copy.mkdir()
    work.mkdir()
    nbformat.write(student, copy / f"{lesson}.ipynb")
    with lab_page(copy / f"{lesson}.ipynb", work, browser) as lab:
        lab.wait_for_function("() => /Idle/.test(document.querySelector("
                              "'.jp-StatusBar-Widget, #jp-main-statusbar')?.innerText || '')")
        lab.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        lab.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        lab.wait_for_function("() => document.querySelectorAll('.gaucho-exercise').length"
                              f" >= {exercises}", timeout=WAIT_MS * 2)
        drill = lab.locator(".gaucho-exercise").nth(nth)
        drill.locator(".gaucho-exercise-input select").select_option(label=labels[key["wrong"]])
        drill.locator(".gaucho-exercise-check").click()
        feedback = drill.locator(".gaucho-exercise-feedback")
        feedback.get_by_text(says[0], exact=False).wait_for()
        text = feedback.inner_text()
        assert f"({key['right']})" in text, text
        drill.locator(".gaucho-exercise-retry").click()
        drill.locator(".gaucho-exercise-input select").select_option(label=labels[key["right"]])
        drill.locator(".gaucho-exercise-check").click()
        feedback.get_by_text(says[1], exact=False).wait_for()
    return text


def test_a_french_student_copy_in_jupyterlab_answers_a_drill_wrong_then_right(
        page: Any, tmp_path: Path) -> None:
    """The student copy of the French lesson 03 (what ``gaucho lab`` gives), run in
    JupyterLab: no hidden check is there, the drill in a new position answered wrongly
    shows the right answer and what each leads to in French, then Réessayer and the right
    answer say Exact !  (In this module's browser: one Playwright per module.)"""
    from gaucho import drills

    text = _drill_wrong_then_right(page.context.browser, tmp_path, "fr", "03-turn",
                                   "03-stand-any", drills.pay_standing, 9,
                                   ("La bonne réponse", "Exact !"))
    assert "Pas tout à fait." in text
    assert "Ce à quoi mène chaque réponse" in text and "Essayez encore." in text


def test_a_german_student_copy_of_lesson_04_in_jupyterlab_answers_a_drill_wrong_then_right(
        page: Any, tmp_path: Path) -> None:
    """The student copy of the German lesson 04 runs in JupyterLab: the placement drill in
    a new position answered wrongly (5+5 for RAISE) shows the right answer and what each
    leads to in German, then Noch einmal versuchen and the right answer say Richtig!"""
    from gaucho import drills

    text = _drill_wrong_then_right(page.context.browser, tmp_path, "de", "04-action-areas",
                                   "04-place-any", drills.place_paid, 8,
                                   ("Die richtige Antwort", "Richtig!"))
    assert "Nicht ganz." in text
    assert "Wozu jede Antwort führt" in text and "Versuch es noch einmal." in text
    assert "Blau bezahlt 5 und stellt einen Gaucho auf WECKEN" in text  # what it leads to
