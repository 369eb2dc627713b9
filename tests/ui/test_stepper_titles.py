"""The example player's and the setup stepper's "title: step i of n", their rules line and
their expected outcome are messages: French puts a no-break space before each colon."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets import ExamplePlayer, SetupStepper  # noqa: E402

NB = "\u00a0"
LANGUAGES = ("en", "es", "fr", "de")

#: The first line of each stepper's text: EX-TURN-1 at its start, the setup of 3 players
#: with seed 7 at its first step.
HEADS = {
    "en": ("EX-TURN-1: One action with a 2-dice sum: step 0 of 2",
           "Setup, 3 players, seed 7: step 1 of 30"),
    "es": ("EX-TURN-1: Una acción con la suma de 2 dados: paso 0 de 2",
           "Preparación, 3 jugadores, semilla 7: paso 1 de 30"),
    "fr": (f"EX-TURN-1{NB}: Une action payée par la somme de 2 dés{NB}: étape 0 sur 2",
           f"Mise en place, 3 joueurs, graine 7{NB}: étape 1 sur 30"),
    "de": ("EX-TURN-1: Eine Aktion mit der Summe von 2 Würfeln: Schritt 0 von 2",
           "Spielaufbau, 3 Spieler, Seed 7: Schritt 1 von 30"),
}

#: EX-TURN-1's rules line, and the start of its expected outcome (tags other than <b> and
#: <small> taken out).
RULES_AND_OUTCOME = {
    "en": ("EX-TURN-1 · Rules: <label",
           "<b>Expected outcome</b> <small>(the board below shows it)</small>: Red: 7 gauchos"),
    "es": ("EX-TURN-1 · Reglas: <label",
           "<b>Resultado esperado</b> <small>(el tablero de abajo lo muestra)</small>: Rojo: 7 "
           "gauchos"),
    "fr": (f"EX-TURN-1 · Règles{NB}: <label",
           "<b>Résultat attendu</b> <small>(le plateau ci-dessous le montre)</small>"
           f"{NB}: Rouge"),
    "de": ("EX-TURN-1 · Regeln: <label",
           "<b>Erwartetes Ergebnis</b> <small>(das Spielbrett unten zeigt es)</small>: Rot: 7 "
           "Gauchos"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_steppers_first_line_reads_title_then_step(language: str) -> None:
    example = ExamplePlayer("EX-TURN-1", language=language)
    setup = SetupStepper(3, 7, language=language)
    assert (example.text().splitlines()[0], setup.text().splitlines()[0]) == HEADS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_line_and_the_outcome_put_the_colon_the_languages_way(language: str) -> None:
    rules, outcome = RULES_AND_OUTCOME[language]
    player = ExamplePlayer("EX-TURN-1", language=language)
    assert rules in player.info.value
    assert player.outcome.value == ""
    player.end_button.click()
    shown = re.sub(r"<(?!/?b>|/?small>)[^>]*>", "", player.outcome.value)
    assert shown.startswith(outcome), shown[:120]
