"""Variants: the registry, workshop-made variants, clear errors, saves that keep the rules."""

from __future__ import annotations

from typing import Any

import pytest

import gaucho
from gaucho.flow import Phase
from gaucho.workshop.bots import RandomBot
from gaucho.workshop.variants import (
    VARIANTS,
    Variant,
    get_variant,
    make_variant,
    register_variant,
    unregister_variant,
    variant_names,
    variant_problems,
)

HOUSE_RULES = ["threshold-15", "threshold-25", "long-pastures", "extra-die", "big-sale-bonus",
               "strict-keep", "generous-keep", "no-steal"]


def test_official_is_the_default_config() -> None:
    assert variant_names()[0] == "official"
    assert get_variant("official").config == gaucho.DEFAULT_CONFIG
    assert get_variant("official").changes() == {}


@pytest.mark.parametrize("name", HOUSE_RULES)
def test_house_rules_change_something_and_are_playable(name: str) -> None:
    v = get_variant(name)
    assert v.changes(), name
    assert v.description and v.source
    assert variant_problems(v.config) == []
    for players in (2, 3, 4):
        game = gaucho.Game.new(players=players, seed=11, variant=name)
        assert game.config == v.config
        bots = [RandomBot(i) for i in range(players)]
        for _ in range(60):
            if game.is_over:
                break
            game.play(bots[game.current_player].choose(game))


def test_specific_house_rule_values() -> None:
    assert get_variant("threshold-15").config.pasture_threshold == 15
    assert get_variant("threshold-25").config.pasture_threshold == 25
    assert get_variant("big-sale-bonus").config.sale_bonus == 10
    assert "STEAL" not in get_variant("no-steal").config.areas_enabled
    assert get_variant("extra-die").config.dice == {2: 6, 3: 8, 4: 10}
    long = get_variant("long-pastures").config
    assert long.pasture_sizes == (4, 5, 6, 7)
    for n, count in ((2, 6), (3, 2), (4, 0)):
        assert len(long.blocked[n]) == count  # same number of blocked spaces
        usable = [size - sum(1 for p, _ in long.blocked[n] if p == i)
                  for i, size in enumerate(long.pasture_sizes)]
        official = gaucho.DEFAULT_CONFIG
        before = [size - sum(1 for p, _ in official.blocked[n] if p == i)
                  for i, size in enumerate(official.pasture_sizes)]
        assert usable == [u + 1 for u in before]  # one more usable space in every pasture


def test_no_steal_offers_no_steal() -> None:
    game = gaucho.Game.new(players=4, seed=3, variant="no-steal")
    while game.phase != Phase.PLACE:
        game.play(game.legal_actions()[0])
    areas = {a.area for a in game.legal_actions()}  # type: ignore[union-attr]
    assert "STEAL" not in areas and len(areas) == 5
    assert game.why_illegal("place STEAL") is not None


def test_lookup_is_case_insensitive_with_aliases() -> None:
    assert get_variant("OFFICIAL") is get_variant("default") is get_variant("Standard")
    assert get_variant("No Steal") is get_variant("no_steal") is get_variant("nosteal")
    assert get_variant(get_variant("extra-die")) is get_variant("extra-dice")


def test_unknown_variant_lists_the_known_names() -> None:
    with pytest.raises(gaucho.InvalidConfig) as info:
        get_variant("thresold-25")
    for name in ("official", "threshold-25", "no-steal"):
        assert name in str(info.value)
    with pytest.raises(gaucho.InvalidConfig):
        gaucho.Game.new(players=3, variant="nonsense")


