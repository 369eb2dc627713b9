"""The worked examples of RULES.md §26 (gaucho/examples/*.json), played through the engine.

Every example and every variation must match the book (``Scenario.check() == []``);
the famous numbers are asserted once more here in plain Python, and every step an
example calls illegal must raise :class:`gaucho.IllegalAction` with the right rule ID
and leave the game unchanged.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

import gaucho
from gaucho import engine as E
from gaucho import examples
from gaucho import tiles as T
from gaucho.examples import ExampleError
from gaucho.flow import Phase
from gaucho.state import EMPTY

RULES_MD = Path(gaucho.__file__).parent / "data" / "RULES.md"

LINES = [(i, v) for i in examples.ids() for v in examples.load(i).variation_names()]
ILLEGAL = [(i, v, k) for i, v in LINES
           for k in range(len(examples.load(i).line(v).expect_illegal))]


def _id(value: object) -> str:
    return "main" if value is None else str(value)


def herds(g: gaucho.Game, p: int) -> list[list[str]]:
    return [list(h) for h in g.to_position()["players"][p]["herds"]]


# ------------------------------------------------------------------ every example
@pytest.mark.parametrize(("ex_id", "variation"), LINES, ids=[f"{i}-{_id(v)}" for i, v in LINES])
def test_example_matches_the_rulebook(ex_id: str, variation: str | None) -> None:
    """Each EX-... line (RULES.md §26) plays legally and ends as the book says."""
    assert examples.load(ex_id).check(variation) == []


@pytest.mark.parametrize(("ex_id", "variation", "k"), ILLEGAL,
                         ids=[f"{i}-{_id(v)}-{k}" for i, v, k in ILLEGAL])
def test_example_illegal_step_is_refused(ex_id: str, variation: str | None, k: int) -> None:
    """Steps an EX-... example forbids raise IllegalAction with its rule ID; game unchanged."""
    sc = examples.load(ex_id)
    bad = sc.line(variation).expect_illegal[k]
    g = sc.run(variation, until=bad.after).game
    before = g.to_position()
    history = len(g.history)
    with pytest.raises(gaucho.IllegalAction) as info:
        g.play(bad.action)
    assert info.value.rule_id == bad.rule_id
    assert g.to_position() == before
    assert len(g.history) == history
    assert g.why_illegal(bad.action) is not None


def test_scenario_fixture_loads_every_example(scenario: examples.Scenario) -> None:
    """Each example file has an ID, a title, our own summary, real rule IDs and steps."""
    assert scenario.id in examples.ORDER
    assert scenario.title and len(scenario.summary) > 40
    assert scenario.rules and all(r.startswith("R-") for r in scenario.rules)
    assert scenario.steps or any(v.steps or v.expect_illegal for v in scenario.variations)
    for name in scenario.variation_names():
        for step in scenario.line(name).steps:
            assert step.note, f"{scenario.id}: every step says why"


# ------------------------------------------------------------------ famous numbers
def test_ex_seed_a_full_pasture_stops_below_20() -> None:
    """EX-SEED-A: P3 is full at sum 15; the 12 opens P4 (R-SETUP-7, R-SETUP-8, R-COMP-10)."""
    g = examples.load("EX-SEED-A").run().game
    assert g.state.pasture_sum(2) == 15 and g.state.is_full(2)
    assert T.name(g.state.pastures[3][0]) == "W12"


def test_ex_seed_b_sum_20_stops_and_7_goes_to_steppe() -> None:
    """EX-SEED-B: 10 + 8 + 5 = 23 stops P4 with 3 empty spaces; 7 on the Steppe (R-SETUP-9)."""
    g = examples.load("EX-SEED-B").run().game
    assert g.state.pasture_sum(3) == 23
    assert g.state.pastures[3].count(EMPTY) == 3
    assert T.name(g.state.steppe[0]) == "G7" and len(g.state.steppe) == 4


def test_ex_turn_1_and_2_end_identical() -> None:
    """EX-TURN-1 == EX-TURN-2 on the board (R-PAMPA-1 vs R-PAMPA-2 + R-PAMPA-3, R-COMP-3)."""
    one = examples.load("EX-TURN-1").run().game.to_position()
    two = examples.load("EX-TURN-2").run().game.to_position()
    for key in ("pastures", "held", "players"):
        assert one[key] == two[key]
    assert gaucho.RulesConfig().small(11) == 5


def test_ex_dice_split_both_ways_legal() -> None:
    """EX-DICE-SPLIT: (a) one standing gaucho, (b) two; no die left (R-DICE-1, R-DICE-2)."""
    sc = examples.load("EX-DICE-SPLIT")
    a, b = sc.run().game, sc.run("b").game
    standing = [sum(1 for o, st in g.state.gauchos_on.values() if o == 0 and st) for g in (a, b)]
    assert standing == [1, 2]
    assert a.state.held == [] and b.state.held == []


def test_ex_collect_b_lying_tiles_count_for_refill() -> None:
    """EX-COLLECT-B: only standing gauchos collect; 19 lying + 4 drawn = 23 (R-REFILL-3)."""
    g = examples.load("EX-COLLECT-B").run().game
    assert herds(g, 0) == [["W8"]] and herds(g, 1) == [["B6"]]
    assert g.state.pasture_sum(1) == 23
    assert g.state.gauchos_on[T.parse("S10")] == (0, False)


def test_ex_herd_def_fits_only_10_to_12() -> None:
    """EX-HERD-DEF: 3,5,6,9 accepts only 10-12; 11,10,8,2,1 accepts nothing (R-HERD-4)."""
    up = [T.parse(t) for t in ("W3", "W5", "W6", "W9")]
    down = [T.parse(t) for t in ("K11", "K10", "K8", "K2", "K1")]
    assert [v for v in range(1, 13) if E.fits(up, T.make(3, v))] == [10, 11, 12]
    assert [v for v in range(1, 13) if E.fits(down, T.make(2, v))] == []
    g = examples.load("EX-HERD-DEF").run().game
    assert g.pesos[0] == 55  # 5 x 11, R-HERD-6, R-SELL-1


def test_ex_herd_wbb_white_sold_for_14() -> None:
    """EX-HERD-WBB: white 4,7 + 3 sold for 14; brown stuck then 3 x 12 (R-HERD-6, R-HERD-7)."""
    frames = examples.load("EX-HERD-WBB").run().frames
    after_white = frames[0].position["players"][0]
    assert after_white["pesos"] == 14
    assert after_white["herds"] == [["B2", "B7", "B12"], ["K10", "K6"], ["W3"]]
    assert frames[-1].position["players"][0]["pesos"] == 14 + 36


def test_ex_sort_with_and_without() -> None:
    """EX-SORT: with SORT 3,5,6,9 and no sale; without, 27 and [5] (R-SORT-2, R-HERD-6)."""
    sc = examples.load("EX-SORT")
    g = sc.run().game
    assert herds(g, 0) == [["W3", "W5", "W6", "W9"]] and g.pesos[0] == 0
    assert "SORT" not in g.state.spaces[0]
    g = sc.run("without-sort").game
    assert herds(g, 0) == [["W5"]] and g.pesos[0] == 27


def test_ex_wish_1_dice_unspent() -> None:
    """EX-WISH-1: the imaginary 6 alone occupies SECRET CATTLE (R-WISH-3, R-AREA-2)."""
    g = examples.load("EX-WISH-1").run().game
    assert g.state.held == [2, 3] and g.state.spaces[0] == {"STEPPE"}


def test_ex_wish_2_three_dice() -> None:
    """EX-WISH-2: 4 + 4 + imaginary 4 = 12 (R-WISH-3, R-DICE-1)."""
    g = examples.load("EX-WISH-2").run().game
    assert g.state.gauchos_on[T.parse("G12")] == (0, True) and g.state.held == []


def test_ex_steal_sale_numbers() -> None:
    """EX-STEAL-SALE: Blue 40 and [W12]; Red 65, no white herd (R-STEAL-2, R-SALE-1)."""
    run = examples.load("EX-STEAL-SALE").run()
    g = run.game
    assert g.pesos[1] == 40 and herds(g, 1) == [["W12"]]
    assert g.pesos[0] == 65 and 3 not in g.state.herds[0]
    assert g.state.supply[0] == 8 and not g.state.spaces[0]
    assert run.frames[0].position["players"][0]["herds"] == [["W4", "W6", "W9", "W10"]]
    assert any("4 × 10 + 5 = 45" in str(e.text) for e in run.frames[1].events)


def test_ex_raise_1_two_stand_no_die() -> None:
    """EX-RAISE-1: both stand, no die spent, supply +1 (R-RAISE-2, R-SPECIAL-3)."""
    sc = examples.load("EX-RAISE-1")
    before = sc.game()
    g = sc.run().game
    assert g.state.gauchos_on[T.parse("W10")] == (0, True)
    assert g.state.gauchos_on[T.parse("K9")] == (0, True)
    assert g.state.held == before.state.held
    assert g.state.supply[0] == before.state.supply[0] + 1


def test_ex_raise_2_blue_plus_11() -> None:
    """EX-RAISE-2: Blue +11 insurance, Red's supply stays empty (R-RAISE-3, R-RAISE-4)."""
    sc = examples.load("EX-RAISE-2")
    before, g = sc.game(), sc.run().game
    assert g.pesos[1] - before.pesos[1] == 11
    assert g.state.supply[0] == 0 == before.state.supply[0]
    assert g.state.supply[1] == before.state.supply[1] + 1
    assert g.state.gauchos_on[T.parse("W11")] == (0, True)


