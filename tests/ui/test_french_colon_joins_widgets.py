"""A view's plain text, a study step's comment and an accepted answer join their pieces
with a message, so French puts a no-break space (U+00A0) before the colon; the other
languages keep the plain colon. Exact texts in French and in Spanish."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.challenge import ChallengeWidget  # noqa: E402
from gaucho.widgets.guided import GuidedGameView  # noqa: E402
from gaucho.widgets.phases import PhaseView  # noqa: E402
from gaucho.widgets.play import PlayWidget  # noqa: E402
from gaucho.widgets.review import ReviewPanel  # noqa: E402

from gaucho import challenges as C  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from test_studies_tab_teacher import started, studied  # noqa: E402

NB = "\u00a0"

TEXTS = {
    "fr": {
        "review": f"Analyse de la partie{NB}: pas encore de partie à analyser",
        "guided": f"Votre première partie{NB}: Gardez les trois petites tuiles K1, W3 et G1. "
                  f"Plus vous gardez de tuiles, plus elles doivent être petites{NB}: trois "
                  "tuiles peuvent valoir au plus 4 chacune. [R-PRELIM-3]",
        "phases": f"Vue des phases{NB}: Phase{NB}: Manche préliminaire{NB}: garder des tuiles "
                  "- Chaque joueur regarde les tuiles qu'il a tirées et en garde 1 à 3 comme "
                  "premiers troupeaux. [R-PRELIM-1, R-PRELIM-2, R-PRELIM-3, R-PRELIM-4, "
                  "R-PRELIM-5, R-PRELIM-6]",
        "play": f"Jouer{NB}: Manche préliminaire{NB}: garder des tuiles · à agir{NB}: Rouge "
                f"(vous) · Pesos{NB}: Rouge 0, Bleu 0, Vert 0",
        "challenge": f"Défi{NB}: À Bleu de décider. Objectif{NB}: Gagnez à partir d'ici{NB}: "
                     "finissez la partie avec le plus de Pesos.",
        "step": f"prend 1 et 2 dans le Rodéo de dés{NB}: First the dice. What would you do?",
        "accepted": f"place un gaucho sur cette tuile{NB}: G3",
    },
    "es": {
        "review": "Análisis de la partida: aún no hay ninguna partida que analizar",
        "guided": "Tu primera partida: Quédate con las tres fichas pequeñas K1, W3 y G1. "
                  "Cuantas más fichas te quedes, más pequeñas deben ser: tres fichas pueden "
                  "valer como mucho 4 cada una. [R-PRELIM-3]",
        "phases": "Vista de las fases: Fase: Ronda preliminar: quedarse con fichas - Cada "
                  "jugador mira las fichas que ha sacado y se queda con 1 a 3 de ellas como "
                  "primeras manadas. [R-PRELIM-1, R-PRELIM-2, R-PRELIM-3, R-PRELIM-4, "
                  "R-PRELIM-5, R-PRELIM-6]",
        "play": "Jugar: Ronda preliminar: quedarse con fichas · actúa: Rojo (tú) · Pesos: "
                "Rojo 0, Azul 0, Verde 0",
        "challenge": "Desafío: Le toca decidir a Azul. Objetivo: Gana desde aquí: termina la "
                     "partida con más Pesos que nadie.",
        "step": "elige 1 y 2 del Rodeo de dados: First the dice. What would you do?",
        "accepted": "pone un gaucho en esta ficha: G3",
    },
}


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_each_views_plain_text_heading(language: str) -> None:
    want = TEXTS[language]
    assert ReviewPanel(language=language).text() == want["review"]
    assert GuidedGameView(language=language).text() == want["guided"]
    assert PhaseView(language=language, seed=7).text().splitlines()[0] == want["phases"]
    assert PlayWidget(seed=7, language=language).text().splitlines()[0] == want["play"]
    challenge = C.Challenge.from_seed("t-win", C.win_from_here, seed=1)
    assert ChallengeWidget(challenge, language=language).text() == want["challenge"]


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_a_study_step_with_its_comment_and_an_accepted_answer(language: str) -> None:
    tab = studied(language)
    tab.forward_button.click()
    assert tab.message == TEXTS[language]["step"]
    teacher = started(language)
    with use_language(language):
        assert teacher._accepted({"claims": "G3"}) == TEXTS[language]["accepted"]
