"""The review panel speaks the language it is switched to: its summary, its moment list and
its hand-out link are drawn again in the new language (they were kept in the old one while
the list was not empty), so is the moment shown, and a redraw in the same language keeps
the same buttons (a moment button keeps the keyboard focus).  Exact words in English and
German."""

from __future__ import annotations

from html import unescape

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.review import ReviewPanel  # noqa: E402

import gaucho  # noqa: E402
from gaucho.coach import CoachBot  # noqa: E402

SUMMARY = {
    "en": ("Red finished 28 Pesos behind the winner: its decisions cost about 26.9 of them in "
           "expectation, and the other 1.1 came from the dice, the draws and the other "
           "players"),
    "de": ("Rot lag am Ende 28 Pesos hinter dem Sieger: Seine Entscheidungen kosteten im "
           "Erwartungswert etwa 26,9 davon, die übrigen 1,1 kamen von den Würfeln, den "
           "gezogenen Plättchen und den anderen Spielern"),
}
FIRST_MOMENT = {
    "en": ("Round 4, step 36: Inaccuracy: “puts a standing gaucho on the white 10 for 4+6” "
           "gave up 4.1 Pesos on average against “stands up its gaucho on the golden 12 for "
           "6” (worth 51.5 against 55.6 Pesos 16 decisions after this turn)"),
    "de": ("Runde 4, Schritt 36: Ungenauigkeit: „stellt für 4+6 einen stehenden Gaucho auf "
           "Weiß 10“ hat im Schnitt 4,1 Pesos gegenüber „richtet für 6 seinen liegenden "
           "Gaucho auf Gold 12 auf“ verschenkt (51,5 gegenüber 55,6 Pesos wert, 16 "
           "Entscheidungen nach diesem Zug)"),
}
DOWNLOAD = {"en": "Download the review as a hand-out",
            "de": "Die Analyse als Arbeitsblatt herunterladen"}


@pytest.fixture(scope="module")
def panel() -> ReviewPanel:
    """Red's review of a finished seeded 2-player game between two beginner coaches."""
    game = gaucho.Game.new(players=2, seed=3)
    bots = [CoachBot("beginner", seed=q) for q in range(2)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    p = ReviewPanel(game, 0, language="en")
    p.run()
    return p


def plain(value: str) -> str:
    text = unescape(value)
    return text[text.index("<pre"):].split(">", 1)[1].removesuffix("</pre>")


def shown(p: ReviewPanel, language: str) -> None:
    assert plain(p.summary.value) == SUMMARY[language]
    assert p.moments.children[0].description == FIRST_MOMENT[language]
    assert f">{DOWNLOAD[language]}</a>" in p.handout.value


def test_a_language_switch_draws_the_review_again(panel: ReviewPanel) -> None:
    shown(panel, "en")
    panel.set_language("de")
    shown(panel, "de")
    panel.set_language("en")
    shown(panel, "en")


def test_a_redraw_in_the_same_language_keeps_the_moment_buttons(panel: ReviewPanel) -> None:
    panel.set_language("en")
    before = panel.moments.children
    panel.refresh()
    assert panel.moments.children == before
    panel.set_language("de")
    assert panel.moments.children != before


def test_the_moment_shown_follows_a_language_switch(panel: ReviewPanel) -> None:
    panel.set_language("en")
    panel.show_moment(0)
    assert plain(panel.verdict.value) == FIRST_MOMENT["en"].split(": ", 1)[1]
    panel.set_language("de")
    assert plain(panel.verdict.value) == FIRST_MOMENT["de"].split(": ", 1)[1]
