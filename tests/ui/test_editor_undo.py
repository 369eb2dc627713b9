"""The Editor tab's Undo (review H15, items 8 and 9): the problem it brings back is said
in the tab's language, and one "Apply" of the fields is taken back by one Undo."""

from __future__ import annotations

import re

import pytest

from gaucho.explorer.editor import Editor

pytest.importorskip("ipywidgets")


def said(tab: object) -> str:
    """The problem line's words (its HTML without the tags and the rule-style sheet)."""
    value = tab.problem.value  # type: ignore[attr-defined]
    return re.sub(r"<[^>]+>", "", re.sub(r"<style>.*?</style>", "", value)).strip()


def new_setup_with_round(language: str, rounds: list[int]) -> object:
    from gaucho.widgets import EditorTab

    tab = EditorTab(language=language)
    tab.source.value = "new"
    tab.start_button.click()
    for number in rounds:
        tab.round.value = number
        tab.apply_button.click()
    return tab


@pytest.mark.parametrize(("language", "refused", "possible"), [
    ("es", "posición, round: la ronda preliminar es la ronda 0, no la 99",
     "La mesa es posible."),
    ("de", "Spielstand round: die Vorrunde ist Runde 0, nicht 99", "Der Tisch ist möglich."),
])
def test_undo_says_the_problem_in_the_tabs_language(language: str, refused: str,
                                                    possible: str) -> None:
    tab = new_setup_with_round(language, [99, 98])
    tab.undo_button.click()  # type: ignore[attr-defined]
    assert said(tab) == refused
    tab.undo_button.click()  # type: ignore[attr-defined]
    assert said(tab) == possible


def test_one_apply_is_one_undo() -> None:
    tab = new_setup_with_round("en", [99])
    assert said(tab) == "position round: the preliminary round is round 0, not 99"
    tab.undo_button.click()  # type: ignore[attr-defined]
    assert said(tab) == "The table is possible."
    assert tab.editor.draft["round"] == 0 and tab.round.value == 0  # type: ignore[attr-defined]
    assert tab.editor.undo() is None and tab.editor.draft["round"] == 0  # nothing left


def test_an_apply_that_changes_nothing_is_no_step() -> None:
    tab = new_setup_with_round("en", [0])
    assert tab.editor._history == []  # type: ignore[attr-defined]


def test_one_step_groups_edits_in_the_controller() -> None:
    editor = Editor.from_example("EX-TURN-1")
    with editor.one_step():
        editor.set("round", 2)
        editor.set_player(1, "pesos", 7)
    with editor.one_step():
        editor.set("round", 2)  # unchanged: no step
    assert (editor.draft["round"], editor.draft["players"][1]["pesos"]) == (2, 7)
    assert editor.undo() is None
    assert (editor.draft["round"], editor.draft["players"][1]["pesos"]) == (1, 0)
    assert len(editor._history) == 0


@pytest.mark.parametrize(("language", "start"), [
    ("es", "posición, held: en la fase de elección de dados el jugador activo aún no ha "
           "elegido sus dados"),
    ("de", "Spielstand held: in der Phase der Würfelwahl hat der aktive Spieler seine "
           "Würfel noch nicht genommen"),
])
def test_undo_of_a_click_keeps_the_tabs_language(language: str, start: str) -> None:
    from gaucho.widgets import EditorTab

    tab = EditorTab(language=language)
    tab.board_clicked("die:5")  # nothing is held before the draft (R-TURN-1)
    tab.board_clicked("die:6")
    tab.undo_button.click()
    assert said(tab).startswith(start) and "(R-TURN-1 " in said(tab)
