"""The Play tab in words, not codes: what is chosen is named as its board's target names do
("Chosen: golden 8 in your hand", never "Chosen: G8"), shown on the board and said by its
live region; and "Why not?" on a text no action reads points to the list of legal actions,
not to Python's help() (which gaucho.actions.parse keeps for code).  English and German."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.play import PlayWidget  # noqa: E402

import gaucho  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402

ONE = {
    "en": "Chosen: golden 8 in your hand. Click a highlighted thing or a button.",
    "de": ("Gewählt: Gold 8 in deiner Hand. Klicke auf etwas Hervorgehobenes oder auf "
           "einen Knopf."),
}
TWO = {
    "en": ("Chosen: golden 8 in your hand, golden 3 in your hand. Click a highlighted thing or "
           "a button."),
    "de": ("Gewählt: Gold 8 in deiner Hand, Gold 3 in deiner Hand. Klicke auf "
           "etwas Hervorgehobenes oder auf einen Knopf."),
}
FRESH = {"en": "Your move: click a highlighted thing on the board.",
         "de": "Du bist dran: Klicke auf etwas Hervorgehobenes auf dem Spielbrett."}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_chosen_tiles_are_named_in_words(language: str) -> None:
    view = PlayWidget(players=2, seed=7, bots="random", language=language)
    assert view.board.message == FRESH[language]
    view.board_clicked("hand:G8")  # the keep: 1 to 3 tiles, a button ends it
    assert view.board.message == view.board.announce == ONE[language]
    view.board_clicked("hand:G3")
    assert view.board.message == view.board.announce == TWO[language]
    view.board_clicked("clear")
    assert view.board.message == FRESH[language]


def test_the_prompt_follows_a_language_switch() -> None:
    view = PlayWidget(players=2, seed=7, bots="random", language="en")
    view.board_clicked("hand:G8")
    view.set_language("de")
    assert view.board.message == ONE["de"]


WHY_NOT = {
    ("en", "fly to the moon"): (
        "'fly to the moon' is not a move: no move starts with “fly”. Pick one from “All legal "
        "actions”: it lists every move you may make now, written as the game reads it."),
    ("de", "fly to the moon"): (
        "'fly to the moon' ist kein Zug: Kein Zug beginnt mit „fly“. Wähle einen aus „Alle "
        "erlaubten Aktionen“: Dort stehen alle Züge, die du jetzt machen kannst, so "
        "geschrieben, wie das Spiel sie liest."),
    ("en", "end now"): (
        "'end now' cannot be read as a move. Pick one from “All legal actions” to see how the "
        "moves starting with “end” are written."),
    ("de", "end now"): (
        "'end now' kann nicht als Zug gelesen werden. Wähle einen aus „Alle erlaubten "
        "Aktionen“, um zu sehen, wie die Züge geschrieben werden, die mit „end“ beginnen."),
}


@pytest.mark.parametrize(("language", "text"), sorted(WHY_NOT))
def test_why_not_on_an_unreadable_text_points_to_the_legal_actions(language: str,
                                                                   text: str) -> None:
    view = PlayWidget(players=2, seed=7, bots="random", language=language)
    view.why_box.value = text
    view.why_button.click()
    assert view.board.announce == WHY_NOT[language, text]
    assert "help(" not in view.why_answer.value
    heading = view.actions_heading.value  # the list the answer names is the tab's own
    assert WHY_NOT[language, text].count(heading.removeprefix("<b>").removesuffix("</b>")) == 1


@pytest.mark.parametrize(("language", "hint"), [
    ("en", "cannot read 'fly to the moon' as an action; see help(gaucho.actions)"),
    ("de", "'fly to the moon' kann nicht als Aktion gelesen werden; siehe help(gaucho.actions)"),
])
def test_code_keeps_the_python_hint(language: str, hint: str) -> None:
    with use_language(language), pytest.raises(gaucho.InvalidAction) as caught:
        gaucho.actions.parse("fly to the moon")
    assert str(caught.value) == hint