@pytest.mark.parametrize(("changes", "words"), [
    ({"pasture_threshold": 0}, "pasture_threshold must be positive"),
    ({"pasture_sizes": (3, 0, 5, 6)}, "pasture_sizes must be positive"),
    ({"areas_enabled": ("SORT", "WISH", "SALE")}, "needs an Action Area per player"),
    ({"areas_enabled": ("SORT", "WISH", "SALE", "JUMP")},
     "rules setting 'areas_enabled': 'JUMP' is not an Action Area"),
    ({"dice": {2: 1, 3: 7, 4: 9}}, "at least 2 dice"),
    ({"blocked": {2: (), 3: ((0, 0), (0, 1), (0, 2)), 4: ()}}, "every space of P1 is blocked"),
    ({"blocked": {2: (), 3: ((9, 0),), 4: ()}}, "is not on the board"),
    ({"foo": 3}, "unknown rules settings foo"),
])
def test_invalid_variants_raise_clear_errors(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(gaucho.InvalidConfig) as info:
        make_variant("broken", "a broken rule", **changes)
    assert words in str(info.value)
    assert "broken" in str(info.value)


def test_register_and_replay_a_workshop_variant() -> None:
    v = make_variant("ws-threshold-18", "Pastures stop at 18.", pasture_threshold=18,
                     sale_bonus=7, aliases=("ws18",))
    assert v.changes() == {"pasture_threshold": (20, 18), "sale_bonus": (5, 7)}
    assert "pasture_threshold: 20 -> 18" in v.summary()
    register_variant(v)
    try:
        with pytest.raises(gaucho.InvalidConfig, match="already exists"):
            register_variant(v)
        register_variant(v, replace=True)
        assert get_variant("WS18") is v
        game = gaucho.Game.new(players=3, seed=5, variant="ws18")
        bots = [RandomBot(i) for i in range(3)]
        for _ in range(120):
            game.play(bots[game.current_player].choose(game))
        saved = game.to_json()
    finally:
        unregister_variant("ws-threshold-18")
    assert "ws-threshold-18" not in VARIANTS and "ws18" not in variant_names()
    # the save carries the whole configuration: it replays although the name is gone
    again = gaucho.Game.from_json(saved)
    assert again.variant == "ws18"
    assert again.config == v.config
    assert again.config.pasture_threshold == 18
    assert again.to_position() == game.to_position()
    assert [str(s.action) for s in again.history] == [str(s.action) for s in game.history]


@pytest.mark.parametrize("name", ["long-pastures", "no-steal", "extra-die"])
def test_saved_game_replays_with_the_same_rules(name: str) -> None:
    game = gaucho.Game.new(players=2, seed=9, variant=name)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(80):
        game.play(bots[game.current_player].choose(game))
    again = gaucho.Game.from_json(game.to_json())
    assert again.variant == name
    assert again.config == get_variant(name).config
    assert again.to_position() == game.to_position()


def test_make_variant_on_another_base() -> None:
    v = make_variant("long-no-steal", "both", base="long-pastures",
                     areas_enabled=get_variant("no-steal").config.areas_enabled)
    assert set(v.changes()) == {"pasture_sizes", "blocked", "areas_enabled"}
    assert isinstance(v, Variant)
    with pytest.raises(gaucho.InvalidConfig, match="needs a Variant"):
        register_variant("official")  # type: ignore[arg-type]


@pytest.mark.parametrize(("name", "said"), [("official", "official"), ("Default", "official"),
                                            ("no-steal", "no-steal"), ("nosteal", "no-steal")])
def test_a_built_in_variant_cannot_be_unregistered(name: str, said: str) -> None:
    from gaucho.i18n import use_language
    from gaucho.variants import BUILTIN_VARIANTS

    assert {"official", *HOUSE_RULES} == BUILTIN_VARIANTS
    with use_language("es"), pytest.raises(gaucho.InvalidConfig) as caught:
        unregister_variant(name)
    assert str(caught.value) == (f"{said!r} es una variante incorporada de gaucho: no se puede "
                                 "quitar ni reemplazar; registra la tuya con otro nombre")
    assert set(BUILTIN_VARIANTS) <= set(VARIANTS), "nothing was removed"
    assert gaucho.Game.new(players=3, seed=1, variant="official").config == gaucho.DEFAULT_CONFIG


@pytest.mark.parametrize(("name", "aliases", "said"), [
    ("official", (), "official"), ("mine", ("default",), "default"),
    ("no-steal", ("nosteal2",), "no-steal")])
def test_a_built_in_variant_cannot_be_replaced(name: str, aliases: tuple[str, ...],
                                               said: str) -> None:
    v = make_variant(name, "Mine.", aliases=aliases, sale_bonus=7)
    for replace in (False, True):
        with pytest.raises(gaucho.InvalidConfig) as caught:
            register_variant(v, replace=replace)
        assert str(caught.value) == (f"{said!r} is a built-in variant of gaucho: it cannot be "
                                     "removed or replaced; register yours under another name")
    assert get_variant("default").config == gaucho.DEFAULT_CONFIG
    assert "mine" not in VARIANTS and "nosteal2" not in variant_names()
