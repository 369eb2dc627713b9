"""Illegal actions: fuzzing from random positions, plus hand-written positions.

Malformed text raises :class:`gaucho.InvalidAction`; a well-formed action the rules
forbid raises :class:`gaucho.IllegalAction` with a real rule ID of RULES.md, and the
game is left byte-for-byte unchanged.  Whatever ``why_illegal`` accepts is a legal
action (up to the spelling of an unneeded WISH die value) and can be applied.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from typing import Any

import pytest
from helpers import RULE_ID, random_positions, rule_ids, tile_multiset
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import actions as A
from gaucho import tiles as T
from gaucho.config import AREAS
from gaucho.flow import Phase
from gaucho.tiles import all_tiles

# ------------------------------------------------------------------ helpers


def snapshot(game: gaucho.Game) -> tuple[str, str]:
    return game.to_json(), json.dumps(game.to_position(), sort_keys=True)


def check_message(exc: gaucho.IllegalAction) -> None:
    """One sentence a player understands, ending with the rule ID in brackets."""
    text = str(exc)
    assert RULE_ID.fullmatch(exc.rule_id), exc.rule_id
    assert exc.rule_id in rule_ids(), f"{exc.rule_id} is not a rule of RULES.md"
    assert exc.rule_text() == f"{exc.rule_id}: {gaucho.rules.get(exc.rule_id).text}"
    assert text.endswith(f"[{exc.rule_id}]"), text
    assert "Traceback" not in text and "\n" not in text, text
    reason = str(exc.reason)  # a Message, read in the current language
    assert 0 < len(reason) < 200, reason
    assert not re.search(r"[.!?]\s+[A-Z]", reason), f"more than one sentence: {reason}"
    assert not re.search(r"\b(None|-?\d+L|<.*object at)\b", reason), reason


def expect_illegal(game: gaucho.Game, action: A.Action | str, rule_id: str) -> str:
    """Play ``action``; it must fail with ``rule_id`` and leave the game untouched."""
    before = snapshot(game)
    with pytest.raises(gaucho.IllegalAction) as info:
        game.play(action)
    check_message(info.value)
    assert info.value.rule_id == rule_id, str(info.value)
    v = game.why_illegal(action)
    assert v is not None and v.rule_id == rule_id
    assert not game.is_legal(action)
    assert snapshot(game) == before
    return str(info.value.reason)


def canonical(action: A.Action) -> A.Action | None:
    """The action as its text reads back (None if it has no text form, e.g. no dice)."""
    try:
        return A.parse(str(action))
    except gaucho.InvalidAction:
        return None


def same_as_legal(game: gaucho.Game, action: A.Action, legal: list[A.Action]) -> bool:
    """``action`` is in ``legal`` (a WISH die has no value, so each move is listed once,
    R-WISH-2), or is a chance outcome."""
    canon = canonical(action)
    if canon in legal:
        return True
    if game.current_player == gaucho.CHANCE:
        return canon in [a for a, _ in game.chance_outcomes()]
    return False


# --------------------------------------------------------- candidate makers

VOCAB = ["roll", "cover", "keep", "take", "A", "B", "C", "place", "wish", "sale", "steal",
         "raise", "replace", "steppe", "remove", "takeback", "end", "add", "sort", "left",
         "right", "W10", "K3", "X9", "W0", "W99", "w4", "5+6", "4+4+w4", "w1+w2", "+", ">",
         "W1>P1", "W1>Q1", "W1>P", "STEAL", "NOWHERE", "²", "W²", "5+²", "-1", "3.5", "",
         "\t", "\x00", "é", "SALE", "up"]


def random_tile(rng: random.Random, game: gaucho.Game) -> int:
    s = game.state
    pools = [s.pampa_tiles(), s.steppe, [t for h in s.herds for x in h.values() for t in x],
             [t for p in s.pending for t in p], [t for h in s.prelim_hands for t in h],
             s.out, all_tiles(game.config)]
    pool = rng.choice([p for p in pools if p])
    if rng.random() < 0.05:
        return T.make(rng.randrange(5), rng.randint(13, 31))  # no such tile in play
    return rng.choice(pool)


def random_dice(rng: random.Random, game: gaucho.Game) -> tuple[int, ...]:
    pool = game.state.held + game.state.rodeo + list(range(1, 7))
    return tuple(sorted(rng.choice(pool) if rng.random() < 0.8 else rng.randint(0, 9)
                        for _ in range(rng.choice([0, 1, 1, 2, 2, 3]))))


def random_wish(rng: random.Random) -> bool:
    return rng.random() >= 0.6


def random_action(rng: random.Random, game: gaucho.Game) -> A.Action:
    """A random, well-formed action of any kind (mostly nonsense for the position)."""

    def tile() -> int:
        return random_tile(rng, game)

    kind = rng.randrange(17)
    if kind == 0:
        n = game.state.dice_total + rng.choice([0, 0, 0, -1, 1])
        return A.Roll(tuple(sorted(rng.randint(0 if rng.random() < 0.1 else 1, 6)
                                   for _ in range(max(n, 0)))))
    if kind == 1:
        return A.Cover(tuple(sorted({tile() for _ in range(rng.randint(0, 3))})))
    if kind == 2:
        return A.Keep.of(list(dict.fromkeys(tile() for _ in range(rng.randint(0, 4)))))
    if kind == 3:
        return A.Draft(random_dice(rng, game))
    if kind == 4:
        return A.Claim(rng.choice("ABC"), tile(), random_dice(rng, game), random_wish(rng))
    if kind == 5:
        return A.Place(rng.choice(AREAS), random_dice(rng, game), random_wish(rng))
    if kind == 6:
        return A.UseWish()
    if kind == 7:
        return A.Sale(rng.randrange(5))
    if kind == 8:
        return A.Steal(tile())
    if kind == 9:
        return A.Raise(tuple(sorted(tile() for _ in range(rng.randint(1, 3)))))
    if kind == 10:
        return A.Replace(tile())
    if kind == 11:
        if rng.random() < 0.3:
            return A.UseSteppe()
        return A.Steppe(tuple(sorted((tile(), rng.randint(-1, 4))
                                     for _ in range(rng.randint(1, 3)))))
    if kind == 12:
        return A.Remove(rng.choice(AREAS))
    if kind == 13:
        return A.TakeBack(tuple(sorted(tile() for _ in range(rng.randint(1, 3)))))
    if kind == 14:
        return A.EndTurn()
    if kind == 15:
        return A.Add(tile())
    return A.Sort(tile(), rng.choice([None, "left", "right"]))


def mutate(rng: random.Random, game: gaucho.Game, action: A.Action) -> A.Action:
    """A legal action with one field changed to another plausible value."""
    fields = [f.name for f in dataclasses.fields(action)]
    if not fields:
        return random_action(rng, game)
    name = rng.choice(fields)
    value: Any = getattr(action, name)
    if name in ("tile",):
        value = random_tile(rng, game)
    elif name == "dice":
        value = random_dice(rng, game)
    elif name == "wish":
        value = random_wish(rng)
    elif name == "area":
        value = rng.choice(AREAS)
    elif name == "action":
        value = rng.choice("ABC")
    elif name == "side":
        value = rng.choice([None, "left", "right"])
    elif name == "breed":
        value = rng.randrange(5)
    elif name == "tiles":
        value = tuple(sorted(set(value[:-1]) | {random_tile(rng, game)}))
    elif name == "herds":
        return A.Keep.of(list(dict.fromkeys([*action.tiles[1:], random_tile(rng, game)])))  # type: ignore[union-attr]
    elif name == "placements":
        value = tuple(sorted([*value[1:], (random_tile(rng, game), rng.randint(-1, 4))]))
    return dataclasses.replace(action, **{name: value})


def garbage(rng: random.Random, legal: list[A.Action]) -> str:
    if legal and rng.random() < 0.5:
        text = list(str(rng.choice(legal)))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(text) + 1)
            op = rng.randrange(3)
            if op == 0 and i < len(text):
                del text[i]
            elif op == 1:
                text.insert(i, rng.choice("WKBGSX0123456789+> w²"))
            elif i < len(text):
                text[i] = rng.choice("aZ9+ >#")
        return "".join(text)
    return " ".join(rng.choice(VOCAB) for _ in range(rng.randint(0, 4)))


# ------------------------------------------------------------------ fuzzing


def try_candidate(game: gaucho.Game, cand: A.Action | str, legal: list[A.Action],
                  before: tuple[str, str]) -> str:
    """Play ``cand`` on ``game`` and check the outcome; return 'legal', 'illegal' or
    'malformed'.  A legal candidate is played on a copy."""
    if isinstance(cand, str):
        try:
            action = A.parse(cand)
        except gaucho.InvalidAction as exc:
            assert isinstance(exc, ValueError)
            assert str(exc) and "Traceback" not in str(exc) and len(str(exc)) < 300
            with pytest.raises(gaucho.InvalidAction):
                game.play(cand)
            assert snapshot(game) == before
            return "malformed"
    else:
        action = cand
    violation = game.why_illegal(action)
    if violation is None:
        assert same_as_legal(game, action, legal), f"{action} accepted but not listed"
        branch = game.copy()
        branch.play(action)
        universe = sorted(all_tiles(game.config))
        assert tile_multiset(branch.state) == universe, f"{action} lost or doubled a tile"
        assert snapshot(game) == before, "playing on a copy changed the original"
        return "legal"
    assert canonical(action) not in legal or action not in legal, (
        f"{action} is listed as legal but {violation}")
    with pytest.raises(gaucho.IllegalAction) as info:
        game.play(action)
    check_message(info.value)
    assert info.value.rule_id == violation.rule_id
    assert snapshot(game) == before, f"a rejected {action} changed the game"
    return "illegal"


@settings(max_examples=50, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1),
       auto_chance=st.booleans())
def test_fuzz_illegal_actions(players: int, seed: int, auto_chance: bool) -> None:
    """Random, mutated and garbage candidates from random positions of a random game."""
    rng = random.Random(seed)
    outcomes: dict[str, int] = {}
    for game in random_positions(players, seed, 6, auto_chance=auto_chance):
        legal = game.legal_actions()
        before = snapshot(game)
        for _ in range(40):
            r = rng.random()
            cand: A.Action | str
            if r < 0.4:
                cand = random_action(rng, game)
            elif r < 0.75 and legal:
                cand = mutate(rng, game, rng.choice(legal))
            else:
                cand = garbage(rng, legal)
            kind = try_candidate(game, cand, legal, before)
            outcomes[kind] = outcomes.get(kind, 0) + 1
        assert game.legal_actions() == legal
    assert outcomes.get("illegal", 0) > 0


def test_fuzz_finds_every_outcome() -> None:
    """The fuzzer is not vacuous: over a few games it meets all three outcomes."""
    rng = random.Random(5)
    seen: dict[str, int] = {}
    for players in (2, 3, 4):
        for game in random_positions(players, players, 10):
            legal = game.legal_actions()
            before = snapshot(game)
            for _ in range(60):
                cand: A.Action | str = (mutate(rng, game, rng.choice(legal))
                                        if legal and rng.random() < 0.7
                                        else garbage(rng, legal))
                kind = try_candidate(game, cand, legal, before)
                seen[kind] = seen.get(kind, 0) + 1
    assert set(seen) == {"legal", "illegal", "malformed"}, seen


@pytest.mark.parametrize("text", ["", "   ", "fly", "A W11", "A W11 5 6", "A Q11 5", "A W0 5",
                                  "A W99 5", "A W11 five", "A W11 5+w4", "A W11 w+w",
                                  "A W11 5+²", "take ²", "keep W²", "place", "place MOON 1",
                                  "sale Q", "sale", "steppe W1>P1", "put W1", "put W1>Q1",
                                  "put W1>P", "put",
                                  "sort W5 up", "wish now", "end now", "roll x", "W11 A 5"])
def test_malformed_text_raises_invalid_action(text: str) -> None:
    game = gaucho.Game.new(players=3, seed=1)
    before = snapshot(game)
    with pytest.raises(gaucho.InvalidAction) as info:
        game.play(text)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert message and "Traceback" not in message and len(message) < 300
    assert not isinstance(info.value, gaucho.IllegalAction)
    assert snapshot(game) == before
    assert not game.is_legal(text)


def test_non_action_objects_are_rejected() -> None:
    game = gaucho.Game.new(players=2, seed=1)
    for thing in (None, 5, ("keep",), object()):
        with pytest.raises(gaucho.InvalidAction):
            game.play(thing)  # type: ignore[arg-type]


# ------------------------------------------------- hand-written positions


def turn_position(**changes: Any) -> dict[str, Any]:
    """Red's turn after the draft (2 players), with a few tiles in the Pampa."""
    pos: dict[str, Any] = {
        "players": [
            {"herds": [["W4", "W6", "W9"], ["K5"]], "spaces": ["STEAL", "SALE"]},
            {"herds": [["W12", "W10"], ["B3"]], "spaces": ["WISH"]},
        ],
        "phase": "turn",
        "round": 3,
        "start_player": 0,
        "active": 0,
        "pastures": [["G10", "G3_1", "G7^0"], ["G11", "G5", "G6"], ["S8", "S2", "S12"],
                     ["B11", "B8", "B1"]],
        "steppe": ["K1", "K3", "K8", "K12"],
        "draw_pile": ["S1", "S3", "S4", "S5", "S6"],
        "held": [5, 6],
        "rodeo": [1, 2, 4],
    }
    pos.update(changes)
    return pos


