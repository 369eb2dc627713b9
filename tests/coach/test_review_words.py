"""The review's texts quote moves in words ("“puts a gaucho on SORT for 1+1” gave up ..."),
never in the notation (``“place SORT 1+1”``), in every language: the moments, the reasons,
the summary and a retry's verdict, over a few seeded reviewed games.

Notation is found as tests/ui/test_no_notation_shown.py finds it: a notation verb with its
arguments that reads as a move (``place STEAL``, ``take 5 6``), a claim (``A G6 4+6``), or
a lone verb standing as a move (``“end”``)."""

from __future__ import annotations

import pytest
from helpers import notation_in

import gaucho
from gaucho.coach import CoachBot
from gaucho.coach.review import Review, review
from gaucho.coach.words import say_decision
from gaucho.i18n import use_language

LANGUAGES = ("en", "es", "fr", "de")


def test_the_finder_finds_notation_and_only_notation() -> None:
    assert notation_in("Mistake: “place SORT 1+1” gave up 3 Pesos") == ["place SORT 1+1"]
    assert notation_in("«A W5 2+3» perdió") == ["A W5 2+3"]
    assert notation_in("“end” was the coach's choice too") == ["end"]
    assert notation_in("« wish » était aussi le choix") == ["wish"]
    assert notation_in("“puts a gaucho on SORT for 1+1” was the coach's choice too") == []
    assert notation_in("pose un gaucho sur la place VOLER ; ends the turn") == []


def _played(seed: int, players: int, steps: int) -> gaucho.Game:
    """A game between beginner coaches, ``steps`` long (or to its end)."""
    game = gaucho.Game.new(players=players, seed=seed)
    bots = [CoachBot("beginner", seed=f"{seed}/{q}") for q in range(players)]
    while not game.is_over and len(game.history) < steps:
        game.play(bots[game.current_player].choose(game))
    return game


@pytest.fixture(scope="module")
def reviews() -> list[Review]:
    """Seat 0 of three seeded games (2 and 3 players), reviewed at the beginner level."""
    return [review(_played(seed, players, 60), 0, "beginner", seed=seed)
            for seed, players in ((1, 2), (2, 3), (3, 2))]


def _texts(r: Review) -> list[str]:
    out = [str(r.summary)]
    for d in r.decisions:
        out += [str(d.text), str(d.reason), str(d.best_reason)]
    for d in r.moments[:2]:
        out += [str(r.retry(d, d.best)), str(r.retry(d, d.played))]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_review_text_holds_notation(reviews: list[Review], language: str) -> None:
    with use_language(language):
        shown = [t for r in reviews for t in _texts(r)]
    assert len(shown) > 60
    assert [(t, notation_in(t)) for t in shown if notation_in(t)] == []


def test_the_old_texts_would_be_caught(reviews: list[Review]) -> None:
    """The games are not trivial (placements, drafts, claims and ends are reviewed, and
    there are moments), and every move quoted in its notation, as the review did, is
    notation to the finder: the test above can fail."""
    kinds = {d.played.kind for r in reviews for d in r.decisions}
    assert {"place", "take", "pampa", "end"} <= kinds, kinds
    assert any(r.moments for r in reviews)
    quoted = [f"{d.band_label}: “{d.played}” gave up 3 Pesos" for r in reviews
              for d in r.decisions]
    assert [t for t in quoted if not notation_in(t)] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_moment_quotes_the_moves_in_the_words_of_say_decision(
        reviews: list[Review], language: str) -> None:
    r = next(r for r in reviews if r.moments)
    d = r.moments[0]
    with use_language(language):
        played = say_decision(d.played, d.state.phase)
        best = say_decision(d.best, d.state.phase)
        text = str(d.text)
        assert str(d.played_words) == played and str(d.best_words) == best
        assert played in text and best in text
        assert str(d.played) not in text.replace(played, "").replace(best, "")
        accepted = str(r.retry(d, d.best).text)
    expected = {"en": f"Accepted: “{best}” is within 0.0 Pesos of the coach's best"}
    if language in expected:
        assert accepted == expected[language]
    assert best in accepted


def test_a_verdict_made_in_english_reads_in_spanish(reviews: list[Review]) -> None:
    """The moves' words are lazy: a text made once reads in the language it is shown in."""
    r = next(r for r in reviews if r.moments)
    d = r.moments[0]
    text = d.text
    with use_language("es"):
        assert say_decision(d.best, d.state.phase) in str(text)
    assert say_decision(d.best, d.state.phase) in str(text)
