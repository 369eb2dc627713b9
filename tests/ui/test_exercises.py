"""Exercises with instant feedback: the engine judges every answer (gaucho.exercises), the
widget shows the verdict (gaucho.widgets.exercise), and every lesson 01-06 has exercises
that say "right" to their key and "wrong", with a rule ID, to a wrong answer.  A wrong
answer shows the right one and what each leads to; drills (gaucho.drills) make the same
question in fresh positions from a seed; decisions (gaucho.practice) are judged by the
coach's analysis."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import gaucho
from gaucho import drills, examples, practice
from gaucho.errors import GauchoError
from gaucho.exercises import Drill, EnterNumber, Feedback, PickMove, PickRefused, registered

ROOT = Path(__file__).resolve().parents[2]
LESSONS = [ROOT / "notebooks" / "src" / f"{stem}.py" for stem in (
    "01-setup", "02-preliminary", "03-turn", "04-action-areas", "05-end-of-round",
    "06-end-of-game", "10-play-well")]


def test_pick_move_is_judged_by_the_engine() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickMove("t-pay", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"])
    right = ex.check("A G6 6")
    assert right == Feedback(True, "The game accepts “A G6 6”.", None, "", move="A G6 6",
                             wording="The game accepts “{move}”.")
    assert right.verdict == "right"
    wrong = ex.check("A G6 4+6")
    assert (wrong.verdict, wrong.rule_id) == ("wrong", "R-DICE-3")
    assert wrong.rule_text == gaucho.rules.get("R-DICE-3").text
    assert "R-DICE-3" in str(wrong) and "exactly" in str(wrong)
    assert ex.check("not a move").verdict == "unreadable"  # malformed: no exception
    assert game.state.held == [4, 6] and ex.choices() == ["A G6 4+6", "A G6 6"]


def test_pick_move_goal_legal_but_not_asked_cites_the_goal_rule() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickMove("t-goal", game, "Buy the golden 6.", ["A G6 6", "A W10 4+6"],
                  goal=lambda after: after.state.gauchos_on.get(gaucho.tiles.parse("G6"))
                  == (0, True), goal_rule="R-PAMPA-1")
    assert ex.check("A G6 6").correct
    off = ex.check("A W10 4+6")
    assert not off.correct and off.rule_id == "R-PAMPA-1"


def test_pick_refused_and_enter_number() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickRefused("t-refused", game, "Which is refused?", ["A G6 6", "A G6 4+6"],
                     rule_id="R-DICE-3")
    assert ex.check("A G6 4+6").correct and ex.check("A G6 4+6").rule_id == "R-DICE-3"
    legal = ex.check("A G6 6")
    assert not legal.correct and legal.rule_id == "R-DICE-3"
    num = EnterNumber("t-num", "Dice with 3 players?",
                      lambda: gaucho.Game.new(players=3, seed=1).state.dice_total,
                      rule_id="R-SETUP-1")
    assert num.check(" 7 ").correct and not num.check("6").correct
    bad = num.check("seven")
    assert (bad.verdict, bad.correct, bad.answer, bad.rule_id) == ("unreadable", False, "", None)
    assert registered("t-num") is num
    with pytest.raises(GauchoError):
        registered("no-such-exercise")


def test_widget_shows_the_verdict_at_once() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    game = examples.load("EX-DICE-SPLIT").game()
    view = ExerciseWidget(PickMove("t-widget", game, "Pay for the golden 6.",
                                   ["A G6 4+6", "A G6 6"]))
    assert view.feedback.value == ""
    view.input.value = "A G6 4+6"
    view.check_button.click()
    assert view.last is not None and not view.last.correct
    assert "R-DICE-3" in view.feedback.value and "Not quite" in view.feedback.value
    assert view.answer("A G6 6").correct and "Right" in view.feedback.value
    assert "Pay for the golden 6." in view.text()


def test_the_exercise_text_says_the_choices_in_words_as_the_feedback_does() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    game = examples.load("EX-DICE-SPLIT").game()
    view = ExerciseWidget(PickMove("t-text", game, "Pay for the golden 6.",
                                   ["A G6 4+6", "A G6 6", "end"]), language="de")
    assert view.text().splitlines()[1] == (
        "Wähle eins davon: stellt für 4+6 einen stehenden Gaucho auf Gold 6 (A G6 4+6), "
        "stellt für 6 einen stehenden Gaucho auf Gold 6 (A G6 6), beendet den Zug (end)")
    told = view.answer("B G9 4")  # not a choice: the feedback lists the same choices
    with gaucho.i18n.use_language("de"):
        assert told.lines(view.said)[1] == view.text().splitlines()[1]
    english = ExerciseWidget(view.exercise, language="en").text()
    assert english.splitlines()[1] == (
        "Choose one of: puts a standing gaucho on the golden 6 for 4+6 (A G6 4+6), puts a "
        "standing gaucho on the golden 6 for 6 (A G6 6), ends the turn (end)")


def test_widget_shows_a_move_none_of_the_choices_in_grey_without_not_quite() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    game = examples.load("EX-DICE-SPLIT").game()
    with gaucho.i18n.use_language("de"):
        view = ExerciseWidget(PickMove("t-widget-none", game, "Pay for the golden 6.",
                                       ["A G6 4+6", "A G6 6"]))
        told = view.answer("B G9 4")
        assert told.verdict == "not a choice"
        shown = view.feedback.value
        assert shown.startswith('<div style="color:#5f6368;font-weight:bold">'
                                "Wähle eine der Möglichkeiten.</div>")
        assert "Nicht ganz" not in shown and "#b3261e" not in shown
        assert "ist keine der angebotenen Möglichkeiten." in shown
    assert view.retry_button.layout.display == ""


def _run_lesson(source: Path) -> list[dict]:
    """Execute a lesson's cells in this process (as the kernel would); return its
    exercise cells."""
    sys.path.insert(0, str(ROOT / "tools"))
    import build_notebooks as bn

    cells = bn.parse_source(source.read_text(encoding="utf-8"))
    namespace: dict = {"__name__": "__lesson__"}
    exercises = []
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        if "exercise" in cell["tags"]:
            exercises.append(cell)
        try:
            exec(compile(cell["source"], source.name, "exec"), namespace)
        except GauchoError:
            assert "raises-exception" in cell["tags"], cell["source"]
    return exercises


@pytest.mark.parametrize("source", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_has_exercises_that_judge_right_and_wrong(source: Path) -> None:
    pytest.importorskip("ipywidgets")
    pytest.importorskip("jupytext")
    from gaucho.widgets.exercise import ExerciseWidget

    cells = _run_lesson(source)
    assert len(cells) >= 3, f"{source.stem}: only {len(cells)} exercise cells"
    keyed = [c for c in cells if "exercise" in c]
    assert len(keyed) >= 3, f"{source.stem}: fewer than 3 exercises with an answer key"
    for cell in keyed:
        key = cell["exercise"]
        exercise = registered(key["name"])
        view = ExerciseWidget(exercise)
        right = view.answer(key["right"])
        assert right.verdict == "right", (key, str(right))
        wrong = view.answer(key["wrong"])
        assert wrong.verdict == "wrong", key
        assert wrong.answer and exercise.check(wrong.answer).correct, key
        assert exercise.unseen == ("Drill(" in cell["source"]), key
        if exercise.decision:  # judged by its outcome: every choice's Pesos, not a rule
            assert len(wrong.outcomes) == len(exercise.choices() or ()), key
            continue
        assert wrong.rule_id and gaucho.rules.get(wrong.rule_id).id == wrong.rule_id, key
        assert wrong.rule_text and wrong.rule_id in view.feedback.value


def test_another_legal_move_is_no_answer_to_which_of_these() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickMove("t-which", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"],
                  rule_id="R-DICE-3")
    other = ex.check("A W10 4+6")  # legal, but not one of the answers offered
    assert other == Feedback(False, "“A W10 4+6” is not one of the choices.",
                             choices=("A G6 4+6", "A G6 6"), move="A W10 4+6",
                             wording="“{move}” is not one of the choices.")
    assert other.verdict == "not a choice"
    assert other.lines() == ["“A W10 4+6” is not one of the choices.",
                             "Choose one of: A G6 4+6, A G6 6"]


def test_a_move_none_of_the_choices_is_neither_right_nor_wrong() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    goal = PickMove("t-none-goal", game, "Claim a tile.", ["A G6 6", "A W10 4+6"],
                    goal=lambda after: True, goal_rule="R-PAMPA-1")
    refused = PickRefused("t-none-refused", game, "Which is refused?", ["A G6 6", "A G6 4+6"],
                          rule_id="R-DICE-3")
    for ex, move in ((goal, "B G9 4"), (refused, "A G6 4"), (goal, "end")):
        with gaucho.i18n.use_language("es"):
            told = ex.check(move)
            assert (told.verdict, told.correct, told.message) == (
                "not a choice", False, f"«{move}» no es una de las opciones.")
            assert told.lines()[1].startswith("Elige una de estas: ")
    # the same action written otherwise is a choice; unreadable text is not judged
    assert goal.check(" a g6 6 ").verdict == "right"
    assert goal.check("not a move").verdict == "unreadable"
    assert refused.check("A G6 4+6").verdict == "right"


def test_a_move_none_of_the_choices_of_a_decision_is_neither_right_nor_wrong() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    decide = practice.Decide("t-none-decide", game, "Which is best?", ["A G6 6", "end"])
    assert decide.check("B G9 4").message == "“B G9 4” is not one of the choices."
    assert decide.check("B G9 4").verdict == "not a choice"


def test_board_clicks_answer_a_move_exercise() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    from gaucho.actions import parse
    from gaucho.explorer.board_input import BoardInput

    game = examples.load("EX-DICE-SPLIT").game()
    def stands_on_w10(after: gaucho.Game) -> bool:
        return after.state.gauchos_on.get(gaucho.tiles.parse("W10")) == (0, True)

    view = ExerciseWidget(PickMove("t-board", game, "Stand on the white 10.",
                                   ["A W10 6", "A W10 4+6"], goal=stands_on_w10,
                                   goal_rule="R-PAMPA-1"), board=True)
    assert view.board is not None and view.board.interactive and view.board.next_targets
    for target in BoardInput(game).clicks_for(parse("B G9 4")):
        view.click(target)
    assert view.last is not None and view.last.verdict == "not a choice"
    assert "is not one of the choices" in view.feedback.value
    for target in BoardInput(game).clicks_for(parse("A W10 4+6")):
        view.click(target)
    assert view.last.correct and view.input.value == "A W10 4+6"
    assert game.state.held == [4, 6], "the exercise plays on its own copy"


def test_a_wrong_answer_shows_the_right_one_and_what_each_leads_to() -> None:
    game = examples.load("EX-DICE-SPLIT").game()
    ex = PickMove("t-leads", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"])
    wrong = ex.check("A G6 4+6")
    assert wrong.answer == "A G6 6"
    assert [o.answer for o in wrong.outcomes] == ["A G6 4+6", "A G6 6"]
    assert wrong.outcomes[0].result.startswith("refused: ")
    assert "puts a standing gaucho on G6" in wrong.outcomes[1].result
    assert str(wrong).splitlines()[-1] == "Try again."
    assert game.state.held == [4, 6], "both are played on copies"
    number = EnterNumber("t-leads-n", "Dice with 3 players?", lambda: 7, rule_id="R-SETUP-1")
    assert number.check("6").answer == "7" and number.check("6").outcomes == ()


def test_the_widget_says_the_moves_in_words_and_offers_a_retry() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    game = examples.load("EX-DICE-SPLIT").game()
    view = ExerciseWidget(PickMove("t-words", game, "Pay for the golden 6.",
                                   ["A G6 4+6", "A G6 6"]), language="es")
    assert view.retry_button.layout.display == "none"
    view.answer("A G6 4+6")
    assert ("La respuesta correcta: pone un gaucho de pie en la dorada 6 por 6 (A G6 6)."
            in view.feedback.value)
    assert "*" not in view.feedback.value and view.retry_button.layout.display == ""
    assert view.another_button.layout.display == "none", "only a drill has another"
    view.retry()
    assert view.feedback.value == "" and view.input.value == "" and view.last is None
    assert view.answer("A G6 6").correct and view.retry_button.layout.display == "none"


def test_a_drill_is_the_same_from_its_seed_and_another_is_fresh() -> None:
    one, two = Drill("t-drill", drills.pay_standing, seed=3), None
    question, answer = one.question, one.right_answer()
    two = Drill("t-drill", drills.pay_standing, seed=3)
    assert (two.question, two.right_answer()) == (question, answer)
    assert registered("t-drill") is two and two.unseen and not two.decision
    assert two.check(answer).correct
    two.another()
    assert two.seed == 4 and (two.question, two.choices()) != (question, one.choices())
    assert two.check(two.right_answer()).correct and registered("t-drill") is two


@pytest.mark.parametrize("make", [drills.seeding_count, drills.seeding_sum,
                                  drills.seeding_gaps, drills.keep_most, drills.keep_refused,
                                  drills.placement, drills.pay_standing, drills.pay_lying,
                                  drills.best_tile], ids=lambda f: f.__name__)
def test_every_generator_asks_a_question_with_one_right_answer_among_wrong_ones(make) -> None:
    for seed in range(3):
        ex = Drill(f"t-{make.__name__}", make, seed=seed)
        assert ex.check(ex.right_answer()).correct
        choices = ex.choices()
        if choices is not None:
            assert len(set(choices)) == len(choices) >= 3
            assert any(not ex.judge(c).correct for c in choices), (seed, choices)
        else:
            assert not ex.check(str(int(ex.right_answer()) + 1)).correct


def test_the_board_lights_more_than_the_answer() -> None:
    """The board exercise asks for the most valuable tile; every tile the dice pay for is
    lit, and paying for a smaller one is wrong."""
    ex = Drill("t-best", drills.best_tile, seed=1)
    game = ex.game
    assert game is not None
    claims = [m for m in game.legal_actions().texts() if m.startswith("A ")]
    verdicts = {m: ex.judge(m).correct for m in claims}
    assert True in verdicts.values() and False in verdicts.values()


def test_a_decision_is_judged_by_the_coach_within_the_tolerance() -> None:
    ex = Drill("t-decide", practice.decide_spend, seed=1)
    assert ex.decision and ex.unseen
    right = ex.right_answer()
    assert ex.check(right).correct
    [*wrong] = [c for c in ex.choices() or () if c != right]
    analysis = ex.current.analysis  # type: ignore[attr-defined]
    best = analysis.candidate(right).mean
    for move in wrong:
        verdict = ex.check(move)
        assert not verdict.correct and verdict.answer == right
        assert analysis.candidate(move).mean <= best - practice.TOLERANCE
        assert len(verdict.outcomes) == 3 and (
            "Pesos on average 8 decisions after this turn" in verdict.outcomes[0].result)
    again = Drill("t-decide", practice.decide_spend, seed=1)
    assert (again.choices(), again.right_answer()) == (ex.choices(), right), "seeded"


def test_a_decision_is_judged_only_from_what_the_player_to_act_can_see() -> None:
    """The same decision on a table whose hidden tiles are dealt anew (the draw pile, the
    Steppe, the others' tiles): the same verdicts, the same right answer."""
    import random

    from gaucho.information import InformationSet
    from gaucho.position import to_position

    game = drills.round_one(random.Random("t-hidden"))
    seat = game.current_player
    other = InformationSet.of(game.state, seat).sample(random.Random(5))
    twin = gaucho.Game.from_position(to_position(other), seed=game.seed)
    assert twin.to_position() != game.to_position()
    choices = [m for m in game.legal_actions().texts() if m.split()[0] in ("A", "B", "end")][:4]
    here, there = (practice.Decide("t-hidden", g, "Which?", choices, seed=3) for g in (game, twin))
    assert here.right_answer() == there.right_answer()
    assert [str(here.check(c)) for c in choices] == [str(there.check(c)) for c in choices]


def test_try_another_on_the_board_gives_a_fresh_position_to_click() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    from gaucho.actions import parse
    from gaucho.explorer.board_input import BoardInput

    view = ExerciseWidget(Drill("t-board-another", drills.best_tile, seed=1), board=True)
    assert view.another_button.layout.display != "none"
    first = view.exercise.question
    view.answer("end")
    view.another()
    assert view.exercise.question != first and view.feedback.value == ""
    game = view.exercise.game
    assert game is not None and view.board is not None and view.board.next_targets
    for target in BoardInput(game).clicks_for(parse(view.exercise.right_answer())):
        view.click(target)
    assert view.last is not None and view.last.correct


def test_answers_that_read_alike_show_their_notation_beside_the_words() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget, choice_labels

    lying = examples.load("EX-TURN-2").game()
    lying.play("take 5 5")
    lying.play("B W11 5")
    ex = PickMove("t-alike", lying, "Stand the gaucho up.", ["A W11 5", "C W11 5", "end"])
    labels = [label for label, _move in choice_labels(ex)]
    assert len(set(labels)) == 3, labels
    assert labels[2] == "ends the turn", "an answer that reads alone stays in words"
    view = ExerciseWidget(ex)
    assert [v for _label, v in view.input.options][1:] == ["A W11 5", "C W11 5", "end"]
    # two placements on one Action Area say the dice they pay, so they read apart in
    # words and need no notation beside them
    game = gaucho.Game.new(2, seed=0)
    for move in ("keep B1 W7", "keep B7 K8", "place SORT", "place STEAL", "take 5 5",
                 "steal B7", "place RAISE 5", "A W5 5", "end", "take 4 5", "A B4 4",
                 "place RAISE 5", "end", "take 1 2"):
        game.play(move)
    alike = PickMove("t-alike-wish", game, "Which placement?",
                     ["place WISH 1", "place WISH 1+2", "end"])
    assert choice_labels(alike) == [
        ("puts a gaucho on WISH for 1", "place WISH 1"),
        ("puts a gaucho on WISH for 1+2", "place WISH 1+2"),
        ("ends the turn", "end")]
