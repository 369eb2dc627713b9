"""Small targeted tests for rules no other test exercised directly.

Each test names its rule IDs (RULES.md) and checks the rule's effect through the
engine, mostly from hand-written positions (docs/position-format.md).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import gaucho
from gaucho import actions as A
from gaucho import tiles as T
from gaucho.config import AREAS, PLAYER_NAMES
from gaucho.flow import Phase
from gaucho.state import BLOCKED, EMPTY

QUIET = [["S4", "G7", "S9"], ["B11", "S3", "G9", None], ["G12", "S2", "S12", None],
         ["B3", "G5", "S7", None, None]]


def game(**position: Any) -> gaucho.Game:
    pos: dict[str, Any] = {"players": 3, "phase": "turn", "round": 2, "pastures": QUIET,
                           "held": [1, 2], "rodeo": [3, 4, 5, 6, 6]}
    pos.update(position)
    return gaucho.Game.from_position(pos, auto_chance=False)


def refused(g: gaucho.Game, action: str) -> str:
    before = g.to_position()
    with pytest.raises(gaucho.IllegalAction) as info:
        g.play(action)
    assert g.to_position() == before
    return info.value.rule_id


# ------------------------------------------------------------------ components and setup
def test_board_parts_and_components() -> None:
    """R-COMP-1, R-COMP-4: 4 pastures, a Dice Rodeo, 6 Action Areas, the Steppe, Pesos;
    4 colours, at most 8 gauchos each, 9 dice in all."""
    g = gaucho.Game.new(4, seed=3)
    s = g.state
    assert len(s.pastures) == 4 and len(AREAS) == 6
    assert s.dice_total == 9 == max(g.config.dice.values())
    assert len(s.steppe) == 4 and s.pesos == [0, 0, 0, 0]
    assert len(PLAYER_NAMES) == 4 and max(g.config.gauchos.values()) == 8


@pytest.mark.parametrize(("players", "blocked"), [(2, [0, 1, 2, 3]), (3, [0, 0, 1, 1]),
                                                  (4, [0, 0, 0, 0])])
def test_blocked_spaces_rightmost(players: int, blocked: list[int]) -> None:
    """R-COMP-6 (2 players: rightmost 0/1/2/3), R-COMP-7 (3 players: P3 and P4; 4: none)."""
    g = gaucho.Game.new(players, seed=5)
    for cells, count in zip(g.state.pastures, blocked, strict=True):
        assert cells.count(BLOCKED) == count
        assert all(c == BLOCKED for c in cells[len(cells) - count:])
    if players == 2:
        assert [len(c) - c.count(BLOCKED) for c in g.state.pastures] == [3, 3, 3, 3]


def test_two_players_remove_one_breed() -> None:
    """R-SETUP-4: with 2 players one breed leaves: 6 tiles cover the blocked spaces, 6 are out."""
    s = gaucho.Game.new(2, seed=11).state
    breeds = {T.breed(t) for t in s.covered}
    assert len(s.covered) == 6 and len(breeds) == 1
    removed = breeds.pop()
    assert len([t for t in s.out if T.breed(t) == removed]) == 6
    in_play = s.pampa_tiles() + s.steppe + s.draw_pile + [t for h in s.prelim_hands for t in h]
    assert all(T.breed(t) != removed for t in in_play)


def test_three_players_cover_blocked_spaces_in_preliminary_round() -> None:
    """R-SETUP-5, R-PRELIM-7: 3 players: blocked spaces stay empty in seeding, covered later."""
    g = gaucho.Game.new(3, seed=2, auto_chance=False)
    assert g.state.covered == []
    assert sum(c.count(BLOCKED) for c in g.state.pastures) == 2
    while g.phase == Phase.KEEP:
        g.play(g.legal_actions()[0])
    assert g.phase == Phase.COVER
    g.play(g.chance_outcomes()[0][0])
    assert len(g.state.covered) == 2


def test_every_other_tile_is_in_the_draw_pile() -> None:
    """R-SETUP-6: with 4 players all 60 tiles are in the pastures, Steppe, hands or draw pile."""
    s = gaucho.Game.new(4, seed=8).state
    where = s.pampa_tiles() + s.steppe + s.draw_pile + [t for h in s.prelim_hands for t in h]
    assert sorted(where) == sorted(T.all_tiles(s.config)) and s.out == []


def test_tiles_not_kept_leave_the_game() -> None:
    """R-PRELIM-6: after every player has kept, the other drawn tiles are out of the game."""
    g = gaucho.Game.new(4, seed=4)
    hands = [list(h) for h in g.state.prelim_hands]
    while g.phase == Phase.KEEP:
        g.play(g.legal_actions()[0])
    kept = {t for herds in g.state.herds for h in herds.values() for t in h}
    discarded = {t for h in hands for t in h} - kept
    assert discarded and discarded <= set(g.state.out)
    assert all(not h for h in g.state.prelim_hands)


def test_preliminary_gaucho_usable_in_round_one() -> None:
    """R-PRELIM-10, R-PRELIM-8: a gaucho placed in the preliminary round works in round 1."""
    g = gaucho.Game.new(3, seed=6)
    while g.phase == Phase.KEEP:
        g.play(g.legal_actions()[0])
    owner = g.current_player
    g.play("place WISH")
    while g.phase == Phase.PLACE:
        g.play(g.legal_actions()[0])
    assert g.round == 1 and g.state.spaces[owner] == {"WISH"}
    while g.current_player != owner or g.phase != Phase.TURN:
        g.play(g.legal_actions()[0] if g.phase == Phase.DRAFT else "end")
    assert g.round == 1
    g.play("wish")
    assert g.state.wish_die


def test_left_neighbour_plays_next() -> None:
    """R-COMP-17, R-ROUND-2: the turn passes to (i + 1) mod n."""
    g = game(start_player=1, active=2, turns_taken=0, rodeo=[3, 4, 5, 6, 6])
    g.play("end")
    assert g.current_player == 0 and g.phase == Phase.DRAFT


# ------------------------------------------------------------------ turns and dice
def test_free_interleaving_of_turn_steps() -> None:
    """R-TURN-2, R-SPECIAL-4, R-DICE-4: specials, dice actions and removals in any order."""
    g = game(held=[4, 5], players=[{"spaces": ["WISH", "RAISE"]}, {}, {}])
    g.play("wish")
    g.play("B S9 4")          # small number of 9 is 4
    g.play("remove RAISE")
    g.play("A G5 5")
    g.play("place SORT w")
    assert g.state.spaces[0] == {"SORT"} and g.state.held == []


def test_unspent_dice_are_lost() -> None:
    """R-TURN-5, R-DICE-4: ending with dice in hand is legal; they do not return."""
    g = game(held=[1, 2], rodeo=[3, 4, 5, 6, 6])
    events = g.play("end")
    assert any(e.kind == "dice_lost" for e in events)
    assert g.state.held == [] and g.state.rodeo == [3, 4, 5, 6, 6]


def test_only_the_active_player_acts() -> None:
    """R-TURN-6: in Red's turn Blue's Action Spaces offer nothing; Red cannot use them."""
    g = game(players=[{}, {"spaces": ["STEAL"]}, {"herds": [["W3", "W5"]]}])
    assert g.current_player == 0
    assert not any(isinstance(a, A.Steal) for a in g.legal_actions())
    assert refused(g, "steal W3") == "R-SPECIAL-1"


def test_dice_pay_only_pampa_actions_and_placements() -> None:
    """R-DICE-5: the only actions that spend dice are A, B, C and Action Space placements."""
    g = game(held=[2, 4], players=[{"spaces": ["WISH"]}, {}, {}],
             pastures=[["S4_0", "G7", "S9"], ["B11", "S3", "G9", None],
                       ["G12", "S2", "S12", None], ["B3", "G5", "S7", None, None]])
    spenders = set()
    for action in g.legal_actions():
        if isinstance(action, A.EndTurn):
            continue  # ending the turn loses the dice (R-TURN-5), it does not spend them
        branch = g.copy()
        branch.play(action)
        if branch.state.held != [2, 4]:
            spenders.add(type(action).__name__ if not isinstance(action, A.Claim)
                         else action.action)
    assert spenders == {"A", "B", "C", "Place"}


def test_claims_in_any_pasture_whatever_its_sum() -> None:
    """R-PAMPA-5: A and B may target a tile in a full pasture or one with sum >= 20."""
    g = game(held=[4, 5])
    assert g.state.pasture_sum(0) >= 20 and g.state.is_full(0)
    assert g.is_legal("A S9 4+5") and g.is_legal("B S9 4")


# ------------------------------------------------------------------ Action Areas, specials
def test_other_players_never_block_a_space() -> None:
    """R-AREA-7, R-COMP-13: Blue's gaucho on STEAL does not stop Red placing on STEAL."""
    g = game(held=[4, 1], players=[{}, {"spaces": ["STEAL"]}, {"spaces": ["STEAL"]}])
    g.play("place STEAL 4")
    assert all("STEAL" in sp for sp in g.state.spaces)


