"""The Play tab names what is chosen in words, as its board's target names do: "Chosen:
golden 8 in your hand", never the tile code ("Chosen: G8"); shown on the board and said by
its live region, in English and German."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.play import PlayWidget  # noqa: E402

ONE = {
    "en": "Chosen: golden 8 in your hand. Click a highlighted thing or a button.",
    "de": ("Gewählt: die goldene 8 in deiner Hand. Klicke auf etwas Hervorgehobenes oder auf "
           "einen Knopf."),
}
TWO = {
    "en": ("Chosen: golden 8 in your hand, golden 3 in your hand. Click a highlighted thing or "
           "a button."),
    "de": ("Gewählt: die goldene 8 in deiner Hand, die goldene 3 in deiner Hand. Klicke auf "
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
