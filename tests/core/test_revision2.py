"""Rules that revision 2 of the rulebook (RULES.md §27) reworded, each checked through the
engine from a hand-written position (docs/position-format.md).

R-COMP-18, R-SPECIAL-2, R-PRELIM-4, R-NEXT-1, R-END-5, R-WISH-2, R-STEPPE-1 and R-NODICE-2
have their own tests elsewhere (tests/core/test_rule_coverage.py checks that each is cited).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import gaucho
from gaucho import tiles as T
from gaucho.flow import Phase
from gaucho.state import EMPTY

#: P2 sums 23 (>= 20) and still has an empty space, in the middle.
PASTURES = [["S4", "G7", "S9"], ["B11", "S3", None, "G9"], ["G12", "S2", "S12", None],
            ["B3", "G5", "S7", None, None]]


def game(**position: Any) -> gaucho.Game:
    pos: dict[str, Any] = {"players": 3, "phase": "turn", "round": 2, "pastures": PASTURES,
                           "held": [1, 2], "rodeo": [3, 4, 5, 6, 6]}
    pos.update(position)
    return gaucho.Game.from_position(pos, auto_chance=False)


def test_steppe_tile_goes_to_the_named_pasture_leftmost_empty_space() -> None:
    """R-STEPPE-3 (revision 2): the player names the pasture, even one whose sum is already
    >= 20; the tile takes that pasture's leftmost empty space (R-COMP-18)."""
    g = game(players=[{"spaces": ["STEPPE"]}, {}, {}], steppe=["B1", "G2", "K8", "W12"],
             draw_pile=["W2", "W4", "S6"])
    g.play("steppe")
    assert g.state.pasture_sum(1) >= 20
    puts = {str(a) for a in g.legal_actions()}
    assert "put K8>P2" in puts and not any(">P1" in p for p in puts)  # P1 is full
    g.play("put K8>P2")
    assert g.state.pastures[1] == [T.parse("B11"), T.parse("S3"), T.parse("K8"), T.parse("G9")]
    assert g.state.gauchos_on[T.parse("K8")] == (0, True)


def test_steppe_pasture_must_exist() -> None:
    """R-STEPPE-3: naming a pasture the board does not have is refused, nothing changes."""
    g = game(players=[{"spaces": ["STEPPE"]}, {}, {}], steppe=["B1", "G2", "K8", "W12"],
             draw_pile=["W2", "W4", "S6"])
    g.play("steppe")
    before = g.to_position()
    with pytest.raises(gaucho.IllegalAction) as info:
        g.play("put K8>P5")
    assert info.value.rule_id == "R-STEPPE-3" and g.to_position() == before
    assert g.state.pastures[1][2] == EMPTY


def final_scoring() -> gaucho.Game:
    return game(phase="final", round=9, trigger_round=7, start_player=1, held=[], rodeo=[],
                players=[{"herds": [["W4", "W6", "W9"]], "pending": ["W5"], "spaces": ["SORT"]},
                         {"herds": [["B12", "B10"]], "pending": ["B9"]}, {}])


def test_final_scoring_resolves_from_the_start_player_of_the_round_without_dice() -> None:
    """R-FINAL-2 (revision 2): collected tiles join herds in turn order from the start
    player of the round without dice (Blue here), then Red."""
    g = final_scoring()
    assert g.phase == Phase.FINAL and g.current_player == 1
    g.play("add B9")
    assert g.current_player == 0
    assert {str(a) for a in g.legal_actions()} == {"add W5", "sort W5"}


def test_final_scoring_forces_sales_unless_sort_is_used() -> None:
    """R-FINAL-2: the tiles join herds by §17, with forced sales and the optional SORT."""
    forced = final_scoring()
    forced.play("add B9")
    forced.play("add W5")
    assert forced.is_over
    # Red: the misfit W5 sells W4 W6 W9 for 3 x 9 = 27, then the new herd [W5] sells for 5
    assert forced.pesos[0] == 27 + 5
    sorted_in = final_scoring()
    sorted_in.play("add B9")
    sorted_in.play("sort W5")
    assert sorted_in.is_over
    assert sorted_in.pesos[0] == 4 * 9  # W4 W5 W6 W9 sold at the end (R-FINAL-4)


def test_a_save_of_rules_1_0_is_refused_naming_both_versions() -> None:
    """Revision 2 changed the notation (``w``, ``steppe`` then ``put``): a save written for
    rules "1.0" would not replay, so loading it says which rules it needs."""
    assert gaucho.RULES_VERSION == "2.0"
    game = gaucho.Game.new(players=2, seed=3)
    game.play(game.legal_actions()[0])
    data = json.loads(game.to_json())
    assert data["rules_version"] == "2.0"
    data["rules_version"] = "1.0"
    with pytest.raises(gaucho.GauchoError) as info:
        gaucho.Game.from_json(json.dumps(data))
    assert isinstance(info.value, gaucho.InvalidPosition)
    message = str(info.value)
    assert "rules version '1.0'" in message and "'2.0'" in message, message
