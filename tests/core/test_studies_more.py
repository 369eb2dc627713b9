"""Studies (H1): the tiles of an ``exactly`` decision are checked against the chapter's rules
as a ``claims`` tile is, and the reason of a refused condition is said in the language
current when it is read, not in the one it was refused in."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from gaucho import studies as S
from gaucho.config import DEFAULT_CONFIG
from gaucho.i18n import use_language
from gaucho.studies import conditions

TURN_1 = {  # EX-TURN-1's position: Red to act after drafting 5 and 6
    "players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 3, 4, 5, 6],
    "pastures": [["B4", "K8", "S9"], ["W11", "G3", "B7", None], ["K6", "S2", "W5", "G10"],
                 ["B12", "W9", None, None, None]],
}


def study(accept: list[Any], position: dict[str, Any] | None = None) -> dict[str, Any]:
    return copy.deepcopy({"format": "gaucho-study", "version": 1, "chapters": [
        {"position": position or TURN_1, "line": [{"decision": "take 5 6"}],
         "question": {"after": 1, "accept": accept}}]})


def refused(data: dict[str, Any], language: str = "en") -> S.InvalidStudy:
    with use_language(language), pytest.raises(S.InvalidStudy) as info:
        S.parse(data)
    return info.value


def wider() -> dict[str, Any]:
    """EX-TURN-1's table with 14 tiles a breed."""
    config = DEFAULT_CONFIG.to_dict()
    config["max_big"] = 14
    config["small_numbers"] = [*config["small_numbers"], 6, 7]
    return {**TURN_1, "config": config}


# ------------------------------------------------------------------ item 5: exactly's tiles
@pytest.mark.parametrize("decision, tile", [
    ("A W13 5+6", "W13"), ("a w20 5+6", "w20"), ("B G99 5", "G99"), ("steal K13", "K13"),
    ("raise W10 K13", "K13"), ("put W1>P1 B13>P2", "B13")])
def test_a_tile_of_an_exactly_decision_must_exist_in_the_rules(decision: str,
                                                                tile: str) -> None:
    error = refused(study([{"exactly": decision}]))
    assert (error.chapter, error.field) == (1, "question.accept[0].exactly")
    assert str(error) == (f"chapter 1, field question.accept[0].exactly: {tile} does not "
                          "exist: big numbers run 1..12 (R-COMP-2)")


def test_exactly_is_checked_in_a_wrong_answer_and_nested_too() -> None:
    data = study([{"exactly": "A W11 5+6"}])
    data["chapters"][0]["question"]["wrong"] = [
        {"when": {"any_of": [{"exactly": "A G3 5+6"}, {"exactly": "A S14 5+6"}]},
         "comment": "no"}]
    assert str(refused(data)) == (
        "chapter 1, field question.wrong[0].when.any_of[1].exactly: S14 does not exist: "
        "big numbers run 1..12 (R-COMP-2)")


def test_exactly_with_tiles_of_the_rules_is_read_in_its_canonical_form() -> None:
    question = S.parse(study([{"exactly": "a  w11 6+5"}, {"exactly": "b b12 5"}])
                       ).chapters[0].question
    assert question is not None
    assert question.accept == ({"exactly": "A W11 5+6"}, {"exactly": "B B12 5"})


def test_the_chapters_own_rules_decide_for_exactly() -> None:
    question = S.parse(study([{"exactly": "A W14 5+6"}], wider())).chapters[0].question
    assert question is not None and question.accept == ({"exactly": "A W14 5+6"},)
    assert str(refused(study([{"exactly": "A W15 5+6"}], wider()))) == (
        "chapter 1, field question.accept[0].exactly: W15 does not exist: big numbers "
        "run 1..14 (R-COMP-2)")


def test_an_unreadable_decision_is_still_refused_as_one() -> None:
    assert str(refused(study([{"exactly": "A W11"}]))).startswith(
        "chapter 1, field question.accept[0].exactly: cannot read 'A W11'")


# ------------------------------------------------------------------ item 4: said when read
@pytest.mark.parametrize("condition, english, spanish", [
    ({"claims": "W13"}, "W13 does not exist: big numbers run 1..12 (R-COMP-2)",
     "W13 no existe: los números grandes van de 1 a 12 (R-COMP-2)"),
    ({"exactly": "A W13 5+6"}, "W13 does not exist: big numbers run 1..12 (R-COMP-2)",
     "W13 no existe: los números grandes van de 1 a 12 (R-COMP-2)"),
    ({"sells": "X"}, "must be a breed letter: B, G, K, W, S",
     "debe ser una letra de raza: B, G, K, W, S"),
    ({"pesos_by_end_of_turn_at_least": -1}, "must be a whole number of Pesos from 0 to 10000",
     "debe ser un número entero de pesos de 0 a 10000"),
    ({"any_of": []}, "must be a list of conditions", "debe ser una lista de condiciones"),
])
def test_a_refused_conditions_reason_follows_a_language_switch(
        condition: dict[str, Any], english: str, spanish: str) -> None:
    field = f"question.accept[0].{next(iter(condition))}"
    error = refused(study([condition]), "en")  # refused while English is spoken
    assert str(error) == f"chapter 1, field {field}: {english}"
    with use_language("es"):
        assert str(error) == f"capítulo 1, campo {field}: {spanish}"
        assert str(error.reason) == spanish
    error = refused(study([condition]), "es")  # and the other way round
    assert str(error) == f"chapter 1, field {field}: {english}"


def test_an_unknown_condition_is_said_when_read() -> None:
    error = refused(study([{"sold": "W"}]), "de")
    assert str(error).startswith("chapter 1, field question.accept[0]: unknown condition "
                                 "'sold'; the conditions are: exactly, sells,")


def test_a_refusal_said_later_still_pickles_and_compares() -> None:
    error = refused(study([{"exactly": "A W13 5+6"}]))
    copied = pickle.loads(pickle.dumps(error.reason))
    assert copied == error.reason == "W13 does not exist: big numbers run 1..12 (R-COMP-2)"


def test_holds_refuses_an_exactly_tile_the_games_rules_do_not_have() -> None:
    game = S.start(S.parse(study([{"exactly": "A W11 5+6"}])).chapters[0])
    game.play("take 5 6")
    result = conditions.outcome(game, "A W11 5+6")
    assert conditions.holds({"exactly": "a w11 6+5"}, result)
    with pytest.raises(S.InvalidStudy) as info:
        conditions.holds({"exactly": "A W13 5+6"}, result)
    assert str(info.value) == ("study, field condition.exactly: W13 does not exist: big "
                               "numbers run 1..12 (R-COMP-2)")


@pytest.mark.parametrize("data, field, english, german", [
    ({"format": "gaucho-study", "chapters": [{"line": []}]}, "position", "is required",
     "ist erforderlich"),
    ({"chapters": [{"position": TURN_1, "title": 7}]}, "title", "must be text",
     "muss ein Text sein"),
    ({"chapters": [{"position": TURN_1, "line": [{"decision": "take 5 6"}],
                    "question": {"after": 2, "accept": [{"kind": "claim"}]}}]},
     "question.after", "the line has only 1 steps", "die Zugfolge hat nur 1 Schritte"),
])
def test_a_refused_files_reason_follows_a_language_switch_too(
        data: dict[str, Any], field: str, english: str, german: str) -> None:
    error = refused(copy.deepcopy(data), "de")
    assert str(error) == f"chapter 1, field {field}: {english}"
    with use_language("de"):
        assert str(error) == f"Kapitel 1, Feld {field}: {german}"
