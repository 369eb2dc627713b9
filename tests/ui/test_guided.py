"""The guided first game: the scripted steps play as a real game, the student's wrong
moves get a hint and change nothing, and the widget lights up the clicks of each step."""

from __future__ import annotations

import pytest

from gaucho import rules
from gaucho.explorer.guided import FIRST_GAME, STUDENT, GuidedGame


def test_the_script_is_a_legal_game_and_each_student_step_explains_itself() -> None:
    guide = GuidedGame()
    seen = 0
    while not guide.done:
        step = guide.step
        assert step is not None and step.say and step.why and step.rule_id
        assert guide.game.current_player == STUDENT
        assert step.rule_id in guide.instruction()
        assert guide.targets(), "every step points at something to click"
        assert guide.play(step.move).correct
        seen += 1
    assert seen == guide.student_steps == sum(1 for s in FIRST_GAME if s.say)
    assert guide.progress == (seen, seen)
    assert guide.game.round == 5 and guide.log  # four rounds played


def test_the_script_shows_a_collection_a_forced_sale_and_a_refill_in_one_round() -> None:
    """Issue 26: the guided game goes through a whole round, and cites real rules."""
    guide = GuidedGame()
    while not guide.done:
        assert guide.play(guide.step.move).correct  # type: ignore[union-attr]
    events = list(guide.game.events())
    rounds = [i for i, e in enumerate(events) if e.kind == "round"]
    last = [(e.kind, e.rule_id, e.player, e.pesos) for e in events[rounds[-2]:rounds[-1]]]
    assert ("collected", "R-COLLECT-3", STUDENT, 0) in last
    assert ("sale", "R-HERD-6", STUDENT, 16) in last  # K1 K8 sold: 2 x 8
    assert any(kind == "tile_drawn" and rule == "R-REFILL-2" for kind, rule, _, _ in last)
    kinds = [kind for kind, *_ in last]
    assert kinds.index("collected") < kinds.index("sale") < kinds.index("tile_drawn")
    assert guide.student_steps == 21
    for step in FIRST_GAME:
        if step.say:
            assert rules.get(step.rule_id).id == step.rule_id


def test_a_wrong_move_gets_a_hint_and_changes_nothing() -> None:
    guide = GuidedGame()
    before = guide.game.to_position()
    illegal = guide.play("keep G9 G5 K1")
    assert not illegal.correct and illegal.rule_id == "R-PRELIM-3"
    assert "Hint" in illegal.message and "K1, W3 and G1" in illegal.message
    other = guide.play("keep G9")  # legal, but not this step's move
    assert not other.correct and "not what this step asks" in other.message
    unreadable = guide.play("dance")
    assert not unreadable.correct
    assert guide.game.to_position() == before and guide.index == 0
    assert guide.play("keep K1 W3 G1").correct and guide.index > 0
    guide.reset()
    assert guide.index == 0 and guide.game.to_position() == before


def test_widget_plays_by_clicking_what_is_lit_up() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.guided import GuidedGameView

    view = GuidedGameView()
    assert view.board.hint == ["hand:G1", "hand:K1", "hand:W3"]
    view.click("hand:G9")  # a wrong click: a hint in red, the game waits
    assert view.guide.index == 0 and "Hint" in view.feedback.value
    assert view.board.hint == ["hand:G1", "hand:K1", "hand:W3"]
    clicks = 0
    while not view.guide.done:
        view.click(view.board.hint[0])
        clicks += 1
        assert clicks < 80 and "#b3261e" not in view.feedback.value, view.feedback.value
    assert view.board.hint == [] and "Well done" in view.text()
    view.reset()
    assert view.guide.index == 0 and view.board.hint
