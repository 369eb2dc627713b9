"""Texts the code joined itself with ": " are messages now, so French gets its no-break
space (U+00A0) before the colon as the catalog does everywhere (commit 68b128c); the other
languages keep the plain colon. Each place is checked by its exact text in French and in
one other language."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import gaucho
from gaucho import examples, exercises, rules
from gaucho import studies as S
from gaucho.coach import analyse
from gaucho.examples import Illegal
from gaucho.explorer import Explorer
from gaucho.i18n import use_language
from gaucho.studies.handout import _describe, handout_html
from gaucho.variants import make_variant

sys.path.insert(0, str(Path(__file__).parent))
from test_studies import lesson  # noqa: E402

NB = "\u00a0"


@pytest.mark.parametrize("language, first", [
    ("fr", f"1. garde le 12 doré{NB}: Garde le 12 doré\u202f; vaut en moyenne 24,9 Pesos 6 "
           "décisions après ce tour (les Pesos et ce que valent les troupeaux et les tuiles "
           "réservées), en tête dans 89 % des simulations [R-PRELIM-3]"),
    ("de", "1. behält Gold 12: Behält Gold 12; im Schnitt 24,9 Pesos wert, 6 Entscheidungen "
           "nach diesem Zug (Pesos und was Herden und Reservierungen wert sind), vorn in 89 % "
           "der Simulationen [R-PRELIM-3]"),
])
def test_the_ranked_decisions_put_the_colon_as_the_language_does(language: str,
                                                                  first: str) -> None:
    analysis = analyse(gaucho.Game.new(players=3, seed=7), level="beginner", seed=1)
    with use_language(language):
        assert str(analysis).splitlines()[1] == first


@pytest.mark.parametrize("language, colon", [("fr", f"{NB}:"), ("de", ":")])
def test_a_rule_title_and_an_exercise_rule_line(language: str, colon: str) -> None:
    with use_language(language):
        text = rules.get("R-STEAL-1").text
        assert rules.rule_title("R-STEAL-1") == f"R-STEAL-1{colon} {text}"
        feedback = exercises.Feedback(True, "Bien.", rule_id="R-STEAL-1", rule_text="Le texte.")
        assert feedback.lines()[-1] == f"R-STEAL-1{colon} Le texte."
    with use_language("fr"):
        assert rules.rule_title("R-STEAL-1").startswith(
            f"R-STEAL-1{NB}: Le voleur prend la tuile de son choix")


@pytest.mark.parametrize("language, lines", [
    ("fr", ["<p>Indice\xa0: Le blanc 11 est libre.</p>",
            "<li>place un gaucho sur cette tuile\xa0: &quot;W11&quot;</li>",
            "<li>exactement cette décision\xa0: &quot;B W11 5&quot;</li>",
            "<p>une décision de ce type\xa0: &quot;end&quot;\xa0: Les dés seraient perdus.</p>"]),
    ("es", ["<p>Pista: Le blanc 11 est libre.</p>",
            "<li>pone un gaucho en esta ficha: &quot;W11&quot;</li>",
            "<li>exactamente esta decisión: &quot;B W11 5&quot;</li>",
            "<p>una decisión de este tipo: &quot;end&quot;: Les dés seraient perdus.</p>"]),
])
def test_the_teacher_handout_hint_answers_and_comments(language: str, lines: list[str]) -> None:
    """The hint is translated too: "Hint:" sat inside an f-string, so it was never
    extracted and read "Hint:" in every language."""
    page = handout_html(S.parse(lesson()), teacher=True, language=language)
    for line in lines:
        assert line in page


def test_a_condition_described_in_french_exactly() -> None:
    with use_language("fr"):
        assert _describe({"sells": "W"}) == f'vend le troupeau de cette race{NB}: "W"'
    with use_language("de"):
        assert _describe({"sells": "W"}) == 'verkauft die Herde dieser Rasse: "W"'


@pytest.mark.parametrize("language, title, main", [
    ("fr", f"EX-DICE-SPLIT{NB}: Une somme ou deux actions ((b) deux actions, un dé chacune)",
     f"EX-DICE-SPLIT{NB}: Une somme ou deux actions"),
    ("es", "EX-DICE-SPLIT: Una suma o dos acciones ((b) dos acciones, un dado cada una)",
     "EX-DICE-SPLIT: Una suma o dos acciones"),
])
def test_an_example_title_with_its_variation(language: str, title: str, main: str) -> None:
    with use_language(language):
        assert str(Explorer.from_scenario("EX-DICE-SPLIT", "b").title) == title
        assert str(Explorer.from_scenario("EX-DICE-SPLIT").title) == main


@pytest.mark.parametrize("language, illegal, accepted", [
    ("fr", f"EX-DICE-SPLIT (b){NB}: 'A W10 4' est interdit par R-DICE-3\u202f; attendu{NB}: "
           "R-DICE-2",
     f"EX-DICE-SPLIT (b){NB}: 'A K4 4' a été accepté, mais l’exemple dit qu’il enfreint "
     "R-DICE-2"),
    ("es", "EX-DICE-SPLIT (b): 'A W10 4' está prohibido por R-DICE-3; se esperaba R-DICE-2",
     "EX-DICE-SPLIT (b): 'A K4 4' fue aceptado, pero el ejemplo dice que infringe R-DICE-2"),
])
def test_an_example_names_the_decision_it_expects_refused(language: str, illegal: str,
                                                          accepted: str) -> None:
    sc = examples.load("EX-DICE-SPLIT")
    with use_language(language):
        assert sc._check_illegal("b", Illegal("A W10 4", "R-DICE-2", after=1),
                                 "EX-DICE-SPLIT (b)") == [illegal]
        assert sc._check_illegal("b", Illegal("A K4 4", "R-DICE-2", after=1),
                                 "EX-DICE-SPLIT (b)") == [accepted]


def test_a_variant_summary_says_each_setting_with_the_languages_colon() -> None:
    v = make_variant("h19-colons", "Pastures stop at 18.", pasture_threshold=18)
    with use_language("fr"):
        assert v.summary() == (f"h19-colons{NB}: Pastures stop at 18. (source{NB}: atelier)\n"
                               f"  pasture_threshold{NB}: 20 -> 18")
    with use_language("en"):
        assert v.summary().splitlines()[1] == "  pasture_threshold: 20 -> 18"


@pytest.mark.parametrize("language, tip", [
    ("fr", f"Mise en place -> Manche préliminaire{NB}: garder des tuiles{NB}: toujours"),
    ("de", "Spielaufbau -> Vorrunde: Plättchen behalten: immer"),
])
def test_a_flow_graph_edge_tooltip(language: str, tip: str) -> None:
    pytest.importorskip("networkx")
    from gaucho.views.phase_graph import flow_scene

    tips = [s.tip for s in flow_scene(language=language).shapes
            if getattr(s, "tip", None) and " -> " in s.tip]
    assert tip in tips