def game_at(**changes: Any) -> gaucho.Game:
    return gaucho.Game.from_position(turn_position(**changes))


def test_overpaying_is_illegal() -> None:
    """R-DICE-3: 5+6 = 11 does not buy the 10."""
    game = game_at()
    reason = expect_illegal(game, "A G10 5+6", "R-DICE-3")
    assert "11" in reason and "10" in reason
    expect_illegal(game, "B G10 6", "R-DICE-3")  # small number of 10 is 5
    game.play("A G11 5+6")


def test_using_a_space_placed_this_turn() -> None:
    """R-AREA-4: a gaucho placed on an Action Space is not used in the same turn."""
    game = game_at(held=[4, 5], players=[
        {"herds": [["W4", "W6", "W9"]], "spaces": []},
        {"herds": [["W12", "W10"]], "spaces": []}])
    game.play("place STEAL 4")
    expect_illegal(game, "steal W10", "R-AREA-4")
    game.play("end")


def test_replacing_a_vacated_space() -> None:
    """R-AREA-5: a space vacated this turn (used or removed unused) stays empty."""
    game = game_at(held=[2, 4])
    game.play("remove SALE")
    expect_illegal(game, "place SALE 2", "R-AREA-5")
    game.play("steal W10")
    expect_illegal(game, "place STEAL 4", "R-AREA-5")
    game.play("place WISH 2")