def test_ex_steppe_numbers() -> None:
    """EX-STEPPE: supply 0, Steppe 4, pile -2, P1 sum 22 (R-STEPPE-2..7)."""
    sc = examples.load("EX-STEPPE")
    before, g = sc.game(), sc.run().game
    assert g.state.supply[0] == 0
    assert len(g.state.steppe) == 4
    assert len(g.state.draw_pile) == len(before.state.draw_pile) - 2
    assert g.state.pasture_sum(0) == 22


def test_ex_end_3p_round_sequence() -> None:
    """EX-END-3P: trigger in R (Blue), Green still plays, R+1 Blue, R+2 Green, then final.

    R-STEPPE-8, R-END-1..5, R-NEXT-1, R-NODICE-1..3, R-WISH-5, R-FINAL-1.
    """
    run = examples.load("EX-END-3P").run()
    seen = []  # (round, start player, phase) whenever it changes
    for f in run.frames:
        key = (f.position["round"], f.position["start_player"], f.position["phase"])
        if not seen or seen[-1] != key:
            seen.append(key)
    rounds = [(r, sp) for r, sp, ph in seen if ph in ("draft", "roll", "nodice_turn")]
    assert rounds[0] == (6, 0) and (7, 1) in rounds and (8, 2) in rounds
    assert max(r for r, _, _ in seen) == 8  # no further round
    # frame 1: Blue uses SECRET CATTLE (R-STEPPE-1); frame 2: his Steppe choice empties the pile
    assert run.frames[1].position["phase"] == Phase.STEPPE
    assert run.frames[2].position["trigger_round"] == 6
    # Green still plays in round R: the step after Blue's end is Green's draft in round 6
    assert run.frames[3].position["active"] == 2 and run.frames[3].position["round"] == 6
    assert run.frames[4].events[0].player == 2
    nodice = [f for f in run.frames if f.position["phase"] == Phase.NODICE_TURN]
    assert [f.position["active"] for f in nodice][:1] == [2]
    assert all(f.position["rodeo"] == [] for f in nodice)
    g = run.game
    assert g.is_over and g.round == 8
    assert g.pesos == [107, 76, 56] and g.winners == [0]