def test_specials_only_after_the_draft() -> None:
    """R-SPECIAL-2, R-TURN-3: before the draft no special action can be used."""
    g = game(phase="draft", held=[], rodeo=[1, 2, 3, 4, 5, 6, 6],
             players=[{"spaces": ["WISH"]}, {}, {}])
    assert refused(g, "wish") == "R-TURN-3"
    g.play("take 1 2")
    assert g.is_legal("wish")


def test_special_actions_resolve_atomically() -> None:
    """R-SPECIAL-5: SECRET CATTLE places, stands and refills in one step of the history,
    the step after using it (R-STEPPE-1)."""
    g = game(players=[{"spaces": ["STEPPE"]}, {}, {}], steppe=["B1", "G2", "K8", "W12"],
             draw_pile=["W2", "W4", "S6"])
    g.play("steppe")
    g.play("put K8>P2")
    assert len(g.history) == 2 and g.phase == Phase.TURN
    assert len(g.state.steppe) == 4 and g.state.gauchos_on[T.parse("K8")] == (0, True)


def test_remove_a_gaucho_unused() -> None:
    """R-SPECIAL-6: a gaucho returns from an Action Space without its effect."""
    g = game(players=[{"spaces": ["WISH"]}, {}, {}])
    supply = g.state.supply[0]
    g.play("remove WISH")
    assert g.state.supply[0] == supply + 1 and not g.state.wish_die
    assert "WISH" not in g.state.spaces[0]


