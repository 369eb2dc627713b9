"""Words, not blanks or Python type names: the review panel as plain text with no game or
before its review says so (not "Game review: " and nothing), and the Workshop tab's status
line on an unexpected error gives the error's message in a translated frame, never
``ValueError: ...``; the study recorder's accepted answers are joined by the translated
semicolon.  Exact words in the four languages."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import gaucho  # noqa: E402

NO_GAME = {
    "en": "Game review: no game to review yet",
    "es": "Análisis de la partida: aún no hay ninguna partida que analizar",
    "fr": "Analyse de la partie\xa0: pas encore de partie à analyser",
    "de": "Spielanalyse: noch keine Partie zum Analysieren",
}
NOT_RUN = {
    "en": "Game review: not reviewed yet: press “Review this game”",
    "es": "Análisis de la partida: aún sin analizar: pulsa «Analizar esta partida»",
    "fr": "Analyse de la partie\xa0: pas encore analysée\xa0: cliquez sur «\xa0Analyser cette "
          "partie\xa0»",
    "de": "Spielanalyse: noch nicht analysiert: drücke „Diese Partie analysieren“",
}


@pytest.mark.parametrize("language", sorted(NO_GAME))
def test_review_panel_says_there_is_nothing_yet(language: str) -> None:
    from gaucho.widgets.review import ReviewPanel

    panel = ReviewPanel(language=language)
    assert panel.text() == NO_GAME[language]
    panel.set_game(gaucho.Game.new(players=2, seed=3), 0)
    assert panel.text() == NOT_RUN[language]
    panel.set_game(None, 0)
    assert panel.text() == NO_GAME[language]


STOPPED = {
    "en": ("The run stopped: bad value",
           "The run stopped: an unexpected error in the program, with no message",
           "That did not work: x"),
    "es": ("La simulación se detuvo: bad value",
           "La simulación se detuvo: un error inesperado del programa, sin mensaje",
           "No ha funcionado: x"),
    "fr": ("La simulation s’est arrêtée\xa0: bad value",
           "La simulation s’est arrêtée\xa0: une erreur inattendue du programme, sans message",
           "Cela n&#x27;a pas marché\xa0: x"),
    "de": ("Der Lauf hielt an: bad value",
           "Der Lauf hielt an: ein unerwarteter Fehler im Programm, ohne Meldung",
           "Das hat nicht geklappt: x"),
}


@pytest.mark.parametrize("language", sorted(STOPPED))
def test_workshop_says_an_unexpected_error_in_words(language: str) -> None:
    from gaucho.widgets import WorkshopTab

    from gaucho.explorer.workshop import WorkshopController

    tab = WorkshopTab(WorkshopController(seed=3, workers=1), language=language)
    shown = []
    for exc in (ValueError("bad value"), KeyError(), gaucho.GauchoError("x")):
        tab.show_error(exc)
        shown.append(tab.status.value)
    assert shown == [f'<span style="color:#a00000">{said}</span>'
                     for said in STOPPED[language]]
    assert not any("Error" in s for s in shown)


ACCEPTED = {
    "fr": ("Études — chapitre 2, 1 étape — réponses acceptées\xa0: place un gaucho sur cette "
           "tuile\xa0: W11\u202f; pose un gaucho couché sur le 11 blanc pour 5 — Étude "
           "ouverte\xa0: Premiers pas"),
    "de": ("Studien — Kapitel 2, 1 Schritt — akzeptierte Antworten: setzt einen Gaucho auf "
           "dieses Plättchen: W11; legt für 5 einen liegenden Gaucho auf Weiß 11 — Studie "
           "geöffnet: Premiers pas"),
}


@pytest.mark.parametrize("language", sorted(ACCEPTED))
def test_a_questions_accepted_answers_are_joined_by_the_translated_semicolon(
        language: str) -> None:
    from gaucho.widgets.study import StudiesTab
    from test_study_reopen import saved

    tab = StudiesTab(language=language)
    tab.edit_text(saved())  # two accepted answers: a claim of W11, exactly "B W11 5"
    assert tab.text() == ACCEPTED[language]
