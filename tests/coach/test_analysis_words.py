"""The analysis' texts quote moves in words ("“keeps the golden 7” costs 5.5 Pesos ..."),
never in the notation (``“keep G7”``), in every language: a comparison of every candidate
with the best, the ranked list and the reasons, over a few seeded analysed positions.

Notation is found as tests/coach/test_review_words.py finds it: a notation verb with its
arguments that reads as a move (``place STEAL``, ``take 5 6``), a claim (``A G6 4+6``), or
a lone verb standing as a move (``“end”``)."""

from __future__ import annotations

import pytest
from helpers import ALONE_BEFORE
from helpers import notation_in as find_notation
from test_review_words import _played

import gaucho
from gaucho.coach import analyse
from gaucho.coach.analysis import Analysis
from gaucho.coach.words import say_decision
from gaucho.i18n import use_language

LANGUAGES = ("en", "es", "fr", "de")
#: Where a lone verb reads as a move here: also after "1. " (the ranked list).
_ALONE_BEFORE = (*ALONE_BEFORE, ".")


def notation_in(text: str) -> list[str]:
    """The notation in ``text`` (:func:`helpers.notation_in`), a lone verb after "1. "
    included."""
    return find_notation(text, _ALONE_BEFORE)


def test_the_finder_finds_notation_and_only_notation() -> None:
    assert notation_in("“keep G7” costs 5.5 Pesos") == ["keep G7"]
    assert notation_in("4. end: Ends the turn") == ["end"]
    assert notation_in("«A W5 2+3» cuesta") == ["A W5 2+3"]
    assert notation_in("“keeps the golden 7” costs 5.5 Pesos") == []
    assert notation_in("pose un gaucho sur la place VOLER ; ends the turn") == []


@pytest.fixture(scope="module")
def analyses() -> list[Analysis]:
    """Three seeded games (2 and 3 players), each analysed at the beginner level at the
    first decision of every kind played in it: keeps, placements, drafts, claims, ends,
    specials, additions to the herds, a gaucho taken back."""
    out = []
    for seed, players in ((1, 2), (2, 3), (3, 2)):
        game = _played(seed, players, 60)
        first: dict[str, int] = {}
        for s in game.history:
            if s.player >= 0:
                first.setdefault(s.action.kind, s.index)
        out += [analyse(game, level="beginner", step=step, seed=seed)
                for step in sorted(first.values())]
    return out


def _texts(a: Analysis) -> list[str]:
    return [str(a)] + [str(c.reason) for c in a] + [str(a.compare(c.action)) for c in a]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_analysis_text_holds_notation(analyses: list[Analysis], language: str) -> None:
    with use_language(language):
        shown = [t for a in analyses for t in _texts(a)]
    assert len(shown) > 300
    assert [(t, notation_in(t)) for t in shown if notation_in(t)] == []


def test_the_old_texts_would_be_caught(analyses: list[Analysis]) -> None:
    """The positions are not trivial (keeps, placements, drafts, claims, ends and
    specials are compared, some at a cost), and every move quoted in its notation, as the
    analysis did, is notation to the finder: the test above can fail."""
    kinds = {c.action.kind for a in analyses for c in a}
    assert {"keep", "place", "take", "pampa", "end", "special", "add"} <= kinds, kinds
    assert any(a.compare(c.action).cost > 0 for a in analyses for c in a)
    quoted = [f"“{c.action}” costs 3.0 Pesos" for a in analyses for c in a]
    quoted += [f"{i + 1}. {c.action}: ..." for a in analyses for i, c in enumerate(a)]
    assert [t for t in quoted if not notation_in(t)] == []


def test_a_comparison_in_words_exactly() -> None:
    """docs/coach.md's example, in English and in German."""
    analysis = analyse(gaucho.Game.new(players=3, seed=7), level="club")
    comparison = analysis.compare("keep G7")
    assert str(comparison) == (
        "“keeps the golden 7” costs 5.5 Pesos on average against the best move, “keeps the "
        "golden 12”: worth 20.5 against 26.0 Pesos 16 decisions after this turn")
    with use_language("de"):
        assert str(comparison) == (
            "„behält Gold 7“ kostet im Schnitt 5,5 Pesos gegenüber dem besten Zug, "
            "„behält Gold 12“: 20,5 gegenüber 26,0 Pesos wert, 16 Entscheidungen nach "
            "diesem Zug")
    head, first, *_rest = str(analysis).splitlines()
    assert head == "Red's decisions, best first (club):"
    assert first == f"1. keeps the golden 12: {analysis.best.reason}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_comparison_quotes_both_moves_in_the_words_of_say_decision(
        analyses: list[Analysis], language: str) -> None:
    a = next(a for a in analyses if a.state.phase == "turn" and len(a) > 3)
    weak = a.candidates[-1]
    with use_language(language):
        played = say_decision(weak.action, a.state.phase)
        best = say_decision(a.best.action, a.state.phase)
        text = str(a.compare(weak.action))
        listed = str(a)
    assert played in text and best in text and played != best
    colon = "\u00a0: " if language == "fr" else ": "  # French: a no-break space before
    assert f"1. {best}{colon}" in listed
    assert str(weak.action) not in text.replace(played, "").replace(best, "")


def test_a_comparison_made_in_english_reads_in_spanish() -> None:
    """The moves' words are lazy: a text made once reads in the language it is shown in."""
    analysis = analyse(gaucho.Game.new(players=3, seed=7), level="club")
    comparison = analysis.compare("keep G7")
    with use_language("es"):
        assert str(comparison).startswith("«se queda con la dorada 7» cuesta de media 5,5 Pesos")
    assert str(comparison).startswith("“keeps the golden 7” costs 5.5 Pesos")


def test_a_name_given_still_names_the_moves() -> None:
    analysis = analyse(gaucho.Game.new(players=3, seed=7), level="club")
    assert str(analysis.compare("keep G7", name=str)).startswith(
        "“keep G7” costs 5.5 Pesos on average against the best move, “keep G12”")