def test_special_needs_a_possible_effect() -> None:
    """R-SPECIAL-7: no IMMEDIATE SALE without a 2+ herd, no SECRET CATTLE without an empty
    space, no second WISH die; only removal (R-SPECIAL-6) is left."""
    full = [["S4", "G7", "S9"], ["B11", "S3", "G9", "W1"], ["G12", "S2", "S12", "W2"],
            ["B3", "G5", "S7", "W3", "W4"]]
    g = game(pastures=full, steppe=["B1", "G2", "K8", "W12"],
             players=[{"spaces": ["SALE", "STEPPE"], "herds": [["B9"]]}, {}, {}])
    kinds = {type(a) for a in g.legal_actions()}
    assert A.Sale not in kinds and A.UseSteppe not in kinds and A.Remove in kinds
    assert refused(g, "sale B") == "R-SALE-1"
    assert refused(g, "steppe") == "R-SPECIAL-7"
    g = game(steppe=[], players=[{"spaces": ["STEPPE"]}, {}, {}])  # an empty Steppe
    assert A.UseSteppe() not in g.legal_actions() and refused(g, "steppe") == "R-SPECIAL-7"
    g = game(wish_die=True, players=[{"spaces": ["WISH"]}, {}, {}])
    assert refused(g, "wish") == "R-SPECIAL-7"


def test_wish_die_lost_at_turn_end() -> None:
    """R-WISH-4: an imaginary die not spent is lost when the turn ends."""
    g = game(players=[{"spaces": ["WISH"]}, {}, {}])
    g.play("wish")
    events = g.play("end")
    assert any(e.kind == "wish_lost" for e in events) and not g.state.wish_die


# ------------------------------------------------------------------ SORT, STEAL
def _collect(red: dict[str, Any]) -> gaucho.Game:
    return gaucho.Game.from_position({"players": [red, {}, {}], "phase": "collect", "round": 2,
                                      "pastures": QUIET}, auto_chance=False)


@pytest.mark.parametrize(("side", "herd"), [("left", ["W9", "W6"]), ("right", ["W6", "W9"])])
def test_sort_into_a_one_tile_herd(side: str, herd: list[str]) -> None:
    """R-SORT-3: with a 1-tile herd SORT puts the tile left or right, setting the direction."""
    g = _collect({"herds": [["W6"]], "pending": ["W9"], "spaces": ["SORT"]})
    assert refused(g, "sort W9") == "R-SORT-3"
    g.play(f"sort W9 {side}")
    assert g.to_position()["players"][0]["herds"] == [herd]


