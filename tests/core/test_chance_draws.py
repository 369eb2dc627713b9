"""Draws by chance (``Game.new(..., draws="chance")``): every tile that leaves the draw
pile is a chance step ``draw W11`` whose outcomes are the tiles still in the pile, each
with its share of the pile (R-COMP-15).  The rules do not change: a chance-mode game
whose draws follow a seeded game's pile order is that game, step for step."""

from __future__ import annotations

import json
import math
import random

import pytest
from helpers import random_steps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import engine as E
from gaucho import tiles as T
from gaucho.actions import Draw
from gaucho.information import InformationSet
from gaucho.state import Phase, State

DRAW_PHASES = (Phase.SETUP_DRAW, Phase.REFILL_DRAW, Phase.STEPPE_DRAW)


def every_tile(s: State) -> list[int]:
    """Every tile wherever it lies: pile, Pampa, Steppe, face down, herds, hands."""
    out = list(s.draw_pile) + s.pampa_tiles() + list(s.steppe) + list(s.covered) + list(s.out)
    for p in range(s.players):
        out += [t for h in s.herds[p].values() for t in h] + list(s.pending[p])
        if s.prelim_hands:
            out += s.prelim_hands[p]
    return sorted(out)


# ------------------------------------------------------------------ exact scenario
def test_first_draw_of_a_seeded_chance_game_exactly() -> None:
    """2 players, seed 1: the white breed is removed (R-SETUP-4); the 48 other tiles are
    the pile, with no order: the first draw seeds P1 (R-SETUP-8), each tile 1/48."""
    g = gaucho.Game.new(players=2, seed=1, draws="chance", auto_chance=False)
    assert g.draws == "chance"
    assert g.phase == Phase.SETUP_DRAW and g.current_player == gaucho.CHANCE
    assert g.history == [] and g.legal_actions() == []
    assert [str(e) for e in g.setup_events][2:] == [
        "The white breed is removed [R-SETUP-4]",
        "6 removed tiles cover the blocked spaces face down [R-SETUP-4]",
        "The other 48 tiles are shuffled into the draw pile [R-SETUP-6]",
        "Blue is the start player [R-SETUP-10]"]
    outcomes = g.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"draw {b}{v}" for b in "BGKS" for v in range(1, 13)]
    assert {p for _, p in outcomes} == {1 / 48}
    assert g.state.pastures[0] == [-1, -1, -1]

    assert [str(e) for e in g.play("draw K12")] == ["K12 is drawn into P1 (sum 12) [R-SETUP-8]"]
    outcomes = g.chance_outcomes()
    assert len(outcomes) == 47 and {p for _, p in outcomes} == {1 / 47}
    assert Draw(T.parse("K12")) not in {a for a, _ in outcomes}
    assert [str(e) for e in g.play("draw S9")] == [
        "S9 is drawn into P1 (sum 21) [R-SETUP-8]",
        "P1 stops: sum 21 reached 20 [R-SETUP-8]"]
    assert [str(e) for e in g.play("draw B1")] == ["B1 is drawn into P2 (sum 1) [R-SETUP-8]"]
    assert g.transcript().splitlines()[0] == "1. Chance: draws the black 12"


def test_illegal_draw_names_the_rule_and_changes_nothing() -> None:
    g = gaucho.Game.new(players=2, seed=1, draws="chance", auto_chance=False)
    before = (g.to_position(), g.to_json())
    with pytest.raises(gaucho.IllegalAction) as err:
        g.play("draw W5")  # the white breed is out of play
    assert err.value.rule_id == "R-SETUP-8" and "W5 is not in the draw pile" in str(err.value)
    assert (g.to_position(), g.to_json()) == before
    with pytest.raises(gaucho.IllegalAction) as err:
        g.play("roll 1 2 3 4 5")  # not a roll now: a tile is drawn first
    assert err.value.rule_id == "R-COMP-15"
    assert (g.to_position(), g.to_json()) == before