def test_acting_before_the_draft() -> None:
    """R-TURN-3: nothing happens in a turn before the dice are taken."""
    game = game_at(phase="draft", held=[], rodeo=[1, 2, 4, 5, 6])
    for text in ("A G10 4+6", "steal W10", "end", "remove SALE", "place WISH 2"):
        expect_illegal(game, text, "R-TURN-3")
    expect_illegal(game, "take 3 5", "R-TURN-1")  # not in the Dice Rodeo
    expect_illegal(game, "take 4", "R-TURN-1")  # two dice
    game.play("take 4 6")
    game.play("A G10 4+6")


def test_second_draft() -> None:
    """R-TURN-1: the dice are drafted once per turn."""
    expect_illegal(game_at(), "take 1 2", "R-TURN-1")


def preliminary(phase: str, **changes: Any) -> gaucho.Game:
    pos: dict[str, Any] = {
        "players": [{"hand": ["W1", "W2", "W5", "K3", "K9"], "kept": False},
                    {"hand": ["B1", "B2", "B3", "G4", "G12"], "kept": False}],
        "phase": phase, "round": 0, "start_player": 0,
        "pastures": [["G10", "G3", "G7"], ["G11", "G5", "G6"], ["S8", "S2", "S12"],
                     ["B11", "B8", "B12"]],
        "steppe": ["K1", "K4", "K8", "K12"],
        "draw_pile": ["S1", "S3", "S4", "S5", "S6"],
        "covered": ["S7", "S9", "S10", "S11", "W3", "W4"],  # R-SETUP-4: 2 players
    }
    pos.update(changes)
    return gaucho.Game.from_position(pos)


