"""One translated separator for lists whose items hold commas: ``semicolon_list`` (French
puts a narrow no-break space, U+202F, before the semicolon), used by the config's problems,
an exercise's consequences, the flow graph's edge tooltips; and a rule ID's pinned text
taken from the rule itself, not cut out of its tooltip.  Exact words in French and German."""

from __future__ import annotations

import pytest

import gaucho
from gaucho import rules
from gaucho.config import RulesConfig
from gaucho.errors import InvalidConfig
from gaucho.exercises import leads_to
from gaucho.explorer.views import rule_ids_html
from gaucho.i18n import semicolon_list, use_language

NNBSP = "\u202f"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "a, b; c; 1,234"),
    ("fr", f"a, b{NNBSP}; c{NNBSP}; 1\u202f234"),
    ("de", "a, b; c; 1.234"),
    ("es", "a, b; c; 1234"),
])
def test_semicolon_list_in_each_language(language: str, said: str) -> None:
    items = semicolon_list(["a, b", "c", 1234])  # kept in English, said when read
    with use_language(language):
        assert str(items) == said


def test_semicolon_list_of_one_or_none() -> None:
    with use_language("fr"):
        assert str(semicolon_list(["seul"])) == "seul"
        assert str(semicolon_list([])) == ""
    assert semicolon_list(["a", "b"]) == semicolon_list(("a", "b"))
    assert semicolon_list(["a", "b"]) != semicolon_list(["b", "a"])


@pytest.mark.parametrize(("language", "said"), [
    ("fr", f"min_keep doit être 0..5, pas 7{NNBSP}; die_faces doit être 2..8, pas 9"),
    ("de", "min_keep muss 0..5 sein, nicht 7; die_faces muss 2..8 sein, nicht 9"),
])
def test_config_problems_joined(language: str, said: str) -> None:
    with use_language(language), pytest.raises(InvalidConfig) as caught:
        RulesConfig(die_faces=9, min_keep=7).check()
    assert str(caught.value) == said


LEADS_TO = {
    "fr": (f"Rouge garde 1 tuile [R-PRELIM-3]{NNBSP}; Rouge révèle le 8 doré "
           f"[R-PRELIM-2]{NNBSP}; Bleu révèle le 9 noir [R-PRELIM-2]{NNBSP}; 8 tuiles non "
           "gardées quittent la partie [R-PRELIM-6]"),
    "de": ("Rot behält 1 Plättchen [R-PRELIM-3]; Rot deckt Gold 8 auf [R-PRELIM-2]; Blau "
           "deckt Schwarz 9 auf [R-PRELIM-2]; 8 nicht behaltene Plättchen verlassen das Spiel "
           "[R-PRELIM-6]"),
}


@pytest.mark.parametrize("language", sorted(LEADS_TO))
def test_an_exercise_move_leads_to_its_events_joined(language: str) -> None:
    game = gaucho.Game.new(players=2, seed=3)
    game.play("keep K9")
    with use_language(language):
        assert leads_to(game, "keep G8") == LEADS_TO[language]


EDGE_TIP = {
    "fr": ("Tour sans dés -> Tour sans dés\xa0: une action dans la Pampa (A, B ou C)"
           f"{NNBSP}; une action spéciale{NNBSP}; un gaucho retiré d'une Case Action sans "
           f"servir{NNBSP}; gauchos couchés repris{NNBSP}; tour fini, il reste des joueurs"),
    "de": ("Zug ohne Würfel -> Zug ohne Würfel: eine Pampa-Aktion (A, B oder C); eine "
           "Sonderaktion; ein Gaucho ungenutzt von einem Aktionsfeld zurückgenommen; liegende "
           "Gauchos zurückgenommen; Zug beendet, weitere Spieler folgen"),
}


@pytest.mark.parametrize("language", sorted(EDGE_TIP))
def test_flow_graph_edge_tooltip_joins_its_conditions(language: str) -> None:
    pytest.importorskip("networkx")
    from gaucho.views.phase_graph import flow_scene

    scene = flow_scene(language=language)
    key = "edge:nodice_turn>nodice_turn"
    tips = [s.tip for s in scene.shapes if getattr(s, "key", None) == key]
    assert tips == [EDGE_TIP[language]]


@pytest.mark.parametrize(("language", "colon"), [("fr", "\xa0: "), ("de", ": ")])
def test_a_rule_ids_pinned_text_is_the_rules_own_text(language: str, colon: str) -> None:
    with use_language(language):
        text = rules.get("R-DICE-3").text
        html = rule_ids_html("[R-DICE-3]")
    assert html == (f'[<label class="gaucho-rule" title="R-DICE-3{colon}{text}" '
                    'data-rule="R-DICE-3"><input type="checkbox" class="gaucho-rule-pin">'
                    '<abbr class="gaucho-rule-id">R-DICE-3</abbr>'
                    f'<span class="gaucho-rule-text"> {text}</span></label>]')
    assert text.startswith({"fr": "La valeur du dé", "de": "Der Würfel oder"}[language])


EXPECTED_END = {
    "fr": ("Interdit\xa0: ‘A W11 5+6’: rien avant la prise des dés [R-TURN-3]\u202f; ‘A W11 5’ "
           "après l'étape 1: un 5 ne suffit pas pour payer le 11 [R-DICE-3]\u202f; ‘take 1 2’ "
           "après l'étape 1: les dés ont déjà été pris pendant ce tour [R-TURN-1]. Le moteur "
           "n'est pas d'accord\xa0: a\u202f; b"),
    "de": ("Nicht erlaubt: ‘A W11 5+6’: nichts vor der Würfelwahl [R-TURN-3]; ‘A W11 5’ nach "
           "Schritt 1: eine 5 reicht für die 11 nicht [R-DICE-3]; ‘take 1 2’ nach Schritt 1: "
           "die Würfel wurden in diesem Zug schon genommen [R-TURN-1]. Die Spiel-Engine stimmt "
           "nicht zu: a; b"),
}


@pytest.mark.parametrize("language", sorted(EXPECTED_END))
def test_an_examples_refused_moves_and_problems_joined(language: str) -> None:
    from gaucho import examples
    from gaucho.explorer.timeline import _expected_text

    with use_language(language):
        said = _expected_text(examples.load("EX-TURN-1"), None, ["a", "b"])
    assert said.endswith(EXPECTED_END[language])
    assert said.count(";") == 3  # two between the refused moves, one between the problems