def test_ex_final_single_plus_9() -> None:
    """EX-FINAL-SINGLE: a 1-tile herd of 9 sells for 9 at the end (R-FINAL-4, R-SELL-3)."""
    sc = examples.load("EX-FINAL-SINGLE")
    assert sc.run().game.pesos[0] - sc.game().pesos[0] == 9
    g = sc.game("before-final")
    with pytest.raises(gaucho.IllegalAction) as info:
        g.play("sale B")
    assert info.value.rule_id == "R-SALE-1"


def test_ex_sell_50() -> None:
    """EX-SELL-50: 1,2,3,4,10 sells for 5 x 10 = 50; +5 only with IMMEDIATE SALE (R-SELL-1)."""
    sc = examples.load("EX-SELL-50")
    assert sc.run().game.pesos[0] == 50
    assert sc.run("final-scoring").game.pesos[0] == 50
    assert sc.run("immediate-sale").game.pesos[0] == 55  # R-SALE-1, R-SELL-4


def test_ex_order_48_and_36() -> None:
    """EX-ORDER-48 / EX-ORDER-36: the order of adding decides 48 vs 36 (R-HERD-8, R-HERD-6)."""
    g48 = examples.load("EX-ORDER-48").run().game
    assert g48.pesos[0] == 48 and herds(g48, 0) == [["B9"]]
    g36 = examples.load("EX-ORDER-36").run().game
    assert g36.pesos[0] == 36 and herds(g36, 0) == [["B9", "B5"]]