def test_keep_three_with_a_five() -> None:
    """R-PRELIM-3: 3 tiles only if each is at most 4; never more than 3."""
    game = preliminary("keep")
    reason = expect_illegal(game, "keep W1 W2 W5", "R-PRELIM-3")
    assert "5" in reason
    expect_illegal(game, "keep W1 W2 K3 W5", "R-PRELIM-3")
    expect_illegal(game, "keep K9 W5", "R-PRELIM-3")  # 2 tiles: each at most 8
    expect_illegal(game, "keep B1", "R-PRELIM-3")  # not drawn
    game.play("keep W1 W2 K3")


def test_keep_nothing() -> None:
    """R-PRELIM-4: keep at least one tile (``keep`` alone parses as keeping nothing)."""
    assert A.parse("keep") == A.Keep(())
    game = preliminary("keep")
    expect_illegal(game, "keep", "R-PRELIM-4")
    expect_illegal(game, A.Keep(()), "R-PRELIM-4")


def test_keep_herds_must_be_one_per_breed() -> None:
    """R-PRELIM-5 (regression): a hand-built Keep must not merge breeds or split one breed
    into two herds (it used to lose a tile or crash)."""
    game = preliminary("keep")
    w1, w2, k3 = T.parse("W1"), T.parse("W2"), T.parse("K3")
    expect_illegal(game, A.Keep(((w1,), (w2,))), "R-PRELIM-5")
    expect_illegal(game, A.Keep(((w1, k3),)), "R-PRELIM-5")
    expect_illegal(game, A.Keep(((), (w1,))), "R-PRELIM-5")
    expect_illegal(game, A.Keep(((w2, w1), (w2,))), "R-PRELIM-3")  # the same tile twice
    game.play(A.Keep(((w2, w1), (k3,))))
    assert game.state.herds[0] == {3: [w2, w1], 2: [k3]}


