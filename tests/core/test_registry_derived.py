"""Every list of decision kinds is read from the registry, none is written by hand.

The flow (which kinds a turn allows, the "a special action" exit), the records' ``act_``
columns and the codec's blocks are each made by a function of the registry
(:data:`gaucho.engine.decisions.DECISIONS`).  Each is called here with the real registry
(every kind shows up) and with a registry holding kinds made up in this test (they show
up too, with no other change).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

import gaucho
from gaucho import actions, flow
from gaucho.config import RulesConfig
from gaucho.engine.decision import Decision
from gaucho.engine.decisions import DECISIONS
from gaucho.interop.codec import ActionCodec, block_order
from gaucho.state import Event, State
from gaucho.workshop.records import ACTION_KEYS, ALIASES, COLUMNS, action_keys

CONFIG = gaucho.DEFAULT_CONFIG


# ------------------------------------------------------------------ made-up kinds
@dataclass(frozen=True, slots=True)
class Signal:
    """A made-up special action without arguments (``signal``)."""

    kind: ClassVar[str] = "special"
    verbs: ClassVar[tuple[str, ...]] = ("signal",)

    def __str__(self) -> str:
        return "signal"


@dataclass(frozen=True, slots=True)
class Brand:
    """A made-up special action on one tile, which lists its instances (``brand W3``)."""

    tile: int
    kind: ClassVar[str] = "special"
    verbs: ClassVar[tuple[str, ...]] = ("brand",)

    @classmethod
    def every(cls, config: RulesConfig) -> Iterator[Brand]:
        return (cls(t) for t in gaucho.tiles.all_tiles(config))


def _never(s: State) -> list[Any]:
    return []


def _fine(s: State, a: Any) -> None:
    return None


def _nothing(s: State, a: Any, events: list[Event]) -> None:
    return None


SIGNAL = Decision("signal", Signal, "the owner", ("R-SPECIAL-1",), _never, _fine, _nothing,
                  space="SALE")
BRAND = Decision("brand", Brand, "the owner", ("R-SPECIAL-1",), _never, _fine, _nothing,
                 space="STEAL")
MADE_UP = (*DECISIONS, SIGNAL, BRAND)


# ------------------------------------------------------------------ the real registry
@pytest.mark.parametrize("decision", DECISIONS, ids=lambda d: d.name)
def test_every_kind_is_in_the_flow(decision: Decision) -> None:
    assert any(decision.name in phase.allows for phase in flow.PHASES.values())
    if decision.is_special:
        assert decision.name in flow.SPECIALS
        assert decision.name in flow.PHASES["turn"].allows
        assert decision.name in flow.CONDITIONS["a special action"].kinds  # type: ignore[attr-defined]


@pytest.mark.parametrize("decision", DECISIONS, ids=lambda d: d.name)
def test_every_player_kind_is_in_the_records(decision: Decision) -> None:
    if decision.is_chance:
        assert not any(k.startswith(decision.name) for k in ACTION_KEYS)
        return
    keys = [k for k in ACTION_KEYS if k == decision.name or k.startswith(decision.name + "_")]
    assert keys, decision.name
    assert {f"act_{k}" for k in keys} <= set(COLUMNS["players"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_kind_is_in_the_codec(players: int) -> None:
    from gaucho.interop.codec import codec_for

    codec = codec_for(CONFIG, players)
    blocks = {b.name for b in codec.blocks}
    for d in DECISIONS:
        if d.is_chance:
            continue
        owner = next(e.name for e in block_order() if e.action is d.action)
        assert owner in blocks, d.name
        assert owner == d.name or d.name == "first_gaucho"  # a first gaucho is a place
    chance_types = {type(codec.decode_chance(i))
                    for i in (0, codec.roll_count, codec.draw_first)}
    expected = {d.action for d in DECISIONS if d.is_chance}
    if players != 3:  # only 3 players cover blocked spaces with discards (R-PRELIM-7)
        expected.discard(actions.Cover)
    assert expected <= chance_types


def test_the_lists_are_the_registrys() -> None:
    assert tuple(d.action for d in DECISIONS if d.is_special) == actions.SPECIAL_ACTIONS
    assert tuple(d.action for d in DECISIONS if d.is_chance) == actions.CHANCE_ACTIONS
    assert flow.SPECIALS == ("wish", "sale", "steal", "raise", "replace", "use_steppe")
    assert action_keys(DECISIONS) == ACTION_KEYS
    assert ALIASES == {"take": "draft", "first_place": "first_gaucho", "steppe": "put"}


def test_every_action_group_has_a_menu_label() -> None:
    groups = {d.action.kind for d in DECISIONS}  # type: ignore[attr-defined]
    assert groups <= set(gaucho.LegalActions.GROUPS)


def test_records_keep_the_old_column_names_for_one_release() -> None:
    game = gaucho.Game.new(players=2, seed=3)
    from gaucho.workshop.records import game_records

    for _ in range(40):
        game.play(game.legal_actions()[0])
    _, players, _ = game_records(game)
    for row in players:
        for old, new in ALIASES.items():
            assert row[f"act_{old}"] == row[f"act_{new}"]
        assert row["act_first_gaucho"] == 1 and row["act_draft"] >= 1


# ------------------------------------------------------------------ a registry with new kinds
def test_a_new_special_kind_joins_the_flow() -> None:
    specials = flow.special_kinds(MADE_UP)
    assert specials[-2:] == ("signal", "brand")
    turn = flow.turn_kinds(specials)
    assert {"signal", "brand"} <= set(turn) and turn[-3:] == ("remove", "takeback", "end")
    assert {"signal", "brand"} <= set(flow.turn_kinds(specials, dice=False))
    assert "place" not in flow.turn_kinds(specials, dice=False)


def test_a_new_kind_gets_its_records_column() -> None:
    keys = action_keys(MADE_UP)
    assert keys[:len(ACTION_KEYS)] == ACTION_KEYS
    assert keys[len(ACTION_KEYS):] == ("signal", "brand")


def test_a_new_kind_gets_its_codec_block_after_the_known_ones() -> None:
    known = ActionCodec(CONFIG, 3)
    codec = ActionCodec(CONFIG, 3, MADE_UP)
    assert [b.name for b in codec.blocks] == [*(b.name for b in known.blocks), "signal",
                                              "brand"]
    signal, brand = codec.blocks[-2:]
    assert (signal.first, signal.size) == (known.size, 1)
    assert brand.size == len(known.tiles)
    assert codec.decode(signal.first) == Signal()
    assert codec.encode(Brand(known.tiles[5])) == brand.first + 5
    # the ids of the known kinds do not move
    assert all(codec.decode(i) == known.decode(i) for i in range(0, known.size, 997)
               if not _is_takeback(known, i))


def _is_takeback(codec: ActionCodec, i: int) -> bool:
    return codec.block_of(i).name == "takeback"


def test_a_kind_the_codec_cannot_number_says_so() -> None:
    @dataclass(frozen=True)
    class Mark:
        tile: int
        kind: ClassVar[str] = "special"

    mark = dataclasses.replace(SIGNAL, name="mark", action=Mark)
    with pytest.raises(TypeError, match="'mark' has arguments.*every"):
        ActionCodec(CONFIG, 2, (*DECISIONS, mark))


def test_a_special_kind_checks_its_action_space_first() -> None:
    """The Action Space check is wrapped around a special kind's own rule when declared."""
    game = gaucho.Game.new(players=2, seed=1)
    why = SIGNAL.check(game.state, Signal())
    assert why is not None and why.rule_id == "R-SPECIAL-1"