def test_a_draw_is_refused_when_nothing_is_drawn() -> None:
    g = gaucho.Game.new(players=3, seed=2)  # shuffled pile: no draw steps at all
    with pytest.raises(gaucho.IllegalAction) as err:
        g.play(f"draw {T.name(g.state.draw_pile[0])}")
    assert err.value.rule_id == "R-PRELIM-3"


def test_default_games_draw_no_chance_steps_and_save_as_before() -> None:
    g = gaucho.Game.new(players=4, seed=3)
    assert g.draws == "shuffled" and g.history == []
    assert json.loads(g.to_json())["start"] == {"new": {"players": 4}}


def test_auto_chance_samples_draws_from_the_seed() -> None:
    a = gaucho.Game.new(players=3, seed=9, draws="chance")
    b = gaucho.Game.new(players=3, seed=9, draws="chance")
    assert a.phase == Phase.KEEP and a.transcript() == b.transcript()
    draws = [s for s in a.history if isinstance(s.action, Draw)]
    pampa = len(a.state.pampa_tiles())
    assert len(draws) == len(a.history) == pampa + 4 + 3 * 4  # pastures, Steppe, hands
    assert a.transcript() != gaucho.Game.new(players=3, seed=10, draws="chance").transcript()


def test_bad_draws_option_is_refused() -> None:
    with pytest.raises(gaucho.InvalidPosition, match="draws"):
        gaucho.Game.new(players=2, draws="random")


# ------------------------------------------------------------------ saves
def test_chance_game_saves_its_mode_and_draws_and_loads_back() -> None:
    g = gaucho.Game.new(players=2, seed=4, draws="chance")
    for _ in zip(range(60), random_steps(g, 4, checked=True), strict=False):
        pass
    assert g.round >= 1
    data = json.loads(g.to_json())
    assert data["start"] == {"new": {"players": 2, "draws": "chance"}}
    assert any(a.startswith("draw ") for a in data["actions"])
    back = gaucho.Game.from_json(g.to_json())
    assert back.draws == "chance" and back.to_position() == g.to_position()
    assert back.transcript() == g.transcript()


@pytest.mark.parametrize("start, match", [
    ({"new": {"players": 2, "draws": "sometimes"}}, "start.new.draws"),
    ({"new": {"players": 2, "draws": None}}, "start.new.draws"),
    ({"new": {"players": 2, "draws": "chance", "x": 1}}, "start.new"),
])
def test_hostile_draws_in_a_save(start: dict[str, object], match: str) -> None:
    data = json.loads(gaucho.Game.new(players=2, seed=4, draws="chance").to_json())
    data["start"] = start
    with pytest.raises(gaucho.InvalidPosition, match=match):
        gaucho.Game.from_json(json.dumps(data))


def test_a_save_drawing_a_tile_not_in_the_pile_is_refused() -> None:
    g = gaucho.Game.new(players=2, seed=1, draws="chance", auto_chance=False)
    g.play("draw K12")
    data = json.loads(g.to_json())
    data["actions"].append("draw K12")  # already drawn
    with pytest.raises(gaucho.InvalidPosition, match="action 2"):
        gaucho.Game.from_json(json.dumps(data))


# ------------------------------------------------------------------ same rules
def shuffled_pile(players: int, seed: int) -> list[int]:
    """The pile of ``Game.new(players, seed)`` as shuffled, before anything is drawn."""
    frames: list[tuple[gaucho.Event, State]] = []
    E.setup(gaucho.DEFAULT_CONFIG, players, random.Random(f"{seed}/setup"), frames)
    return next(list(s.draw_pile) for e, s in frames if e.kind == "shuffle")


