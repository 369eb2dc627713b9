"""The keyboard help under the board's "Board in words" is titled in words (H2, item 2), not a
bare "?": what a screen reader says and a student reads, in all four languages, and again in
a view's new language."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from gaucho.widgets.board import BoardWidget, board_labels  # noqa: E402

from gaucho.i18n import use_language  # noqa: E402

TITLE = {"en": "Keyboard help (?)", "es": "Ayuda del teclado (?)",
         "fr": "Aide du clavier (?)", "de": "Tastaturhilfe (?)"}


@pytest.mark.parametrize("language", sorted(TITLE))
def test_the_keyboard_help_has_a_title_in_words(language: str) -> None:
    with use_language(language):
        labels = board_labels()
    assert labels["keys_title"] == TITLE[language]
    assert labels["keys_title"].strip("? ()") != ""


def test_a_board_made_in_a_language_titles_its_help_in_it() -> None:
    assert BoardWidget(language="fr").labels["keys_title"] == TITLE["fr"]
    assert BoardWidget(language="de").labels["keys_title"] == TITLE["de"]


def test_a_language_switch_retitles_the_help() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.editor import EditorTab
    tab = EditorTab(language="en")
    tab.build()
    assert tab.board.labels["keys_title"] == TITLE["en"]
    tab.set_language("es")
    assert tab.board.labels["keys_title"] == TITLE["es"]