def test_prelim_placement_area_taken() -> None:
    """R-PRELIM-9: each player picks a different Action Area; R-PRELIM-8: for free."""
    game = preliminary("place", prelim_areas=["SALE"], players=[
        {"herds": [["W1"]], "supply": 8}, {"herds": [["B1"]], "spaces": ["SALE"]}])
    assert game.current_player == 0
    expect_illegal(game, "place SALE", "R-PRELIM-9")
    expect_illegal(game, "place WISH 2", "R-PRELIM-8")
    game.play("place WISH")


def test_dice_action_on_an_opponents_gaucho() -> None:
    """R-PAMPA-6: C raises only one's own lying gaucho."""
    game = game_at()
    expect_illegal(game, "C G3 1", "R-PAMPA-6")  # Blue lies on G3
    expect_illegal(game, "A G3 1", "R-COMP-11")
    expect_illegal(game, "C G7 5", "R-PAMPA-3")  # Red already stands on G7
    expect_illegal(game, "C G10 5", "R-PAMPA-3")  # nobody on G10


def test_claim_without_supply() -> None:
    """R-PAMPA-4: A and B need a gaucho in supply (C does not); R-AREA-1 likewise."""
    game = game_at(players=[{"supply": 0, "spaces": ["SALE"]}, {}], held=[1, 5],
                   pastures=[["G10", "G3_0", "G7^0"], [], [], []])
    expect_illegal(game, "A G10 5", "R-PAMPA-4")
    expect_illegal(game, "B G10 5", "R-PAMPA-4")
    expect_illegal(game, "place STEAL 1", "R-AREA-1")
    expect_illegal(game, "C G3 5", "R-DICE-3")  # the small number of a 3 is 1
    game.play("C G3 1")
    assert game.state.gauchos_on[T.parse("G3")] == (0, True)


def test_takeback_with_supply() -> None:
    """R-NOGAUCHO-1: lying gauchos come back only when the supply is empty."""
    game = game_at(pastures=[["G10", "G3_0", "G7^0"], [], [], []])
    expect_illegal(game, "takeback G3", "R-NOGAUCHO-1")
    empty = game_at(pastures=[["G10", "G3_0", "G7^0"], [], [], []],
                    players=[{"supply": 0}, {}])
    expect_illegal(empty, "takeback G7", "R-NOGAUCHO-1")  # standing: never (R-PAMPA-7)
    empty.play("takeback G3")
    assert empty.state.supply[0] == 1