@pytest.mark.parametrize("players, seed", [(2, 5), (3, 6), (4, 7)])
def test_draws_in_the_seeded_pile_order_replay_the_seeded_game(players: int, seed: int) -> None:
    """A chance-mode game drawing the tiles of a seeded game's pile, top first, with its
    dice, covers and decisions, reaches the same table and score (R-END-1 included)."""
    seeded = gaucho.Game.new(players=players, seed=seed)
    for _ in random_steps(seeded, seed):
        pass
    assert seeded.is_over
    order = shuffled_pile(players, seed)[::-1]  # the top is the end of the list
    chance = gaucho.Game.new(players=players, seed=seed, draws="chance", auto_chance=False)
    steps = iter(step.action for step in seeded.history)
    drawn = 0
    while not chance.is_over:
        if chance.phase in DRAW_PHASES:
            chance.play(Draw(order[drawn]))
            drawn += 1
        else:
            chance.play(next(steps))
    assert next(steps, None) is None
    assert chance.pesos == seeded.pesos and chance.winners == seeded.winners
    assert chance.to_position() == {**seeded.to_position(), "draws": "chance"}
    assert drawn == len(order) - len(seeded.state.draw_pile)
    # the same story: after setup event for event (refills and Steppe draws included),
    # setup itself with the start player named before the draws instead of after them
    in_setup = [str(e) for s in chance.history if s.phase == Phase.SETUP_DRAW for e in s.events]
    later = [str(e) for s in chance.history if s.phase != Phase.SETUP_DRAW for e in s.events]
    assert later == [str(e) for e in seeded.events()]
    assert sorted([*map(str, chance.setup_events), *in_setup]) == sorted(
        map(str, seeded.setup_events))


def test_undo_takes_back_a_decision_and_the_draws_it_led_to() -> None:
    g = gaucho.Game.new(players=2, seed=8, draws="chance")
    before = g.to_position()
    g.play(g.legal_actions()[0])
    g.undo()
    assert g.to_position() == before


def test_information_sets_of_chance_games_have_unordered_piles() -> None:
    g = gaucho.Game.new(players=3, seed=11, draws="chance")
    info = InformationSet.of(g.state, 0)
    guess = info.sample(random.Random(3))
    assert guess.draws_by_chance and guess.draw_pile == sorted(guess.draw_pile)
    assert InformationSet.of(guess, 0) == info
    assert g.observation(0) == InformationSet.of(guess, 0).observation()


# ------------------------------------------------------------------ properties
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_chance_games(players: int, seed: int) -> None:
    """Probabilities sum to 1, no tile appears or vanishes, an impossible draw is refused
    with its rule and changes nothing, and every game ends."""
    g = gaucho.Game.new(players=players, seed=seed, draws="chance", auto_chance=False)
    tiles = sorted(T.all_tiles(g.config))
    rng = random.Random(seed)
    for _ in range(5000):
        if g.is_over:
            break
        assert every_tile(g.state) == tiles
        if g.current_player == gaucho.CHANCE:
            outcomes = g.chance_outcomes()
            assert math.isclose(math.fsum(p for _, p in outcomes), 1.0)
            if g.phase in DRAW_PHASES:
                pile = g.state.draw_pile
                assert sorted(a.tile for a, _ in outcomes) == sorted(set(pile))
                assert all(p == 1 / len(pile) for _, p in outcomes)
                absent = next((t for t in tiles if t not in pile), None)
                if absent is not None:  # (the whole set lies in the pile before any draw)
                    before = (g.to_position(), len(g.history))
                    with pytest.raises(gaucho.IllegalAction) as err:
                        g.play(Draw(absent))
                    assert err.value.rule_id.startswith(("R-SETUP-", "R-PRELIM-", "R-REFILL-",
                                                         "R-STEPPE-"))
                    assert (g.to_position(), len(g.history)) == before
            actions, probs = zip(*outcomes, strict=True)
            g.play(rng.choices(actions, probs)[0])
        else:
            g.play(rng.choice(g.legal_actions()))
    assert g.is_over
    assert every_tile(g.state) == tiles
    assert g.state.trigger_round is not None and not g.state.draw_pile
