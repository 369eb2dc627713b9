"""A rulebook example's printout (``Scenario.walkthrough``) speaks the current language:
title, the rules label and the verdict come through the translation layer, so the lessons
print it as it is in every language (the step notation and rule IDs stay as they are)."""

from __future__ import annotations

import dataclasses

import pytest

from gaucho import examples
from gaucho.i18n import use_language

RULE_IDS = "R-SORT-1, R-SORT-2, R-SORT-4, R-SPECIAL-3, R-HERD-6, R-COLLECT-5"

#: EX-SORT's first two lines and last line in each language.
EXPECTED = {
    "en": ("EX-SORT: SORT prevents a forced sale", f"rules: {RULE_IDS}", "as the rulebook says"),
    "es": ("EX-SORT: ORDENAR evita una venta forzosa", f"reglas: {RULE_IDS}",
           "como dice el reglamento"),
    "fr": ("EX-SORT\xa0: TRI évite une vente forcée", f"règles\xa0: {RULE_IDS}",
           "comme le dit la règle du jeu"),
    "de": ("EX-SORT: ORDNEN verhindert einen Zwangsverkauf", f"Regeln: {RULE_IDS}",
           "wie die Spielregel sagt"),
}


@pytest.mark.parametrize("language", sorted(EXPECTED))
def test_the_walkthrough_speaks_the_language(language: str) -> None:
    scenario = examples.load("EX-SORT")
    with use_language(language):
        lines = scenario.walkthrough().splitlines()
        narration = scenario.run().narration()
    title, rules, verdict = EXPECTED[language]
    assert (lines[0], lines[1], lines[-1]) == (title, rules, verdict)
    assert lines[2:-1] == narration.splitlines()  # the steps, narrated in the language too


@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_a_variation_is_titled_in_the_language(language: str) -> None:
    scenario = examples.load("EX-SORT")
    with use_language(language):
        first = scenario.walkthrough("without-sort").splitlines()[0]
    with use_language("en"):
        english = scenario.walkthrough("without-sort").splitlines()[0]
    assert first.startswith("EX-SORT") and first != english


def test_a_mismatch_is_said_and_listed() -> None:
    """A teacher's wrong expectation is said in her language, the field and the values
    as she wrote them."""
    scenario = examples.load("EX-SORT")
    wrong = dataclasses.replace(scenario, expect={**scenario.expect, "round": 99})
    with use_language("de"):
        verdict = wrong.verdict().splitlines()
        problems = wrong.check()
    assert problems and verdict == ["anders, als die Spielregel sagt",
                                    *(f"- {p}" for p in problems)]
    assert problems == ["EX-SORT am Ende.round: erwartet 99, gefunden 3"]
    assert wrong.check() == ["EX-SORT at the end.round: expected 99, got 3"]


@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_every_kind_of_mismatch_is_translated(language: str) -> None:
    """A refused step, a missing sentence of the narration, a wrong value and a decision
    wrongly expected refused: none is reported in English."""
    sc = examples.load("EX-ORDER-48")
    refused = dataclasses.replace(sc, steps=sc.steps[:1] * 2)
    wrong = dataclasses.replace(
        sc, expect={"players": [{"pesos": 47}, None, None], "nope": 1},
        expect_events=("nothing like this",),
        expect_illegal=(examples.Illegal(str(sc.steps[0].value), "R-NONE-1", 0, ""),))
    with use_language(language):
        problems = refused.check() + wrong.check()
    assert len(problems) == 5, problems
    english = {"step", "refused", "expected", "got", "unknown", "field", "accepted",
               "narrates", "end"}
    for p in problems:
        words = set(p.replace(":", " ").replace(",", " ").split())
        assert not english & words, p