# ------------------------------------------------------------------ engine fix
def test_collection_is_narrated_once_per_round() -> None:
    """EX-COLLECT-B, R-COLLECT-1: adding tiles one by one does not re-run the collection.

    (Engine fix: the collect -> collect self-loop of the flow re-entered the phase and
    narrated the collection again after every ``add``.)
    """
    run = examples.load("EX-COLLECT-B").run()
    texts = [str(e.text) for e in run.events()]
    assert sum("P1 is not complete" in t for t in texts) == 1
    assert sum(t.startswith("Red collects W8") for t in texts) == 1
    finale = examples.load("EX-END-3P").run()
    assert sum(e.kind == "final" for e in finale.events()) == 1  # R-FINAL-1


# ------------------------------------------------------------------ loader API
def test_ids_in_rulebook_order() -> None:
    """RULES.md §26 lists 22 examples; ids() follows its order."""
    assert examples.ids() == list(examples.ORDER)
    assert len(examples.ids()) == 22
    if RULES_MD.exists():
        text = RULES_MD.read_text(encoding="utf-8")
        book = [line.split("**")[1] for line in text.splitlines()
                if line.startswith("**EX-")]
        assert book == examples.ids()


def test_unknown_example_lists_the_known_ones() -> None:
    with pytest.raises(ExampleError) as info:
        examples.load("EX-NOPE")
    assert "EX-STEAL-SALE" in str(info.value) and "EX-NOPE" in str(info.value)
    with pytest.raises(ExampleError, match="without-sort"):
        examples.load("EX-SORT").line("nope")


def test_frames_step_through_the_line() -> None:
    """run() returns one (step, events, position) frame per step, ready for a stepper."""
    sc = examples.load("EX-STEAL-SALE")
    run = sc.run()
    assert len(run.frames) == len(sc.steps)
    step, events, position = run.frames[0]
    assert str(step) == "steal W10" and events and position["players"][1]["pesos"] == 40
    assert run.start == sc.game().to_position()
    assert "steal W10" in run.narration()
    assert len(sc.run(until=1).frames) == 1


def test_check_reports_mismatches() -> None:
    """A wrong expectation is reported, not silently accepted."""
    sc = examples.load("EX-ORDER-48")
    wrong = examples.Scenario(sc.id, sc.title, sc.summary, sc.rules, sc.position, sc.steps,
                              {"players": [{"pesos": 47}, None, None]})
    problems = wrong.check()
    assert len(problems) == 1 and "expected 47, got 48" in problems[0]
    refused = examples.Scenario(sc.id, sc.title, sc.summary, sc.rules, sc.position,
                                sc.steps[:1] * 2, {})
    assert "was refused" in refused.check()[0]


def test_compare_partial_semantics() -> None:
    """null skips a whole player/pasture but means an empty cell."""
    assert examples.compare([None, ["W1", None]], [{"a": 1}, ["W1", None]], "x") == []
    assert examples.compare([["W1", None]], [["W1", "W2"]], "x") != []
    assert examples.compare({"a": 1}, {"a": True}, "x") != []


def test_json_files_are_packaged_and_rules_exist() -> None:
    """Every example file loads via importlib.resources and cites real rule IDs."""
    root = resources.files("gaucho.examples")
    known = set(gaucho.rules.ids())
    for ex_id in examples.ids():
        data = json.loads(root.joinpath(f"{ex_id}.json").read_text(encoding="utf-8"))
        assert data["id"] == ex_id
        assert set(data["rules"]) <= known, ex_id


def test_position_format_doc_example_loads() -> None:
    """docs/position-format.md: its example is the starting position of EX-STEAL-SALE."""
    doc = Path(__file__).parents[2] / "docs" / "position-format.md"
    if not doc.exists():
        pytest.skip("docs are not beside the tests")
    block = doc.read_text(encoding="utf-8").split("```json\n")[1].split("```")[0]
    data = json.loads(block)
    assert data == examples.load("EX-STEAL-SALE").position
    g = gaucho.Game.from_position(data)
    assert g.state.supply == [6, 8, 8]
    assert g.to_position()["pastures"][3][-1] == "#"
