"""The Examples tab reads like the rulebook: titles, what each example teaches, outcomes in
words, variations reachable, no fixture bookkeeping in the narration."""

from __future__ import annotations

import pytest
from gaucho.widgets import ExamplePlayer

import gaucho
from gaucho import examples
from gaucho.examples.catalogue import TEACHES, describe_expect, is_fixture_bookkeeping, teaches
from gaucho.explorer import Explorer
from gaucho.explorer.editor import Editor
from gaucho.explorer.said import say_decision
from gaucho.explorer.study import StudyPlayer, StudyRecorder
from gaucho.i18n import use_language

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


def test_the_examples_tab_is_a_study_player() -> None:
    """One player, not two: the Examples tab steps with the Studies tab's StudyPlayer, over
    the example's study (chapter 1 the main line, the variations further chapters)."""
    player = ExamplePlayer("EX-SORT")
    assert isinstance(player.player, StudyPlayer) and player.player.rulebook
    assert player.player.study.id == "EX-SORT"
    assert [c.name for c in player.player.study.chapters] == [
        "", *[v.name for v in examples.load("EX-SORT").variations]]
    player.line_pick.value = "without-sort"
    assert player.player.chapter.name == "without-sort"
    player.step_button.click()
    assert player.player.position == player.explorer.position == 1
    player.end_button.click()
    assert player.player.at_end and player.explorer.at_end


def test_a_step_reads_in_words_with_its_notation_small() -> None:
    player = ExamplePlayer("EX-STEAL-SALE", language="es")
    player.step_button.click()
    step = player.player.chapter.steps[0]
    with use_language("es"):
        words = say_decision(gaucho.parse(str(step.value)),
                             player.explorer.frames[0].state.phase)
    assert words in player.narration.value and words != "steals the white 10"
    assert (f'<small class="gaucho-notation" style="color:#595959">{step.value}</small>'
            in player.narration.value)
    assert player.narration.value.index(words) < player.narration.value.index(
        "gaucho-notation")
    layout = player.children  # the board and the Step buttons come before the words
    buttons = layout[1].children
    assert player.step_button in buttons and player.board in layout[2].children


def test_a_teachers_chapter_reads_in_words_and_keeps_her_comments_as_written() -> None:
    """A study written in French, shown in German: the board's words and the narration
    follow German, her comments stay in French."""
    teacher = StudyRecorder(language="fr")
    teacher.new_chapter(Editor.from_example("EX-TURN-1").draft, "Le tirage")
    teacher.play("take 1 2", "D'abord les dés.")
    player = StudyPlayer(teacher.study(), language="de")
    frame = player.step()
    assert frame is not None and frame.comment == "D'abord les dés."
    with use_language("de"):
        said = say_decision(gaucho.parse("take 1 2"), "draft")
        assert player.words().splitlines()[0] == f"1. {said}  (D'abord les dés.)"
    assert player.notation() == "take 1 2"
    assert said != say_decision(gaucho.parse("take 1 2"), "draft")  # German, not English