def test_sort_placed_this_round_works_at_its_collection() -> None:
    """R-SORT-5: a SORT gaucho placed during the round is usable in that round's collection."""
    g = game(held=[1, 2], rodeo=[3, 4, 5, 6, 6],
             players=[{"herds": [["W3", "W6", "W9"]]}, {}, {}],
             pastures=[["W5^0", "K8_1", "S9_2"], ["B11", "S3", "G9", None],
                       ["G12", "S2", "S12", None], ["B3", "G5", "S7", None, None]])
    g.play("place SORT 1")
    g.play("end")
    for dice in ("take 3 4", "take 5 6"):
        g.play(dice)
        g.play("end")
    assert g.phase == Phase.COLLECT and g.state.pending[0] == [T.parse("W5")]
    g.play("sort W5")
    assert g.to_position()["players"][0]["herds"] == [["W3", "W5", "W6", "W9"]]
    assert g.pesos[0] == 0


def test_stolen_misfit_forces_a_sale_without_bonus_and_without_sort() -> None:
    """R-STEAL-5, R-STEAL-6, R-SORT-6, R-SELL-4: a stolen tile that does not fit sells the
    thief's herd at once for tiles x highest, no +5, even with a SORT gaucho waiting."""
    g = game(players=[{"spaces": ["STEAL", "SORT"], "herds": [["W3", "W6", "W9"]]},
                      {"herds": [["W5", "W1"]]}, {}])
    g.play("steal W5")
    assert g.pesos == [27, 5, 0]
    pos = g.to_position()["players"]
    assert pos[0]["herds"] == [["W5"]] and pos[1]["herds"] == [["W1"]]
    assert "SORT" in g.state.spaces[0]
    assert refused(g, "sort W5") == "R-SORT-1"


# ------------------------------------------------------------------ gauchos, refill
def test_taken_back_tile_stays_unoccupied() -> None:
    """R-NOGAUCHO-1, R-NOGAUCHO-2: with an empty supply lying gauchos come back; tiles stay."""
    g = game(players=[{"supply": 0}, {}, {}],
             pastures=[["S4_0", "G7", "S9_0"], ["B11", "S3", "G9", None],
                       ["G12", "S2", "S12", None], ["B3", "G5", "S7", None, None]])
    g.play("takeback S4 S9")
    assert g.state.supply[0] == 2
    assert g.to_position()["pastures"][0] == ["S4", "G7", "S9"]


def test_refill_that_empties_the_pile_triggers_the_end() -> None:
    """R-REFILL-4, R-END-1, R-END-3: refilling stops when the pile runs out; the end is
    triggered in this round, so the next round is the last regular one."""
    g = gaucho.Game.from_position({
        "players": 3, "phase": "turn", "round": 5, "active": 2, "turns_taken": 2,
        "pastures": [["S4^0", "G7_1", "S9_2"], ["B11", "S3", "G9", None],
                     ["G12", "S2", "S12", None], ["B3", "G5", "S7", None, None]],
        "draw_pile": ["W1"]}, auto_chance=False)
    g.play("end")
    g.play("add S4")
    assert g.state.trigger_round == 5 and g.state.draw_pile == []
    assert g.to_position()["pastures"][0] == ["W1", "G7_1", "S9_2"]
    assert g.round == 6 and g.phase == Phase.ROLL
    assert Counter(e.rule_id for e in g.history[-1].events)["R-END-3"] == 1
    assert EMPTY not in g.state.pastures[0]


# ------------------------------------------------------------------ positions in a pasture
def test_position_inside_a_pasture_has_no_effect() -> None:
    """R-COMP-18: the order of cells inside a pasture changes nothing the rules look at."""
    shuffled = [list(reversed(cells)) for cells in QUIET]
    a, b = game(), game(pastures=shuffled)
    assert sorted(map(str, a.legal_actions())) == sorted(map(str, b.legal_actions()))
    for i in range(4):
        assert a.state.pasture_sum(i) == b.state.pasture_sum(i)
        assert a.state.is_complete(i) == b.state.is_complete(i)


def test_refill_takes_the_leftmost_empty_space() -> None:
    """R-COMP-18 / R-REFILL-2: a drawn tile goes into the pasture's leftmost empty space."""
    from gaucho.engine import fill_pasture

    g = game(pastures=[["S4", None, "S9"], ["B11", "S3", "G9", None],
                       ["G12", "S2", "S12", None], ["B3", "G5", "S7", None, None]],
             draw_pile=["W1"])
    cells = g.state.pastures[0]
    assert cells[1] == EMPTY
    fill_pasture(g.state, 0, [], "R-REFILL-2")
    assert cells == [T.parse("S4"), T.parse("W1"), T.parse("S9")]
