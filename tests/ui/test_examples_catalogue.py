"""The Examples tab reads like the rulebook: titles, what each example teaches, outcomes in
words, variations reachable, no fixture bookkeeping in the narration."""

from __future__ import annotations

import pytest
from gaucho.widgets import ExamplePlayer

from gaucho import examples
from gaucho.examples.catalogue import TEACHES, describe_expect, is_fixture_bookkeeping, teaches
from gaucho.explorer import Explorer

ALL_LINES = [(sc.id, v) for sc in examples.load_all() for v in sc.variation_names()]


def test_every_example_teaches_one_sentence() -> None:
    assert set(TEACHES) == set(examples.ids())
    for example_id in examples.ids():
        text = teaches(example_id)
        assert text.endswith(".") and text.count(". ") == 0, example_id
    assert teaches("EX-NOPE") == ""


@pytest.mark.parametrize(("example_id", "variation"), ALL_LINES)
def test_the_expected_outcome_is_told_in_words(example_id: str, variation: str | None) -> None:
    ex = Explorer.from_scenario(example_id, variation)
    ex.end()
    out = ex.outcome()
    assert out.endswith("The engine agrees: it plays the example exactly as the rulebook says.")
    for raw in ("{", "}", '":', "null", "[[", "pasture_sums", "out_contains"):
        assert raw not in out, (raw, out)


@pytest.mark.parametrize(("example_id", "variation"), ALL_LINES)
def test_fixtures_narrate_nothing_unrelated(example_id: str, variation: str | None) -> None:
    sc = examples.load(example_id)
    ex = Explorer.from_scenario(example_id, variation)
    told = [e for f in ex.frames for e in f.events]
    if example_id.startswith(("EX-HERD", "EX-SORT", "EX-ORDER", "EX-SELL")):
        assert not any(e.rule_id.startswith(("R-ROUND-", "R-NEXT-", "R-END-")) for e in told)
        assert all("draw pile is empty" not in str(e.text) for e in told)
    assert all(not is_fixture_bookkeeping(e.rule_id, sc.rules) for e in told)


def test_herd_example_in_words() -> None:
    ex = Explorer.from_scenario("EX-HERD-DEF")
    ex.end()
    assert ex.outcome().startswith(
        "Red: herds K4 | W3 W5 W6 W9 W10; 55 Pesos; no tiles left to add. Blue: 0 Pesos. "
        "Green: 0 Pesos. Out of the game: K11 K10 K8 K2 K1.")
    assert "Round 3" not in ex.outcome()
    assert describe_expect({"pastures": [["W11^0", "B6_1", None, "#"]], "is_over": True,
                            "winners": [0, 2]}) == [
        "P1: W11 (Red standing), B6 (Blue lying), empty, blocked.",
        "The game is over; winners: Red, Green."]


def test_collection_examples_still_tell_the_round_end() -> None:
    ex = Explorer.from_scenario("EX-COLLECT-B")
    ex.end()
    assert "Round 4 begins" in ex.narration
    assert "Round 4, next: Roll the dice." in ex.outcome()


def test_the_player_offers_titles_and_variations() -> None:
    player = ExamplePlayer()
    labels = [label for label, _value in player.pick.options]
    assert labels[0] == "Seeding stops at a full pasture"
    assert not any(label.startswith("EX-") for label in labels)
    player.load("EX-SORT", "without-sort")
    assert player.line_pick.value == "without-sort"
    assert "added without SORT" in player.info.value
    assert "A gaucho on SORT lets a tile slip" in player.info.value
    player.end_button.click()
    assert "27 Pesos" in player.outcome.value
    assert "Round 3 begins" not in player.narration.value
    player.line_pick.value = ""
    player.end_button.click()
    assert "herds W3 W5 W6 W9" in player.outcome.value
    player.load("EX-TURN-1")
    assert player.line_pick.layout.display == "none"
