"""The board editor's problem follows a language switch (H2, item 3): the problem is kept,
not its text, and said again in the new language, whether it is the table's (an impossible
table, kept as built) or a refused edit's (the table unchanged).  The field and the rule of
a problem do not depend on the language it was found in."""

from __future__ import annotations

import re
from html import unescape

import pytest

from gaucho.explorer.editor import Editor, Problem
from gaucho.i18n import use_language

PESOS = {
    "en": "position players[1].pesos: must be 0..100000, not -1 (R-COMP-16)",
    "es": "posición, players[1].pesos: debe estar en 0..100000, no -1 (R-COMP-16)",
    "fr": "position players[1].pesos\u00a0: doit être 0..100000, pas -1 (R-COMP-16)",
    "de": "Spielstand players[1].pesos: muss 0..100000 sein, nicht -1 (R-COMP-16)",
}


def test_a_problem_is_said_again_in_another_language() -> None:
    editor = Editor.from_example("EX-TURN-1")
    problem = editor.set_player(1, "pesos", -1)
    assert problem is not None and problem.reason == PESOS["en"]
    for language in ("de", "es", "fr", "en"):
        with use_language(language):
            again = problem.again()
        assert (again.field, again.reason, again.rule_id) == (
            "players[1].pesos", PESOS[language], "R-COMP-16")


@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_field_and_rule_do_not_depend_on_the_language(language: str) -> None:
    """The field was read from the words ("position players[1].pesos: ..."), so a problem
    found in German ("Spielstand ...") named no field."""
    with use_language(language):
        editor = Editor.from_example("EX-TURN-1")
        problem = editor.set_player(1, "pesos", -1)
    assert problem is not None
    assert (problem.field, problem.reason, problem.rule_id) == (
        "players[1].pesos", PESOS[language], "R-COMP-16")


def test_the_editor_says_its_problem_again() -> None:
    editor = Editor.from_example("EX-TURN-1")
    editor.set_player(1, "pesos", -1)
    with use_language("de"):
        editor.say_again()
    assert editor.problem is not None and editor.problem.reason == PESOS["de"]
    editor.undo()
    editor.say_again()  # no problem: nothing to say
    assert editor.problem is None


def test_a_problem_without_its_words_is_kept_as_it_is() -> None:
    problem = Problem("", "some words", "")
    with use_language("de"):
        assert problem.again() is problem


def test_a_refused_edit_is_said_again() -> None:
    """An edit refused before it changed the table (a pasture the table lacks)."""
    editor = Editor.from_example("EX-TURN-1")
    refused = editor.set_cell(9, 0, "W1")
    assert refused is not None and editor.problem is None
    assert refused.reason == "pasture must be a number 0..3 on this table, not 9"
    with use_language("es"):
        assert refused.again().reason == "pasture debe ser un número 0..3 en esta mesa, no 9"
    nothing = editor.click("die:9")  # Python's own error: said in words, in any language
    assert nothing is not None
    with use_language("fr"):
        assert nothing.again().reason != nothing.reason


# ------------------------------------------------------------------ the tab
def shown(tab: object) -> str:
    """The problem line's words (rule links read as their text)."""
    value = unescape(tab.problem.value)  # type: ignore[attr-defined]
    return re.sub(r"<style>.*?</style>|<span class=\"gaucho-rule-text\">.*?</span>|<[^>]+>",
                  "", value)


@pytest.fixture
def tab() -> object:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.editor import EditorTab
    view = EditorTab(language="en")
    view.build()
    return view


def test_the_tab_says_the_tables_problem_in_the_new_language(tab: object) -> None:
    from gaucho.widgets.editor import EditorTab
    assert isinstance(tab, EditorTab)
    tab.player.value = 1
    tab.pesos.value = -1
    tab.apply_fields()
    assert shown(tab) == PESOS["en"]
    tab.set_language("de")
    assert shown(tab) == PESOS["de"]
    assert tab.text() == "Editor: " + PESOS["de"]
    tab.set_language("fr")
    assert shown(tab) == PESOS["fr"]
    tab.undo()
    assert shown(tab) == "La table est possible."


def test_the_tab_says_a_refused_click_in_the_new_language(tab: object) -> None:
    from gaucho.widgets.editor import EditorTab
    assert isinstance(tab, EditorTab)
    tab.board_clicked("tile:Z9")
    assert shown(tab) == tab.message == "Z9 is not in the Pampa"
    tab.set_language("de")
    assert shown(tab) == tab.message == "Z9 ist nicht in der Pampa"
    tab.set_language("es")
    assert shown(tab) == tab.message == "Z9 no está en la Pampa"
    tab.start("new")
    assert tab.refused is None and tab.message == ""
