"""Real browser: a challenge played to its end as a student would, then its review.

Voilà serves a small notebook with one challenge widget in Spanish (lesson 10's "win from
here", seed 1); headless Chromium chooses each move in the move list by its words and
presses Play until the goal is decided (missed here: 144 Pesos against 169), then presses
the review button that shows only then and reads the review of the challenge's game. The
moves are the beginner coach's with seed 1, and the words expected are computed here, in the
test's own Python, from the same seeded challenge: the bots and the coach are deterministic,
so the page must say exactly that. Every request that does not go to the local Voilà server
is blocked.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_server import TEMPLATE_CDN_LINKS, code_notebook, offline_app_page, wait_text

from gaucho import challenges
from gaucho.actions import parse
from gaucho.challenges import Challenge
from gaucho.coach import CoachBot
from gaucho.explorer.said import say_decision, told_step
from gaucho.i18n import use_language

pytestmark = pytest.mark.browser

CELLS = [
    "from gaucho import challenges\n"
    "from gaucho.challenges import Challenge\n"
    "from gaucho.widgets.challenge import ChallengeWidget",
    'ChallengeWidget(Challenge.from_seed("10-win", challenges.win_from_here, seed=1),\n'
    '                language="es")',
]
VIEW = ".gaucho-challenge"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    notebook = code_notebook(CELLS, Path(tmp_path_factory.mktemp("challenge")))
    with offline_app_page(notebook, ready=f"{VIEW} .gaucho-challenge-play") as (pg, blocked):
        yield pg
        # nothing but the local server (the Voilà template's own CDN links are blocked)
        assert [u for u in blocked if not u.startswith(TEMPLATE_CDN_LINKS)] == []


def the_moves() -> tuple[list[tuple[str, str]], Challenge]:
    """The student's moves (the beginner coach's, seed 1) of the same challenge: each as
    the move list says it in Spanish, with the last step the log then tells; and the
    challenge played out."""
    ch = Challenge.from_seed("10-win", challenges.win_from_here, seed=1)
    me = CoachBot("beginner", seed=1)
    moves = []
    with use_language("es"):
        while ch.status == "open":
            move = str(me.choose(ch.game))
            said = say_decision(parse(move), ch.game.phase)
            ch.play(move)
            last = ch.game.history[-1]
            told = told_step(last._replace(index=last.index - ch.first_step), ch.seat,
                             ch.game.phase)
            moves.append((said, told.split("\n")[0]))
    return moves, ch


def test_a_challenge_played_to_its_end_then_reviewed_in_spanish(page: Any) -> None:
    moves, played = the_moves()
    assert len(moves) == 13 and played.status == "missed"
    with use_language("es"):
        goal = Challenge.from_seed("10-win", challenges.win_from_here, seed=1).told()
    assert goal == ("Le toca decidir a Rojo. Objetivo: Gana desde aquí: termina la partida "
                    "con más Pesos que nadie.")
    assert wait_text(page, f"{VIEW} .gaucho-challenge-status", goal) == goal
    # no review while the goal is open
    assert not page.locator(f"{VIEW} .gaucho-challenge-review").is_visible()
    assert not page.locator(f"{VIEW} .gaucho-review-start").is_visible()
    for said, told in moves:
        page.locator(f"{VIEW} select").select_option(label=said)
        page.locator(f"{VIEW} .gaucho-challenge-play").click()
        wait_text(page, f"{VIEW} .gaucho-challenge-log", told)
    with use_language("es"):
        result = played.told()
        summary = str(played.review().summary)
    assert result == "Objetivo no cumplido: terminas con 144 Pesos frente a 169."
    assert wait_text(page, f"{VIEW} .gaucho-challenge-status", result) == result
    start = page.locator(f"{VIEW} .gaucho-review-start")
    start.wait_for(state="visible")
    assert start.inner_text().strip() == "Analizar esta partida"
    assert page.locator(f"{VIEW} .gaucho-challenge-play").is_disabled()
    start.click()
    assert summary.startswith("Rojo terminó 25 Pesos por detrás del ganador")
    text = wait_text(page, f"{VIEW} .gaucho-review-summary", summary)
    assert text.strip() == summary
