"""A tile named in a study exists in the study's rules (review H15, item 3): with the
default rules (max_big 12) W1..W12 are tiles, W13 and W99 are refused naming the range,
in the words the position reader uses for a tile the rules do not have."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gaucho import studies as S
from gaucho import tiles
from gaucho.config import DEFAULT_CONFIG, RulesConfig
from gaucho.errors import InvalidAction, InvalidPosition
from gaucho.game import Game
from gaucho.i18n import use_language

TURN_1 = {  # EX-TURN-1's position: Red to act after drafting 5 and 6
    "players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 3, 4, 5, 6],
    "pastures": [["B4", "K8", "S9"], ["W11", "G3", "B7", None], ["K6", "S2", "W5", "G10"],
                 ["B12", "W9", None, None, None]],
}


def study(accept: list[Any], wrong: list[Any] | None = None,
          position: dict[str, Any] | None = None) -> dict[str, Any]:
    question: dict[str, Any] = {"after": 1, "accept": accept}
    if wrong is not None:
        question["wrong"] = wrong
    return copy.deepcopy({"format": "gaucho-study", "version": 1, "chapters": [
        {"position": position or TURN_1, "line": [{"decision": "take 5 6"}],
         "question": question}]})


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(S.InvalidStudy) as info:
        S.parse(data)
    return str(info.value)


def wider_rules() -> dict[str, Any]:
    """The default rules with 14 tiles a breed (two more small numbers)."""
    config = DEFAULT_CONFIG.to_dict()
    config["max_big"] = 14
    config["small_numbers"] = [*config["small_numbers"], 6, 7]
    return config


def test_every_tile_of_the_default_rules_is_accepted() -> None:
    for big in range(1, 13):
        chapter = S.parse(study([{"claims": f"w{big}"}])).chapters[0]
        assert chapter.question is not None
        assert chapter.question.accept == ({"claims": f"W{big}"},)


@pytest.mark.parametrize("tile", ["W13", "W20", "W31", "W99", "W0"])
def test_a_tile_the_rules_do_not_have_is_refused_naming_the_range(tile: str) -> None:
    assert refusal(study([{"claims": tile}])) == (
        f"chapter 1, field question.accept[0].claims: {tile} does not exist: big numbers "
        "run 1..12 (R-COMP-2)")


def test_a_nested_condition_and_a_wrong_answer_are_checked_too() -> None:
    wrong = [{"when": {"not": {"any_of": [{"claims": "G3"}, {"claims": "G13"}]}},
              "comment": "no"}]
    assert refusal(study([{"claims": "W11"}], wrong)) == (
        "chapter 1, field question.wrong[0].when.not.any_of[1].claims: G13 does not exist: "
        "big numbers run 1..12 (R-COMP-2)")


def test_the_refusal_is_translated() -> None:
    with use_language("es"):
        text = refusal(study([{"claims": "W99"}]))
    assert text == ("capítulo 1, campo question.accept[0].claims: W99 no existe: los números "
                    "grandes van de 1 a 12 (R-COMP-2)")


def test_the_chapters_own_rules_decide() -> None:
    wider = {**TURN_1, "config": wider_rules()}
    chapter = S.parse(study([{"claims": "W14"}], position=wider)).chapters[0]
    assert chapter.question is not None and chapter.question.accept == ({"claims": "W14"},)
    assert refusal(study([{"claims": "W15"}], position=wider)) == (
        "chapter 1, field question.accept[0].claims: W15 does not exist: big numbers "
        "run 1..14 (R-COMP-2)")


def test_holds_checks_a_condition_against_the_games_rules() -> None:
    from gaucho.studies import conditions

    game = Game.from_position(copy.deepcopy(TURN_1), auto_chance=False)
    game.play("take 5 6")
    result = conditions.outcome(game, "A W11 5+6")
    assert conditions.holds({"claims": "W11"}, result)
    with pytest.raises(S.InvalidStudy) as info:
        conditions.holds({"claims": "W13"}, result)
    assert str(info.value) == ("study, field condition.claims: W13 does not exist: big "
                               "numbers run 1..12 (R-COMP-2)")


def test_the_tile_reader_and_the_position_reader_say_it_alike() -> None:
    with pytest.raises(InvalidAction) as info:
        tiles.parse("W13", DEFAULT_CONFIG)
    assert str(info.value) == "W13 does not exist: big numbers run 1..12 (R-COMP-2)"
    position = copy.deepcopy(TURN_1)
    position["pastures"][1][0] = "W13"
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(position)
    assert str(refused.value) == ("position pastures[1][0]: W13 does not exist: big numbers "
                                  "run 1..12 (R-COMP-2)")
    assert tiles.parse("W14", RulesConfig.from_dict(wider_rules())) == tiles.make(3, 14)
    with pytest.raises(InvalidAction) as unbounded:  # no rules given: the widest any allow
        tiles.parse("W99")
    assert str(unbounded.value) == "W99 does not exist: big numbers run 1..24 (R-COMP-2)"
    assert tiles.parse("W24") == tiles.make(3, 24)