def test_sale_of_a_single_tile_herd() -> None:
    """R-SALE-1: IMMEDIATE SALE needs a herd of at least 2 tiles."""
    game = game_at()
    expect_illegal(game, "sale K", "R-SALE-1")
    expect_illegal(game, "sale G", "R-SALE-1")  # no golden herd at all
    game.play("sale W")
    assert game.pesos[0] == 3 * 9 + 5


def test_two_steppe_tiles_above_four() -> None:
    """R-STEPPE-2: 2 Steppe tiles only if each is at most 4."""
    game = game_at(players=[{"spaces": ["STEPPE"]}, {}],
                   pastures=[["G10", "G3", None], ["G11", None, None], [], []])
    expect_illegal(game, "put K1>P1", "R-STEPPE-1")  # use SECRET CATTLE first
    game.play("steppe")
    expect_illegal(game, "end", "R-SPECIAL-5")  # the choice comes first
    expect_illegal(game, "put K3>P1 K8>P2", "R-STEPPE-2")
    expect_illegal(game, "put K3>P1 K8>P2 K1>P2", "R-STEPPE-2")
    expect_illegal(game, "put S1>P1", "R-STEPPE-1")  # not in the Steppe
    expect_illegal(game, "put K1>P1 K3>P1", "R-STEPPE-5")  # P1 has 1 empty space
    game.play("put K1>P1 K3>P2")


def test_sort_during_a_turn() -> None:
    """R-SORT-1: SORT works only while adding collected tiles."""
    game = game_at(players=[{"spaces": ["SORT"], "herds": [["W4", "W6", "W9"]]}, {}])
    expect_illegal(game, "sort W5", "R-SORT-1")
    expect_illegal(game, "add W5", "R-COLLECT-5")


def test_playing_after_game_over() -> None:
    """R-FINAL-5: nothing is legal once the game is over."""
    game = gaucho.Game.new(players=2, seed=3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.legal_actions() == []
    for text in ("end", "take 1 2", "keep W1", "add W3", "roll 1 2 3 4 5"):
        expect_illegal(game, text, "R-FINAL-5")
    over = gaucho.Game.from_position(turn_position(  # herds all sold (R-FINAL-4)
        phase="game_over", held=[], players=[{"spaces": ["STEAL", "SALE"]}, {}]))
    expect_illegal(over, "end", "R-FINAL-5")


def test_chance_steps_with_wrong_outcomes() -> None:
    """R-ROUND-2/3: the roll uses every die, each 1-6; R-PRELIM-7: covers are discards."""
    game = gaucho.Game.new(players=3, seed=2, auto_chance=False)
    while game.current_player != gaucho.CHANCE:
        game.play(game.legal_actions()[0])
    assert game.phase == Phase.COVER
    expect_illegal(game, "roll 1 2 3 4 5 6 6", "R-PRELIM-7")
    hands = sorted(t for h in game.state.prelim_hands for t in h)
    expect_illegal(game, A.Cover((hands[0],)), "R-PRELIM-7")
    game.play(A.Cover(tuple(hands[:2])))
    while game.current_player != gaucho.CHANCE:
        game.play(game.legal_actions()[0])
    assert game.phase == Phase.ROLL
    expect_illegal(game, "roll 1 2 3", "R-ROUND-2")
    expect_illegal(game, "roll 1 2 3 4 5 6 7", "R-ROUND-3")
    expect_illegal(game, "take 1 2", "R-ROUND-2")
    game.play("roll 1 2 3 4 5 6 6")


def test_every_rule_id_cited_by_the_engine_exists() -> None:
    """Every ``"R-..."`` literal in the engine is a rule of RULES.md."""
    from pathlib import Path

    cited: set[str] = set()
    for path in Path(gaucho.__file__).parent.rglob("*.py"):
        cited |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert cited - rule_ids() == set()
    assert len(rule_ids()) > 100
